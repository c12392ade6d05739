// The rules of Reversi on an N x N board (N even, 4..10) as bit operations, one
// instantiation per size. Square = column + N * row, as on 8x8; sizes up to 8 fit a
// 64-bit word, 10x10 takes 128 bits. The 8x8 engine keeps its own faster kernels
// (rules/move_kernels.h); this one is written for clarity first and is fast enough
// for the small boards, where the trees are small.
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

#include "common/bits.h"
#include "reversi/sized_board.h"

namespace reversi::sized {

inline int count_bits(std::uint64_t b) { return common::popcount(b); }
inline int count_bits(Cells b) {
    return common::popcount(static_cast<std::uint64_t>(b)) + common::popcount(static_cast<std::uint64_t>(b >> 64));
}
inline int lowest_bit(std::uint64_t b) { return common::lowest_bit(b); }
inline int lowest_bit(Cells b) {
    const auto low = static_cast<std::uint64_t>(b);
    return low ? common::lowest_bit(low) : 64 + common::lowest_bit(static_cast<std::uint64_t>(b >> 64));
}

template <int N>
struct Kernel {
    static_assert(N % 2 == 0 && N >= 4 && N <= kMaxBoardSize, "even sizes 4..10");
    using Bits = std::conditional_t<(N * N <= 64), std::uint64_t, Cells>;
    static constexpr int kSize = N;
    static constexpr int kSquares = N * N;
    static constexpr Bits kAll = N * N == 64 ? ~Bits{0} : (Bits{1} << (N * N)) - 1;

    static constexpr Bits column_mask(int column) {
        Bits m = 0;
        for (int row = 0; row < N; ++row) m |= Bits{1} << (column + N * row);
        return m;
    }
    static constexpr Bits kNotFirstColumn = kAll & ~column_mask(0);
    static constexpr Bits kNotLastColumn = kAll & ~column_mask(N - 1);

    static constexpr Bits bit(int sq) { return Bits{1} << sq; }

    // One step in direction `d` (0..7: E, W, S, N, SE, SW, NE, NW), discarding what
    // leaves the board or wraps around a side.
    static constexpr Bits step(Bits b, int d) {
        switch (d) {
            case 0: return (b << 1) & kNotFirstColumn;
            case 1: return (b >> 1) & kNotLastColumn;
            case 2: return (b << N) & kAll;
            case 3: return b >> N;
            case 4: return (b << (N + 1)) & kNotFirstColumn;
            case 5: return (b << (N - 1)) & kNotLastColumn;
            case 6: return (b >> (N - 1)) & kNotFirstColumn;
            default: return (b >> (N + 1)) & kNotLastColumn;
        }
    }

    static Bits legal_moves(Bits player, Bits opponent) {
        const Bits empty = kAll & ~(player | opponent);
        Bits moves = 0;
        for (int d = 0; d < 8; ++d) {
            // Runs of opponent discs next to a player disc, at most N - 2 long.
            Bits run = step(player, d) & opponent;
            for (int i = 0; i < N - 3; ++i) run |= step(run, d) & opponent;
            moves |= step(run, d);
        }
        return moves & empty;
    }

    static Bits flipped_discs(Bits player, Bits opponent, int sq) {
        Bits flips = 0;
        for (int d = 0; d < 8; ++d) {
            Bits run = 0;
            Bits at = step(bit(sq), d);
            while (at & opponent) {
                run |= at;
                at = step(at, d);
            }
            if (at & player) flips |= run;
        }
        return flips;
    }

    // Final disc difference for `player`, empties to the winner.
    static int final_score(Bits player, Bits opponent) {
        const int p = count_bits(player), o = count_bits(opponent), e = kSquares - p - o;
        return p > o ? p - o + e : p < o ? p - o - e : 0;
    }

    // The board under one of its 8 symmetries: bit 0 mirrors the columns, bit 1 the
    // rows, bit 2 swaps columns and rows. Square by square: only used near the start.
    static Bits transform(Bits b, int symmetry) {
        Bits out = 0;
        for (; b; b &= b - 1) {
            const int sq = lowest_bit(b);
            int column = sq % N, row = sq / N;
            if (symmetry & 1) column = N - 1 - column;
            if (symmetry & 2) row = N - 1 - row;
            if (symmetry & 4) std::swap(column, row);
            out |= bit(column + N * row);
        }
        return out;
    }

    static std::uint64_t hash(Bits player, Bits opponent) {
        if constexpr (sizeof(Bits) == 8) return hash_board(player, opponent);  // one word each: half the mixing
        return hash_cells(static_cast<Cells>(player), static_cast<Cells>(opponent));
    }
};

}  // namespace reversi::sized
