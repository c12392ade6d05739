#include "endgame/endgame_ordering.h"

#include <algorithm>

#include "rules/move_kernels.h"

namespace reversi {
namespace endgame {
namespace {

// Weights of the fastest-first key, tuned by node counts on FFO positions with 20-24 empties.
constexpr int kMobilityWeight = 64, kPotentialWeight = 4, kCornerWeight = 64;

// The evaluation search's depth grows by one ply every kDepthStep empties from
// kDepthBase on (1 ply at 14 empties, 2 at 17, ...); tuned by the time of FFO #40-#49
// (10 and 12 were slower; deeper or shallower costs more time than it saves nodes).
constexpr int kDepthBase = 11, kDepthStep = 3, kMaxDepth = 6;
// Weight of one (weighted) reply of the opponent in evaluation units: fewer replies
// make a cut-off more likely and the subtree smaller.
constexpr int kReplyWeight = 300;
// Scores this far (evaluation units) below alpha need not be exact to order moves.
constexpr int kFloorMargin = 4 * kEvalScale;

int weighted_mobility(Bitboard moves) { return popcount(moves) + popcount(moves & kCorners); }

}  // namespace

int evaluation_depth(int empties) {
    if (empties < kEvaluationMinEmpties) return -1;
    return std::clamp((empties - kDepthBase) / kDepthStep, 0, kMaxDepth);
}

int evaluation_key(const Evaluator& evaluator, Bitboard next_player, Bitboard next_opponent, Bitboard replies,
                   int depth, int floor, std::uint64_t& nodes) {
    const int score = -evaluation_search(evaluator, next_player, next_opponent, depth, -kNoEvaluation,
                                         -(floor - kFloorMargin), nodes);
    return score - kReplyWeight * weighted_mobility(replies);
}

int fastest_first_key(Bitboard next_player, Bitboard next_opponent, Bitboard replies) {
    const int mobility = weighted_mobility(replies);
    const int potential = popcount(neighbours(next_opponent) & ~(next_player | next_opponent));
    return -mobility * kMobilityWeight - potential * kPotentialWeight +
           popcount(next_opponent & kCorners) * kCornerWeight;
}

}  // namespace endgame
}  // namespace reversi
