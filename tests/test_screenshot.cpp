// The app's whole window, offscreen. Renders it in landscape and portrait (desktop and
// phone sizes), saves the PNGs in the working directory (the build's tests folder) and
// checks pixels: the four start discs are drawn black and white where the board says,
// and empty squares are board green. Also pictures of the heat-map, the end of a game
// and the New Game dialog, closing while the engines think, and the keyboard. And every
// screen and dialog at phone (upright and sideways), tablet, laptop and large-screen
// sizes (everyScreen), in the language of the run (CTest runs it in English and in
// Chinese): the pictures to look at.
#include <QClipboard>
#include <QFontInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtMath>
#include <QtTest>

#include <cmath>
#include <random>

#include "app_settings.h"
#include "app_setup.h"
#include "autosave.h"
#include "board_editor.h"
#include "game_analyser.h"
#include "game_model.h"
#include "game_records.h"
#include "reversi/board.h"
#include "ui_helpers.h"
#include "searching_game.h"

using namespace uitest;

namespace {

bool isDark(QRgb c) { return qGray(c) < 70; }
bool isLight(QRgb c) { return qGray(c) > 200; }
bool isBoardGreen(QRgb c) { return qGreen(c) > qRed(c) + 40 && qGreen(c) > qBlue(c) + 20; }

// Where the score chips' texts run past the round chip onto the board: pixels just
// outside the lower half of each chip (the depth line's side) that are not the board's
// green. Only for Reversi's green board; chips in the best move's gold ring are skipped.
QStringList spillsOffChips(QQuickWindow* window, const QImage& shot) {
    QStringList spills;
    const qreal ratio = qreal(shot.width()) / window->width();
    for (QQuickItem* chip : findItems(window->contentItem(), QStringLiteral("scoreChip"))) {
        if (!chip->isVisible() || chip->parentItem()->property("best").toBool()) continue;
        const QRectF r = sceneRect(chip);
        const qreal radius = r.width() / 2;
        int off = 0;
        for (int degrees = 20; degrees <= 160; degrees += 2)
            for (const qreal out : {3.0, 4.5}) {
                const qreal a = qDegreesToRadians(qreal(degrees));
                const QPointF p = r.center() + QPointF(std::cos(a), std::sin(a)) * (radius + out);
                off += !isBoardGreen(shot.pixel((p * ratio).toPoint()));
            }
        if (off > 0)
            spills << QStringLiteral("%1 (%2): %3 pixels").arg(chip->parentItem()->property("squareName").toString(),
                                                               chip->parentItem()->property("scoreDetail").toString()).arg(off);
    }
    return spills;
}

// The texts drawn smaller than 9 px on the screen (their scales counted): hard to read,
// and at 7 px a Chinese character is a blot (the chips' depth lines, the book's badge
// and the best line's numbers went down to 7 px on a phone); and the depth lines under
// the chips' scores ("d22@73%", "深22") that are wider than their place on the chip:
// "TEXT: N px" and "SQUARE (TEXT): W px wide in P".
QStringList tinyTexts(QQuickWindow* window) {
    QStringList tiny;
    for (QQuickItem* text : itemsOfType(window->contentItem(), "QQuickText")) {
        if (!text->isVisible() || text->property("text").toString().trimmed().isEmpty()) continue;
        // (fontInfo, the font as fitted, where QML made the item; a control's own label,
        // made in C++, is never fitted.)
        qreal size = qmlEngine(text) ? text->property("fontInfo").value<QJSValue>().property(QStringLiteral("pixelSize")).toNumber()
                                     : QFontInfo(text->property("font").value<QFont>()).pixelSize();
        for (QQuickItem* item = text; item; item = item->parentItem()) size *= item->scale();
        if (size < 9) tiny << QStringLiteral("%1: %2 px").arg(text->property("text").toString()).arg(size);
    }
    for (QQuickItem* line : findItems(window->contentItem(), QStringLiteral("depthLine"))) {
        if (!line->isVisible() || line->property("text").toString().isEmpty()) continue;
        const qreal wide = line->property("contentWidth").toReal();
        if (wide > line->width() + 0.5)
            tiny << QStringLiteral("%1 (%2): %3 px wide in %4")
                        .arg(line->parentItem()->parentItem()->property("squareName").toString(),
                             line->property("text").toString())
                        .arg(wide)
                        .arg(line->width());
    }
    return tiny;
}

// Saves a picture of the window in the working directory (the build's tests folder).
bool saveShot(const QImage& shot, const QString& file) {
    if (!shot.save(file)) return false;
    qInfo("saved %s", qPrintable(QDir::current().absoluteFilePath(file)));
    return true;
}

// Whether the heat-map scores `move` to depth 4 or more soon: in milliseconds on a quiet
// machine, in seconds on a loaded one (two screenshot runs side by side took over 5 s).
bool scoredToDepth4(const reversi::app::GameModel& game, int move) {
    return QTest::qWaitFor(
        [&]() { return game.data(game.index(move), reversi::app::GameModel::ScoreDepthRole).toInt() >= 4; }, 30000);
}

}  // namespace

