#pragma once

#include <cstdint>

#include "nogo/board.h"

namespace nogo {

// The number of move sequences of exactly `depth` plies (a finished game ends its
// sequences: it adds nothing at deeper depths). Moves that lead to the same position
// up to a symmetry of the root are counted once and weighted. Timing and the printed
// line: common/perft_run.h.
std::uint64_t perft(const Position& position, int depth);

}  // namespace nogo
