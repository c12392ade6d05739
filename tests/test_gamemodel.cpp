// GameModel, GameHistory and EngineWorker: rules through the model, undo/redo/jump,
// history branching, analysis streaming, stale results dropped, cancel on quit.
#include <QAbstractItemModelTester>
#include <QQuickItem>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QSemaphore>
#include <QThread>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <limits>
#include <new>
#include <utility>

#include <memory>
#include <random>

#include "engine_worker.h"
#include "game_history.h"
#include "game_model.h"
#include "games/reversi_game.h"
#include "reversi/notation.h"
#include "reversi/search.h"
#include "searching_game.h"

using reversi::Position;
using reversi::app::reversiPosition;
using reversi::app::reversiState;
using reversi::app::CandidateScore;
using reversi::app::EngineWorker;
using reversi::app::GameHistory;
using reversi::app::GameModel;

namespace {

int sq(const char* name) { return (name[0] - 'a') + 8 * (name[1] - '1'); }

QVariant role(const GameModel& m, int square, GameModel::Role r) { return m.data(m.index(square), r); }

int countLegal(const GameModel& m) {
    int n = 0;
    for (int s = 0; s < 64; ++s) n += role(m, s, GameModel::LegalRole).toBool();
    return n;
}

// Two humans, no engine work: a model for rule checks.
std::unique_ptr<GameModel> humanGame() {
    auto m = std::make_unique<GameModel>();
    m->newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    return m;
}

// Holds an engine's results on its worker thread, after the search and before they
// are sent, until the test releases them: the test can change the request while a
// result is on its way, without depending on how long a search takes.
class ResultGate {
public:
    explicit ResultGate(EngineWorker& worker) {
        worker.setResultHook([this]() {
            reached_.release();
            if (!open_.load()) released_.acquire();
        });
    }
    bool waitForResult() { return reached_.tryAcquire(1, 10000); }
    void release() { released_.release(); }
    void openForGood() {
        open_.store(true);
        released_.release();
    }
    // The released result has reached the UI thread (and was dropped or delivered):
    // a queued call made after it runs after it.
    bool waitForDelivery(EngineWorker& worker) {
        bool after = false;
        QTest::qWait(50);  // the worker thread queues the result once released
        QMetaObject::invokeMethod(&worker, [&after]() { after = true; }, Qt::QueuedConnection);
        return QTest::qWaitFor([&after]() { return after; }, 10000);
    }

private:
    QSemaphore reached_, released_;
    std::atomic<bool> open_{false};
};

}  // namespace

class TestGameModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void historyBranchesAndKeepsTheLine();
    void historyRefusesIllegalMoves();
    void historyKeepsEveryLine();
    void moveTreeTextRoundTrips();
    void aTreeWithAPassRoundTrips();
    void malformedMoveTreeSaysWhere();
    void modelSwitchesLines();
    void startPosition();
    void playingChangesTheBoardWithOneDataChanged();
    void illegalMoveChangesNothing();
    void levelsAreClamped();
    void undoRedoJump();
    void playingTheRecordedMoveKeepsTheLine();
    void playingAnotherMoveStartsANewLine();
    void passesAreRecordedAndGamesEnd();
    void aiAnswersAndUndoReturnsToTheHuman();
    void thinkingLastsUntilTheMoveIsPlayed();
    void undoWhileTheAiThinksDropsItsMove();
    void stopPausesTheAi();
    void analysisStreamsAndClearsOnMove();
    void theBestMoveIsOfTheDeepestSearch();
    void analysisGoesOnWhenTheAiStops();
    void evaluationsCarryTheirCutsProbability();
    void aiPlaysAiToTheEnd();
    void workerDropsStaleGenerations();
    void workerDropsAResultOnItsWay();
    void engineFailureKeepsTheGame();
    void aLoadedGameDropsTheOldFailure();
    void heatMapFailureLetsTheComputerPlay();
    void graphTakesTheHeatMapsUnitsOnly();
    void moveNowPlaysTheBestSoFar();
    void aHeldMoveCanStillBeHurriedOrStopped();
    void quitWhileThinking();
};

// A new move at an earlier position starts a variation; the old line stays, reachable
// by choosing it, and either line can be made the main line.
void TestGameModel::historyKeepsEveryLine() {
    GameHistory h;
    for (const char* m : {"f5", "d6", "c3", "d3"}) QVERIFY(h.play(sq(m)));
    QVERIFY(h.jump_to(1));
    QVERIFY(h.play(sq("f6")));
    QVERIFY(h.play(sq("e6")));
    QCOMPARE(h.length(), 3);
    QVERIFY(!h.is_main_line());
    QCOMPARE(h.alternatives(2), (std::vector<int>{sq("d6"), sq("f6")}));
    QCOMPARE(h.alternatives(1), std::vector<int>{sq("f5")});
    QVERIFY(h.choose(2, sq("d6")));  // back to the first line, at its move
    QCOMPARE(h.ply(), 2);
    QCOMPARE(h.length(), 4);
    QCOMPARE(h.moves().back().move, sq("d3"));
    QVERIFY(h.is_main_line());
    QVERIFY(!h.choose(2, sq("c4")));  // never played there
    QVERIFY(h.choose(2, sq("f6")));
    QCOMPARE(h.length(), 3);          // the variation's line, as it was
    h.make_main_line();
    QVERIFY(h.is_main_line());
    QCOMPARE(h.alternatives(2), (std::vector<int>{sq("f6"), sq("d6")}));
    // Following a line moves along it; jumping keeps the line.
    QVERIFY(h.jump_to(0));
    QCOMPARE(h.length(), 3);
    QVERIFY(h.play(sq("f5")));
    QCOMPARE(h.length(), 3);
}

