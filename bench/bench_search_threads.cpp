// Time to reach a fixed depth with 1 and with N search threads, on positions along a
// fixed game. Each search is repeated and the fastest run kept: on a shared machine
// the minimum is the figure least disturbed by other processes.
// usage: bench_search_threads [DEPTH [THREADS [REPEATS]]]   (defaults 13, 2, 3)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "bench_search_common.h"
#include "reversi/search.h"

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 13;
    const int threads = argc > 2 ? std::atoi(argv[2]) : 2;
    const int repeats = argc > 3 ? std::atoi(argv[3]) : 3;
    if (depth < 1 || depth > 60 || threads < 1 || repeats < 1) {
        std::fprintf(stderr, "usage: bench_search_threads [DEPTH [THREADS [REPEATS]]]\n");
        return 2;
    }
    double total[2] = {0, 0};
    unsigned long long total_nodes[2] = {0, 0};
    std::printf("depth %d, best of %d runs\n", depth, repeats);
    std::printf("moves  empties  score  1 thread: s, nodes      %d threads: s, nodes     speed-up\n", threads);
    for (int moves : {0, 10, 16, 24, 30}) {
        const reversi::Position p = bench::game_position(moves);
        double seconds[2] = {1e30, 1e30};
        unsigned long long nodes[2] = {0, 0};
        int score = 0;
        for (int run = 0; run < repeats; ++run) {
            for (int k = 0; k < 2; ++k) {
                reversi::SearchLimits limits;
                limits.depth = depth;
                limits.threads = k == 0 ? 1 : threads;
                reversi::Search search(64);
                const auto t0 = std::chrono::steady_clock::now();
                const reversi::SearchResult r = search.best_move(p, limits);
                const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                score = r.score;
                if (s < seconds[k]) seconds[k] = s, nodes[k] = r.nodes;
            }
        }
        for (int k = 0; k < 2; ++k) total[k] += seconds[k], total_nodes[k] += nodes[k];
        std::printf("%5d  %7d  %+5d  %7.3f %12llu    %7.3f %12llu    %6.2f\n", moves, p.empty_count(), score,
                    seconds[0], nodes[0], seconds[1], nodes[1], seconds[0] / seconds[1]);
    }
    std::printf("total: %.3f s with 1 thread, %.3f s with %d: speed-up %.2f (wall clock, shared machine)\n", total[0],
                total[1], threads, total[0] / total[1]);
    std::printf("nodes: %llu with 1 thread, %llu with %d (%.2fx)\n", total_nodes[0], total_nodes[1], threads,
                static_cast<double>(total_nodes[1]) / static_cast<double>(total_nodes[0]));
    return 0;
}
