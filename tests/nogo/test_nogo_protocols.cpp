// NoGo's protocols and records: a GTP session and a Botzone session replayed from files
// (good and malformed input), the Botzone bot playing a game against `nogo-engine gtp`,
// the Botzone inputs of the test positions, and SGF. The Botzone bot is `nogo-engine
// botzone`, or the single-file bot named by NOGO_BOTZONE_BOT.
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

#include "common/child_process.h"
#include "common/json.h"
#include "nogo/botzone.h"
#include "nogo/gtp.h"
#include "nogo/gtp_player.h"
#include "nogo/match.h"
#include "nogo/mcts.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"

using namespace nogo;

namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The bot under test: the single-file bot when built, else the command line's, fast.
std::string bot_command() {
    const QByteArray bot = qgetenv("NOGO_BOTZONE_BOT");
    return (bot.isEmpty() ? std::string(NOGO_ENGINE) + " botzone" : bot.toStdString()) + " --time-share 0.05";
}

std::string read_answer(common::ChildProcess& process) {
    std::string line;
    const auto deadline = common::ChildProcess::Clock::now() + std::chrono::seconds(20);
    if (process.read_line(deadline, line) != common::ChildProcess::Read::Line) return "(no answer)";
    return line;
}

// A Botzone answer: its move (kNoMove for -1,-1) and debug text; then the keep-running marker.
int read_botzone_answer(common::ChildProcess& bot, std::string& debug) {
    const common::json::Value answer = common::json::parse(read_answer(bot));
    std::string marker = read_answer(bot);
    if (marker != common::botzone::kKeepRunning) throw std::runtime_error("no keep-running marker but '" + marker + "'");
    const common::json::Value* d = answer.find("debug");
    debug = d ? d->as_string() : "";
    return parse_botzone_move(*answer.find("response"), "response");
}

std::string request(int point) { return common::json::write(botzone_move(point)); }

// A GTP answer's first line, after which the empty line that ends it is read too.
std::string read_gtp_answer(common::ChildProcess& engine) {
    const std::string first = read_answer(engine);
    for (std::string line = first; !line.empty() && line != "(no answer)";) line = read_answer(engine);
    return first;
}

}  // namespace

