// The pattern codes of a position (Codes) kept move by move (read from the board in
// pattern_layout.cpp, beside the indices), and the evaluation's sum read from them:
// what the search uses, so that an evaluation costs one table lookup per instance
// instead of also reading the instance's squares from the bitboards.
#include <array>

#include "common/bits.h"
#include "reversi/pattern_evaluation.h"

#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace reversi::pattern {

// Plain loops over all kMaxInstances lanes of local arrays (which `after` cannot alias),
// which the compiler turns into a few vector additions per changed square.
void Layout::play(const Codes& before, int square, Bitboard flips, Codes& after) const {
    // After the move the opponent is to move: from its side the new disc is digit 2 and
    // each flipped disc goes from 1 to 2; from the mover's side both become 1.
    std::array<std::uint16_t, kMaxInstances> mover, waiting;
    const std::array<std::uint16_t, kMaxInstances>& placed = digit_weight_[square];
    for (int i = 0; i < kMaxInstances; ++i) {
        mover[i] = static_cast<std::uint16_t>(before.waiting[i] + 2 * placed[i]);
        waiting[i] = static_cast<std::uint16_t>(before.mover[i] + placed[i]);
    }
    for (; flips; flips &= flips - 1) {
        const std::array<std::uint16_t, kMaxInstances>& flipped = digit_weight_[common::lowest_bit(flips)];
        for (int i = 0; i < kMaxInstances; ++i) {
            mover[i] = static_cast<std::uint16_t>(mover[i] + flipped[i]);
            waiting[i] = static_cast<std::uint16_t>(waiting[i] - flipped[i]);
        }
    }
    after.mover = mover;
    after.waiting = waiting;
}

int Layout::sum(const std::int16_t* weights, const Codes& codes, Bitboard player, Bitboard opponent) const {
    int total = weights[mobility_index(player, opponent)] + weights[constant_index(player, opponent)];
#if defined(__AVX2__)
    // Eight instances a gather (on a Zen 4, x86-64-v3 build, bench_search_nodes at depth
    // 10 takes 3.05 s, against 3.67 s with eight loads). Each reads 32 bits at the weight,
    // whose low half is the weight: a pattern's table is followed by other weights, so
    // the read stays inside.
    static_assert(kMaxInstances % 8 == 0, "whole vectors of instances");
    const int count = static_cast<int>(instances_.size());
    __m256i sums = _mm256_setzero_si256();
    for (int v = 0; v < kMaxInstances / 8 && 8 * v < count; ++v) {
        const __m256i lane = _mm256_add_epi32(_mm256_set1_epi32(8 * v), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        const __m256i used = _mm256_cmpgt_epi32(_mm256_set1_epi32(count), lane);
        const __m128i code = _mm_load_si128(reinterpret_cast<const __m128i*>(codes.mover.data() + 8 * v));
        const __m256i offset = _mm256_load_si256(reinterpret_cast<const __m256i*>(code_offset_.data() + 8 * v));
        const __m256i index = _mm256_add_epi32(_mm256_cvtepu16_epi32(code), offset);
        const __m256i pairs = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), reinterpret_cast<const int*>(weights),
                                                          index, used, 2);
        sums = _mm256_add_epi32(sums, _mm256_srai_epi32(_mm256_slli_epi32(pairs, 16), 16));
    }
    __m128i four = _mm_add_epi32(_mm256_castsi256_si128(sums), _mm256_extracti128_si256(sums, 1));
    four = _mm_add_epi32(four, _mm_unpackhi_epi64(four, four));
    four = _mm_add_epi32(four, _mm_shuffle_epi32(four, 1));
    total += _mm_cvtsi128_si32(four);
#else
    for (std::size_t i = 0; i < instances_.size(); ++i) total += weights[code_offset_[i] + codes.mover[i]];
#endif
    return total;
}

}  // namespace reversi::pattern
