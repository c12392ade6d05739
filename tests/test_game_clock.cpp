// Game clocks: GGF's TI read and written, the time a side has left, and the plan that
// spends a clock by phase (never more than the clock, most where games are decided).
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "common/deadline.h"
#include "reversi/game_clock.h"
#include "reversi/notation.h"

using namespace reversi;

class TestGameClock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAndWritesTi() {
        const struct {
            const char* text;
            GameClock clock;
            const char* written;
        } cases[] = {
            {"5:00", {300, 0, 0}, "5:00"},
            {"15:00//02:00", {900, 0, 120}, "15:00//2:00"},
            {"1:00/2", {60, 2, 0}, "1:00/0:02"},
            {"1:02:03.5", {3723.5, 0, 0}, "1:02:03.5"},
            {"45", {45, 0, 0}, "0:45"},
            {"90:00", {5400, 0, 0}, "1:30:00"},
            {"0:59.5", {59.5, 0, 0}, "0:59.5"},
            {"0:30.25/0.5/10", {30.25, 0.5, 10}, "0:30.25/0:00.5/0:10"},
        };
        for (const auto& c : cases) {
            const GameClock read = parse_ggf_clock(c.text);
            QVERIFY2(read == c.clock, c.text);
            QCOMPARE(QString::fromStdString(ggf_clock_text(read)), QString(c.written));
            QVERIFY2(parse_ggf_clock(ggf_clock_text(read)) == read, c.text);
        }
    }

    void malformedTiIsRefusedWithTheReason() {
        const struct {
            const char* text;
            const char* message;
        } cases[] = {
            {"", "TI main time: expected seconds (a number, at least 0), found ''"},
            {"5:x0", "TI main time: expected seconds (a number, at least 0), found '5:x0'"},
            {"1.5:00", "TI main time: expected whole hours or minutes, found '1.5:00'"},
            {"-1:00", "TI main time: expected whole hours or minutes, found '-1:00'"},
            {"1:00/+2", "TI increment: expected seconds (a number, at least 0), found '+2'"},
            {"1:2:3:4", "TI main time: expected at most hours:minutes:seconds, found '1:2:3:4'"},
            {"1:00/1/1/1", "TI: expected at most main/increment/extension, found '1:00/1/1/1'"},
            {"9999999:00", "TI main time: expected at most 10000000 seconds, found '9999999:00'"},
            {"0:99", "TI main time: expected minutes and seconds below 60 after the first field, found '0:99'"},
            {"1:60:00", "TI main time: expected minutes and seconds below 60 after the first field, found '1:60:00'"},
            {"1:00/0:60", "TI increment: expected minutes and seconds below 60 after the first field, found '0:60'"},
        };
        for (const auto& c : cases) {
            try {
                parse_ggf_clock(c.text);
                QFAIL(qPrintable(QString("accepted '%1'").arg(c.text)));
            } catch (const ParseError& e) {
                QCOMPARE(QString(e.what()), QString(c.message));
            }
        }
    }

    // The longest time a clock may hold is a deadline the steady clock can count; beyond
    // its range a time is no limit at all, not an overflow.
    void deadlinesBeyondTheClocksRangeAreNever() {
        using Clock = std::chrono::steady_clock;
        const Clock::time_point now = Clock::now();
        QVERIFY(common::time_after(now, common::kLongestTimeSeconds) - now ==
                std::chrono::seconds(static_cast<long long>(common::kLongestTimeSeconds)));
        for (const double endless : {1e300, std::numeric_limits<double>::infinity(), std::nan("")}) {
            QVERIFY(common::time_after(now, endless) == Clock::time_point::max());
            QVERIFY(!common::Deadline::in(endless).passed());
        }
        QVERIFY(common::Deadline::in(1e-9).has_time_limit());
        // As far back, long passed; a second back, a second back.
        QVERIFY(common::time_after(now, -1e300) == Clock::time_point::min());
        QVERIFY(now - common::time_after(now, -1.0) == std::chrono::seconds(1));
    }

    void timeLeftCountsOnlyTheSidesOwnMoves() {
        const GameClock clock{60, 2, 10};
        const std::vector<Color> movers = {Color::Black, Color::White, Color::Black, Color::White, Color::Black};
        const std::vector<double> seconds = {5, 1, 7.5, 2, 0.5};
        QCOMPARE(time_left(clock, Color::Black, movers, seconds), 60 + 10 + 3 * 2 - 13.0);
        QCOMPARE(time_left(clock, Color::White, movers, seconds), 60 + 10 + 2 * 2 - 3.0);
        // Moves without a known time count as instant.
        QCOMPARE(time_left(clock, Color::White, movers, {5}), 60 + 10 + 2 * 2 - 0.0);
    }

    void aPlanSpentInFullStaysWithinTheClock() {
        // A side that takes every target it is given, move after move (its opponent's
        // moves in between), ends the game with time left, for short and long clocks
        // and with an increment; one that always overruns to the hard limit still does.
        for (const double main : {1.0, 10.0, 60.0, 900.0}) {
            for (const double increment : {0.0, 1.0}) {
                for (const int first_empties : {60, 59}) {
                    double on_target = main, overrun = main;
                    for (int empties = first_empties; empties > 0; empties -= 2) {
                        const MoveBudget b = plan_move(empties, on_target, increment, 1);
                        QVERIFY(b.target_seconds > 0 && b.target_seconds <= b.seconds);
                        // A third of what is left at most, or 60 % for the solve.
                        const double most = empties <= b.exact_empties ? 0.6 : 1.0 / 3;
                        QVERIFY2(b.seconds <= most * on_target + 0.001, qPrintable(QString::number(empties)));
                        on_target += increment - b.target_seconds;
                        overrun += increment - plan_move(empties, overrun, increment, 1).seconds;
                        QVERIFY2(on_target > 0 && overrun > 0,
                                 qPrintable(QString("%1 s + %2 at %3 empties: %4 s, %5 s left")
                                                .arg(main).arg(increment).arg(empties).arg(on_target).arg(overrun)));
                    }
                    // Taking the targets spends most of the clock: no time is hoarded.
                    QVERIFY2(on_target < 0.25 * main + increment * 30,
                             qPrintable(QString("%1 s: %2 s unused").arg(main).arg(on_target)));
                }
            }
        }
    }

    void theMidgameGetsMoreThanTheOpening() {
        // (With the same time left at each: 10 s solves from 25 empties.)
        const double left = 10;
        QVERIFY(plan_move(26, left, 0, 1).exact_empties < 26);
        const double opening = plan_move(50, left, 0, 1).target_seconds;
        const double midgame = plan_move(34, left, 0, 1).target_seconds;
        const double before_solve = plan_move(26, left, 0, 1).target_seconds;
        QVERIFY2(opening < midgame && midgame < before_solve,
                 qPrintable(QString("%1 %2 %3").arg(opening).arg(midgame).arg(before_solve)));
        // With the same time left, fewer moves to come means more for each.
        QVERIFY(plan_move(30, 60, 0, 1).target_seconds > plan_move(40, 60, 0, 1).target_seconds);
    }

    void moreTimeSolvesEarlier() {
        int previous = 0;
        for (const double seconds : {0.01, 0.1, 1.0, 10.0, 100.0}) {
            const int empties = affordable_exact_empties(seconds, 1);
            QVERIFY2(empties > previous, qPrintable(QString::number(seconds)));
            QVERIFY(empties <= affordable_exact_empties(seconds, 2));
            previous = empties;
        }
        QVERIFY(affordable_exact_empties(0.1, 1) >= 14 && affordable_exact_empties(100, 1) <= 30);
        // The solve may take more than a move's share of the clock (the moves after it
        // are free), but not all of it.
        for (const double left : {1.0, 10.0, 600.0}) {
            const MoveBudget at40 = plan_move(40, left, 0, 1);
            QVERIFY(at40.exact_empties < 40);
            // It is planned within 30 % of the time left (a reserve comes off first), and
            // not far below it.
            QVERIFY(at40.exact_empties <= affordable_exact_empties(0.3 * left, 1));
            QVERIFY(at40.exact_empties >= affordable_exact_empties(0.2 * left, 1));
            const MoveBudget solving = plan_move(at40.exact_empties, left, 0, 1);
            QVERIFY2(solving.target_seconds > 0.25 * left && solving.seconds <= 0.6 * left,
                     qPrintable(QString("%1 s: target %2 s, at most %3 s").arg(left).arg(solving.target_seconds).arg(solving.seconds)));
        }
        const MoveBudget b = plan_move(20, 600, 0, 1);
        const SearchLimits limits = with_budget(level_limits(5), b);
        QCOMPARE(limits.seconds, b.seconds);
        QCOMPARE(limits.target_seconds, b.target_seconds);
        QCOMPARE(limits.exact_empties, b.exact_empties);
        QCOMPARE(limits.depth, level_limits(5).depth);
    }
};

QTEST_GUILESS_MAIN(TestGameClock)
#include "test_game_clock.moc"
