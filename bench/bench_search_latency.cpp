// Cancellation latency: time from setting the stop token to the search returning,
// over midgame searches, exact solves and analyses, stopped after varied delays.
// usage: bench_search_latency [SAMPLES]   (default 40)
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "bench_args.h"
#include "bench_search_common.h"
#include "reversi/search.h"

int main(int argc, char** argv) {
    using Clock = std::chrono::steady_clock;
    int samples = 0;
    const bool read = bench::read_arguments(argc, argv, "[SAMPLES]", [&](const cli::Args& args) {
        bench::check_positional_count(args, 1);
        samples = bench::positional_int(args, 0, "SAMPLES", 1, 100000, 40);
    });
    if (!read) return 2;
    std::vector<double> latencies;
    double worst = 0;
    const char* worst_kind = "";
    for (int i = 0; i < samples; ++i) {
        const int kind = i % 4;  // midgame, midgame with 2 threads, exact solve, analysis
        const reversi::Position p = bench::game_position(kind == 2 ? 34 : 4 * (i % 7));
        reversi::SearchLimits limits;
        limits.depth = 60;
        limits.exact_empties = kind == 2 ? 30 : 0;
        limits.threads = kind == 1 ? 2 : 1;
        std::atomic<bool> stop{false};
        limits.stop = &stop;
        reversi::Search search(64);
        Clock::time_point stopped_at;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20 + 37 * i % 400));
            stopped_at = Clock::now();
            stop = true;
        });
        if (kind == 3)
            search.analyze(p, limits);
        else
            search.best_move(p, limits);
        const Clock::time_point returned_at = Clock::now();
        stopper.join();
        if (returned_at < stopped_at) continue;  // finished before the stop: no latency to measure
        const double ms = std::chrono::duration<double, std::milli>(returned_at - stopped_at).count();
        latencies.push_back(ms);
        if (ms > worst) {
            worst = ms;
            worst_kind = kind == 0 ? "midgame" : kind == 1 ? "midgame, 2 threads" : kind == 2 ? "exact solve" : "analysis";
        }
    }
    if (latencies.empty()) {
        std::printf("every search finished before its stop: nothing measured\n");
        return 1;
    }
    std::sort(latencies.begin(), latencies.end());
    std::printf("stop latency over %zu samples: median %.2f ms, max %.2f ms (%s)\n", latencies.size(),
                latencies[latencies.size() / 2], worst, worst_kind);
    return 0;
}
