#include "eval/pattern_vector_sum.h"

#ifdef REVERSI_PATTERN_VECTOR_SUM
#include <immintrin.h>

#include <algorithm>
#include <stdexcept>

namespace reversi::pattern {

VectorSum::VectorSum(const Layout& layout, const std::vector<std::int16_t>& weights)
    : permutes_{}, table_offset_{}, layout_(layout) {
    const std::vector<Layout::Instance>& instances = layout.instances();
    instance_count_ = static_cast<std::uint32_t>(instances.size());
    if (instances.size() > 3 * 16) throw std::logic_error("VectorSum: more pattern instances than lanes");
    // Each pattern table (shared by the instances with the same offset) stretched so
    // that code lo + kLowCodes * hi sits at lo + kHighStride * hi.
    std::vector<std::pair<std::uint32_t, int>> patterns;  // (offset, size), by offset
    for (const Layout::Instance& in : instances) patterns.emplace_back(in.offset, in.size);
    std::sort(patterns.begin(), patterns.end());
    patterns.erase(std::unique(patterns.begin(), patterns.end()), patterns.end());
    const auto power_of_3 = [](int n) {
        std::uint32_t p = 1;
        while (n-- > 0) p *= 3;
        return p;
    };
    std::vector<std::uint32_t> stretched_offset(patterns.size());
    std::uint32_t end = 0;
    for (std::size_t k = 0; k < patterns.size(); ++k) {
        stretched_offset[k] = end;
        const int size = patterns[k].second;
        end += size <= kDigitWeights ? power_of_3(size) : kHighStride * power_of_3(size - kDigitWeights);
        layout_pattern_end_ = std::max(layout_pattern_end_, patterns[k].first + power_of_3(size));
    }
    // Mobility and the constant end each phase's table in both layouts.
    mobility_offset_ = end;
    const std::size_t tail = layout.phase_size() - layout_pattern_end_;
    phase_size_ = end + tail;
    // One spare value: a gather reads 32 bits for each 16-bit weight.
    tables_.assign(kPhaseCount * phase_size_ + 1, 0);
    for (int phase = 0; phase < kPhaseCount; ++phase) {
        const std::int16_t* from = weights.data() + phase * layout.phase_size();
        std::int16_t* to = tables_.data() + phase * phase_size_;
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            const int size = patterns[k].second;
            const std::uint32_t low_codes = power_of_3(std::min(size, kDigitWeights));
            const std::uint32_t high_codes = power_of_3(std::max(size - kDigitWeights, 0));
            for (std::uint32_t hi = 0; hi < high_codes; ++hi)
                for (std::uint32_t lo = 0; lo < low_codes; ++lo)
                    to[stretched_offset[k] + lo + kHighStride * hi] = from[patterns[k].first + lo + kLowCodes * hi];
        }
        std::copy(from + layout_pattern_end_, from + layout.phase_size(), to + mobility_offset_);
    }

    for (std::uint32_t i = 0; i < instance_count_; ++i) {
        const Layout::Instance& in = instances[i];
        const auto pattern = std::lower_bound(patterns.begin(), patterns.end(), std::make_pair(in.offset, in.size));
        table_offset_[i] = stretched_offset[pattern - patterns.begin()];
        for (int j = 0; j < kDigitWeights; ++j) {
            Permute& permute = permutes_[i / 32][j];
            for (int half = 0; half < 2; ++half) {
                const int digit = j + half * kDigitWeights;
                const int byte = 2 * (i % 32) + half;
                if (digit >= in.size) continue;
                permute.square[byte] = in.squares[digit];
                permute.present |= std::uint64_t{1} << byte;
            }
        }
    }
}

int VectorSum::sum(int phase, Bitboard player, Bitboard opponent) const {
    // Bytes worth 3^j for the side to move's discs and 2 * 3^j for the opponent's.
    const __mmask64 mine = player, theirs = opponent;
    __m512i digit_value[kDigitWeights];
    for (int j = 0, weight = 1; j < kDigitWeights; ++j, weight *= 3)
        digit_value[j] = _mm512_mask_mov_epi8(_mm512_maskz_mov_epi8(mine, _mm512_set1_epi8(static_cast<char>(weight))),
                                              theirs, _mm512_set1_epi8(static_cast<char>(2 * weight)));
    // Codes lo + 256 * hi of every instance, one 16-bit lane each.
    __m512i codes[kLaneGroups];
    for (int g = 0; g < kLaneGroups; ++g) {
        __m512i sum = _mm512_setzero_si512();
        for (int j = 0; j < kDigitWeights; ++j) {
            const Permute& p = permutes_[g][j];
            const __m512i squares = _mm512_loadu_si512(p.square);
            sum = _mm512_add_epi8(sum, _mm512_maskz_permutexvar_epi8(p.present, squares, digit_value[j]));
        }
        codes[g] = sum;
    }
    // Table indices in 32-bit lanes: instances 0-15, 16-31, 32-47.
    // (The zero-masked forms: GCC 12 warns about the undefined vectors of the plain ones.)
    const __mmask16 all = 0xFFFF;
    const __m512i index[3] = {
        _mm512_maskz_cvtepu16_epi32(all, _mm512_maskz_extracti64x4_epi64(0xFF, codes[0], 0)),
        _mm512_maskz_cvtepu16_epi32(all, _mm512_maskz_extracti64x4_epi64(0xFF, codes[0], 1)),
        _mm512_maskz_cvtepu16_epi32(all, _mm512_maskz_extracti64x4_epi64(0xFF, codes[1], 0)),
    };
    const std::int16_t* table = tables_.data() + phase * phase_size_;
    __m512i total = _mm512_setzero_si512();
    for (int v = 0; v < 3; ++v) {
        const int lanes = std::clamp(static_cast<int>(instance_count_) - 16 * v, 0, 16);
        const __mmask16 used = static_cast<__mmask16>((1u << lanes) - 1);
        const __m512i at = _mm512_add_epi32(index[v], _mm512_loadu_si512(table_offset_ + 16 * v));
        const __m512i pairs = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), used, at, table, 2);
        // The low 16 bits of each lane are the weight: sign-extend them (x 1, + high x 0).
        total = _mm512_add_epi32(total, _mm512_madd_epi16(pairs, _mm512_set1_epi32(1)));
    }
    const std::int16_t* tail = table + mobility_offset_ - layout_pattern_end_;
    const __m256i eight =
        _mm256_add_epi32(_mm512_maskz_extracti64x4_epi64(0xFF, total, 0), _mm512_maskz_extracti64x4_epi64(0xFF, total, 1));
    __m128i four = _mm_add_epi32(_mm256_castsi256_si128(eight), _mm256_extracti128_si256(eight, 1));
    four = _mm_add_epi32(four, _mm_unpackhi_epi64(four, four));
    four = _mm_add_epi32(four, _mm_shuffle_epi32(four, 1));
    const int patterns = _mm_cvtsi128_si32(four);
    return patterns + tail[layout_.mobility_index(player, opponent)] + tail[layout_.constant_index(player, opponent)];
}

}  // namespace reversi::pattern

#endif
