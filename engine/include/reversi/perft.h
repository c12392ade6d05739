#pragma once

#include <cstdint>

#include "reversi/board.h"

namespace reversi {

// Leaf count at `depth` plies under the standard convention: a pass is a ply, and a
// finished game is a leaf that is counted again at every deeper depth.
std::uint64_t perft(const Position& position, int depth);

}  // namespace reversi