class TestScreenshot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void renders_data();
    void renders();
    void analysis();
    void gameOverIsAnnounced();
    void newGameDialog();
    void closingWhileTheEnginesThink();
    void keyboardShortcuts();
    void studyShortcuts();
    void studyView_data();
    void studyView();
    void boardEditor_data();
    void boardEditor();
    void otherGames_data();
    void otherGames();
    void everyScreen_data();
    void everyScreen();
    void panelStates_data();
    void panelStates();

private:
    QTemporaryDir dataDir_;  // the autosave's folder, emptied before each test
    QString fileTag_;  // language, and scale factor when not 1, for the PNG names
    SceneWindows windows_;  // everyScreen's window of the rows of a size (see SceneWindows)
};

void TestScreenshot::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings of the test, not the user's
    QVERIFY(dataDir_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    reversi::app::setUpApplication(*qGuiApp);  // style and translation, as the app has them
    QVERIFY2(inTheExpectedLanguage(), qPrintable(QLocale().name()));
    fileTag_ = QLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    // File names tell the runs apart: language, and the scale factor when it is not 1.
    if (qGuiApp->devicePixelRatio() > 1) fileTag_ += QStringLiteral("@%1x").arg(qGuiApp->devicePixelRatio());
}

// Every window starts with a new game and the default settings, not what the previous
// test left.
void TestScreenshot::init() {
    windows_.startRow();  // (first: the last function's window closing is no warning of this row)
    QFile::remove(reversi::app::Autosave::filePath());
    const QString language = reversi::app::AppSettings().language();
    QSettings().clear();
    reversi::app::AppSettings().setLanguage(language);  // the run's language stays
    failOnEveryWarning();
}

void TestScreenshot::cleanup() {
    if (QTest::currentTestFailed()) windows_.drop();
}

void TestScreenshot::cleanupTestCase() { windows_.drop(); }

void TestScreenshot::renders_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("landscape") << QSize(1000, 640);
    QTest::newRow("portrait") << QSize(540, 900);
    QTest::newRow("phone-portrait") << QSize(390, 760);
    QTest::newRow("phone-landscape") << QSize(760, 390);
}

// A game under way with the heat-map on: the picture shows scores, the last move and
// the move list; a score chip is drawn on every legal square.
void TestScreenshot::analysis() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game);
    for (int move : {37, 29, 20, 43, 44}) QVERIFY(game->play(move));  // f5 f4 e3 d6 e6
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));  // as the switch does
    const int someMove = game->history().position().legalMoves().front();
    QVERIFY(scoredToDepth4(*game, someMove));
    QTest::qWait(500);
    QVERIFY(saveShot(window->grabWindow(), QStringLiteral("screenshot-analysis-%1.png").arg(fileTag_)));
    QCOMPARE(countVisible(window->contentItem(), QStringLiteral("scoreChip")),
             static_cast<int>(game->history().position().legalMoves().size()));
    // The depth under each score ("d22@73%") stays on its chip.
    QVERIFY(countVisible(window->contentItem(), QStringLiteral("depthLine")) > 0);
    const QStringList spills = spillsOffChips(window, window->grabWindow());
    QVERIFY2(spills.isEmpty(), qPrintable("off the chip: " + spills.join(", ")));
    const QStringList tiny = tinyTexts(window);
    QVERIFY2(tiny.isEmpty(), qPrintable("too small: " + tiny.join(", ")));
    // What a chip's line leaves out where it is small, the cell's description says.
    for (QQuickItem* chip : findItems(window->contentItem(), QStringLiteral("scoreChip"))) {
        if (!chip->isVisible()) continue;
        const QString detail = chip->parentItem()->property("scoreDetail").toString();
        const QString spoken = chip->parentItem()->property("description").toString();
        QVERIFY2(spoken.contains(detail), qPrintable(spoken + " lacks " + detail));
    }
}

