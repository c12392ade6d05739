#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/sized_search.h"

namespace cli {
namespace {

std::string move_name(int move, int size) { return move == reversi::kNoMove ? "--" : reversi::square_name(move, size); }

// Exact score of `move` for the side to move: the listed score when the file has one,
// otherwise solved.
int move_score(reversi::sized::Engine& engine, const reversi::sized::ObfRecord& record, int move, int threads) {
    for (const auto& listed : record.moves)
        if (listed.move == move) return listed.score;
    return -engine.solve(record.position.apply(move), threads).score;
}

int run_solve(const Args& args) {
    std::string path;
    int threads = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 64);
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (path.empty()) {
            path = file_argument(args[i], "FILE");
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (path.empty()) throw UsageError{"FILE is required"};

    // Positions of any size; 8x8 ones go to the 8x8 solver.
    // A position too deep is refused at its line, before any is solved.
    const std::vector<reversi::sized::ObfRecord> records =
        reversi::sized::read_obf_file(path, [](const reversi::sized::ObfRecord& record) {
            const int empties = record.position.empty_count();
            return empties > kMaxSolveEmpties ? "the position has " + too_deep_to_solve(empties) : std::string();
        });
    if (records.empty()) throw std::runtime_error(path + ": no positions");
    reversi::sized::Engine engine(256);
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    int wrong = 0;
    for (std::size_t n = 0; n < records.size(); ++n) {
        const reversi::sized::ObfRecord& record = records[n];
        const auto t0 = std::chrono::steady_clock::now();
        const reversi::SolveResult r = engine.solve(record.position, threads);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        total_nodes += r.nodes;
        total_seconds += seconds;

        std::string verdict;
        if (!record.moves.empty()) {
            const int best = reversi::best_listed_score(record);
            if (r.score != best) {
                verdict = " WRONG: score, expected " + std::to_string(best);
            } else if (r.move != reversi::kNoMove && move_score(engine, record, r.move, threads) != best) {
                verdict = " WRONG: move";
            }
        }
        if (!verdict.empty()) ++wrong;
        std::printf("#%zu %s %+d %llu %.3f%s\n", n + 1, move_name(r.move, record.position.size).c_str(), r.score,
                    static_cast<unsigned long long>(r.nodes), seconds, verdict.c_str());
        std::fflush(stdout);
    }
    std::printf("total: %zu positions, %d wrong, %llu nodes, %.3f s\n", records.size(), wrong,
                static_cast<unsigned long long>(total_nodes), total_seconds);
    return wrong > 0 ? 1 : 0;
}

const Registration registration{
    {"solve", "solve FILE [--threads T]  solve every OBF position of FILE exactly (lines of 16, 36, 64 or 100 cells), "
     "check listed scores", run_solve}};

}  // namespace
}  // namespace cli
