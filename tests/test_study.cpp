// The study tools without a window: records in and out (paste, copy, files), the
// autosave across a killed app, the whole-game analyser's grades and the graph's data,
// and the board editor's checks.
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <optional>

#include "app_settings.h"
#include "app_setup.h"
#include "autosave.h"
#include "background_writer.h"
#include "board_editor.h"
#include "engine_messages.h"
#include "game_analyser.h"
#include "game_model.h"
#include "game_records.h"
#include "games/board_game.h"
#include "games/reversi_game.h"
#include "language.h"
#include "recent_games.h"
#include "saved_game.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "reversi/search.h"
#include "open_and_wait.h"
#include "searching_game.h"

using namespace reversi;
using namespace reversi::app;

namespace {

// A data folder of a test's own (the autosave, the recent games, the kept analysis),
// named in REVERSI_DATA_DIR while it lives; the folder before comes back after it, also
// when a check fails half way.
struct DataDir : QTemporaryDir {
    const QByteArray before = qgetenv("REVERSI_DATA_DIR");
    DataDir() { qputenv("REVERSI_DATA_DIR", path().toUtf8()); }
    ~DataDir() { qputenv("REVERSI_DATA_DIR", before); }
};

// Puts a file where the recent games' folder goes, so that it cannot be made; the
// folder's path.
QString blockRecentFolder() {
    const QString folder = RecentGames::directory();
    QFile blocker(folder);
    if (!QDir().mkpath(QFileInfo(folder).path()) || !blocker.open(QIODevice::WriteOnly)) return {};
    return folder;
}

// A level-3 vs level-4 game up to a position with 12 empties, Black to move. Solved
// exactly there: g2 keeps -4, b2 (the X-square beside the empty a1) gives White the
// corner and ends at -32, a loss of 28 discs.
constexpr const char* kLateGame =
    "f5d6c4d3c2b3b4b5e6f6f7g6e7c3c5g5f4b6h7d8a5h6h5c6e8a4d7f8a6e3a3c8a2c7f2e2f3d2g7h4h3h8g4h2g8c1e1g3";

Position replay(const std::vector<int>& moves, Position p = Position::start()) {
    for (int m : moves) p = p.apply(m);
    return p;
}

// A model with both sides human, so nothing plays by itself.
std::unique_ptr<GameModel> humanGame() {
    auto game = std::make_unique<GameModel>();
    game->newGame(false, false, kMinLevel, kMinLevel);
    return game;
}

// `count` games of one move each, as a GGF collection holds them: "playerN" Black in
// game N, the even games dated 2024.
QByteArray ggfCollection(int count) {
    QByteArray text;
    for (int i = 1; i <= count; ++i) {
        GgfGame game;
        game.moves = {{37, {}, {}}};
        game.black_player = "player" + std::to_string(i);
        if (i % 2 == 0) game.date = "2024";
        text += QByteArray::fromStdString(write_ggf(game)) + '\n';
    }
    return text;
}

// ggfCollection(count) written to `name` in `dir`: the file's URL.
QUrl collectionFile(const QTemporaryDir& dir, const QString& name, int count) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(ggfCollection(count)) < 0) return {};
    return QUrl::fromLocalFile(file.fileName());
}

}  // namespace

class TestStudy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pastedTranscriptIsOnTheBoard();
    void malformedTextLeavesTheBoard();
    void obfPositionStartsAGame();
    void ggfGameNamedInAnyCaseIsReversi();
    void severalGgfGamesAskWhich();
    void copyGivesTheTranscript();
    void savedGgfOpensAgain();
    void aSaveSaysWhereTheGameIsKept();
    void aSavedRecordKeepsWhatItsFileSaid();
    void aNameWithADotGetsTheFormatsExtension();
    void unreadableFileSaysWhy();
    void aCollectionIsReadOffTheUiThread();
    void aReadAsksBeforeEachGame();
    void aSupersededReadDoesNotStart();
    void whatTheUserDidLastStands();
    void aFilterNarrowsTheChoice();
    void autosaveSurvivesAKilledApp();
    void modelDestroyedFirst();
    void autosaveKeepsEveryLine();
    void aSideTakenOverStaysTheUsers();
    void unreadableAutosaveIsKept();
    void aSavedGameWithWrongAppTagsIsRefused();
    void theRestoreNoticeOutlastsTheComputersMove();
    void failedAutosaveIsRetried();
    void aFolderThatCannotBeMadeIsNamed();
    void aSecondCopySavesNothingAndSaysSo();
    void analysisNoLongerKeptIsNotWritten();
    void analysisOfANewerVersionIsLeftAlone();
    void graphFillsDuringPlay();
    void analysisIsKeptAcrossLaunches();
    void analysisThatCannotBeKeptIsSaid();
    void anEvaluationKeepsItsProbability();
    void analyserGradesABlunder();
    void analysisEndsWithItsGame();
    void graphKeepsTheDeepestEvaluation();
    void aBestLineNoLongerWantedIsNotSearched();
    void aPositionReachedDuringAnalysisGetsItsBestLine();
    void stoppingTheGameAnalysisShowsTheBestLine();
    void gradesFollowThresholds();
    void editorRejectsImpossiblePositions();
    void editorStartsAGame();
    void recentGamesKeepAnEditedPosition();
    void recentGamesHoldWhatTheyCannotWrite();
    void aHeldGameIsWrittenOnQuitting();
    void aFolderThatRefusesFilesIsNamed();
    void aFullListKeepsItsOldestGameOnARestore();
    void recentFilesAreReadOnce();
    void aRestoredGameIsOnDiskBeforeItsFileGoes();
    void aGameThatCannotBeRestoredSaysWhy();
    void theSameGameIsKeptOnce();
    void aGameBroughtBackIsListedOnce();
    void aRecentGameComesBackWithItsPlayers();
    void settingsPersist();
    void languageSwitchesAtRunTime();
    void readersErrorsInTheLanguage();

private:
    QTemporaryDir dataDir_;
};

void TestStudy::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    reversi::app::nameApplication();  // where the app keeps its settings
    QVERIFY(dataDir_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
}

void TestStudy::pastedTranscriptIsOnTheBoard() {
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QGuiApplication::clipboard()->setText(QStringLiteral("  F5d6 c3D3\n"));
    QVERIFY(records.paste());
    QCOMPARE(records.error(), QString());
    QCOMPARE(game->length(), 4);
    QCOMPARE(game->ply(), 4);
    QCOMPARE(reversiPosition(game->history().position()), replay(parse_transcript("f5d6c3d3")));
}

void TestStudy::malformedTextLeavesTheBoard() {
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(records.loadText(QStringLiteral("f5d6c3")));
    const Position before = reversiPosition(game->history().position());
    QSignalSpy loaded(&records, &GameRecords::loaded);
    QVERIFY(!records.loadText(QStringLiteral("f5d6z9")));  // not a square
    QVERIFY2(records.error().contains(QLatin1String("move 3")), qPrintable(records.error()));
    QVERIFY(!records.loadText(QStringLiteral("f5f5")));  // illegal move
    QVERIFY2(records.error().contains(QLatin1String("move 2")), qPrintable(records.error()));
    QVERIFY(!records.loadText(QStringLiteral("(;GM[Chess]BO[8 ")));
    QVERIFY(!records.error().isEmpty());
    // Lines and columns are the text's own, blank lines before the record counted.
    QVERIFY(!records.loadText(QStringLiteral("\n\n  (;GM[Othello]GM[Othello];)")));
    QVERIFY2(records.error().contains(QLatin1String("line 3, column 16")), qPrintable(records.error()));
    QVERIFY(!records.loadText(QStringLiteral("\n\n") + QString(64, QLatin1Char('-')) + QStringLiteral(" X;\n  --")));
    QVERIFY2(records.error().contains(QLatin1String("line 4")), qPrintable(records.error()));
    QVERIFY(!records.loadText(QStringLiteral("   ")));
    QVERIFY(!records.error().isEmpty());
    QCOMPARE(loaded.count(), 0);
    QCOMPARE(reversiPosition(game->history().position()), before);
    QCOMPARE(game->length(), 3);
}

// GGF's reader takes "GM[othello]" without case, as other programs write it; the app
// once chose the reader by "GM[Othello]" exactly and read such a game as NoGo's SGF.
void TestStudy::ggfGameNamedInAnyCaseIsReversi() {
    for (const char* name : {"othello", "OTHELLO", " Othello "}) {
        auto game = humanGame();
        GameRecords records;
        records.setGame(game.get());
        const QString ggf = QStringLiteral("(;GM[%1]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)")
                                .arg(QLatin1String(name));
        QVERIFY2(records.loadText(ggf), qPrintable(name + QStringLiteral(": ") + records.error()));
        QCOMPARE(game->length(), 1);
        QCOMPARE(reversiPosition(game->history().position()), replay(parse_transcript("f5")));
    }
}

void TestStudy::obfPositionStartsAGame() {
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    const QString obf = QStringLiteral("---------------------------OX------XO--------------------------- O;");
    QVERIFY2(records.loadText(obf), qPrintable(records.error()));
    QCOMPARE(game->length(), 0);
    QCOMPARE(game->sideToMove(), 2);
    QVERIFY(game->play(20));  // e3 for White: turns e4
}

void TestStudy::severalGgfGamesAskWhich() {
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    GgfGame first, second;
    first.moves = {{37, {}, {}}};
    first.black_player = "ann";
    second.moves = {{37, {}, {}}, {29, {}, {}}};
    second.black_player = "bob";
    QVERIFY(records.loadText(QString::fromStdString(write_ggf(first) + "\n" + write_ggf(second))));
    QCOMPARE(records.choices().size(), 2);
    QCOMPARE(records.choices().at(1), QStringLiteral("Game 2: bob – ?"));
    QCOMPARE(game->length(), 0);  // nothing loaded before the choice
    QVERIFY(records.choose(1));
    QCOMPARE(game->length(), 2);
    QVERIFY(records.choices().isEmpty());
}

void TestStudy::copyGivesTheTranscript() {
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(records.loadText(QStringLiteral("f5d6c3d3c4")));
    records.copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("f5d6c3d3c4"));
}

void TestStudy::savedGgfOpensAgain() {
    QTemporaryDir dir;
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    // A game from an edited start round-trips too.
    QVERIFY(game->loadGame(reversiState(replay(parse_transcript(kLateGame))), {parse_square("g2")}, true));
    const std::string saved = recordOf(game->history());
    const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.ggf")));
    QCOMPARE(saveAndWait(records, file), QString());
    // The file, and nothing beside it: no temporary file of the atomic write is left.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{"game.ggf"});

    auto other = humanGame();
    GameRecords reader;
    reader.setGame(other.get());
    QVERIFY2(openAndWait(reader, file), qPrintable(reader.error()));
    QCOMPARE(recordOf(other->history()), saved);

    const QUrl text = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.txt")));
    QCOMPARE(saveAndWait(records, text), QString());
    {
        // A save goes on after save() returns, and its outcome comes through the event
        // loop; quitting at once still leaves the whole file, and says so first.
        auto quitting = std::make_unique<GameRecords>();
        quitting->setGame(game.get());
        QSignalSpy finished(quitting.get(), &GameRecords::saveFinished);
        quitting->save(QUrl::fromLocalFile(dir.filePath(QStringLiteral("at-quit.ggf"))));
        QCOMPARE(finished.size(), 0);
        quitting.reset();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(1).toBool(), true);
    }
    QVERIFY2(openAndWait(reader, QUrl::fromLocalFile(dir.filePath(QStringLiteral("at-quit.ggf")))), qPrintable(reader.error()));
    QCOMPARE(recordOf(other->history()), saved);
    QVERIFY(openAndWait(reader, text));
    QCOMPARE(reversiPosition(other->history().position()), reversiPosition(game->history().position()));
}

// While a save is written the file's name is there to say so, and once written, where
// the game on the board is kept, for as long as the board shows that game: a new move,
// another game or a save that fails ends the claim; going back through the moves does
// not (the file holds every move).
void TestStudy::aSaveSaysWhereTheGameIsKept() {
    QTemporaryDir dir;
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(records.loadText(QStringLiteral("f5d6c3")));
    QCOMPARE(records.savedFile(), QString());
    QSignalSpy finished(&records, &GameRecords::saveFinished);
    records.save(QUrl::fromLocalFile(dir.filePath(QStringLiteral("kept.ggf"))));
    QCOMPARE(records.savingFile(), QStringLiteral("kept.ggf"));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(records.savingFile(), QString());
    QCOMPARE(records.savedFile(), QStringLiteral("kept.ggf"));
    game->undo();
    QCOMPARE(game->ply(), 2);
    QCOMPARE(records.savedFile(), QStringLiteral("kept.ggf"));
    game->redo();
    QVERIFY(game->play(game->history().position().legalMoves().front()));
    QCOMPARE(records.savedFile(), QString());

    QCOMPARE(saveAndWait(records, QUrl::fromLocalFile(dir.filePath(QStringLiteral("kept.txt")))), QString());
    QCOMPARE(records.savedFile(), QStringLiteral("kept.txt"));
    QVERIFY(records.loadText(QStringLiteral("f5f6")));
    QCOMPARE(records.savedFile(), QString());

    QCOMPARE(saveAndWait(records, QUrl::fromLocalFile(dir.filePath(QStringLiteral("again.ggf")))), QString());
    QCOMPARE(records.savedFile(), QStringLiteral("again.ggf"));
    QVERIFY(!saveAndWait(records, QUrl::fromLocalFile(dir.filePath(QStringLiteral("no/such/folder/x.ggf")))).isEmpty());
    QCOMPARE(records.savedFile(), QString());

    // Moves played while the file is written: the file holds the game of before them.
    records.save(QUrl::fromLocalFile(dir.filePath(QStringLiteral("before.ggf"))));
    QVERIFY(game->play(game->history().position().legalMoves().front()));
    QTRY_COMPARE(finished.size(), 5);
    QCOMPARE(finished.last().at(1).toBool(), true);
    QCOMPARE(records.savedFile(), QString());
}

// Opening a record, playing on and saving it keeps what the record said of the game:
// players, ratings, place, date, clock, comments (a save wrote only the moves, so
// saving over the opened file erased the rest). The result is the board's, and a new
// game says nothing of the old one's players.
void TestStudy::aSavedRecordKeepsWhatItsFileSaid() {
    QTemporaryDir dir;
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(records.loadText(QStringLiteral(
        "(;GM[Othello]PC[Paris]DT[1997.05.01]PB[Kim]PW[Lee]RB[2100]TI[30:00]TY[8]RE[+T]C[a fine game]"
        "BO[8 ---------------------------O*------*O--------------------------- *]B[F5//2.5]W[D6];)")));
    QVERIFY(game->play(parse_square("c3")));
    const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.ggf")));
    QCOMPARE(saveAndWait(records, file), QString());
    const auto savedGame = [&file] {
        QFile saved(file.toLocalFile());
        return saved.open(QIODevice::ReadOnly) ? parse_ggf_game(saved.readAll().trimmed().toStdString()) : GgfGame{};
    };
    // (parse_ggf refuses a tag given twice: each is written once.)
    const GgfGame written = savedGame();
    QCOMPARE(written.place, std::string("Paris"));
    QCOMPARE(written.date, std::string("1997.05.01"));
    QCOMPARE(written.black_player, std::string("Kim"));
    QCOMPARE(written.white_player, std::string("Lee"));
    QCOMPARE(written.black_rating, std::string("2100"));
    QCOMPARE(written.time_control, std::string("30:00"));
    QCOMPARE(written.result, std::string("?"));  // three moves in, not the record's +T
    QCOMPARE(written.other_tags, (std::vector<std::pair<std::string, std::string>>{{"C", "a fine game"}}));
    QCOMPARE(int(written.moves.size()), 3);

    // Kept by the autosave too, and its own tags are not taken for the record's.
    const SavedGame restored = readSavedGame(savedGameOf(*game));
    QCOMPARE(restored.history.record_tags(), game->history().record_tags());
    QCOMPARE(recordOf(restored.history), recordOf(game->history()));
    // A transcript has no room for them; a new game has none.
    QCOMPARE(recordOf(game->history(), {}, {true, true}), std::string("f5d6c3"));
    game->newGame(false, false, 1, 1);
    QVERIFY(game->history().record_tags().empty());
    QCOMPARE(saveAndWait(records, file), QString());
    const GgfGame fresh = savedGame();
    QCOMPARE(fresh.black_player, std::string());
    QCOMPARE(fresh.place, std::string("Reversi"));
    QVERIFY(fresh.other_tags.empty());
}

// A dot in a name is part of it ("Kim vs. Lee"): the chosen format's extension is
// added, and the file holds that format (it was written as a transcript, under a name
// the file dialogs' filters hide); a name with a format's extension keeps it.
void TestStudy::aNameWithADotGetsTheFormatsExtension() {
    QTemporaryDir dir;
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QCOMPARE(records.saveExtensions(), (QStringList{"ggf", "txt"}));
    const auto named = [&](const QString& name, int format) {
        return QFileInfo(records.withExtension(QUrl::fromLocalFile(dir.filePath(name)), format).toLocalFile()).fileName();
    };
    QCOMPARE(named(QStringLiteral("Kim vs. Lee"), 0), QStringLiteral("Kim vs. Lee.ggf"));
    QCOMPARE(named(QStringLiteral("final v1.2"), 1), QStringLiteral("final v1.2.txt"));
    QCOMPARE(named(QStringLiteral("game.GGF"), 1), QStringLiteral("game.GGF"));
    QCOMPARE(named(QStringLiteral("game.txt"), 0), QStringLiteral("game.txt"));
    QVERIFY(records.loadText(QStringLiteral("f5d6")));
    const QUrl file = records.withExtension(QUrl::fromLocalFile(dir.filePath(QStringLiteral("Kim vs. Lee"))), 0);
    QCOMPARE(saveAndWait(records, file), QString());
    QFile saved(file.toLocalFile());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().startsWith("(;GM[Othello]"));
}

// The app's own tags are checked as PLAYERS and SETUP are: a cursor off the line or
// not a number, a pause not written as the app writes it, a tag given twice (an SGF
// property of two values) make the file unreadable, set aside and named, rather than
// restored otherwise than it was left.
void TestStudy::aSavedGameWithWrongAppTagsIsRefused() {
    auto game = humanGame();
    QVERIFY(game->loadGame(game->history().start_state(), {parse_square("f5"), parse_square("d6")}, false));
    const QByteArray good = savedGameOf(*game);
    QVERIFY(good.contains("CURSOR[2]"));
    QCOMPARE(readSavedGame(good).history.ply(), 2);
    const auto refusal = [](const QByteArray& bytes) {
        try {
            readSavedGame(bytes);
        } catch (const ParseError& e) {
            return QString::fromStdString(e.what());
        }
        return QString();
    };
    QCOMPARE(refusal(QByteArray(good).replace("CURSOR[2]", "CURSOR[3]")), QStringLiteral("CURSOR: '3' is not a move number from 0 to 2"));
    QCOMPARE(refusal(QByteArray(good).replace("CURSOR[2]", "CURSOR[x]")), QStringLiteral("CURSOR: 'x' is not a move number from 0 to 2"));
    QCOMPARE(refusal(QByteArray(good).replace("CURSOR[2]", "CURSOR[2]PAUSED[yes]")), QStringLiteral("PAUSED: 'yes' is not 1"));
    QCOMPARE(refusal(QByteArray(good).replace("CURSOR[2]", "CURSOR[2]PAUSED[1]")), QString());
    QCOMPARE(refusal("(;GM[1]SZ[9]CURSOR[1][0];B[cc])"), QStringLiteral("CURSOR: the tag appears twice"));
}