class TestNogoProtocols : public QObject {
    Q_OBJECT
private slots:
    void gtpSessionFromFile() {
        MctsOptions options;
        SearchLimits limits;
        limits.seconds = 0;
        limits.playouts = 2000;
        GtpSession session(std::make_unique<Mcts>(options), limits);
        const std::vector<std::string> lines = lines_of(read_file(NOGO_TEST_DATA "/gtp_session.txt"));
        int checked = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const std::string& command = lines[i];
            if (command.empty() || command[0] == '#' || command[0] == '<') continue;
            QVERIFY2(i + 1 < lines.size() && lines[i + 1].rfind("<", 0) == 0, command.c_str());
            const std::string expected = lines[i + 1].substr(2);
            const Position before = session.game().position;
            const std::string answer = session.handle(command);
            QVERIFY2(answer.size() >= 2 && answer.substr(answer.size() - 2) == "\n\n", command.c_str());
            const std::string first = answer.substr(0, answer.find('\n'));
            if (expected == "=VERTEX") {
                QVERIFY2(first.rfind("= ", 0) == 0, (command + " -> " + first).c_str());
                const int move = parse_gtp_vertex(first.substr(2));
                QVERIFY2(move != kNoMove && why_illegal(before, before.to_move(), move).empty(), first.c_str());
                QVERIFY2(session.game().moves.back() == move, first.c_str());
            } else if (expected == "=*") {
                QVERIFY2(first.rfind("=", 0) == 0, (command + " -> " + first).c_str());
            } else {
                QCOMPARE(QString::fromStdString(first), QString::fromStdString(expected));
            }
            ++checked;
        }
        QVERIFY(session.quit_requested());
        QVERIFY(checked >= 30);
    }

    // Botzone's limits are 2 s for the first turn and 1 s for each later one: a turn
    // with the default share (0.8), from reading its input to writing its answer, stays
    // within them (the fifth left is the platform's; here a test may run beside it).
    void botzoneTurnsKeepTheJudgesLimits() {
        const std::pair<const char*, double> turns[] = {
            {R"({"requests":[{"x":-1,"y":-1}],"responses":[]})", 2.0},
            {R"({"requests":[{"x":-1,"y":-1},{"x":4,"y":4}],"responses":[{"x":3,"y":3}]})", 1.0},
        };
        for (const auto& [input, limit] : turns) {
            BotzoneOptions options;
            options.keep_running = false;
            std::istringstream in(std::string(input) + "\n");
            std::ostringstream out, log;
            const auto start = std::chrono::steady_clock::now();
            run_botzone(in, out, log, options);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            QVERIFY2(out.str().find("\"response\"") != std::string::npos, out.str().c_str());
            QVERIFY2(seconds > 0.5 * limit && seconds < limit,
                     qPrintable(QStringLiteral("%1 s of %2").arg(seconds).arg(limit)));
        }
    }

    // Under the centre rule Black's first stone may not take the centre, after undo and
    // boardsize too; boardsize starts a new game (9 however written, no other size); at
    // the end genmove resigns, and play
    // is refused without changing the game.
    void gtpCentreRuleAndTheEnd() {
        SearchLimits limits;
        limits.seconds = 0;
        limits.playouts = 30;
        GtpSession session(std::make_unique<Mcts>(MctsOptions{}), limits, true);
        QVERIFY(session.handle("play b E5").rfind("? illegal move", 0) == 0);
        QCOMPARE(session.handle("play b D4"), std::string("=\n\n"));
        QCOMPARE(session.handle("undo"), std::string("=\n\n"));
        QVERIFY(session.handle("play b E5").rfind("? illegal move", 0) == 0);
        QCOMPARE(session.handle("play b D4"), std::string("=\n\n"));
        QCOMPARE(session.handle("boardsize x"), std::string("? syntax error: 'x' is not a board size\n\n"));
        QCOMPARE(session.handle("boardsize 19"), std::string("? unacceptable size (NoGo is played on 9x9 only)\n\n"));
        QCOMPARE(session.game().moves.size(), std::size_t(1));
        QCOMPARE(session.handle("boardsize 09"), std::string("=\n\n"));  // the number 9
        QVERIFY(session.game().moves.empty());
        QVERIFY(session.handle("play b E5").rfind("? illegal move", 0) == 0);
        for (int moves = 0;; ++moves) {
            QVERIFY(moves <= 81);
            const std::string colour = session.game().position.to_move() == Color::Black ? "b" : "w";
            const std::string answer = session.handle("genmove " + colour);
            if (answer == "= resign\n\n") break;
            QVERIFY2(answer.rfind("= ", 0) == 0, answer.c_str());
        }
        const Position end = session.game().position;
        QVERIFY(end.is_game_over());
        const std::string colour = end.to_move() == Color::Black ? "b" : "w";
        QCOMPARE(session.handle("genmove " + colour), std::string("= resign\n\n"));
        const std::vector<int> moves = session.game().moves;
        for (int point = 0; point < kPoints; ++point) {
            const std::string answer = session.handle("play " + colour + " " + gtp_vertex(point));
            QVERIFY2(answer.rfind("? ", 0) == 0, answer.c_str());
        }
        QVERIFY(session.game().moves == moves);
    }

    // Absolute time and no time_left: each side's genmoves of a whole game stay within
    // its 1.5 s, a tenth over allowed for the load (1.28 s here; charged nothing, each
    // side took 2.3 s, and on 4 s 6.2 s).
    void gtpGameOnTheClockStaysWithinIt() {
        SearchLimits limits;
        limits.seconds = 20;
        GtpSession session(std::make_unique<Mcts>(MctsOptions{}), limits);
        QCOMPARE(session.handle("time_settings 1.5 0 0"), std::string("=\n\n"));
        double spent[2] = {0, 0};
        for (;;) {
            const Position before = session.game().position;
            const bool black = before.to_move() == Color::Black;
            const auto start = std::chrono::steady_clock::now();
            const std::string answer = session.handle(std::string("genmove ") + (black ? "b" : "w"));
            spent[black ? 0 : 1] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (answer == "= resign\n\n") break;
            const int move = parse_gtp_vertex(answer.substr(2, answer.size() - 4));
            QVERIFY2(move != kNoMove && why_illegal(before, before.to_move(), move).empty(), answer.c_str());
        }
        QVERIFY(session.game().position.is_game_over());
        QVERIFY2(spent[0] < 1.65 && spent[1] < 1.65, qPrintable(QStringLiteral("%1 s and %2 s").arg(spent[0]).arg(spent[1])));
    }

    // The bot keeps running through malformed and illegal input, answering each with an
    // error, and plays on from where the game was.
    void botzoneSessionFromFile() {
        common::ChildProcess bot(bot_command());
        const std::vector<std::string> lines = lines_of(read_file(NOGO_TEST_DATA "/botzone_session.txt"));
        Position game;
        int last = kNoMove, checked = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            std::string input = lines[i];
            if (input.empty() || input[0] == '#') continue;
            const std::string expected = lines.at(++i);
            if (input == "LAST") input = request(last);
            int sent = kNoMove;
            if (input == "FREE") {
                sent = first_point(game.moves());
                input = request(sent);
            }
            QVERIFY(bot.write_line(input));
            std::string debug;
            const int move = read_botzone_answer(bot, debug);
            if (expected == "legal") {
                if (sent != kNoMove) game.play(sent);
                QVERIFY2(game.is_legal(move), (input + " -> " + debug).c_str());
                game.play(move);
                last = move;
            } else {
                QCOMPARE(move, kNoMove);
                QVERIFY2(debug.find(expected.substr(7)) != std::string::npos, (input + " -> " + debug).c_str());
            }
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    // A whole game: the Botzone bot against `nogo-engine gtp`, each side once, every move
    // legal, to the end.
    void botPlaysAgainstTheCommandLine() {
        for (Color bot_colour : {Color::Black, Color::White}) {
            common::ChildProcess bot(bot_command());
            common::ChildProcess engine(std::string(NOGO_ENGINE) + " gtp mcts:20");
            Position game;
            std::string debug;
            if (bot_colour == Color::Black) {
                QVERIFY(bot.write_line(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})"));
                const int move = read_botzone_answer(bot, debug);
                QVERIFY(game.is_legal(move));
                game.play(move);
                QVERIFY(engine.write_line("play b " + gtp_vertex(move)));
                QCOMPARE(read_gtp_answer(engine), std::string("="));
            }
            bool first_request = bot_colour == Color::White;
            while (!game.is_game_over()) {
                QVERIFY(engine.write_line(std::string("genmove ") + (bot_colour == Color::Black ? "w" : "b")));
                const std::string answer = read_gtp_answer(engine);
                const int reply = parse_gtp_vertex(answer.substr(std::min<std::size_t>(2, answer.size())));
                QVERIFY2(game.is_legal(reply), answer.c_str());
                game.play(reply);
                if (game.is_game_over()) break;
                QVERIFY(bot.write_line(first_request ? R"({"requests":[)" + request(reply) + R"(],"responses":[]})"
                                                     : request(reply)));
                first_request = false;
                const int move = read_botzone_answer(bot, debug);
                QVERIFY2(game.is_legal(move), debug.c_str());
                game.play(move);
                QVERIFY(engine.write_line(std::string("play ") + (bot_colour == Color::Black ? "b " : "w ") + gtp_vertex(move)));
                QCOMPARE(read_gtp_answer(engine), std::string("="));
            }
            QVERIFY(game.move_number() > 20);
        }
    }

    // positions.json gives the Botzone input of every test position.
    void botzoneInputsOfTestPositions() {
        const common::json::Value all = common::json::parse(read_file(NOGO_TEST_DATA "/positions.json"));
        for (const auto& [name, data] : all.members()) {
            const BotzoneGame game = BotzoneGame::from_input(*data.find("botzone_input_for_side_to_move"));
            QVERIFY2(game.position() == parse_board81(data.find("board81")->as_string()), name.c_str());
            QCOMPARE(game.me(), game.position().to_move());
        }
    }

    void matchOpeningsKeepTheCentreRule() {
        // Under the rule no opening starts in the centre (without it some do), and a game
        // given an illegal opening refuses it instead of writing a record it cannot read.
        int centre_starts = 0;
        for (int n = 0; n < 400; ++n) {
            QVERIFY(match_opening(n, 1, true).front() != kCentre);
            centre_starts += match_opening(n, 1).front() == kCentre;
        }
        QVERIFY(centre_starts > 0);
        RandomPlayer black(1), white(2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, play_game(black, white, {kCentre}, true));
        const MatchGame game = play_game(black, white, {kCentre}, false);
        QCOMPARE(game.record.moves.front(), kCentre);
    }

    // A GTP program as a match's player: it is told the game by play commands, so a game
    // from stones set up (as an SGF record can start) is refused, not played on the
    // empty board the program would assume.
    void gtpPlayerTakesGamesFromTheEmptyBoard() {
        GtpPlayer player(std::string(NOGO_ENGINE) + " gtp mcts:20", 10);
        GameRecord game;
        game.play(parse_gtp_vertex("E5"));
        const int move = player.choose_move(game);
        QVERIFY(game.position.is_legal(move));
        const GameRecord set_up(Position::from_stones(point_bit(parse_gtp_vertex("E5")), 0, false));
        QVERIFY(set_up.position.valid());
        try {
            player.choose_move(set_up);
            QFAIL("a game from set-up stones was played");
        } catch (const PlayerFailure& e) {
            QVERIFY2(std::string(e.what()).find("set up") != std::string::npos, e.what());
        }
    }

    // The one game of an SGF text.
    static SgfGame parse_sgf(const std::string& text) {
        std::vector<SgfGame> games = parse_sgf_games(text);
        if (games.size() != 1) throw std::logic_error(std::to_string(games.size()) + " games in " + text);
        return games.front();
    }

    void sgfRecords() {
        const SgfGame g = parse_sgf(read_file(NOGO_TEST_DATA "/game.sgf"));
        QCOMPARE(g.black, std::string("black ] player"));
        QCOMPARE(g.result, std::string("W+R"));
        const std::vector<int> main_line = {parse_sgf_point("ee"), parse_sgf_point("dc"), parse_sgf_point("aa"),
                                            parse_sgf_point("ba"), parse_sgf_point("ii")};
        QVERIFY(g.record.moves == main_line);
        // A random game to its end, written and read back.
        std::mt19937 random(3);
        GameRecord game;
        while (!game.position.is_game_over()) game.play(nth_point(game.position.moves(), int(random() % popcount(game.position.moves()))));
        const std::string text = write_sgf(game, "a", "b", game.position.winner());
        QVERIFY(text.find(game.position.winner() == Color::Black ? "RE[B+R]" : "RE[W+R]") != std::string::npos);
        QVERIFY(parse_sgf(text).record.moves == game.moves);
        // Properties of a program's own go through in the first node, escaped.
        const std::string tagged = write_sgf(game, "a", "b", {}, false, {{"CURSOR", "3"}, {"TREE", "E5(D4)[x]"}});
        const SgfGame back = parse_sgf(tagged);
        QVERIFY(back.record.moves == game.moves);
        QCOMPARE(back.other_properties.size(), std::size_t{2});
        QCOMPARE(back.other_properties[0], (std::pair<std::string, std::string>("CURSOR", "3")));
        QCOMPARE(back.other_properties[1], (std::pair<std::string, std::string>("TREE", "E5(D4)[x]")));
        // A property of several values keeps them all (the first alone was kept).
        const std::string labelled = "(;GM[1]SZ[9]LB[aa:1][bb:2]C[note];B[ee])";
        const SgfGame labels = parse_sgf(labelled);
        QCOMPARE(labels.other_properties.size(), std::size_t{3});
        const std::string again = write_sgf(labels.record, "", "", {}, false, labels.other_properties);
        QVERIFY2(again.find("LB[aa:1][bb:2]C[note]") != std::string::npos, again.c_str());
        // A collection, as match --sgf writes it: each game with its own rule and moves.
        GameRecord centre_game(true);
        centre_game.play(parse_sgf_point("dd"));
        const std::vector<SgfGame> games =
            parse_sgf_games(write_sgf(game, "a", "b", game.position.winner()) + "\n" + write_sgf(centre_game, "c", "d", {}));
        QCOMPARE(games.size(), std::size_t{2});
        QVERIFY(games[0].record.moves == game.moves && !games[0].record.centre_rule);
        QVERIFY(games[1].record.moves == centre_game.moves && games[1].record.centre_rule);
        QCOMPARE(games[1].black, std::string("c"));
        // Stones set up before the moves: written as AB and AW, read back as the start.
        GameRecord edited(Position::from_stones(point_bit(parse_sgf_point("ee")) | point_bit(parse_sgf_point("aa")),
                                                point_bit(parse_sgf_point("dd"))));
        edited.play(parse_sgf_point("cc"));
        const std::string edited_text = write_sgf(edited, "a", "b", {});
        QVERIFY2(edited_text.find("AB[aa][ee]AW[dd]PL[W]") != std::string::npos, edited_text.c_str());
        const SgfGame edited_back = parse_sgf(edited_text);
        QVERIFY(edited_back.record.start.stones(Color::Black) == edited.start.stones(Color::Black));
        QVERIFY(edited_back.record.start.stones(Color::White) == edited.start.stones(Color::White));
        QVERIFY(edited_back.record.moves == edited.moves);
        QVERIFY(edited_back.other_properties.empty());
        // PL naming the side NoGo's turns put to move is read; in a later node it is not read.
        QCOMPARE(parse_sgf("(;GM[1]SZ[9]PL[B];B[ee];PL[W]W[dc])").record.moves.size(), std::size_t{2});
        QCOMPARE(parse_sgf("(;GM[1]SZ[9]PL[b];B[ee])").record.moves.size(), std::size_t{1});  // PL in lower case too
        // Variations nested as deep as the reader takes (200): the main line is read to the end.
        std::string deep = "(;GM[1]SZ[9]";
        for (int i = 2; i < 200; ++i) deep += "(;C[x]";
        QCOMPARE(parse_sgf(deep + "(;B[ee]" + std::string(200, ')')).record.moves.size(), std::size_t{1});
        // Errors name the line and column of the bad value.
        const std::pair<const char*, const char*> bad[] = {
            {"(;GM[1]SZ[19];B[ee])", "line 1, column 11: SZ[19]: NoGo is played on 9x9 (SZ[9])"},
            {"(;GM[1]SZ[9]\n;B[ee]\n;W[ee])", "line 3, column 4: ee (E5) is not legal for White: the point is taken"},
            {"(;GM[1]SZ[9];B[ba];W[aa];B[ee];W[ii];B[ab])", "line 1, column 40: ab (A8) is not legal for Black: it would capture a group"},
            {"(;GM[1]SZ[9];B[ee][dc])", "line 1, column 20: B has 2 values; a move has one"},
            {"(;GM[1]SZ[9][19];B[ee])", "line 1, column 14: SZ has 2 values; it takes one"},
            {"(;GM[1][1]SZ[9])", "line 1, column 9: GM has 2 values; it takes one"},
            {"(;GM[1]SZ[9]PL[B][W])", "line 1, column 19: PL has 2 values; it takes one"},
            {"(;GM[1]SZ[9]PL[W])", "line 1, column 16: PL[W]: on the empty board Black is to move (NoGo has no passes)"},
            {"(;GM[1]SZ[9]PL[W];W[ee])", "line 1, column 16: PL[W]: on the empty board Black is to move (NoGo has no passes)"},
            {"(;GM[1]SZ[9]\n;B[ee];B[dd])", "line 2, column 10: Black moves out of turn (White to move)"},
            {"(;GM[1]SZ[9];B[])", "line 1, column 16: a pass: NoGo has none"},
            {"(;GM[1]SZ[9];B[zz])", "line 1, column 16: 'zz' is not a point (aa..ii)"},
            {"(;GM[1]SZ[9];B[ee]", "line 1, column 19: expected ')', found the end of the text"},
            {"(;GM[1]SZ[9];B[ee]AB[aa])", "line 1, column 22: setup (AB) is read in the first node only, as stones to start from"},
            {"(;GM[1]SZ[9]AB[aa]AW[ab][ba])", "line 1, column 16: no NoGo game reaches these stones: every group needs a "
                                              "liberty, and Black has as many stones as White or one more"},
            {"(;GM[1]SZ[9]AB[ee]PL[B])", "line 1, column 22: PL[B]: with these stones White is to move (NoGo has no passes)"},
            {"(;GM[1]SZ[9]AB[ee]AW[ee])", "line 1, column 22: ee (E5) is set up twice"},
            {"x", "line 1, column 1: expected '(', found 'x'"},
            {"", "line 1, column 1: expected '(', found the end of the text"},
            {"(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[9];W[ee])", "line 2, column 16: White moves out of turn (Black to move)"},
            {"(;GM[1]SZ[9];B[ee]) x", "line 1, column 21: expected '(', found 'x'"},
        };
        for (const auto& [text, message] : bad) {
            try {
                parse_sgf_games(text);
                QFAIL(text);
            } catch (const ParseError& e) {
                QCOMPARE(QString(e.what()), QString(message));
            }
        }
        // Deeper nesting is refused at its first '(' past 200, not followed down the stack
        // (30000 levels crashed the reader).
        std::string deeper = "(;GM[1]SZ[9]";
        for (int i = 0; i < 30000; ++i) deeper += "(;";
        try {
            parse_sgf_games(deeper + std::string(30001, ')'));
            QFAIL("30000 nested variations were read");
        } catch (const ParseError& e) {
            QCOMPARE(QString(e.what()), QString("line 1, column 411: variations nested more than 200 deep"));
        }
    }
};

QTEST_GUILESS_MAIN(TestNogoProtocols)
#include "test_nogo_protocols.moc"
