// Move ordering keys of the endgame solver (higher is searched first). A good order
// makes most cut-offs come from the first move tried, which is what makes the search
// tree small.
#pragma once

#include <cstdint>

#include "reversi/board.h"

namespace reversi {
namespace endgame {


// From this many empties on, the key looks one reply ahead (costlier, better).
constexpr int kLookaheadMinEmpties = 14;

// Squares next to any disc of `b`.
inline Bitboard neighbours(Bitboard b) {
    const Bitboard not_a = 0xFEFEFEFEFEFEFEFEull, not_h = 0x7F7F7F7F7F7F7F7Full;
    const Bitboard side = ((b << 1) & not_a) | ((b >> 1) & not_h);
    const Bitboard row = b | side;
    return side | (row << 8) | (row >> 8);
}

// Fastest first: the key of a move that led to (next_player, next_opponent), the
// opponent now to move. Few replies (corners count double), few empty squares next to
// our discs for later replies, and corners for us.
int fastest_first_key(Bitboard next_player, Bitboard next_opponent);

// The opponent's best reply judged by a static estimate of mobility, potential
// mobility and corners; counts the positions it looks at in `nodes`.
int lookahead_key(Bitboard next_player, Bitboard next_opponent, std::uint64_t& nodes);

}  // namespace endgame
}  // namespace reversi
