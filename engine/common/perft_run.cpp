#include "common/perft_run.h"

#include <chrono>

#include "common/text_scan.h"

namespace common {

PerftRun timed_perft(int depth, const std::function<std::uint64_t()>& count) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t nodes = count();
    return {depth, nodes, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()};
}

// (Written with text::format_fixed, not printf: a decimal point in every locale.)
std::string perft_line(const PerftRun& run) {
    const double rate = run.seconds > 0 ? run.nodes / run.seconds / 1e6 : 0.0;
    return "perft " + std::to_string(run.depth) + ": " + std::to_string(run.nodes) + " nodes in " +
           text::format_fixed(run.seconds, 3) + " s (" + text::format_fixed(rate, 1) + " Mn/s)";
}

}  // namespace common