void TestStudy::unreadableFileSaysWhy() {
    QTemporaryDir dir;
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(!openAndWait(records, QUrl::fromLocalFile(dir.filePath(QStringLiteral("missing.ggf")))));
    QVERIFY(records.error().contains(QLatin1String("missing.ggf")));
    QFile bad(dir.filePath(QStringLiteral("bad.txt")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("f5 d6 c3 q1\n");
    bad.close();
    QVERIFY(!openAndWait(records, QUrl::fromLocalFile(bad.fileName())));
    QVERIFY2(records.error().startsWith(QLatin1String("Cannot read the game: bad.txt")), qPrintable(records.error()));
    QVERIFY(records.error().contains(QLatin1String("move 4")));
    QCOMPARE(game->length(), 0);
    QVERIFY(saveAndWait(records, QUrl::fromLocalFile(dir.filePath(QStringLiteral("no/such/folder/x.ggf"))))
                .startsWith(QLatin1String("Cannot save")));
    QVERIFY(!QDir(dir.filePath(QStringLiteral("no"))).exists());  // no folder is made for it
    // A save that ends after something else failed leaves that error in view.
    QSignalSpy saved(&records, &GameRecords::saveFinished);
    records.save(QUrl::fromLocalFile(dir.filePath(QStringLiteral("fine.ggf"))));
    QVERIFY(!records.loadText(QStringLiteral("f5 z9")));
    const QString pasteError = records.error();
    QTRY_COMPARE(saved.size(), 1);
    QCOMPARE(saved.first().at(1).toBool(), true);
    QCOMPARE(records.error(), pasteError);
    // A file an editor began with a byte-order mark reads as any other.
    QFile marked(dir.filePath(QStringLiteral("marked.txt")));
    QVERIFY(marked.open(QIODevice::WriteOnly));
    marked.write("\xEF\xBB\xBF" "f5d6c3\n");
    marked.close();
    QVERIFY2(openAndWait(records, QUrl::fromLocalFile(marked.fileName())), qPrintable(records.error()));
    QCOMPARE(game->length(), 3);
}

// open() returns before the file is read: the games are offered later, by the event loop.
void TestStudy::aCollectionIsReadOffTheUiThread() {
    QTemporaryDir dir;
    const QUrl many = collectionFile(dir, QStringLiteral("many.ggf"), 2000);
    QVERIFY(many.isValid());
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QSignalSpy finished(&records, &GameRecords::openFinished);
    records.open(many);
    QCOMPARE(records.opening(), QStringLiteral("many.ggf"));
    QCOMPARE(records.choiceList()->total(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(records.opening(), QString());
    QCOMPARE(records.choiceList()->total(), 2000);
    QCOMPARE(records.choices().at(1999), QStringLiteral("Game 2000: player2000 – ? · 2024"));
    QCOMPARE(game->length(), 0);
}

// Before each game of a collection the reader asks whether to go on, and a throw from
// there ends the read: GameRecords stops a superseded read (or one under way at the
// quit) that way, since 100,000 games take seconds and the next read waits for it.
void TestStudy::aReadAsksBeforeEachGame() {
    const std::string obfLine = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X;\n";
    const std::vector<std::pair<std::string, int>> collections = {
        {ggfCollection(5).toStdString(), 5},
        {obfLine + "% a comment\n" + obfLine + obfLine + obfLine, 4},
        {"(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[aa])(;GM[1]SZ[9];B[bb];W[cc])", 3},
    };
    struct Stop {};
    for (const auto& [text, games] : collections) {
        int calls = 0;
        QCOMPARE(readRecords(text, [&calls] { ++calls; }).size(), static_cast<std::size_t>(games));
        QCOMPARE(calls, games);
        calls = 0;
        try {
            readRecords(text, [&calls] {
                if (++calls == 2) throw Stop{};
            });
            QFAIL(text.c_str());
        } catch (const Stop&) {
        }
        QCOMPARE(calls, 2);  // it stopped there
    }
}

// A read still waiting for the reader thread when another file supersedes it is
// dropped before it opens its file. The files are FIFOs: reading one holds the reader
// thread until its writer closes it, so the first holds the thread while the others
// queue, and opening the second, which no writer ever opens, would hold it for good.
void TestStudy::aSupersededReadDoesNotStart() {
    QTemporaryDir dir;
    const QByteArray first = QFile::encodeName(dir.filePath(QStringLiteral("first.fifo")));
    const QByteArray never = QFile::encodeName(dir.filePath(QStringLiteral("never.fifo")));
    QVERIFY(::mkfifo(first.constData(), 0600) == 0 && ::mkfifo(never.constData(), 0600) == 0);
    const QUrl few = collectionFile(dir, QStringLiteral("few.ggf"), 3);
    QVERIFY(few.isValid());
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    // Should the reader open `never` after all, a writer that does not wait lets it go
    // before `records` waits for it (the test then fails rather than hangs).
    const auto release = qScopeGuard([&never] {
        const int fd = ::open(never.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0) ::close(fd);
    });
    QSignalSpy finished(&records, &GameRecords::openFinished);
    records.open(QUrl::fromLocalFile(QFile::decodeName(first)));
    // A writer that does not wait gets in once the reader thread has the FIFO open.
    // (A loop of its own: QTRY_VERIFY would open it once more to report.)
    int writer = -1;
    for (int waited = 0; writer < 0 && waited < 10000; waited += 10) {
        writer = ::open(first.constData(), O_WRONLY | O_NONBLOCK);
        if (writer < 0) QTest::qWait(10);
    }
    QVERIFY(writer >= 0);
    records.open(QUrl::fromLocalFile(QFile::decodeName(never)));
    records.open(few);
    QCOMPARE(::write(writer, "f5d6\n", 5), ssize_t(5));
    ::close(writer);  // the end of the first file
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().at(0).toUrl(), few);
    QCOMPARE(records.choiceList()->total(), 3);
}

// A paste while a file is read wins over the file, which is then dropped, and so does a
// second file over the first; a paste that cannot be read does not (the file was lost).
void TestStudy::whatTheUserDidLastStands() {
    QTemporaryDir dir;
    const QUrl many = collectionFile(dir, QStringLiteral("many.ggf"), 3000);
    const QUrl few = collectionFile(dir, QStringLiteral("few.ggf"), 3);
    QVERIFY(many.isValid() && few.isValid());
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QSignalSpy finished(&records, &GameRecords::openFinished);
    records.open(many);
    QVERIFY(records.loadText(QStringLiteral("f5d6c3")));
    QCOMPARE(records.opening(), QString());
    QCOMPARE(game->length(), 3);
    // One reader thread: the first file's read ends before the second's.
    records.open(few);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);  // the superseded read says nothing
    QCOMPARE(finished.first().at(0).toUrl(), few);
    QCOMPARE(records.choiceList()->total(), 3);
    QCOMPARE(game->length(), 3);  // the paste stays on the board until a game is chosen
    records.cancelChoice();

    // A new game (as the board editor's and a recent game's) stands over a read too.
    records.open(many);
    QCOMPARE(records.opening(), QStringLiteral("many.ggf"));
    game->newGame(false, false, 1, 1);
    QCOMPARE(records.opening(), QString());
    records.open(few);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.last().at(0).toUrl(), few);
    QCOMPARE(game->length(), 0);
    records.cancelChoice();

    records.open(many);
    QVERIFY(!records.loadText(QStringLiteral("https://example.org/not-a-game")));
    QVERIFY(!records.error().isEmpty());
    QCOMPARE(records.opening(), QStringLiteral("many.ggf"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 10000);
    QCOMPARE(finished.last().at(0).toUrl(), many);
    QCOMPARE(records.choiceList()->total(), 3000);
}

void TestStudy::aFilterNarrowsTheChoice() {
    QTemporaryDir dir;
    const QUrl many = collectionFile(dir, QStringLiteral("many.ggf"), 120);
    QVERIFY(many.isValid());
    auto game = humanGame();
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(openAndWait(records, many));
    GameChoices& choices = *records.choiceList();
    QCOMPARE(choices.rowCount(), 120);
    choices.setFilter(QStringLiteral("PLAYER11"));  // player11, player110 ... player119
    QCOMPARE(choices.rowCount(), 11);
    choices.setFilter(QStringLiteral(" game 12  player11 "));  // every word: Game 112 only
    QCOMPARE(choices.rowCount(), 1);
    const int chosen = choices.data(choices.index(0), GameChoices::GameRole).toInt();
    QCOMPARE(chosen, 111);
    QCOMPARE(choices.data(choices.index(0), GameChoices::TitleRole).toString(), QStringLiteral("Game 112: player112 – ? · 2024"));
    choices.setFilter(QStringLiteral("2024"));  // the record's date
    QCOMPARE(choices.rowCount(), 60);
    choices.setFilter(QStringLiteral("nobody"));
    QCOMPARE(choices.rowCount(), 0);
    QCOMPARE(choices.total(), 120);
    QVERIFY(records.choose(chosen));
    QCOMPARE(game->length(), 1);
    QCOMPARE(choices.total(), 0);
    QCOMPARE(choices.filter(), QString());  // the next choice starts unfiltered
}

// The real app restores a saved game, makes the AI's reply (White is the computer, as
// the saved game says), is killed with SIGKILL, and the reply is in the file the next
// start reads.
// Then the user steps back to the computer's turn: the app started on that file opens
// there, paused, and does not play on.
void TestStudy::autosaveSurvivesAKilledApp() {
    DataDir dir;
    QTemporaryDir config;
    {
        auto game = humanGame();
        game->setAiMoveDelay(600000);  // the computer's move is the app's to make
        game->newGame(false, true, kMinLevel, kMinLevel);
        Autosave autosave;
        autosave.setGame(game.get());
        QVERIFY(game->play(37));  // f5: written within Autosave::kWriteDelayMs
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(Autosave::filePath()), 5 * Autosave::kWriteDelayMs);
    }
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());  // default settings: White is the computer
    app.setProcessEnvironment(env);
    const auto savedRecord = [&]() -> std::optional<GgfGame> {
        QFile file(Autosave::filePath());
        if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
        try {
            return parse_ggf_game(file.readAll().toStdString());
        } catch (const ParseError&) {
            return std::nullopt;  // a half-written file would show here
        }
    };
    const auto movesSaved = [&]() { return savedRecord() ? static_cast<int>(savedRecord()->moves.size()) : -1; };
    app.start(QStringLiteral(REVERSI_APP_BINARY), {QStringLiteral("--data-dir"), dir.path()});
    QVERIFY(app.waitForStarted());
    QTRY_COMPARE_WITH_TIMEOUT(movesSaved(), 2, 20000);
    QCOMPARE(app.state(), QProcess::Running);
    app.kill();  // SIGKILL (not ::kill of processId(), which is 0 once the app has ended)
    QVERIFY(app.waitForFinished());
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);

    {
        GameModel game;  // White is the computer, as in the app
        Autosave autosave;
        autosave.setGame(&game);
        QVERIFY(autosave.restore());
        QCOMPARE(game.length(), 2);
        QCOMPARE(game.ply(), 2);
        QCOMPARE(game.moves().first(), QStringLiteral("f5"));
        QCOMPARE(game.sideToMove(), 1);
        game.undo();
        QCOMPARE(game.ply(), 0);
        game.jumpTo(1);  // the computer's turn, paused while the user looks
        QVERIFY(game.aiPaused());
    }  // the Autosave writes what is pending as it goes
    const std::optional<GgfGame> stepped = savedRecord();
    QVERIFY(stepped);
    QCOMPARE(stepped->moves.size(), std::size_t{2});

    app.start(QStringLiteral(REVERSI_APP_BINARY), {QStringLiteral("--data-dir"), dir.path()});
    QVERIFY(app.waitForStarted());
    QTest::qWait(3000);  // far longer than the computer takes for this move at its default level
    // Still running after those 3 s: an app that crashed as it restored the paused game
    // would have left the file as it was too.
    QCOMPARE(app.state(), QProcess::Running);
    app.kill();
    QVERIFY(app.waitForFinished());
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);
    const std::optional<GgfGame> after = savedRecord();
    QVERIFY(after);
    QCOMPARE(*after, *stepped);  // the app changed nothing: same line, cursor and pause

    GameModel game;
    Autosave autosave;
    autosave.setGame(&game);
    QVERIFY(autosave.restore());
    QCOMPARE(game.length(), 2);
    QCOMPARE(game.ply(), 1);
    QVERIFY(game.aiPaused());
    QVERIFY(!game.thinking());
}

// Without the heat-map or "Analyse game", the computer's own searches give the graph
// its points as the game goes on.
void TestStudy::graphFillsDuringPlay() {
    GameModel game;
    game.setAiMoveDelay(0);
    GameAnalyser analyser;
    analyser.setGame(&game);
    newSearchingGame(game, true, true, 3);
    QTRY_VERIFY_WITH_TIMEOUT(game.ply() >= 6, 20000);
    game.stopThinking();
    const QVariantList points = analyser.points();
    int known = 0;
    for (int ply = 0; ply < 6; ++ply) known += points.value(ply).isValid() && !points.value(ply).isNull();
    QCOMPARE(known, 6);
    QCOMPARE(points.value(0).toMap().value("depth").toInt(), reversi::level_limits(3).depth);
}

