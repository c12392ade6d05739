#include "reversi/search.h"

#include <algorithm>

#include "reversi/endgame.h"
#include "search_driver.h"
#include "transposition_table.h"

namespace reversi {
namespace {

// Aspiration window half-width around the previous depth's score, in evaluation units.
constexpr int kAspiration = 2 * kEvalScale;
// Before an exact solve, a few quick midgame depths give an answer at once (and a move
// should the solve be stopped).
constexpr int kDepthsBeforeSolve = 4;

int to_discs(int score) {
    return score >= 0 ? (score + kEvalScale / 2) / kEvalScale : -((-score + kEvalScale / 2) / kEvalScale);
}

// Searches `depth` plies inside an aspiration window around `guess`, widening on a
// failure until the score lies inside. Returns false when aborted.
bool aspirated(TreeSearch& tree, Bitboard player, Bitboard opponent, int depth, int guess, bool have_guess,
               int& score) {
    int delta = kAspiration;
    int alpha = have_guess ? std::max(guess - delta, -kScoreInfinity) : -kScoreInfinity;
    int beta = have_guess ? std::min(guess + delta, kScoreInfinity) : kScoreInfinity;
    for (;;) {
        score = tree.search(player, opponent, depth, alpha, beta);
        if (tree.aborted()) return false;
        if (score <= alpha && alpha > -kScoreInfinity) {
            delta *= 2;
            alpha = std::max(score - delta, -kScoreInfinity);
        } else if (score >= beta && beta < kScoreInfinity) {
            delta *= 2;
            beta = std::min(score + delta, kScoreInfinity);
        } else {
            return true;
        }
    }
}

// How a call deepens: `steps` iterations; midgame depths 1, 2, ... and, when
// `solves`, a last step that solves exactly.
struct Plan {
    int steps = 1;
    bool solves = false;
    SearchLimits limits;  // as given, but with the threads the driver should use
};

Plan plan_for(const Position& position, const SearchLimits& limits) {
    const int empties = position.empty_count();
    Plan plan;
    plan.limits = limits;
    plan.limits.threads = std::max(1, limits.threads);
    if (empties <= limits.exact_empties) {
        plan.solves = true;
        plan.steps = std::min(kDepthsBeforeSolve, empties - 1) + 1;
        plan.limits.threads = 1;  // the solver runs the threads itself
    } else {
        plan.steps = std::max(1, std::min(limits.depth, empties));  // as deep as the game goes
    }
    return plan;
}

}  // namespace

SearchLimits level_limits(int level) {
    // Midgame depth and exact-solve empties per level (index 0 = level 1).
    static constexpr int kDepth[kMaxLevel] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24};
    static constexpr int kExact[kMaxLevel] = {2,  4,  6,  8,  10, 12, 13, 14, 15, 16,
                                              17, 18, 19, 20, 21, 22, 23, 24, 25, 26};
    const int i = std::clamp(level, kMinLevel, kMaxLevel) - kMinLevel;
    SearchLimits limits;
    limits.depth = kDepth[i];
    limits.exact_empties = kExact[i];
    return limits;
}

struct Search::Impl {
    TranspositionTable table;
    EndgameSolver solver;
    const Evaluator& evaluator;
    Impl(std::size_t megabytes, const Evaluator& e)
        : table(std::max<std::size_t>(1, megabytes / 2)), solver(std::max<std::size_t>(1, megabytes / 2)), evaluator(e) {}
};

Search::Search(std::size_t table_megabytes) : Search(table_megabytes, default_evaluator()) {}
Search::Search(std::size_t table_megabytes, const Evaluator& evaluator)
    : impl_(std::make_unique<Impl>(table_megabytes, evaluator)) {}
Search::~Search() = default;

void Search::clear() {
    impl_->table.clear();
    impl_->solver.clear();
}

