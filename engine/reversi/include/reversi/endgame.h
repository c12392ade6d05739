// Exact endgame solver: the game-theoretic final disc difference of a position.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "reversi/board.h"
#include "reversi/evaluation.h"

namespace reversi {

// Solves from this many empties on run selective passes before the exact one (not of a
// finished game, whose score is exact at once); below, the exact solve alone is cheap
// enough.
constexpr int kSelectivePassMinEmpties = 18;
// How many selective passes such a solve runs, each cutting less than the last.
constexpr int kSelectivePasses = 2;

// A selective pass of a solve from kSelectivePassMinEmpties (before the exact one): a
// search to the end of the game that cuts where a shallow search predicts the score `confidence`
// standard deviations beyond the window. Its score and move are usually the exact ones.
struct SelectivePass {
    int score = 0;
    int move = kNoMove;
    double confidence = 0;
    int number = 0;  // 1 for the first pass, kSelectivePasses for the last
};

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
    // The last selective pass the solve finished, or found in its table (move kNoMove
    // when neither, as below kSelectivePassMinEmpties or for a finished game): when
    // stopped, the best answer there is.
    SelectivePass selective;
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
    // `on_pass`, when given, hears each selective pass as it finishes (on the calling
    // thread) and says whether the solve goes on: false stops it there, as the stop
    // tokens would (`stopped`, with that pass in `selective`). A pass whose score the
    // table already holds for the position (from an earlier solve) is not run again:
    // it is heard at once, and the solve goes on from the next. `estimate`, a score in
    // discs the caller already has (a midgame search's), spares the solve the
    // evaluation search it otherwise starts from; the result is the same.
    SolveResult solve(const Position& position, int alpha = -64, int beta = 64, int threads = 1,
                      const std::atomic<bool>* stop = nullptr, const std::atomic<bool>* also_stop = nullptr,
                      const std::function<bool(const SelectivePass&)>& on_pass = nullptr,
                      std::optional<int> estimate = std::nullopt);

    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi
