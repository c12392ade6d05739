// Time to reach a fixed depth with 1 and with 2 (or N) search threads.
// usage: bench_search_threads [DEPTH [THREADS]]   (defaults 13 and 2)
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "bench_search_common.h"
#include "reversi/search.h"

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 13;
    const int threads = argc > 2 ? std::atoi(argv[2]) : 2;
    if (depth < 1 || depth > 60 || threads < 1) {
        std::fprintf(stderr, "usage: bench_search_threads [DEPTH [THREADS]]\n");
        return 2;
    }
    double total[2] = {0, 0};
    unsigned long long total_nodes[2] = {0, 0};
    std::printf("moves  empties  score  1 thread: s, nodes      %d threads: s, nodes     speed-up\n", threads);
    for (int moves : {0, 10, 16, 24, 30}) {
        const reversi::Position p = bench::game_position(moves);
        double seconds[2];
        unsigned long long nodes[2];
        int score = 0;
        for (int k = 0; k < 2; ++k) {
            reversi::SearchLimits limits;
            limits.depth = depth;
            limits.threads = k == 0 ? 1 : threads;
            reversi::Search search(64);
            const auto t0 = std::chrono::steady_clock::now();
            const reversi::SearchResult r = search.best_move(p, limits);
            score = r.score;
            nodes[k] = r.nodes;
            total_nodes[k] += r.nodes;
            seconds[k] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            total[k] += seconds[k];
        }
        std::printf("%5d  %7d  %+5d  %7.3f %12llu    %7.3f %12llu    %6.2f\n", moves, p.empty_count(), score,
                    seconds[0], nodes[0], seconds[1], nodes[1], seconds[0] / seconds[1]);
    }
    std::printf("total: %.3f s with 1 thread, %.3f s with %d: speed-up %.2f (wall clock, shared machine)\n", total[0],
                total[1], threads, total[0] / total[1]);
    std::printf("nodes: %llu with 1 thread, %llu with %d (%.2fx)\n", total_nodes[0], total_nodes[1], threads,
                static_cast<double>(total_nodes[1]) / static_cast<double>(total_nodes[0]));
    return 0;
}
