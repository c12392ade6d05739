// The evaluation of the generic sizes, where no trained weights exist: mobility,
// corners, the squares next to an empty corner, edges and parity, in evaluation units
// (kEvalScale per disc) for the side to move.
#pragma once

#include <algorithm>

#include "reversi/evaluation.h"
#include "variants/sized_kernel.h"

namespace reversi::sized {

template <class K>
struct SquareClasses {
    using Bits = typename K::Bits;
    static constexpr int N = K::kSize;
    static constexpr Bits at(int column, int row) { return K::bit(column + N * row); }
    static constexpr Bits corners() { return at(0, 0) | at(N - 1, 0) | at(0, N - 1) | at(N - 1, N - 1); }
    static constexpr Bits edges() {
        Bits e = 0;
        for (int i = 0; i < N; ++i) e |= at(i, 0) | at(i, N - 1) | at(0, i) | at(N - 1, i);
        return e & ~corners();
    }
    // The X-square (diagonal) and the two C-squares (along the edges) of each corner.
    struct Corner {
        Bits corner, x, c;
    };
    static constexpr Corner corner(int i) {
        const int cx = i & 1 ? N - 1 : 0, cy = i & 2 ? N - 1 : 0;
        const int dx = cx ? -1 : 1, dy = cy ? -1 : 1;
        return {at(cx, cy), at(cx + dx, cy + dy), at(cx + dx, cy) | at(cx, cy + dy)};
    }
};

template <class K>
int evaluate(typename K::Bits player, typename K::Bits opponent) {
    using C = SquareClasses<K>;
    constexpr int kMobility = 40, kCorner = 300, kXSquare = 120, kCSquare = 40, kEdge = 20, kParity = 40;
    const typename K::Bits empties = K::kAll & ~(player | opponent);
    int score = kMobility * (count_bits(K::legal_moves(player, opponent)) - count_bits(K::legal_moves(opponent, player)));
    score += kCorner * (count_bits(player & C::corners()) - count_bits(opponent & C::corners()));
    score += kEdge * (count_bits(player & C::edges()) - count_bits(opponent & C::edges()));
    for (int i = 0; i < 4; ++i) {
        const auto c = C::corner(i);
        if (!(empties & c.corner)) continue;  // next to a taken corner the squares are safe
        score -= kXSquare * (count_bits(player & c.x) - count_bits(opponent & c.x));
        score -= kCSquare * (count_bits(player & c.c) - count_bits(opponent & c.c));
    }
    // Late in the game the discs themselves count, and who moves last.
    const int empty_count = count_bits(empties);
    if (empty_count % 2 == 1) score += kParity;
    score += kEvalScale * (count_bits(player) - count_bits(opponent)) * (K::kSquares - empty_count) / (2 * K::kSquares);
    const int limit = (K::kSquares - 1) * kEvalScale;
    return std::clamp(score, -limit, limit);
}

}  // namespace reversi::sized
