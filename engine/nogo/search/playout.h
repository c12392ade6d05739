// Random playouts: the games MCTS plays from a leaf of its tree to the end.
#pragma once

#include <cstdint>

#include "nogo/board.h"
#include "nogo/mcts.h"
#include "nogo/random.h"

namespace nogo {

// Plays `position` to the end; returns the winner. The points each colour played are
// added to played[index_of(colour)].
Color playout(Position& position, Random& random, PlayoutPolicy policy, Bits played[2]);

}  // namespace nogo
