// The app's other games, as a person plays them: NoGo 9x9 and Reversi on 4x4 to 10x10,
// through the model and the real QML (taps on intersections and squares), an illegal
// point explained, undo/redo/jumps and lines, records, the autosave, the analysis and
// the New Game dialog. Any QML warning fails the test.
#include <QClipboard>
#include <QGuiApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

#include "app_settings.h"
#include "autosave.h"
#include "board_editor.h"
#include "game_analyser.h"
#include "game_model.h"
#include "game_records.h"
#include "games/nogo_game.h"
#include "games/reversi_game.h"
#include "language.h"
#include "open_and_wait.h"
#include "reversi/book.h"
#include "reversi/notation.h"
#include "reversi/search.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"
#include "saved_game.h"
#include "ui_helpers.h"

using namespace uitest;
using reversi::app::GameModel;

namespace {

QVariantMap nogoGame(bool blackIsAi = false, bool whiteIsAi = false) {
    return {{"kind", "nogo"}, {"blackIsAi", blackIsAi}, {"whiteIsAi", whiteIsAi}, {"blackLevel", 1}, {"whiteLevel", 1}};
}

QVariantMap reversiGame(int size, bool parallel = false, bool whiteFirst = false) {
    return {{"kind", "reversi"}, {"size", size},       {"parallelStart", parallel}, {"whiteFirst", whiteFirst},
            {"blackIsAi", false}, {"whiteIsAi", false}, {"blackLevel", 1},           {"whiteLevel", 1}};
}

int point(const char* vertex) { return nogo::parse_gtp_vertex(vertex); }

// A new NoGo game of `moves`, with `analyser` on it at the shortest level; false when a
// move is refused.
bool analyseNoGo(GameModel& game, reversi::app::GameAnalyser& analyser, std::initializer_list<const char*> moves) {
    game.newGameOf(nogoGame());
    for (const char* v : moves)
        if (!game.play(point(v))) return false;
    analyser.setGame(&game);
    analyser.setLevel(1);
    return true;
}

// Runs "Analyse game" to its end; false when that takes more than 20 s.
bool analyseWholeGame(reversi::app::GameAnalyser& analyser) {
    QSignalSpy finished(&analyser, &reversi::app::GameAnalyser::finished);
    analyser.start();
    return finished.wait(20000);
}

QVariant role(const GameModel& m, int cell, GameModel::Role r) { return m.data(m.index(cell), r); }

QQuickItem* board(QQuickWindow* window) { return window->findChild<QQuickItem*>(QStringLiteral("board")); }

// The centre of `cell` on the board, in window coordinates.
QPoint cellCentre(QQuickItem* board, int cell) {
    const int columns = board->property("columns").toInt();
    const qreal margin = board->property("margin").toReal();
    const qreal size = board->property("cellSize").toReal();
    return board->mapToScene(QPointF(margin + (cell % columns + 0.5) * size, margin + (cell / columns + 0.5) * size)).toPoint();
}

// Waits until the window has drawn a frame: a board of a new size lays its cells out
// before the next frame, and a tap before that finds them all in one place.
bool waitForFrame(QQuickWindow* window) {
    QSignalSpy swapped(window, &QQuickWindow::frameSwapped);
    window->requestUpdate();
    return swapped.wait(5000);
}

QString statusText(QQuickWindow* window) { return findItem(window, QStringLiteral("status"))->property("text").toString(); }

// Moves after which Black, to move, may not play A9: White's B9 and A8 leave a black
// stone there no liberty (suicide), and capture nothing (both keep liberties).
const char* kSuicideLine[] = {"E5", "B9", "E4", "A8"};

}  // namespace

class TestGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void nogoPlayedToTheEndByTaps();
    void illegalPointSaysWhy();
    void nogoHistoryUndoRedoAndLines();
    void nogoRecordsRoundTrip();
    void aSavedSgfKeepsWhatItsFileSaid();
    void autosaveKeepsEveryKind_data();
    void autosaveKeepsEveryKind();
    void copiedBoardsPasteBack_data();
    void copiedBoardsPasteBack();
    void anEditedStartIsNoTranscript();
    void recordsAreToldApart();
    void reversiOnOtherBoards_data();
    void reversiOnOtherBoards();
    void smallBoardsShowPerfectPlay();
    void nogoAnalysisStreams_data();
    void nogoAnalysisStreams();
    void nogoAiPlaysBothSides();
    void nogoEditorChecksTheStones();
    void nogoDecisivePoints();
    void nogoComputerScoresTheGraph();
    void nogoGameAnalysisGrades();
    void nogoEnginesKeepTheirOwnScores();
    void newGameDialogChoosesTheGame();
    void aRecordOfTheOtherGameKeepsItsChosenPlayers();
    void theResultFollowsTheLanguage();
    void theGraphHoldsATenByTenScore();
    void openingNamesAndTheBook();
    void computerPlaysFromTheBook();
    void heatMapSearchesAsTheStrongestLevel();

private:
    QTemporaryDir dataDir_;
};

void TestGames::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dataDir_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    setUpApplicationInEnglish();
}

void TestGames::init() {
    QFile::remove(reversi::app::Autosave::filePath());
    QSettings().clear();
    failOnEveryWarning();
}

// Two people play NoGo by tapping intersections until one has no legal move: every
// tap on a legal point plays it, the stones appear where tapped, and the end says who
// has no move and who wins.
void TestGames::nogoPlayedToTheEndByTaps() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1000, 700));
    QVERIFY(window);
    auto* game = window->findChild<GameModel*>(QStringLiteral("game"));
    game->newGameOf(nogoGame());
    QCOMPARE(game->gameKind(), QStringLiteral("nogo"));
    QCOMPARE(game->rowCount(), 81);
    QQuickItem* b = board(window);
    QTRY_COMPARE(b->property("columns").toInt(), 9);
    QVERIFY(waitForFrame(window));
    std::mt19937 random(5);
    int taps = 0;
    while (!game->gameOver()) {
        const std::vector<int> legal = game->history().position().legalMoves();
        QVERIFY(!legal.empty());
        const int cell = legal[random() % legal.size()];
        const int mover = game->sideToMove();
        QTest::mouseClick(window, Qt::LeftButton, {}, cellCentre(b, cell));
        ++taps;
        QTRY_COMPARE(game->ply(), taps);
        QCOMPARE(role(*game, cell, GameModel::DiscRole).toInt(), mover);
        QVERIFY(role(*game, cell, GameModel::LastMoveRole).toBool());
    }
    QVERIFY(taps >= 20);  // a NoGo game is long: random play never ends it this early
    const QString winner = game->winner() == 1 ? QStringLiteral("Black wins") : QStringLiteral("White wins");
    const QString stuck = game->winner() == 1 ? QStringLiteral("White has no legal move") : QStringLiteral("Black has no legal move");
    QTRY_VERIFY2(statusText(window).contains(winner) && statusText(window).contains(stuck), qPrintable(statusText(window)));
    QCOMPARE(game->moves().size(), taps);
    QVERIFY(!game->hasPass());
}

