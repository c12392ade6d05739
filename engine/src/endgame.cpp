#include "reversi/endgame.h"

#include <algorithm>

#include "endgame_search.h"
#include "endgame_table.h"

namespace reversi {

struct EndgameSolver::Impl {
    explicit Impl(std::size_t megabytes) : table(megabytes) {}
    EndgameTable table;
};

EndgameSolver::EndgameSolver(std::size_t table_megabytes) : impl_(std::make_unique<Impl>(table_megabytes)) {}
EndgameSolver::~EndgameSolver() = default;

void EndgameSolver::clear() { impl_->table.clear(); }

namespace {

// Follows best moves from the position after `first_move`, whose exact score for the
// side to move is `score`, re-solving the children (cheap with the table warm) to
// find one that keeps the score.
std::vector<int> principal_variation(EndgameSearch& search, const Position& root, int first_move, int score) {
    std::vector<int> pv{first_move};
    Position position = root.apply(first_move);
    score = -score;
    for (;;) {
        const Bitboard moves = position.moves();
        if (!moves) {
            if (position.is_game_over()) return pv;
            pv.push_back(kPass);
            position = position.pass();
            score = -score;
            continue;
        }
        int chosen = kNoMove;
        for (Bitboard m = moves; m && chosen == kNoMove; m = without_first(m)) {
            const Position child = position.play(first_square(m));
            const int s = -search.search(child.player, child.opponent, -score - 1, -score + 1, child.empty_count());
            if (search.aborted()) return pv;
            if (s == score) chosen = first_square(m);
        }
        if (chosen == kNoMove) return pv;  // unreachable when `score` is exact
        pv.push_back(chosen);
        position = position.play(chosen);
        score = -score;
    }
}

}  // namespace

SolveResult EndgameSolver::solve(const Position& position, int alpha, int beta, int threads,
                                 const std::atomic<bool>* stop) {
    (void)threads;
    // Scores lie in [-64, 64]: widening an outer bound to one beyond makes a score on
    // that bound exact instead of a fail-soft bound.
    if (alpha <= -64) alpha = -65;
    if (beta >= 64) beta = 65;

    SolveResult result;
    impl_->table.new_search();
    EndgameSearch search(impl_->table, stop);
    const int empties = position.empty_count();
    result.score = search.search_root(position.player, position.opponent, alpha, beta, empties, result.move);
    // The count covers the solve proper, not the re-solves that recover the PV.
    result.nodes = search.nodes();
    result.stopped = search.aborted();
    if (result.stopped || result.move == kNoMove) return result;
    result.pv = {result.move};
    if (result.score > alpha && result.score < beta)
        result.pv = principal_variation(search, position, result.move, result.score);
    return result;
}

}  // namespace reversi
