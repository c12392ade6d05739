// FFO endgame benchmark: solves FFO #40-#59 exactly with 1 and 2 threads and prints,
// per position, the move, score, whether it is right, nodes, seconds and Mn/s, then
// totals for the first ten positions (#40-#49) and for all of them; then the
// cancellation latency of the solver.
// The CPU seconds (all threads of the process) and Mn per CPU second are printed too:
// on a machine shared with other work they show the speed the wall clock hides.
//   bench_ffo [FILE] [--threads N]... [--count N] [--table MB] [--eval hand|pattern]
// (--eval hand: the solver orders its moves with the hand evaluation instead of the
// trained pattern one, the default, to show what the trained ordering saves; the
// positions of another FILE are named by their place in it, not by an FFO number)
// Nodes: every position a search function visits, the 1-empty positions of the
// unrolled last-move code and forced passes included (not the re-solves that recover
// the principal variation).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

#include "bench_args.h"
#include "reversi/endgame.h"
#include "reversi/evaluation.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

using namespace reversi;

namespace {

constexpr std::size_t kFirstFfoNumber = 40;  // FFO number of the default file's first position
constexpr int kDefaultTableMegabytes = 256;
constexpr const char* kUsage = "[FILE] [--threads N]... [--count N] [--table MB] [--eval hand|pattern]";

// How the rows and totals name the positions: "#40" by FFO number in the FFO file,
// "position 3" (its place in the file) in another.
struct Naming {
    bool ffo = true;
    std::string one(std::size_t index) const {
        char name[32];
        std::snprintf(name, sizeof name, ffo ? "#%zu" : "position %zu", ffo ? kFirstFfoNumber + index : index + 1);
        return name;
    }
    std::string range(std::size_t first, std::size_t last) const {
        char name[64];
        if (ffo)
            std::snprintf(name, sizeof name, "#%zu-#%zu", kFirstFfoNumber + first, kFirstFfoNumber + last);
        else
            std::snprintf(name, sizeof name, "positions %zu-%zu", first + 1, last + 1);
        return name;
    }
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

bool is_correct(const ObfRecord& record, const SolveResult& r) {
    if (record.moves.empty() || r.score != best_listed_score(record)) return false;
    for (const auto& m : record.moves)
        if (m.move == r.move) return m.score == r.score;
    return false;  // a move the file does not list
}

// Node totals of a suite: all threads, and the calling thread alone (the critical path).
struct SuiteNodes {
    std::uint64_t first10 = 0, first10_main = 0, all = 0, all_main = 0;
};

SuiteNodes run_suite(const std::vector<ObfRecord>& records, const Naming& naming, int threads, int table_megabytes,
                     const Evaluator& evaluator) {
    std::printf("\n%d thread%s, %d MB table\n  position  move score ok        nodes  seconds   Mn/s  cpu s  Mn/cpu s   main nodes\n",
                threads, threads > 1 ? "s" : "", table_megabytes);
    SuiteNodes suite;
    EndgameSolver solver(table_megabytes, &evaluator);
    std::uint64_t nodes10 = 0, nodes_all = 0;
    double seconds10 = 0, seconds_all = 0, cpu10 = 0, cpu_all = 0;
    int correct = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        solver.clear();
        const auto t0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        const SolveResult r = solver.solve(records[i].position, -64, 64, threads);
        const double s = seconds_since(t0);
        const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
        const bool ok = is_correct(records[i], r);
        correct += ok;
        std::printf("  %-9s %-4s %+4d  %-3s %12llu %8.3f %6.1f %6.2f %8.1f %12llu\n", naming.one(i).c_str(),
                    square_name(r.move).c_str(), r.score, ok ? "yes" : "NO", static_cast<unsigned long long>(r.nodes), s,
                    r.nodes / s / 1e6, cpu, r.nodes / cpu / 1e6, static_cast<unsigned long long>(r.main_thread_nodes));
        suite.all += r.nodes;
        suite.all_main += r.main_thread_nodes;
        if (i < 10) {
            suite.first10 += r.nodes;
            suite.first10_main += r.main_thread_nodes;
        }
        std::fflush(stdout);
        nodes_all += r.nodes;
        seconds_all += s;
        cpu_all += cpu;
        if (i < 10) {
            nodes10 += r.nodes;
            seconds10 += s;
            cpu10 += cpu;
        }
    }
    const auto total = [](const std::string& name, std::uint64_t nodes, double s, double cpu) {
        std::printf("  total %s: %llu nodes, %.3f s, %.1f Mn/s, %.2f cpu s, %.1f Mn/cpu s\n", name.c_str(),
                    static_cast<unsigned long long>(nodes), s, nodes / s / 1e6, cpu, nodes / cpu / 1e6);
    };
    total(naming.range(0, std::min<std::size_t>(10, records.size()) - 1), nodes10, seconds10, cpu10);
    if (records.size() > 10) total(naming.range(0, records.size() - 1), nodes_all, seconds_all, cpu_all);
    std::printf("  correct: %d of %zu\n", correct, records.size());
    return suite;
}

// Sets the stop token some time into a deep solve and measures how long the solve
// takes to return after that. A solve that finishes before the stop has no latency to
// measure: it is left out of the figures (as bench_search_latency does).
void cancellation_latency(const Position& deep, int threads) {
    double worst = 0, sum = 0;
    int measured = 0;
    constexpr int kSamples = 8;
    for (int sample = 0; sample < kSamples; ++sample) {
        EndgameSolver solver(64);
        std::atomic<bool> stop{false};
        std::chrono::steady_clock::time_point returned;
        bool stopped = false;
        std::thread worker([&] {
            stopped = solver.solve(deep, -64, 64, threads, &stop).stopped;
            returned = std::chrono::steady_clock::now();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + 37 * sample));
        const auto set = std::chrono::steady_clock::now();
        stop = true;
        worker.join();
        if (!stopped) {
            std::printf("  sample %d: solve finished before the stop, not measured\n", sample);
            continue;
        }
        const double ms = std::chrono::duration<double, std::milli>(returned - set).count();
        worst = std::max(worst, ms);
        sum += ms;
        ++measured;
    }
    if (measured == 0) {
        std::printf("cancellation latency, %d thread%s: every solve finished before its stop, nothing measured\n",
                    threads, threads > 1 ? "s" : "");
        return;
    }
    std::printf("cancellation latency, %d thread%s: mean %.3f ms, max %.3f ms (%d of %d samples)\n", threads,
                threads > 1 ? "s" : "", sum / measured, worst, measured, kSamples);
}

}  // namespace