// Pressing a point that would be suicide says so in the status line while pressed,
// and releasing plays nothing; a legal point plays.
void TestGames::illegalPointSaysWhy() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1000, 700));
    QVERIFY(window);
    auto* game = window->findChild<GameModel*>(QStringLiteral("game"));
    game->newGameOf(nogoGame());
    for (const char* v : kSuicideLine) QVERIFY(game->play(point(v)));
    QVERIFY(waitForFrame(window));
    QCOMPARE(game->sideToMove(), 1);
    const int a9 = point("A9");
    QVERIFY(!role(*game, a9, GameModel::LegalRole).toBool());
    QVERIFY(game->whyIllegal(a9).contains(QLatin1String("suicide")));
    QQuickItem* b = board(window);
    QTest::mousePress(window, Qt::LeftButton, {}, cellCentre(b, a9));
    QTRY_VERIFY2(statusText(window).contains(QLatin1String("suicide")), qPrintable(statusText(window)));
    // Over the board too (the status line may be scrolled away), on the half away from
    // the finger: A9 is on the top row, the reason on the lower half.
    QQuickItem* bubble = findItem(window, QStringLiteral("pressedProblemBubble"));
    QVERIFY(bubble && bubble->isVisible());
    QVERIFY(findItem(window, QStringLiteral("pressedProblemText"))->property("text").toString().contains(QLatin1String("suicide")));
    QVERIFY(sceneRect(bubble).top() > sceneRect(b).center().y());
    QVERIFY(!sceneRect(bubble).contains(cellCentre(b, a9)));
    QTest::mouseRelease(window, Qt::LeftButton, {}, cellCentre(b, a9));
    QTRY_VERIFY(!statusText(window).contains(QLatin1String("suicide")));
    QVERIFY(!bubble->isVisible());
    QCOMPARE(game->ply(), 4);
    QVERIFY(!game->play(a9));
    // A legal point has no reason, a taken one says so.
    QCOMPARE(game->whyIllegal(point("C9")), QString());
    QCOMPARE(game->whyIllegal(point("E5")), QStringLiteral("The point is taken."));
    QTest::mouseClick(window, Qt::LeftButton, {}, cellCentre(b, point("C9")));
    QTRY_COMPARE(game->ply(), 5);
}

// Undo, redo, jumps and a second line in NoGo, through the model and the tree text.
void TestGames::nogoHistoryUndoRedoAndLines() {
    GameModel m;
    m.newGameOf(nogoGame());
    for (const char* v : {"E5", "D4", "C3"}) QVERIFY(m.play(point(v)));
    m.undo();
    QCOMPARE(m.ply(), 2);
    m.undo();
    m.undo();
    QCOMPARE(m.ply(), 0);
    QVERIFY(!m.canUndo());
    m.redo();
    m.jumpTo(3);
    QCOMPARE(m.ply(), 3);
    m.jumpTo(1);
    QVERIFY(m.play(point("F6")));  // another line beside D4 C3
    QCOMPARE(m.branchCounts(), (QVariantList{1, 2}));
    QCOMPARE(m.moves(), (QStringList{"E5", "F6"}));
    const std::string tree = reversi::app::write_move_tree(m.history().tree(), m.history().start());
    QCOMPARE(QString::fromStdString(tree), QStringLiteral("E5(D4C3)(F6)"));
    m.chooseLine(2, point("D4"));
    QCOMPARE(m.moves(), (QStringList{"E5", "D4", "C3"}));
    QCOMPARE(m.squareName(point("J1")), QStringLiteral("J1"));
    QCOMPARE(m.columnLabels().join(QString()), QStringLiteral("ABCDEFGHJ"));  // no I, as Go players expect
    QCOMPARE(m.rowLabels().first(), QStringLiteral("9"));
}

// SGF: saved to a file and opened again, copied and pasted; a malformed SGF changes
// nothing and says where.
void TestGames::nogoRecordsRoundTrip() {
    QTemporaryDir dir;
    auto game = std::make_unique<GameModel>();
    game->newGameOf(nogoGame());
    game->newGameOf({{"centreRule", true}});
    QVERIFY(!game->play(point("E5")));  // the centre rule
    for (const char* v : {"D4", "E5", "C3"}) QVERIFY(game->play(point(v)));
    reversi::app::GameRecords records;
    records.setGame(game.get());
    QCOMPARE(records.saveFormats().size(), 1);
    const QUrl file = records.withExtension(QUrl::fromLocalFile(dir.filePath(QStringLiteral("game"))), 0);
    QVERIFY(file.toLocalFile().endsWith(QLatin1String(".sgf")));
    QCOMPARE(saveAndWait(records, file), QString());
    QVERIFY(records.suggestedFile(QUrl::fromLocalFile(dir.path())).toLocalFile().contains(QLatin1String("nogo-")));

    GameModel other;  // a Reversi game: opening the SGF makes it NoGo
    reversi::app::GameRecords reader;
    reader.setGame(&other);
    QVERIFY2(openAndWait(reader, file), qPrintable(reader.error()));
    QCOMPARE(other.gameKind(), QStringLiteral("nogo"));
    QCOMPARE(other.moves(), (QStringList{"D4", "E5", "C3"}));
    QCOMPARE(other.setup().value("centreRule").toBool(), true);

    records.copy();
    const QString sgf = QGuiApplication::clipboard()->text();
    QVERIFY(sgf.startsWith(QLatin1String("(;GM[1]")));
    GameModel third;
    reversi::app::GameRecords paster;
    paster.setGame(&third);
    QVERIFY(paster.paste());
    QCOMPARE(third.moves(), other.moves());

    QVERIFY(!paster.loadText(QStringLiteral("(;GM[1]SZ[9];B[ee];W[ee])")));  // the point is taken
    QVERIFY2(paster.error().contains(QLatin1String("line 1")), qPrintable(paster.error()));
    QCOMPARE(third.moves(), other.moves());  // untouched

    // A collection, as nogo-engine match --sgf writes it: the user chooses a game.
    // Each is named by its players, result and date, as far as it gives them.
    QVERIFY(paster.loadText(QStringLiteral("(;GM[1]SZ[9]PB[ann]PW[bob]RE[W+R]DT[2026-12-06];B[ee])\n"
                                           "(;GM[1]SZ[9];B[dd];W[cc])\n")));
    QCOMPARE(paster.choices(),
             (QStringList{QStringLiteral("Game 1: ann – bob (W+R) · 2026-12-06"), QStringLiteral("Game 2")}));
    QCOMPARE(third.moves(), other.moves());  // nothing changes before the choice
    QVERIFY(paster.choose(1));
    QCOMPARE(third.moves(), (QStringList{"D6", "C7"}));  // SGF counts rows from the top
}

