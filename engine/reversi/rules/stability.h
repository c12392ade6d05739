// Stable discs: discs that no sequence of moves can flip. Their count bounds the final
// score, which lets the endgame solver cut hopeless branches without searching them.
#pragma once

#include "reversi/board.h"

namespace reversi {

// A subset of the stable discs of `player` (edges, filled lines, and discs shielded
// by stable neighbours in all four line directions).
Bitboard stable_discs(Bitboard player, Bitboard opponent);

}  // namespace reversi