int main(int argc, char** argv) {
    std::string path = REVERSI_FFO_40_59;
    std::vector<int> thread_counts;
    std::size_t count = 20;
    int table_megabytes = kDefaultTableMegabytes;
    const HeuristicEvaluator hand;
    const Evaluator* evaluator = &default_evaluator();
    bool path_given = false;
    const bool read = bench::read_arguments(argc, argv, kUsage, [&](const cli::Args& args) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i] == "--threads") {
                thread_counts.push_back(cli::parse_int(cli::repeatable_option_value(args, i), "--threads", 1, 64));
            } else if (args[i] == "--count") {
                count = static_cast<std::size_t>(cli::parse_int(cli::option_value(args, i), "--count", 1, 1000000));
            } else if (args[i] == "--table") {
                table_megabytes = cli::parse_int(cli::option_value(args, i), "--table", 1, 1 << 16);
                // The table takes the largest power of two of buckets that fits: another
                // size would be printed as more than it is.
                if (table_megabytes & (table_megabytes - 1))
                    throw cli::UsageError{"--table must be a power of two (the table rounds down to one), not " +
                                          std::to_string(table_megabytes)};
            } else if (args[i] == "--eval") {
                const std::string& name = cli::option_value(args, i);
                if (name != "hand" && name != "pattern")
                    throw cli::UsageError{"--eval must be hand or pattern, not '" + name + "'"};
                evaluator = name == "hand" ? static_cast<const Evaluator*>(&hand) : &default_evaluator();
            } else if (args[i].rfind("--", 0) == 0) {
                throw cli::UsageError{"unknown option '" + args[i] + "'"};
            } else if (path_given) {
                throw cli::UsageError{"one FILE only, not also '" + args[i] + "'"};
            } else {
                path = args[i];
                path_given = true;
            }
        }
    });
    if (!read) return 2;
    const Naming naming{!path_given};
    if (thread_counts.empty()) thread_counts = {1, 2};
    try {
        std::vector<ObfRecord> records = read_obf_file(path);
        if (records.size() > count) records.resize(count);
        if (records.empty()) {
            std::fprintf(stderr, "bench_ffo: %s holds no position\n", path.c_str());
            return 1;
        }
        std::printf("FFO benchmark: %s\n", path.c_str());
        std::vector<SuiteNodes> suites;
        for (int threads : thread_counts)
            suites.push_back(run_suite(records, naming, threads, table_megabytes, *evaluator));
        // The wall clock cannot show a speed-up when the machine is shared (the kernel
        // may grant the whole process one core's share); the critical path can: nodes
        // of one thread over the calling thread's nodes with several.
        for (std::size_t i = 1; i < suites.size(); ++i) {
            const auto ratio = [](std::uint64_t a, std::uint64_t b) { return static_cast<double>(a) / b; };
            std::printf("\ncritical-path speed-up, %d threads vs %d: %s %.2f (all threads' nodes %+.1f%%)",
                        thread_counts[i], thread_counts[0],
                        naming.range(0, std::min<std::size_t>(10, records.size()) - 1).c_str(),
                        ratio(suites[0].first10_main, suites[i].first10_main),
                        100.0 * (ratio(suites[i].first10, suites[0].first10) - 1));
            if (records.size() > 10)
                std::printf(", %s %.2f", naming.range(0, records.size() - 1).c_str(),
                            ratio(suites[0].all_main, suites[i].all_main));
            std::printf("\n");
        }
        std::printf("\n");
        for (int threads : thread_counts) cancellation_latency(records[std::min<std::size_t>(8, records.size() - 1)].position, threads);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_ffo: %s\n", e.what());
        return 1;
    }
    return 0;
}
