// The NoGo searches: MCTS-Solver's proofs and MinMax's exact scores against a plain
// alpha-beta on small late positions, the analysis stream, cancellation, and MCTS
// against a random player.
#include <QtTest>

#include <atomic>
#include <cmath>
#include <limits>
#include <random>
#include <thread>

#include "nogo/board.h"
#include "nogo/mcts.h"
#include "nogo/minmax.h"
#include "nogo/players.h"
#include "search/mcts_tree.h"

using namespace nogo;

namespace {

// Plain negamax without evaluation: does the side to move win?
bool wins(const Position& p) {
    for (Bits b = p.moves(); b; b = without_first(b))
        if (!wins(p.after(first_point(b)))) return true;
    return false;
}

// Late positions of random games where the side to move has at most `moves` moves and
// both sides together at most `total` legal points (small enough for plain search).
std::vector<Position> late_positions(int count, int moves, int total, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::vector<Position> positions;
    while (static_cast<int>(positions.size()) < count) {
        Position p;
        while (!p.is_game_over()) {
            if (popcount(p.moves()) <= moves && popcount(p.legal(Color::Black) | p.legal(Color::White)) <= total) {
                positions.push_back(p);
                break;
            }
            const Bits legal = p.moves();
            p.play(nth_point(legal, int(random() % popcount(legal))));
        }
    }
    return positions;
}

}  // namespace

class TestNogoSearch : public QObject {
    Q_OBJECT
private slots:
    // Every proof MCTS-Solver gives (root and each root move) agrees with plain search,
    // and it proves most of these small positions.
    void solverProofsMatchAlphaBeta() {
        const std::vector<Position> positions = late_positions(40, 8, 14, 7);
        int proven = 0;
        for (const Position& p : positions) {
            Mcts mcts;
            SearchLimits limits;
            limits.seconds = 0;
            limits.playouts = 20000;
            Analysis last;
            const SearchResult r = mcts.search(p, limits, [&](const Analysis& a) { last = a; });
            const bool expected = wins(p);
            if (r.proven != 0) {
                ++proven;
                QCOMPARE(r.proven > 0, expected);
            }
            if (expected) QVERIFY2(!wins(p.after(r.move)) || r.proven == 0, "a proven win must play a winning move");
            QVERIFY(last.final);
            QCOMPARE(int(last.moves.size()), popcount(p.moves()));
            for (const MoveStat& s : last.moves)
                if (s.proven != 0) QCOMPARE(s.proven > 0, !wins(p.after(s.move)));
        }
        qInfo("MCTS-Solver proved %d of %zu positions", proven, positions.size());
        QVERIFY(proven >= int(positions.size()) * 3 / 4);
    }

    // MinMax solves them exactly, with a proven score for every move when analysing, and
    // the same proof when playing.
    void minmaxIsExactNearTheEnd() {
        for (const Position& p : late_positions(40, 8, 14, 11)) {
            MinMax minmax;
            SearchLimits limits;
            limits.seconds = 0;
            Analysis last;
            const SearchResult r = minmax.search(p, limits, [&](const Analysis& a) { last = a; });
            QVERIFY(r.proven != 0);
            QCOMPARE(r.proven > 0, wins(p));
            QCOMPARE(int(last.moves.size()), popcount(p.moves()));
            for (const MoveStat& s : last.moves) {
                QVERIFY(s.proven != 0);
                QCOMPARE(s.proven > 0, !wins(p.after(s.move)));
            }
            // As match, selfplay and GTP search it, with no analysis (a null-window root):
            // the same proof, and a winning move where there is one.
            MinMax playing;
            const SearchResult played = playing.search(p, limits);
            QCOMPARE(played.proven, r.proven);
            QVERIFY(p.is_legal(played.move));
            if (wins(p)) QVERIFY(!wins(p.after(played.move)));
        }
    }

