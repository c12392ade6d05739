// What the NoGo searches (MCTS in mcts.h, alpha-beta in minmax.h) have in common: their
// limits, their result, and the analysis they stream while they run.
//
// Threads: search() runs on the caller's thread (MCTS adds helper threads of its own).
// Another thread stops it by setting the `cancel` flag of its limits; the search then
// returns its best move so far within 10 ms. The analysis callback is called on the
// searching thread, never on two threads at once, with data it may copy but not keep.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "nogo/board.h"

namespace nogo {

struct SearchLimits {
    double seconds = 1.0;                       // time for this move; <= 0: no time limit
    std::uint64_t playouts = 0;                 // MCTS: at most this many playouts (0: no limit)
    int depth = 0;                              // MinMax: at most this depth (0: no limit)
    int threads = 1;                            // MCTS: searching threads
    const std::atomic<bool>* cancel = nullptr;  // set by another thread: stop now
    double report_seconds = 0.1;                // time between two analysis reports
};

// What the search thinks of one legal move of the side to move.
struct MoveStat {
    int move = kNoMove;
    // MCTS: the search's estimate of the move's chance (side to move's view): its won
    // playouts and the prior's virtual ones over both, so that a move of a playout or two
    // is not called a sure win or loss (`visits` counts the playouts alone).
    double win_rate = 0.5;
    int score = 0;            // MinMax: evaluation after the move (side to move's view)
    std::uint64_t visits = 0; // MCTS: playouts through the move
    int depth = 0;            // MinMax: depth of the score
    int proven = 0;           // +1 proven win, -1 proven loss, 0 not proven
};

struct Analysis {
    std::vector<MoveStat> moves;  // every legal move, best first
    std::uint64_t playouts = 0;   // MCTS playouts, or MinMax nodes, so far
    int depth = 0;                // MinMax: deepest completed iteration
    double seconds = 0;
    bool final = false;           // the last report of this search
};

using AnalysisCallback = std::function<void(const Analysis&)>;

struct SearchResult {
    int move = kNoMove;        // kNoMove only when the game is over
    double win_rate = 0.5;     // MCTS: of the move chosen; MinMax: 1, 0 or 0.5 when not proven
    int score = 0;             // MinMax
    int proven = 0;            // +1: the side to move wins whatever the reply; -1: loses
    std::uint64_t playouts = 0;
    int depth = 0;
    double seconds = 0;
};

// A search that chooses moves: MCTS or MinMax.
class Engine {
public:
    virtual ~Engine() = default;
    virtual std::string name() const = 0;
    // Forgets what was learnt (tree, tables): a new game.
    virtual void clear() = 0;
    // Precondition: !position.is_game_over().
    virtual SearchResult search(const Position& position, const SearchLimits& limits,
                                const AnalysisCallback& on_analysis = {}) = 0;
};

}  // namespace nogo