void TestScreenshot::renders() {
    QFETCH(QSize, size);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    if (fileTag_ == QLatin1String("zh_CN"))
        QVERIFY2(window->title() != QLatin1String("Reversi"), "the Chinese translation is not loaded");
    else
        QCOMPARE(window->title(), QStringLiteral("Reversi"));

    auto* board = window->findChild<QQuickItem*>(QStringLiteral("board"));
    QVERIFY(board);
    QTRY_VERIFY(board->width() > 100);
    QTest::qWait(500);  // let the discs' entrance finish
    const QImage shot = window->grabWindow();
    QVERIFY(!shot.isNull());
    QVERIFY(saveShot(shot, QStringLiteral("screenshot-%1-%2.png").arg(QTest::currentDataTag(), fileTag_)));

    // The board is square and wholly inside the window.
    QCOMPARE(board->width(), board->height());
    const QRectF rect = board->mapRectToScene(QRectF(0, 0, board->width(), board->height()));
    QVERIFY(QRectF(0, 0, size.width(), size.height()).contains(rect));
    const qreal margin = board->property("margin").toReal();
    const qreal cell = board->property("cellSize").toReal();
    QVERIFY(cell > 10);
    const reversi::Position start = reversi::Position::start();
    const qreal dpr = qreal(shot.width()) / size.width();  // grabs may not carry their pixel ratio
    for (int sq = 0; sq < 64; ++sq) {
        // Sample low in the square's centre, below the disc's highlight.
        const QPointF p = rect.topLeft() + QPointF(margin + (reversi::column_of(sq) + 0.5) * cell,
                                                   margin + (reversi::row_of(sq) + 0.68) * cell);
        const QRgb c = shot.pixel((p * dpr).toPoint());
        const bool black = start.black() >> sq & 1, white = start.white() >> sq & 1;
        if (black) QVERIFY2(isDark(c), qPrintable(QStringLiteral("square %1 should be black").arg(sq)));
        if (white) QVERIFY2(isLight(c), qPrintable(QStringLiteral("square %1 should be white").arg(sq)));
        if (!black && !white && !start.is_legal(sq))
            QVERIFY2(isBoardGreen(c), qPrintable(QStringLiteral("square %1 should be empty").arg(sq)));
    }
}

// A whole game between two humans (random legal moves): the end is announced over the
// board with the final score.
void TestScreenshot::gameOverIsAnnounced() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game);
    QVERIFY(playToTheEnd(game));
    auto* banner = findItems(window->contentItem(), QStringLiteral("banner")).value(0);
    auto* text = findItems(window->contentItem(), QStringLiteral("bannerText")).value(0);
    QVERIFY(banner && text);
    QTRY_COMPARE(banner->opacity(), 1.0);
    const QString message = text->property("text").toString();
    QVERIFY2(message.contains(QString::number(game->blackCount())) && message.contains(QString::number(game->whiteCount())),
             qPrintable(message));
    QTest::qWait(400);
    QVERIFY(saveShot(window->grabWindow(), QStringLiteral("screenshot-gameover-%1.png").arg(fileTag_)));
}

// The New Game dialog opens from the side panel's button.
void TestScreenshot::newGameDialog() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    auto* button = findItems(window->contentItem(), QStringLiteral("newGameButton")).value(0);
    QVERIFY(button);
    const QPointF centre = button->mapToScene(QPointF(button->width() / 2, button->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());
    QObject* dialog = window->findChild<QObject*>(QStringLiteral("newGameDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QVERIFY(saveShot(window->grabWindow(), QStringLiteral("screenshot-newgame-%1.png").arg(fileTag_)));
}

// Closing the window while the AI and the analysis search at the highest level tears
// everything down without a hang or a crash.
void TestScreenshot::closingWhileTheEnginesThink() {
    auto engine = std::make_unique<QQmlApplicationEngine>();
    QQuickWindow* window = openWindow(*engine);
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QVERIFY(game);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));  // as the switch does
    newSearchingGame(*game, true, true, reversi::kMaxLevel);
    QVERIFY(game->thinking());
    QTRY_VERIFY(game->analyzing());
    QTest::qWait(200);
    window->close();
    // The engines stop at once (a search that ignored its stop would hold this for its
    // whole move): a hang's bound, loose for a busy machine.
    QElapsedTimer teardown;
    teardown.start();
    engine.reset();
    QVERIFY2(teardown.elapsed() < 2000, qPrintable(QString("%1 ms").arg(teardown.elapsed())));
}