// The kept analysis that cannot be written (a folder stands where the file goes) is
// said, naming the file, until a write works again.
void TestStudy::analysisThatCannotBeKeptIsSaid() {
    DataDir dir;
    QVERIFY(QDir().mkpath(GameAnalyser::storePath()));
    auto game = humanGame();
    QVERIFY(game->play(parse_square("f5")));
    GameAnalyser analyser;
    analyser.setPersistent(true);
    analyser.setGame(game.get());
    analyser.setLevel(1);
    QSignalSpy finished(&analyser, &GameAnalyser::finished);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot keep the analysis")));
    analyser.start();
    QVERIFY(finished.wait(60000));
    QTRY_VERIFY_WITH_TIMEOUT(!analyser.storeProblem().isEmpty(), 10000);
    QVERIFY2(analyser.storeProblem().contains(QDir::toNativeSeparators(GameAnalyser::storePath())),
             qPrintable(analyser.storeProblem()));
    QVERIFY(QDir().rmdir(GameAnalyser::storePath()));
    QVERIFY(game->play(parse_square("d6")));  // a change: written again, and it works
    QTRY_VERIFY_WITH_TIMEOUT(analyser.storeProblem().isEmpty(), 10000);
    QVERIFY(QFileInfo(GameAnalyser::storePath()).isFile());
}

// "Analyse game" once: its grades and graph are there at the next launch without a
// search, for the positions of the game; a damaged store is read up to the damage.
void TestStudy::analysisIsKeptAcrossLaunches() {
    DataDir dir;
    const Position late = replay(parse_transcript(kLateGame));
    QVariantList grades, points;
    {
        auto game = humanGame();
        QVERIFY(game->loadGame(reversiState(late), {parse_square("b2")}, true));
        GameAnalyser analyser;
        analyser.setPersistent(true);
        analyser.setGame(game.get());
        analyser.setLevel(6);
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        analyser.start();
        QVERIFY(finished.wait(60000));
        grades = analyser.grades();
        points = analyser.points();
    }  // written as it goes
    QVERIFY(QFile::exists(GameAnalyser::storePath()));
    auto game = humanGame();
    QVERIFY(game->loadGame(reversiState(late), {parse_square("b2")}, true));
    {
        GameAnalyser analyser;
        analyser.setGame(game.get());
        analyser.setPersistent(true);
        QVERIFY(!analyser.running());
        QCOMPARE(analyser.grades(), grades);
        QCOMPARE(analyser.points(), points);
    }
    // Damaged lines are left out, and only they: what follows them is still read.
    QFile store(GameAnalyser::storePath());
    QVERIFY(store.open(QIODevice::ReadOnly));
    QByteArray text = store.readAll();
    store.close();
    text.insert(text.indexOf('\n') + 1, "E zz 0 0 1 2 0\nA\n");
    QVERIFY(store.open(QIODevice::WriteOnly));
    store.write(text);
    store.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("analysis.txt: 2 unreadable line\\(s\\) left out, the first line 2")));
    GameAnalyser damaged;
    damaged.setGame(game.get());
    damaged.setPersistent(true);
    QCOMPARE(damaged.grades(), grades);
}

// An evaluation behind selective cuts is kept with their probability; one stored before
// the probability was (a line without it) reads as 0.
void TestStudy::anEvaluationKeepsItsProbability() {
    DataDir dir;
    auto game = humanGame();
    QVERIFY(game->play(parse_square("f5")));
    {
        GameAnalyser analyser;
        analyser.setPersistent(true);
        analyser.setGame(game.get());
        emit game->positionEvaluated(1, 3, 12, false, 87);
    }  // stored on the way out
    // What a new launch reads for f5's position.
    const auto storedPoint = [&] {
        GameAnalyser analyser;
        analyser.setGame(game.get());
        analyser.setPersistent(true);
        return analyser.points().at(1).toMap();
    };
    QCOMPARE(storedPoint().value("depth").toInt(), 12);
    QCOMPARE(storedPoint().value("probability").toInt(), 87);
    QFile store(GameAnalyser::storePath());
    QVERIFY(store.open(QIODevice::WriteOnly | QIODevice::Truncate));
    const QByteArray key = QByteArray::fromStdString(game->history().position_at(1).key());
    store.write("reversi-analysis 2\nE " + key + " -3 14 0\n");
    store.close();
    QCOMPARE(storedPoint().value("depth").toInt(), 14);
    QCOMPARE(storedPoint().value("probability").toInt(), 0);
}

// The lines beside the one on the board, and the line chosen, survive a restart.
void TestStudy::autosaveKeepsEveryLine() {
    DataDir dir;
    QString tree;
    {
        auto game = humanGame();
        Autosave autosave;
        autosave.setGame(game.get());
        for (const char* m : {"f5", "d6", "c3"}) QVERIFY(game->play(parse_square(m)));
        game->jumpTo(1);
        QVERIFY(game->play(parse_square("f6")));
        QVERIFY(game->play(parse_square("e6")));
        game->jumpTo(2);
        tree = QString::fromStdString(write_move_tree(game->history().tree(), game->history().start()));
    }
    auto game = humanGame();
    Autosave autosave;
    autosave.setGame(game.get());
    QVERIFY(autosave.restore());
    QCOMPARE(QString::fromStdString(write_move_tree(game->history().tree(), game->history().start())), tree);
    QCOMPARE(game->moves(), (QStringList{"f5", "f6", "e6"}));  // the line that was on the board
    QCOMPARE(game->ply(), 2);
    QVERIFY(!game->mainLine());
}

// A side the user took over from the computer is theirs after a restart too, though
// the settings that start the app's game still give it to the computer.
void TestStudy::aSideTakenOverStaysTheUsers() {
    DataDir dir;
    {
        auto game = humanGame();
        game->setAiMoveDelay(600000);  // the computer holds its move
        game->newGame(false, true, kMinLevel, kMinLevel);
        Autosave autosave;
        autosave.setGame(game.get());
        QVERIFY(game->play(parse_square("f5")));
        QVERIFY(game->thinking());
        game->stopThinking();
        game->takeOver();
        QVERIFY(!game->whiteIsAi());
    }  // the Autosave writes what is pending as it goes
    auto game = humanGame();
    game->newGame(false, true, kMinLevel, kMinLevel);  // as the settings start it
    Autosave autosave;
    autosave.setGame(game.get());
    QVERIFY(autosave.restore());
    QCOMPARE(game->ply(), 1);
    QVERIFY(!game->whiteIsAi());
    QVERIFY(!game->thinking());
}

// "Analyse game" is of the game on the board: a new game (here of another kind, whose
// engine could not read the old positions) stops it. An engine that fails stops it too,
// and says why, rather than leaving the progress bar forever.
void TestStudy::analysisEndsWithItsGame() {
    auto game = humanGame();
    for (const char* m : {"f5", "d6", "c3"}) QVERIFY(game->play(parse_square(m)));
    GameAnalyser analyser;
    analyser.setGame(game.get());
    analyser.start();
    QVERIFY(analyser.running());
    game->newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QVERIFY(!analyser.running());
    QTest::qWait(200);  // what the old search still sends changes nothing
    QVERIFY(!analyser.running());
    QVERIFY(analyser.problem().isEmpty());

    analyser.engine().setEngineFactory([](const reversi::app::BoardGame&) -> std::unique_ptr<reversi::app::GameEngine> {
        throw std::bad_alloc();
    });
    QVERIFY(game->play(game->history().position().legalMoves().front()));
    analyser.start();
    QTRY_VERIFY(!analyser.running());
    QVERIFY(!analyser.problem().isEmpty());
}

// A saved game this build cannot read is renamed aside, never overwritten by the new
// game, and the status says where it went until the user moves on.
void TestStudy::unreadableAutosaveIsKept() {
    DataDir dir;
    const QByteArray junk("(;GM[Othello]BO[8 not a board]B[f5])");
    {
        QFile file(Autosave::filePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(junk);
    }
    auto game = humanGame();
    Autosave autosave;
    QSignalSpy problems(&autosave, &Autosave::problemChanged);
    autosave.setGame(game.get());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("current-game.ggf is unreadable")));
    QVERIFY(!autosave.restore());
    QCOMPARE(game->length(), 0);
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("current-game-unreadable-*.ggf")});
    QCOMPARE(aside.size(), 1);
    QFile kept(QDir(dir.path()).filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), junk);
    QVERIFY2(autosave.problem().contains(aside.first()), qPrintable(autosave.problem()));
    autosave.save();  // as the app does after a failed restore
    autosave.flush();
    QVERIFY(QFile::exists(Autosave::filePath()));
    QVERIFY(!autosave.problem().isEmpty());  // still shown: the user has not moved on
    QVERIFY(game->play(parse_square("f5")));
    QVERIFY(autosave.problem().isEmpty());
    QCOMPARE(problems.count(), 2);
}

// The computer may play first, a moment after the start, its engine may fail and pause
// it, and the language may change: none is the user moving on, so the notice of a game
// set aside stays up until the user changes the game.
void TestStudy::theRestoreNoticeOutlastsTheComputersMove() {
    for (const bool engineFails : {false, true}) {
        DataDir dir;
        {
            QFile file(Autosave::filePath());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("(;GM[Othello]BO[8 not a board]B[f5])");
        }
        GameModel game;
        game.setAiMoveDelay(0);
        game.aiEngine().setEngineFactory([engineFails](const reversi::app::BoardGame& kind) {
            if (engineFails) throw std::bad_alloc();
            return kind.makeEngine();
        });
        game.newGame(true, false, kMinLevel, kMinLevel);  // the computer plays Black
        Autosave autosave;
        autosave.setGame(&game);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("current-game.ggf is unreadable")));
        QVERIFY(!autosave.restore());
        autosave.save();  // as the app does after a failed restore
        const QString notice = autosave.problem();
        QVERIFY(notice.contains(QStringLiteral("current-game-unreadable-")));
        if (engineFails) {
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("memory")));
            QTRY_VERIFY(game.aiPaused());
        } else {
            QTRY_COMPARE(game.length(), 1);
        }
        QCOMPARE(autosave.problem(), notice);
        QVERIFY(installLanguage(QStringLiteral("zh_CN")));
        QVERIFY(installLanguage(QStringLiteral("en")));
        QCOMPARE(autosave.problem(), notice);
        if (!engineFails) {
            QVERIFY(game.play(game.history().position().legalMoves().front()));
            QCOMPARE(autosave.problem(), QString());
        }
        autosave.flush();
    }
}

