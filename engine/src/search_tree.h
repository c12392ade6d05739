// The tree search of one thread: negamax principal-variation search over the shared
// transposition table.
//
// Scores are a pure function of (position, depth): the table only cuts off with
// entries of exactly the requested depth (or with exact end-of-game values), so the
// result does not depend on move order, on what earlier searches left in the table,
// or on other threads. That makes analysis scores agree with best_move and keeps a
// fixed-depth search deterministic.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "reversi/board.h"
#include "reversi/evaluation.h"
#include "transposition_table.h"

namespace reversi {

// Bounds on scores in evaluation units: exact scores reach +-64 discs.
constexpr int kScoreInfinity = 65 * kEvalScale;

class TreeSearch {
public:
    TreeSearch(TranspositionTable& table, const Evaluator& evaluator, const std::atomic<bool>& abort)
        : table_(table), evaluator_(evaluator), abort_(abort) {}

    // Negamax value of the position searched `depth` plies deep, fail-soft inside
    // (alpha, beta). When the search is aborted the value is meaningless: check aborted().
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta);

    // The principal variation found by the last search() call.
    std::vector<int> principal_variation() const;

    // Legal moves in the order the search would try them (best guess first).
    std::vector<int> ordered_moves(Bitboard player, Bitboard opponent, int depth);

    bool aborted() const { return aborted_; }
    const std::atomic<bool>& abort_flag() const { return abort_; }
    std::uint64_t nodes() const { return nodes_; }

private:
    static constexpr int kMaxPly = 128;  // 60 moves plus passes, with room to spare

    int pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply);
    int order(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int hash_move, int ply, int* out);
    void set_pv(int ply, int move);

    TranspositionTable& table_;
    const Evaluator& evaluator_;
    const std::atomic<bool>& abort_;
    bool aborted_ = false;
    std::uint64_t nodes_ = 0;
    int pv_[kMaxPly][kMaxPly] = {};
    int pv_length_[kMaxPly] = {};
};

}  // namespace reversi
