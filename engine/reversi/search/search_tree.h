// The tree search of one thread: negamax principal-variation search over the shared
// transposition table.
//
// Scores are a pure function of (position, depth): the table only cuts off with
// entries of exactly the requested depth (or with exact end-of-game values), so the
// result does not depend on move order, on what earlier searches left in the table,
// or on other threads. That makes analysis scores agree with best_move and keeps a
// fixed-depth search deterministic. The selective search (set_probcut) is exempt: its
// cuts already depend on the window, and it also cuts with deeper entries.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "reversi/board.h"
#include "reversi/evaluation.h"
#include "common/busy_positions.h"
#include "search/transposition_table.h"

namespace reversi {

// Bounds on scores in evaluation units: exact scores reach +-64 discs.
constexpr int kScoreInfinity = 65 * kEvalScale;

// ProbCut leaves nodes this close to the end to the full search: there the scores are
// nearly exact and the cut would throw away certainty.
constexpr int kProbCutMinEmptiesOverDepth = 2;

class TreeSearch {
public:
    TreeSearch(TranspositionTable& table, const Evaluator& evaluator, const std::atomic<bool>& abort)
        : table_(table), evaluation_(evaluator.line_evaluator(kMaxPly)), abort_(abort) {}

    // Negamax value of the position searched `depth` plies deep, fail-soft inside
    // (alpha, beta). When the search is aborted the value is meaningless: check aborted().
    // `first_move`, when a root move, is searched first (else the table's move is).
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int first_move = kNoMove);

    // The principal variation found by the last search() call.
    std::vector<int> principal_variation() const;
    // The last root move of the last search() call whose search finished and raised
    // alpha (kNoMove when none did), and its score. When the call was aborted, this is
    // the best the unfinished depth has shown: a move proven better than every move
    // searched before it (the caller passes the previous depth's best as first_move:
    // after a failed aspiration window the table's move at the root can be another).
    int root_move() const { return root_move_; }
    int root_score() const { return root_score_; }

    // Parallel search: share the busy set with the other threads, and give up the
    // current iteration as soon as `finished_depth` reaches `iteration` (another thread
    // completed it first).
    void share(common::BusyPositions* busy, const std::atomic<int>* finished_depth) {
        busy_ = busy;
        finished_depth_ = finished_depth;
    }
    void set_iteration(int iteration) { iteration_ = iteration; }
    // Multi-ProbCut with confidence t (SearchLimits::probcut); 0 searches every node fully.
    // Its table entries live under other keys, so a plain search never reads them.
    void set_probcut(double t) { probcut_ = t; }
    // Also stop as soon as the caller's own token is set, without waiting for the
    // coordinating thread to relay it (it may not be scheduled at once).
    void watch(const std::atomic<bool>* caller_stop) { caller_stop_ = caller_stop; }

    bool aborted() const { return aborted_; }
    const std::atomic<bool>& abort_flag() const { return abort_; }
    std::uint64_t nodes() const { return nodes_; }

private:
    static constexpr int kMaxPly = 128;  // 60 moves plus passes, with room to spare

    int pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply);
    // pvs() one ply above the leaves (depth 1), below the root: ply > 0, ply + 1 <
    // kMaxPly, and `moves`, the side to move's legal moves, not empty.
    int leaves(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta, int ply);
    bool probcut_cuts(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply, int& score);
    int order(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int ply, int hash_move, int* out);
    void set_pv(int ply, int move);
    // The position's key in the table: the selective search's under keys of its own.
    std::uint64_t table_key(Bitboard player, Bitboard opponent) const;

    TranspositionTable& table_;
    // Evaluates the positions of the line being searched, position `ply` at ply `ply`:
    // every move and pass the search makes is passed on before the child is searched.
    std::unique_ptr<LineEvaluator> evaluation_;
    const std::atomic<bool>& abort_;
    common::BusyPositions* busy_ = nullptr;
    const std::atomic<int>* finished_depth_ = nullptr;
    const std::atomic<bool>* caller_stop_ = nullptr;
    int iteration_ = 0;
    double probcut_ = 0;
    bool aborted_ = false;
    int root_move_ = kNoMove, root_score_ = 0;
    int root_first_ = kNoMove;
    std::uint64_t nodes_ = 0;
    int pv_[kMaxPly][kMaxPly] = {};
    int pv_length_[kMaxPly] = {};
    // The table keys of the children order() scored, in its order (the hash move's unset).
    std::uint64_t child_keys_[kMaxPly][kMaxMoves] = {};
};

}  // namespace reversi
