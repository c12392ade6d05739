// A timed perft run and the line both games' command lines and benchmarks print for it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace common {

struct PerftRun {
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;  // wall clock
};

// Times `count` (a perft to `depth`).
PerftRun timed_perft(int depth, const std::function<std::uint64_t()>& count);

// "perft DEPTH: NODES nodes in SECONDS s (RATE Mn/s)".
std::string perft_line(const PerftRun& run);

}  // namespace common