void TestScreenshot::keyboardShortcuts() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game);
    for (int move : {37, 29, 20}) QVERIFY(game->play(move));  // f5 f4 e3
    QTest::keyClick(window, Qt::Key_Left);
    QCOMPARE(game->ply(), 2);
    QTest::keyClick(window, Qt::Key_Home);
    QCOMPARE(game->ply(), 0);
    QTest::keyClick(window, Qt::Key_Right);
    QCOMPARE(game->ply(), 1);
    QTest::keyClick(window, Qt::Key_End);
    QCOMPARE(game->ply(), 3);
    QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(game->ply(), 2);
    QTest::keyClick(window, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(game->ply(), 3);
}

// Ctrl+V pastes, Ctrl+C copies, H shows the best line, Esc stops the engines (and the
// heat-map, without turning the setting off).
void TestScreenshot::studyShortcuts() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    auto* game = humanGame(window);
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && analyser);
    QGuiApplication::clipboard()->setText(QStringLiteral("f5d6c3d3"));
    QTest::keyClick(window, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(game->length(), 4);
    game->undo();
    QTest::keyClick(window, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("f5d6c3d3"));  // the whole line
    QTest::keyClick(window, Qt::Key_H);
    QVERIFY(analyser->bestLineShown());
    QTRY_VERIFY(!analyser->bestLine().isEmpty());
    QTest::keyClick(window, Qt::Key_H);
    QVERIFY(!analyser->bestLineShown());
    // The heat-map goes on through the setting, as the window binds it.
    QQmlExpression heatMapOn(qmlContext(window), window, QStringLiteral("AppSettings.analysis = true"));
    heatMapOn.evaluate();
    QVERIFY(!heatMapOn.hasError());
    QVERIFY(game->analysisEnabled());
    analyser->start();
    QVERIFY(analyser->running());
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(!analyser->running());
    QVERIFY(!game->analysisEnabled());
    // For now: the setting keeps the heat-map for the next launch.
    QVERIFY(reversi::app::AppSettings().analysis());
}

void TestScreenshot::studyView_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("theme");
    QTest::newRow("landscape") << QSize(1000, 640) << "dark";
    QTest::newRow("portrait") << QSize(540, 900) << "dark";
    QTest::newRow("phone-portrait") << QSize(390, 760) << "dark";
    QTest::newRow("phone-landscape") << QSize(760, 390) << "dark";
    QTest::newRow("landscape-light") << QSize(1000, 640) << "light";
    QTest::newRow("portrait-light") << QSize(540, 900) << "light";
}

// A whole game analysed: the graph, graded moves, the heat-map and the best line.
void TestScreenshot::studyView() {
    QFETCH(QSize, size);
    QFETCH(QString, theme);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QQmlExpression setTheme(qmlContext(window), window, QStringLiteral("AppSettings.theme = '%1'").arg(theme));
    setTheme.evaluate();
    QVERIFY(!setTheme.hasError());
    const auto backToDark = qScopeGuard([&]() {
        QQmlExpression(qmlContext(window), window, QStringLiteral("AppSettings.theme = 'dark'")).evaluate();
    });
    if (theme == QLatin1String("light"))  // the window follows the theme
        QTRY_VERIFY(qGray(window->color().rgb()) > 200);
    auto* game = humanGame(window);
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && records && analyser);
    QVERIFY(records->loadText(QStringLiteral("f5d6c4d3c2b3b4b5e6f6f7g6e7c3c5g5f4b6h7d8a5h6h5c6e8a4d7f8a6e3a3c8")));
    analyser->setLevel(4);
    QSignalSpy finished(analyser, &reversi::app::GameAnalyser::finished);
    analyser->start();
    QVERIFY(finished.wait(60000));
    game->jumpTo(20);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));  // as the switch does
    analyser->setBestLineShown(true);
    const int someMove = game->history().position().legalMoves().front();
    QVERIFY(scoredToDepth4(*game, someMove));
    QTRY_VERIFY(!analyser->bestLine().isEmpty());
    QTest::qWait(300);
    const QString file = QStringLiteral("screenshot-study-%1-%2.png").arg(QTest::currentDataTag(), fileTag_);
    QVERIFY(saveShot(window->grabWindow(), file));
    const QStringList tiny = tinyTexts(window);
    QVERIFY2(tiny.isEmpty(), qPrintable("too small: " + tiny.join(", ")));
    // Every played move got a grade, and the graph has a point for every position.
    QCOMPARE(analyser->grades().size(), game->length());
    QCOMPARE(analyser->points().size(), game->length() + 1);
    for (const QVariant& grade : analyser->grades()) QVERIFY(grade.isValid());
    for (const QVariant& point : analyser->points()) QVERIFY(point.isValid());
    const QList<QQuickItem*> graphs = findItems(window->contentItem(), QStringLiteral("evalGraph"));
    QCOMPARE(graphs.size(), 1);
    // The graph's texts (the scale, the sides, the current score) never run into each
    // other: a few pixels stay between them.
    QList<QQuickItem*> texts;
    for (QQuickItem* child : graphs[0]->childItems())
        for (QQuickItem* item : QList<QQuickItem*>{child} + child->childItems())
            if (item->isVisible() && item->inherits("QQuickText") && !item->property("text").toString().isEmpty())
                texts << item;
    QVERIFY(texts.size() >= 3);
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!sceneRect(texts[i]).adjusted(-4, 0, 4, 0).intersects(sceneRect(texts[j])),
                     qPrintable(texts[i]->property("text").toString() + " / " + texts[j]->property("text").toString()));
    // Nor does the current score lie over the current ply's line, at any ply.
    QQuickItem* score = findItems(graphs[0], QStringLiteral("graphScore")).value(0);
    QQuickItem* cursor = findItems(graphs[0], QStringLiteral("graphCursor")).value(0);
    QVERIFY(score && cursor);
    const int at = game->ply();
    for (int ply = 0; ply <= game->length(); ++ply) {
        game->jumpTo(ply);
        QVERIFY2(!sceneRect(score).adjusted(-4, 0, 4, 0).intersects(sceneRect(cursor)),
                 qPrintable(QStringLiteral("ply %1: the score at %2..%3, the line at %4")
                                .arg(ply).arg(sceneRect(score).left()).arg(sceneRect(score).right()).arg(sceneRect(cursor).x())));
    }
    game->jumpTo(at);
}

