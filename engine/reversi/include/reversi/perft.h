#pragma once

#include <cstdint>
#include <string>

#include "reversi/board.h"

namespace reversi {

// Leaf count at `depth` plies under the standard convention: a pass is a ply, and a
// finished game is a leaf that is counted again at every deeper depth.
std::uint64_t perft(const Position& position, int depth);

struct PerftRun {
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;  // wall clock
};

// perft, timed.
PerftRun timed_perft(const Position& position, int depth);

// "perft DEPTH: NODES nodes in SECONDS s (RATE Mn/s)", the line the CLI and the
// benchmark print.
std::string perft_line(const PerftRun& run);

}  // namespace reversi
