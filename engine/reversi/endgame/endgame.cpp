#include "reversi/endgame.h"

#include <algorithm>

#include "common/thread_group.h"
#include "endgame/endgame_parallel.h"
#include "endgame/endgame_probcut.h"
#include "endgame/endgame_search.h"
#include "endgame/endgame_table.h"

namespace reversi {

struct EndgameSolver::Impl {
    Impl(std::size_t megabytes, const Evaluator& evaluator) : table(megabytes), evaluator(evaluator) {}
    EndgameTable table;
    const Evaluator& evaluator;
};

EndgameSolver::EndgameSolver(std::size_t table_megabytes, const Evaluator* evaluator)
    : impl_(std::make_unique<Impl>(table_megabytes, evaluator ? *evaluator : default_evaluator())) {}
EndgameSolver::~EndgameSolver() = default;

void EndgameSolver::clear() { impl_->table.clear(); }

namespace {

// Follows best moves from the position after `first_move`, whose exact score for the
// side to move is `score`, re-solving the children (cheap with the table warm; the
// table's best move is tried first) to find one that keeps the score.
std::vector<int> principal_variation(EndgameSearch& search, const EndgameTable& table, const Position& root,
                                     int first_move, int score) {
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
        int order[kMaxMoves], count = 0;
        EndgameEntry entry;
        if (table.probe(position.player, position.opponent, EndgameTable::hash(position.player, position.opponent),
                        entry) &&
            entry.move >= 0 && entry.move < 64 && (moves >> entry.move & 1))
            order[count++] = entry.move;
        for (Bitboard m = moves; m; m = without_first(m))
            if (first_square(m) != entry.move) order[count++] = first_square(m);
        int chosen = kNoMove;
        for (int i = 0; i < count && chosen == kNoMove; ++i) {
            const Position child = position.play(order[i]);
            const int s = -search.search(child.player, child.opponent, -score - 1, -score + 1, child.empty_count());
            if (search.aborted()) return pv;
            if (s == score) chosen = order[i];
        }
        if (chosen == kNoMove) return pv;  // unreachable when `score` is exact
        pv.push_back(chosen);
        position = position.play(chosen);
        score = -score;
    }
}

}  // namespace

SolveResult EndgameSolver::solve(const Position& position, int alpha, int beta, int threads,
                                 const std::atomic<bool>* stop, const std::atomic<bool>* also_stop,
                                 const std::function<bool(const SelectivePass&)>& on_pass,
                                 std::optional<int> estimate) {
    // Scores lie in [-64, 64]: widening an outer bound to one beyond makes a score on
    // that bound exact instead of a fail-soft bound.
    if (alpha <= -64) alpha = -65;
    if (beta >= 64) beta = 65;

    SolveResult result;
    impl_->table.new_search();
    const int empties = position.empty_count();

    // Helper threads solve the same position; only their table entries are used. They
    // stop when this thread has the answer (also when it stops).
    const bool parallel = threads > 1 && empties >= kParallelMinEmpties;
    common::BusyPositions busy;
    EndgameSearch search(impl_->table, impl_->evaluator, stop, parallel ? &busy : nullptr, also_stop);
    // Start from what the table knows of the position (an earlier solve), else from
    // the caller's estimate or the evaluation's.
    EndgameEntry known;
    int guess;
    int first_pass = 0;
    if (impl_->table.probe(position.player, position.opponent, EndgameTable::hash(position.player, position.opponent),
                           known) &&
        (known.lower > -64 || known.upper < 64)) {
        guess = known.lower > -64 ? known.lower : known.upper;
        // A selective pass's score of this very position (as an analysis leaves when
        // it solves each move up to the last selective pass, then exactly) spares that
        // pass and those before it. Its move is the entry's: usually that pass's, but
        // a later, shallower search through the position may have replaced it. (An
        // exact score still runs the passes: cheap on that table, and they leave a
        // selective answer should the exact pass be stopped.)
        if (empties >= kSelectivePassMinEmpties && known.lower == known.upper && known.move != kNoMove &&
            known.pass < endgame::kExactPass) {
            first_pass = known.pass + 1;
            result.selective = endgame::finished_pass(known.pass, known.lower, known.move);
            if (on_pass && !on_pass(result.selective)) {
                result.stopped = true;
                return result;
            }
        }
    } else {
        guess = estimate ? EndgameSearch::start_below(*estimate * kEvalScale)
                         : search.estimate(position.player, position.opponent);
    }

    std::atomic<bool> helpers_stop{false};
    std::vector<std::unique_ptr<EndgameSearch>> helper_searches;
    // Should this thread throw, the helpers are stopped and joined; should one of
    // them throw, join() passes it on.
    common::ThreadGroup helpers(helpers_stop);
    for (int i = 1; parallel && i < threads; ++i) {
        helper_searches.push_back(std::make_unique<EndgameSearch>(impl_->table, impl_->evaluator, &helpers_stop, &busy));
        EndgameSearch& helper = *helper_searches.back();
        helpers.run([&helper, &position, alpha, beta, empties, guess, first_pass] {
            int move;
            SelectivePass pass;
            helper.solve_root(position.player, position.opponent, alpha, beta, empties, guess, first_pass, move, pass);
        });
    }
    result.score = search.solve_root(position.player, position.opponent, alpha, beta, empties, guess, first_pass,
                                     result.move, result.selective, on_pass);
    helpers_stop = true;
    helpers.join();
    // Every position any thread visited; not the re-solves that recover the PV.
    result.main_thread_nodes = search.nodes();
    result.nodes = search.nodes();
    for (const auto& helper : helper_searches) result.nodes += helper->nodes();
    result.stopped = search.aborted();
    if (result.stopped || result.move == kNoMove) return result;
    result.pv = {result.move};
    if (result.score > alpha && result.score < beta)
        result.pv = principal_variation(search, impl_->table, position, result.move, result.score);
    return result;
}

}  // namespace reversi