// An SGF opened and saved again keeps its players, date and comments, as a GGF does
// (test_study).
void TestGames::aSavedSgfKeepsWhatItsFileSaid() {
    QTemporaryDir dir;
    GameModel game;
    reversi::app::GameRecords records;
    records.setGame(&game);
    QVERIFY2(records.loadText(QStringLiteral("(;GM[1]SZ[9]PB[Kim]PW[Lee]DT[2024-01-01]C[hello];B[cc];W[gg])")),
             qPrintable(records.error()));
    QCOMPARE(game.gameKind(), QStringLiteral("nogo"));
    QVERIFY(game.play(point("E5")));
    const QUrl file = records.withExtension(QUrl::fromLocalFile(dir.filePath(QStringLiteral("game"))), 0);
    QCOMPARE(saveAndWait(records, file), QString());
    QFile saved(file.toLocalFile());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const std::vector<nogo::SgfGame> games = nogo::parse_sgf_games(saved.readAll().toStdString());
    QCOMPARE(int(games.size()), 1);
    QCOMPARE(games[0].black, std::string("Kim"));
    QCOMPARE(games[0].white, std::string("Lee"));
    QCOMPARE(int(games[0].record.moves.size()), 3);
    const auto& others = games[0].other_properties;
    QVERIFY(std::find(others.begin(), others.end(), std::make_pair(std::string("DT"), std::string("2024-01-01"))) != others.end());
    QVERIFY(std::find(others.begin(), others.end(), std::make_pair(std::string("C"), std::string("hello"))) != others.end());
}

void TestGames::autosaveKeepsEveryKind_data() {
    QTest::addColumn<QVariantMap>("options");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("edited");
    QTest::newRow("nogo") << nogoGame() << QStringList{"E5", "D4", "C3", "G7"} << false;
    QTest::newRow("reversi-10") << reversiGame(10) << QStringList{"e4"} << false;
    QTest::newRow("reversi-6-parallel-white") << reversiGame(6, true, true) << QStringList{} << false;
    QTest::newRow("reversi-8-parallel-white-edited") << reversiGame(8, true, true) << QStringList{} << true;
    QTest::newRow("reversi-8-white-edited") << reversiGame(8, false, true) << QStringList{} << true;
}

// Each kind of game survives the autosave with its setup, its lines and its cursor; a
// game from an edited start keeps its setup too, which the start no longer shows.
void TestGames::autosaveKeepsEveryKind() {
    QFETCH(QVariantMap, options);
    QFETCH(QStringList, moves);
    QFETCH(bool, edited);
    GameModel m;
    m.newGameOf(options);
    if (edited) {  // the position after a move, as the board editor would start from it
        QVERIFY(m.play(m.history().position().legalMoves().front()));
        QVERIFY(m.loadGame(m.history().state(), {}, false));
        QCOMPARE(m.length(), 0);
    }
    std::vector<int> cells;
    for (const QString& name : moves) {
        const int move = m.history().position().parseMove(name.toStdString());
        QVERIFY2(move >= 0, qPrintable(name));
        QVERIFY2(m.play(move), qPrintable(name));
    }
    while (m.ply() < 3) QVERIFY(m.play(m.history().position().legalMoves().front()));
    m.jumpTo(1);
    QVERIFY(m.play(m.history().position().legalMoves().back()));  // a second line
    m.jumpTo(1);
    const QByteArray saved = reversi::app::savedGameOf(m);
    const reversi::app::SavedGame back = reversi::app::readSavedGame(saved);
    GameModel restored;
    restored.loadHistory(back.history, back.paused, back.computers);
    QCOMPARE(restored.setup(), m.setup());
    QCOMPARE(restored.ply(), 1);
    QCOMPARE(restored.moves(), m.moves());
    QCOMPARE(reversi::app::write_move_tree(restored.history().tree(), restored.history().start()),
             reversi::app::write_move_tree(m.history().tree(), m.history().start()));
    QCOMPARE(reversi::app::savedGameOf(restored), saved);
    if (edited) {  // the same board under the crossed, Black-first setup is another game to keep
        const reversi::app::GameHistory mine(m.history().game(), m.history().start_state());
        const reversi::app::GameHistory plain(reversi::app::standardReversi(), m.history().start_state());
        QVERIFY(reversi::app::gameContentOf(mine) != reversi::app::gameContentOf(plain));
    }
}

void TestGames::copiedBoardsPasteBack_data() {
    QTest::addColumn<QVariantMap>("options");
    QTest::addColumn<bool>("transcript");
    QTest::newRow("8x8") << reversiGame(8) << true;
    QTest::newRow("8x8 White first") << reversiGame(8, false, true) << false;
    QTest::newRow("6x6") << reversiGame(6) << false;
    QTest::newRow("10x10") << reversiGame(10) << false;
}

// Copy then Paste, and Save then Open in every format offered, give the game back on
// its own board: a transcript (which names no board) only for the 8x8 standard start.
void TestGames::copiedBoardsPasteBack() {
    QFETCH(QVariantMap, options);
    QFETCH(bool, transcript);
    GameModel m;
    m.newGameOf(options);
    for (int i = 0; i < 4; ++i) QVERIFY(m.play(m.history().position().legalMoves().back()));
    reversi::app::GameRecords records;
    records.setGame(&m);
    QCOMPARE(records.saveExtensions().contains(QStringLiteral("txt")), transcript);
    records.copy();
    GameModel pasted;
    reversi::app::GameRecords paster;
    paster.setGame(&pasted);
    QVERIFY2(paster.paste(), qPrintable(paster.error() + ": " + QGuiApplication::clipboard()->text()));
    QCOMPARE(pasted.setup(), m.setup());
    QCOMPARE(pasted.moves(), m.moves());
    QTemporaryDir dir;
    for (int format = 0; format < records.saveFormats().size(); ++format) {
        const QUrl file = records.withExtension(QUrl::fromLocalFile(dir.filePath(QStringLiteral("game"))), format);
        QCOMPARE(saveAndWait(records, file), QString());
        GameModel opened;
        reversi::app::GameRecords opener;
        opener.setGame(&opened);
        QVERIFY2(openAndWait(opener, file), qPrintable(file.toLocalFile() + ": " + opener.error()));
        QCOMPARE(opened.setup(), m.setup());
        QCOMPARE(opened.moves(), m.moves());
    }
}

// A transcript names no board: a game from an edited 8x8 start is offered as GGF only
// (a "Transcript (.txt)" was offered, and a GGF record written into the .txt), and the
// choice follows the game on the board as it is replaced.
void TestGames::anEditedStartIsNoTranscript() {
    GameModel m;
    m.newGameOf(reversiGame(8));
    reversi::app::GameRecords records;
    records.setGame(&m);
    QSignalSpy changed(&records, &reversi::app::GameRecords::saveFormatsChanged);
    QVERIFY(records.saveExtensions().contains(QStringLiteral("txt")));
    const reversi::Position edited = reversi::Position::start().play(reversi::parse_square("f5")).pass();  // Black again
    QVERIFY(m.loadGame(reversi::app::reversiState(edited), {}, false));
    QCOMPARE(records.saveExtensions(), QStringList{QStringLiteral("ggf")});
    QVERIFY(changed.count() >= 1);
    m.newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(records.saveExtensions().contains(QStringLiteral("txt")));
    QVERIFY(changed.count() >= 2);
}

