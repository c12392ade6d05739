// The trained evaluation: pattern features in the established (Logistello) style with
// weights fitted to self-play positions (see tools/train and docs in data/weights).
//
// Features, each a table indexed by the ternary code of its squares (0 empty, 1 the
// side to move, 2 the opponent); every image of a pattern under the 8 board symmetries
// shares the pattern's table, and the weights of codes that a symmetry mapping the
// pattern onto itself exchanges are equal:
//   edge + 2 X-squares (10), corner 3x3 (9), corner 2x5 (10), rows 2, 3, 4 (8),
//   diagonals of length 8, 7, 6, 5 and 4;
// plus a table of the mobility difference and a constant. One set of weights per
// phase (kEmptiesPerPhase empty-square counts a phase).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "reversi/evaluation.h"

namespace reversi {
namespace pattern {

constexpr int kEmptiesPerPhase = 5;
constexpr int kPhaseCount = 60 / kEmptiesPerPhase;  // the last phase also takes 60 empties
constexpr int kMaxPatternSquares = 10;
// Phase of a position with `empties` empty squares.
constexpr int phase_of(int empties) {
    return empties / kEmptiesPerPhase < kPhaseCount ? empties / kEmptiesPerPhase : kPhaseCount - 1;
}
// The empties counts of a phase: first_empties(phase) ... last_empties(phase).
constexpr int first_empties(int phase) { return phase * kEmptiesPerPhase; }
constexpr int last_empties(int phase) { return phase == kPhaseCount - 1 ? 60 : first_empties(phase + 1) - 1; }

// Where each feature's weights sit in one phase's table, and how to compute the
// feature indices of a position.
class Layout {
public:
    static const Layout& get();

    // Indices (into one phase's table) of all features of a position: feature_count()
    // values written to `out`.
    void indices(Bitboard player, Bitboard opponent, std::uint32_t* out) const;
    // The sum of the weights of those indices in one phase's table (what the
    // evaluation computes, without storing the indices).
    int sum(const std::int16_t* weights, Bitboard player, Bitboard opponent) const;
    int feature_count() const { return static_cast<int>(instances_.size()) + 2; }
    std::size_t phase_size() const { return phase_size_; }
    // For each index of a phase table, the index whose weight it shares (the smallest
    // code among the symmetric equivalents); the fit has one variable per representative.
    const std::vector<std::uint32_t>& representative() const { return representative_; }
    // Changes whenever the features change, so weights for another layout are refused.
    std::uint64_t signature() const { return signature_; }

    // One image of a pattern on the board.
    struct Instance {
        Bitboard mask;              // the pattern's squares
        std::uint32_t offset;       // start of the pattern's table
        const std::uint16_t* code;  // bits of the mask (extracted in square order) -> ternary code
        int size;                   // number of squares
        // squares[k] is the square of ternary digit k (weight 3^k) of the code.
        std::array<std::uint8_t, kMaxPatternSquares> squares;
        std::uint32_t index(Bitboard player, Bitboard opponent) const;
    };
    const std::vector<Instance>& instances() const { return instances_; }
    std::uint32_t mobility_index(Bitboard player, Bitboard opponent) const;
    std::uint32_t constant_offset() const { return constant_offset_; }

private:
    Layout();
    std::vector<Instance> instances_;
    std::vector<std::uint16_t> codes_;  // storage for Instance::code
    std::uint32_t mobility_offset_ = 0, constant_offset_ = 0;
    std::size_t phase_size_ = 0;
    std::vector<std::uint32_t> representative_;
    std::uint64_t signature_ = 0;
};

constexpr int kMobilityRange = 20;  // the mobility difference is clamped to +-this

}  // namespace pattern

// Quantised weights of every phase: phase_count * phase_size values in evaluation
// units (1/kEvalScale discs).
struct PatternWeights {
    std::vector<std::int16_t> values;

    static PatternWeights zero();
    // The binary format (see pattern_weights.cpp). Throws std::runtime_error naming
    // `source` and the reason when the data is truncated, corrupt (checksum) or made
    // for another feature layout.
    static PatternWeights from_bytes(const unsigned char* data, std::size_t size, const std::string& source);
    static PatternWeights load(const std::string& path);  // also throws when the file cannot be read
    std::vector<unsigned char> to_bytes() const;
    void save(const std::string& path) const;
};

namespace pattern {
class VectorSum;
}

class PatternEvaluator : public Evaluator {
public:
    explicit PatternEvaluator(PatternWeights weights);
    int evaluate(Bitboard player, Bitboard opponent) const override;
    const PatternWeights& weights() const { return weights_; }

private:
    PatternWeights weights_;
    const pattern::Layout& layout_;
    // The same sum computed faster, in builds that target AVX-512 VBMI (else null).
    std::shared_ptr<const pattern::VectorSum> vector_sum_;
};

// The evaluation with the weights built into the program (data/weights/pattern.weights).
// Throws std::runtime_error if the built-in data fails its checks.
const PatternEvaluator& trained_evaluator();

}  // namespace reversi
