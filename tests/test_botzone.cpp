// The Botzone bot over pipes: scripted inputs (first turn, passes, the end of the game,
// extra keys, malformed lines) and whole games of JSON turns refereed here, in one-shot
// and keep-running mode. The bot is `reversi-engine botzone`, or the single-file bot
// named by REVERSI_BOTZONE_BOT (built by scripts/amalgamate, see CMakeLists.txt).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <memory>

#include "game_fixtures.h"
#include "line_process.h"
#include "reversi/board.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

const char* const kMarker = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

QString bot_program() {
    const QByteArray bot = qgetenv("REVERSI_BOTZONE_BOT");
    return bot.isEmpty() ? QString(REVERSI_ENGINE) : QString::fromLocal8Bit(bot);
}

QStringList bot_arguments(const QStringList& options) {
    QStringList args;
    if (qgetenv("REVERSI_BOTZONE_BOT").isEmpty()) args << "botzone";
    return args + options;
}

QJsonObject move_json(int move) {
    const bool pass = move == kPass;
    return QJsonObject{{"x", pass ? -1 : column_of(move)}, {"y", pass ? -1 : row_of(move)}};
}

// The full input for `me` after `moves` (from the start; passes explicit), which end
// with `me` to move: the opponent's moves are requests, ours responses.
QByteArray full_input(const std::vector<int>& moves, Color me) {
    QJsonArray requests, responses;
    if (me == Color::Black) requests.append(move_json(kPass));
    Position p = Position::start();
    for (int move : moves) {
        (p.to_move == me ? responses : requests).append(move_json(move));
        p = p.apply(move);
    }
    return QJsonDocument(QJsonObject{{"requests", requests}, {"responses", responses}}).toJson(QJsonDocument::Compact);
}

// The move of an answer line {"response":{"x":..,"y":..},...}; kNoMove when malformed.
int answer_move(const QString& line) {
    const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8());
    const QJsonValue response = doc.object().value("response");
    if (!doc.isObject() || !response.isObject()) return kNoMove;
    const QJsonValue x = response.toObject().value("x"), y = response.toObject().value("y");
    if (!x.isDouble() || !y.isDouble()) return kNoMove;
    const int col = x.toInt(-9), row = y.toInt(-9);
    if (col == -1 && row == -1) return kPass;
    if (col < 0 || col > 7 || row < 0 || row > 7) return kNoMove;
    return square_of(col, row);
}

// A legal answer: a legal square, or a pass exactly when the side has no move.
bool legal_answer(const Position& p, int move) { return move == kPass ? p.must_pass() : p.is_legal(move); }

// One-shot run: the single answer line and the exit code.
struct OneShot {
    QString answer;
    QString rest;    // anything printed after the answer
    QString errors;  // stderr
    int exit_code;
};

OneShot one_shot(const QByteArray& input, const QStringList& options = {"--level", "3"}) {
    LineProcess bot(bot_program(), bot_arguments(QStringList{"--one-shot"} + options));
    bot.write_line(input);
    bot.close_input();
    OneShot r;
    r.answer = bot.read_line();
    r.exit_code = bot.wait_exit();
    r.rest = bot.read_all_output();
    r.errors = bot.read_errors();
    return r;
}

}  // namespace

class TestBotzone : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void firstTurnAsBlack() {
        const OneShot r = one_shot(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(legal_answer(Position::start(), answer_move(r.answer)), qPrintable(r.answer));
        QVERIFY2(r.rest.isEmpty(), qPrintable(r.rest));  // one line, no keep-running marker
    }

    void firstTurnAtFullStrength() {
        // No --level: the search runs on the clock (about 1.2 s of the first turn's 2 s).
        const OneShot r = one_shot(R"({"requests":[{"x":5,"y":4}],"responses":[]})", {});
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(legal_answer(Position::start().play(parse_square("f5")), answer_move(r.answer)), qPrintable(r.answer));
    }

    void extraKeysAndWhitespace() {
        const OneShot r = one_shot(
            R"(  { "requests" : [ {"x":-1, "y":-1, "note":"first"} ] , "responses":[], "data":"", "globaldata":"",)"
            R"( "time_limit":1, "memory_limit":256, "extra":{"a":[1,2.5e3,null,true]} }  )");
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(legal_answer(Position::start(), answer_move(r.answer)), qPrintable(r.answer));
    }