// GGF and SGF both open with "(;": a GGF record without its GM tag is still GGF (its
// board, BO, says so; it was read as SGF, "'F5' is not a point"), and the app's own
// files read with an editor's byte-order mark before them (one was set aside as
// unreadable).
void TestGames::recordsAreToldApart() {
    GameModel m;
    reversi::app::GameRecords records;
    records.setGame(&m);
    QVERIFY2(records.loadText(QStringLiteral("(;BO[8 ---------------------------O*------*O--------------------------- *]"
                                             "B[F5]W[D6];)")),
             qPrintable(records.error()));
    QCOMPARE(m.gameKind(), QStringLiteral("reversi"));
    QCOMPARE(m.moves(), (QStringList{"f5", "d6"}));
    QVERIFY(records.loadText(QStringLiteral("(;GM[1]SZ[9];B[ee])")));  // SGF: NoGo
    QCOMPARE(m.gameKind(), QStringLiteral("nogo"));
    const reversi::app::SavedGame marked = reversi::app::readSavedGame(
        "\xEF\xBB\xBF(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\n");
    QCOMPARE(marked.history.length(), 1);
    // The app's SETUP tag: a word it does not know is said, not taken for none.
    try {
        reversi::app::readSavedGame("(;GM[Othello]SETUP[sideways]BO[8 ---------------------------O*------*O-------"
                                    "-------------------- *];)");
        QFAIL("SETUP[sideways] was read");
    } catch (const reversi::ParseError& e) {
        QCOMPARE(QString::fromStdString(e.what()), QStringLiteral("SETUP: 'sideways' is not parallel or white"));
    }
    // PLAYERS too; and read as written.
    const QByteArray board = "BO[8 ---------------------------O*------*O--------------------------- *];)";
    try {
        reversi::app::readSavedGame("(;GM[Othello]PLAYERS[me,computer]" + board);
        QFAIL("PLAYERS[me,computer] was read");
    } catch (const reversi::ParseError& e) {
        QCOMPARE(QString::fromStdString(e.what()),
                 QStringLiteral("PLAYERS: 'me,computer' is not two of human and computer, Black's first"));
    }
    const auto computers = reversi::app::readSavedGame("(;GM[Othello]PLAYERS[computer,human]" + board).computers;
    QVERIFY(computers && (*computers)[0] && !(*computers)[1]);
    QVERIFY(!reversi::app::readSavedGame("(;GM[Othello]" + board).computers);  // an older file's: the settings'
}

void TestGames::reversiOnOtherBoards_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("parallel");
    QTest::addColumn<bool>("whiteFirst");
    QTest::newRow("10x10") << 10 << false << false;
    QTest::newRow("6x6 side by side, White first") << 6 << true << true;
    QTest::newRow("4x4") << 4 << false << false;
}

// A Reversi game on another board, played to the end by taps: the board has the
// size's cells and labels, every tapped square turns discs, and the end agrees with
// the disc counts.
void TestGames::reversiOnOtherBoards() {
    QFETCH(int, size);
    QFETCH(bool, parallel);
    QFETCH(bool, whiteFirst);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1000, 700));
    QVERIFY(window);
    auto* game = window->findChild<GameModel*>(QStringLiteral("game"));
    game->newGameOf(reversiGame(size, parallel, whiteFirst));
    QCOMPARE(game->rowCount(), size * size);
    QCOMPARE(game->columnLabels().size(), size);
    QCOMPARE(game->rowLabels().last(), QString::number(size));
    QCOMPARE(game->sideToMove(), whiteFirst ? 2 : 1);
    QCOMPARE(game->blackCount() + game->whiteCount(), 4);
    QQuickItem* b = board(window);
    QTRY_COMPARE(b->property("columns").toInt(), size);
    QVERIFY(waitForFrame(window));
    std::mt19937 random(static_cast<unsigned>(size));
    while (!game->gameOver()) {
        const std::vector<int> legal = game->history().position().legalMoves();
        const int cell = legal[random() % legal.size()];
        const int before = game->blackCount() + game->whiteCount();
        const int ply = game->ply();
        const QVariantList turned = game->flipsFor(cell);
        QVERIFY(!turned.isEmpty());
        QTest::mouseClick(window, Qt::LeftButton, {}, cellCentre(b, cell));
        QTRY_VERIFY(game->ply() > ply);
        QCOMPARE(game->history().moves()[static_cast<std::size_t>(ply)].changed.size(), std::size_t(turned.size()));
        QCOMPARE(game->blackCount() + game->whiteCount(), before + 1);
        if (size == 10 && ply >= 12) break;  // 10x10: a dozen taps, then the model plays on
    }
    while (!game->gameOver()) {
        const std::vector<int> legal = game->history().position().legalMoves();
        QVERIFY(game->play(legal[random() % legal.size()]));
    }
    const int diff = game->blackCount() - game->whiteCount();
    QCOMPARE(game->winner(), diff > 0 ? 1 : diff < 0 ? 2 : 0);
}

// On 4x4 the heat-map solves the game: every move's score is exact, and the best is
// White's win of 3-11 on the board, whose two empty squares count for the winner: -10
// for Black to move (as `reversi-engine solve-start --size 4` finds).
void TestGames::smallBoardsShowPerfectPlay() {
    GameModel m;
    m.newGameOf(reversiGame(4));
    m.setAnalysisEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(m.data(m.index(m.history().position().legalMoves().front()), GameModel::ScoreExactRole).toBool(), 10000);
    for (int cell : m.history().position().legalMoves()) {
        QTRY_VERIFY(role(m, cell, GameModel::ScoreExactRole).toBool());
        QVERIFY(role(m, cell, GameModel::ScoreRole).toInt() <= -10);
    }
    int best = -100;
    for (int cell : m.history().position().legalMoves()) best = std::max(best, role(m, cell, GameModel::ScoreRole).toInt());
    QCOMPARE(best, -10);
    QCOMPARE(role(m, m.history().position().legalMoves().front(), GameModel::ScoreDetailRole).toString(), QString());
}

void TestGames::nogoAnalysisStreams_data() {
    QTest::addColumn<int>("engine");
    QTest::newRow("mcts") << 0;
    QTest::newRow("minmax") << 1;
}

// The NoGo heat-map: every legal point gets a score as the search runs, win rates
// with playouts (MCTS) or scores with depths (MinMax), and the best is marked.
void TestGames::nogoAnalysisStreams() {
    QFETCH(int, engine);
    GameModel m;
    m.newGameOf(nogoGame());
    for (const char* v : {"E5", "D4", "C3", "G7", "B2", "H8"}) QVERIFY(m.play(point(v)));
    m.setAnalysisEngine(engine);
    QSignalSpy evaluated(&m, &GameModel::positionEvaluated);
    m.setAnalysisEnabled(true);
    const std::vector<int> legal = m.history().position().legalMoves();
    QTRY_VERIFY_WITH_TIMEOUT(role(m, legal.back(), GameModel::ScoreRole).isValid(), 10000);
    // (Read without running the event loop: the engine's updates wait meanwhile.)
    int best = 0, mostPlayed = 0, bestPlayed = 0, bestScore = 0;
    for (int cell = 0; cell < 81; ++cell) {
        QCOMPARE(role(m, cell, GameModel::ScoreRole).isValid(), role(m, cell, GameModel::LegalRole).toBool());
        if (!role(m, cell, GameModel::LegalRole).toBool()) continue;
        best += role(m, cell, GameModel::BestRole).toBool();
        mostPlayed = std::max(mostPlayed, role(m, cell, GameModel::ScoreDepthRole).toInt());
        if (role(m, cell, GameModel::BestRole).toBool()) {
            bestPlayed = role(m, cell, GameModel::ScoreDepthRole).toInt();
            bestScore = role(m, cell, GameModel::ScoreRole).toInt();
        }
        const QString text = role(m, cell, GameModel::ScoreTextRole).toString();
        const QString detail = role(m, cell, GameModel::ScoreDetailRole).toString();
        if (engine == 0) {
            QVERIFY2(text.endsWith(QLatin1Char('%')), qPrintable(text));
            QVERIFY2(!detail.isEmpty(), "playouts shown");
        } else {
            QVERIFY2(!text.endsWith(QLatin1Char('%')), qPrintable(text));
        }
    }
    QVERIFY(best >= 1);
    // MCTS's choice is its most played move, marked alone: a little-played move of the
    // same (or a higher) win rate used to share the gold ring.
    if (engine == 0) {
        QCOMPARE(best, 1);
        QCOMPARE(bestPlayed, mostPlayed);
    }
    // The graph takes the marked move's score.
    QVERIFY(!evaluated.isEmpty());
    QCOMPARE(evaluated.last().at(1).toInt(), bestScore);
    m.setAnalysisEnabled(false);
}

