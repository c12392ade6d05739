#include "reversi/search.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <mutex>
#include <optional>

#include "reversi/endgame.h"
#include "search/root_symmetry.h"
#include "search/search_driver.h"
#include "search/transposition_table.h"

namespace reversi {
namespace {

// Aspiration window half-width around the previous depth's score, in evaluation units.
constexpr int kAspiration = 2 * kEvalScale;

int to_discs(int score) {
    return score >= 0 ? (score + kEvalScale / 2) / kEvalScale : -((-score + kEvalScale / 2) / kEvalScale);
}

// Searches `depth` plies inside an aspiration window around `guess`, widening on a
// failure until the score lies inside. Returns false when aborted.
bool aspirated(TreeSearch& tree, Bitboard player, Bitboard opponent, int depth, int guess, bool have_guess,
               int first_move, int& score) {
    int delta = kAspiration;
    int alpha = have_guess ? std::max(guess - delta, -kScoreInfinity) : -kScoreInfinity;
    int beta = have_guess ? std::min(guess + delta, kScoreInfinity) : kScoreInfinity;
    for (;;) {
        score = tree.search(player, opponent, depth, alpha, beta, first_move);
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
        // Midgame depths up to half the empties first: cheap next to the solve, they
        // give an answer at once (and a move should the solve be stopped).
        plan.steps = std::max(0, std::min(limits.depth, empties / 2)) + 1;
        plan.limits.threads = 1;  // the solver runs the threads itself
    } else {
        // As deep as the game goes; a selective search stops where its cut no longer
        // applies (kProbCutMinEmptiesOverDepth): deeper, its first plies would search
        // full width to the end, which took minutes at 26 empties.
        const int deepest = limits.probcut > 0 ? empties - kProbCutMinEmptiesOverDepth : empties;
        plan.steps = std::max(1, std::min(limits.depth, deepest));
    }
    return plan;
}

// Exact-solve empties of the levels (index 0 = level 1). Full width, level N searches
// N plies in the midgame; above level 12 that takes seconds to minutes a move.
constexpr int kLevelExactEmpties[kMaxLevel] = {2, 4, 6, 8, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 20, 21, 21, 22, 22, 24};

// From this level on, the 8x8 levels search selectively (Multi-ProbCut) and deeper: in
// a fraction of the full-width nodes, so that the top levels answer in about a second
// rather than minutes. The last three spend on depth what the cut's confidence of
// session 17 saved (bench_levels and docs/reversi-strength.md give the figures).
constexpr int kFirstSelectiveLevel = 11;
constexpr int kSelectiveLevelDepth[kMaxLevel - kFirstSelectiveLevel + 1] = {12, 13, 14, 15, 16, 17, 18, 20, 22, 24};

}  // namespace

int cut_probability_percent(double confidence) {
    return confidence > 0 ? static_cast<int>(std::lround(100 * std::erf(confidence / std::sqrt(2.0)))) : 0;
}

std::string depth_text(const MoveScore& move) {
    std::string text = std::to_string(move.depth);
    if (move.confidence > 0) text += "@" + std::to_string(cut_probability_percent(move.confidence)) + "%";
    return text;
}

SearchLimits full_width_level_limits(int level) {
    level = std::clamp(level, kMinLevel, kMaxLevel);
    SearchLimits limits;
    limits.depth = level;
    limits.exact_empties = kLevelExactEmpties[level - kMinLevel];
    return limits;
}

SearchLimits level_limits(int level) {
    level = std::clamp(level, kMinLevel, kMaxLevel);
    SearchLimits limits = full_width_level_limits(level);
    if (level >= kFirstSelectiveLevel) {
        limits.depth = kSelectiveLevelDepth[level - kFirstSelectiveLevel];
        limits.probcut = kDefaultProbCut;
    }
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
    // Set when the solve, cut short, answered with its selective pass: the driver counts
    // that answer as the last depth, yet the search was stopped before it was exact.
    bool solve_cut_short = false;  // (read after the workers are joined)
    // The best root move of the deepest depth cut short by the time or the stop token,
    // when its search shows one: it beat the previous depth's best, searched first.
    std::mutex partial_mutex;
    SearchResult partial;
    const std::function<bool(TreeSearch&, int, const SearchResult*, SearchResult&)> iterate =
        [&](TreeSearch& tree, int step, const SearchResult* previous, SearchResult& out) {
            if (plan.solves && step == plan.steps) {
                // The last midgame depth's score is the solve's starting guess: better than
                // the solver's own depth-8 estimate, and free.
                const SolveResult solved = impl_->solver.solve(
                    position, -64, 64, std::max(1, limits.threads), &tree.abort_flag(), limits.stop, nullptr,
                    previous ? std::optional<int>(previous->score) : std::nullopt);
                solver_nodes += solved.nodes;
                // Cut short, the solve still answers with its last selective pass, if one
                // finished: it searched every line to the end, cutting only where a
                // shallow search was confident, a better guide than the midgame depths
                // before it.
                if (solved.stopped && solved.selective.move == kNoMove) return false;
                if (solved.stopped) solve_cut_short = true;
                out.exact = !solved.stopped;
                out.move = out.exact ? solved.move : solved.selective.move;
                out.score = out.exact ? solved.score : solved.selective.score;
                out.pv = out.exact ? solved.pv : std::vector<int>{solved.selective.move};
                out.depth = empties;
                out.confidence = out.exact ? 0 : solved.selective.confidence;
                return true;
            }
            int score = 0;
            const int guess = previous ? previous->score * kEvalScale : 0;
            // The previous depth's best goes first in every window, so that a root move
            // raising alpha in an unfinished depth has beaten it.
            const int first_move = previous ? previous->move : kNoMove;
            if (!aspirated(tree, position.player, position.opponent, step, guess, previous != nullptr, first_move,
                           score)) {
                std::lock_guard<std::mutex> lock(partial_mutex);
                if (tree.root_move() != kNoMove && step > partial.depth) {
                    partial.move = tree.root_move();
                    partial.score = to_discs(tree.root_score());
                    partial.pv = tree.principal_variation();
                    partial.depth = step;
                    partial.confidence = limits.probcut;
                }
                return false;
            }
            out.pv = tree.principal_variation();
            out.move = out.pv.empty() ? kNoMove : out.pv.front();
            out.score = to_discs(score);
            out.depth = step;
            out.exact = step >= empties;
            out.confidence = out.exact ? 0 : limits.probcut;
            return true;
        };
    const std::function<void(const SearchResult&, const DriverStatus&)> publish =
        [&](const SearchResult& r, const DriverStatus& status) {
            result = r;
            result.nodes = status.nodes + solver_nodes;
            result.seconds = status.seconds;
            if (on_depth) on_depth(result);
        };
    const DriverStatus status =
        run_deepening(impl_->table, impl_->evaluator, plan.limits, plan.steps, iterate, publish);
    if (partial.depth > status.completed_depth) {
        // The unfinished depth's best so far is a deeper judgement than the last
        // finished one's (its depth stays that of the last finished search).
        result.move = partial.move;
        result.score = partial.score;
        result.pv = partial.pv;
        result.confidence = partial.confidence;
    } else if (status.completed_depth == 0) {
        // Stopped before the first depth: still answer with a legal move.
        result.move = position.must_pass() ? kPass : first_square(position.moves());
        result.pv = {result.move};
    }
    result.nodes = status.nodes + solver_nodes;
    result.seconds = status.seconds;
    result.stopped = status.stopped || solve_cut_short;
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
    // Before the exact solve, a step solves every move up to the solver's last
    // selective pass: within a disc or two of the exact scores in a fraction of the
    // time (docs/reversi-strength.md), so that a heat map shows the end of the game
    // long before the exact solve ends, and an analysis cut short keeps them.
    const bool selective_step = plan.solves && empties > kSelectivePassMinEmpties;
    const int steps = plan.steps + (selective_step ? 1 : 0);
    const RootSymmetry symmetry(position);
    const std::vector<int>& root_moves = symmetry.searched_moves();
    using List = std::vector<MoveScore>;
    const std::function<bool(TreeSearch&, int, const List*, List&)> iterate =
        [&](TreeSearch& tree, int step, const List* previous, List& out) {
            const bool solve = plan.solves && step >= plan.steps;
            const bool selective = solve && step < steps;
            enum class Solved { stopped, selective, exact };
            double pass_confidence = 0;  // of the selective step's pass
            // The previous step's score of `move`, from the side of the child it leads
            // to: the solve's starting guess, as in best_move.
            const auto previous_guess = [&](int move) -> std::optional<int> {
                if (previous)
                    for (const MoveScore& m : *previous)
                        if (m.move == move) return -m.score;
                return std::nullopt;
            };
            // Solves `child` (after `move`) in the window (alpha, beta) of its side, in
            // discs: exactly, or in the selective step up to the last selective pass.
            const auto solve_child = [&](int move, const Position& child, int alpha, int beta, SolveResult& solved) {
                bool after_last_pass = false;
                const auto stop_after_last_pass = [&](const SelectivePass& pass) {
                    after_last_pass = pass.number == kSelectivePasses;
                    return !after_last_pass;
                };
                solved = impl_->solver.solve(
                    child, alpha, beta, std::max(1, limits.threads), &tree.abort_flag(), limits.stop,
                    selective ? std::function<bool(const SelectivePass&)>(stop_after_last_pass) : nullptr,
                    previous_guess(move));
                if (!after_last_pass) return solved.stopped ? Solved::stopped : Solved::exact;
                pass_confidence = solved.selective.confidence;
                solved.score = solved.selective.score;
                solved.pv.clear();
                if (solved.selective.move != kNoMove) solved.pv.push_back(solved.selective.move);
                return Solved::selective;
            };
            // Moves in the previous step's order (best first), so the best is searched
            // first and fills the table for the rest.
            std::vector<int> order = root_moves;
            if (previous) {
                order.clear();
                for (const MoveScore& m : *previous) order.push_back(m.move);
            }
            std::vector<std::pair<int, MoveScore>> scored;  // score in evaluation units, move
            std::vector<int> full_scores;  // of the moves searched with a full window
            for (int move : order) {
                const Position child = position.apply(move);
                // With best_n, once best_n moves are scored a move only needs a full
                // search if it beats the best_n-th: a null-window test decides.
                if (best_n > 0 && static_cast<int>(full_scores.size()) >= best_n) {
                    std::nth_element(full_scores.begin(), full_scores.begin() + (best_n - 1), full_scores.end(),
                                     std::greater<int>());
                    const int threshold = full_scores[best_n - 1];
                    int bound = 0;  // an upper bound on the move's score when it does not beat the threshold
                    bool beats = false;
                    if (solve) {
                        const int t = threshold / kEvalScale;  // solved scores are whole discs
                        SolveResult test;
                        if (solve_child(move, child, -t - 1, -t, test) == Solved::stopped) return false;
                        beats = test.score <= -t - 1;
                        bound = -test.score * kEvalScale;
                    } else {
                        const int child_depth = move == kPass ? step : step - 1;
                        const int test = tree.search(child.player, child.opponent, child_depth, -threshold - 1, -threshold);
                        if (tree.aborted()) return false;
                        beats = test <= -threshold - 1;
                        bound = -test;
                    }
                    if (!beats) {
                        // Kept below the listed moves (ties included) and as the next depth's guess.
                        MoveScore ms;
                        ms.move = move;
                        ms.score = to_discs(bound);
                        ms.depth = solve ? empties : step;
                        ms.pv.push_back(move);
                        scored.emplace_back(std::min(bound, threshold) - 1, std::move(ms));
                        continue;
                    }
                }
                MoveScore ms;
                ms.move = move;
                ms.pv.push_back(move);
                std::vector<int> rest;
                int score = 0;
                if (solve) {
                    SolveResult solved;
                    const Solved how = solve_child(move, child, -64, 64, solved);
                    if (how == Solved::stopped) return false;
                    ms.exact = how == Solved::exact;
                    score = -solved.score * kEvalScale;
                    rest = solved.pv;
                    ms.depth = empties;
                } else {
                    const std::optional<int> previous_score = previous_guess(move);
                    const int guess = previous_score ? *previous_score * kEvalScale : 0;
                    const bool have_guess = previous_score.has_value();
                    // The pass costs no depth, like inside the tree.
                    const int child_depth = move == kPass ? step : step - 1;
                    int child_score = 0;
                    if (!aspirated(tree, child.player, child.opponent, child_depth, guess, have_guess, kNoMove, child_score))
                        return false;
                    score = -child_score;
                    rest = tree.principal_variation();
                    ms.depth = step;
                    ms.exact = step >= empties;
                }
                ms.score = to_discs(score);
                ms.pv.insert(ms.pv.end(), rest.begin(), rest.end());
                full_scores.push_back(score);
                scored.emplace_back(score, std::move(ms));
            }
            for (auto& s : scored)
                if (!s.second.exact) s.second.confidence = selective ? pass_confidence : solve ? 0 : limits.probcut;
            // Best first by the unrounded score, so the first agrees with best_move.
            std::stable_sort(scored.begin(), scored.end(),
                             [](const auto& a, const auto& b) { return a.first > b.first; });
            for (auto& s : scored) out.push_back(std::move(s.second));
            return true;
        };
    const std::function<void(const List&, const DriverStatus&)> publish = [&](const List& list, const DriverStatus&) {
        result = symmetry.with_images(list);
        if (best_n > 0 && static_cast<int>(result.size()) > best_n) result.resize(best_n);
        if (on_depth) on_depth(result);
    };
    run_deepening(impl_->table, impl_->evaluator, plan.limits, steps, iterate, publish);
    return result;
}

}  // namespace reversi
