// `reversi-engine gtp`'s engine (GtpEngine) in this process: every command, passes by
// the GTP Othello convention, bad input answered "?" without changing the game, and a
// clock from time_left spent by phase.
#include "reversi/gtp.h"

#include <QtTest>

#include <chrono>
#include <sstream>
#include <thread>

#include "common/gtp_server.h"
#include "game_fixtures.h"
#include "reversi/book.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

// The clocks of GTP's time commands, as every game's engine reads them. Its genmove
// thinks for 50 ms and passes; with no colour it fails, as a game's does.
class ClockProbe : public common::gtp::Session {
public:
    ClockProbe() : Session("probe", "1", {"genmove", "clear_board"}) {}
    using Session::clock_of;

private:
    std::string run_board_command(const std::string& command, const std::vector<std::string>& args) override {
        if (command == "clear_board") return "";
        if (command != "genmove") throw common::gtp::Failure{"unknown command"};
        common::gtp::expect_arguments(args, 1, "genmove COLOUR");
        common::gtp::is_black(args[0]);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return "pass";
    }
};

std::string colour_of(const Position& p) { return p.to_move == Color::Black ? "b" : "w"; }

// Plays `moves` into `engine` by "play", leaving the passes to the engine.
void play_all(GtpEngine& engine, const std::vector<int>& moves) {
    Position p = Position::start();
    for (int m : moves) {
        if (m != kPass) QCOMPARE(engine.handle("play " + colour_of(p) + " " + square_name(m)), std::string("=\n\n"));
        p = p.apply(m);
    }
}

}  // namespace

