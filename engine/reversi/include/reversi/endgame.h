// Exact endgame solver: the game-theoretic final disc difference of a position.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "reversi/board.h"
#include "reversi/evaluation.h"

namespace reversi {

struct SolveResult {
    int score = 0;            // final disc difference for the side to move (standard rule)
    int move = kNoMove;       // a best move (kPass when the side to move must pass)
    std::vector<int> pv;      // principal variation starting with `move`
    std::uint64_t nodes = 0;  // positions visited by all threads (1-empty positions included)
    bool stopped = false;     // cancelled: score and move are not meaningful
    // Positions visited by the calling thread alone. With several threads it is the
    // length of the critical path, a measure of the parallel speed-up that does not
    // depend on how much CPU the machine grants.
    std::uint64_t main_thread_nodes = 0;
};

// Owns its transposition table; one solve at a time per object. The evaluation
// (default_evaluator() when null; it must outlive the solver) orders moves and, from
// 18 empties, decides the cuts of the selective passes before the exact one: it
// changes how fast a solve is, never its score.
class EndgameSolver {
public:
    explicit EndgameSolver(std::size_t table_megabytes = 64, const Evaluator* evaluator = nullptr);
    ~EndgameSolver();
    EndgameSolver(const EndgameSolver&) = delete;
    EndgameSolver& operator=(const EndgameSolver&) = delete;

    // Exact score when it lies inside (alpha, beta); otherwise a bound on the failing
    // side (fail-soft). The window (-1, 1) gives a win/loss/draw answer. The solve
    // stops (`stopped`) soon after `stop` or `also_stop` is set (either may be null:
    // a search driver passes its own token and its caller's). An exception in a helper
    // thread is rethrown here once the solve ends; one in this thread stops the helpers.
    SolveResult solve(const Position& position, int alpha = -64, int beta = 64, int threads = 1,
                      const std::atomic<bool>* stop = nullptr, const std::atomic<bool>* also_stop = nullptr);

    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi
