#include "reversi/perft.h"

namespace reversi {
namespace {

// `passed` is true when the previous ply was a pass, so no move here ends the game.
std::uint64_t count(Bitboard player, Bitboard opponent, int depth, bool passed) {
    Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) {
        if (passed || depth == 1) return 1;  // game over, or the pass is the last ply
        return count(opponent, player, depth - 1, true);
    }
    if (depth == 1) return popcount(moves);  // bulk counting of the last ply
    std::uint64_t nodes = 0;
    do {
        const int sq = first_square(moves);
        moves = without_first(moves);
        const Bitboard f = flipped_discs(player, opponent, sq);
        nodes += count(opponent ^ f, player ^ f ^ square_bit(sq), depth - 1, false);
    } while (moves);
    return nodes;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    // A position with no move for either side is a finished game: one leaf at any depth.
    return count(position.player, position.opponent, depth, false);
}

PerftRun timed_perft(const Position& position, int depth) {
    return common::timed_perft(depth, [&] { return perft(position, depth); });
}

}  // namespace reversi
