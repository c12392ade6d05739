// `reversi-engine nboard` over pipes: scripted sessions checking every answer, with
// malformed commands, ping while searching, a forced pass and the end of the game;
// and the engine in this process, with a search that fails.
#include "reversi/nboard.h"

#include <QtTest>

#include <algorithm>
#include <cctype>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <new>

#include "decimal_comma_locale.h"
#include "game_fixtures.h"
#include "line_process.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

using namespace reversi;

namespace {

const char* const kExampleGame =
    "(;GM[Othello]PC[x]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O-----------------------"
    "---- *]B[F5];)";

QByteArray ggf_of(const std::vector<int>& moves) {
    GgfGame game;
    for (int m : moves) game.moves.push_back({m, {}, {}});
    return QByteArray::fromStdString(write_ggf(game));
}

class Session {
public:
    Session() : engine_(REVERSI_ENGINE, {"nboard"}) { engine_.write_line("nboard 2"); }
    void send(const QByteArray& line) { engine_.write_line(line); }
    QString line() { return engine_.read_line(); }
    // Sends "ping N" and returns the lines that came before "pong N".
    QStringList sync(int n) {
        send("ping " + QByteArray::number(n));
        QStringList before;
        for (QString l = line(); l != "pong " + QString::number(n); l = line()) {
            if (l.isNull()) {
                before << "<no pong>";
                break;
            }
            before << l;
        }
        return before;
    }
    // The move of the next "=== MOVE/EVAL/TIME" line (nodestats lines are skipped).
    int go_answer() {
        send("go");
        QString l = line();
        while (l.startsWith("nodestats ")) l = line();
        if (!l.startsWith("=== ")) return kNoMove;
        const QStringList fields = l.mid(4).split('/');
        if (fields.size() != 1 && fields.size() != 3) return kNoMove;
        bool eval_ok = true, time_ok = true;
        if (fields.size() == 3) fields[1].toDouble(&eval_ok), fields[2].toDouble(&time_ok);
        const QString move = fields[0];
        if (!eval_ok || !time_ok || move != move.toUpper()) return kNoMove;
        return parse_square(move.toStdString());
    }
    LineProcess& process() { return engine_; }

private:
    LineProcess engine_;
};

bool legal_answer(const Position& p, int move) { return move == kPass ? p.must_pass() : p.is_legal(move); }

// The default evaluation, or std::bad_alloc while `fail` is set: a search that runs
// out of memory (in whichever of its threads evaluates).
class FailingEvaluator : public Evaluator {
public:
    int evaluate(Bitboard player, Bitboard opponent) const override {
        if (fail) throw std::bad_alloc();
        return default_evaluator().evaluate(player, opponent);
    }
    std::atomic<bool> fail{true};
};

// The lines an NboardEngine in this process writes (from any thread), read in order.
class EngineLines {
public:
    NboardEngine::Output output() {
        return [this](const std::string& line) {
            std::lock_guard<std::mutex> lock(mutex_);
            lines_.push_back(QString::fromStdString(line));
            arrived_.notify_all();
        };
    }
    // The next line, or a null string when none comes within LineProcess::kWaitMs.
    QString next() {
        std::unique_lock<std::mutex> lock(mutex_);
        if (!arrived_.wait_for(lock, std::chrono::milliseconds(LineProcess::kWaitMs), [&] { return !lines_.empty(); }))
            return {};
        const QString line = lines_.front();
        lines_.pop_front();
        return line;
    }

private:
    std::mutex mutex_;
    std::condition_variable arrived_;
    std::deque<QString> lines_;
};

}  // namespace