SearchResult Search::best_move(const Position& position, const SearchLimits& limits,
                               const std::function<void(const SearchResult&)>& on_depth) {
    SearchResult result;
    if (position.is_game_over()) {
        result.score = final_score(position.player, position.opponent);
        result.exact = true;
        return result;
    }
    impl_->table.new_search();
    const int empties = position.empty_count();
    const Plan plan = plan_for(position, limits);
    std::atomic<std::uint64_t> solver_nodes{0};
    const std::function<bool(TreeSearch&, int, const SearchResult*, SearchResult&)> iterate =
        [&](TreeSearch& tree, int step, const SearchResult* previous, SearchResult& out) {
            if (plan.solves && step == plan.steps) {
                const SolveResult solved = impl_->solver.solve(position, -64, 64, std::max(1, limits.threads),
                                                               &tree.abort_flag());
                solver_nodes += solved.nodes;
                if (solved.stopped) return false;
                out.move = solved.move;
                out.score = solved.score;
                out.pv = solved.pv;
                out.depth = empties;
                out.exact = true;
                return true;
            }
            int score = 0;
            const int guess = previous ? previous->score * kEvalScale : 0;
            if (!aspirated(tree, position.player, position.opponent, step, guess, previous != nullptr, score))
                return false;
            out.pv = tree.principal_variation();
            out.move = out.pv.empty() ? kNoMove : out.pv.front();
            out.score = to_discs(score);
            out.depth = step;
            out.exact = step >= empties;
            return true;
        };
    const std::function<void(const SearchResult&, const DriverStatus&)> publish =
        [&](const SearchResult& r, const DriverStatus& status) {
            result = r;
            result.seconds = status.seconds;
            if (on_depth) on_depth(result);
        };
    const DriverStatus status =
        run_deepening(impl_->table, impl_->evaluator, plan.limits, plan.steps, iterate, publish);
    if (status.completed_depth == 0) {
        // Stopped before the first depth: still answer with a legal move.
        result.move = position.must_pass() ? kPass : first_square(position.moves());
        result.pv = {result.move};
    }
    result.nodes = status.nodes + solver_nodes;
    result.seconds = status.seconds;
    result.stopped = status.stopped;
    return result;
}

std::vector<MoveScore> Search::analyze(const Position& position, const SearchLimits& limits,
                                       const std::function<void(const std::vector<MoveScore>&)>& on_depth,
                                       int best_n) {
    std::vector<MoveScore> result;
    if (position.is_game_over()) return result;
    impl_->table.new_search();
    const int empties = position.empty_count();
    const Plan plan = plan_for(position, limits);
    std::vector<int> root_moves;
    if (position.must_pass()) {
        root_moves.push_back(kPass);
    } else {
        for (Bitboard m = position.moves(); m; m = without_first(m)) root_moves.push_back(first_square(m));
    }
    using List = std::vector<MoveScore>;
    const std::function<bool(TreeSearch&, int, const List*, List&)> iterate =
        [&](TreeSearch& tree, int step, const List* previous, List& out) {
            const bool solve = plan.solves && step == plan.steps;
            // Moves in the previous step's order (best first), so the best is searched
            // first and fills the table for the rest.
            std::vector<int> order = root_moves;
            if (previous) {
                order.clear();
                for (const MoveScore& m : *previous) order.push_back(m.move);
            }
            std::vector<std::pair<int, MoveScore>> scored;  // score in evaluation units, move
            for (int move : order) {
                const Position child = position.apply(move);
                MoveScore ms;
                ms.move = move;
                ms.pv.push_back(move);
                std::vector<int> rest;
                int score = 0;
                if (solve) {
                    const SolveResult solved = impl_->solver.solve(child, -64, 64, std::max(1, limits.threads),
                                                                   &tree.abort_flag());
                    if (solved.stopped) return false;
                    score = -solved.score * kEvalScale;
                    rest = solved.pv;
                    ms.depth = empties;
                    ms.exact = true;
                } else {
                    int guess = 0;
                    bool have_guess = false;
                    if (previous)
                        for (const MoveScore& m : *previous)
                            if (m.move == move) guess = -m.score * kEvalScale, have_guess = true;
                    // The pass costs no depth, like inside the tree.
                    const int child_depth = move == kPass ? step : step - 1;
                    int child_score = 0;
                    if (!aspirated(tree, child.player, child.opponent, child_depth, guess, have_guess, child_score))
                        return false;
                    score = -child_score;
                    rest = tree.principal_variation();
                    ms.depth = step;
                    ms.exact = step >= empties;
                }
                ms.score = to_discs(score);
                ms.pv.insert(ms.pv.end(), rest.begin(), rest.end());
                scored.emplace_back(score, std::move(ms));
            }
            // Best first by the unrounded score, so the first agrees with best_move.
            std::stable_sort(scored.begin(), scored.end(),
                             [](const auto& a, const auto& b) { return a.first > b.first; });
            for (auto& s : scored) out.push_back(std::move(s.second));
            return true;
        };
    const std::function<void(const List&, const DriverStatus&)> publish = [&](const List& list, const DriverStatus&) {
        result = list;
        if (best_n > 0 && static_cast<int>(result.size()) > best_n) result.resize(best_n);
        if (on_depth) on_depth(result);
    };
    run_deepening(impl_->table, impl_->evaluator, plan.limits, plan.steps, iterate, publish);
    return result;
}

}  // namespace reversi
