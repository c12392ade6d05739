#include "reversi/evaluation.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/stability.h"

namespace reversi {

namespace {

// Each X- and C-square with the corner it belongs to.
struct CornerNeighbours {
    int corner;
    Bitboard x;
    Bitboard c;
};
constexpr CornerNeighbours kCornerNeighbours[4] = {
    {0, square_bit(9), square_bit(1) | square_bit(8)},
    {7, square_bit(14), square_bit(6) | square_bit(15)},
    {56, square_bit(49), square_bit(48) | square_bit(57)},
    {63, square_bit(54), square_bit(55) | square_bit(62)},
};

}  // namespace

namespace features {

FeatureValues compute(Bitboard player, Bitboard opponent) {
    const Bitboard empties = ~(player | opponent);
    FeatureValues f{};
    f[kCornerDiscs] = popcount(player & kCorners) - popcount(opponent & kCorners);
    for (const CornerNeighbours& n : kCornerNeighbours) {
        if (!(empties >> n.corner & 1)) continue;  // next to an occupied corner they are harmless
        f[kXSquares] += popcount(player & n.x) - popcount(opponent & n.x);
        f[kCSquares] += popcount(player & n.c) - popcount(opponent & n.c);
    }
    f[kMobility] = popcount(legal_moves(player, opponent)) - popcount(legal_moves(opponent, player));
    // Empties next to the opponent's discs are our potential moves, and vice versa.
    f[kPotentialMobility] =
        popcount(neighbours(opponent) & empties) - popcount(neighbours(player) & empties);
    f[kStableDiscs] = popcount(stable_discs(player, opponent)) - popcount(stable_discs(opponent, player));
    // Regions with an odd number of empties: the side to move can hope to play last there.
    for (Bitboard q : kQuadrants) f[kParity] += popcount(empties & q) & 1;
    return f;
}

}  // namespace features

EvaluationWeights EvaluationWeights::defaults() {
    EvaluationWeights w;
    w.phases = {{
        // Self-play at depth 4 (bench/tune_evaluation and 400-game matches) found no
        // measurable effect of parity in the midgame, and a loss from counting discs
        // (the disc feature was dropped).
        // corner   X     C   mob  pot  stable parity
        {800, -700, -120, 135, 35, 100, 0},  // 60 empties
        {700, -560, -90, 110, 30, 120, 0},   // 30 empties
        {450, -160, -30, 60, 10, 130, 60},   // 0 empties
    }};
    return w;
}

int HeuristicEvaluator::evaluate(Bitboard player, Bitboard opponent) const {
    const features::FeatureValues f = features::compute(player, opponent);
    // Weights for this phase, linear between the anchors at 60, 30 and 0 empties.
    const int empty_count = 64 - popcount(player | opponent);
    const auto& a = weights_.phases[empty_count >= 30 ? 0 : 1];
    const auto& b = weights_.phases[empty_count >= 30 ? 1 : 2];
    const int t = empty_count >= 30 ? 60 - empty_count : 30 - empty_count;  // 0..30 from a to b
    int score = 0;
    for (int i = 0; i < features::kFeatureCount; ++i) score += (a[i] * (30 - t) + b[i] * t) * f[i];
    return std::clamp(score / 30, -kEvalLimit, kEvalLimit);
}

std::unique_ptr<LineEvaluator> Evaluator::line_evaluator(int) const { return std::make_unique<LineEvaluator>(*this); }

}  // namespace reversi
