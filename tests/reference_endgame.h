// A deliberately plain exact solver for differential tests of the real one: negamax
// alpha-beta in square order, no table, no ordering, built only on board.h.
#pragma once

#include "reversi/board.h"

namespace reference {

// Exact final disc difference for the side to move (standard rule).
int solve_exact(const reversi::Position& position);

}  // namespace reference
