// The trained evaluation: pattern features in the established (Logistello) style with
// weights fitted to self-play positions (see tools/train and docs in data/weights).
//
// Features, each a table indexed by the ternary code of its squares (0 empty, 1 the
// side to move, 2 the opponent); every image of a pattern under the 8 board symmetries
// shares the pattern's table, and the weights of codes that a symmetry mapping the
// pattern onto itself exchanges are equal:
//   edge + 2 X-squares (10), corner 3x3 (9), corner 2x5 (10), rows 2, 3, 4 (8),
//   diagonals of length 8, 7, 6, 5 and 4;
// plus a table of the mobility difference and a constant for each parity of the empty
// squares. One set of weights per phase (kEmptiesPerPhase empty-square counts a phase).
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
constexpr int kMaxInstances = 48;  // three vectors of 16 lanes
// Phase of a position with `empties` empty squares.
constexpr int phase_of(int empties) {
    return empties / kEmptiesPerPhase < kPhaseCount ? empties / kEmptiesPerPhase : kPhaseCount - 1;
}
// The empties counts of a phase: first_empties(phase) ... last_empties(phase).
constexpr int first_empties(int phase) { return phase * kEmptiesPerPhase; }
constexpr int last_empties(int phase) { return phase == kPhaseCount - 1 ? 60 : first_empties(phase + 1) - 1; }

// The ternary code of every pattern instance of a position (Layout::instances() order;
// lanes past the last instance stay 0), from both sides. A move changes a few digits
// of each, so the search updates them move by move (Layout::play) instead of reading
// every pattern's squares again for each evaluation.
struct Codes {
    alignas(32) std::array<std::uint16_t, kMaxInstances> mover;    // digit 1 the side to move, 2 the opponent
    alignas(32) std::array<std::uint16_t, kMaxInstances> waiting;  // digit 1 the opponent, 2 the side to move
};

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
    // The same sum from the position's codes.
    int sum(const std::int16_t* weights, const Codes& codes, Bitboard player, Bitboard opponent) const;

    Codes codes(Bitboard player, Bitboard opponent) const;
    // The codes after the side to move of `before` plays `square`, turning `flips`.
    void play(const Codes& before, int square, Bitboard flips, Codes& after) const;
    // The codes after a pass: the same digits, seen from the other side.
    static void pass(const Codes& before, Codes& after) {
        const std::array<std::uint16_t, kMaxInstances> mover = before.mover;  // `after` may be `before`
        after.mover = before.waiting;
        after.waiting = mover;
    }
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
    // The constant's index: one for an even number of empty squares, one for an odd.
    std::uint32_t constant_index(Bitboard player, Bitboard opponent) const {
        return constant_offset_ + (popcount(player | opponent) & 1);
    }
    std::uint32_t constant_offset() const { return constant_offset_; }

private:
    Layout();
    std::vector<Instance> instances_;
    std::vector<std::uint16_t> codes_;  // storage for Instance::code
    // digit_weight_[square][i]: 3^k when square is digit k of instance i, else 0.
    std::array<std::array<std::uint16_t, kMaxInstances>, 64> digit_weight_{};
    alignas(32) std::array<std::uint32_t, kMaxInstances> code_offset_{};  // Instance::offset by lane
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

class PatternEvaluator final : public Evaluator {
public:
    // Whether the search's line evaluators keep each ply's pattern codes: where that is
    // faster (every build but those with the AVX-512 vector sum), always or never.
    enum class KeptCodes { WhereFaster, Always, Never };
    explicit PatternEvaluator(PatternWeights weights, KeptCodes kept = KeptCodes::WhereFaster);
    int evaluate(Bitboard player, Bitboard opponent) const override;
    // The same from the position's pattern codes (Layout::codes).
    int evaluate(const pattern::Codes& codes, Bitboard player, Bitboard opponent) const;
    // Keeps each ply's pattern codes, updated from the previous ply's (see KeptCodes).
    std::unique_ptr<LineEvaluator> line_evaluator(int max_ply) const override;
    const PatternWeights& weights() const { return weights_; }

private:
    PatternWeights weights_;
    const pattern::Layout& layout_;
    // The same sum computed faster, in builds that target AVX-512 VBMI (else null).
    std::shared_ptr<const pattern::VectorSum> vector_sum_;
    bool keep_codes_;
};

// The evaluation with the weights built into the program (data/weights/pattern.weights).
// Throws std::runtime_error if the built-in data fails its checks.
const PatternEvaluator& trained_evaluator();

}  // namespace reversi