// A write that fails is said in the status and made again on closing, so the last
// state reaches the disk even when no change follows.
void TestStudy::failedAutosaveIsRetried() {
    DataDir dir;
    QVERIFY(QDir().mkpath(Autosave::filePath()));  // a folder in the file's place: every write fails
    auto game = humanGame();
    {
        Autosave autosave;
        autosave.setGame(game.get());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot save the game")));
        QVERIFY(game->play(parse_square("f5")));
        QTRY_VERIFY_WITH_TIMEOUT(!autosave.problem().isEmpty(), 20 * Autosave::kWriteDelayMs);
        QVERIFY2(autosave.problem().contains(Autosave::filePath()), qPrintable(autosave.problem()));
        QVERIFY(QDir().rmdir(Autosave::filePath()));
    }  // closing writes the record that failed
    QFile file(Autosave::filePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("F5"));
    file.close();
    // A write that fails while closing is still reported.
    QVERIFY(QFile::remove(Autosave::filePath()));
    QVERIFY(QDir().mkpath(Autosave::filePath()));
    {
        Autosave autosave;
        autosave.setGame(game.get());
        QVERIFY(game->play(parse_square("d6")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot save the game")));
    }
}

// A file the app keeps (the autosave, the kept analysis) whose folder cannot be made,
// here because a file stands in its place, is reported with that folder, in the
// language of the moment.
void TestStudy::aFolderThatCannotBeMadeIsNamed() {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString folder = QDir::toNativeSeparators(blocker + QStringLiteral("/games"));
    BackgroundWriter writer;
    QStringList problems;
    const auto write = [&] {
        writer.write(blocker + QStringLiteral("/games/current-game.ggf"), "(;GM[Othello];)",
                     [&problems](const QString& problem) { problems << problem; });
        writer.waitForDone();
    };
    write();
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    write();
    QVERIFY(installLanguage(QStringLiteral("en")));
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0], QStringLiteral("cannot create the folder ") + folder);
    QVERIFY2(problems[1].endsWith(folder) && !problems[1].startsWith(QStringLiteral("cannot")), qPrintable(problems[1]));
    QVERIFY(file.exists());
}

