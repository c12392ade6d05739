// Search, analysis and exact solving on a board of any size (sized_board.h), through
// one interface: a caller (the app, the command line) needs no knowledge of the size.
// On 8x8 every call goes to the 8x8 engine (search.h, endgame.h) with its trained
// evaluation; the other sizes use a generic search with a simple evaluation
// (mobility, corners, the squares next to them, edges, parity).
//
// Moves are the board's squares, the pass its pass_move(). Scores are final disc
// differences for the side to move, exact or estimated, as on 8x8; levels mean the
// same on every board (level_limits in search.h: a midgame depth and the empties
// from which the engine solves exactly), within a time a move on the other sizes.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "reversi/endgame.h"
#include "reversi/search.h"
#include "reversi/sized_board.h"

namespace reversi::sized {

// The move that flips the most discs (ties: the lowest square); the pass when it
// must pass. The weakest player, below level 1. Precondition: the game is not over.
int greedy_move(const Board& board);

// A level on a board of `size`: the 8x8 engine's levels (level_limits: selective from
// level 11 on), whatever the start; the other sizes' search is full width
// (full_width_level_limits), and held to 0.2 s a level a move (level 10: 2 s), about
// what 8x8's slowest moves take, since a 10x10 board's depths cost far more.
SearchLimits level_limits(int size, int level);
// `seconds` a move on a board of `size`: on 8x8 with the exact solve from as many
// empties as that time affords (with_move_time), as 8x8 players play.
SearchLimits move_time_limits(int size, double seconds, int threads);

// Owns the tables; one call at a time per object.
class Engine {
public:
    explicit Engine(std::size_t table_megabytes = 64);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // On the generic sizes the midgame search runs on the calling thread and
    // limits.threads serve the exact solves; 8x8 uses them as the 8x8 engine does.

    // Iterative deepening to `limits` (depth, exact_empties, seconds, threads, stop);
    // `on_depth` after each completed depth. A finished game gives kNoMove and its score.
    SearchResult best_move(const Board& board, const SearchLimits& limits,
                           const std::function<void(const SearchResult&)>& on_depth = {});

    // A score for every legal move, deepened to `limits`. `on_move` is called (on the
    // calling thread) each time a move gets its score at a depth, with that depth and
    // whether the score is exact, so a caller can show the analysis as it grows (on
    // 8x8 the moves of a depth are reported together, when the depth completes).
    // Returns the last complete list, best first: empty when the game is over, the
    // pass alone when the side to move must pass.
    std::vector<MoveScore> analyze(const Board& board, const SearchLimits& limits,
                                   const std::function<void(const MoveScore&)>& on_move = {});

    // The exact game value with a best move and a principal variation to the end.
    // `threads` search together; `stop` cancels (result.stopped).
    SolveResult solve(const Board& board, int threads = 1, const std::atomic<bool>* stop = nullptr);

    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi::sized
