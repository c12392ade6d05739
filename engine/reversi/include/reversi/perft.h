#pragma once

#include <cstdint>
#include <string>

#include "common/perft_run.h"
#include "reversi/board.h"

namespace reversi {

// Leaf count at `depth` plies under the standard convention: a pass is a ply, and a
// finished game is a leaf that is counted again at every deeper depth.
std::uint64_t perft(const Position& position, int depth);

// A timed run and its printed line are both games' (common/perft_run.h).
using common::perft_line;
using common::PerftRun;

// perft, timed.
PerftRun timed_perft(const Position& position, int depth);

}  // namespace reversi
