#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include "cli_commands.h"
#include "spec_args.h"
#include "nogo/board.h"
#include "nogo/match.h"
#include "nogo/minmax.h"
#include "nogo/playouts.h"

namespace cli {
namespace {

using Clock = std::chrono::steady_clock;

// The fixed positions: the empty board and three from the same random openings as matches.
std::vector<nogo::Position> bench_positions() {
    std::vector<nogo::Position> positions{nogo::Position()};
    for (int plies : {10, 25, 40}) {
        nogo::Position p;
        for (int m : nogo::match_opening(plies, plies)) p.play(m);
        positions.push_back(p);
    }
    return positions;
}

int run_bench(const Args& args) {
    double seconds = 1;
    int depth = 4;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--seconds") seconds = parse_double(option_value(args, i), "--seconds", 0.01, 3600);
        else if (args[i] == "--depth") depth = parse_int(option_value(args, i), "--depth", 1, 8);
        else throw unexpected_argument(args[i]);
    }
    const std::vector<nogo::Position> positions = bench_positions();
    for (nogo::PlayoutPolicy policy : {nogo::PlayoutPolicy::Uniform, nogo::PlayoutPolicy::SharedFirst}) {
        const char* name = policy == nogo::PlayoutPolicy::Uniform ? "uniform" : "shared-first";
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const nogo::PlayoutRate r = nogo::measure_playouts(positions[i], policy, seconds);
            std::printf("playouts (%s) from position %zu (%d stones): %llu in %.3f s, %.0f per second, %.0f per CPU "
                        "second, %.1f moves each\n",
                        name, i, positions[i].move_number(), static_cast<unsigned long long>(r.playouts), r.seconds,
                        r.playouts / r.seconds, r.playouts / r.cpu_seconds, static_cast<double>(r.moves) / r.playouts);
        }
    }
    // The signature: nodes of fixed-depth searches, the same on every machine for the same code.
    std::uint64_t nodes = 0;
    const auto t0 = Clock::now();
    for (const nogo::Position& p : positions) {
        nogo::MinMax minmax;
        nogo::SearchLimits limits;
        limits.seconds = 0;
        limits.depth = depth;
        nodes += minmax.search(p, limits).playouts;
    }
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf("signature: %llu nodes (minmax depth %d on %zu positions) in %.3f s, %.0f nodes per second\n",
                static_cast<unsigned long long>(nodes), depth, positions.size(), s, nodes / s);
    // Cancellation: how long an unlimited search takes to return once the flag is set.
    for (const char* spec : {"mcts:1,threads=2", "minmax-time:1"}) {
        nogo::SearchLimits limits;
        const std::unique_ptr<nogo::Engine> engine = engine_argument(spec, limits);
        std::atomic<bool> cancel{false};
        limits.seconds = 0;
        limits.cancel = &cancel;
        Clock::time_point cancelled_at;
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancelled_at = Clock::now();
            cancel = true;
        });
        engine->search(positions[1], limits);
        const Clock::time_point returned = Clock::now();
        canceller.join();  // (before cancelled_at is read: the canceller wrote it)
        const double latency = std::chrono::duration<double>(returned - cancelled_at).count();
        std::printf("cancel: %s returned %.2f ms after the flag was set\n", engine->name().c_str(), latency * 1000);
    }
    return 0;
}

const Registration registration{
    {"bench", "bench [--seconds S] [--depth D]  playouts per second (one core) from fixed positions (S seconds each, "
              "default 1), the node count of fixed-depth searches (depth D, default 4) as a signature of the code, "
              "and how fast a cancelled search returns",
     run_bench}};

}  // namespace
}  // namespace cli