class TestGtp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void framing() {
        GtpEngine engine(0.01, 1);
        QCOMPARE(engine.handle("protocol_version"), std::string("= 2\n\n"));
        QCOMPARE(engine.handle("7 name"), std::string("=7 reversi-engine\n\n"));
        QCOMPARE(engine.handle("  # a comment"), std::string());
        QCOMPARE(engine.handle(""), std::string());
        QCOMPARE(engine.handle("3 fly"), std::string("?3 unknown command\n\n"));
        QCOMPARE(engine.handle("known_command genmove"), std::string("= true\n\n"));
        QCOMPARE(engine.handle("known_command fly"), std::string("= false\n\n"));
        QVERIFY(engine.handle("list_commands").find("\ntime_left\n") != std::string::npos);
        QVERIFY(!engine.quit_requested());
        QCOMPARE(engine.handle("quit"), std::string("=\n\n"));
        QVERIFY(engine.quit_requested());
    }

    // A script saved with a byte-order mark: the mark is not part of its first command
    // (which was answered "unknown command"); later lines are taken as they are.
    void aByteOrderMarkBeforeTheFirstCommand() {
        GtpEngine engine(0.01, 1);
        std::istringstream in("\xEF\xBB\xBF" "1 name\n\xEF\xBB\xBF" "2 name\nquit\n");
        std::ostringstream out;
        common::gtp::serve(in, out, engine);
        QCOMPARE(out.str(), std::string("=1 reversi-engine\n\n? unknown command\n\n=\n\n"));
    }

    void timeCommands() {
        ClockProbe p;
        const auto clock = [&](bool black) {
            const common::gtp::Clock& c = p.clock_of(black);
            return std::make_pair(c.seconds_left, c.per_move);
        };
        using Pair = std::pair<double, double>;
        QCOMPARE(clock(true), Pair(-1, 0));  // no clock until told
        QCOMPARE(p.handle("time_settings 300 60 10"), std::string("=\n\n"));  // Canadian byo-yomi
        QCOMPARE(clock(true), Pair(300, 6));
        QCOMPARE(clock(false), Pair(300, 6));
        QCOMPARE(p.handle("time_left w 42 0"), std::string("=\n\n"));  // main time left
        QCOMPARE(clock(false), Pair(42, 6));
        QCOMPARE(p.handle("time_left w 40 4"), std::string("=\n\n"));  // in byo-yomi: 40 s for 4 stones
        QCOMPARE(clock(false), Pair(0, 10));
        QCOMPARE(clock(true), Pair(300, 6));
        // Bad input changes no clock.
        for (const char* bad : {"time_left w 1.5 2.5", "time_left g 10 0", "time_left w -3 0", "time_left w 10",
                                "time_settings 1 2", "time_settings 10 x 0"}) {
            QVERIFY2(p.handle(bad).rfind("? syntax error", 0) == 0, bad);
            QCOMPARE(clock(false), Pair(0, 10));
            QCOMPARE(clock(true), Pair(300, 6));
        }
        // A genmove is charged to the clock of its colour, whether or not time_left follows.
        QCOMPARE(p.handle("time_settings 10 5 1"), std::string("=\n\n"));
        QCOMPARE(p.handle("genmove b"), std::string("= pass\n\n"));
        QVERIFY2(clock(true).first <= 9.95 && clock(true).first > 9, qPrintable(QString::number(clock(true).first)));
        QCOMPARE(clock(false), Pair(10, 5));
        QVERIFY(p.handle("genmove").rfind("? syntax error", 0) == 0);  // failed: nothing charged
        QVERIFY(clock(true).first > 9);
        QCOMPARE(p.handle("time_left b 0.03 0"), std::string("=\n\n"));  // the main time runs out ...
        QCOMPARE(p.handle("genmove b"), std::string("= pass\n\n"));
        QCOMPARE(clock(true), Pair(0, 5));  // ... into byo-yomi, whose time is each move's own
        QCOMPARE(p.handle("genmove b"), std::string("= pass\n\n"));
        QCOMPARE(clock(true), Pair(0, 5));
        // A new game starts on the clocks of the last time_settings, not on what the
        // last game left (a controller may send time_settings once a match).
        QCOMPARE(p.handle("clear_board"), std::string("=\n\n"));
        QCOMPARE(clock(true), Pair(10, 5));
        QCOMPARE(clock(false), Pair(10, 5));
        QCOMPARE(p.handle("time_settings 600 0 0"), std::string("=\n\n"));  // absolute time
        QCOMPARE(clock(true), Pair(600, 0));
        QCOMPARE(p.handle("time_settings 0 30 0"), std::string("=\n\n"));  // 0 stones: no limit (GTP 2, 4.2)
        QCOMPARE(clock(true), Pair(-1, 0));
        QCOMPARE(p.handle("time_settings 0 0 0"), std::string("=\n\n"));
        QCOMPARE(clock(false), Pair(-1, 0));
    }

    void badInputChangesNothing() {
        GtpEngine engine(0.01, 1);
        QCOMPARE(engine.handle("play b f5"), std::string("=\n\n"));
        const std::vector<int> before = engine.game().moves;
        const struct {
            const char* command;
            const char* answer;
        } cases[] = {
            {"play w a1", "? illegal move (it turns no disc)\n\n"},
            {"play w f5", "? illegal move (the square is taken)\n\n"},
            {"play b d6", "? illegal move (it is White's turn)\n\n"},
            {"play w z9", "? syntax error: 'z9' is not a vertex (a1..h8 or pass)\n\n"},
            {"play w pass", "? illegal move (White has a move)\n\n"},
            {"play w", "? syntax error: expected play COLOUR VERTEX\n\n"},
            {"play red d6", "? syntax error: 'red' is not a colour (b or w)\n\n"},
            {"genmove b", "? it is White's turn\n\n"},
            {"boardsize 10", "? unacceptable size (GTP play is on 8x8 only)\n\n"},
            {"boardsize x", "? syntax error: 'x' is not a board size\n\n"},
            {"boardsize 8.0", "? syntax error: '8.0' is not a board size\n\n"},
            {"komi x", "? syntax error: 'x' is not a number\n\n"},
            {"final_score", "? cannot score (the game is not over)\n\n"},
            {"time_left b -1 0", "? syntax error: '-1' is not a time in seconds (0 to 10000000)\n\n"},
            {"time_settings 1e300 0 0", "? syntax error: '1e300' is not a time in seconds (0 to 10000000)\n\n"},
            {"undo 2", "? syntax error: undo takes no argument\n\n"},
            {"clear_board 9", "? syntax error: clear_board takes no argument\n\n"},
        };
        for (const auto& c : cases) {
            QCOMPARE(engine.handle(c.command), std::string(c.answer));
            QCOMPARE(engine.game().moves, before);
        }
        QCOMPARE(engine.handle("komi 6.5"), std::string("=\n\n"));
        QCOMPARE(engine.game().moves, before);
        QCOMPARE(engine.handle("boardsize 08"), std::string("=\n\n"));  // the number 8: a new game
        QVERIFY(engine.game().moves.empty());
    }

    void genmovePlaysALegalMove() {
        GtpEngine engine(0.02, 1);
        QCOMPARE(engine.handle("play b f5"), std::string("=\n\n"));
        const std::string answer = engine.handle("genmove w");
        QCOMPARE(answer.substr(0, 2), std::string("= "));
        const int move = parse_square(answer.substr(2, answer.size() - 4));
        QVERIFY2(Position::start().play(square_of(5, 4)).is_legal(move), answer.c_str());
        QCOMPARE(engine.game().moves, (std::vector<int>{square_of(5, 4), move}));
        // showboard draws what was played: three black discs and three white.
        const std::string board = engine.handle("showboard");
        QCOMPARE(std::count(board.begin(), board.end(), 'X'), std::ptrdiff_t(3));
        QCOMPARE(std::count(board.begin(), board.end(), 'O'), std::ptrdiff_t(3));
        QVERIFY(board.find("Black to move") != std::string::npos);
        // undo takes it back, twice; a third has nothing to undo.
        QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
        QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
        QCOMPARE(engine.handle("undo"), std::string("? cannot undo\n\n"));
        QVERIFY(engine.game().moves.empty());
    }

    void passesAreMadeByThemselves() {
        // Up to a position where the side to move must pass.
        const std::vector<int> moves = fixtures::moves_to_forced_pass();
        const Position at = fixtures::replay(moves);
        const std::string passer = colour_of(at), other = colour_of(at.pass());
        {
            // "genmove" for the side without a move answers pass, then the other plays.
            GtpEngine engine(0.01, 1);
            play_all(engine, moves);
            QCOMPARE(engine.handle("genmove " + passer), std::string("= pass\n\n"));
            QCOMPARE(engine.game().moves.back(), kPass);
            QCOMPARE(engine.handle("genmove " + passer), std::string("? it is ") + color_name(at.pass().to_move) +
                                                              "'s turn\n\n");
            // undo takes back the pass alone: the passer is to move again, as the controller sees it.
            QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
            QCOMPARE(engine.game().moves, moves);
            QCOMPARE(engine.handle("genmove " + passer), std::string("= pass\n\n"));
        }
        {
            // "play pass" is accepted; and so is the other side's move without it.
            GtpEngine engine(0.01, 1);
            play_all(engine, moves);
            QCOMPARE(engine.handle("play " + passer + " pass"), std::string("=\n\n"));
            QCOMPARE(engine.game().moves.size(), moves.size() + 1);
            // undo takes back the pass alone, then the disc before it.
            QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
            QCOMPARE(engine.game().moves, moves);
            QCOMPARE(engine.handle("play " + passer + " pass"), std::string("=\n\n"));
            QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
            QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
            QCOMPARE(engine.game().moves, std::vector<int>(moves.begin(), moves.end() - 1));
            GtpEngine silent(0.01, 1);
            play_all(silent, moves);
            const int reply = first_square(at.pass().moves());
            QCOMPARE(silent.handle("play " + other + " " + square_name(reply)), std::string("=\n\n"));
            QCOMPARE(silent.game().moves.size(), moves.size() + 2);
            QCOMPARE(silent.game().moves[moves.size()], kPass);
            // undo takes back that move and the pass before it.
            QCOMPARE(silent.handle("undo"), std::string("=\n\n"));
            QCOMPARE(silent.game().moves, moves);
        }
    }

    void aFinishedGameIsScored() {
        const std::vector<int> moves = fixtures::finished_game();
        GtpEngine engine(0.01, 1);
        play_all(engine, moves);
        const int score = fixtures::replay(moves).black_score();
        const std::string expected = score == 0 ? "0" : (score > 0 ? "B+" : "W+") + std::to_string(std::abs(score));
        QCOMPARE(engine.handle("final_score"), "= " + expected + "\n\n");
        QCOMPARE(engine.handle("genmove b"), std::string("= pass\n\n"));
        // The controller may record that pass and take it back: the game stays as it is.
        QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
        QCOMPARE(engine.game().moves, moves);
        // The other side's genmove answered that pass too; relayed as a play, it is taken
        // the same way and changes nothing, nor does its undo. A disc is still refused.
        QCOMPARE(engine.handle("play w pass"), std::string("=\n\n"));
        QCOMPARE(engine.game().moves, moves);
        QCOMPARE(engine.handle("undo"), std::string("=\n\n"));
        QCOMPARE(engine.game().moves, moves);
        QCOMPARE(engine.handle("play b a1"), std::string("? illegal move (the game is over)\n\n"));
        QCOMPARE(engine.game().moves, moves);
        QVERIFY(engine.handle("showboard").find("game over") != std::string::npos);
        // clear_board starts again.
        QCOMPARE(engine.handle("clear_board"), std::string("=\n\n"));
        QVERIFY(engine.game().moves.empty());
    }

    void theBookAnswersInBook() {
        // With the book, a book position is answered by one of its best book moves
        // (without it, this engine would think for 20 s).
        const std::vector<BookMove> in_book = book_moves(builtin_book(), Position::start().play(square_of(5, 4)));
        QVERIFY(!in_book.empty());
        GtpEngine engine(20, 1, &builtin_book());
        QCOMPARE(engine.handle("play b f5"), std::string("=\n\n"));
        const std::string answer = engine.handle("genmove w");
        const int move = parse_square(answer.substr(2, answer.size() - 4));
        const auto found = std::find_if(in_book.begin(), in_book.end(), [&](const BookMove& m) { return m.move == move; });
        QVERIFY2(found != in_book.end(), answer.c_str());
        QCOMPARE(found->score, in_book.front().score);
    }

    void aGameOnTheClockStaysWithinIt() {
        // Absolute time and no time_left: each side's genmoves of a whole game stay within
        // its 1.5 s, a tenth over allowed for the load (1.26 and 1.36 s here; charged
        // nothing, the engine took 1.97 and 1.60 s).
        GtpEngine engine(20, 1);
        QCOMPARE(engine.handle("time_settings 1.5 0 0"), std::string("=\n\n"));
        double spent[2] = {0, 0};
        Position p = Position::start();
        while (!p.is_game_over()) {
            const int side = p.to_move == Color::Black ? 0 : 1;
            const auto start = std::chrono::steady_clock::now();
            const std::string answer = engine.handle("genmove " + colour_of(p));
            spent[side] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            QVERIFY2(answer.rfind("= ", 0) == 0, answer.c_str());
            const int move = p.must_pass() ? kPass : parse_square(answer.substr(2, answer.size() - 4));
            QVERIFY2(move == kPass ? p.must_pass() : p.is_legal(move), answer.c_str());
            p = p.apply(move);
        }
        QVERIFY2(spent[0] < 1.65 && spent[1] < 1.65, qPrintable(QStringLiteral("%1 s and %2 s").arg(spent[0]).arg(spent[1])));
    }

    void theClockOfTimeLeftIsSpent() {
        // 20 s a move unless the clock says otherwise: with 2 s left for the game the
        // move must come within them (it takes about a third; an engine that heard
        // time_settings but not time_left took 3.8 s, one that heard neither 20 s).
        GtpEngine engine(20, 1);
        QCOMPARE(engine.handle("time_settings 60 0 0"), std::string("=\n\n"));
        QCOMPARE(engine.handle("time_left b 2 0"), std::string("=\n\n"));
        const auto start = std::chrono::steady_clock::now();
        const std::string answer = engine.handle("genmove b");
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY2(Position::start().is_legal(parse_square(answer.substr(2, answer.size() - 4))), answer.c_str());
        QVERIFY2(seconds < 2, qPrintable(QString::number(seconds)));
    }
};

QTEST_GUILESS_MAIN(TestGtp)
#include "test_gtp.moc"
