// Static evaluation of midgame positions.
//
// The search takes an Evaluator by reference, so a trained (pattern) evaluation can
// replace the hand-written one without touching the search.
#pragma once

#include "reversi/board.h"

namespace reversi {

// Evaluation units per disc: evaluations are finer than discs so that small
// positional differences still order moves; the search reports whole discs.
constexpr int kEvalScale = 100;
// Largest magnitude an evaluation may have: below any exact score (64 discs) so that
// a proven win always outranks an estimate.
constexpr int kEvalLimit = 63 * kEvalScale;

class Evaluator {
public:
    virtual ~Evaluator() = default;
    // Estimated final disc difference for the side owning `player` (to move), in
    // 1/kEvalScale discs, within [-kEvalLimit, kEvalLimit]. Must be thread-safe
    // (the parallel search calls it from several threads).
    virtual int evaluate(Bitboard player, Bitboard opponent) const = 0;
};

// Hand-written evaluation from the classic features: corners, X- and C-squares next
// to an empty corner, mobility, potential mobility (frontier), edge-anchored stable
// discs, parity and disc count, with weights interpolated by game phase.
class HeuristicEvaluator : public Evaluator {
public:
    int evaluate(Bitboard player, Bitboard opponent) const override;
};

// The default evaluation: the trained pattern evaluation (trained_evaluator() in
// pattern_evaluation.h), which throws std::runtime_error if the built-in weights are
// missing or corrupt. HeuristicEvaluator stays available as the reference.
const Evaluator& default_evaluator();

// Features used by the heuristic evaluation, exposed for tests.
namespace features {
// Discs of `player` that can never be flipped: edge discs that no sequence of moves
// along their edge can flip, and discs whose four lines are all full. A subset of the
// stable discs, never a superset.
Bitboard edge_stable(Bitboard player, Bitboard opponent);
// Empty squares adjacent to at least one disc of `discs`.
Bitboard empty_neighbours(Bitboard discs, Bitboard empties);
}  // namespace features

}  // namespace reversi