// Two copies of the app would write over each other's game: the second one to start
// keeps the first one's file as it is, and says so for as long as it runs (a game that
// is not saved is not a message that goes with the first move).
void TestStudy::aSecondCopySavesNothingAndSaysSo() {
    DataDir dir;
    auto first = humanGame();
    auto second = humanGame();
    {
        Autosave running;
        running.setGame(first.get());
        QVERIFY(!running.restore());  // no saved game yet, and the lock taken
        QVERIFY(first->play(parse_square("f5")));
        running.flush();
        QVERIFY(running.problem().isEmpty());
        const QByteArray saved = [] {
            QFile file(Autosave::filePath());
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        QVERIFY(saved.contains("F5"));
        {
            Autosave another;
            another.setGame(second.get());
            QVERIFY(!another.restore());
            QCOMPARE(second->length(), 0);
            QVERIFY2(another.problem().contains(QStringLiteral("Another copy")), qPrintable(another.problem()));
            QVERIFY(second->play(parse_square("d3")));
            QVERIFY(second->play(parse_square("c3")));
            QVERIFY(!another.problem().isEmpty());  // still said after the moves
            QVERIFY(!another.saveNow());
            QVERIFY(!another.saving());
            QVERIFY(running.saving());
        }
        QFile file(Autosave::filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), saved);
    }
    // The first copy gone, the next one to start keeps the game again.
    {
        auto next = std::make_unique<Autosave>();
        next->setGame(second.get());
        QVERIFY(next->restore());
        QCOMPARE(second->moves(), QStringList{"f5"});
        QVERIFY(next->problem().isEmpty());
        // A copy refused beside it stays refused when it quits: it does not take the lock,
        // which it would hold while saving nothing, refusing the copy after it.
        Autosave refused;
        refused.setGame(first.get());
        QVERIFY(!refused.restore());
        next.reset();
        QVERIFY(!refused.restore());
        QVERIFY(!refused.saving());
    }
    // A lock an earlier run left with this process's id (in a container every launch may
    // have the same id) is not another copy: it is taken over.
    const QString lockPath = Autosave::filePath() + QStringLiteral(".lock");
    QByteArray leftOver;
    {
        QLockFile earlier(lockPath);
        QVERIFY(earlier.tryLock(0));
        QFile file(lockPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        leftOver = file.readAll();
    }
    {
        QFile file(lockPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(leftOver);
    }
    {
        Autosave relaunched;
        relaunched.setGame(first.get());
        QVERIFY(relaunched.restore());
        QVERIFY2(relaunched.problem().isEmpty(), qPrintable(relaunched.problem()));
        QVERIFY(relaunched.saving());
    }
    // So is an empty lock, which a crash or a power cut while it was written leaves.
    {
        QFile file(lockPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    {
        Autosave afterACrash;
        afterACrash.setGame(first.get());
        QVERIFY(afterACrash.restore());
        QVERIFY2(afterACrash.problem().isEmpty(), qPrintable(afterACrash.problem()));
    }
    // So is a lock written under another host name (a container may be given a new one
    // at each launch), whatever its process id ...
    QVERIFY(leftOver.contains(QSysInfo::machineHostName().toUtf8()));
    const QByteArray elsewhere = QByteArray(leftOver).replace(QSysInfo::machineHostName().toUtf8(), "another-host");
    const auto writeLock = [&] {
        QFile file(lockPath);
        return file.open(QIODevice::WriteOnly) && file.write(elsewhere) == elsewhere.size();
    };
    QVERIFY(writeLock());
    {
        Autosave renamed;
        renamed.setGame(first.get());
        QVERIFY(renamed.restore());
        QVERIFY2(renamed.problem().isEmpty(), qPrintable(renamed.problem()));
    }
    // ... unless a live process holds it: it keeps the file's native lock (flock(1)
    // stands in for it here), so its lock is not removed.
    QVERIFY(writeLock());
    QProcess holder;  // (--no-fork: the lock goes with the process killed below)
    holder.start(QStringLiteral("flock"), {QStringLiteral("--exclusive"), QStringLiteral("--no-fork"), lockPath,
                                           QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo locked; exec sleep 30")});
    QVERIFY2(holder.waitForStarted(), "flock(1), from util-linux, is needed");
    QVERIFY(holder.waitForReadyRead(10000));  // the lock taken
    {
        Autosave beside;
        beside.setGame(first.get());
        QVERIFY(!beside.restore());
        QVERIFY2(beside.problem().contains(QStringLiteral("Another copy")), qPrintable(beside.problem()));
    }
    holder.kill();
    holder.waitForFinished();
}

// An analyser that stops keeping its results (a copy of the app that saves nothing)
// writes nothing more, not even what was about to be written.
void TestStudy::analysisNoLongerKeptIsNotWritten() {
    DataDir dir;
    auto game = humanGame();
    {
        GameAnalyser analyser;
        analyser.setPersistent(true);
        analyser.setGame(game.get());
        emit game->positionEvaluated(0, kEvalScale, 5, false, 0);  // written a second later
        analyser.setPersistent(false);
        QTest::qWait(1500);
    }
    QVERIFY(!QFile::exists(GameAnalyser::storePath()));
}

// A store written by a newer version (its header says so) is neither read as this
// version's nor written over: it was read as the header-less version 1, every line
// dropped, and replaced a second later. The analysis is not kept, and the panel says so.
void TestStudy::analysisOfANewerVersionIsLeftAlone() {
    DataDir dir;
    const QByteArray newer = "reversi-analysis 3\nX something this version cannot read\n";
    {
        QFile store(GameAnalyser::storePath());
        QVERIFY(store.open(QIODevice::WriteOnly));
        store.write(newer);
    }
    auto game = humanGame();
    {
        GameAnalyser analyser;
        analyser.setGame(game.get());
        analyser.setPersistent(true);
        QVERIFY2(analyser.storeProblem().contains(QLatin1String("reversi-analysis 3")), qPrintable(analyser.storeProblem()));
        emit game->positionEvaluated(0, kEvalScale, 5, false, 0);  // to be written a second later ...
    }  // ... or on the way out: not at all
    QFile store(GameAnalyser::storePath());
    QVERIFY(store.open(QIODevice::ReadOnly));
    QCOMPARE(store.readAll(), newer);
    store.close();
    // A header no version wrote is a damaged line, not a newer version.
    QVERIFY(store.open(QIODevice::WriteOnly | QIODevice::Truncate));
    store.write("reversi-analysis 2x\n");
    store.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("1 unreadable line\\(s\\) left out")));
    GameAnalyser analyser;
    analyser.setGame(game.get());
    analyser.setPersistent(true);
    QCOMPARE(analyser.storeProblem(), QString());
}

// QML destroys objects in no order it promises: the model may go first. The objects
// that use it then see no game, and neither crash nor lose the pending autosave.
void TestStudy::modelDestroyedFirst() {
    DataDir dir;
    {
        auto game = humanGame();
        GameAnalyser analyser;
        GameRecords records;
        Autosave autosave;
        analyser.setGame(game.get());
        records.setGame(game.get());
        autosave.setGame(game.get());
        QVERIFY(game->play(parse_square("f5")));
        analyser.start();
        game.reset();
        QVERIFY(!analyser.running());  // its queue went with the game
        QTest::qWait(100);             // what the search still sends finds no game
        QCOMPARE(analyser.game(), nullptr);
        QCOMPARE(records.game(), nullptr);
        QCOMPARE(autosave.game(), nullptr);
        QVERIFY(analyser.points().isEmpty());
        QVERIFY(analyser.bestLine().isEmpty());
        analyser.analysePosition();
        analyser.start();
        QVERIFY(records.gameText().isEmpty());
        QVERIFY(!records.loadText(QStringLiteral("f5d6")));
        QVERIFY(!autosave.restore());
        autosave.save();
    }
    auto game = humanGame();
    Autosave autosave;
    autosave.setGame(game.get());
    QVERIFY(autosave.restore());  // the move made before the model went is on disk
    QCOMPARE(game->moves(), QStringList{"f5"});
    // An evaluation made in the last second before the model went (as at quit, where
    // QML destroys the model first) is still written when the analyser goes.
    QFile::remove(GameAnalyser::storePath());
    {
        GameAnalyser analyser;
        analyser.setPersistent(true);
        analyser.setGame(game.get());
        emit game->positionEvaluated(1, 3 * kEvalScale, 7, false, 0);
        game.reset();
    }
    QFile store(GameAnalyser::storePath());
    QVERIFY(store.open(QIODevice::ReadOnly));
    QVERIFY2(store.readAll().contains(" 7 0 0\n"), "the evaluation at depth 7 is not in the store");
}

// The best line's search stops once no one will see its line: when the line is hidden,
// and when the board goes back to a position whose line is known.
void TestStudy::aBestLineNoLongerWantedIsNotSearched() {
    auto game = humanGame();
    GameAnalyser analyser;
    analyser.setGame(game.get());
    analyser.setLevel(2);
    analyser.setBestLineShown(true);
    QTRY_VERIFY(!analyser.bestLine().isEmpty());  // the start's line
    QTRY_VERIFY(!analyser.engine().busy());
    analyser.setLevel(kMaxLevel);  // far longer than this test waits
    QVERIFY(game->play(parse_square("f5")));
    QVERIFY(analyser.engine().busy());
    game->jumpTo(0);
    QVERIFY(!analyser.engine().busy());
    game->jumpTo(1);
    QVERIFY(analyser.engine().busy());
    analyser.setBestLineShown(false);
    QVERIFY(!analyser.engine().busy());
}

// A move played while the whole game is analysed (whose run the best line waits for)
// gets its best line once the run ends.
void TestStudy::aPositionReachedDuringAnalysisGetsItsBestLine() {
    auto game = humanGame();
    for (const char* m : {"f5", "d6", "c3"}) QVERIFY(game->play(parse_square(m)));
    GameAnalyser analyser;
    analyser.setGame(game.get());
    analyser.setLevel(2);
    analyser.setBestLineShown(true);
    QSignalSpy finished(&analyser, &GameAnalyser::finished);
    analyser.start();
    QVERIFY(analyser.running());
    QVERIFY(game->play(parse_square("d3")));  // a position the run does not hold
    QVERIFY(finished.wait(60000));
    QTRY_VERIFY(!analyser.bestLine().isEmpty());
}

// Stopped before it reached the current position, the run leaves the best line to the
// position's own search (it stayed empty).
void TestStudy::stoppingTheGameAnalysisShowsTheBestLine() {
    auto game = humanGame();
    for (const char* m : {"f5", "d6", "c3", "d3", "c4"}) QVERIFY(game->play(parse_square(m)));
    GameAnalyser analyser;
    analyser.setGame(game.get());
    analyser.setBestLineShown(true);
    analyser.start();  // at the game analysis's level: the last position comes long after this
    QVERIFY(analyser.running());
    analyser.stopGameAnalysis();
    QVERIFY(!analyser.running());
    QTRY_VERIFY_WITH_TIMEOUT(!analyser.bestLine().isEmpty(), 60000);
}

void TestStudy::analyserGradesABlunder() {
    const Position late = replay(parse_transcript(kLateGame));
    const int g2 = parse_square("g2"), b2 = parse_square("b2");
    for (const auto& [move, grade] : {std::pair{b2, MoveGrade::Blunder}, std::pair{g2, MoveGrade::Best}}) {
        auto game = humanGame();
        QVERIFY(game->loadGame(reversiState(late), {move}, true));
        GameAnalyser analyser;
        analyser.setGame(game.get());
        analyser.setLevel(6);  // solves 12 empties exactly
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        analyser.start();
        QVERIFY(analyser.running());
        QVERIFY(finished.wait(60000));
        QVERIFY(!analyser.running());
        QCOMPARE(analyser.progress(), 1.0);
        const QVariantList grades = analyser.grades();
        QCOMPARE(grades.size(), 1);
        QCOMPARE(grades[0].toMap().value("grade").toInt(), static_cast<int>(grade));
        QCOMPARE(grades[0].toMap().value("loss").toInt(), move == b2 ? 28 : 0);
        // The graph's first point is the exact value of the position, Black's view.
        const QVariantMap first = analyser.points().at(0).toMap();
        QCOMPARE(first.value("score").toInt(), -4);
        QVERIFY(first.value("exact").toBool());
        // The best line from the analysed position starts with the best move.
        game->jumpTo(0);
        QCOMPARE(analyser.bestLine().value(0).toInt(), g2);
    }
}

// On the position on the board the graph shows the heat-map's latest score (the number
// the board shows); elsewhere the deepest (or exact) evaluation found so far.
void TestStudy::graphKeepsTheDeepestEvaluation() {
    auto game = humanGame();
    GameAnalyser analyser;
    analyser.setGame(game.get());
    QVERIFY(game->play(37));
    QVERIFY(analyser.points().at(1).isNull());
    const auto pointAt = [&](int ply, const char* key) { return analyser.points().at(ply).toMap().value(key); };
    emit game->positionEvaluated(1, 3, 12, false, 0);  // White to move: Black's view is -3
    QCOMPARE(pointAt(1, "score").toInt(), -3);
    emit game->positionEvaluated(1, 9, 8, false, 87);  // shallower, but what the board now shows
    QCOMPARE(pointAt(1, "score").toInt(), -9);
    QCOMPARE(pointAt(1, "depth").toInt(), 8);
    QCOMPARE(pointAt(1, "probability").toInt(), 87);  // of its selective cuts
    emit game->positionEvaluated(1, 1, 14, false, 0);  // deeper: kept
    emit game->positionEvaluated(1, 2, 10, true, 0);  // exact beats any estimate
    QVERIFY(pointAt(1, "exact").toBool());
    emit game->positionEvaluated(1, 5, 30, false, 73);
    QCOMPARE(pointAt(1, "score").toInt(), -5);
    QCOMPARE(pointAt(1, "probability").toInt(), 73);
    game->jumpTo(0);  // away from it, the best evaluation found: the exact one
    QCOMPARE(pointAt(1, "score").toInt(), -2);
    QVERIFY(pointAt(1, "exact").toBool());
    game->jumpTo(1);  // back: the heat-map starts again, and until it speaks the exact score shows
    QCOMPARE(pointAt(1, "score").toInt(), -2);
    // Evaluations belong to positions: after undo and another line, f5 still has it.
    game->undo();
    QVERIFY(game->play(19));
    QVERIFY(analyser.points().at(1).isNull());
    game->undo();
    QVERIFY(game->play(37));
    QCOMPARE(analyser.points().at(1).toMap().value("score").toInt(), -2);
}

void TestStudy::gradesFollowThresholds() {
    QCOMPARE(grade_of_loss(0), MoveGrade::Best);
    QCOMPARE(grade_of_loss(1), MoveGrade::Inaccuracy);
    QCOMPARE(grade_of_loss(kInaccuracyMaxLoss), MoveGrade::Inaccuracy);
    QCOMPARE(grade_of_loss(kInaccuracyMaxLoss + 1), MoveGrade::Mistake);
    QCOMPARE(grade_of_loss(kMistakeMaxLoss), MoveGrade::Mistake);
    QCOMPARE(grade_of_loss(kMistakeMaxLoss + 1), MoveGrade::Blunder);
}

void TestStudy::editorRejectsImpossiblePositions() {
    BoardEditor editor;
    QVERIFY(!editor.acceptable());  // empty board
    QVERIFY(!editor.problem().isEmpty());
    editor.setCell(0, 1);
    editor.setCell(63, 2);
    QVERIFY(!editor.acceptable());  // centre squares empty
    for (int sq : {27, 36}) editor.setCell(sq, 2);
    for (int sq : {28, 35}) editor.setCell(sq, 1);
    QVERIFY2(editor.acceptable(), qPrintable(editor.problem()));
    editor.cycle(27);  // white -> empty
    QVERIFY(!editor.acceptable());
    auto game = humanGame();
    QVERIFY(game->play(37));
    QVERIFY(!editor.startGame(game.get()));
    QCOMPARE(game->length(), 1);  // untouched
}

void TestStudy::editorStartsAGame() {
    BoardEditor editor;
    auto game = humanGame();
    editor.loadFrom(game.get());
    QCOMPARE(reversiPosition(*editor.position()), Position::start());
    editor.setCell(parse_square("a1"), 1);
    editor.setSideToMove(2);
    QVERIFY(editor.note().isEmpty());
    QVERIFY(editor.startGame(game.get()));
    QCOMPARE(game->sideToMove(), 2);
    QCOMPARE(game->blackCount(), 3);
    QCOMPARE(game->length(), 0);
    // A finished position is acceptable but says so.
    editor.clear();
    for (int sq = 0; sq < 64; ++sq) editor.setCell(sq, 1);
    QVERIFY(editor.acceptable());
    QVERIFY(!editor.note().isEmpty());
    QVERIFY(editor.startGame(game.get()));
    QVERIFY(game->gameOver());

    // NoGo's side to move follows from the stones, and the editor says which it is.
    game->newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    editor.loadFrom(game.get());
    QVERIFY(!editor.sideChoosable());
    QVERIFY(editor.note().contains(QStringLiteral("Black moves first")));
    editor.setCell(0, 1);
    QVERIFY2(editor.acceptable(), qPrintable(editor.problem()));
    QVERIFY(editor.note().contains(QStringLiteral("White moves first")));
    QVERIFY(editor.startGame(game.get()));
    QCOMPARE(game->sideToMove(), 2);
}

// A position set up in the editor, with no move played yet, is a game to keep when a new
// game replaces it; the empty start of a game is not.
void TestStudy::recentGamesKeepAnEditedPosition() {
    DataDir dir;
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().size(), 0);
    BoardEditor editor;
    editor.loadFrom(game.get());
    editor.setCell(parse_square("a1"), 1);
    QVERIFY(editor.startGame(game.get()));
    QCOMPARE(game->length(), 0);
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().size(), 1);
    QVERIFY(recent.restore(0));
    QCOMPARE(game->blackCount(), 3);
    // The list speaks the language of the moment.
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().first().toMap().value("title").toString(), QStringLiteral("Reversi 8×8"));
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(recent.games().first().toMap().value("title").toString(), game->gameTitle());
    QVERIFY(game->gameTitle() != QStringLiteral("Reversi 8×8"));
    QVERIFY(installLanguage(QStringLiteral("en")));
}

// A replaced game that cannot be written (here a file stands where the folder goes) is
// listed all the same, from memory, and the problem is said, in the language of the
// moment, until every such game is written, which the next replacement tries.
void TestStudy::recentGamesHoldWhatTheyCannotWrite() {
    DataDir dir;
    const QString folder = blockRecentFolder();
    QVERIFY(!folder.isEmpty());
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    QSignalSpy problems(&recent, &reversi::app::RecentGames::problemChanged);
    QVERIFY(game->play(parse_square("d3")));
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().size(), 1);
    QVERIFY2(recent.problem().contains(QDir::toNativeSeparators(folder)), qPrintable(recent.problem()));
    QCOMPARE(problems.size(), 1);
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    const bool said = problems.size() > 1, translated = !recent.problem().startsWith(QStringLiteral("The replaced game"));
    QVERIFY(installLanguage(QStringLiteral("en")));
    QVERIFY(said && translated);
    QVERIFY(recent.problem().startsWith(QStringLiteral("The replaced game")));
    // Restored from memory: the game on the board takes its place in the list.
    QVERIFY(game->play(parse_square("f5")));
    QVERIFY(game->play(parse_square("f6")));
    QVERIFY(recent.restore(0));
    QCOMPARE(game->length(), 1);
    QCOMPARE(recent.games().size(), 1);
    QCOMPARE(recent.games().first().toMap().value("line").toString(), QStringLiteral("f5 f6"));
    // Once the folder can be made, the next replacement writes the game it replaces and
    // the one still held, and the problem is gone.
    QVERIFY(QFile::remove(folder));
    game->newGame(false, false, kMinLevel, kMinLevel);
    QVERIFY(recent.problem().isEmpty());
    QCOMPARE(recent.games().size(), 2);
    QCOMPARE(recent.games().first().toMap().value("line").toString(), QStringLiteral("d3"));
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.ggf")}).size(), 2);
    QVERIFY(recent.restore(1));  // f5 f6, now from its file
    QCOMPARE(game->length(), 2);
    QCOMPARE(recent.games().size(), 1);  // d3: the new game it replaced had no move to keep
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.ggf")}).size(), 1);
}

