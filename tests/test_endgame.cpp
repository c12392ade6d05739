// The exact endgame solver: FFO positions against their published scores, random
// positions against a plain reference solver (full, narrow and win/loss/draw windows),
// principal variations, threads and cancellation, the selective passes and the
// table's bounds of each pass, positions with more than 32 moves;
// the stable-disc bound and the last-square flip count it relies on.
#include "endgame/endgame_search.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

#include "reference_endgame.h"
#include "sanitized.h"
#include "reversi/endgame.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/pattern_evaluation.h"
#include "reversi/search.h"
#include "rules/last_flip_count.h"
#include "rules/stability.h"

using namespace reversi;

namespace {

// The FFO positions of 18-21 empties (#23-#36) that the selective passes' tests solve:
// all 14, or every other one in a sanitizer build (each solve takes seconds there).
bool selective_pass_case(const ObfRecord& record, std::size_t index) {
    const int empties = record.position.empty_count();
    return empties >= kSelectivePassMinEmpties && empties <= 21 && (!kSanitized || index % 2 == 0);
}
constexpr int kSelectivePassCases = kSanitized ? 7 : 14;

std::uint64_t seed_from_environment() {
    const QByteArray s = qgetenv("REVERSI_SEED");
    return s.isEmpty() ? 20261129u : s.toULongLong();
}

// A position reached by random legal moves from the start with `empties` empty
// squares and the game not over, or the start position when the game ended first.
Position random_position(std::mt19937_64& rng, int empties) {
    for (;;) {
        Position p = Position::start();
        while (p.empty_count() > empties && !p.is_game_over()) {
            const Bitboard moves = p.moves();
            if (!moves) {
                p = p.pass();
                continue;
            }
            int pick = static_cast<int>(rng() % popcount(moves));
            Bitboard m = moves;
            while (pick--) m = without_first(m);
            p = p.play(first_square(m));
        }
        if (!p.is_game_over()) return p;
    }
}

// Plays `pv` from `position`, checking every move is legal (a pass only when forced),
// and returns the final score for the side to move in `position`; fails the test when
// the line is illegal or does not end the game.
int replay(const Position& position, const std::vector<int>& pv) {
    Position p = position;
    for (int move : pv) {
        if (move == kPass) {
            if (!p.must_pass()) return -1000;
            p = p.pass();
        } else {
            if (!p.is_legal(move)) return -1000;
            p = p.play(move);
        }
    }
    if (!p.is_game_over()) return -2000;
    const int black = p.black_score();
    return position.to_move == Color::Black ? black : -black;
}

// More than 32 empties and more than 32 moves: too many empties to solve in a test.
std::vector<ObfRecord> many_moves() { return read_obf_file(REVERSI_TEST_DATA "/many-moves.obf"); }

// A flat evaluation (ordering by it is cheap and the score never depends on it) that
// sets `stop` at its `budget`-th call: bounds a search by its work, not by the clock.
class BudgetEvaluator : public Evaluator {
public:
    BudgetEvaluator(std::atomic<bool>& stop, long budget) : stop_(stop), budget_(budget) {}
    int evaluate(Bitboard, Bitboard) const override {
        if (calls_.fetch_add(1, std::memory_order_relaxed) + 1 >= budget_) stop_ = true;
        return 0;
    }
    long calls() const { return calls_.load(); }

private:
    std::atomic<bool>& stop_;
    const long budget_;
    mutable std::atomic<long> calls_{0};
};

std::vector<ObfRecord> ffo_1_19() { return read_obf_file(REVERSI_TEST_DATA "/fforum-1-19.obf"); }

bool listed_with_score(const ObfRecord& r, int move, int score) {
    for (const auto& m : r.moves)
        if (m.move == move && m.score == score) return true;
    return false;
}

}  // namespace