void TestGameModel::moveTreeTextRoundTrips() {
    GameHistory h;
    for (const char* m : {"f5", "d6", "c3", "d3"}) QVERIFY(h.play(sq(m)));
    QVERIFY(h.jump_to(1));
    QVERIFY(h.play(sq("f6")));
    QVERIFY(h.jump_to(0));
    QVERIFY(h.play(sq("d3")));
    const std::string text = reversi::app::write_move_tree(h.tree(), h.start());
    QCOMPARE(QString::fromStdString(text), QStringLiteral("(f5(d6c3d3)(f6))(d3)"));
    GameHistory back;
    QVERIFY(back.load_tree(back.start_state(), reversi::app::parse_move_tree(text, back.start())));
    QCOMPARE(reversi::app::write_move_tree(back.tree(), back.start()), text);
    QCOMPARE(back.length(), 4);  // the main line
    QVERIFY(back.is_main_line());
    GameHistory illegal;
    QVERIFY(!illegal.load_tree(illegal.start_state(), reversi::app::parse_move_tree("f5a1", illegal.start())));  // a1 turns nothing
}

// A pass ("pa") is written with nothing before the next move ("paf5"), as every move
// is: a tree with a pass and a variation reads back whole (the autosave and the recent
// games keep their trees so; such a game once could not be restored).
void TestGameModel::aTreeWithAPassRoundTrips() {
    GameHistory h;
    for (unsigned seed = 1; seed < 500; ++seed) {
        h.reset();
        std::mt19937 rng(seed);
        bool passed = false;
        while (!h.position().isOver() && !(passed && !h.position().mustPass())) {
            passed = h.position().mustPass();
            const std::vector<int> legal = passed ? std::vector<int>{h.position().passMove()} : h.position().legalMoves();
            QVERIFY(h.play(legal[rng() % legal.size()]));
        }
        if (passed) break;  // a pass with a move after it
    }
    QVERIFY(!h.position().isOver());
    QVERIFY(h.play(h.position().legalMoves().front()));
    const int length = h.length();
    QVERIFY(h.jump_to(0));
    QVERIFY(h.play(h.start().legalMoves().back()));  // a variation at the first move: the tree is written
    const std::string text = reversi::app::write_move_tree(h.tree(), h.start());
    QVERIFY2(QRegularExpression(QStringLiteral("pa[a-h]")).match(QString::fromStdString(text)).hasMatch(), text.c_str());
    GameHistory back;
    QVERIFY(back.load_tree(back.start_state(), reversi::app::parse_move_tree(text, back.start())));
    QCOMPARE(reversi::app::write_move_tree(back.tree(), back.start()), text);
    QCOMPARE(back.length(), length);
}

void TestGameModel::malformedMoveTreeSaysWhere() {
    for (const auto& [text, column] : {std::pair{"f5(d6", 6}, std::pair{"f5q9", 3}, std::pair{"f5)", 3},
                                       std::pair{"f5(d6)(f6)c3", 11}, std::pair{"f5d", 3}}) {
        try {
            reversi::app::parse_move_tree(text, GameHistory().start());
            QFAIL(text);
        } catch (const reversi::ParseError& e) {
            QVERIFY2(QString::fromStdString(e.where()).endsWith(QStringLiteral("column %1").arg(column)), e.what());
        }
    }
    // A damaged file's tree deeper than any game: refused where it passes 1,000 moves and
    // branches, before its recursion could exhaust the stack.
    std::string moves;
    for (int i = 0; i < 100000; ++i) moves += "a1";
    for (const auto& [text, column] : {std::pair{std::string(100000, '('), 1001}, std::pair{moves, 2001}}) {
        try {
            reversi::app::parse_move_tree(text, GameHistory().start());
            QFAIL("a tree 100,000 deep was read");
        } catch (const reversi::ParseError& e) {
            QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("move tree, column %1").arg(column));
            QCOMPARE(QString::fromStdString(e.why()), QStringLiteral("a line deeper than 1000 moves and branches"));
        }
    }
}

void TestGameModel::modelSwitchesLines() {
    auto m = humanGame();
    for (const char* s : {"f5", "d6", "c3"}) QVERIFY(m->play(sq(s)));
    m->jumpTo(1);
    QVERIFY(m->play(sq("f6")));
    QCOMPARE(m->branchCounts(), (QVariantList{1, 2}));
    QVERIFY(!m->mainLine());
    const QVariantList alternatives = m->alternatives();
    QCOMPARE(alternatives.size(), 2);
    QCOMPARE(alternatives[0].toMap().value("name").toString(), QStringLiteral("d6"));
    QVERIFY(alternatives[1].toMap().value("current").toBool());
    m->chooseLine(2, sq("d6"));
    QCOMPARE(m->moves(), (QStringList{"f5", "d6", "c3"}));
    QCOMPARE(m->ply(), 2);
    QVERIFY(m->mainLine());
    m->chooseLine(2, sq("f6"));
    m->makeMainLine();
    QVERIFY(m->mainLine());
    QCOMPARE(m->alternatives()[0].toMap().value("name").toString(), QStringLiteral("f6"));
}

