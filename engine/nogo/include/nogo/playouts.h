// The speed of MCTS's random playouts, for benchmarks.
#pragma once

#include <cstdint>

#include "nogo/board.h"
#include "nogo/mcts.h"

namespace nogo {

struct PlayoutRate {
    std::uint64_t playouts = 0;
    std::uint64_t moves = 0;  // moves played in them
    double seconds = 0;      // wall clock
    double cpu_seconds = 0;  // processor time of the process (a busy machine shares the core)
};

// Plays playouts from `position` with `policy` for about `seconds` on this thread.
PlayoutRate measure_playouts(const Position& position, PlayoutPolicy policy, double seconds);

}  // namespace nogo