void TestScreenshot::boardEditor_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("landscape") << QSize(1000, 640);
    QTest::newRow("portrait") << QSize(540, 900);
}

// The board editor with a position it refuses (an empty centre square), saying why.
void TestScreenshot::boardEditor() {
    QFETCH(QSize, size);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QVERIFY(game);
    QObject* popup = nullptr;
    QTRY_VERIFY((popup = window->findChild<QObject*>(QStringLiteral("boardEditor"))));
    QVERIFY(QMetaObject::invokeMethod(popup, "openFor", Q_ARG(QVariant, QVariant::fromValue(game))));
    auto* editor = window->findChild<reversi::app::BoardEditor*>(QStringLiteral("boardEditorModel"));
    QVERIFY(editor);
    for (int sq : {0, 9, 18, 54, 63}) editor->setCell(sq, 1);
    for (int sq : {7, 14, 21}) editor->setCell(sq, 2);
    editor->setCell(27, 0);
    QVERIFY(!editor->acceptable());
    QTest::qWait(400);  // the popup's entrance
    const QString file = QStringLiteral("screenshot-editor-%1-%2.png").arg(QTest::currentDataTag(), fileTag_);
    QVERIFY(saveShot(window->grabWindow(), file));
    auto* problem = findItems(window->contentItem(), QStringLiteral("editorProblem")).value(0);
    if (!problem) problem = popup->findChild<QQuickItem*>(QStringLiteral("editorProblem"));
    QVERIFY(problem);
    QVERIFY(problem->isVisible());
    QVERIFY(!problem->property("text").toString().isEmpty());
    // The buttons the refused position turns off look off: their names are drawn dimmer
    // than Cancel's (the brightest pixel of each button, on the dark theme).
    const QImage shot = window->grabWindow();
    const auto brightest = [&](const char* name) {
        auto* button = popup->findChild<QQuickItem*>(QLatin1String(name));
        if (!button) return -1;
        // In the picture's pixels, which a high-DPI screen multiplies.
        const QRectF logical = sceneRect(button);
        const qreal ratio = qreal(shot.width()) / window->width();
        const QRect r = QRectF(logical.topLeft() * ratio, logical.size() * ratio).toAlignedRect().intersected(shot.rect());
        int most = -1;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) most = std::max(most, qGray(shot.pixel(x, y)));
        return most;
    };
    const int cancel = brightest("editorCancel"), play = brightest("editorPlay"), analyse = brightest("editorAnalyse");
    QVERIFY(cancel > 0 && play > 0 && analyse > 0);
    QVERIFY2(play < cancel - 40 && analyse < cancel - 40,
             qPrintable(QStringLiteral("brightest: cancel %1, play %2, analyse %3").arg(cancel).arg(play).arg(analyse)));
}

