// One thread's exact endgame search: fail-soft principal-variation search over a
// shared transposition table, with the specialised code of endgame_last_moves.h for
// the last four empties.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

#include "endgame/endgame_ordering.h"
#include "endgame/endgame_parallel.h"
#include "endgame/endgame_probcut.h"
#include "endgame/endgame_table.h"
#include "reversi/board.h"
#include "reversi/endgame.h"
#include "reversi/evaluation.h"

namespace reversi {

// A move mask no position has (some squares are always taken): moves not computed yet.
constexpr Bitboard kMovesUnknown = ~Bitboard{0};

struct EndgameMove {
    int square;
    Bitboard flips;
    Bitboard replies;  // the opponent's moves after this one, once ordered (else kMovesUnknown)
    int key;           // ordering key: higher is searched first
};

struct EndgameMoveList {
    EndgameMove moves[kMaxMoves];
    int size = 0;
};

class EndgameSearch {
public:
    // `evaluator` orders the moves at nodes with many empties. `busy` (shared by the threads solving the same position, or null when alone)
    // lets the threads defer moves another thread is searching. The search stops
    // once `stop` or `also_stop` (either may be null) is set.
    EndgameSearch(EndgameTable& table, const Evaluator& evaluator, const std::atomic<bool>* stop,
                  common::BusyPositions* busy = nullptr, const std::atomic<bool>* also_stop = nullptr)
        : table_(table),
          evaluation_(evaluator.line_evaluator(endgame::kEvaluationLinePlies)),
          stop_(stop),
          also_stop_(also_stop),
          busy_(busy) {}

    // Fail-soft score of the position (player to move, `empties` empty squares) for
    // the window (alpha, beta). Meaningless once aborted() is true.
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);

    // Like search(), and also reports a best move (kPass for a forced pass, kNoMove
    // when the game is over).
    int search_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int& best_move);

    // The same result as search_root() by a sequence of null-window searches that
    // home in on the score from `guess` (MTD(f)): each one is cheaper than a wide
    // window, and the table carries the bounds from one to the next. From
    // kSelectivePassMinEmpties on (unless the game is over), selective passes
    // (endgame_probcut.h) solve first, from the pass `first_pass` on, each from the
    // last one's score, and leave their best moves in the table for the exact pass.
    // `last_pass` is set to each selective pass as it finishes, and `on_pass` (when
    // given) hears it; when it answers false, the search aborts there.
    int solve_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int guess, int first_pass,
                   int& best_move, SelectivePass& last_pass, const std::function<bool(const SelectivePass&)>& on_pass = nullptr);

    // Where solve_root() should start: a few discs below the score of a shallow
    // search with the evaluation, in discs.
    int estimate(Bitboard player, Bitboard opponent);
    // The same from a score the caller has (evaluation units), e.g. a midgame search's.
    static int start_below(int score);

    std::uint64_t nodes() const { return nodes_; }
    bool aborted() const { return aborted_; }

    // Fills `list` with the moves and their flips (no keys). Public, like
    // order_moves(), for the tests of positions with many moves.
    static void list_moves(Bitboard player, Bitboard opponent, Bitboard moves, EndgameMoveList& list);
    // Sets the ordering keys (and replies) of the moves from index `first` on.
    void order_moves(Bitboard player, Bitboard opponent, int alpha, int empties, EndgameMoveList& list, int first);

private:
    using Move = EndgameMove;
    using MoveList = EndgameMoveList;

    // `moves` is the legal moves of `player` when the caller has them at hand (the
    // ordering of the parent's moves computes them), else kMovesUnknown; shallow()
    // needs them.
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves);
    int shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves);
    int null_window(Bitboard player, Bitboard opponent, int alpha, int empties, Bitboard moves);
    int principal(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves,
                  int* best_move);
    int small(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    // MTD(f) of solve_root() in the current pass.
    int mtd(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int guess, int& best_move);
    // In a selective pass: true when a shallow search predicts, with the pass's
    // confidence, that the score lies outside the null window (alpha, alpha + 1);
    // `score` is then the window's bound on that side (made even, as final scores are).
    bool probcut(Bitboard player, Bitboard opponent, int alpha, int empties, int& score);
    // Whether the table's bounds hold in the current pass (entries of a higher pass do).
    bool usable(const EndgameEntry& entry) const { return entry.pass >= pass_; }

    // Moves the table's best move to the front of the list, keyed above the others
    // (which get keys later, if it does not cut off); false when there is none.
    static bool table_move_first(int hash_move, MoveList& list);
    // Polls the stop token every few thousand nodes; true once the search must unwind.
    bool poll() {
        if (nodes_ >= next_poll_) {
            next_poll_ = nodes_ + kPollInterval;
            if ((stop_ && stop_->load(std::memory_order_relaxed)) ||
                (also_stop_ && also_stop_->load(std::memory_order_relaxed)))
                aborted_ = true;
        }
        return aborted_;
    }

    static constexpr std::uint64_t kPollInterval = 1024;

    EndgameTable& table_;
    // The evaluation searches' line: each starts at its root (ply 0), or at the node
    // (ply 0) for the moves it orders (ply 1).
    std::unique_ptr<LineEvaluator> evaluation_;
    const std::atomic<bool>* stop_;
    const std::atomic<bool>* also_stop_;
    common::BusyPositions* busy_;
    std::uint64_t nodes_ = 0;
    std::uint64_t next_poll_ = 0;
    bool aborted_ = false;
    // The pass being searched (endgame_probcut.h): exact but inside solve_root().
    int pass_ = endgame::kExactPass;
};

}  // namespace reversi
