// `reversi-engine match` with external engines over NBoard and GTP: instances of our
// own engine play matches saved as GGF (read back with the GGF reader), and
// deliberately broken engines (illegal move, crash, hang, nonsense) lose their games
// while the match goes on.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "common/gtp_opponent.h"
#include "game_fixtures.h"
#include "line_process.h"
#include "reversi/ggf.h"
#include "reversi/match.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

struct Run {
    int exit_code;
    QString output;
    QString errors;
};

Run run_match(const QStringList& args) {
    LineProcess match(REVERSI_ENGINE, QStringList{"match"} + args);
    match.close_input();
    Run r;
    r.exit_code = match.wait_exit();
    r.output = match.read_all_output();
    r.errors = match.read_errors();
    return r;
}

std::vector<GgfGame> read_games(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return parse_ggf(file.readAll().toStdString());
}

// An NBoard "engine" in sh that answers pings and does `on_go` when asked to move.
QString write_engine(const QTemporaryDir& dir, const QString& name, const QString& on_go) {
    const QString path = dir.filePath(name + ".sh");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QString("while read -r command argument rest; do\n"
                       "  case \"$command\" in\n"
                       "    ping) echo \"pong $argument\" ;;\n"
                       "    go) %1 ;;\n"
                       "    quit) exit 0 ;;\n"
                       "  esac\n"
                       "done\n")
                   .arg(on_go)
                   .toUtf8());
    return path;
}

// A GTP "engine" in sh that agrees to every command and does `on_genmove` when asked
// to move; `first` comes before that in the loop (to log or answer other commands).
QString write_gtp_engine(const QTemporaryDir& dir, const QString& name, const QString& on_genmove,
                         const QString& first = {}) {
    const QString path = dir.filePath(name + ".sh");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QString("while read -r command rest; do\n"
                       "  %2\n"
                       "  case \"$command\" in\n"
                       "    genmove) %1 ;;\n"
                       "    quit) exit 0 ;;\n"
                       "    *) printf '=\\n\\n' ;;\n"
                       "  esac\n"
                       "done\n")
                   .arg(on_genmove, first.isEmpty() ? ":" : first)
                   .toUtf8());
    return path;
}

// Every game of `games` starts with its XOT opening (paired, colours swapped) and is
// played to the end, with the result of its final position.
void check_played_out(const std::vector<GgfGame>& games) {
    const auto& openings = xot_openings();
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GgfGame& g = games[i];
        const std::vector<int>& opening = openings[i / 2 * openings.size() / (games.size() / 2)];
        QVERIFY(g.moves.size() > opening.size());
        for (std::size_t m = 0; m < opening.size(); ++m) QCOMPARE(g.moves[m].square, opening[m]);
        const Position end = g.final_position();
        QVERIFY(end.is_game_over());
        QCOMPARE(g.numeric_result(), std::optional<double>(end.black_score()));
    }
}

}  // namespace

class TestExternalMatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ownEngineOverNboard() {
        QTemporaryDir dir;
        const QString ggf = dir.filePath("match.ggf");
        const QString first = QString(REVERSI_ENGINE) + " nboard";
        const QString second = QString(REVERSI_ENGINE) + " nboard --threads 1";
        const Run r = run_match({"--engine", first, "--engine", second, "--games", "4", "--engine-depth", "2",
                                 "--ggf", ggf});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(r.output.contains(QRegularExpression(": 4 games, W/D/L \\d/\\d/\\d, score [0-9.]+%, Elo ")),
                 qPrintable(r.output));
        QVERIFY2(!r.output.contains("forfeits"), qPrintable(r.output));
        QVERIFY(!QFile::exists(ggf + ".tmp"));
        const std::vector<GgfGame> games = read_games(ggf);  // throws (fails the test) if invalid
        QCOMPARE(int(games.size()), 4);
        for (std::size_t i = 0; i < games.size(); ++i) {
            QCOMPARE(games[i].black_player, (i % 2 == 0 ? first : second).toStdString());
            QCOMPARE(games[i].white_player, (i % 2 == 0 ? second : first).toStdString());
        }
        check_played_out(games);
    }

    void ownEngineOverGtp() {
        // Our GTP engine against a built-in player: the games stay in step to the end,
        // and the match says how long each side took a move.
        QTemporaryDir dir;
        const QString ggf = dir.filePath("gtp.ggf");
        const QString engine = QString(REVERSI_ENGINE) + " gtp --move-time 10";
        const Run r = run_match({"--gtp-engine", engine, "depth:2", "--games", "6", "--ggf", ggf});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(!r.output.contains("forfeits"), qPrintable(r.output));
        const QRegularExpressionMatch times =
            QRegularExpression("time a move: " + QRegularExpression::escape(engine) + " (\\d+\\.\\d{3}) s, depth:2 \\d+\\.\\d{3} s")
                .match(r.output);
        QVERIFY2(times.hasMatch(), qPrintable(r.output));
        QVERIFY2(times.captured(1).toDouble() > 0, qPrintable(r.output));  // its searches take time, over a pipe
        const std::vector<GgfGame> games = read_games(ggf);
        QCOMPARE(int(games.size()), 6);
        check_played_out(games);
    }

    void gtpEnginesAreToldTheClockInWholeSeconds() {
        // GTP's times are whole seconds (gtp-rhino answers "? syntax error" to others):
        // an engine that knows time_settings and time_left gets both before each move.
        QTemporaryDir dir;
        const QString log = dir.filePath("commands.log");
        const QString command = "sh " + write_gtp_engine(dir, "logs", "printf '= A1\\n\\n'",
                                                         "echo \"$command${rest:+ $rest}\" >>" + log + "; [ \"$command\" = "
                                                         "known_command ] && { printf '= true\\n\\n'; continue; }");
        const Run r = run_match({"--gtp-engine", command, "greedy", "--clock", "0:30.5", "--games", "2"});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.contains("time_settings 30 0 0"), qPrintable(lines.join(" | ")));
        int told = 0;
        for (const QString& line : lines) {
            if (!line.startsWith("time_left ")) continue;
            ++told;
            QVERIFY2(QRegularExpression("^time_left [bw] (30|[12]?\\d) 0$").match(line).hasMatch(), qPrintable(line));
        }
        QCOMPARE(told, 2);  // one move a game, illegal
    }

    void gtpEngineWithoutKnownCommand() {
        // A program that answers "? ..." to known_command is told no clock, and plays.
        QTemporaryDir dir;
        const QString command = "sh " + write_gtp_engine(dir, "plain", "printf '= A1\\n\\n'",
                                                         "[ \"$command\" = known_command ] && { printf '? unknown "
                                                         "command\\n\\n'; continue; }");
        const Run r = run_match({"--gtp-engine", command, "greedy", "--clock", "0:30", "--games", "2"});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(r.output.contains("game 1: Black forfeits: " + command + ": illegal move a1 by "), qPrintable(r.output));
    }

    void gtpEngineAfterAForcedPass() {
        // From an opening where the side to move must pass: the GTP side does not send
        // the pass (GTP Othello engines make it by themselves) and both games finish.
        QTemporaryDir dir;
        const QString openings = dir.filePath("pass.txt");
        QFile file(openings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(write_transcript(fixtures::moves_to_forced_pass()) + "\n"));
        file.close();
        const QString ggf = dir.filePath("pass.ggf");
        const Run r = run_match({"--gtp-engine", QString(REVERSI_ENGINE) + " gtp --move-time 10", "depth:2", "--games",
                                 "2", "--openings", openings, "--ggf", ggf});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(!r.output.contains("forfeits"), qPrintable(r.output));
        const std::vector<GgfGame> games = read_games(ggf);
        QCOMPARE(int(games.size()), 2);
        for (const GgfGame& g : games) {
            QVERIFY(g.final_position().is_game_over());
            const std::size_t at = fixtures::moves_to_forced_pass().size();
            QVERIFY(g.moves.size() > at);
            QCOMPARE(g.moves[at].square, kPass);
        }
    }

    void gtpOpponentKeepsInStep() {
        // common::GtpOpponent directly: it tells only the moves the program does not
        // know, starts again with clear_board when a game is not a continuation, and
        // after the program dies it fails until new_game() restarts it.
        QTemporaryDir dir;
        const QString log = dir.filePath("commands.log");
        // (Its answers end in a space, which is not part of the move.)
        const QString script = write_gtp_engine(dir, "steps", "printf '= D6 \\n\\n'",
                                                "echo \"$command${rest:+ $rest}\" >>" + log +
                                                    "; [ \"$rest\" = 'b a1' ] && exit 4");
        common::GtpOpponent program(("sh " + script).toStdString(), 8);
        const auto commands = [&] {
            QFile file(log);
            if (!file.open(QIODevice::ReadOnly)) return QStringList();
            return QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        };
        QCOMPARE(program.move({"play b f5"}, {}, "genmove w", 5), std::string("D6"));
        program.made("play w d6");
        QCOMPARE(program.move({"play b f5", "play w d6", "", "play b c3"}, {}, "genmove w", 5), std::string("D6"));
        QCOMPARE(program.move({"play b e6"}, {}, "genmove w", 5), std::string("D6"));  // another game
        QCOMPARE(commands(), (QStringList{"boardsize 8", "clear_board", "play b f5", "genmove w", "play b c3",
                                          "genmove w", "clear_board", "play b e6", "genmove w"}));
        QVERIFY_THROWS_EXCEPTION(common::GtpFailure, program.move({"play b a1"}, {}, "genmove w", 5));
        QVERIFY_THROWS_EXCEPTION(common::GtpFailure, program.move({"play b f5"}, {}, "genmove w", 5));
        program.new_game();
        QCOMPARE(program.move({"play b f5"}, {}, "genmove w", 5), std::string("D6"));
        QCOMPARE(commands().mid(9), (QStringList{"clear_board", "play b a1", "boardsize 8", "clear_board", "play b f5",
                                                  "genmove w"}));
    }

    void gtpEngineByTheClock() {
        // time_left reaches our GTP engine, which spends it by phase: at 1 s a move (its
        // default) it would lose on time in a game of 4 s.
        QTemporaryDir dir;
        const QString ggf = dir.filePath("clock.ggf");
        const Run r = run_match({"--gtp-engine", QString(REVERSI_ENGINE) + " gtp", "clock", "--clock", "0:04", "--games",
                                 "2", "--ggf", ggf});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(!r.output.contains("forfeits"), qPrintable(r.output));
        const std::vector<GgfGame> games = read_games(ggf);
        QCOMPARE(int(games.size()), 2);
        check_played_out(games);
    }

    void brokenGtpEnginesLose() {
        QTemporaryDir dir;
        const struct {
            const char* name;
            const char* on_genmove;
            QString reason;
        } engines[] = {
            {"illegal", "printf '= A1\\n\\n'", "illegal move a1 by "},
            {"crashes", "exit 3", "the program ended (exit code 3) before answering 'genmove @'"},
            {"hangs", "sleep 600", "no answer to 'genmove @' within 0.3 s"},
            {"nonsense", "printf '= Z9\\n\\n'", "genmove answered 'Z9', not a move"},
            {"refuses", "printf '? no\\n\\n'", "'genmove @' failed: ? no"},
            {"passes", "printf '= pass\\n\\n'", "genmove answered 'pass', not a move"},
        };
        for (const auto& e : engines) {
            const QString command = "sh " + write_gtp_engine(dir, e.name, e.on_genmove);
            const Run r = run_match({"--gtp-engine", command, "greedy", "--games", "2", "--forfeit-after", "0.3"});
            QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
            QVERIFY2(r.output.contains(": 2 games, W/D/L 0/0/2, score 0.0%"), qPrintable(r.output));
            // Both games lost, the second after a restart ('@' is the colour asked).
            QString reason = e.reason;
            QVERIFY2(r.output.contains("game 1: Black forfeits: " + command + ": " + reason.replace('@', 'b')),
                     qPrintable(r.output));
            reason = e.reason;
            QVERIFY2(r.output.contains("game 2: White forfeits: " + command + ": " + reason.replace('@', 'w')),
                     qPrintable(r.output));
        }
    }

    void brokenEnginesLoseAndTheMatchGoesOn() {
        QTemporaryDir dir;
        const struct {
            const char* name;
            const char* on_go;
            QString reason;
        } engines[] = {
            {"illegal", "echo '=== A1/0.00/0.01'", "illegal move a1 by "},
            // Edax's form: the move read (and judged) up to the space.
            {"illegal-spaced", "echo '=== a1 -1.00 0.0'", "illegal move a1 by "},
            {"crashes", "exit 3", "ended while thinking (exit code 3)"},
            {"hangs", "sleep 600", "gave no move within 0.3 s"},
            {"nonsense", "echo '=== Z9'", "answered '=== Z9', which is not a move"},
        };
        for (const auto& e : engines) {
            const QString command = "sh " + write_engine(dir, e.name, e.on_go);
            const QString ggf = dir.filePath(QString(e.name) + ".ggf");
            const Run r = run_match({"--engine", command, "greedy", "--games", "2", "--forfeit-after", "0.3", "--ggf", ggf});
            QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
            QVERIFY2(r.output.contains(": 2 games, W/D/L 0/0/2, score 0.0%"), qPrintable(r.output));
            // Both games lost, the second after a restart when the engine died in the first.
            QVERIFY2(r.output.contains("game 1: Black forfeits: " + command + ": " + e.reason), qPrintable(r.output));
            QVERIFY2(r.output.contains("game 2: White forfeits: " + command + ": " + e.reason), qPrintable(r.output));
            const std::vector<GgfGame> games = read_games(ggf);
            QCOMPARE(int(games.size()), 2);
            for (int i = 0; i < 2; ++i) {
                QCOMPARE(games[i].numeric_result(), std::optional<double>(i == 0 ? -64 : 64));
                QCOMPARE(int(games[i].other_tags.size()), 1);
                QCOMPARE(games[i].other_tags[0].first, std::string("C"));
                QVERIFY(QString::fromStdString(games[i].other_tags[0].second).contains(e.reason));
            }
        }
    }

    void matchByTheClock() {
        // Our engine over NBoard with --clock against the built-in clock player: each
        // side's 4 s for the game; the GGF record carries the clock and every move's
        // time, and both sides spend a fair part of their clocks without running out.
        QTemporaryDir dir;
        const QString ggf = dir.filePath("clock.ggf");
        const QString engine = QString(REVERSI_ENGINE) + " nboard --clock";
        const Run r = run_match({"--engine", engine, "clock", "--clock", "0:04", "--games", "2", "--ggf", ggf});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(!r.output.contains("forfeits"), qPrintable(r.output));
        const std::vector<GgfGame> games = read_games(ggf);
        QCOMPARE(int(games.size()), 2);
        for (const GgfGame& g : games) {
            QCOMPARE(g.time_control, std::string("0:04"));
            QVERIFY(g.final_position().is_game_over());
            double used[2] = {0, 0};
            Position p = g.start;
            for (const GgfMove& m : g.moves) {
                used[p.to_move == Color::Black ? 0 : 1] += m.seconds.value_or(0);
                p = p.apply(m.square);
            }
            for (const double seconds : used) QVERIFY2(seconds > 1.5 && seconds < 4, qPrintable(QString::number(seconds)));
        }
    }

    void runningOutOfTimeLoses() {
        QTemporaryDir dir;
        const QString command = "sh " + write_engine(dir, "slow", "sleep 1.5; echo '=== A1'");
        const Run r = run_match({"--engine", command, "greedy", "--clock", "0:01", "--games", "2"});
        QVERIFY2(r.exit_code == 0, qPrintable(r.errors));
        QVERIFY2(r.output.contains(": 2 games, W/D/L 0/0/2, score 0.0%"), qPrintable(r.output));
        // Judged on time before the move is looked at (a1 is not even legal).
        QVERIFY2(r.output.contains(QRegularExpression("game 1: Black forfeits: " + QRegularExpression::escape(command) +
                                                      ": ran out of time \\(\\d+\\.\\d+ s on this move, -\\d+\\.\\d+ s left\\)")),
                 qPrintable(r.output));
    }

    void engineThatDoesNotStart() {
        const Run r = run_match({"--engine", "/nonexistent/engine", "greedy", "--games", "2"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.errors.contains("engine \"/nonexistent/engine\": ended before answering ping (exit code 127)"),
                 qPrintable(r.errors));
    }

    void gtpEngineThatDoesNotStart() {
        Run r = run_match({"--gtp-engine", "/nonexistent/engine", "greedy", "--games", "2"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.errors.contains("engine '/nonexistent/engine': the program ended (exit code 127) before answering "
                                   "'boardsize 8'"),
                 qPrintable(r.errors));
        // A program that is not a GTP engine.
        r = run_match({"--gtp-engine", "cat", "greedy", "--games", "2"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.errors.contains("engine 'cat': 'boardsize 8' got 'boardsize 8', not a GTP answer"), qPrintable(r.errors));
    }

    void usageErrors() {
        Run r = run_match({"greedy", "--games", "2", "--engine"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY(r.errors.contains("option --engine needs a value"));
        r = run_match({"greedy", "greedy", "--games", "2", "--forfeit-after", "0"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY(r.errors.contains("--forfeit-after must be a number"));
        r = run_match({"greedy", "greedy", "--games", "2", "--clock", "5:x"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.errors.contains("--clock: expected seconds (a number, at least 0), found '5:x'"), qPrintable(r.errors));
        r = run_match({"greedy", "greedy", "--games", "2", "--clock", "0"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.errors.contains("--clock: the main time must be above 0"), qPrintable(r.errors));
        r = run_match({"--gtp-engine", "cat", "greedy", "--games", "2", "--size", "6"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.errors.contains("--engine and --gtp-engine play 8x8 from the standard start only"), qPrintable(r.errors));
        r = run_match({"clock:mpc", "greedy", "--games", "2"});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.errors.contains("player 'clock:mpc' plays by the clock: give the game's clock with --clock"),
                 qPrintable(r.errors));
    }
};

QTEST_GUILESS_MAIN(TestExternalMatch)
#include "test_external_match.moc"