void TestScreenshot::otherGames_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QVariantMap>("options");
    const QVariantMap nogo{{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}};
    const QVariantMap ten{{"kind", "reversi"}, {"size", 10}, {"blackIsAi", false}, {"whiteIsAi", false}};
    for (const auto& [name, options] : {std::pair{"nogo", nogo}, std::pair{"reversi10", ten}})
        for (const QSize size : {QSize(540, 960), QSize(1280, 800)})
            QTest::addRow("%s-%dx%d", name, size.width(), size.height()) << size << options;
}

// NoGo and 10x10 Reversi in play with the heat-map on, portrait and landscape:
// screenshot-<game>-<size>-<language>.png. Every legal cell shows its score, the
// board is square and whole, and its pieces are where the game says.
void TestScreenshot::otherGames() {
    QFETCH(QSize, size);
    QFETCH(QVariantMap, options);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    game->newGameOf(options);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.markDecisivePoints = true")));
    std::mt19937 random(3);
    for (int i = 0; i < 14; ++i) {
        const std::vector<int> legal = game->history().position().legalMoves();
        QVERIFY(game->play(legal[random() % legal.size()]));
    }
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));
    const std::vector<int> legal = game->history().position().legalMoves();
    QTRY_VERIFY_WITH_TIMEOUT(game->data(game->index(legal.back()), reversi::app::GameModel::ScoreRole).isValid(), 10000);
    QTest::qWait(700);
    const QImage shot = window->grabWindow();
    QVERIFY(saveShot(shot, QStringLiteral("screenshot-%1-%2.png").arg(QTest::currentDataTag(), fileTag_)));
    QCOMPARE(countVisible(window->contentItem(), QStringLiteral("scoreChip")), static_cast<int>(legal.size()));
    if (!game->onIntersections()) {  // (Go's grid lines run behind NoGo's chips)
        const QStringList spills = spillsOffChips(window, shot);
        QVERIFY2(spills.isEmpty(), qPrintable("off the chip: " + spills.join(", ")));
    }
    const QStringList tiny = tinyTexts(window);
    QVERIFY2(tiny.isEmpty(), qPrintable("too small: " + tiny.join(", ")));
    auto* board = window->findChild<QQuickItem*>(QStringLiteral("board"));
    QCOMPARE(board->width(), board->height());
    const QRectF rect = board->mapRectToScene(QRectF(0, 0, board->width(), board->height()));
    QVERIFY(QRectF(0, 0, size.width(), size.height()).contains(rect));
    const int columns = game->boardWidth();
    const qreal margin = board->property("margin").toReal(), cell = board->property("cellSize").toReal();
    const qreal dpr = qreal(shot.width()) / size.width();
    const reversi::app::GameState& position = game->history().position();
    for (int c = 0; c < columns * columns; ++c) {
        const QPointF p = rect.topLeft() + QPointF(margin + (c % columns + 0.5) * cell, margin + (c / columns + 0.68) * cell);
        const QRgb colour = shot.pixel((p * dpr).toPoint());
        if (position.piece(c) == 1) QVERIFY2(isDark(colour), qPrintable(QStringLiteral("cell %1 black").arg(c)));
        if (position.piece(c) == 2) QVERIFY2(isLight(colour), qPrintable(QStringLiteral("cell %1 white").arg(c)));
    }
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestScreenshot::everyScreen_data() {
    const QStringList scenes{"main",     "gameOver", "pasteError", "newGame", "settings",   "shortcuts", "openFile",
                             "saveFile", "recent",   "editor",     "chooseGame", "nogo", "newNogo",   "nogoEditor",
                             "boardFocus", "nogoFocus", "tenEditor"};
    // At a device pixel ratio of 2 (test_screenshot_hidpi) the layout is the one in
    // logical pixels checked at 1; that run looks at what the pixels show, on a phone and
    // a laptop (all six sizes cost CI two minutes more).
    if (qGuiApp->devicePixelRatio() > 1) {
        addSizeRows("scene", {QSize(420, 800), QSize(1280, 800)}, scenes);
        return;
    }
    // In Chinese, whose words are shorter than English ones (test_ui_layout_zh_CN checks
    // that every name fits, at six sizes of its own): a phone each way, a tablet and a
    // laptop.
    if (QLocale().name().startsWith(QLatin1String("zh"))) {
        addSizeRows("scene", {QSize(420, 800), QSize(640, 360), QSize(800, 1280), QSize(1280, 800)}, scenes);
        return;
    }
    // Phones upright and sideways, a tablet upright, a laptop, a large screen.
    addSizeRows("scene",
                {QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(800, 1280), QSize(1280, 800), QSize(1920, 1080)},
                scenes);
}

