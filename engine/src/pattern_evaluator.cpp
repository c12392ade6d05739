#include <algorithm>
#include <stdexcept>

#include "pattern_weights_data.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {

PatternEvaluator::PatternEvaluator(PatternWeights weights)
    : weights_(std::move(weights)), layout_(pattern::Layout::get()) {
    if (weights_.values.size() != pattern::kPhaseCount * layout_.phase_size())
        throw std::invalid_argument("PatternEvaluator: weights for another feature layout");
}

int PatternEvaluator::evaluate(Bitboard player, Bitboard opponent) const {
    const int empties = 64 - popcount(player | opponent);
    const std::int16_t* w = weights_.values.data() + pattern::phase_of(empties) * layout_.phase_size();
    return std::clamp(layout_.sum(w, player, opponent), -kEvalLimit, kEvalLimit);
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
