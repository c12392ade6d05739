#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/pattern_evaluation.h"
#include "reversi/search.h"

namespace cli {
namespace {

// A self-play game of the engine; the bench searches positions along it.
constexpr const char* kGame =
    "f5d6c4d3c2b3b4b5c5f4c3e3f3c6e6c1e2f1d7f2e1d1d2d8a4a5a6b6a7e7a3g5g4h3h4h5g3b2a2b7a8c7b8f6e8f8a1b1f7h2g2g8g1g7h8c8g6"
    "h1h6h7";

struct BenchSearch {
    int moves_played;  // position after this many moves of kGame
    int depth;         // midgame depth
    int exact_empties;
};

// Opening, early and late midgame at fixed depth, then exact solves.
constexpr BenchSearch kSearches[] = {
    {0, 14, 0}, {12, 12, 0}, {20, 12, 0}, {30, 12, 0}, {38, 12, 0}, {40, 60, 22}, {44, 60, 22},
};

int run_bench(const Args& args) {
    int threads = 1;
    const reversi::HeuristicEvaluator hand;
    const reversi::Evaluator* evaluator = &reversi::default_evaluator();
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--eval") {
            const std::string& name = option_value(args, i);
            if (name == "hand") {
                evaluator = &hand;
            } else if (name == "pattern") {
                evaluator = &reversi::trained_evaluator();
            } else {
                throw UsageError{"--eval must be hand or pattern"};
            }
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    const std::vector<int> game = reversi::parse_transcript(kGame);
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    const std::clock_t cpu_start = std::clock();
    std::printf("moves  empties  depth        score  move  nodes         seconds\n");
    for (const BenchSearch& b : kSearches) {
        reversi::Position position = reversi::Position::start();
        for (int i = 0; i < b.moves_played; ++i) position = position.apply(game[i]);
        reversi::SearchLimits limits;
        limits.depth = b.depth;
        limits.exact_empties = b.exact_empties;
        limits.threads = threads;
        reversi::Search search(64, *evaluator);
        const auto t0 = std::chrono::steady_clock::now();
        const reversi::SearchResult r = search.best_move(position, limits);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        total_nodes += r.nodes;
        total_seconds += seconds;
        std::printf("%5d  %7d  %5d%-6s  %+5d  %-4s  %12llu  %7.3f\n", b.moves_played, position.empty_count(), r.depth,
                    r.exact ? " exact" : "", r.score, reversi::square_name(r.move).c_str(),
                    static_cast<unsigned long long>(r.nodes), seconds);
    }
    // With one thread the node count is a signature of the search: any functional
    // change to ordering, pruning or evaluation changes it.
    std::printf("nodes %llu  (signature%s)\n", static_cast<unsigned long long>(total_nodes),
                threads == 1 ? "" : " only with --threads 1");
    // CPU time too: on a shared machine nodes per CPU second are the steadier speed.
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    std::printf("time %.3f s, %.2f Mnodes/s; CPU %.3f s, %.2f Mnodes per CPU second\n", total_seconds,
                total_seconds > 0 ? total_nodes / total_seconds / 1e6 : 0.0, cpu, cpu > 0 ? total_nodes / cpu / 1e6 : 0.0);
    return 0;
}

const Registration registration{
    {"bench", "bench [--threads T] [--eval hand|pattern]  fixed searches on fixed positions: node-count signature and speed", run_bench}};

}  // namespace
}  // namespace cli