// The computer plays both sides of a NoGo game to its end, MCTS against MinMax at the
// shortest time: every move legal (the history refuses others), and the game ends.
void TestGames::nogoAiPlaysBothSides() {
    GameModel m;
    m.setAiMoveDelay(0);
    QVariantMap options = nogoGame(true, true);
    options.insert({{"blackEngine", 0}, {"whiteEngine", 1}});
    m.newGameOf(options);
    QCOMPARE(m.blackEngine(), 0);
    QCOMPARE(m.whiteEngine(), 1);
    QVERIFY(m.blackAiName().contains(QLatin1String("MCTS")));
    QTRY_VERIFY_WITH_TIMEOUT(m.gameOver(), 60000);
    QVERIFY(m.length() >= 20);
}

// The board editor on NoGo's board: stones placed by taps cycle, a group without a
// liberty and a stone count no game reaches are refused with the reason, no side to
// move is asked (it follows from the count), and a game starts from an accepted board.
void TestGames::nogoEditorChecksTheStones() {
    GameModel game;
    game.newGameOf(nogoGame());
    reversi::app::BoardEditor editor;
    editor.loadFrom(&game);
    QCOMPARE(editor.boardWidth(), 9);
    QCOMPARE(editor.cells().size(), 81);
    QVERIFY(!editor.sideChoosable());
    QVERIFY(editor.acceptable());  // the empty board
    editor.setCell(point("A9"), 1);
    editor.setCell(point("B9"), 2);
    editor.setCell(point("A8"), 2);
    QVERIFY(!editor.acceptable());  // black A9 has no liberty
    QVERIFY(editor.problem().contains(QLatin1String("liberty")));
    editor.cycle(point("A9"));  // black -> white: two white, no black
    QVERIFY(!editor.acceptable());
    editor.setCell(point("A9"), 0);
    editor.setCell(point("E5"), 1);
    editor.setCell(point("D4"), 1);
    QVERIFY2(editor.acceptable(), qPrintable(editor.problem()));
    // Under the centre rule, Black's only stone on the centre was Black's first move.
    GameModel centred;
    centred.newGameOf({{"kind", "nogo"}, {"centreRule", true}, {"blackIsAi", false}, {"whiteIsAi", false}});
    reversi::app::BoardEditor first;
    first.loadFrom(&centred);
    first.setCell(point("E5"), 1);
    QVERIFY(!first.acceptable());
    QVERIFY2(first.problem().contains(QLatin1String("centre")), qPrintable(first.problem()));
    first.setCell(point("D4"), 2);  // a White stone after it changes nothing
    QVERIFY(!first.acceptable());
    first.setCell(point("C3"), 1);  // with a second Black stone, the centre came later
    QVERIFY2(first.acceptable(), qPrintable(first.problem()));
    QVERIFY(editor.startGame(&game));
    QCOMPARE(game.gameKind(), QStringLiteral("nogo"));
    QCOMPARE(game.blackCount(), 2);
    QCOMPARE(game.whiteCount(), 2);
    QCOMPARE(game.sideToMove(), 1);  // as many stones each: Black moves
    // The edited start survives the autosave (and every file written the same way) with
    // its stones and the moves played from it; before, the SGF had the moves alone.
    for (const char* v : {"C3", "G7"}) QVERIFY(game.play(point(v)));
    const QByteArray saved = reversi::app::savedGameOf(game);
    QVERIFY2(saved.contains("AB[") && saved.contains("AW["), saved.constData());
    const reversi::app::SavedGame back = reversi::app::readSavedGame(saved);
    GameModel restored;
    restored.loadHistory(back.history, back.paused, back.computers);
    QCOMPARE(restored.moves(), game.moves());
    QCOMPARE(restored.blackCount(), 3);
    QCOMPARE(restored.whiteCount(), 3);
    const auto pieces = [](const GameModel& m) {
        std::vector<int> out;
        for (int cell = 0; cell < m.history().position().cellCount(); ++cell) out.push_back(m.history().position().piece(cell));
        return out;
    };
    QVERIFY(pieces(restored) == pieces(game));
    restored.jumpTo(0);
    game.jumpTo(0);
    QVERIFY(pieces(restored) == pieces(game));
    QCOMPARE(reversi::app::savedGameOf(restored), reversi::app::savedGameOf(game));
}

// The points only one side may play (the board marks them): A1 in White's corner (Black
// there would be suicide); none on an open point; none on the centre at the start under
// the centre rule, which keeps Black off it for the first move only.
void TestGames::nogoDecisivePoints() {
    GameModel game;
    game.newGameOf(nogoGame());
    for (const char* v : {"E5", "A2", "D4", "B1"}) QVERIFY(game.play(point(v)));
    QCOMPARE(role(game, point("A1"), GameModel::OnlyPlayableByRole).toInt(), 2);
    QCOMPARE(role(game, point("G7"), GameModel::OnlyPlayableByRole).toInt(), 0);
    QVariantMap centre = nogoGame();
    centre.insert("centreRule", true);
    game.newGameOf(centre);
    QVERIFY(!role(game, point("E5"), GameModel::LegalRole).toBool());
    QCOMPARE(role(game, point("E5"), GameModel::OnlyPlayableByRole).toInt(), 0);
}

// An MCTS computer's move scores its position for the graph, as any engine's does (its
// depth is its playouts: with none, the graph took the score for no search at all).
void TestGames::nogoComputerScoresTheGraph() {
    GameModel game;
    game.setAnalysisEnabled(false);
    game.setAiMoveDelay(0);
    QSignalSpy evaluated(&game, &GameModel::positionEvaluated);
    game.newGameOf(nogoGame(true, false));  // Black: MCTS, the heat-map's engine
    QTRY_VERIFY_WITH_TIMEOUT(game.ply() == 1, 20000);
    QCOMPARE(evaluated.size(), 1);
    QCOMPARE(evaluated.at(0).at(0).toInt(), 0);  // the start position
    QVERIFY(evaluated.at(0).at(2).toInt() > 0);  // its depth: the playouts
}

