#include <algorithm>
#include <stdexcept>

#include "eval/pattern_vector_sum.h"
#include "eval/pattern_weights_data.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {

PatternEvaluator::PatternEvaluator(PatternWeights weights)
    : weights_(std::move(weights)), layout_(pattern::Layout::get()) {
    if (weights_.values.size() != pattern::kPhaseCount * layout_.phase_size())
        throw std::invalid_argument("PatternEvaluator: weights for another feature layout");
#ifdef REVERSI_PATTERN_VECTOR_SUM
    vector_sum_ = std::make_shared<const pattern::VectorSum>(layout_, weights_.values);
#endif
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
