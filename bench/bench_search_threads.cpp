// Time to reach a fixed depth with 1 and with N search threads, on positions along a
// fixed game. Each search is repeated and the fastest run kept: on a shared machine
// the minimum is the figure least disturbed by other processes.
// usage: bench_search_threads [DEPTH [THREADS [REPEATS]]]   (defaults 13, 2, 3)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "bench_args.h"
#include "bench_search_common.h"
#include "reversi/search.h"

int main(int argc, char** argv) {
    int depth = 0, threads = 0, repeats = 0;
    const bool read = bench::read_arguments(argc, argv, "[DEPTH [THREADS [REPEATS]]]", [&](const cli::Args& args) {
        bench::check_positional_count(args, 3);
        depth = bench::positional_int(args, 0, "DEPTH", 1, 60, 13);
        threads = bench::positional_int(args, 1, "THREADS", 1, 64, 2);
        repeats = bench::positional_int(args, 2, "REPEATS", 1, 1000, 3);
    });
    if (!read) return 2;
    double total[2] = {0, 0}, total_cpu[2] = {0, 0};
    unsigned long long total_nodes[2] = {0, 0};
    std::printf("depth %d, best of %d runs\n", depth, repeats);
    std::printf("moves  empties  score  1 thread: s, nodes      %d threads: s, nodes     speed-up\n", threads);
    for (int moves : {0, 10, 16, 24, 30}) {
        const reversi::Position p = bench::game_position(moves);
        double seconds[2] = {1e30, 1e30}, cpu[2] = {0, 0};
        unsigned long long nodes[2] = {0, 0};
        int score = 0;
        for (int run = 0; run < repeats; ++run) {
            for (int k = 0; k < 2; ++k) {
                reversi::SearchLimits limits;
                limits.depth = depth;
                limits.threads = k == 0 ? 1 : threads;
                reversi::Search search(64);
                const auto t0 = std::chrono::steady_clock::now();
                const std::clock_t c0 = std::clock();
                const reversi::SearchResult r = search.best_move(p, limits);
                const double c = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
                const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                score = r.score;
                if (s < seconds[k]) seconds[k] = s, nodes[k] = r.nodes, cpu[k] = c;
            }
        }
        for (int k = 0; k < 2; ++k) total[k] += seconds[k], total_nodes[k] += nodes[k], total_cpu[k] += cpu[k];
        std::printf("%5d  %7d  %+5d  %7.3f %12llu    %7.3f %12llu    %6.2f\n", moves, p.empty_count(), score,
                    seconds[0], nodes[0], seconds[1], nodes[1], seconds[0] / seconds[1]);
    }
    std::printf("total: %.3f s with 1 thread, %.3f s with %d: speed-up %.2f (wall clock, shared machine)\n", total[0],
                total[1], threads, total[0] / total[1]);
    // CPU seconds per wall second: how many cores the runs actually got.
    std::printf("cores used: %.2f with 1 thread, %.2f with %d\n", total_cpu[0] / total[0], total_cpu[1] / total[1],
                threads);
    std::printf("nodes: %llu with 1 thread, %llu with %d (%.2fx)\n", total_nodes[0], total_nodes[1], threads,
                static_cast<double>(total_nodes[1]) / static_cast<double>(total_nodes[0]));
    return 0;
}
