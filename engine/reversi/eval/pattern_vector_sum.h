// The pattern sum of Layout::sum computed with AVX-512 (BW + VBMI), for builds that
// target it: the codes of all pattern instances at once instead of two bit extractions
// and three table lookups per instance.
//
// A position's squares become bytes worth digit * 3^j (digit 0 empty, 1 the side to
// move, 2 the opponent). For each instance, one 16-bit lane collects its ternary digits
// 0-4 in the low byte and 5-9 in the high byte: five byte permutes (one per digit
// weight 3^j) and adds give every instance's code as lo + 256 * hi. The weights are
// copied once into tables indexed that way (243 low codes stretched to a 256 stride),
// then gathered and summed in vector registers.
// Builds for other targets (and the single-file bot) have only Layout::sum.
#pragma once

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VBMI__)
#define REVERSI_PATTERN_VECTOR_SUM 1

#include <cstdint>
#include <vector>

#include "reversi/pattern_evaluation.h"

namespace reversi::pattern {

class VectorSum {
public:
    // The weights of every phase (kPhaseCount * layout.phase_size() values).
    VectorSum(const Layout& layout, const std::vector<std::int16_t>& weights);
    // Equals layout.sum(weights of `phase`, player, opponent).
    int sum(int phase, Bitboard player, Bitboard opponent) const;

private:
    static constexpr int kDigitWeights = 5;  // digit weights 3^0 .. 3^4 in a byte ...
    static constexpr int kLowCodes = 243;    // ... give 3^5 codes, stored ...
    static constexpr int kHighStride = 256;  // ... with this stride for the high byte's code
    static constexpr int kLaneGroups = 2;    // 32 instances (16-bit lanes) per register
    struct Permute {
        std::uint8_t square[64];  // byte b takes the digit of this square ...
        std::uint64_t present;                // ... if bit b is set (else 0)
    };
    Permute permutes_[kLaneGroups][kDigitWeights];
    std::uint32_t table_offset_[3 * 16];  // per instance (32-bit lane), in a phase's table
    const Layout& layout_;
    std::size_t phase_size_ = 0;         // of the stretched tables
    std::uint32_t mobility_offset_ = 0;  // mobility and the constant follow the patterns ...
    std::uint32_t layout_pattern_end_ = 0;  // ... as they do from here in the layout's tables
    std::uint32_t instance_count_ = 0;
    std::vector<std::int16_t> tables_;   // kPhaseCount stretched tables, then padding
};

}  // namespace reversi::pattern

#endif
