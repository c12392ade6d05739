// The midgame search's effort at a fixed depth: nodes and time to search a set of
// midgame positions, one thread, the table cleared before each. Node counts are exact
// (the searches are deterministic), so they compare move orderings and cut rules
// without the machine's load; the time says whether fewer nodes also cost less.
// Positions: XOT openings (every 50th of the built-in list) played on by a depth-4
// search to 44, 36 or 28 empties in turn.
// usage: bench_search_nodes [--positions N] [--depth D] [--mpc [T]]   (default 60, 12, plain)
#include <chrono>
#include <cstdio>
#include <vector>

#include "bench_args.h"
#include "reversi/match.h"
#include "reversi/search.h"

namespace {

std::vector<reversi::Position> midgame_positions(int count) {
    const auto& openings = reversi::xot_openings();
    reversi::Search mover(16);
    reversi::SearchLimits play;
    play.depth = 4;
    std::vector<reversi::Position> positions;
    for (int i = 0; static_cast<int>(positions.size()) < count && i * 50 < static_cast<int>(openings.size()); ++i) {
        reversi::Position p = reversi::Position::start();
        for (const int move : openings[i * 50]) p = p.apply(move);
        const int target = 44 - 8 * (i % 3);
        while (p.empty_count() > target && !p.is_game_over()) {
            const reversi::Bitboard moves = p.moves();
            p = p.apply(moves ? mover.best_move(p, play).move : reversi::kPass);
        }
        if (!p.is_game_over()) positions.push_back(p);
    }
    return positions;
}

}  // namespace

int main(int argc, char** argv) {
    int count = 60, depth = 12;
    double probcut = 0;
    const bool read = bench::read_arguments(
        argc, argv, "[--positions N] [--depth D (1-30)] [--mpc [T]]", [&](const cli::Args& args) {
            for (std::size_t i = 0; i < args.size(); ++i) {
                if (args[i] == "--positions") {
                    count = cli::parse_int(cli::option_value(args, i), "--positions", 1, 100000);
                } else if (args[i] == "--depth") {
                    depth = cli::parse_int(cli::option_value(args, i), "--depth", 1, 30);
                } else if (args[i] == "--mpc") {
                    // The confidence is optional: the next argument is it unless it is an option.
                    const bool valued = i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0;
                    probcut = valued ? cli::parse_double(args[++i], "--mpc", 0.01, 10) : reversi::kDefaultProbCut;
                } else {
                    throw cli::UsageError{"unexpected argument '" + args[i] + "'"};
                }
            }
        });
    if (!read) return 2;
    const std::vector<reversi::Position> positions = midgame_positions(count);
    reversi::Search search(64);
    reversi::SearchLimits limits;
    limits.depth = depth;
    limits.probcut = probcut;
    std::uint64_t nodes[3] = {}, total = 0;
    double seconds = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        search.clear();
        const reversi::SearchResult r = search.best_move(positions[i], limits);
        nodes[i % 3] += r.nodes;
        total += r.nodes;
        seconds += r.seconds;
    }
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%zu positions, depth %d%s: nodes %llu (44 empties %llu, 36: %llu, 28: %llu), %.2f s, %.2f M nodes/s (wall %.2f s)\n",
                positions.size(), depth, probcut > 0 ? " Multi-ProbCut" : " full width",
                static_cast<unsigned long long>(total), static_cast<unsigned long long>(nodes[0]),
                static_cast<unsigned long long>(nodes[1]), static_cast<unsigned long long>(nodes[2]), seconds,
                total / seconds / 1e6, wall);
    return 0;
}