    void passOnlyWhenForced() {
        const std::vector<int> moves = fixtures::moves_to_forced_pass();
        const Position before = fixtures::replay(moves);
        QVERIFY(before.must_pass());
        // The side without a move answers the pass...
        const OneShot passer = one_shot(full_input(moves, before.to_move));
        QCOMPARE(answer_move(passer.answer), kPass);
        // ...and the other side, told {"x":-1,"y":-1}, plays a legal move (not a pass).
        std::vector<int> after = moves;
        after.push_back(kPass);
        const OneShot mover = one_shot(full_input(after, opposite(before.to_move)));
        const int move = answer_move(mover.answer);
        QVERIFY2(move != kPass && legal_answer(before.pass(), move), qPrintable(mover.answer));
    }

    void askedAfterTheEnd() {
        const std::vector<int> game = fixtures::finished_game();
        const Position last = fixtures::replay(std::vector<int>(game.begin(), game.end() - 1));
        // The side that did not make the last move, told about it as its last request.
        const OneShot r = one_shot(full_input(game, opposite(last.to_move)));
        QCOMPARE(r.exit_code, 0);
        QCOMPARE(answer_move(r.answer), kPass);
        QVERIFY2(r.errors.contains("input: the game is already over"), qPrintable(r.errors));
    }

    void malformedInputGetsAClearError() {
        struct Case {
            QByteArray input;
            QString message;  // part of the message on stderr
        };
        const Case cases[] = {
            {"not json", "input, column 1: expected a value"},
            {R"({"requests":[{"x":-1,"y":-1}],"responses":[])", "input, column 45: expected '}' or ',' in an object, found end of input"},
            {R"({"requests":[],"responses":[]})", "\"requests\" must be a non-empty array"},
            {R"({"requests":[{"x":9,"y":0}],"responses":[]})", "requests[0]: \"x\" must be a whole number"},
            {R"({"requests":[{"x":0}],"responses":[]})", "requests[0]: missing \"y\""},
            {R"({"requests":[{"x":0,"y":0}],"responses":[]})", "requests[0]: a1 is not legal for Black"},
            {R"({"requests":[{"x":-1,"y":-1},{"x":2,"y":3}],"responses":[{"x":3,"y":2}]})",
             "requests[1]: c4 is not legal for White"},
            {R"({"requests":[{"x":-1,"y":-1},{"x":-1,"y":-1}],"responses":[{"x":3,"y":2}]})",
             "requests[1]: a pass is not legal for White (it has a move)"},
            {R"({"requests":[{"x":-1,"y":-1}],"responses":[{"x":3,"y":2}]})",
             "expected one request more than responses"},
        };
        for (const Case& c : cases) {
            const OneShot r = one_shot(c.input);
            QCOMPARE(r.exit_code, 0);
            QVERIFY2(r.errors.contains(c.message), qPrintable(c.input + " -> " + r.errors));
            // Still a well-formed answer, with the problem in "debug".
            QCOMPARE(answer_move(r.answer), kPass);
            QVERIFY2(QJsonDocument::fromJson(r.answer.toUtf8()).object().value("debug").toString().contains(c.message),
                     qPrintable(r.answer));
        }
    }

    void noInputIsAFailure() {
        // The input ending before any line is no turn played: said, with a failing exit.
        for (const QByteArray& input : {QByteArray(), QByteArray(" \t")}) {
            LineProcess bot(bot_program(), bot_arguments({"--one-shot", "--level", "3"}));
            bot.write_line(input);
            bot.close_input();
            QCOMPARE(bot.wait_exit(), 1);
            const QString output = bot.read_all_output(), errors = bot.read_errors();
            QVERIFY2(output.isEmpty(), qPrintable(output));
            QVERIFY2(errors.contains("botzone: no input"), qPrintable(errors));
        }
    }

    void badOptionIsAUsageError() {
        LineProcess bot(bot_program(), bot_arguments({"--level", "99"}));
        QCOMPARE(bot.wait_exit(), 2);
        QVERIFY(bot.read_errors().contains("usage:"));
        // Given twice, a level is refused rather than the last one taken in silence.
        LineProcess twice(bot_program(), bot_arguments({"--level", "2", "--level", "3"}));
        QCOMPARE(twice.wait_exit(), 2);
        const QString errors = twice.read_errors();
        QVERIFY2(errors.contains("option --level is given twice"), qPrintable(errors));
    }