// "Analyse game" on a NoGo game at the shortest level: every position gets a score
// (the graph's points, in win-rate points for Black) and every move a grade.
void TestGames::nogoGameAnalysisGrades() {
    GameModel game;
    reversi::app::GameAnalyser analyser;
    QVERIFY(analyseNoGo(game, analyser, {"E5", "D4", "C3", "G7"}));
    QVERIFY(analyseWholeGame(analyser));
    const QVariantList points = analyser.points();
    QCOMPARE(points.size(), 5);
    for (const QVariant& p : points) {
        QVERIFY(p.isValid());
        QVERIFY(std::abs(p.toMap().value("score").toInt()) <= 50);
    }
    const QVariantList grades = analyser.grades();
    QCOMPARE(grades.size(), 4);
    for (const QVariant& g : grades) {
        QVERIFY(g.isValid());
        const int loss = g.toMap().value("loss").toInt();
        QVERIFY(loss >= 0 && loss <= 100);  // win-rate points
        QCOMPARE(g.toMap().value("grade").toInt(), static_cast<int>(reversi::app::grade_of_loss(loss)));
    }
}

// NoGo's engines score in their own units (MCTS: win rates, MinMax: points): the graph
// shows the heat-map engine's results only, and each engine's are kept apart.
void TestGames::nogoEnginesKeepTheirOwnScores() {
    GameModel game;
    reversi::app::GameAnalyser analyser;
    QVERIFY(analyseNoGo(game, analyser, {"E5", "D4"}));
    QVERIFY(analyseWholeGame(analyser));
    const QVariantList mcts = analyser.points();
    QVERIFY(mcts.at(0).isValid());
    game.setAnalysisEngine(1);
    QVERIFY(!analyser.points().at(0).isValid());  // MinMax has not looked yet
    QVERIFY(analyseWholeGame(analyser));
    QVERIFY(analyser.points().at(0).isValid());
    QVERIFY(analyser.points() != mcts);
    game.setAnalysisEngine(0);
    QCOMPARE(analyser.points(), mcts);
}

// The New Game dialog: NoGo chosen, with the centre rule, two people; then Reversi
// 6x6 side by side. The settings remember the choice. Each game shows its own players'
// engines and levels as the game is switched (they were the other game's).
void TestGames::newGameDialogChoosesTheGame() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = window->findChild<GameModel*>(QStringLiteral("game"));
    QObject* dialog = window->findChild<QObject*>(QStringLiteral("newGameDialog"));
    QVERIFY(dialog);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.gameKind = 'reversi'; AppSettings.whiteLevel = 12; "
                                          "AppSettings.nogoWhiteEngine = 1; AppSettings.nogoWhiteLevel = 3")));
    QMetaObject::invokeMethod(dialog, "open");
    QTRY_VERIFY(dialog->property("visible").toBool());
    QObject* whiteLevel = dialog->findChild<QObject*>(QStringLiteral("whiteLevel"));
    QObject* whiteEngine = dialog->findChild<QObject*>(QStringLiteral("whiteEngine"));
    QVERIFY(whiteLevel && whiteEngine);
    QCOMPARE(whiteLevel->property("value").toInt(), 12);
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 1);
    QTRY_COMPARE(whiteEngine->property("currentIndex").toInt(), 1);
    QTRY_COMPARE(whiteLevel->property("value").toInt(), 3);
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 0);
    QTRY_COMPARE(whiteLevel->property("value").toInt(), 12);
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 1);
    QTRY_COMPARE(whiteLevel->property("value").toInt(), 3);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.nogoWhiteEngine = 0")));
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 0);
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 1);
    QTRY_VERIFY(dialog->findChild<QQuickItem*>(QStringLiteral("centreSwitch"))->isVisible());
    QVERIFY(!dialog->findChild<QQuickItem*>(QStringLiteral("sizeBox"))->isVisible());
    dialog->findChild<QObject*>(QStringLiteral("centreSwitch"))->setProperty("checked", true);
    dialog->findChild<QObject*>(QStringLiteral("playersBox"))->setProperty("currentIndex", 0);  // Black, against MCTS
    QTRY_VERIFY(dialog->findChild<QQuickItem*>(QStringLiteral("whiteEngine"))->isVisible());
    QCOMPARE(dialog->findChild<QObject*>(QStringLiteral("whiteLevel"))->property("names").toStringList().size(), 8);
    QMetaObject::invokeMethod(dialog, "accept");
    QTRY_COMPARE(game->gameKind(), QStringLiteral("nogo"));
    QVERIFY(game->setup().value("centreRule").toBool());
    QVERIFY(game->whiteIsAi() && !game->blackIsAi());
    QCOMPARE(reversi::app::AppSettings().gameKind(), QStringLiteral("nogo"));
    // The grades' legend gives limits in discs for Reversi only.
    QQuickItem* legend = findItem(window, QStringLiteral("gradeLegend"));
    QVERIFY(legend);
    QTRY_VERIFY(!legend->property("text").toString().contains(QStringLiteral("disc")));

    QMetaObject::invokeMethod(dialog, "open");
    QTRY_VERIFY(dialog->property("visible").toBool());
    dialog->findChild<QObject*>(QStringLiteral("gameBox"))->setProperty("currentIndex", 0);
    dialog->findChild<QObject*>(QStringLiteral("sizeBox"))->setProperty("currentIndex", 1);    // 6x6
    dialog->findChild<QObject*>(QStringLiteral("layoutBox"))->setProperty("currentIndex", 1);  // side by side
    dialog->findChild<QObject*>(QStringLiteral("playersBox"))->setProperty("currentIndex", 2);
    QCOMPARE(dialog->findChild<QObject*>(QStringLiteral("blackLevel"))->property("names").toStringList().size(), 20);
    QMetaObject::invokeMethod(dialog, "accept");
    QTRY_COMPARE(game->gameKind(), QStringLiteral("reversi"));
    QCOMPARE(game->boardWidth(), 6);
    QVERIFY(game->setup().value("parallelStart").toBool());
    QVERIFY(legend->property("text").toString().contains(QStringLiteral("≤3\u00a0discs")));
}

// A record of the other game, pasted or opened (or a game restored), is played against
// the computer players last chosen for that game, not its defaults: a NoGo game
// against MinMax, then a Reversi transcript, then the NoGo record again.
void TestGames::aRecordOfTheOtherGameKeepsItsChosenPlayers() {
    reversi::app::AppSettings settings;
    const QVariantMap before = settings.playersOf(QStringLiteral("nogo"));
    const int reversiWhite = settings.whiteLevel();
    const auto back = qScopeGuard([&] {
        settings.setNogoWhiteEngine(before.value("whiteEngine").toInt());
        settings.setNogoWhiteLevel(before.value("whiteLevel").toInt());
        settings.setWhiteLevel(reversiWhite);
    });
    settings.setNogoWhiteEngine(1);  // MinMax
    settings.setNogoWhiteLevel(3);
    settings.setWhiteLevel(12);
    GameModel game;
    game.newGameOf({{"kind", "nogo"}, {"whiteIsAi", false}, {"blackIsAi", false}, {"whiteEngine", 1}, {"whiteLevel", 3}});
    QVERIFY(game.play(point("D4")));
    reversi::app::GameRecords records;
    records.setGame(&game);
    const QString nogoRecord = QStringLiteral("(;GM[1]SZ[9];B[dd];W[ee])");
    QVERIFY2(records.loadText(QStringLiteral("f5d6c3")), qPrintable(records.error()));
    QCOMPARE(game.gameKind(), QStringLiteral("reversi"));
    QCOMPARE(game.whiteEngine(), 0);
    QCOMPARE(game.whiteLevel(), 12);
    QVERIFY2(records.loadText(nogoRecord), qPrintable(records.error()));
    QCOMPARE(game.gameKind(), QStringLiteral("nogo"));
    QCOMPARE(game.whiteEngine(), 1);
    QCOMPARE(game.whiteLevel(), 3);
}

