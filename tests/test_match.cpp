// Players and matches: the built-in players, paired games from the XOT openings, and
// the match statistics.
#include <QtTest>

#include <cmath>
#include <random>
#include <set>
#include <stdexcept>

#include "game_fixtures.h"
#include "reversi/game_clock.h"
#include "reversi/match.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

// Full-width negamax over the square table, with the table player's scale for a
// finished game: the reference its pruned search must agree with.
int plain_minimax(const Position& p, int depth) {
    if (p.is_game_over()) return final_score(p.player, p.opponent) * 100000 / 64;
    if (p.must_pass()) return -plain_minimax(p.apply(kPass), depth);
    if (depth == 0) return SquareTablePlayer::table_score(p.player, p.opponent);
    int best = -1000000;
    for (Bitboard m = p.moves(); m; m = without_first(m))
        best = std::max(best, -plain_minimax(p.apply(first_square(m)), depth - 1));
    return best;
}

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void openingsAreBuiltIn() {
        const auto& openings = xot_openings();
        QCOMPARE(int(openings.size()), 10784);
        QCOMPARE(write_transcript(openings.front()), std::string("f5d6c4d3c2b3b4b5"));
        for (const auto& o : openings) QCOMPARE(int(o.size()), 8);
    }

    void playerNames() {
        QCOMPARE(QString::fromStdString(make_player("greedy")->name()), QString("greedy"));
        QCOMPARE(QString::fromStdString(make_player("table:4")->name()), QString("table:4"));
        QCOMPARE(QString::fromStdString(make_player("level:3")->name()), QString("level:3"));
        QCOMPARE(QString::fromStdString(make_player("depth:5")->name()), QString("depth:5"));
        QCOMPARE(QString::fromStdString(make_player("time:100:mpc")->name()), QString("time:100:mpc"));
        QCOMPARE(QString::fromStdString(make_player("depth:5:pattern:mpc1.2")->name()), QString("depth:5:pattern:mpc1.2"));
        // The limits an engine player searches with (throws for another player).
        const auto limits_of = [](const std::unique_ptr<Player>& player) {
            const auto* engine = dynamic_cast<const EnginePlayer*>(player.get());
            if (!engine) throw std::logic_error(player->name() + " is not an engine player");
            return engine->limits();
        };
        const auto limits_named = [&](const std::string& spec) { return limits_of(make_player(spec)); };
        // A timed player solves from the empties its time affords, as NBoard's --move-time.
        const SearchLimits timed = limits_named("time:100:mpc");
        QCOMPARE(timed.exact_empties, affordable_exact_empties(0.1, 1));
        QVERIFY(timed.exact_empties > 0);
        // A level plays as the app's does, selective from level 11 on, unless :mpcT says
        // otherwise; the other kinds search full width unless :mpc says otherwise.
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            const SearchLimits named = limits_named("level:" + std::to_string(level)), own = level_limits(level);
            QCOMPARE(named.depth, own.depth);
            QCOMPARE(named.exact_empties, own.exact_empties);
            QCOMPARE(named.probcut, own.probcut);
            const SearchLimits made = limits_of(make_level_player(level));
            QVERIFY(made.probcut == own.probcut && made.depth == own.depth);
        }
        QVERIFY(limits_named("level:20").probcut > 0);
        QCOMPARE(limits_named("level:20:mpc1.5").probcut, 1.5);
        QCOMPARE(limits_named("level:5:mpc").probcut, kDefaultProbCut);
        QCOMPARE(limits_named("depth:5").probcut, 0.0);
        QCOMPARE(limits_named("time:100").probcut, 0.0);
        // A second or more a move (time:MS was cut at 999).
        QVERIFY(limits_named("time:2500").seconds >= 2.5);
        for (const char* bad : {"", "greed", "table:", "table:0", "table:x", "level:21", "level:-1", "depth:99",
                                "time:100:mpcx", "time:100:mpc0", "time:100:mpc1.5x", "time:100:fast", "time:3600001",
                                "depth:2:weights="})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, make_player(bad));
        // The message names what is wrong.
        try {
            make_player("table:3:book");
            QFAIL("table:3:book was taken");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString(e.what()),
                     QStringLiteral("player 'table:3:book': expected a whole number from 1 to 12 after ':', not '3:book'"));
        }
    }

    void greedyTakesTheMostDiscs() {
        // After f5 d6 c3 d3 c4, check greedy's choice against a full count.
        GameRecord game;
        game.moves = parse_transcript("f5d6c3d3c4");
        const Position p = game.current();
        GreedyPlayer greedy;
        const int chosen = greedy.choose_move(game);
        QVERIFY(p.is_legal(chosen));
        for (Bitboard m = p.moves(); m; m = without_first(m))
            QVERIFY(popcount(flipped_discs(p.player, p.opponent, first_square(m))) <=
                    popcount(flipped_discs(p.player, p.opponent, chosen)));
    }

    void aTimedPlayerAnswersAPassOrTheOnlyMoveAtOnce() {
        // time:2000 would spend its 2 s on any search; a forced pass and a position with
        // one legal move need none (under a clock that time came off it). Both early in
        // the game, where a search would not end by solving it.
        const std::unique_ptr<Player> player = make_player("time:2000");
        const auto quick = [&](const GameRecord& game, int expected) {
            QElapsedTimer timer;
            timer.start();
            QCOMPARE(player->choose_move(game), expected);
            QVERIFY2(timer.elapsed() < 1000, qPrintable(QString("%1 ms").arg(timer.elapsed())));
        };
        GameRecord game;
        game.moves = parse_transcript("d3c3e6d2d1e1b2c1");  // Black must pass, 52 empties
        QVERIFY(game.current().must_pass());
        quick(game, kPass);
        game.moves = fixtures::moves_to_only_move(30);
        quick(game, first_square(game.current().moves()));
    }

    // The table player's pruned, ordered search picks the first move (in square order)
    // with the best full-width minimax value over the square table.
    void tablePlayerPlaysPlainMinimax() {
        std::mt19937 random(12345);
        for (int game_number = 0; game_number < 12; ++game_number) {
            const std::vector<int> moves = fixtures::random_game(random);
            for (std::size_t ply = 0; ply < 40 && ply < moves.size(); ply += 3) {
                GameRecord game;
                game.moves.assign(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(ply));
                const Position p = game.current();
                if (p.must_pass()) continue;
                const int depth = 1 + static_cast<int>(ply % 5);
                SquareTablePlayer table(depth);
                int expected = kNoMove, best = 0;
                for (Bitboard m = p.moves(); m; m = without_first(m)) {
                    const int value = -plain_minimax(p.apply(first_square(m)), depth - 1);
                    if (expected == kNoMove || value > best) expected = first_square(m), best = value;
                }
                QCOMPARE(table.choose_move(game), expected);
            }
        }
    }

    void shortMatchCountsConsistently() {
        auto engine = make_player("depth:2");
        auto table = make_player("table:2");
        int callbacks = 0;
        const MatchResult r =
            play_match(*engine, *table, 20, [&](const MatchGame&, const MatchResult& so_far) {
                ++callbacks;
                QCOMPARE(so_far.games(), callbacks);
            });
        QCOMPARE(r.games(), 20);
        QCOMPARE(int(r.games_played.size()), 20);
        int wins = 0, draws = 0, losses = 0;
        std::set<int> openings;
        for (std::size_t i = 0; i < r.games_played.size(); ++i) {
            const MatchGame& g = r.games_played[i];
            openings.insert(g.opening);
            // Pairs: the same opening twice, the first player black, then white.
            QCOMPARE(g.first_is_black, i % 2 == 0);
            if (i % 2 == 1) QCOMPARE(g.opening, r.games_played[i - 1].opening);
            // The record replays to a finished game with the recorded score.
            const Position end = g.record.current();
            QVERIFY(end.is_game_over());
            QCOMPARE(g.first_score, g.first_is_black ? end.black_score() : -end.black_score());
            wins += g.first_score > 0;
            draws += g.first_score == 0;
            losses += g.first_score < 0;
        }
        QCOMPARE(int(openings.size()), 10);
        QCOMPARE(r.wins, wins);
        QCOMPARE(r.draws, draws);
        QCOMPARE(r.losses, losses);
        // The same count picks the same openings and, with deterministic players, the same games.
        auto engine2 = make_player("depth:2");
        auto table2 = make_player("table:2");
        const MatchResult again = play_match(*engine2, *table2, 20);
        QCOMPARE(again.wins, r.wins);
        QCOMPARE(again.losses, r.losses);
    }

    void eloFromScore() {
        MatchResult even;
        even.wins = even.losses = 10;
        QCOMPARE(even.elo(), 0.0);
        QVERIFY(even.elo_margin() > 0 && std::isfinite(even.elo_margin()));
        MatchResult three_to_one;
        three_to_one.wins = 30;
        three_to_one.losses = 10;
        QVERIFY(std::abs(three_to_one.elo() - 190.85) < 0.01);  // 400 log10(3)
        MatchResult sweep;
        sweep.wins = 10;
        QVERIFY(std::isinf(sweep.elo()) && sweep.elo() > 0);
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "test_match.moc"