// screenshot-<scene>-<size>-<language>.png; every scene shows what it is about.
void TestScreenshot::everyScreen() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQuickItem* shown = windows_.show(size, scene);
    QVERIFY(shown);
    QQuickWindow* window = windows_.window();
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && analyser);
    if (scene == QLatin1String("boardFocus") || scene == QLatin1String("nogoFocus"))  // the cursor shows
        QVERIFY(findItem(window, QStringLiteral("keyboardCursor"))->isVisible());
    if (scene == QLatin1String("main") || scene == QLatin1String("boardFocus")) {  // scores deep enough to mean something, and the best line
        const int someMove = game->history().position().legalMoves().front();
        QVERIFY(scoredToDepth4(*game, someMove));
        QTRY_VERIFY(!analyser->bestLine().isEmpty());
    } else if (scene == QLatin1String("nogo") || scene == QLatin1String("nogoFocus")) {  // win rates on every legal point
        const int somePoint = game->history().position().legalMoves().back();
        QTRY_VERIFY(game->data(game->index(somePoint), reversi::app::GameModel::ScoreRole).isValid());
    } else if (scene == QLatin1String("gameOver")) {
        QVERIFY(game->gameOver());
        // No line of the announcement wraps, however narrow the banner (it broke inside
        // "White | wins" on a phone held sideways).
        QQuickItem* text = findItem(window, QStringLiteral("bannerText"));
        QTRY_COMPARE(text->property("lineCount").toInt(), text->property("text").toString().count(QLatin1Char('\n')) + 1);
        QVERIFY2(text->property("contentWidth").toReal() <= text->width() + 0.5,
                 qPrintable(QStringLiteral("%1 px of text in %2").arg(text->property("contentWidth").toReal()).arg(text->width())));
    } else if (scene == QLatin1String("pasteError")) {
        QVERIFY(findItem(window, QStringLiteral("recordsError"))->isVisible());
    } else {
        QVERIFY(shown->isVisible());  // the dialog
    }
    QTest::qWait(300);  // animations end
    const QString file = QStringLiteral("screenshot-%1-%2x%3-%4.png").arg(scene).arg(size.width()).arg(size.height()).arg(fileTag_);
    const QImage shot = window->grabWindow();
    QVERIFY(saveShot(shot, file));
    const QStringList crowded = namesOverMoves(window);
    QVERIFY2(crowded.isEmpty(), qPrintable(crowded.join(QLatin1String("; "))));
    const QStringList tiny = tinyTexts(window);
    QVERIFY2(tiny.isEmpty(), qPrintable("too small: " + tiny.join(", ")));
    // A scroll bar is drawn only where there is more than fits: a dialog whose page fits
    // showed a full-height bar (its page had scrolled for a moment while laid out).
    for (QQuickItem* bar : itemsOfType(window->contentItem(), "QQuickScrollBar")) {
        auto* handle = bar->property("contentItem").value<QQuickItem*>();
        if (bar->isVisible() && handle && handle->opacity() > 0)
            QVERIFY2(bar->property("size").toReal() < 0.99, qPrintable(QStringLiteral("a bar with nothing to scroll, at %1")
                                                                           .arg(sceneRect(bar).x())));
        // Nor over a move of the move list.
        if (!bar->isVisible()) continue;
        for (QQuickItem* entry : findItems(bar->parentItem(), QStringLiteral("moveEntry"))) {
            const QRectF both = sceneRect(entry).intersected(sceneRect(bar));
            QVERIFY2(!entry->isVisible() || both.width() < 1 || both.height() < 1,
                     qPrintable(QStringLiteral("the scroll bar over a move at %1, %2").arg(both.x()).arg(both.y())));
        }
    }
    if (scene == QLatin1String("settings")) {
        // On and off read apart at a glance: where the knob of one switch sits (the right
        // end of its track), the other shows its track, far lighter or darker.
        QQuickItem* on = findItems(window->contentItem(), QStringLiteral("legalMovesSwitch")).value(0);
        QQuickItem* off = findItems(window->contentItem(), QStringLiteral("heatMapSwitch")).value(0);
        if (!on) on = shown->findChild<QQuickItem*>(QStringLiteral("legalMovesSwitch"));
        if (!off) off = shown->findChild<QQuickItem*>(QStringLiteral("heatMapSwitch"));
        QVERIFY(on && off);
        QVERIFY(on->property("checked").toBool() && !off->property("checked").toBool());
        const qreal ratio = qreal(shot.width()) / window->width();
        const auto knobSide = [&](QQuickItem* control) {
            auto* indicator = control->property("indicator").value<QQuickItem*>();
            const QRectF r = sceneRect(indicator);
            return QColor(shot.pixel((QPointF(r.right() - r.height() / 2, r.center().y()) * ratio).toPoint()));
        };
        const QColor a = knobSide(on), b = knobSide(off);
        const int difference = std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        QVERIFY2(difference > 150, qPrintable(QStringLiteral("on %1, off %2").arg(a.name(), b.name())));
    }
    if (scene == QLatin1String("nogoEditor")) {
        // The editor draws Go's board as the game does: a line through the middle of an
        // empty point (the first, a corner), none along its edge halfway to the next.
        QQuickItem* grid = findItems(window->contentItem(), QStringLiteral("editorGrid")).value(0);
        if (!grid) grid = shown->findChild<QQuickItem*>(QStringLiteral("editorGrid"));
        QVERIFY(grid && !grid->childItems().isEmpty());
        QQuickItem* corner = grid->childItems().front();
        auto* editor = window->findChild<reversi::app::BoardEditor*>(QStringLiteral("boardEditorModel"));
        QVERIFY(editor);
        QCOMPARE(editor->property("cells").toList().value(0).toInt(), 0);
        const qreal ratio = qreal(shot.width()) / window->width();
        const QRectF r = sceneRect(corner);
        const auto gray = [&](QPointF p) { return qGray(shot.pixel((p * ratio).toPoint())); };
        const int onLine = gray(r.center() + QPointF(r.width() / 4, 0)), offLine = gray(r.center() + QPointF(r.width() / 4, r.height() / 4));
        QVERIFY2(onLine < offLine - 60, qPrintable(QStringLiteral("on the line %1, off it %2").arg(onLine).arg(offLine)));
    }
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestScreenshot::panelStates_data() {
    addSizeRows("state", {QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(1280, 800)},
                {"thinking", "lines", "computers", "help"});
}

