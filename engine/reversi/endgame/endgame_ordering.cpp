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

// `stopped` is asked at each interior node; the ordering's searches pass a lambda that
// answers false, compiled as if the test were not there.
template <typename Stopped>
int search(LineEvaluator& line, int ply, Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
           std::uint64_t& nodes, const Stopped& stopped) {
    ++nodes;
    if (depth == 0) return line.evaluate(ply, player, opponent);
    if (stopped()) return 0;
    const Bitboard moves = kernel::legal_moves(player, opponent);
    if (!moves) {
        if (!kernel::legal_moves(opponent, player)) return final_score(player, opponent) * kEvalScale;
        line.pass(ply);
        return -search(line, ply + 1, opponent, player, depth, -beta, -alpha, nodes, stopped);
    }
    int best = -kNoEvaluation;
    for (Bitboard m = moves; m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard f = kernel::flipped_discs(player, opponent, sq);
        line.play(ply, sq, f);
        const int s = -search(line, ply + 1, opponent ^ f, player ^ f ^ square_bit(sq), depth - 1, -beta,
                              -std::max(alpha, best), nodes, stopped);
        if (s > best) {
            best = s;
            if (s >= beta) break;
        }
    }
    return best;
}

}  // namespace

int evaluation_search(LineEvaluator& line, int ply, Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      std::uint64_t& nodes) {
    return search(line, ply, player, opponent, depth, alpha, beta, nodes, [] { return false; });
}

int evaluation_search(LineEvaluator& line, int ply, Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      std::uint64_t& nodes, const std::function<bool()>& stopped) {
    return search(line, ply, player, opponent, depth, alpha, beta, nodes, stopped);
}

int evaluation_depth(int empties) {
    static_assert(1 + 2 * kMaxDepth < kEvaluationLinePlies,
                  "the ordering's searches (from ply 1) stay inside their line");
    if (empties < kEvaluationMinEmpties) return -1;
    return std::clamp((empties - kDepthBase) / kDepthStep, 0, kMaxDepth);
}

int evaluation_key(LineEvaluator& line, int ply, Bitboard next_player, Bitboard next_opponent, Bitboard replies,
                   int depth, int floor, std::uint64_t& nodes) {
    const int score = -evaluation_search(line, ply, next_player, next_opponent, depth, -kNoEvaluation,
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
