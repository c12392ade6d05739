#include "endgame_ordering.h"

namespace reversi {
namespace endgame {
namespace {

// Weights, tuned by node counts on FFO positions with 20-24 empties.
constexpr int kMobilityWeight = 64, kPotentialWeight = 4, kCornerWeight = 64;
constexpr int kEstimateMobility = 4, kEstimatePotential = 1, kEstimateCorners = 8;

int weighted_mobility(Bitboard moves) { return popcount(moves) + popcount(moves & kCorners); }

// Static estimate for the side to move.
int estimate(Bitboard player, Bitboard opponent) {
    const Bitboard empties = ~(player | opponent);
    return kEstimateMobility *
               (weighted_mobility(legal_moves(player, opponent)) - weighted_mobility(legal_moves(opponent, player))) +
           kEstimatePotential * (popcount(neighbours(opponent) & empties) - popcount(neighbours(player) & empties)) +
           kEstimateCorners * (popcount(player & kCorners) - popcount(opponent & kCorners));
}

}  // namespace

int fastest_first_key(Bitboard next_player, Bitboard next_opponent) {
    const int mobility = weighted_mobility(legal_moves(next_player, next_opponent));
    const int potential = popcount(neighbours(next_opponent) & ~(next_player | next_opponent));
    return -mobility * kMobilityWeight - potential * kPotentialWeight +
           popcount(next_opponent & kCorners) * kCornerWeight;
}

int lookahead_key(Bitboard next_player, Bitboard next_opponent, std::uint64_t& nodes) {
    ++nodes;
    const Bitboard replies = legal_moves(next_player, next_opponent);
    if (!replies) return estimate(next_opponent, next_player);
    int best = -(1 << 20);
    for (Bitboard m = replies; m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard f = flipped_discs(next_player, next_opponent, sq);
        ++nodes;
        const int s = -estimate(next_opponent ^ f, next_player ^ f ^ square_bit(sq));
        if (s > best) best = s;
    }
    return -best;
}

}  // namespace endgame
}  // namespace reversi