// The banner with the result, up while the language changes, changes with it (the
// model says the game changed when the language does).
void TestGames::theResultFollowsTheLanguage() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game && playToTheEnd(game));
    QQuickItem* text = findItem(window, QStringLiteral("bannerText"));
    QVERIFY(text);
    QTRY_VERIFY(text->property("text").toString().startsWith(QLatin1String("Game over")));
    const auto back = qScopeGuard([&] { runQml(window, QStringLiteral("AppSettings.language = 'en'")); });
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'zh_CN'")));
    QTRY_VERIFY2(text->property("text").toString().startsWith(QStringLiteral("对局结束")),
                 qPrintable(text->property("text").toString()));
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'en'")));
    QTRY_VERIFY(text->property("text").toString().startsWith(QLatin1String("Game over")));
    // The save formats' names too (made in C++, told to QML by saveFormatsChanged).
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    QVERIFY(records);
    QSignalSpy formats(records, &reversi::app::GameRecords::saveFormatsChanged);
    const QString english = records->saveFormats().first();
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'zh_CN'")));
    QTRY_VERIFY(formats.count() >= 1);
    QVERIFY2(records->saveFormats().first() != english, qPrintable(english));
}

// A 10x10 game can end 74 discs apart: the graph's scale reaches that far (it stopped
// at 8x8's 64, and the end was drawn off the graph). The game: greedy against depth:2,
// from reversi-engine match --size 10 --ggf.
void TestGames::theGraphHoldsATenByTenScore() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    QVERIFY(game && records);
    const char* ggf =
        "(;GM[Othello]PC[reversi-engine match]DT[2026-12-06 16:04:44]PB[greedy]PW[depth:2]TY[10]RE[-74]BO[10 "
        "---------------------------------OOO-------O*O------O-*O*--------*--------*-------------------------"
        " *]B[F3]W[G7]B[C4]W[E7]B[D6]W[E3]B[E2]W[C3]B[H7]W[E1]B[B2]W[E9]B[D3]W[A1]B[E10]W[H8]B[D1]W[C1]B[C2]W"
        "[C5]B[B5]W[D7]B[C7]W[F8]B[F9]W[D2]B[A2]W[A3]B[B3]W[A4]B[B1]W[B4]B[F1]W[G1]B[H9]W[G8]B[G9]W[H10]B[B6]"
        "W[A5]B[A6]W[A7]B[B7]W[F2]B[G2]W[H2]B[G4]W[A8]B[H1]W[G3]B[I1]W[J1]B[B8]W[A9]B[H3]W[I3]B[C8]W[D8]B[B9]"
        "W[A10]B[G5]W[H5]B[H6]W[I6]B[H4]W[I4]B[J4]W[I5]B[D9]W[D10]B[I7]W[J8]B[J7]W[J6]B[C10]W[C9]B[J5]W[J3]B["
        "I2]W[J2]B[I8]W[I9]B[J9]W[G10]B[B10]W[F10]B[I10]W[J10];)";
    QVERIFY2(records->loadText(QString::fromLatin1(ggf)), qPrintable(records->error()));
    QCOMPARE(game->boardWidth(), 10);
    game->jumpTo(game->length());
    QVERIFY(game->gameOver());
    QQuickItem* graph = findItem(window, QStringLiteral("evalGraph"));
    QVERIFY(graph);
    QTRY_COMPARE(graph->property("range").toReal(), 80.0);  // -74, to the next 8
}

// Reversi 8x8 names its openings: the side panel's name follows the cursor, the move
// list marks the move where each name is reached (in Chinese where the name has one);
// the heat-map marks the book's moves with their book scores.
void TestGames::openingNamesAndTheBook() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game->namesOpenings());
    for (int move : reversi::parse_transcript("f5d6c3d3c4")) QVERIFY(game->play(move));
    QCOMPARE(game->openingName(), QStringLiteral("Tiger"));
    QCOMPARE(game->openingNames().value(1), QStringLiteral("Perpendicular Opening"));
    QCOMPARE(game->openingNames().value(4), QStringLiteral("Tiger"));
    QCOMPARE(game->openingNames().value(2), QString());
    QQuickItem* label = findItem(window, QStringLiteral("openingName"));
    QVERIFY(label);
    QTRY_VERIFY(label->property("text").toString().contains(QLatin1String("Tiger")));
    game->jumpTo(3);
    QCOMPARE(game->openingName(), QStringLiteral("Perpendicular Opening"));
    game->jumpTo(5);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'zh_CN'")));
    QTRY_COMPARE(game->openingNames().value(4), QStringLiteral("虎"));
    QTRY_COMPARE(label->property("text").toString(), QStringLiteral("开局：虎"));
    QStringList marks;  // the move list's
    for (QQuickItem* mark : findItems(window->contentItem(), QStringLiteral("openingMark")))
        if (mark->isVisible()) marks << mark->property("text").toString();
    QCOMPARE(marks, (QStringList{"直取", "虎"}));
    // A name sits under its move, clear of it.
    const QStringList crowded = namesOverMoves(window);
    QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(QLatin1String("; "))));
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'en'")));

    // The Tiger's moves are book moves: the move list marks each with its book score,
    // which the book gives for the mover, in Black's view as the list's other scores.
    QCOMPARE(game->bookScores().size(), 5);
    reversi::Position walked = reversi::Position::start();
    QStringList expected;
    bool blackMoves = true;  // no pass in this line
    for (int move : reversi::parse_transcript("f5d6c3d3c4")) {
        const std::vector<reversi::BookMove> here = reversi::book_moves(reversi::builtin_book(), walked);
        const auto it = std::find_if(here.begin(), here.end(), [&](const reversi::BookMove& m) { return m.move == move; });
        QVERIFY(it != here.end());
        expected << QStringLiteral("book %1").arg(game->scoreText(blackMoves ? it->score : -it->score));
        walked = walked.play(move);
        blackMoves = !blackMoves;
    }
    QVERIFY2(expected[1] != QStringLiteral("book %1").arg(game->scoreText(game->bookScores()[1].toInt())),
             "White's book move would read the same in either view: the test would not show the view");
    QStringList bookMarks;
    for (QQuickItem* mark : findItems(window->contentItem(), QStringLiteral("bookMoveMark")))
        if (mark->isVisible()) bookMarks << mark->property("text").toString();
    QCOMPARE(bookMarks, expected);
    // A move out of the book ends the marks there.
    game->jumpTo(5);
    std::mt19937 rng(3);
    for (int played = 0; played < 40 && !game->gameOver(); ++played) {
        const std::vector<int> legal = game->history().state()->legalMoves();
        QVERIFY(game->play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]));
        if (game->bookScores().size() < game->length()) break;
    }
    QVERIFY(game->bookScores().size() < game->length());
    QTRY_COMPARE(countVisible(window->contentItem(), QStringLiteral("bookMoveMark")),
                 static_cast<int>(game->bookScores().size()));

    // The book at the start: its moves are marked once the heat-map scores them.
    game->jumpTo(0);
    const std::vector<reversi::BookMove> book = reversi::book_moves(reversi::builtin_book(), reversi::Position::start());
    QVERIFY(!book.empty());
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));
    QTRY_VERIFY(role(*game, book.front().move, GameModel::ScoreRole).isValid());
    QVERIFY(role(*game, book.front().move, GameModel::BookRole).toBool());
    QVERIFY(role(*game, book.front().move, GameModel::ScoreDetailRole).toString().startsWith(QLatin1String("book")));
    QTRY_VERIFY(findItems(window->contentItem(), QStringLiteral("bookMark")).size() >= 1);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false")));

    // Other boards and NoGo name nothing.
    game->newGameOf(reversiGame(6));
    QVERIFY(!game->namesOpenings());
    QCOMPARE(game->openingName(), QString());
}

