// Move generation and flips on bitboards, inline: the endgame solver calls them
// hundreds of millions of times a second, where a function call costs as much as
// the work. board.cpp exposes them as legal_moves() and flipped_discs(). The build
// picks the AVX2 / AVX-512 versions when the target has them; the portable ones
// always compile.
#pragma once

#include <array>

#include "reversi/board.h"

#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace reversi {
namespace kernel {

// Opponent discs that can lie between a move and its anchor in a direction:
// horizontal and diagonal runs cannot wrap around the a/h columns.
inline constexpr Bitboard kNotEdgeColumns = 0x7E7E7E7E7E7E7E7Eull;

// For each square, the squares along each of the 8 rays leaving it. Rays 0..3 go
// towards higher indices (E, SW, S, SE), rays 4..7 towards lower ones (W, NE, N, NW).
struct Rays {
    std::array<std::array<Bitboard, 8>, 64> mask{};
};

constexpr Rays make_rays() {
    constexpr int dc[8] = {1, -1, 0, 1, -1, 1, 0, -1};
    constexpr int dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    Rays rays;
    for (int sq = 0; sq < 64; ++sq) {
        for (int d = 0; d < 8; ++d) {
            Bitboard m = 0;
            int c = column_of(sq) + dc[d], r = row_of(sq) + dr[d];
            while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                m |= square_bit(square_of(c, r));
                c += dc[d];
                r += dr[d];
            }
            rays.mask[sq][d] = m;
        }
    }
    return rays;
}

inline constexpr Rays kRays = make_rays();

// For each square, the squares around it: a move there flips nothing unless one of
// them holds an opponent disc, which the last-moves code checks before the flips.
constexpr std::array<Bitboard, 64> make_neighbours() {
    std::array<Bitboard, 64> around{};
    for (int sq = 0; sq < 64; ++sq)
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int c = column_of(sq) + dc, r = row_of(sq) + dr;
                if ((dc || dr) && c >= 0 && c < 8 && r >= 0 && r < 8) around[sq] |= square_bit(square_of(c, r));
            }
    return around;
}

inline constexpr std::array<Bitboard, 64> kNeighbours = make_neighbours();

#if defined(__AVX2__)
inline Bitboard legal_moves_avx2(Bitboard player, Bitboard opponent) {
    // Four directions at once (shifts 1, 8, 7, 9), each both ways, by Kogge-Stone doubling.
    const __m256i shift1 = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i shift2 = _mm256_add_epi64(shift1, shift1);
    const __m256i masks = _mm256_set_epi64x(kNotEdgeColumns, kNotEdgeColumns, ~Bitboard{0}, kNotEdgeColumns);
    const __m256i pp = _mm256_set1_epi64x(static_cast<long long>(player));
    const __m256i oo = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(opponent)), masks);

    __m256i left = _mm256_and_si256(oo, _mm256_sllv_epi64(pp, shift1));
    __m256i right = _mm256_and_si256(oo, _mm256_srlv_epi64(pp, shift1));
    left = _mm256_or_si256(left, _mm256_and_si256(oo, _mm256_sllv_epi64(left, shift1)));
    right = _mm256_or_si256(right, _mm256_and_si256(oo, _mm256_srlv_epi64(right, shift1)));
    const __m256i pre_left = _mm256_and_si256(oo, _mm256_sllv_epi64(oo, shift1));
    const __m256i pre_right = _mm256_srlv_epi64(pre_left, shift1);
    left = _mm256_or_si256(left, _mm256_and_si256(pre_left, _mm256_sllv_epi64(left, shift2)));
    right = _mm256_or_si256(right, _mm256_and_si256(pre_right, _mm256_srlv_epi64(right, shift2)));
    left = _mm256_or_si256(left, _mm256_and_si256(pre_left, _mm256_sllv_epi64(left, shift2)));
    right = _mm256_or_si256(right, _mm256_and_si256(pre_right, _mm256_srlv_epi64(right, shift2)));
    __m256i m = _mm256_or_si256(_mm256_sllv_epi64(left, shift1), _mm256_srlv_epi64(right, shift1));

    __m128i m2 = _mm_or_si128(_mm256_castsi256_si128(m), _mm256_extracti128_si256(m, 1));
    m2 = _mm_or_si128(m2, _mm_unpackhi_epi64(m2, m2));
    return static_cast<Bitboard>(_mm_cvtsi128_si64(m2)) & ~(player | opponent);
}
#endif