// A recent games' folder that is there but takes no file (here a link to /sys, where
// not even root may make one) is named in the problem, with the system's reason.
void TestStudy::aFolderThatRefusesFilesIsNamed() {
    if (QTemporaryFile(QStringLiteral("/sys/reversi-test-XXXXXX")).open())  // (no sysfs there, as in a chroot)
        QSKIP("needs Linux's /sys, a folder that takes no new file");
    DataDir dir;
    const QString folder = RecentGames::directory();
    QVERIFY(QDir().mkpath(QFileInfo(folder).path()));
    QVERIFY(QFile::link(QStringLiteral("/sys"), folder));
    // The link goes before the data folder does, whatever happens here (the folder's
    // removal does not follow links, but nothing in /sys is left to chance).
    const std::unique_ptr<const QString, void (*)(const QString*)> unlink(&folder, [](const QString* link) {
        QFile::remove(*link);
    });
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot keep the replaced game")));
    QVERIFY(game->play(parse_square("d3")));
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().size(), 1);
    const QString problem = recent.problem();
    QVERIFY2(problem.contains(QStringLiteral("cannot write in the folder ") + QDir::toNativeSeparators(folder) + ": "),
             qPrintable(problem));
    QVERIFY2(!problem.contains(QStringLiteral(": )")), qPrintable(problem));  // a reason follows
}

// A replaced game held in memory (its folder could not be made) is written when the
// app quits, if it can be by then, rather than only at the next replacement.
void TestStudy::aHeldGameIsWrittenOnQuitting() {
    DataDir dir;
    const QString folder = blockRecentFolder();
    QVERIFY(!folder.isEmpty());
    auto game = humanGame();
    {
        reversi::app::RecentGames recent;
        recent.setGame(game.get());
        QVERIFY(game->play(parse_square("d3")));
        game->newGame(false, false, kMinLevel, kMinLevel);
        QVERIFY(!recent.problem().isEmpty());
        QVERIFY(QFile::remove(folder));
    }
    const QStringList kept = QDir(folder).entryList({QStringLiteral("*.ggf")});
    QCOMPARE(kept.size(), 1);
    QFile file(QDir(folder).filePath(kept.first()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("D3"));
}

// The list is made again for each game kept and each language change, but a file read
// once is not read again unless it changed (its size or time): here one overwritten
// with bytes that do not read, its time put back, stays listed as it was; touched, it
// is read again and left out.
void TestStudy::recentFilesAreReadOnce() {
    DataDir dir;
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    QVERIFY(game->play(parse_square("d3")));
    game->newGame(false, false, kMinLevel, kMinLevel);
    QCOMPARE(recent.games().size(), 1);
    const QStringList files = QDir(reversi::app::RecentGames::directory()).entryList({QStringLiteral("*.ggf")});
    QCOMPARE(files.size(), 1);
    QFile file(QDir(reversi::app::RecentGames::directory()).filePath(files.first()));
    const QDateTime modified = QFileInfo(file).lastModified();
    QVERIFY(file.open(QIODevice::ReadWrite));
    const qint64 size = file.size();
    QVERIFY(file.seek(0));
    QCOMPARE(file.write(QByteArray(size, 'x')), size);
    file.close();
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
    file.close();
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));  // made again
    QVERIFY(installLanguage(QStringLiteral("en")));
    QCOMPARE(recent.games().size(), 1);
    QCOMPARE(recent.games().first().toMap().value("line").toString(), QStringLiteral("d3"));
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(modified.addSecs(60), QFileDevice::FileModificationTime));
    file.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unreadable")));
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unreadable")));
    QVERIFY(installLanguage(QStringLiteral("en")));
    QCOMPARE(recent.games().size(), 0);
}

// Restoring a recent game takes its file out of the list: the game must be in the
// autosave's file first, or a kill in the moment before the autosave's next write would
// lose it.
void TestStudy::aRestoredGameIsOnDiskBeforeItsFileGoes() {
    DataDir dir;
    auto game = humanGame();
    Autosave autosave;
    autosave.setGame(game.get());
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    recent.setProperty("autosave", QVariant::fromValue(&autosave));
    QVERIFY(game->play(parse_square("e6")));
    QVERIFY(game->play(parse_square("f4")));
    game->newGame(false, false, kMinLevel, kMinLevel);
    QVERIFY(game->play(parse_square("d3")));
    autosave.flush();
    QCOMPARE(recent.games().size(), 1);
    QVERIFY(recent.restore(0));
    QFile file(Autosave::filePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY2(saved.contains("E6") && saved.contains("F4"), saved.constData());
    QCOMPARE(QDir(reversi::app::RecentGames::directory()).entryList({QStringLiteral("*.ggf")}).size(), 1);  // d3's
}

// With the list full, restoring a game keeps the game it replaces and loses none: the
// oldest stays (it was removed to make room before the restored game's file went, so
// the list came out one short), and the oldest itself can be restored.
void TestStudy::aFullListKeepsItsOldestGameOnARestore() {
    DataDir dir;
    auto game = humanGame();
    Autosave autosave;
    autosave.setGame(game.get());
    QVERIFY(!autosave.restore());  // nothing to restore, but this copy of the app holds the autosave
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    recent.setProperty("autosave", QVariant::fromValue(&autosave));
    // Games of 1, 2, ... kKept moves (each a move longer than the one before), kept in turn.
    const auto playLine = [&](int length) {
        for (int ply = 0; ply < length; ++ply) game->play(game->history().position().legalMoves().front());
    };
    for (int length = 1; length <= RecentGames::kKept; ++length) {
        playLine(length);
        game->newGame(false, false, kMinLevel, kMinLevel);
    }
    const QDir folder(RecentGames::directory());
    QCOMPARE(recent.games().size(), RecentGames::kKept);
    QCOMPARE(recent.games().last().toMap().value("moves").toInt(), 1);  // the oldest
    for (const auto& [index, move] : {std::pair{10, "e6"}, std::pair{RecentGames::kKept - 1, "f5"}}) {
        QVERIFY(game->play(parse_square(move)));  // a game of its own on the board
        const int moves = recent.games().at(index).toMap().value("moves").toInt();
        QVERIFY(recent.restore(index));
        QCOMPARE(game->length(), moves);
        QCOMPARE(recent.games().size(), RecentGames::kKept);
        QCOMPARE(folder.entryList({QStringLiteral("*.ggf")}).size(), RecentGames::kKept);
        QCOMPARE(recent.games().first().toMap().value("line").toString(), QString::fromLatin1(move));
        if (index == 10) QCOMPARE(recent.games().last().toMap().value("moves").toInt(), 1);
        game->newGame(false, false, kMinLevel, kMinLevel);
    }
    // Where the autosave cannot write (another copy holds it), the restored game's file
    // stays, the oldest of the list or not: the board's game is on disk nowhere else.
    Autosave blocked;
    blocked.setGame(game.get());
    QVERIFY(!blocked.restore());
    recent.setProperty("autosave", QVariant::fromValue(&blocked));
    QVERIFY(game->play(parse_square("c4")));
    const int oldest = recent.games().last().toMap().value("moves").toInt();
    QVERIFY(recent.restore(RecentGames::kKept - 1));
    QCOMPARE(game->length(), oldest);
    QCOMPARE(folder.entryList({QStringLiteral("*.ggf")}).size(), RecentGames::kKept + 1);
}

// A listed game whose file has gone or was damaged is not restored: the list says why,
// naming the file, and is read again; the game on the board stays.
void TestStudy::aGameThatCannotBeRestoredSaysWhy() {
    DataDir dir;
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    for (const char* move : {"f5", "d3"}) {
        QVERIFY(game->play(parse_square(move)));
        game->newGame(false, false, kMinLevel, kMinLevel);
    }
    QVERIFY(game->play(parse_square("c4")));
    QDir folder(reversi::app::RecentGames::directory());
    const QStringList files = folder.entryList({QStringLiteral("*.ggf")}, QDir::Files);
    QCOMPARE(files.size(), 2);  // (which is listed first depends on the millisecond they were kept in)
    QVERIFY(folder.remove(files[0]));
    {
        QFile damaged(folder.filePath(files[1]));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("(;GM[Othello]BO[8 not a board];)");
    }
    QSignalSpy problems(&recent, &reversi::app::RecentGames::restoreProblemChanged);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is unreadable")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is unreadable.*left out")));
    QVERIFY(!recent.restore(0));
    const QString problem = recent.restoreProblem();
    const bool gone = problem.contains(QDir::toNativeSeparators(folder.filePath(files[0])));
    const bool damaged = problem.contains(QDir::toNativeSeparators(folder.filePath(files[1])));
    QVERIFY2(gone != damaged, qPrintable(problem));
    QVERIFY2(gone || problem.contains(QStringLiteral("tag BO")), qPrintable(problem));  // and why: its text
    QCOMPARE(problems.size(), 1);
    QCOMPARE(game->moves(), QStringList{"c4"});
    QCOMPARE(recent.games().size(), 0);  // read again: the one gone, the damaged one left out
    // The damaged one is named in the list, with why.
    QVERIFY2(recent.unreadable().contains(QDir::toNativeSeparators(folder.filePath(files[1]))), qPrintable(recent.unreadable()));
    QVERIFY2(recent.unreadable().contains(QStringLiteral("tag BO")), qPrintable(recent.unreadable()));
}

// Opening the same game again and again keeps it once, not once a time, which would
// push older games out of the list.
void TestStudy::theSameGameIsKeptOnce() {
    DataDir dir;
    auto game = humanGame();
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    GameRecords records;
    records.setGame(game.get());
    QVERIFY(game->play(parse_square("f5")));
    for (int i = 0; i < 3; ++i) QVERIFY(records.loadText(QStringLiteral("f5d6c3")));
    QCOMPARE(recent.games().size(), 2);  // f5, and f5 d6 c3 once
    QCOMPARE(recent.games().first().toMap().value("line").toString(), QStringLiteral("f5 d6 c3"));
    QVERIFY(game->play(parse_square("d3")));  // another game now: kept when replaced
    QVERIFY(records.loadText(QStringLiteral("f5d6c3")));
    QCOMPARE(recent.games().size(), 3);
}

