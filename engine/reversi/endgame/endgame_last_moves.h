// Exact scores of positions with at most four empty squares, in unrolled code without
// move lists or table probes: most nodes of an endgame search are here.
// Every function counts each position it visits (a pass included) in `nodes`.
#pragma once

#include <cstdint>

#include "rules/last_flip_count.h"
#include "rules/move_kernels.h"
#include "reversi/board.h"

namespace reversi {
namespace endgame {

constexpr int kNoScore = -127;

// Quadrant (0..3) of a square: the empties of one quadrant form a region, and playing
// into regions with an odd number of empties first ("parity") usually pays.
inline int quadrant(int sq) { return (sq >> 2 & 1) | (sq >> 4 & 2); }

// The squares of the quadrants that hold an odd number of the empty squares `empties`.
inline Bitboard odd_regions(Bitboard empties) {
    Bitboard odd = 0;
    for (const Bitboard q : kQuadrants)
        if (popcount(empties & q) & 1) odd |= q;
    return odd;
}

// Whether `player` may move on the empty square `sq`: cheaper than all the legal
// moves when only a few squares are empty.
inline bool can_move(Bitboard player, Bitboard opponent, int sq) {
    return kernel::flipped_discs_if_adjacent(player, opponent, sq) != 0;
}

// Score with one empty square `sq`: the flips are counted without making the move.
inline int solve_last1(Bitboard player, Bitboard opponent, int sq, std::uint64_t& nodes) {
    ++nodes;
    const int discs = popcount(player);
    if (const int f = kernel::last_flip_count(player, sq)) return 2 * (discs + f + 1) - 64;
    if (const int f = kernel::last_flip_count(opponent, sq)) return 2 * (discs - f) - 64;
    // Nobody can play: the empty square goes to the winner (63 discs cannot tie).
    return discs > 31 ? 2 * discs - 62 : 2 * discs - 64;
}

inline int solve_last2(Bitboard player, Bitboard opponent, int alpha, int beta, int x1, int x2, std::uint64_t& nodes) {
    ++nodes;
    int best = kNoScore;
    if (const Bitboard f = kernel::flipped_discs_if_adjacent(player, opponent, x1)) {
        best = -solve_last1(opponent ^ f, player ^ f ^ square_bit(x1), x2, nodes);
        if (best >= beta) return best;
    }
    if (const Bitboard f = kernel::flipped_discs_if_adjacent(player, opponent, x2)) {
        const int s = -solve_last1(opponent ^ f, player ^ f ^ square_bit(x2), x1, nodes);
        if (s > best) best = s;
    }
    if (best != kNoScore) return best;
    if (!can_move(opponent, player, x1) && !can_move(opponent, player, x2)) return final_score(player, opponent);
    return -solve_last2(opponent, player, -beta, -alpha, x1, x2, nodes);
}

inline int solve_last3(Bitboard player, Bitboard opponent, int alpha, int beta, int x1, int x2, int x3,
                       std::uint64_t& nodes) {
    ++nodes;
    int best = kNoScore;
    const int xs[3][3] = {{x1, x2, x3}, {x2, x1, x3}, {x3, x1, x2}};
    for (const auto& x : xs) {
        const Bitboard f = kernel::flipped_discs_if_adjacent(player, opponent, x[0]);
        if (!f) continue;
        const int s = -solve_last2(opponent ^ f, player ^ f ^ square_bit(x[0]), -beta, -alpha, x[1], x[2], nodes);
        if (s > best) {
            if (s >= beta) return s;
            best = s;
            if (s > alpha) alpha = s;
        }
    }
    if (best != kNoScore) return best;
    if (!can_move(opponent, player, x1) && !can_move(opponent, player, x2) && !can_move(opponent, player, x3))
        return final_score(player, opponent);
    return -solve_last3(opponent, player, -beta, -alpha, x1, x2, x3, nodes);
}

// The four empties in parity order: squares alone (or three) in their quadrant first.
inline void parity_order4(Bitboard empties, int (&x)[4]) {
    const Bitboard odd = odd_regions(empties);
    int n = 0;
    for (const Bitboard group : {empties & odd, empties & ~odd})
        for (Bitboard e = group; e; e = without_first(e)) x[n++] = first_square(e);
}

// Tries the legal moves in parity order. Here, unlike with 3 or fewer empties,
// generating the moves at once is faster than checking each empty square for flips.
inline int solve_last4(Bitboard player, Bitboard opponent, int alpha, int beta, std::uint64_t& nodes) {
    ++nodes;
    const Bitboard moves = kernel::legal_moves(player, opponent);
    if (!moves) {
        if (!kernel::legal_moves(opponent, player)) return final_score(player, opponent);
        return -solve_last4(opponent, player, -beta, -alpha, nodes);
    }
    int x[4];
    parity_order4(~(player | opponent), x);
    const int rest[4][3] = {{x[1], x[2], x[3]}, {x[0], x[2], x[3]}, {x[0], x[1], x[3]}, {x[0], x[1], x[2]}};
    int best = kNoScore;
    for (int i = 0; i < 4; ++i) {
        if (!(moves & square_bit(x[i]))) continue;
        const Bitboard f = kernel::flipped_discs(player, opponent, x[i]);
        const int s = -solve_last3(opponent ^ f, player ^ f ^ square_bit(x[i]), -beta, -alpha, rest[i][0], rest[i][1],
                                   rest[i][2], nodes);
        if (s > best) {
            if (s >= beta) return s;
            best = s;
            if (s > alpha) alpha = s;
        }
    }
    return best;
}

}  // namespace endgame
}  // namespace reversi
