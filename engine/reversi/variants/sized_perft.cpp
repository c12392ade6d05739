#include "reversi/sized_board.h"
#include "variants/kernels.h"

namespace reversi::sized {
namespace {

// The same walk as the 8x8 perft (rules/perft.cpp), on a kernel of any size.
template <class K>
std::uint64_t count(typename K::Bits player, typename K::Bits opponent, int depth, bool passed) {
    typename K::Bits moves = K::legal_moves(player, opponent);
    if (moves == 0) {
        if (passed || depth == 1) return 1;  // game over, or the pass is the last ply
        return count<K>(opponent, player, depth - 1, true);
    }
    if (depth == 1) return count_bits(moves);
    std::uint64_t nodes = 0;
    do {
        const int sq = lowest_bit(moves);
        moves &= moves - 1;
        const typename K::Bits f = K::flipped_discs(player, opponent, sq);
        nodes += count<K>(opponent ^ f, player ^ f ^ K::bit(sq), depth - 1, false);
    } while (moves);
    return nodes;
}

}  // namespace

std::uint64_t perft(const Board& board, int depth) {
    if (board.size == 8) return reversi::perft(board.to_position(), depth);
    if (depth <= 0) return 1;
    return with_kernel(board.size, [&](auto k) {
        using K = decltype(k);
        using Bits = typename K::Bits;
        return count<K>(static_cast<Bits>(board.player), static_cast<Bits>(board.opponent), depth, false);
    });
}

PerftRun timed_perft(const Board& board, int depth) {
    return common::timed_perft(depth, [&] { return perft(board, depth); });
}

}  // namespace reversi::sized