    // MCTS-Solver's proofs on two threads agree with plain search too.
    void solverProofsHoldOnTwoThreads() {
        int proven = 0;
        for (const Position& p : late_positions(20, 8, 14, 13)) {
            Mcts mcts;
            SearchLimits limits;
            limits.seconds = 0;
            limits.playouts = 20000;
            limits.threads = 2;
            const SearchResult r = mcts.search(p, limits);
            if (r.proven == 0) continue;
            ++proven;
            QCOMPARE(r.proven > 0, wins(p));
            if (r.proven > 0) QVERIFY(!wins(p.after(r.move)));
        }
        QVERIFY(proven >= 10);
    }

    // A search without limits ends when another thread cancels it, with a legal move,
    // and streams its analysis meanwhile (MCTS on two threads, and MinMax).
    void cancelStopsAnUnlimitedSearch() {
        Mcts mcts;
        MinMax minmax;
        for (Engine* engine : {static_cast<Engine*>(&mcts), static_cast<Engine*>(&minmax)}) {
            std::atomic<bool> cancel{false};
            SearchLimits limits;
            limits.seconds = 0;
            limits.threads = 2;
            limits.cancel = &cancel;
            limits.report_seconds = 0.02;
            int reports = 0;
            bool final_seen = false;
            std::thread stopper([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(300));
                cancel = true;
            });
            const Position p;
            const SearchResult r = engine->search(p, limits, [&](const Analysis& a) {
                ++reports;
                QVERIFY(!final_seen);
                final_seen = a.final;
                QCOMPARE(int(a.moves.size()), kPoints);
            });
            stopper.join();
            QVERIFY(p.is_legal(r.move));
            QVERIFY(final_seen);
            QVERIFY2(reports >= 2, engine->name().c_str());
        }
    }

    // A node's wins keep counting past 2^24 playouts (a float stopped there, and the
    // best move's win rate then sank as its visits grew, some minutes into the heat-map).
    void winsCountPastFloatPrecision() {
        MctsNode root;
        root.visits = 1u << 24;
        root.wins = 1u << 24;
        MctsNode* path[] = {&root};
        const Bits played[2] = {0, 0};
        back_up(path, 1, Color::Black, Color::Black, played, false);
        QCOMPARE(root.wins, double((1u << 24) + 1));
    }

    // A search ends before a node's 32-bit counts could overflow (the root's count of a
    // tree kept from move to move), and once proven.
    void searchEndsBeforeTheCountsOverflow() {
        const MctsOptions defaults;
        MctsNode root;
        QVERIFY(may_search_on(root, defaults));
        root.visits = defaults.max_root_visits - 1;
        QVERIFY(may_search_on(root, defaults));
        root.visits = defaults.max_root_visits;
        QVERIFY(!may_search_on(root, defaults));
        MctsOptions beyond;  // asked for more than the counts hold
        beyond.max_root_visits = std::numeric_limits<std::uint32_t>::max();
        root.visits = kMostRootVisits - 1;
        QVERIFY(may_search_on(root, beyond));
        root.visits = kMostRootVisits;
        QVERIFY(!may_search_on(root, beyond));
        // What may still come on top: a playout under way on each of many threads, and a
        // child's virtual playouts of the strongest prior (MctsOptions, "prior" up to 1000).
        QVERIFY(std::uint64_t(kMostRootVisits) + 1000 + 4096 <= std::numeric_limits<std::uint32_t>::max());
        MctsNode proven;
        proven.proof = 1;
        QVERIFY(!may_search_on(proven, defaults));
        // The search itself stops at the count, and a kept tree that has reached it
        // searches no more.
        MctsOptions options;
        options.max_root_visits = 500;
        Mcts mcts(options);
        SearchLimits limits;
        limits.seconds = 0;
        limits.playouts = 5000;
        const Position start;
        const SearchResult first = mcts.search(start, limits);
        QVERIFY2(first.playouts > 0 && first.playouts <= 500, qPrintable(QString::number(first.playouts)));
        QVERIFY(start.is_legal(first.move));
        const SearchResult again = mcts.search(start, limits);
        QCOMPARE(again.playouts, std::uint64_t(0));
        QVERIFY(start.is_legal(again.move));
    }

    // A move's win rate is the search's estimate, the prior's virtual playouts counted
    // with its real ones: a move of a playout or two is not reported as a sure win or loss
    // (the heat-map would make it the best move, or grade it a blunder). Its visits are
    // its real playouts, which add up to the search's.
    void aFewPlayoutsAreNotCertain() {
        Mcts mcts{MctsOptions{}};
        SearchLimits limits;
        limits.seconds = 0;
        limits.playouts = 300;
        std::vector<MoveStat> moves;
        const SearchResult r = mcts.search(Position(), limits, [&](const Analysis& a) {
            if (a.final) moves = a.moves;
        });
        QCOMPARE(int(moves.size()), popcount(Position().moves()));
        int few = 0;
        std::uint64_t visits = 0;
        for (const MoveStat& m : moves) {
            QCOMPARE(m.proven, 0);
            visits += m.visits;
            if (m.visits == 0 || m.visits > 3) continue;
            ++few;
            QVERIFY2(m.win_rate > 0.05 && m.win_rate < 0.95,
                     qPrintable(QStringLiteral("%1: %2 of %3 playouts").arg(m.move).arg(m.win_rate).arg(m.visits)));
        }
        QVERIFY(few > 0);
        QCOMPARE(visits, r.playouts);
        QCOMPARE(r.move, moves.front().move);
        QCOMPARE(r.win_rate, moves.front().win_rate);
    }

    void treeIsReused() {
        // After a search and its move (and, as GTP and Botzone play, the opponent's reply),
        // the next search starts from that position's subtree: its moves carry the first
        // search's playouts as well as its own. Without reuse (or with a reuse that finds
        // no subtree) they carry exactly its own (the prior's virtual playouts are not
        // reported as playouts). Either way they are the position's moves.
        for (const int plies : {1, 2}) {
            for (const bool reuse : {true, false}) {
                MctsOptions options;
                options.reuse_tree = reuse;
                Mcts mcts(options);
                SearchLimits limits;
                limits.seconds = 0;
                limits.playouts = 20000;
                Position p;
                p = p.after(mcts.search(p, limits).move);
                QVERIFY(mcts.tree_nodes() > 100);
                if (plies == 2) {
                    // A reply the first search looked at: a good one, by a search of its own.
                    Mcts other{MctsOptions{}};
                    limits.playouts = 5000;
                    p = p.after(other.search(p, limits).move);
                }
                limits.playouts = 1000;
                std::uint64_t through_moves = 0;
                Bits reported = 0;
                const SearchResult r = mcts.search(p, limits, [&](const Analysis& a) {
                    if (!a.final) return;
                    for (const MoveStat& m : a.moves) {
                        through_moves += m.visits;
                        reported |= Bits{1} << m.move;
                    }
                });
                QCOMPARE(r.playouts, std::uint64_t(1000));
                QVERIFY(reported == p.moves());
                // (The position reached has a share of the first search's 20,000 playouts:
                // at one ply more than the second search's 1,000, at two a few dozen.)
                const QString figures =
                    QString("%1 plies, reuse %2: %3 playouts through the moves").arg(plies).arg(reuse).arg(through_moves);
                if (!reuse)
                    QVERIFY2(through_moves == r.playouts, qPrintable(figures));
                else if (plies == 1)
                    QVERIFY2(through_moves > 2 * r.playouts, qPrintable(figures));
                else
                    QVERIFY2(through_moves > r.playouts, qPrintable(figures));
            }
        }
    }

    void mctsBeatsRandom() {
        RandomPlayer random(5);
        for (int game = 0; game < 4; ++game) {
            GameRecord record;
            const Color mcts_colour = game % 2 == 0 ? Color::Black : Color::White;
            Mcts engine;
            SearchLimits limits;
            limits.seconds = 0;
            limits.playouts = 1500;
            while (!record.position.is_game_over())
                record.play(record.position.to_move() == mcts_colour ? engine.search(record.position, limits).move
                                                                     : random.choose_move(record));
            QCOMPARE(record.position.winner(), mcts_colour);
        }
    }
};

QTEST_GUILESS_MAIN(TestNogoSearch)
#include "test_nogo_search.moc"
