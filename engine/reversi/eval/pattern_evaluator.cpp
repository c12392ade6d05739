#include <algorithm>
#include <stdexcept>

#include "eval/pattern_vector_sum.h"
#include "eval/pattern_weights_data.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {
namespace {

class PatternLineEvaluator : public LineEvaluator {
public:
    PatternLineEvaluator(const PatternEvaluator& evaluator, int max_ply)
        : LineEvaluator(evaluator), pattern_(evaluator), layout_(pattern::Layout::get()), codes_(max_ply) {}
    void start(Bitboard player, Bitboard opponent) override { codes_[0] = layout_.codes(player, opponent); }
    void play(int ply, int square, Bitboard flips) override {
        layout_.play(codes_[ply], square, flips, codes_[ply + 1]);
    }
    void pass(int ply) override { pattern::Layout::pass(codes_[ply], codes_[ply + 1]); }
    int evaluate(int ply, Bitboard player, Bitboard opponent) const override {
        return pattern_.evaluate(codes_[ply], player, opponent);
    }

private:
    const PatternEvaluator& pattern_;
    const pattern::Layout& layout_;
    std::vector<pattern::Codes> codes_;  // by ply
};

}  // namespace

PatternEvaluator::PatternEvaluator(PatternWeights weights, KeptCodes kept)
    : weights_(std::move(weights)), layout_(pattern::Layout::get()) {
    if (weights_.values.size() != pattern::kPhaseCount * layout_.phase_size())
        throw std::invalid_argument("PatternEvaluator: weights for another feature layout");
#ifdef REVERSI_PATTERN_VECTOR_SUM
    vector_sum_ = std::make_shared<const pattern::VectorSum>(layout_, weights_.values);
#endif
    // The vector sum reads every code from the board in a few permutes, as fast as the
    // lookups from kept codes, so keeping them would only add the updates (7 % more time
    // for bench_search_nodes at depth 10 on an AVX-512 Zen 4).
    keep_codes_ = kept == KeptCodes::Always || (kept == KeptCodes::WhereFaster && !vector_sum_);
}

int PatternEvaluator::evaluate(Bitboard player, Bitboard opponent) const {
    const int phase = pattern::phase_of(64 - popcount(player | opponent));
#ifdef REVERSI_PATTERN_VECTOR_SUM
    const int sum = vector_sum_->sum(phase, player, opponent);
#else
    const int sum = layout_.sum(weights_.values.data() + phase * layout_.phase_size(), player, opponent);
#endif
    return std::clamp(sum, -kEvalLimit, kEvalLimit);
}

int PatternEvaluator::evaluate(const pattern::Codes& codes, Bitboard player, Bitboard opponent) const {
    const int phase = pattern::phase_of(64 - popcount(player | opponent));
    const int sum = layout_.sum(weights_.values.data() + phase * layout_.phase_size(), codes, player, opponent);
    return std::clamp(sum, -kEvalLimit, kEvalLimit);
}

std::unique_ptr<LineEvaluator> PatternEvaluator::line_evaluator(int max_ply) const {
    if (!keep_codes_) return Evaluator::line_evaluator(max_ply);
    return std::make_unique<PatternLineEvaluator>(*this, max_ply);
}

const PatternEvaluator& trained_evaluator() {
    static const PatternEvaluator evaluator = [] {
        if (pattern_weights_size() == 0)
            throw std::runtime_error("no pattern weights are built in (data/weights/pattern.weights was missing at build "
                                     "time): train them, see data/weights/README.md");
        return PatternEvaluator(
            PatternWeights::from_bytes(pattern_weights_data(), pattern_weights_size(), "built-in pattern weights"));
    }();
    return evaluator;
}

}  // namespace reversi
