// How long each level thinks: one move searched at points along a fixed game (from 50
// down to 14 empties), one thread, per level: median, slowest and total time, and the
// depth reached ("x": solved exactly). With --mpc every level, not only the selective
// ones (level_limits), uses Multi-ProbCut.
// usage: bench_levels [--mpc] [LEVEL]...   (default levels 8 10 12 14 16 18 20)
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <string>
#include <vector>

#include "bench_args.h"
#include "bench_search_common.h"
#include "reversi/search.h"

int main(int argc, char** argv) {
    bool mpc = false;
    std::vector<int> levels;
    const bool read = bench::read_arguments(argc, argv, "[--mpc] [LEVEL]...", [&](const cli::Args& args) {
        for (const std::string& arg : args) {
            if (arg == "--mpc")
                mpc = true;
            else
                levels.push_back(cli::parse_int(arg, "LEVEL", reversi::kMinLevel, reversi::kMaxLevel));
        }
    });
    if (!read) return 2;
    if (levels.empty()) levels = {8, 10, 12, 14, 16, 18, 20};
    std::printf("level  median s  slowest s (empties)  total s  nodes (M)  depths (%s)\n", mpc ? "Multi-ProbCut at every level" : "the levels as played");
    for (const int level : levels) {
        reversi::SearchLimits limits = reversi::level_limits(level);
        if (mpc) limits.probcut = reversi::kDefaultProbCut;
        reversi::Search search(64);
        std::vector<double> times;
        double slowest = 0, total = 0;
        std::uint64_t nodes = 0;
        int slowest_empties = 0;
        std::string depths;
        for (int played = 10; played <= 46; played += 4) {
            const reversi::Position p = bench::game_position(played);
            const reversi::SearchResult r = search.best_move(p, limits);
            times.push_back(r.seconds);
            total += r.seconds;
            nodes += r.nodes;
            if (r.seconds > slowest) slowest = r.seconds, slowest_empties = p.empty_count();
            if (!depths.empty()) depths += ' ';
            depths += r.exact ? std::string("x") : std::to_string(r.depth);
        }
        std::sort(times.begin(), times.end());
        std::printf("%5d  %8.3f  %9.3f (%2d)      %7.2f  %9.1f  %s\n", level, times[times.size() / 2], slowest,
                    slowest_empties, total, nodes / 1e6, depths.c_str());
        std::fflush(stdout);
    }
    return 0;
}