// A game brought back while the autosave cannot write (another copy runs) keeps its
// file; replaced again, it moves to the top of the list instead of being listed twice.
void TestStudy::aGameBroughtBackIsListedOnce() {
    DataDir dir;
    auto other = humanGame();
    Autosave running;  // another copy of the app, holding the lock
    running.setGame(other.get());
    QVERIFY(!running.restore());
    auto game = humanGame();
    Autosave blocked;
    blocked.setGame(game.get());
    QVERIFY(!blocked.restore());
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    recent.setProperty("autosave", QVariant::fromValue(&blocked));
    for (const char* move : {"e6", "d3"}) {
        QVERIFY(game->play(parse_square(move)));
        game->newGame(false, false, kMinLevel, kMinLevel);
        QTest::qWait(2);  // kept in different milliseconds, so the order is the order kept
    }
    QVERIFY(game->play(parse_square("c4")));
    QCOMPARE(recent.games().size(), 2);
    QCOMPARE(recent.games().at(1).toMap().value("line").toString(), QStringLiteral("e6"));
    QVERIFY(recent.restore(1));  // e6: replaces c4, which is kept; e6's file stays
    QCOMPARE(game->moves(), QStringList{"e6"});
    QCOMPARE(recent.games().size(), 3);
    QTest::qWait(2);
    game->newGame(false, false, kMinLevel, kMinLevel);
    QStringList lines;
    for (const QVariant& entry : recent.games()) lines << entry.toMap().value("line").toString();
    QCOMPARE(lines, (QStringList{"e6", "c4", "d3"}));
    QCOMPARE(QDir(reversi::app::RecentGames::directory()).entryList({QStringLiteral("*.ggf")}).size(), 3);
}

// A recent game comes back with its players, the computer waiting to be resumed as in
// any game brought back: it kept the players of the game it replaced, so a game against
// the computer came back between two people, and only a new game gave the computer its
// side again.
void TestStudy::aRecentGameComesBackWithItsPlayers() {
    DataDir dir;
    auto game = humanGame();
    game->setAiMoveDelay(600000);  // the computer holds its move
    reversi::app::RecentGames recent;
    recent.setGame(game.get());
    game->newGame(false, true, kMinLevel, kMinLevel);
    QVERIFY(game->play(parse_square("f5")));
    QVERIFY(game->thinking());
    game->newGame(false, false, kMinLevel, kMinLevel);  // two people: the game against the computer is kept
    QCOMPARE(recent.games().size(), 1);
    QVERIFY(recent.restore(0));
    QCOMPARE(game->moves(), QStringList{"f5"});
    QVERIFY(!game->blackIsAi());
    QVERIFY(game->whiteIsAi());
    QVERIFY(game->aiPaused());
    QVERIFY(!game->thinking());
}

void TestStudy::settingsPersist() {
    {
        AppSettings settings;
        settings.setAnimationSpeed(3);
        settings.setLanguage(QStringLiteral("en"));
        settings.setWhiteLevel(7);
    }
    AppSettings again;
    QCOMPARE(again.animationSpeed(), 3);
    QCOMPARE(again.animationScale(), 0.5);
    QVERIFY(again.animations());
    again.setAnimations(false);
    QCOMPARE(again.animationSpeed(), 0);
    QCOMPARE(again.language(), QStringLiteral("en"));
    QCOMPARE(again.whiteLevel(), 7);
    again.setLanguage(QString());
    again.setAnimationSpeed(2);
}

void TestStudy::languageSwitchesAtRunTime() {
    const auto blackToMove = []() { return QCoreApplication::translate("SidePanel", "Black to move"); };
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    QCOMPARE(blackToMove(), QStringLiteral("轮到黑方"));
    QVERIFY(installLanguage(QStringLiteral("en")));
    QCOMPARE(blackToMove(), QStringLiteral("Black to move"));
    QVERIFY(!installLanguage(QStringLiteral("xx_YY")));
    QCOMPARE(blackToMove(), QStringLiteral("Black to move"));
}

// The readers' errors a person meets (a move that is no square, illegal, out of turn,
// where) read in the language of the moment: in English exactly as the engine wrote
// them, in Chinese without the engine's English (they were English in the Chinese UI).
void TestStudy::readersErrorsInTheLanguage() {
    // A whole game, for a move after its end.
    Position end = Position::start();
    std::vector<int> moves;
    while (!end.is_game_over()) {
        const int move = end.must_pass() ? kPass : first_square(end.moves());
        moves.push_back(move);
        end = end.apply(move);
    }
    const std::string emptyBoard(81, '.');
    std::vector<std::string> texts = {
        "f5d6z9",                    // not a square, with where
        "f5 d6 q",                   // not a square, at the end
        "f5\xEF\xBC\x8C" "d6",    // a full-width comma, as a Chinese keyboard types it
        "f5f5",                      // illegal
        "f5 pa",                     // a pass with a legal move
        write_transcript(moves) + "a1",  // after the end
        "   ",                       // empty
        "(;GM[Othello]PC[x]PB[a]PW[b]RE[?]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]W[F5];)",
        "(;GM[1]SZ[9];B[zz])",       // NoGo: not a point
        "(;GM[1]SZ[9];B[White])",    // not a point, whose words are the person's own
        "(;GM[1]SZ[9];W[ee])",       // out of turn
        "(;GM[1]SZ[9];B[tt])",       // a pass
        "(;GM[1]SZ[9];B[ee];W[ee])", // illegal: the point is taken
        "(;GM[1]SZ[9]RU[centre];B[ee])",  // illegal: the centre rule
    };
    // A record's structure, each message the app's readers can give once: GGF, OBF, SGF.
    const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
    const std::string ggf = "(;GM[Othello]TY[8]" + board;
    const std::string obf = "---------------------------OX------XO---------------------------";
    std::string nested = "(;GM[1]SZ[9]";
    for (int depth = 0; depth < 201; ++depth) nested += "(;";
    const std::vector<std::string> structures = {
        ggf + ";) zz",                                 // a second record that is none
        ggf + ";)(;GM[Chess];)",                       // a second game not Othello
        "(;GM[Othello]%[x];)",                         // no tag name
        "(;GM[Othello]PB x;)",                         // no '[' after it
        "(;GM[Othello]PB[x",                           // a value not closed
        "(;GM[Othello]BO[ x];)",                       // no board size
        "(;GM[Othello]BO[12 x];)",                     // a size not supported
        "(;GM[Othello]BO[8 -z];)",                     // a cell that is none
        "(;GM[Othello]BO[8 " + obf + " ?];)",          // no side to move
        "(;GM[Othello]BO[8 " + obf + " * x];)",        // something after it
        "(;GM[Othello]BO[8 " + obf.substr(1) + " *];)", // a cell short
        "f5d6\nzz",                                   // a transcript over lines
        ggf + "B[f5/X];)",                             // an eval that is no number
        ggf + "B[f5//zz];)",                           // a time that is no number
        ggf + "B[f5//-1];)",                           // a time below 0
        ggf + "B[f5/1/2/3];)",                         // four fields
        ggf + "PB[a]PB[b];)",                          // a tag twice
        "(;GM[Othello]TY[6]" + board + ";)",           // TY against BO
        obf + " Z;",                                   // no side to move
        "--------------------- X;",                    // too few cells
        obf + " X; z9:+2;",                            // no move
        obf + " X; f5 +2;",                            // no ':'
        obf + " X; f5:+99;",                           // a score out of range
        obf + " X x",                                  // no ';' after the side
        obf + " X; f5:+2; f5:+2;",                     // a move twice
        obf + " X; f5:+2 x",                           // no ';' after the score
        "(;GM[1]SZ[9];B[ee]",                          // an SGF tree not closed
        "(;GM[1]SZ[9](B[ee]))",                        // no node
        nested,                                        // nested too deep
        "(;gm[1])",                                    // a lower-case property
        "(;GM[1]SZ x)",                                // no '[' after it
        "(;GM[1]SZ[9",                                 // a value not closed
        "(;GM[1]SZ[9]AB[ee][ee])",                     // a stone set up twice
        "(;GM[1]SZ[9]AB[ee][ef][eg])",                 // stones no game reaches
        "(;GM[1]SZ[9]RU[NoGo, no centre first]AB[ee])",  // Black's first stone on the centre
        "(;GM[1]SZ[9]PL[W])",                          // the wrong side to move ...
        "(;GM[1]SZ[9]AB[aa]PL[B])",                    // ... with stones
        "(;GM[1]SZ[9];B[ee][ff])",                     // a move with two values
        "(;GM[1]SZ[9]PB[a][b])",                       // a property with two
        "(;GM[2]SZ[9])",                               // not Go
        "(;GM[1]SZ[19])",                              // not 9x9
        "(;GM[1]SZ[9];AB[ee])",                        // setup after the first node
    };
    texts.insert(texts.end(), structures.begin(), structures.end());
    std::vector<ParseError> errors;
    for (const std::string& text : texts) {
        try {
            readRecords(text);
            QFAIL(text.c_str());
        } catch (const ParseError& e) {
            errors.push_back(e.within("bad, name.txt"));
        }
    }
    QVERIFY(installLanguage(QStringLiteral("en")));
    for (const ParseError& e : errors) QCOMPARE(parseErrorText(e), QString::fromStdString(e.what()));
    QVERIFY(installLanguage(QStringLiteral("zh_CN")));
    const auto back = qScopeGuard([] { installLanguage(QStringLiteral("en")); });
    // Outside quotes and the format names, no English word is left.
    static const QRegularExpression english(QStringLiteral("[a-z]{3,}"));
    for (const ParseError& e : errors) {
        const QString text = parseErrorText(e);
        QVERIFY2(text.startsWith(QStringLiteral("bad, name.txt，")), qPrintable(text));  // a file's name is kept whole
        QString unquoted = text.mid(QStringLiteral("bad, name.txt").size());
        unquoted.remove(QRegularExpression(QStringLiteral("'[^']*'")));
        QVERIFY2(!english.match(unquoted).hasMatch(), qPrintable(QStringLiteral("%1 (from: %2)").arg(text, QString::fromStdString(e.what()))));
    }
    QCOMPARE(parseErrorText(errors.front()), QStringLiteral("bad, name.txt，第\u00a03\u00a0步：'z9' 不是棋盘上的格子（第\u00a05\u00a0个字符）"));
    QCOMPARE(parseErrorText(errors[2]), QStringLiteral("bad, name.txt，第\u00a02\u00a0步：字节 0xEF 不是棋盘上的格子（第\u00a03\u00a0个字符）"));
    const auto quoted = std::find_if(errors.begin(), errors.end(), [](const ParseError& e) { return e.why().find("'White'") != std::string::npos; });
    QVERIFY(quoted != errors.end());
    QVERIFY2(parseErrorText(*quoted).contains(QLatin1String("'White'")), qPrintable(parseErrorText(*quoted)));
}

QTEST_MAIN(TestStudy)
#include "test_study.moc"