void TestGameModel::historyBranchesAndKeepsTheLine() {
    GameHistory h;
    QVERIFY(h.play(sq("f5")));
    QVERIFY(h.play(sq("d6")));
    QVERIFY(h.play(sq("c3")));
    QCOMPARE(h.length(), 3);
    QVERIFY(h.jump_to(1));
    QVERIFY(h.can_redo());
    QVERIFY(h.play(sq("d6")));  // the recorded move: the line is kept
    QCOMPARE(h.ply(), 2);
    QCOMPARE(h.length(), 3);
    QVERIFY(h.jump_to(1));
    QVERIFY(h.play(sq("f6")));  // another move: a new line, the old one kept beside it
    QCOMPARE(h.ply(), 2);
    QCOMPARE(h.length(), 2);
    QCOMPARE(h.moves().back().move, sq("f6"));
    QCOMPARE(reversiPosition(h.position()), Position::start().play(sq("f5")).play(sq("f6")));
    QVERIFY(h.jump_to(0));
    QCOMPARE(reversiPosition(h.position()), Position::start());
}

void TestGameModel::historyRefusesIllegalMoves() {
    GameHistory h;
    QVERIFY(!h.play(sq("a1")));
    QVERIFY(!h.play(reversi::kPass));  // black has moves: no pass
    QVERIFY(!h.play(-1));
    QVERIFY(!h.play(64 + 1));
    QVERIFY(!h.jump_to(1));
    QCOMPARE(h.length(), 0);
}

void TestGameModel::startPosition() {
    auto m = humanGame();
    QAbstractItemModelTester tester(m.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m->rowCount(), 64);
    QCOMPARE(m->blackCount(), 2);
    QCOMPARE(m->whiteCount(), 2);
    QCOMPARE(m->sideToMove(), 1);
    QCOMPARE(countLegal(*m), 4);
    for (const char* name : {"d3", "c4", "f5", "e6"}) QVERIFY(role(*m, sq(name), GameModel::LegalRole).toBool());
    QCOMPARE(role(*m, sq("d4"), GameModel::DiscRole).toInt(), 2);
    QCOMPARE(role(*m, sq("e4"), GameModel::DiscRole).toInt(), 1);
    QVERIFY(!role(*m, sq("f5"), GameModel::ScoreRole).isValid());
    QVERIFY(!m->canUndo());
    QVERIFY(!m->canRedo());
    QCOMPARE(m->squareName(sq("f5")), QStringLiteral("f5"));
    // A role named like an Item property (e.g. "state") is shadowed in delegates.
    for (const QByteArray& name : m->roleNames())
        QVERIFY2(QQuickItem::staticMetaObject.indexOfProperty(name.constData()) < 0, name.constData());
}

