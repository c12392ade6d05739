#include "common/perft_run.h"

#include <chrono>
#include <cstdio>

namespace common {

PerftRun timed_perft(int depth, const std::function<std::uint64_t()>& count) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t nodes = count();
    return {depth, nodes, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()};
}

std::string perft_line(const PerftRun& run) {
    const double rate = run.seconds > 0 ? run.nodes / run.seconds / 1e6 : 0.0;
    char line[128];
    std::snprintf(line, sizeof line, "perft %d: %llu nodes in %.3f s (%.1f Mn/s)", run.depth,
                  static_cast<unsigned long long>(run.nodes), run.seconds, rate);
    return line;
}

}  // namespace common
