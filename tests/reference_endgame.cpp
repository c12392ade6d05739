#include "reference_endgame.h"

namespace reference {
namespace {

using reversi::Position;

int alpha_beta(const Position& position, int alpha, int beta) {
    const reversi::Bitboard moves = position.moves();
    if (moves == 0) {
        if (position.is_game_over()) return reversi::final_score(position.player, position.opponent);
        return -alpha_beta(position.pass(), -beta, -alpha);
    }
    int best = -65;
    for (int sq = 0; sq < 64; ++sq) {
        if (!(moves >> sq & 1)) continue;
        const int score = -alpha_beta(position.play(sq), -beta, -alpha);
        if (score > best) best = score;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
    }
    return best;
}

}  // namespace

int solve_exact(const Position& position) { return alpha_beta(position, -65, 65); }

}  // namespace reference