void TestGameModel::playingChangesTheBoardWithOneDataChanged() {
    auto m = humanGame();
    QAbstractItemModelTester tester(m.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(m.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m.get(), &QAbstractItemModel::modelReset);
    QVERIFY(m->play(sq("f5")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m->blackCount(), 4);
    QCOMPARE(m->whiteCount(), 1);
    QCOMPARE(m->sideToMove(), 2);
    QCOMPARE(role(*m, sq("f5"), GameModel::DiscRole).toInt(), 1);
    QCOMPARE(role(*m, sq("e5"), GameModel::DiscRole).toInt(), 1);
    QVERIFY(role(*m, sq("f5"), GameModel::LastMoveRole).toBool());
    QCOMPARE(role(*m, sq("e5"), GameModel::FlipOrderRole).toInt(), 1);
    QCOMPARE(role(*m, sq("d5"), GameModel::FlipOrderRole).toInt(), 0);  // was black already
    QCOMPARE(m->moves(), QStringList{QStringLiteral("f5")});
    // White's replies and their flips.
    QCOMPARE(m->flipsFor(sq("f6")), QVariantList{sq("e5")});
    QVERIFY(m->flipsFor(sq("a1")).isEmpty());
}

void TestGameModel::levelsAreClamped() {
    GameModel m;
    m.newGame(false, false, reversi::kMinLevel - 5, reversi::kMaxLevel + 5);
    QCOMPARE(m.blackLevel(), reversi::kMinLevel);
    QCOMPARE(m.whiteLevel(), reversi::kMaxLevel);
}

void TestGameModel::illegalMoveChangesNothing() {
    auto m = humanGame();
    QSignalSpy changed(m.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(!m->play(sq("a1")));
    QVERIFY(!m->play(sq("d4")));  // occupied
    QVERIFY(!m->play(99));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m->ply(), 0);
    QCOMPARE(m->blackCount(), 2);
}

void TestGameModel::undoRedoJump() {
    auto m = humanGame();
    QAbstractItemModelTester tester(m.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const char* name : {"f5", "d6", "c3", "d3"}) QVERIFY(m->play(sq(name)));
    QCOMPARE(m->ply(), 4);
    m->undo();
    QCOMPARE(m->ply(), 3);
    QVERIFY(m->canRedo());
    QCOMPARE(m->sideToMove(), 2);
    m->redo();
    QCOMPARE(m->ply(), 4);
    QVERIFY(!m->canRedo());
    m->jumpTo(1);
    QCOMPARE(m->ply(), 1);
    QCOMPARE(m->length(), 4);
    QCOMPARE(m->blackCount(), 4);
    QVERIFY(role(*m, sq("f5"), GameModel::LastMoveRole).toBool());
    m->jumpTo(0);
    QCOMPARE(m->blackCount(), 2);
    QVERIFY(!m->canUndo());
    m->jumpTo(99);  // out of range: ignored
    QCOMPARE(m->ply(), 0);
    m->jumpTo(4);
    QCOMPARE(m->ply(), 4);
    QCOMPARE(role(*m, sq("d3"), GameModel::DiscRole).toInt(), 2);
}

void TestGameModel::playingTheRecordedMoveKeepsTheLine() {
    auto m = humanGame();
    for (const char* name : {"f5", "d6", "c3"}) QVERIFY(m->play(sq(name)));
    m->jumpTo(1);
    QVERIFY(m->play(sq("d6")));
    QCOMPARE(m->ply(), 2);
    QCOMPARE(m->length(), 3);
    QVERIFY(m->canRedo());
}

void TestGameModel::playingAnotherMoveStartsANewLine() {
    auto m = humanGame();
    for (const char* name : {"f5", "d6", "c3"}) QVERIFY(m->play(sq(name)));
    m->undo();
    m->undo();
    QCOMPARE(m->ply(), 1);
    QVERIFY(m->play(sq("f6")));
    QCOMPARE(m->ply(), 2);
    QCOMPARE(m->length(), 2);
    QVERIFY(!m->canRedo());
    QCOMPARE(m->moves(), (QStringList{QStringLiteral("f5"), QStringLiteral("f6")}));
    // The new line is consistent, and the old one is still there beside it, whole.
    QCOMPARE(reversiPosition(m->history().position()), Position::start().play(sq("f5")).play(sq("f6")));
    m->undo();
    m->redo();
    QCOMPARE(reversiPosition(m->history().position()), Position::start().play(sq("f5")).play(sq("f6")));
    QCOMPARE(m->branchCounts(), (QVariantList{1, 2}));
    m->chooseLine(2, sq("d6"));
    QCOMPARE(m->moves(), (QStringList{QStringLiteral("f5"), QStringLiteral("d6"), QStringLiteral("c3")}));
}

// Random games between two humans until one has a pass: the pass is played for the
// player automatically, recorded in the move list and announced.
void TestGameModel::passesAreRecordedAndGamesEnd() {
    bool sawPass = false;
    for (unsigned seed = 1; seed < 200 && !sawPass; ++seed) {
        auto m = humanGame();
        std::mt19937 rng(seed);
        while (!m->gameOver()) {
            QList<int> legal;
            for (int s = 0; s < 64; ++s)
                if (role(*m, s, GameModel::LegalRole).toBool()) legal.append(s);
            QVERIFY(!legal.isEmpty());  // the model never leaves a player without a move
            const int mover = m->sideToMove();
            QVERIFY(m->play(legal[static_cast<int>(rng() % legal.size())]));
            if (m->passedColor() != 0) {
                sawPass = true;
                QCOMPARE(m->passedColor(), 3 - mover);
                QCOMPARE(m->moves().back(), QString());  // a pass: the move list names it
                if (!m->gameOver()) QCOMPARE(m->sideToMove(), mover);
            }
        }
        QCOMPARE(countLegal(*m), 0);
        QCOMPARE(m->sideToMove(), 0);
        const int diff = m->blackCount() - m->whiteCount();
        QCOMPARE(m->winner(), diff > 0 ? 1 : diff < 0 ? 2 : 0);
        if (sawPass) {
            // Undo between two humans skips the forced pass.
            while (m->canUndo()) {
                m->undo();
                QVERIFY(!m->history().position().mustPass());
            }
        }
    }
    QVERIFY(sawPass);
}

void TestGameModel::aiAnswersAndUndoReturnsToTheHuman() {
    GameModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setAiMoveDelay(0);
    m.newGame(false, true, 2, 2);
    QVERIFY(!m.aiTurn());
    QVERIFY(m.play(sq("f5")));
    QVERIFY(m.aiTurn());
    QVERIFY(!m.play(sq("f6")));  // not the human's turn
    QTRY_COMPARE(m.ply(), 2);
    QCOMPARE(m.sideToMove(), 1);
    QVERIFY(!m.thinking());
    QVERIFY(m.history().moves()[1].color == reversi::app::kWhitePiece);
    m.undo();
    QCOMPARE(m.ply(), 0);  // back to the human's previous turn, past the AI's reply
    QCOMPARE(m.sideToMove(), 1);
    m.redo();
    QCOMPARE(m.ply(), 2);
}

// From the human's move to the computer's reply "thinking" stays on, through the end of
// the search and the move's delay (it blinked off between them, and the spinner, whose
// fade-out ran to its end, stayed hidden).
void TestGameModel::thinkingLastsUntilTheMoveIsPlayed() {
    GameModel m;
    m.setAiMoveDelay(300);  // longer than the search at level 1
    m.newGame(false, true, 1, 1);
    QList<bool> seen;
    connect(&m, &GameModel::thinkingChanged, &m, [&] { seen << m.thinking(); });
    QVERIFY(m.play(sq("f5")));
    QTRY_COMPARE(m.ply(), 2);
    QVERIFY(!m.thinking());
    // Once on (the human's move says "not thinking" first), off for good: never off and
    // on again.
    const qsizetype on = seen.indexOf(true), off = seen.indexOf(false, on);
    QVERIFY2(on >= 0 && off > on && !seen.mid(off).contains(true), qPrintable(QDebug::toString(seen)));
}

// The AI's answer is held on the worker thread, already past the search, while the
// human undoes and redoes back to the same position; released, the stale answer must
// not be played (the AI is paused by the undo, and the answer's request is gone).
void TestGameModel::undoWhileTheAiThinksDropsItsMove() {
    GameModel m;
    m.setAiMoveDelay(0);
    ResultGate gate(m.aiEngine());
    m.newGame(false, true, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(m.play(sq("f5")));
    QVERIFY(m.thinking());
    QVERIFY(gate.waitForResult());
    m.undo();
    QVERIFY(!m.thinking());
    QCOMPARE(m.ply(), 0);
    m.redo();
    QCOMPARE(m.ply(), 1);
    QVERIFY(m.aiPaused());
    gate.release();
    QVERIFY(gate.waitForDelivery(m.aiEngine()));
    QCOMPARE(m.ply(), 1);
    QCOMPARE(m.length(), 1);
    QVERIFY(m.aiPaused());
}

// Stop while the answer is on its way: the AI pauses and its move is dropped; resumed,
// it plays.
void TestGameModel::stopPausesTheAi() {
    GameModel m;
    m.setAiMoveDelay(0);
    ResultGate gate(m.aiEngine());
    m.newGame(true, false, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(m.thinking());
    QVERIFY(gate.waitForResult());
    m.stopThinking();
    QVERIFY(!m.thinking());
    QVERIFY(m.aiPaused());
    gate.release();
    QVERIFY(gate.waitForDelivery(m.aiEngine()));
    QCOMPARE(m.ply(), 0);
    gate.openForGood();
    m.resumeAi();
    QVERIFY(!m.aiPaused());
    QTRY_COMPARE(m.ply(), 1);
}

// "Move now" ends a search with the best move found so far, which is played. (Level
// 20 searches for under a second; the ten-minute move delay makes sure that only
// "move now" can bring the move within the test's five seconds.)
void TestGameModel::moveNowPlaysTheBestSoFar() {
    GameModel m;
    m.setAiMoveDelay(600000);
    newSearchingGame(m, true, false, reversi::kMaxLevel);
    QVERIFY(m.thinking());
    QTest::qWait(100);
    m.moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 1, 5000);
    QVERIFY(m.history().position_at(0).isLegal(m.history().moves()[0].move));
    QVERIFY(!m.aiTurn());
}

// The AI's move, once found, waits for the move delay; until it is on the board the AI
// counts as thinking, so that it can still be stopped, and "move now" plays it at once
// (as it skips the delay for a search it cuts short).
void TestGameModel::aHeldMoveCanStillBeHurriedOrStopped() {
    GameModel m;
    m.setAiMoveDelay(600000);
    QSignalSpy thinking(&m, &GameModel::thinkingChanged);
    newSearchingGame(m, true, false, reversi::kMinLevel);  // found in an instant, then held
    QTRY_VERIFY(!m.aiEngine().busy());
    QVERIFY(m.thinking());
    QCOMPARE(m.ply(), 0);
    m.moveNow();
    QCOMPARE(m.ply(), 1);
    QVERIFY(!m.thinking());
    QVERIFY(!thinking.isEmpty());

    newSearchingGame(m, true, false, reversi::kMinLevel);
    QTRY_VERIFY(!m.aiEngine().busy());
    QVERIFY(m.thinking());
    m.stopThinking();
    QVERIFY(!m.thinking());
    QVERIFY(m.aiPaused());
    QTest::qWait(50);
    QCOMPARE(m.ply(), 0);

    newSearchingGame(m, true, false, reversi::kMaxLevel);  // cut short: played without the delay
    QVERIFY(m.thinking());
    m.moveNow();
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 1, 5000);
}

// The engine cannot be made (no memory for its tables): the request fails with a
// message, the AI waits, the game is kept, and the next engine made works.
void TestGameModel::engineFailureKeepsTheGame() {
    GameModel m;
    m.setAiMoveDelay(0);
    bool failNext = true;
    m.aiEngine().setEngineFactory([&failNext](const reversi::app::BoardGame& game) {
        if (std::exchange(failNext, false)) throw std::bad_alloc();
        return game.makeEngine();
    });
    m.newGame(false, true, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(m.play(sq("f5")));
    QTRY_VERIFY(!m.engineProblem().isEmpty());
    QVERIFY(m.engineProblem().contains(QLatin1String("memory")));
    QVERIFY(m.aiPaused());
    QVERIFY(!m.thinking());
    QCOMPARE(m.ply(), 1);
    QCOMPARE(m.length(), 1);
    // Looking back and forth leaves the paused computer's failure said.
    m.jumpTo(0);
    m.jumpTo(1);
    QVERIFY(m.engineProblem().contains(QLatin1String("memory")));
    m.resumeAi();
    QVERIFY(m.engineProblem().isEmpty());
    QTRY_COMPARE(m.ply(), 2);
}

// A game loaded in its place (a file, a recent game, the board editor's) starts without
// the failure of the computer of the game it replaced.
void TestGameModel::aLoadedGameDropsTheOldFailure() {
    GameModel m;
    m.setAiMoveDelay(0);
    m.aiEngine().setEngineFactory([](const reversi::app::BoardGame&) -> std::unique_ptr<reversi::app::GameEngine> {
        throw std::bad_alloc();
    });
    m.newGame(false, true, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(m.play(sq("f5")));
    QTRY_VERIFY(!m.engineProblem().isEmpty());
    QVERIFY(m.loadGame(m.history().start_state(), {sq("f5"), sq("d6")}, true));
    QVERIFY2(m.engineProblem().isEmpty(), qPrintable(m.engineProblem()));
}

// The heat-map's engine failing says so, but neither pauses nor stops the computer,
// whose move comes as usual.
void TestGameModel::heatMapFailureLetsTheComputerPlay() {
    GameModel m;
    m.setAiMoveDelay(0);
    m.analyst().setEngineFactory([](const reversi::app::BoardGame&) -> std::unique_ptr<reversi::app::GameEngine> {
        throw std::bad_alloc();
    });
    // The computer answers only after the heat-map has failed.
    m.aiEngine().setEngineFactory([](const reversi::app::BoardGame& game) {
        QThread::msleep(300);
        return game.makeEngine();
    });
    m.setAnalysisEnabled(true);
    m.newGame(false, true, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(m.play(sq("f5")));
    QTRY_VERIFY(!m.engineProblem().isEmpty());
    QCOMPARE(m.ply(), 1);
    QVERIFY(!m.aiPaused());
    QTRY_COMPARE(m.ply(), 2);
    // The next position is another try; its failure is said again, not left over.
    m.analyst().setEngineFactory([](const reversi::app::BoardGame& game) { return game.makeEngine(); });
    QVERIFY(m.play(m.history().position().legalMoves().front()));
    QVERIFY(m.engineProblem().isEmpty());
    // So is a position reached by looking back through the game (which pauses the
    // computer): the failure said was another position's.
    m.analyst().setEngineFactory([](const reversi::app::BoardGame&) -> std::unique_ptr<reversi::app::GameEngine> {
        throw std::bad_alloc();
    });
    m.jumpTo(1);
    QTRY_VERIFY(!m.engineProblem().isEmpty());
    m.analyst().setEngineFactory([](const reversi::app::BoardGame& game) { return game.makeEngine(); });
    m.jumpTo(2);
    QVERIFY2(m.engineProblem().isEmpty(), qPrintable(m.engineProblem()));
}

// NoGo's engines score in different units (MCTS: win rates, MinMax: points): a MinMax
// computer's scores go to the graph only when the heat-map is MinMax too.
void TestGameModel::graphTakesTheHeatMapsUnitsOnly() {
    GameModel m;
    m.setAiMoveDelay(0);
    m.newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", true}, {"whiteEngine", 1}, {"whiteLevel", 1}});
    QCOMPARE(m.analysisEngine(), 0);  // MCTS
    QSignalSpy evaluated(&m, &GameModel::positionEvaluated);
    QVERIFY(m.play(m.history().position().legalMoves().front()));
    QTRY_COMPARE(m.ply(), 2);
    QCOMPARE(evaluated.count(), 0);
    m.setAnalysisEngine(1);  // MinMax, as the computer
    QVERIFY(m.play(m.history().position().legalMoves().front()));
    QTRY_COMPARE(m.ply(), 4);
    QCOMPARE(evaluated.count(), 1);
    QCOMPARE(evaluated.first().at(0).toInt(), 3);  // the computer's position
}

void TestGameModel::analysisStreamsAndClearsOnMove() {
    auto m = humanGame();
    QAbstractItemModelTester tester(m.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(m.get(), &QAbstractItemModel::dataChanged);
    m->setAnalysisEnabled(true);
    QTRY_VERIFY(role(*m, sq("f5"), GameModel::ScoreRole).isValid());
    QTRY_VERIFY(role(*m, sq("d3"), GameModel::ScoreRole).isValid());
    // The scores are read at whatever depth the analysis has reached by now. A move is
    // best exactly when no move scores more, and the heat-map runs from the worst (0)
    // to the best (1).
    int scored = 0, best = 0, top = std::numeric_limits<int>::min(), bottom = std::numeric_limits<int>::max();
    for (int s = 0; s < 64; ++s) {
        const QVariant score = role(*m, s, GameModel::ScoreRole);
        QCOMPARE(score.isValid(), role(*m, s, GameModel::LegalRole).toBool());
        if (!score.isValid()) continue;
        ++scored;
        top = std::max(top, score.toInt());
        bottom = std::min(bottom, score.toInt());
        QVERIFY(role(*m, s, GameModel::ScoreDepthRole).toInt() >= 1);
    }
    QCOMPARE(scored, 4);
    for (const char* move : {"d3", "c4", "f5", "e6"}) {
        const int score = role(*m, sq(move), GameModel::ScoreRole).toInt();
        const bool isBest = role(*m, sq(move), GameModel::BestRole).toBool();
        const double heat = role(*m, sq(move), GameModel::HeatRole).toDouble();
        QCOMPARE(isBest, score == top);
        best += isBest;
        QVERIFY(heat >= 0 && heat <= 1);
        if (isBest) QCOMPARE(heat, 1.0);
        if (score == bottom && top != bottom) QCOMPARE(heat, 0.0);
    }
    // The start is symmetric: the analysis searches one of its four moves and gives
    // the others that score (searched one by one, deeper, with Multi-ProbCut and one
    // table, they came out a disc apart), so all four are best at any depth.
    QCOMPARE(best, 4);
    // The analysis updates named their roles; the board's disc role was not among them.
    bool sawAnalysisUpdate = false;
    for (const QList<QVariant>& args : changed) {
        const auto roles = args.at(2).value<QList<int>>();
        if (roles.isEmpty()) continue;
        sawAnalysisUpdate = true;
        QVERIFY(roles.contains(GameModel::ScoreRole));
        QVERIFY(!roles.contains(GameModel::DiscRole));
    }
    QVERIFY(sawAnalysisUpdate);
    QVERIFY(m->play(sq("f5")));
    for (int s = 0; s < 64; ++s) QVERIFY(!role(*m, s, GameModel::ScoreRole).isValid());
    QTRY_VERIFY(role(*m, sq("f6"), GameModel::ScoreRole).isValid());
    m->setAnalysisEnabled(false);
    QVERIFY(!role(*m, sq("f6"), GameModel::ScoreRole).isValid());
    QVERIFY(!m->analyzing());
}

// On the other board sizes the analysis scores its moves one by one, so while a depth
// is under way the others still show the depth before. The gold ring (and the graph)
// take the best of the deepest scores only: a depth's scores do not compare with the
// next one's (the side that moves last in the search gains), and an older score could
// hold the ring for a move the deeper search has not yet reached. The heat-map's
// colours span every score shown.
void TestGameModel::theBestMoveIsOfTheDeepestSearch() {
    GameModel m;
    m.newGameOf({{"kind", "reversi"}, {"size", 6}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QSignalSpy evaluated(&m, &GameModel::positionEvaluated);
    int checked = 0, mixed = 0;
    QString problem;
    connect(&m, &QAbstractItemModel::dataChanged, this, [&](const QModelIndex&, const QModelIndex&, const QList<int>& roles) {
        if (!roles.contains(GameModel::BestRole) || !problem.isEmpty()) return;
        int deepest = 0, depths = 0, lastDepth = -1, best = std::numeric_limits<int>::min(), top = best, bottom = 0;
        QList<int> cells;
        for (int cell = 0; cell < m.rowCount(); ++cell) {
            if (!role(m, cell, GameModel::ScoreRole).isValid()) continue;
            cells << cell;
            const int depth = role(m, cell, GameModel::ScoreDepthRole).toInt();
            if (!role(m, cell, GameModel::ScoreExactRole).toBool()) deepest = std::max(deepest, depth);
            depths += depth != lastDepth;
            lastDepth = depth;
        }
        if (cells.isEmpty()) return;
        bottom = role(m, cells.front(), GameModel::ScoreRole).toInt();
        for (int cell : cells) {
            const int score = role(m, cell, GameModel::ScoreRole).toInt();
            const bool current = role(m, cell, GameModel::ScoreExactRole).toBool() ||
                                 role(m, cell, GameModel::ScoreDepthRole).toInt() == deepest;
            if (current) best = std::max(best, score);
            top = std::max(top, score);
            bottom = std::min(bottom, score);
        }
        for (int cell : cells) {
            const int score = role(m, cell, GameModel::ScoreRole).toInt();
            const bool current = role(m, cell, GameModel::ScoreExactRole).toBool() ||
                                 role(m, cell, GameModel::ScoreDepthRole).toInt() == deepest;
            if (role(m, cell, GameModel::BestRole).toBool() != (current && score == best))
                problem = QStringLiteral("cell %1: score %2 at depth %3, the best current %4 at depth %5")
                              .arg(cell).arg(score).arg(role(m, cell, GameModel::ScoreDepthRole).toInt()).arg(best).arg(deepest);
            const double heat = role(m, cell, GameModel::HeatRole).toDouble();
            if (heat < 0 || heat > 1 || (score == top && heat != 1.0))
                problem = QStringLiteral("cell %1: heat %2 for %3 of %4..%5").arg(cell).arg(heat).arg(score).arg(bottom).arg(top);
        }
        if (!evaluated.isEmpty() && evaluated.last().at(1).toInt() != best)
            problem = QStringLiteral("the graph has %1, the best current score is %2").arg(evaluated.last().at(1).toInt()).arg(best);
        ++checked;
        mixed += depths > 1 && top > best;
    });
    m.setAnalysisEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(mixed >= 3 || !problem.isEmpty(), 20000);
    m.setAnalysisEnabled(false);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(checked > mixed);
}

void TestGameModel::analysisGoesOnWhenTheAiStops() {
    GameModel m;
    newSearchingGame(m, true, false, reversi::kMaxLevel);
    m.setAnalysisEnabled(true);
    QVERIFY(m.thinking());
    m.stopThinking();
    QVERIFY(m.analyzing());
    QTRY_VERIFY(role(m, m.history().position().legalMoves().front(), GameModel::ScoreRole).isValid());
    QCOMPARE(m.ply(), 0);
}

// The evaluations the graph gets, from the AI's search and from the heat-map, say how
// likely their selective cuts were right, as the board's chips do; a full-width level's
// say nothing.
void TestGameModel::evaluationsCarryTheirCutsProbability() {
    const int cut = reversi::cut_probability_percent(reversi::kDefaultProbCut);
    int selective = reversi::kMinLevel;  // the first level that cuts: quick, unlike the strongest
    while (selective < reversi::kMaxLevel && reversi::level_limits(selective).probcut == 0) ++selective;
    for (const int level : {selective, reversi::kMinLevel}) {
        GameModel m;
        m.setAiMoveDelay(0);
        QSignalSpy evaluated(&m, &GameModel::positionEvaluated);
        newSearchingGame(m, true, false, level);
        QTRY_COMPARE(m.ply(), 1);
        QCOMPARE(evaluated.size(), 1);  // the AI's, for the position it moved in
        QCOMPARE(evaluated.front().at(0).toInt(), 0);
        QVERIFY(!evaluated.front().at(3).toBool());
        QCOMPARE(evaluated.front().at(4).toInt(), level == selective ? cut : 0);
    }
    auto m = humanGame();
    QSignalSpy evaluated(m.get(), &GameModel::positionEvaluated);
    m->setAnalysisEnabled(true);  // the heat-map searches selectively
    QTRY_VERIFY(!evaluated.isEmpty());
    QCOMPARE(evaluated.front().at(4).toInt(), cut);
}

// Two AIs play a whole game through the model: every move they make is legal (the
// history accepts only legal moves) and the game ends.
void TestGameModel::aiPlaysAiToTheEnd() {
    GameModel m;
    m.setAiMoveDelay(0);
    m.newGame(true, true, reversi::kMinLevel, reversi::kMinLevel + 1);
    QCOMPARE(m.blackLevel(), reversi::kMinLevel);
    QCOMPARE(m.whiteLevel(), reversi::kMinLevel + 1);
    QTRY_VERIFY_WITH_TIMEOUT(m.gameOver(), 30000);
    QVERIFY(!m.thinking());
    QVERIFY(m.length() >= 9);  // the shortest possible game has 9 moves
}

// Results of a replaced request are dropped even when they were already queued to the
// UI thread before the new request was made.
void TestGameModel::workerDropsStaleGenerations() {
    EngineWorker worker;
    QList<quint64> generations;
    connect(&worker, &EngineWorker::analysisUpdated, this,
            [&generations](quint64 g, const QList<CandidateScore>&) { generations.append(g); });
    QSignalSpy finished(&worker, &EngineWorker::analysisFinished);
    const reversi::app::GamePtr game = reversi::app::standardReversi();
    const reversi::app::AiPlayer level8{0, 8};
    worker.analyze(1, game, game->start(), level8);
    QThread::msleep(300);  // block the UI thread: depth results of request 1 queue up
    worker.analyze(2, game, game->start()->play(sq("f5")), level8);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toULongLong(), quint64{2});
    QVERIFY(!generations.isEmpty());
    for (quint64 g : generations) QCOMPARE(g, quint64{2});
}

// Closing the app while both engines search deep: the model's destruction stops both
// searches and joins their threads, promptly (a search polls its stop flag often).
void TestGameModel::quitWhileThinking() {
    auto m = std::make_unique<GameModel>();
    m->setAnalysisEnabled(true);
    newSearchingGame(*m, true, true, reversi::kMaxLevel);
    QVERIFY(m->thinking());
    QTRY_VERIFY(m->analyzing());
    QTest::qWait(100);  // both engines deep in their searches
    QElapsedTimer destruction;
    destruction.start();
    m.reset();
    // Generous for a loaded machine; a search that ignored its stop flag would take
    // far longer: the heat-map's has no end.
    QVERIFY2(destruction.elapsed() < 2000, qPrintable(QString::number(destruction.elapsed()) + " ms"));
}

// A result already past the worker's search when its request is replaced is dropped
// by the worker itself (the generation check of its delivery).
void TestGameModel::workerDropsAResultOnItsWay() {
    EngineWorker worker;
    ResultGate gate(worker);
    QSignalSpy found(&worker, &EngineWorker::moveFound);
    const reversi::app::GamePtr game = reversi::app::standardReversi();
    const reversi::app::AiPlayer level1{0, 1};
    worker.findMove(1, game, game->start(), level1);
    QVERIFY(gate.waitForResult());
    worker.findMove(2, game, game->start()->play(sq("f5")), level1);
    gate.release();  // result 1 goes on its way
    QVERIFY(gate.waitForResult());
    gate.release();  // result 2
    QTRY_COMPARE(found.count(), 1);
    QCOMPARE(found.at(0).at(0).toULongLong(), quint64{2});
    QVERIFY(gate.waitForDelivery(worker));
    QCOMPARE(found.count(), 1);
}

QTEST_MAIN(TestGameModel)
#include "test_gamemodel.moc"