// screenshot-<state>-<size>-<language>.png: the side panel while the computer thinks
// (its buttons under or beside the status), at a move where four lines branch (the
// lines bar wrapping on a phone), with NoGo's computers on both sides (their long
// names beside the counts), and with the help under the heat-map's scale.
void TestScreenshot::panelStates() {
    QFETCH(QSize, size);
    QFETCH(QString, state);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game);
    if (state == QLatin1String("thinking")) {
        newSearchingGame(*game, false, true, reversi::kMaxLevel);
        game->setAiMoveDelay(600000);  // the computer holds its move: still thinking when the picture is taken
        QVERIFY(game->play(19));  // d3, a first move of the parallel start
        QVERIFY(game->thinking());
    } else if (state == QLatin1String("lines")) {
        for (int move : {37, 19, 26, 44}) {  // f5, d3, c4, e6: four lines at the first move
            game->jumpTo(0);
            QVERIFY(game->play(move));
        }
        QCOMPARE(game->alternatives().size(), 4);
        // The panel scrolled to the bar where the panel scrolls (under the pinned counts).
        QQuickItem* panel = findItem(window, QStringLiteral("sidePanel"));
        QQuickItem* bar = findItem(window, QStringLiteral("linesBar"));
        QQuickItem* scroller = panelScroller(window);
        QVERIFY(panel && bar && scroller);
        QTest::qWait(100);
        const qreal end = std::max(0.0, scroller->property("contentHeight").toReal() - scroller->height());
        scroller->setProperty("contentY", std::clamp(bar->mapToItem(panel, QPointF(0, 0)).y() - 120, 0.0, end));
    } else if (state == QLatin1String("help")) {
        for (int move : {37, 29, 20}) QVERIFY(game->play(move));  // f5 f4 e3
        QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true; AppSettings.showHelp = true")));
        QTRY_VERIFY(findItem(window, QStringLiteral("heatMapHelp"))->isVisible());
    } else {
        game->newGameOf({{"kind", "nogo"}, {"blackIsAi", true}, {"whiteIsAi", true}});
        game->stopThinking();
    }
    QTest::qWait(400);
    const QString file = QStringLiteral("screenshot-%1-%2x%3-%4.png").arg(state).arg(size.width()).arg(size.height()).arg(fileTag_);
    QVERIFY(saveShot(window->grabWindow(), file));
    const QStringList tiny = tinyTexts(window);
    QVERIFY2(tiny.isEmpty(), qPrintable("too small: " + tiny.join(", ")));
    if (state == QLatin1String("thinking")) game->stopThinking();
    if (state == QLatin1String("help")) runQml(window, QStringLiteral("AppSettings.analysis = false; AppSettings.showHelp = false"));
}

QTEST_MAIN(TestScreenshot)
#include "test_screenshot.moc"
