// Static evaluation of midgame positions.
//
// The search takes an Evaluator by reference, so a trained (pattern) evaluation can
// replace the hand-written one without touching the search.
#pragma once

#include <array>
#include <memory>

#include "reversi/board.h"

namespace reversi {

// Evaluation units per disc: evaluations are finer than discs so that small
// positional differences still order moves; the search reports whole discs.
constexpr int kEvalScale = 100;
// Largest magnitude an evaluation may have: below any exact score (64 discs) so that
// a proven win always outranks an estimate.
constexpr int kEvalLimit = 63 * kEvalScale;

class LineEvaluator;

class Evaluator {
public:
    virtual ~Evaluator() = default;
    // Estimated final disc difference for the side owning `player` (to move), in
    // 1/kEvalScale discs, within [-kEvalLimit, kEvalLimit]. Must be thread-safe
    // (the parallel search calls it from several threads).
    virtual int evaluate(Bitboard player, Bitboard opponent) const = 0;
    // An evaluator of the positions 0 .. max_ply - 1 of one line of play, for one
    // thread. By default it evaluates each position from scratch; an
    // evaluation with state worth keeping from move to move returns its own.
    virtual std::unique_ptr<LineEvaluator> line_evaluator(int max_ply) const;
};

// Evaluates the positions of a line of play that the caller extends and shortens one
// ply at a time, as a search does: position `ply + 1` is position `ply` after a move
// or a pass. Evaluations that keep state per ply (the pattern codes) update it from
// the previous ply instead of reading the whole board again.
class LineEvaluator {
public:
    explicit LineEvaluator(const Evaluator& evaluator) : evaluator_(evaluator) {}
    virtual ~LineEvaluator() = default;
    // Position 0 of the line.
    virtual void start(Bitboard player, Bitboard opponent) { (void)player, (void)opponent; }
    // Position ply + 1: position `ply` after its side to move plays `square`, turning `flips`.
    virtual void play(int ply, int square, Bitboard flips) { (void)ply, (void)square, (void)flips; }
    // Position ply + 1: position `ply` after a pass.
    virtual void pass(int ply) { (void)ply; }
    // Evaluator::evaluate of position `ply`, which is (player, opponent).
    virtual int evaluate(int ply, Bitboard player, Bitboard opponent) const {
        (void)ply;
        return evaluator_.evaluate(player, opponent);
    }

protected:
    const Evaluator& evaluator_;
};

namespace features {
// The features of the heuristic evaluation, each as player minus opponent, except
// parity: the number of board quadrants with an odd number of empties.
enum Feature { kCornerDiscs, kXSquares, kCSquares, kMobility, kPotentialMobility, kStableDiscs, kParity };
constexpr int kFeatureCount = 7;
using FeatureValues = std::array<int, kFeatureCount>;
FeatureValues compute(Bitboard player, Bitboard opponent);
}  // namespace features

// Weights of the features in evaluation units, at three phases (60, 30 and 0 empty
// squares); in between they are interpolated linearly.
struct EvaluationWeights {
    std::array<features::FeatureValues, 3> phases{};
    static EvaluationWeights defaults();  // tuned by self-play (bench/tune_evaluation)
};

// Hand-written evaluation from the classic features: corners, X- and C-squares next
// to an empty corner, mobility, potential mobility (frontier), stable discs and
// parity, with weights by game phase.
class HeuristicEvaluator : public Evaluator {
public:
    explicit HeuristicEvaluator(const EvaluationWeights& weights = EvaluationWeights::defaults()) : weights_(weights) {}
    int evaluate(Bitboard player, Bitboard opponent) const override;

private:
    EvaluationWeights weights_;
};

// The default evaluation: the trained pattern evaluation (trained_evaluator() in
// pattern_evaluation.h), which throws std::runtime_error if the built-in weights are
// missing or corrupt. HeuristicEvaluator stays available as the reference.
// Defined in default_evaluator.cpp, apart from both evaluations, so that a build that
// cannot carry the weights (the single-file Botzone bot) can define it otherwise.
const Evaluator& default_evaluator();

}  // namespace reversi