class TestEndgame : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ffoPositionsSolvedExactly() {
        EndgameSolver solver(16);
        const auto records = ffo_1_19();
        QCOMPARE(records.size(), std::size_t{19});
        for (std::size_t i = 0; i < records.size(); ++i) {
            const SolveResult r = solver.solve(records[i].position);
            const int best = best_listed_score(records[i]);
            QVERIFY2(!r.stopped, qPrintable(QString("FFO #%1").arg(i + 1)));
            QVERIFY2(r.score == best, qPrintable(QString("FFO #%1: score %2, listed %3").arg(i + 1).arg(r.score).arg(best)));
            QVERIFY2(listed_with_score(records[i], r.move, best), qPrintable(QString("FFO #%1: move %2").arg(i + 1).arg(r.move)));
            QCOMPARE(replay(records[i].position, r.pv), best);
            QCOMPARE(r.pv.front(), r.move);
            QVERIFY(r.nodes > 0);
        }
    }

    void twoThreadsAgreeWithOne() {
        // FFO #13-#19 and #22-#23 (16-18 empties): deep enough for helper threads.
        std::vector<std::pair<int, ObfRecord>> records;
        const auto first = ffo_1_19();
        for (int n = 13; n <= 19; ++n) records.emplace_back(n, first[n - 1]);
        const auto second = read_obf_file(REVERSI_TEST_DATA "/fforum-20-39.obf");
        for (int n = 22; n <= 23; ++n) records.emplace_back(n, second[n - 20]);
        EndgameSolver one(16), two(16);
        for (const auto& [number, record] : records) {
            QVERIFY(record.position.empty_count() >= 16);
            const QString where = QString("FFO #%1").arg(number);
            const SolveResult a = one.solve(record.position, -64, 64, 1);
            const SolveResult b = two.solve(record.position, -64, 64, 2);
            QVERIFY2(a.score == best_listed_score(record) && b.score == a.score, qPrintable(where));
            QVERIFY2(listed_with_score(record, b.move, b.score), qPrintable(where + ": move"));
            QVERIFY2(replay(record.position, b.pv) == b.score, qPrintable(where + ": PV"));
            // A null window on each side of the score: both fail the right way.
            const SolveResult low = two.solve(record.position, a.score, a.score + 1, 2);
            const SolveResult high = two.solve(record.position, a.score - 1, a.score, 2);
            QVERIFY2(low.score <= a.score && high.score >= a.score, qPrintable(where + ": null windows"));
        }
    }

    void selectivePassesLeaveTheScoreExact() {
        // FFO #23-#36 (18-21 empties): solved after the selective passes, whose cut
        // bounds the exact pass must not take for exact ones.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-20-39.obf");
        EndgameSolver solver(16);
        int solved = 0;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const ObfRecord& record = records[i];
            if (!selective_pass_case(record, i)) continue;
            const QString where = QString("FFO #%1").arg(20 + static_cast<int>(i));
            const SolveResult r = solver.solve(record.position);
            QVERIFY2(r.score == best_listed_score(record), qPrintable(where + QString(": score %1").arg(r.score)));
            QVERIFY2(listed_with_score(record, r.move, r.score), qPrintable(where + ": move"));
            ++solved;
        }
        QCOMPARE(solved, kSelectivePassCases);
    }

    // The solver's evaluation searches (its first estimate, its ProbCut tests and the
    // ordering of moves from 13 empties up) with kept pattern codes, as every build
    // without the AVX-512 vector sum runs them: the same solves, node for node, as
    // with each position evaluated from the board.
    void keptPatternCodesSolveAsTheBoardDoes() {
        const PatternWeights& weights = trained_evaluator().weights();
        const PatternEvaluator kept(weights, PatternEvaluator::KeptCodes::Always);
        const PatternEvaluator from_board(weights, PatternEvaluator::KeptCodes::Never);
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-20-39.obf");
        for (int n = 23; n <= 29; ++n) {
            const Position& p = records[n - 20].position;
            EndgameSolver with_codes(16, &kept), with_board(16, &from_board);
            const SolveResult a = with_codes.solve(p), b = with_board.solve(p);
            const QString where = QString("FFO #%1").arg(n);
            QVERIFY2(a.score == b.score && a.move == b.move, qPrintable(where));
            QVERIFY2(a.nodes == b.nodes, qPrintable(where + QString(": %1 nodes, %2").arg(a.nodes).arg(b.nodes)));
        }
    }

    void aStoppedSolveKeepsItsLastSelectivePass() {
        // FFO #23-#36 (18-21 empties), stopped as the first selective pass ends, by the
        // stop token (as a timed search is) or by the listener: the result is that
        // pass's, heard once; solved to the end, every pass is heard in
        // order and the result keeps the last. Below 18 empties no pass runs.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-20-39.obf");
        int checked = 0, best_moves = 0;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const ObfRecord& record = records[i];
            if (!selective_pass_case(record, i)) continue;
            const QString where = QString("FFO #%1").arg(20 + static_cast<int>(i));
            for (const bool by_token : {true, false}) {
                std::atomic<bool> stop{false};
                std::vector<SelectivePass> heard;
                const auto listen = [&](const SelectivePass& pass) {
                    heard.push_back(pass);
                    stop = by_token;
                    return by_token;
                };
                EndgameSolver solver(16);
                const SolveResult stopped = solver.solve(record.position, -64, 64, 1, &stop, nullptr, listen);
                QVERIFY2(stopped.stopped && heard.size() == 1, qPrintable(where));
                QCOMPARE(stopped.selective.confidence, endgame::kPassConfidence[0]);
                QCOMPARE(stopped.selective.number, 1);
                QVERIFY2(stopped.selective.move == heard[0].move && stopped.selective.score == heard[0].score,
                         qPrintable(where));
                QVERIFY2(record.position.is_legal(stopped.selective.move), qPrintable(where + ": move"));
                if (by_token) best_moves += listed_with_score(record, stopped.selective.move, best_listed_score(record));
            }
            std::vector<SelectivePass> heard;
            EndgameSolver fresh(16);
            const SolveResult solved = fresh.solve(record.position, -64, 64, 1, nullptr, nullptr,
                                                   [&](const SelectivePass& pass) {
                                                       heard.push_back(pass);
                                                       return true;
                                                   });
            QVERIFY2(!solved.stopped && heard.size() == std::size_t{endgame::kExactPass}, qPrintable(where));
            for (int pass = 0; pass < endgame::kExactPass; ++pass) {
                QCOMPARE(heard[pass].confidence, endgame::kPassConfidence[pass]);
                QCOMPARE(heard[pass].number, pass + 1);
            }
            QCOMPARE(solved.selective.move, heard.back().move);
            ++checked;
        }
        QCOMPARE(checked, kSelectivePassCases);
        // The first pass cuts boldly, yet mostly finds a best move (10 of 14): that is
        // why a timed search plays it when the exact pass runs out of time.
        QVERIFY2(best_moves * 14 >= checked * 10, qPrintable(QString("%1 of %2 best").arg(best_moves).arg(checked)));

        const ObfRecord shallow = ffo_1_19().back();  // 16 empties
        QVERIFY(shallow.position.empty_count() < kSelectivePassMinEmpties);
        bool heard_any = false;
        const SolveResult r = EndgameSolver(16).solve(shallow.position, -64, 64, 1, nullptr, nullptr,
                                                      [&](const SelectivePass&) { return heard_any = true; });
        QVERIFY(!heard_any && r.selective.move == kNoMove);
    }

    void aFinishedGameIsSolvedExactlyAtOnce() {
        // However many squares stay empty, no selective pass runs (an analysis would
        // list the move that ends the game as not exact): the shortest wipe-out, Black
        // wins 13-0 with 51 empties.
        Position over = Position::start();
        for (const int move : parse_transcript("e6f4e3f6g5d6e7f5c5")) over = over.apply(move);
        QVERIFY(over.is_game_over() && over.empty_count() >= kSelectivePassMinEmpties);
        bool heard = false;
        const SolveResult r = EndgameSolver(16).solve(over, -64, 64, 1, nullptr, nullptr,
                                                      [&](const SelectivePass&) { return heard = true; });
        QVERIFY(!heard && !r.stopped && r.selective.move == kNoMove);
        QCOMPARE(r.score, final_score(over.player, over.opponent));
    }

    void aSolveResumesFromThePassTheTableHolds() {
        // FFO #23-#36 (18-21 empties) solved up to the last selective pass, then again
        // by the same solver: the second solve hears that pass at once, from the
        // table, and runs the exact pass alone.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-20-39.obf");
        int checked = 0;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const ObfRecord& record = records[i];
            if (!selective_pass_case(record, i)) continue;
            const QString where = QString("FFO #%1").arg(20 + static_cast<int>(i));
            EndgameSolver solver(16);
            const SolveResult first = solver.solve(record.position, -64, 64, 1, nullptr, nullptr,
                                                   [](const SelectivePass& pass) { return pass.number < kSelectivePasses; });
            QVERIFY2(first.stopped && first.selective.number == kSelectivePasses, qPrintable(where));
            std::vector<SelectivePass> heard;
            const SolveResult resumed = solver.solve(record.position, -64, 64, 1, nullptr, nullptr,
                                                     [&](const SelectivePass& pass) {
                                                         heard.push_back(pass);
                                                         return true;
                                                     });
            QVERIFY2(!resumed.stopped && resumed.score == best_listed_score(record), qPrintable(where));
            QVERIFY2(heard.size() == 1 && heard[0].number == kSelectivePasses, qPrintable(where));
            QCOMPARE(heard[0].score, first.selective.score);
            ++checked;
        }
        QCOMPARE(checked, kSelectivePassCases);
    }

    void tableKeepsTheBoundsOfTheHigherPass() {
        EndgameTable table(1);
        const Position p = Position::start();
        const std::uint64_t hash = EndgameTable::hash(p.player, p.opponent);
        EndgameEntry entry;
        // A selective pass found the score >= 10; the exact pass then finds it <= 4:
        // the exact bound replaces the selective one instead of contradicting it.
        table.store(p.player, p.opponent, hash, 60, 9, 10, 12, 19, 0, 100);
        QVERIFY(table.probe(p.player, p.opponent, hash, entry));
        QCOMPARE(entry.lower, 12);
        QCOMPARE(entry.pass, 0);
        table.store(p.player, p.opponent, hash, 60, 4, 5, 4, kNoMove, endgame::kExactPass, 100);
        QVERIFY(table.probe(p.player, p.opponent, hash, entry));
        QCOMPARE(entry.lower, -64);
        QCOMPARE(entry.upper, 4);
        QCOMPARE(entry.move, 19);
        QCOMPARE(entry.pass, endgame::kExactPass);
        // A later selective pass (of another solve) keeps the exact bounds.
        table.store(p.player, p.opponent, hash, 60, 19, 20, 24, 37, 1, 100);
        QVERIFY(table.probe(p.player, p.opponent, hash, entry));
        QCOMPARE(entry.lower, -64);
        QCOMPARE(entry.upper, 4);
        QCOMPARE(entry.move, 37);
        QCOMPARE(entry.pass, endgame::kExactPass);
    }

    void tableFindsWhatItStoredAtEveryStage() {
        // Positions near the end share a small region of the table: the probe, which
        // counts the empties itself, must look where the store (told them) put it, in
        // tables smaller and larger than that region, on either side of its threshold.
        std::mt19937_64 rng(seed_from_environment() + 5);
        for (const std::size_t megabytes : {std::size_t{1}, std::size_t{16}}) {
            EndgameTable table(megabytes);
            for (int empties = 4; empties <= 24; ++empties) {
                const Position p = random_position(rng, empties);
                const QString where = QStringLiteral("%1 MB, %2 empties").arg(megabytes).arg(empties);
                const std::uint64_t hash = EndgameTable::hash(p.player, p.opponent);
                table.store(p.player, p.opponent, hash, empties, -3, 3, 2, kNoMove, 0, 100);
                EndgameEntry entry;
                QVERIFY2(table.probe(p.player, p.opponent, hash, entry), qPrintable(where));
                QVERIFY2(entry.lower == 2 && entry.upper == 2, qPrintable(where));
                QVERIFY2(!table.probe(p.opponent, p.player, EndgameTable::hash(p.opponent, p.player), entry),
                         qPrintable(where));
            }
        }
    }

    void randomPositionsMatchReference() {
        std::mt19937_64 rng(seed_from_environment());
        EndgameSolver solver(16);
        int windows_checked = 0;
        // Mostly 8-11 empties; the plain reference is slow beyond, so fewer of 12-14.
        constexpr int kPositions = 300, kDeep = 15;
        for (int i = 0; i < kPositions; ++i) {
            const int empties = i < kDeep ? 12 + i % 3 : 8 + i % 4;
            const Position p = random_position(rng, empties);
            const int exact = reference::solve_exact(p);
            const QString where = QString("position %1 (%2 empties)").arg(i).arg(empties);

            const SolveResult full = solver.solve(p, -64, 64, 1 + i % 2);
            QVERIFY2(full.score == exact, qPrintable(where + QString(": %1, reference %2").arg(full.score).arg(exact)));
            QVERIFY2(replay(p, full.pv) == exact, qPrintable(where + ": PV"));

            // Fail-soft on a narrow window: exact inside, a true bound outside.
            const int alpha = static_cast<int>(rng() % 41) - 24, beta = alpha + 1 + static_cast<int>(rng() % 8);
            const SolveResult narrow = solver.solve(p, alpha, beta);
            if (exact <= alpha)
                QVERIFY2(narrow.score <= alpha && narrow.score >= exact, qPrintable(where + ": fail low"));
            else if (exact >= beta)
                QVERIFY2(narrow.score >= beta && narrow.score <= exact, qPrintable(where + ": fail high"));
            else
                QVERIFY2(narrow.score == exact, qPrintable(where + ": inside window"));
            ++windows_checked;

            const SolveResult wld = solver.solve(p, -1, 1);
            QVERIFY2((wld.score > 0) == (exact > 0) && (wld.score < 0) == (exact < 0), qPrintable(where + ": WLD"));
            if (i % 3 == 0) solver.clear();
        }
        QCOMPARE(windows_checked, kPositions);
    }

    void forcedPassAndGameOver() {
        // White to move has no move (every empty square is cut off); Black can play.
        std::mt19937_64 rng(seed_from_environment() + 1);
        EndgameSolver solver(4);
        int passes = 0;
        for (int i = 0; i < 2000 && passes < 5; ++i) {
            const Position p = random_position(rng, 10 + i % 4);
            if (!p.must_pass()) continue;
            ++passes;
            const SolveResult r = solver.solve(p);
            QCOMPARE(r.move, kPass);
            QCOMPARE(r.score, reference::solve_exact(p));
            QCOMPARE(r.score, -solver.solve(p.pass()).score);
        }
        QVERIFY(passes > 0);

        // A full board: the game is over, there is no move.
        const Bitboard black = 0x00000000FFFFFFFFull;
        const Position over = Position::from_colors(black, ~black & ~Bitboard{1}, Color::White);
        const SolveResult r = solver.solve(over);
        QCOMPARE(r.move, kNoMove);
        QCOMPARE(r.score, final_score(over.player, over.opponent));
        QVERIFY(r.pv.empty());
    }

    void stopAlreadySetReturnsStopped() {
        const std::atomic<bool> stop{true};
        EndgameSolver solver(4);
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-40-59.obf");
        const SolveResult r = solver.solve(records.front().position, -64, 64, 1, &stop);
        QVERIFY(r.stopped);
        // Not even the first estimate (a depth-8 evaluation search, 28,878 nodes here,
        // far more in some positions) runs to its end: the stop is polled every 1,024
        // nodes.
        QVERIFY2(r.nodes <= 2048, qPrintable(QString::number(r.nodes)));
    }

    void aCallersEstimateLeavesTheScoreExact() {
        // FFO #40-#42 (20-22 empties; #40 alone in a sanitizer build) from estimates 20
        // discs off either way: the same exact score, a move listed with it.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-40-59.obf");
        for (int i = 0; i < (kSanitized ? 1 : 3); ++i) {
            const int best = best_listed_score(records[i]);
            for (const int estimate : {best - 20, best + 20}) {
                EndgameSolver solver(16);
                const SolveResult r = solver.solve(records[i].position, -64, 64, 1, nullptr, nullptr, nullptr, estimate);
                const QString where = QString("FFO #%1 from %2").arg(40 + i).arg(estimate);
                QVERIFY2(!r.stopped && r.score == best, qPrintable(where + QString(": score %1").arg(r.score)));
                QVERIFY2(listed_with_score(records[i], r.move, best), qPrintable(where + ": move"));
            }
        }
    }

    void stopFromAnotherThreadEndsDeepSolve() {
        // FFO #42 with 22 empties takes far longer than the wait below.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/fforum-40-59.obf");
        for (int threads : {1, 2}) {
            std::atomic<bool> stop{false};
            EndgameSolver solver(16);
            SolveResult r;
            std::chrono::steady_clock::time_point returned;
            std::thread worker([&] {
                r = solver.solve(records[2].position, -64, 64, threads, &stop);
                returned = std::chrono::steady_clock::now();
            });
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            const auto set = std::chrono::steady_clock::now();
            stop = true;
            worker.join();
            QVERIFY(r.stopped);
            // A hang's bound, loose for a sanitized build on a busy machine: the latency
            // itself is measured by bench_ffo (a few milliseconds).
            QVERIFY(returned - set < std::chrono::milliseconds(2000));
        }
    }

    void manyMovesAreListedAndOrdered() {
        // Every move in the list with its flips, and after ordering its replies.
        const auto records = many_moves();
        QCOMPARE(records.size(), std::size_t{3});
        EndgameTable table(1);
        EndgameSearch search(table, default_evaluator(), nullptr);
        for (const ObfRecord& record : records) {
            const Position& p = record.position;
            const Bitboard moves = p.moves();
            QVERIFY(p.empty_count() > 32 && popcount(moves) > 32);
            EndgameMoveList list;
            EndgameSearch::list_moves(p.player, p.opponent, moves, list);
            QCOMPARE(list.size, popcount(moves));
            search.order_moves(p.player, p.opponent, 0, p.empty_count(), list, 0);
            Bitboard listed = 0;
            for (int i = 0; i < list.size; ++i) {
                const EndgameMove& m = list.moves[i];
                QVERIFY(moves >> m.square & 1);
                listed |= square_bit(m.square);
                QCOMPARE(m.flips, flipped_discs(p.player, p.opponent, m.square));
                const Position child = p.play(m.square);
                QCOMPARE(m.replies, child.moves());
            }
            QCOMPARE(listed, moves);
        }
    }

    void manyMovesSearchedWithinABudget() {
        // Searches that build these lists at their root (and, with a null window, look
        // up every child in the table first), stopped by the budget a little later;
        // the solver also with a helper thread. Under AddressSanitizer (scripts/test)
        // a list too short for the moves is an error here.
        constexpr long kNodeBudget = 1000, kSolveBudget = 1500000;
        for (const ObfRecord& record : many_moves()) {
            const Position& p = record.position;
            for (const int alpha : {-65, 0}) {
                std::atomic<bool> stop{false};
                const BudgetEvaluator budget(stop, kNodeBudget);
                EndgameTable table(4);
                EndgameSearch search(table, budget, &stop);
                search.search(p.player, p.opponent, alpha, alpha == 0 ? 1 : 65, p.empty_count());
                QVERIFY(search.aborted());
                QVERIFY(budget.calls() >= kNodeBudget);
            }
            for (const int threads : {1, 2}) {
                std::atomic<bool> stop{false};
                const BudgetEvaluator budget(stop, kSolveBudget);
                EndgameSolver solver(4, &budget);
                QVERIFY(solver.solve(p, -64, 64, threads, &stop).stopped);
                QVERIFY(budget.calls() >= kSolveBudget);
            }
        }
    }

    void manyMovesAnalysedShallow() {
        // The midgame search scores every one of them.
        for (const ObfRecord& record : many_moves()) {
            const Position& p = record.position;
            Search search(16);
            SearchLimits limits;
            limits.depth = 2;
            const std::vector<MoveScore> scores = search.analyze(p, limits);
            QCOMPARE(static_cast<int>(scores.size()), popcount(p.moves()));
            Bitboard scored = 0;
            for (const MoveScore& m : scores) {
                QVERIFY(p.is_legal(m.move));
                scored |= square_bit(m.move);
                QCOMPARE(m.depth, 2);
                QVERIFY(m.score <= scores.front().score);
            }
            QCOMPARE(scored, p.moves());
            QCOMPARE(search.best_move(p, limits).score, scores.front().score);
        }
    }

    void stableDiscsOnAnEdge() {
        // A corner disc is stable, and so is a run of discs from an owned corner along an edge.
        const Bitboard a1 = square_bit(0), b1 = square_bit(1), c1 = square_bit(2);
        QCOMPARE(stable_discs(a1 | b1 | c1, square_bit(9)), a1 | b1 | c1);
        // A C-square disc next to an empty corner is not stable.
        QCOMPARE(stable_discs(b1, square_bit(9)), Bitboard{0});
    }

    void stableDiscsAreNeverFlipped() {
        // Discs reported stable keep their colour through random continuations.
        std::mt19937_64 rng(seed_from_environment() + 2);
        int stable_seen = 0;
        for (int i = 0; i < 400; ++i) {
            Position p = random_position(rng, 4 + i % 30);
            const Color owner = p.to_move;
            const Bitboard stable = stable_discs(p.player, p.opponent);
            QVERIFY((stable & ~p.player) == 0);
            stable_seen += popcount(stable);
            for (int game = 0; game < 4; ++game) {
                Position q = p;
                while (!q.is_game_over()) {
                    const Bitboard moves = q.moves();
                    if (!moves) {
                        q = q.pass();
                        continue;
                    }
                    int pick = static_cast<int>(rng() % popcount(moves));
                    Bitboard m = moves;
                    while (pick--) m = without_first(m);
                    q = q.play(first_square(m));
                    QVERIFY2((q.discs(owner) & stable) == stable, qPrintable(QString("position %1").arg(i)));
                }
            }
        }
        QVERIFY(stable_seen > 100);
    }

    void discsOnFourFilledLinesAreStable() {
        // Checked square by square by walking the lines: the solver's bound relies on
        // the line-filling shortcut, diagonals included.
        std::mt19937_64 rng(seed_from_environment() + 3);
        int found = 0;
        for (int i = 0; i < 20000; ++i) {
            const Bitboard filled = ~(rng() & rng() & rng() & rng());
            const Bitboard player = filled & rng();
            const Bitboard stable = stable_discs(player, filled & ~player);
            for (Bitboard m = player; m; m = without_first(m)) {
                const int sq = first_square(m);
                bool all_filled = true;
                for (int dc = -1; dc <= 1; ++dc)
                    for (int dr = -1; dr <= 1; ++dr) {
                        if (!dc && !dr) continue;
                        for (int c = column_of(sq) + dc, r = row_of(sq) + dr; c >= 0 && c < 8 && r >= 0 && r < 8;
                             c += dc, r += dr)
                            all_filled = all_filled && (filled & square_bit(square_of(c, r)));
                    }
                if (!all_filled) continue;
                ++found;
                QVERIFY2(stable & square_bit(sq), qPrintable(QString("board %1, square %2").arg(i).arg(sq)));
            }
        }
        QVERIFY(found > 1000);
    }

    void lastFlipCountMatchesFlips() {
        // The counting shortcut of the last empty square against the flips themselves.
        std::mt19937_64 rng(seed_from_environment() + 4);
        for (int i = 0; i < 100000; ++i) {
            const int sq = static_cast<int>(rng() % 64);
            const Bitboard player = rng() & ~square_bit(sq), opponent = ~(player | square_bit(sq));
            QCOMPARE(kernel::last_flip_count(player, sq), popcount(flipped_discs(player, opponent, sq)));
        }
    }
};

QTEST_GUILESS_MAIN(TestEndgame)
#include "test_endgame.moc"