    // A whole game, the bot playing both colours: one process per turn.
    void fullGameOneShot() {
        std::vector<int> moves;
        Position p = Position::start();
        while (!p.is_game_over()) {
            const OneShot r = one_shot(full_input(moves, p.to_move), {"--level", "2"});
            QCOMPARE(r.exit_code, 0);
            const int move = answer_move(r.answer);
            QVERIFY2(legal_answer(p, move), qPrintable(QString::fromStdString(write_transcript(moves)) + " -> " + r.answer));
            moves.push_back(move);
            p = p.apply(move);
        }
        QVERIFY(moves.size() >= 50);
    }

    // A whole game between two keep-running bots: the first input in full, then only the
    // opponent's last move; the marker after every answer.
    void fullGameKeepRunning() {
        std::unique_ptr<LineProcess> bots[2];
        bool started[2] = {false, false};
        for (auto& bot : bots) bot = std::make_unique<LineProcess>(bot_program(), bot_arguments({"--level", "2"}));
        std::vector<int> moves;
        Position p = Position::start();
        int turns = 0;
        while (!p.is_game_over()) {
            const int side = static_cast<int>(p.to_move);
            LineProcess& bot = *bots[side];
            if (!started[side]) {
                bot.write_line(full_input(moves, p.to_move));
                started[side] = true;
            } else {
                bot.write_line(QJsonDocument(move_json(moves.back())).toJson(QJsonDocument::Compact));
            }
            const QString answer = bot.read_line();
            QCOMPARE(bot.read_line(), QString(kMarker));
            const int move = answer_move(answer);
            QVERIFY2(legal_answer(p, move), qPrintable(QString::fromStdString(write_transcript(moves)) + " -> " + answer));
            moves.push_back(move);
            p = p.apply(move);
            ++turns;
        }
        QVERIFY(turns >= 50);
        for (auto& bot : bots) {
            bot->close_input();
            QCOMPARE(bot->wait_exit(), 0);
        }
    }

    // Keep-running: a bad line is answered and reported, and the bot goes on with the game
    // it held.
    void keepRunningSurvivesBadLines() {
        LineProcess bot(bot_program(), bot_arguments({"--level", "2"}));
        bot.write_line(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
        const int first = answer_move(bot.read_line());
        QVERIFY(legal_answer(Position::start(), first));
        QCOMPARE(bot.read_line(), QString(kMarker));
        const Position after_first = Position::start().play(first);
        bot.write_line("{\"x\":");  // cut off
        QCOMPARE(answer_move(bot.read_line()), kPass);
        QCOMPARE(bot.read_line(), QString(kMarker));
        bot.write_line(R"({"x":0,"y":0})");  // illegal for White
        QCOMPARE(answer_move(bot.read_line()), kPass);
        QCOMPARE(bot.read_line(), QString(kMarker));
        // A whole game that is over (it replaced the game held, then was refused).
        const std::vector<int> over = fixtures::finished_game();
        const Position last = fixtures::replay(std::vector<int>(over.begin(), over.end() - 1));
        bot.write_line(full_input(over, opposite(last.to_move)));
        QCOMPARE(answer_move(bot.read_line()), kPass);
        QCOMPARE(bot.read_line(), QString(kMarker));
        // The position is unchanged by the bad lines: a legal reply still gets a legal answer.
        const int reply = first_square(after_first.moves());
        bot.write_line(QJsonDocument(move_json(reply)).toJson(QJsonDocument::Compact));
        QVERIFY(legal_answer(after_first.play(reply), answer_move(bot.read_line())));
        QCOMPARE(bot.read_line(), QString(kMarker));
        bot.close_input();
        QCOMPARE(bot.wait_exit(), 0);
        const QString errors = bot.read_errors();
        QVERIFY2(errors.contains("input, column 6: expected a value, found end of input"), qPrintable(errors));
        QVERIFY2(errors.contains("request 2: a1 is not legal for White"), qPrintable(errors));
        QVERIFY2(errors.contains("input: the game is already over"), qPrintable(errors));
    }
};

QTEST_GUILESS_MAIN(TestBotzone)
#include "test_botzone.moc"