class TestNboard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goAnswersWithoutPlaying() {
        Session s;
        s.send("set depth 4");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send(QByteArray("set game ") + kExampleGame);
        QCOMPARE(s.sync(1), QStringList());
        const Position after_f5 = Position::start().play(parse_square("f5"));
        const int move = s.go_answer();
        QVERIFY(legal_answer(after_f5, move));
        // "go" did not play it: the GUI's "move" with it is accepted, and the next
        // answer is for the other side.
        s.send(QByteArray("move ") + QByteArray::fromStdString(square_name(move)) + "/-1.00/0.02");
        QCOMPARE(s.sync(2), QStringList());
        QVERIFY(legal_answer(after_f5.play(move), s.go_answer()));
        s.send("quit");
        QCOMPARE(s.process().wait_exit(), 0);
    }

    void hintStreamsBestFirst() {
        Session s;
        s.send("set depth 5");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send(QByteArray("set game ") + kExampleGame);
        s.send("hint 2");  // of White's 3 replies to f5 (d6, f4, f6)
        const Position p = Position::start().play(parse_square("f5"));
        QMap<int, QList<double>> evals;  // depth -> evals in the order given
        for (QString l = s.line(); l != "status"; l = s.line()) {
            QVERIFY2(!l.isNull(), "hint ended without status");
            const QStringList f = l.split(' ');
            QVERIFY2(f.size() == 5 && f[0] == "search" && f[3] == "0", qPrintable(l));
            // The PV replays legally, the side to move's moves upper case, the opponent's lower.
            const std::string pv = f[1].toStdString();
            QVERIFY(!pv.empty() && pv.size() % 2 == 0);
            Position q = p;
            for (std::size_t i = 0; i < pv.size(); i += 2) {
                const bool upper = std::isupper(static_cast<unsigned char>(pv[i]));
                QVERIFY2(upper == (q.to_move == p.to_move), qPrintable(l));
                const int move = parse_square(pv.substr(i, 2));
                QVERIFY2(legal_answer(q, move), qPrintable(l));
                q = q.apply(move);
            }
            bool ok = false;
            evals[f[4].toInt(&ok)] << f[2].toDouble();
            QVERIFY(ok);
        }
        QCOMPARE(evals.lastKey(), 5);
        for (const QList<double>& at_depth : evals) {
            QCOMPARE(at_depth.size(), 2);
            for (int i = 1; i < at_depth.size(); ++i) QVERIFY(at_depth[i - 1] >= at_depth[i]);
        }
        QCOMPARE(s.sync(1), QStringList());
    }

    void malformedCommandsChangeNothing() {
        Session s;
        s.send("set depth 3");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send(QByteArray("set game ") + kExampleGame);
        const struct {
            QByteArray command;
            QString answer;
        } cases[] = {
            {"set game (;GM[Chess]BO[8 " + QByteArray(64, '-') + " *];)",
             "status error in 'set game': game 1, line 1, column 3, tag GM: the game is 'Chess', not Othello"},
            {"set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[A1];)",
             "status error in 'set game': "},
            {"set game", "status error in 'set game': "},
            {"move Z9", "status error in 'move': 'Z9' is not a move"},
            {"move A1", "status error in 'move': a1 is not legal for White (it turns no disc)"},
            {"move F5", "status error in 'move': f5 is not legal for White (the square is taken)"},
            {"move PA", "status error in 'move': PA is not legal for White (White has a move)"},
            {"set depth x", "status error in 'set depth': expected a whole number from 1 to 60, found 'x'"},
            {"set depth 0", "status error in 'set depth': expected a whole number from 1 to 60, found '0'"},
            {"set contempt lots", "status error in 'set contempt': expected a whole number"},
            {"hint", "status error in 'hint': expected a whole number from 1 to 64, found ''"},
            // The eval of a move is checked as set game's is, though not used.
            {"move D6/abc", "status error in 'move': 'abc' is not an evaluation"},
            {"move D6/1e999/", "status error in 'move': '1e999' is not an evaluation"},
            // A long or unprintable value is quoted in part.
            {"hint " + QByteArray(100000, 'x'),
             "status error in 'hint': expected a whole number from 1 to 64, found '" + QString(24, 'x') + "...'"},
            {"move D6/\x1b[2J", "status error in 'move': '?[2J' is not an evaluation"},
        };
        for (const auto& c : cases) {
            s.send(c.command);
            const QString answer = s.line();
            QVERIFY2(answer.startsWith(c.answer), qPrintable(c.command.left(80) + " -> " + answer.left(200)));
            QVERIFY2(answer.size() < 200, qPrintable(c.command.left(80) + " -> " + answer.left(200)));
        }
        s.send("ping " + QByteArray(100000, '7') + "x");
        QCOMPARE(s.line(), "pong " + QString(64, '7') + "...");
        s.send("ping " + QByteArray(30, '9'));  // an id of any plausible length comes back whole
        QCOMPARE(s.line(), "pong " + QString(30, '9'));
        // Unknown commands are ignored without a word; accepted ones that need no answer too.
        s.send("frobnicate 12");
        s.send("set contempt 50");
        s.send("nboard 2");
        QCOMPARE(s.sync(3), QStringList());
        s.send("learn");
        QCOMPARE(s.line(), QString("learned"));
        // Still the position after f5, at depth 3.
        QVERIFY(legal_answer(Position::start().play(parse_square("f5")), s.go_answer()));
    }

    void pingStopsASearch() {
        Session s;
        s.send("set depth 60");  // from the start: far beyond any time this test waits
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("go");
        for (const QString& l : s.sync(1)) QVERIFY2(!l.startsWith("==="), qPrintable(l));
        QCOMPARE(s.sync(2), QStringList());  // nothing of the stopped search after the pong
        s.send("hint 4");
        s.sync(3);  // search lines may come before the pong: the GUI ignores them
        QCOMPARE(s.sync(4), QStringList());
        // A new position while searching also stops the search.
        s.send("go");
        s.send("move F5");
        s.send("set depth 2");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        QCOMPARE(s.sync(5), QStringList());
        QVERIFY(legal_answer(Position::start().play(parse_square("f5")), s.go_answer()));
    }

    // Without a ping between them, commands run in their order: each go is answered
    // before the hint starts, and a hint gives way to the next command at once. The
    // commands after them are read all the while: a ping stops the go and what waits.
    void aHintAfterAGoWaitsForItsAnswer() {
        Session s;
        s.send("set depth 12");  // a go of a tenth of a second: still searching when the hint comes
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("go");
        s.send("go");  // waits, and is answered in turn
        s.send("hint 1");
        QString l;
        for (int answer = 0; answer < 2; ++answer) {
            for (l = s.line(); l.startsWith("nodestats "); l = s.line()) {}
            QVERIFY2(l.startsWith("=== "), qPrintable(l));
            QVERIFY(legal_answer(Position::start(), parse_square(l.mid(4, 2).toStdString())));
        }
        l = s.line();
        QVERIFY2(l.startsWith("search "), qPrintable(l));  // then the hint
        while (l.startsWith("search ")) l = s.line();
        QCOMPARE(l, QString("status"));
        s.send("set depth 60");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("hint 4");
        QVERIFY(s.line().startsWith("search "));
        s.send("set depth 2");  // for the next search; the hint goes on
        for (l = s.line(); l.startsWith("search "); l = s.line()) {}
        QCOMPARE(l, QString("set myname Reversi"));
        s.send("go");  // not answered after hours of hint
        for (l = s.line(); l.startsWith("search ") || l.startsWith("nodestats "); l = s.line()) {}
        QVERIFY2(l.startsWith("=== "), qPrintable(l));
        s.send("set depth 60");  // from the start: hours
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("go");
        s.send("hint 2");
        QCOMPARE(s.sync(7), QStringList());  // the pong at once, and nothing of either search
        QCOMPARE(s.sync(8), QStringList());
        s.send("quit");
        QCOMPARE(s.process().wait_exit(), 0);
    }

    void passAndEndOfGame() {
        Session s;
        s.send("set depth 3");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        const std::vector<int> to_pass = fixtures::moves_to_forced_pass();
        const Position before_pass = fixtures::replay(to_pass);
        s.send("set game " + ggf_of(to_pass));
        QCOMPARE(s.sync(1), QStringList());
        QCOMPARE(s.go_answer(), kPass);
        const int some_square = first_square(before_pass.empties());
        s.send("move " + QByteArray::fromStdString(square_name(some_square)));
        QVERIFY(s.line().startsWith("status error in 'move': "));
        s.send("move PA");
        QCOMPARE(s.sync(2), QStringList());
        QVERIFY(legal_answer(before_pass.pass(), s.go_answer()));

        const std::vector<int> game = fixtures::finished_game();
        s.send("set game " + ggf_of(game));
        QCOMPARE(s.sync(3), QStringList());
        s.send("go");
        QCOMPARE(s.line(), QString("status the game is over: no move to choose"));
        s.send("hint 2");
        QCOMPARE(s.line(), QString("status"));
        s.send("move PA");
        QCOMPARE(s.line(), QString("status error in 'move': the game is over"));
    }

    void failedSearchIsReportedAndTheGameGoesOn() {
        // std::bad_alloc in the search (in the worker thread, or the driver's helpers
        // with 2 threads): a status line names it, the engine and its position stay.
        for (const int threads : {1, 2}) {
            FailingEvaluator evaluator;
            EngineLines lines;
            NboardEngine engine(lines.output(), threads, 16, &evaluator);
            engine.handle("nboard 2");
            engine.handle("set depth 4");
            QCOMPARE(lines.next(), QString("set myname Reversi"));
            engine.handle(std::string("set game ") + kExampleGame);
            engine.handle("go");
            QCOMPARE(lines.next(), QString("status error in 'go': out of memory for the search"));
            engine.handle("hint 2");
            QCOMPARE(lines.next(), QString("status error in 'hint': out of memory for the search"));
            evaluator.fail = false;
            engine.handle("go");
            QString answer = lines.next();
            if (answer.startsWith("nodestats ")) answer = lines.next();
            QVERIFY2(answer.startsWith("=== "), qPrintable(answer));
            const int move = parse_square(answer.mid(4, 2).toStdString());
            QVERIFY(legal_answer(Position::start().play(parse_square("f5")), move));
            engine.handle("quit");
        }
    }

    void numbersIgnoreTheProcessLocale() {
        // Evaluations and times keep their decimal point under a decimal-comma locale.
        const DecimalCommaLocale comma;
        QVERIFY2(comma.active(), DecimalCommaLocale::missing());
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.handle("set depth 4");
        QCOMPARE(lines.next(), QString("set myname Reversi"));
        engine.handle(std::string("set game ") + kExampleGame);
        engine.handle("go");
        const QString stats = lines.next(), answer = lines.next();
        QVERIFY2(QRegularExpression("^nodestats \\d+ \\d+\\.\\d\\d$").match(stats).hasMatch(), qPrintable(stats));
        QVERIFY2(QRegularExpression("^=== [A-H][1-8]/-?\\d+\\.\\d\\d/\\d+\\.\\d\\d$").match(answer).hasMatch(),
                 qPrintable(answer));
        engine.handle("hint 1");
        for (QString l = lines.next(); l != "status"; l = lines.next()) {
            QVERIFY2(!l.isNull(), "hint ended without status");
            QVERIFY2(QRegularExpression("^search \\S+ -?\\d+\\.\\d\\d 0 \\d+$").match(l).hasMatch(), qPrintable(l));
        }
        engine.handle("quit");
    }

    void hintsMarkSelectiveDepths() {
        // A position at 20 empties under 'set depth 20' (full width, exact from 24
        // empties): the hint lists the midgame depths, then the solver's selective
        // scores as "20@93%" (its last pass cuts at t = 1.8: right with probability
        // erf(1.8 / sqrt 2)), then the exact score as 60.
        const auto records = read_obf_file(REVERSI_TEST_DATA "/bestmove.obf");
        const auto record = std::find_if(records.begin(), records.end(),
                                         [](const ObfRecord& r) { return r.position.empty_count() == 20; });
        QVERIFY(record != records.end());
        GgfGame game;
        game.start = record->position;
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.handle("set depth 20");
        QCOMPARE(lines.next(), QString("set myname Reversi"));
        engine.handle("set game " + write_ggf(game));
        const auto hint_depths = [&] {
            engine.handle("hint 1");
            QStringList depths;
            for (QString l = lines.next(); l != "status" && !l.isNull(); l = lines.next()) depths << l.split(' ').value(4);
            return depths;
        };
        const QStringList solved = hint_depths();
        QCOMPARE(solved, (QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "20@93%", "60"}));

        // Played by time, the midgame search is selective (Multi-ProbCut at
        // kDefaultProbCut): its depths carry the probability that the cuts were right,
        // erf(t / sqrt 2) (t = 1.1: 73 %; 1.5: 87 %, as NBoard's engines write them).
        QCOMPARE(cut_probability_percent(1.1), 73);
        QCOMPARE(cut_probability_percent(1.5), 87);
        QCOMPARE(cut_probability_percent(0), 0);
        engine.play_by_time(0.3);
        engine.set_probcut(kDefaultProbCut);
        engine.handle(std::string("set game ") + kExampleGame);
        const QStringList midgame = hint_depths();
        QVERIFY(!midgame.isEmpty());
        const QRegularExpression selective(QStringLiteral("^\\d+@%1%$").arg(cut_probability_percent(kDefaultProbCut)));
        for (const QString& depth : midgame) QVERIFY2(selective.match(depth).hasMatch(), qPrintable(depth));
        engine.handle("quit");
    }

    void playingByTimeOutlastsTheDepth() {
        // After play_by_time, 'set depth 1' is answered but changes nothing: the search
        // deepens for its time (half a second), far past depth 1 (4 positions here).
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.play_by_time(0.5);
        engine.set_probcut(kDefaultProbCut);
        engine.handle("set depth 1");
        QCOMPARE(lines.next(), QString("set myname Reversi"));
        engine.handle(std::string("set game ") + kExampleGame);
        engine.handle("go");
        const QString stats = lines.next(), answer = lines.next();
        QVERIFY2(stats.startsWith("nodestats ") && stats.split(' ').value(1).toULongLong() > 100, qPrintable(stats));
        QVERIFY2(answer.startsWith("=== "), qPrintable(answer));
        QVERIFY(legal_answer(Position::start().play(parse_square("f5")), parse_square(answer.mid(4, 2).toStdString())));
        engine.handle("quit");
    }

    void playingByTheClock() {
        // The clock of 'set game' (TI and the move times) and of 'move X/eval/seconds'
        // sets each search's time: never more than a third of what the side has left.
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.play_by_clock();
        engine.handle("set depth 1");
        QCOMPARE(lines.next(), QString("set myname Reversi"));
        const QString start = "BO[8 ---------------------------O*------*O--------------------------- *]";
        // Without TI the engine says how it plays instead.
        engine.handle(("set game (;GM[Othello]" + start + "B[F5];)").toStdString());
        QCOMPARE(lines.next(), QString("status the game has no clock (TI): playing by depth"));
        // Bad clocks and times change nothing.
        engine.handle(("set game (;GM[Othello]TI[5:x]" + start + ";)").toStdString());
        QCOMPARE(lines.next(), QString("status error in 'set game': TI main time: expected seconds (a number, at "
                                       "least 0), found '5:x'"));
        engine.handle("move D6//soon");
        QCOMPARE(lines.next(), QString("status error in 'move': 'soon' is not a time in seconds"));
        engine.handle("move D6//-1");
        QCOMPARE(lines.next(), QString("status error in 'move': '-1' is not a time in seconds"));
        // White has 2 s left of 20 after f5 d6 (White's 18 s) and c3: a short search.
        engine.handle(("set game (;GM[Othello]TI[0:20]" + start + "B[F5//1]W[D6//12.5];)").toStdString());
        engine.handle("move C3//0.5");
        engine.handle("move D3//5.5");  // White: 2 s left
        engine.handle("move C4");
        engine.handle("go");
        const QString stats = lines.next(), answer = lines.next();
        QVERIFY2(stats.startsWith("nodestats "), qPrintable(stats));
        const QStringList fields = answer.mid(4).split('/');
        QVERIFY2(answer.startsWith("=== ") && fields.size() == 3, qPrintable(answer));
        const Position p = fixtures::replay(parse_transcript("f5d6c3d3c4"));
        QVERIFY(legal_answer(p, parse_square(fields[0].toStdString())));
        // A third of 2 s at most, with room for a loaded machine's late stop.
        QVERIFY2(fields[2].toDouble() <= 2.0 / 3 + 0.3, qPrintable(answer));
        engine.handle("quit");
    }

    void aHintByTheClockIsNotBudgetedByIt() {
        // White to move with none of 16 s left: a hint is analysis, not White's move, so
        // White's clock does not cut it short; it searches as a hint does without the
        // clock, to the depth set. (Planned from that clock, it reached depth 1 or 5 or
        // none, as the machine's load had it, and sometimes gave no evaluation at all.)
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.play_by_clock();
        engine.handle("set depth 4");
        QCOMPARE(lines.next(), QString("set myname Reversi"));
        engine.handle("set game (;GM[Othello]TI[0:16]BO[8 ---------------------------O*------*O--------------------"
                      "------- *]B[F5//0];)");
        engine.handle("move D6//16");
        engine.handle("move C3//0");
        engine.handle("hint 3");
        int deepest = 0;
        for (QString l = lines.next(); l != "status"; l = lines.next()) {
            QVERIFY2(l.startsWith("search "), qPrintable(l));
            deepest = std::max(deepest, l.split(' ').value(4).toInt());
        }
        QCOMPARE(deepest, 4);
        engine.handle("quit");
    }

    void theOnlyMoveIsAnsweredAtOnce() {
        // Playing by time (2 s a move), a position with one legal move is answered with a
        // short search, its evaluation included, not after the whole 2 s.
        const Position p = fixtures::replay(fixtures::moves_to_only_move(30));
        GgfGame game;
        game.start = p;
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.play_by_time(2);
        engine.handle("set game " + write_ggf(game));
        engine.handle("go");
        const QString stats = lines.next(), answer = lines.next();
        const QStringList fields = answer.mid(4).split('/');
        QVERIFY2(answer.startsWith("=== ") && fields.size() == 3, qPrintable(answer));
        QCOMPARE(parse_square(fields[0].toStdString()), first_square(p.moves()));
        QVERIFY2(fields[2].toDouble() < 0.5, qPrintable(answer));
        engine.handle("quit");
    }

    void theClockChargesTheEnginesAnswersWhenTheGuiLeavesTheirTimesOut() {
        // The protocol lets a GUI send "move F5" without the time; for the engine's own
        // answer the engine then charges its clock what the answer took. A whole game
        // with 2 s for Black, the engine, stays within them; charged nothing, the engine
        // planned every move as if the 2 s were all still there (about 6 s in all).
        EngineLines lines;
        NboardEngine engine(lines.output(), 1, 16);
        engine.play_by_clock();
        engine.set_probcut(kDefaultProbCut);
        engine.handle("set game (;GM[Othello]TI[0:02]BO[8 ---------------------------O*------*O--------------------"
                      "------- *];)");
        Position p = Position::start();
        double total = 0;
        while (!p.is_game_over()) {
            if (p.to_move == Color::White) {  // the GUI's side, at once
                const int reply = p.must_pass() ? kPass : first_square(p.moves());
                engine.handle("move " + (reply == kPass ? std::string("PA") : square_name(reply)) + "//0");
                p = p.apply(reply);
                continue;
            }
            engine.handle("go");
            QString answer = lines.next();
            while (answer.startsWith("nodestats ")) answer = lines.next();
            QVERIFY2(answer.startsWith("=== "), qPrintable(answer));
            const QStringList fields = answer.mid(4).split('/');
            if (fields.size() == 3) total += fields[2].toDouble();
            const int square = parse_square(fields[0].toStdString());
            QVERIFY2(legal_answer(p, square), qPrintable(answer));
            engine.handle("move " + fields[0].toStdString());  // no time
            p = p.apply(square);
        }
        QVERIFY2(total < 2.5, qPrintable(QString("the engine's answers took %1 s of its 2 s clock").arg(total)));
        engine.handle("quit");
    }

    void endOfInputLetsTheSearchAnswer() {
        Session s;
        s.send("set depth 2");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("go");
        s.process().close_input();
        QVERIFY(s.line().startsWith("nodestats "));
        QVERIFY(s.line().startsWith("=== "));
        QCOMPARE(s.process().wait_exit(), 0);
    }

    // A hint at the end of the input is analysis nobody will read: stopped, not run to
    // depth 40 (which would take hours; the wait below gives up after a minute).
    void endOfInputStopsAHint() {
        Session s;
        s.send("set depth 40");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("hint 4");
        QVERIFY(s.line().startsWith("search "));  // the first depths are in
        s.process().close_input();
        QCOMPARE(s.process().wait_exit(), 0);
    }

    // Words may be parted by several spaces or tabs, and a line may start and end with them.
    void wordsMayStandAmongSpaces() {
        Session s;
        s.send("\tset  depth\t 2  ");
        QCOMPARE(s.line(), QString("set myname Reversi"));
        s.send("  move\tf5/0.00 \t");
        QCOMPARE(s.sync(1), QStringList());
        QVERIFY(legal_answer(Position::start().play(parse_square("f5")), s.go_answer()));
        s.send(" ping \t 7\t");
        QCOMPARE(s.line(), QString("pong 7"));
    }
};

QTEST_GUILESS_MAIN(TestNboard)
#include "test_nboard.moc"