// One direction, both ways, by plain repeated shifting.
template <int Shift>
inline Bitboard moves_along(Bitboard player, Bitboard opponent_inner) {
    Bitboard left = opponent_inner & (player << Shift);
    Bitboard right = opponent_inner & (player >> Shift);
    for (int i = 0; i < 5; ++i) {
        left |= opponent_inner & (left << Shift);
        right |= opponent_inner & (right >> Shift);
    }
    return (left << Shift) | (right >> Shift);
}

inline Bitboard legal_moves_portable(Bitboard player, Bitboard opponent) {
    const Bitboard inner = opponent & kNotEdgeColumns;
    const Bitboard m = moves_along<1>(player, inner) | moves_along<8>(player, opponent) |
                       moves_along<7>(player, inner) | moves_along<9>(player, inner);
    return m & ~(player | opponent);
}

#if defined(__AVX512CD__) && defined(__AVX512VL__)
inline Bitboard flipped_discs_avx512(Bitboard player, Bitboard opponent, int sq) {
    const __m256i pp = _mm256_set1_epi64x(static_cast<long long>(player));
    const __m256i not_o = _mm256_set1_epi64x(static_cast<long long>(~opponent));
    const auto& r = kRays.mask[sq];
    const __m256i up = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&r[0]));
    const __m256i down = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&r[4]));

    // Towards higher indices: the first non-opponent square is the lowest set bit.
    __m256i x = _mm256_and_si256(up, not_o);
    __m256i first = _mm256_and_si256(x, _mm256_sub_epi64(_mm256_setzero_si256(), x));
    __m256i anchor = _mm256_and_si256(first, pp);
    __m256i anchored = _mm256_sub_epi64(anchor, _mm256_min_epu64(anchor, _mm256_set1_epi64x(1)));
    __m256i flips = _mm256_and_si256(anchored, up);

    // Towards lower indices: the highest set bit (srlv by 64 gives 0 when x is empty).
    x = _mm256_and_si256(down, not_o);
    first = _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(0x8000000000000000ull)), _mm256_lzcnt_epi64(x));
    anchor = _mm256_and_si256(first, pp);
    const __m256i above = _mm256_sub_epi64(_mm256_setzero_si256(), _mm256_add_epi64(anchor, anchor));
    flips = _mm256_or_si256(flips, _mm256_and_si256(above, down));

    __m128i f2 = _mm_or_si128(_mm256_castsi256_si128(flips), _mm256_extracti128_si256(flips, 1));
    f2 = _mm_or_si128(f2, _mm_unpackhi_epi64(f2, f2));
    return static_cast<Bitboard>(_mm_cvtsi128_si64(f2));
}
#endif

inline Bitboard flipped_discs_portable(Bitboard player, Bitboard opponent, int sq) {
    const auto& rays = kRays.mask[sq];
    Bitboard flips = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard x = rays[d] & ~opponent;
        const Bitboard anchor = x & (0 - x) & player;
        flips |= (anchor - (anchor != 0)) & rays[d];
    }
    for (int d = 4; d < 8; ++d) {
        const Bitboard x = rays[d] & ~opponent;
        const Bitboard anchor = x ? (Bitboard{1} << common::highest_bit(x)) & player : 0;
        flips |= (0 - (anchor << 1)) & rays[d];
    }
    return flips;
}

// The versions the target supports best.
inline Bitboard legal_moves(Bitboard player, Bitboard opponent) {
#if defined(__AVX2__)
    return legal_moves_avx2(player, opponent);
#else
    return legal_moves_portable(player, opponent);
#endif
}

inline Bitboard flipped_discs(Bitboard player, Bitboard opponent, int sq) {
#if defined(__AVX512CD__) && defined(__AVX512VL__)
    return flipped_discs_avx512(player, opponent, sq);
#else
    return flipped_discs_portable(player, opponent, sq);
#endif
}

// flipped_discs() when a move at `sq` may flip something, else 0 at once.
inline Bitboard flipped_discs_if_adjacent(Bitboard player, Bitboard opponent, int sq) {
    return opponent & kNeighbours[sq] ? flipped_discs(player, opponent, sq) : 0;
}

}  // namespace kernel
}  // namespace reversi