// While in book the computer answers with a book move within its level's margin (no
// search: depth 0), drawn afresh each time, so the lower levels vary their openings;
// out of book, and on other boards, it searches.
void TestGames::computerPlaysFromTheBook() {
    const reversi::app::GamePtr game = reversi::app::standardReversi();
    const std::unique_ptr<reversi::app::GameEngine> engine = game->makeEngine();
    const std::atomic<bool> stop{false};
    reversi::app::StatePtr state = game->start();
    for (int move : reversi::parse_transcript("f5d6")) state = state->play(move);
    const reversi::Position position = reversi::Position::start().play(reversi::parse_square("f5")).play(reversi::parse_square("d6"));
    const std::vector<reversi::BookMove> book = reversi::book_moves(reversi::builtin_book(), position);
    QVERIFY(book.size() >= 2);
    for (int level : {1, reversi::kDefaultLevel, reversi::kMaxLevel}) {
        std::set<int> drawn;
        for (int i = 0; i < 1000; ++i) {
            const reversi::app::MoveAnswer answer = engine->bestMove(*state, {0, level}, stop);
            QCOMPARE(answer.depth, 0);
            const auto it = std::find_if(book.begin(), book.end(),
                                         [&](const reversi::BookMove& m) { return m.move == answer.move; });
            QVERIFY2(it != book.end(), qPrintable(QString::number(answer.move)));
            QCOMPARE(answer.score, it->score);
            QVERIFY(it->score >= book.front().score - reversi::book_margin(level));
            drawn.insert(answer.move);
        }
        const auto within = std::count_if(book.begin(), book.end(), [&](const reversi::BookMove& m) {
            return m.score >= book.front().score - reversi::book_margin(level);
        });
        QCOMPARE(static_cast<long>(drawn.size()), static_cast<long>(within));  // 1000 draws show every candidate
    }
    // The book's margin must offer a choice at level 1, or the levels could not vary.
    QVERIFY(std::count_if(book.begin(), book.end(), [&](const reversi::BookMove& m) {
                return m.score >= book.front().score - reversi::book_margin(1);
            }) >= 2);

    // Out of book (random moves soon leave it) the computer searches.
    reversi::app::StatePtr odd = game->start();
    std::mt19937 rng(5);
    while (!game->bookMoves(*odd).empty()) {
        const std::vector<int> moves = odd->legalMoves();
        odd = odd->play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    QVERIFY(!odd->isOver());
    QVERIFY(engine->bestMove(*odd, {0, 1}, stop).depth > 0);

    // Another board has no book.
    const reversi::app::GamePtr small = reversi::app::reversiGame(reversi::sized::Setup{6});
    QVERIFY(small->makeEngine()->bestMove(*small->start(), {0, 1}, stop).depth > 0);
}

// On 8x8 the heat-map searches as the strongest level does, selectively (nearer the
// exact scores in the same time, docs/reversi-strength.md): depth by depth its lists
// are those of level_limits(kMaxLevel), which here differ from full width's, and its
// chips say how likely the selective cuts were right.
void TestGames::heatMapSearchesAsTheStrongestLevel() {
    const reversi::app::GamePtr game = reversi::app::standardReversi();
    const std::unique_ptr<reversi::app::GameEngine> engine = game->makeEngine();
    const std::vector<int> moves = reversi::parse_transcript("f5d6c3d3c4f4c5b3c2e6c6b4b5d2");
    reversi::app::StatePtr state = game->start();
    reversi::Position position = reversi::Position::start();
    for (int move : moves) state = state->play(move), position = position.play(move);
    constexpr int kDepth = 9;
    std::atomic<bool> stop{false};
    QList<reversi::app::CandidateScore> heat;
    engine->analyze(*state, {0, 0}, stop, [&](const QList<reversi::app::CandidateScore>& list) {
        if (list.front().depth != kDepth) return;
        heat = list;
        stop = true;
    });
    const auto analysis = [&](reversi::SearchLimits limits) {
        limits.depth = kDepth;
        return reversi::Search(64).analyze(position, limits);
    };
    const auto same = [&](const std::vector<reversi::MoveScore>& list) {
        if (static_cast<int>(list.size()) != heat.size()) return false;
        for (int i = 0; i < heat.size(); ++i)
            if (list[i].move != heat[i].move || list[i].score != heat[i].score) return false;
        return true;
    };
    QVERIFY(!heat.isEmpty());
    QVERIFY(same(analysis(reversi::level_limits(reversi::kMaxLevel))));
    QVERIFY(!same(analysis(reversi::full_width_level_limits(reversi::kMaxLevel))));
    // Each estimate carries the probability that its cuts were right.
    const int cut = reversi::cut_probability_percent(reversi::level_limits(reversi::kMaxLevel).probcut);
    QVERIFY(cut > 50 && cut < 100);
    for (const reversi::app::CandidateScore& c : heat) QCOMPARE(c.probability, c.exact ? 0 : cut);

    // The board's chips show it beside the depth, as NBoard's engines do ("d9@73%").
    GameModel m;
    m.newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    for (int move : moves) QVERIFY(m.play(move));
    m.setAnalysisEnabled(true);
    const int cell = m.history().position().legalMoves().front();
    QTRY_VERIFY_WITH_TIMEOUT(role(m, cell, GameModel::ScoreRole).isValid(), 10000);
    QCOMPARE(role(m, cell, GameModel::ScoreDetailRole).toString(),
             QStringLiteral("d%1@%2%").arg(role(m, cell, GameModel::ScoreDepthRole).toInt()).arg(cut));
    m.setAnalysisEnabled(false);
}

QTEST_MAIN(TestGames)
#include "test_games.moc"
