#include "reversi/evaluation.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {

// The trained evaluation: stronger than the hand one by the match figures in
// data/weights/README.md.
const Evaluator& default_evaluator() { return trained_evaluator(); }

}  // namespace reversi
