#include "reversi/search.h"

#include <algorithm>
#include <cstdlib>

#include "search_driver.h"
#include "transposition_table.h"

namespace reversi {
namespace {

// Aspiration window half-width around the previous depth's score, in evaluation units.
constexpr int kAspiration = 2 * kEvalScale;

int to_discs(int score) { return score >= 0 ? (score + kEvalScale / 2) / kEvalScale : -((-score + kEvalScale / 2) / kEvalScale); }

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

// The depth at which a search of `position` is exact, and the depth to search to.
int target_depth(const Position& position, const SearchLimits& limits) {
    const int empties = position.empty_count();
    if (empties <= limits.exact_empties) return empties;
    return std::max(1, std::min(limits.depth, empties));
}

}  // namespace

SearchLimits level_limits(int level) {
    // Midgame depth and exact-solve empties per level (index 0 = level 1).
    static constexpr int kDepth[kMaxLevel] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24};
    static constexpr int kExact[kMaxLevel] = {2, 4, 6, 8, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26};
    const int i = std::clamp(level, kMinLevel, kMaxLevel) - kMinLevel;
    SearchLimits limits;
    limits.depth = kDepth[i];
    limits.exact_empties = kExact[i];
    return limits;
}

struct Search::Impl {
    TranspositionTable table;
    const Evaluator& evaluator;
    Impl(std::size_t megabytes, const Evaluator& e) : table(megabytes), evaluator(e) {}
};

Search::Search(std::size_t table_megabytes) : Search(table_megabytes, default_evaluator()) {}
Search::Search(std::size_t table_megabytes, const Evaluator& evaluator)
    : impl_(std::make_unique<Impl>(table_megabytes, evaluator)) {}
Search::~Search() = default;

void Search::clear() { impl_->table.clear(); }

SearchResult Search::best_move(const Position& position, const SearchLimits& limits,
                               const std::function<void(const SearchResult&)>& on_depth) {
    SearchResult result;
    if (position.is_game_over()) {
        result.score = position.black_score() * (position.to_move == Color::Black ? 1 : -1);
        result.exact = true;
        return result;
    }
    impl_->table.new_search();
    const int empties = position.empty_count();
    const int max_depth = target_depth(position, limits);
    const std::function<bool(TreeSearch&, int, const SearchResult*, SearchResult&)> iterate =
        [&](TreeSearch& tree, int depth, const SearchResult* previous, SearchResult& out) {
            int score = 0;
            const int guess = previous ? previous->score * kEvalScale : 0;
            if (!aspirated(tree, position.player, position.opponent, depth, guess, previous != nullptr, score))
                return false;
            out.pv = tree.principal_variation();
            out.move = out.pv.empty() ? kNoMove : out.pv.front();
            out.score = to_discs(score);
            out.depth = depth;
            out.exact = depth >= empties;
            return true;
        };
    const std::function<void(const SearchResult&, const DriverStatus&)> publish =
        [&](const SearchResult& r, const DriverStatus& status) {
            result = r;
            result.seconds = status.seconds;
            if (on_depth) on_depth(result);
        };
    const DriverStatus status = run_deepening(impl_->table, impl_->evaluator, limits, max_depth, iterate, publish);
    if (status.completed_depth == 0) {
        // Stopped before the first depth: still answer with a legal move.
        result.move = position.must_pass() ? kPass : first_square(position.moves());
        result.pv = {result.move};
    }
    result.nodes = status.nodes;
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
    const int max_depth = target_depth(position, limits);
    std::vector<int> root_moves;
    if (position.must_pass()) {
        root_moves.push_back(kPass);
    } else {
        for (Bitboard m = position.moves(); m; m = without_first(m)) root_moves.push_back(first_square(m));
    }
    using List = std::vector<MoveScore>;
    const std::function<bool(TreeSearch&, int, const List*, List&)> iterate =
        [&](TreeSearch& tree, int depth, const List* previous, List& out) {
            // Moves in the previous depth's order (best first), so the best is searched
            // first and fills the table for the rest.
            std::vector<int> order = root_moves;
            if (previous) {
                order.clear();
                for (const MoveScore& m : *previous) order.push_back(m.move);
            }
            std::vector<std::pair<int, MoveScore>> scored;  // internal score, move
            for (int move : order) {
                const Position child = position.apply(move);
                int guess = 0;
                bool have_guess = false;
                if (previous)
                    for (const MoveScore& m : *previous)
                        if (m.move == move) guess = -m.score * kEvalScale, have_guess = true;
                int score = 0;
                // The pass costs no depth, like inside the tree.
                const int child_depth = move == kPass ? depth : depth - 1;
                if (!aspirated(tree, child.player, child.opponent, child_depth, guess, have_guess, score)) return false;
                MoveScore ms;
                ms.move = move;
                ms.score = to_discs(-score);
                ms.depth = depth;
                ms.exact = depth >= empties;
                ms.pv.push_back(move);
                const std::vector<int> rest = tree.principal_variation();
                ms.pv.insert(ms.pv.end(), rest.begin(), rest.end());
                scored.emplace_back(-score, std::move(ms));
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
    run_deepening(impl_->table, impl_->evaluator, limits, max_depth, iterate, publish);
    return result;
}

}  // namespace reversi
