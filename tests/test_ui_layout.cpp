// The window made for fingers, offscreen: every interactive item is big enough to touch
// in the main window and every dialog at phone, laptop and large-screen sizes; dialogs
// fit a phone held upright; every button's name fits it, uncut (run in English and in
// Chinese); the disc counts stay in view while the panel scrolls; and turning the
// analysis on or off, the computer thinking and the end of the game move no control.
#include <QMap>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "autosave.h"
#include "ui_helpers.h"
#include "searching_game.h"

using namespace uitest;

namespace {

constexpr qreal kMinTouch = 44;  // logical pixels (WCAG 2.5.5, Apple's HIG); the style aims at 48
// A board's cells: nine or ten to a row cannot be 44 px wide on a 420 px phone (nine
// such cells and the coordinates need 420 px and more). They are as large as the
// window allows, and a press only previews (the stone or disc, or why the point is
// illegal): the move is played on release on the same cell, so a finger that lands
// wrong slides off and plays nothing.
constexpr qreal kMinBoardCell = 40;

const QStringList kScenes = {"main",       "newGame", "settings", "shortcuts", "openFile", "saveFile", "recent",
                             "editor",     "chooseGame", "nogo", "newNogo",  "nogoEditor"};  // see showScene

// The controls (interactive items, enabled or not, and the named views such as the
// graph and the move list) by path, with their place in the window. Texts may reflow and
// the graph's cursor follows the game; the insides of controls, scrolling lists and the
// popups are left out.
QMap<QString, QRectF> controlPlaces(QQuickItem* root, const QQuickItem* skip) {
    QMap<QString, QRectF> places;
    for (QQuickItem* child : root->childItems()) {
        if (child == skip || !child->isVisible()) continue;
        const bool control = child->inherits("QQuickControl") || child->inherits("QQuickMouseArea") ||
                             !interactiveKind(child).isEmpty();
        const bool named = !child->objectName().isEmpty() && !child->inherits("QQuickText") &&
                           child->objectName() != QLatin1String("graphCursor");
        if (control || named) places.insert(itemPath(child), sceneRect(child));
        if (!control && !child->inherits("QQuickItemView")) places.insert(controlPlaces(child, skip));
    }
    return places;
}

// Controls placed in both states that moved or changed size between them.
QStringList moved(const QMap<QString, QRectF>& before, const QMap<QString, QRectF>& after) {
    QStringList list;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const auto other = after.constFind(it.key());
        if (other == after.cend()) continue;
        const QRectF a = it.value(), b = other.value();
        if (qAbs(a.x() - b.x()) > 0.5 || qAbs(a.y() - b.y()) > 0.5 || qAbs(a.width() - b.width()) > 0.5 ||
            qAbs(a.height() - b.height()) > 0.5)
            list << QStringLiteral("%1: (%2,%3 %4x%5) -> (%6,%7 %8x%9)")
                        .arg(it.key())
                        .arg(a.x()).arg(a.y()).arg(a.width()).arg(a.height())
                        .arg(b.x()).arg(b.y()).arg(b.width()).arg(b.height());
    }
    return list;
}

// The part of `item` the user can see: inside the window and every clipping ancestor.
QRectF shownPart(QQuickItem* item) {
    QRectF shown = sceneRect(item).intersected(QRectF(QPointF(0, 0), item->window()->size()));
    for (QQuickItem* a = item->parentItem(); a; a = a->parentItem())
        if (a->clip()) shown = shown.intersected(sceneRect(a));
    return shown;
}

// Visible items under `root` that reach outside `bounds` (not looking into clipping items,
// whose contents may scroll).
QStringList outside(QQuickItem* root, const QRectF& bounds) {
    QStringList list;
    for (QQuickItem* child : root->childItems()) {
        if (!child->isVisible() || child->opacity() <= 0 || child->width() <= 0 || child->height() <= 0) continue;
        const QRectF r = sceneRect(child);
        if (!bounds.adjusted(-1, -1, 1, 1).contains(r))
            list << QStringLiteral("%1 at (%2,%3 %4x%5)").arg(itemPath(child)).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
        if (!child->clip()) list += outside(child, bounds);
    }
    return list;
}

// The rows scene × size of a test that looks at every scene.
void addSceneRows(std::initializer_list<QSize> sizes) {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("scene");
    for (const QSize size : sizes)
        for (const QString& scene : kScenes)
            QTest::addRow("%s-%dx%d", qPrintable(scene), size.width(), size.height()) << size << scene;
}

// The interactive items a scene shows in a window of `size` (in the main scene, not
// the popups' layer); empty if the window or the scene failed.
QList<QQuickItem*> sceneControls(QQmlApplicationEngine& engine, QSize size, const QString& scene) {
    QQuickWindow* window = openWindow(engine, size);
    QQuickItem* root = window ? showScene(window, scene) : nullptr;
    if (!root) return {};
    return interactiveItems(root, scene == QLatin1String("main") ? overlay(window) : nullptr);
}

// The texts drawn inside `item` that are cut short (elided, or beyond their line count).
QStringList truncatedTexts(QQuickItem* item) {
    QStringList cut;
    for (QQuickItem* child : item->childItems()) {
        if (!child->isVisible()) continue;
        if (child->inherits("QQuickText") && child->property("truncated").toBool())
            cut << child->property("text").toString();
        cut += truncatedTexts(child);
    }
    return cut;
}

}  // namespace

class TestUiLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void touchTargets_data();
    void touchTargets();
    void dialogsFit_data();
    void dialogsFit();
    void namesFit_data();
    void namesFit();
    void countsStayInView_data();
    void countsStayInView();
    void nothingMoves_data();
    void nothingMoves();

private:
    QTemporaryDir dataDir_;  // the autosave's folder
};

void TestUiLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dataDir_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    reversi::app::setUpApplication(*qGuiApp);
}

void TestUiLayout::init() { QFile::remove(reversi::app::Autosave::filePath()); }

void TestUiLayout::touchTargets_data() { addSceneRows({QSize(420, 800), QSize(1280, 800), QSize(1920, 1080)}); }

void TestUiLayout::touchTargets() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    const QList<QQuickItem*> items = sceneControls(engine, size, scene);
    QVERIFY(!items.isEmpty());  // the walk finds the controls
    QStringList small;
    for (QQuickItem* item : items) {
        const QString grid = item->parentItem() ? item->parentItem()->objectName() : QString();
        const bool boardCell = grid == QLatin1String("boardGrid") || grid == QLatin1String("editorGrid");
        const qreal minimum = boardCell ? kMinBoardCell : kMinTouch;
        if (item->width() < minimum || item->height() < minimum)
            small << QStringLiteral("%1 (%2) is %3x%4").arg(itemPath(item), interactiveKind(item)).arg(item->width()).arg(item->height());
    }
    for (const QString& line : small) qWarning("too small: %s", qPrintable(line));
    QVERIFY2(small.isEmpty(), qPrintable(QStringLiteral("%1 items smaller than %2 px").arg(small.size()).arg(kMinTouch)));
    runQml(items.first()->window(), QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::dialogsFit_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("scene");
    for (const QSize size : {QSize(360, 640), QSize(420, 800)})
        for (const QString& scene : kScenes.mid(1))
            QTest::addRow("%s-%dx%d", qPrintable(scene), size.width(), size.height()) << size << scene;
}

// Each dialog, and everything in it, lies inside the window.
void TestUiLayout::dialogsFit() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QQuickItem* dialog = showScene(window, scene);
    QVERIFY(dialog);
    const QRectF bounds(QPointF(0, 0), QSizeF(size));
    QVERIFY2(bounds.contains(sceneRect(dialog)), qPrintable(QStringLiteral("the dialog is at (%1,%2 %3x%4)")
                                                                .arg(sceneRect(dialog).x()).arg(sceneRect(dialog).y())
                                                                .arg(dialog->width()).arg(dialog->height())));
    const QStringList out = outside(dialog, bounds);
    for (const QString& line : out) qWarning("outside the window: %s", qPrintable(line));
    QVERIFY2(out.isEmpty(), qPrintable(QStringLiteral("%1 items outside the window").arg(out.size())));
}

void TestUiLayout::namesFit_data() {
    // Phones, small and large tablets upright, desktops.
    addSceneRows({QSize(360, 640), QSize(420, 800), QSize(540, 900), QSize(800, 1280), QSize(1280, 800),
                  QSize(1920, 1080)});
}

// Every button, check box and tool button shows its whole name: none is cut short for
// want of room ("Forw…"), in any window size or language.
void TestUiLayout::namesFit() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    const QList<QQuickItem*> items = sceneControls(engine, size, scene);
    QVERIFY(!items.isEmpty());
    QStringList cut;
    int named = 0;
    for (QQuickItem* item : items) {
        if (!item->inherits("QQuickAbstractButton") || item->property("text").toString().isEmpty()) continue;
        ++named;
        for (const QString& text : truncatedTexts(item))
            cut << QStringLiteral("%1 \"%2\" (%3 px wide)").arg(itemPath(item), text).arg(item->width());
    }
    QVERIFY(named > 0);  // the walk finds named controls
    for (const QString& line : cut) qWarning("cut short: %s", qPrintable(line));
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 names cut short").arg(cut.size())));
}

void TestUiLayout::countsStayInView_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("360x640") << QSize(360, 640);
    QTest::newRow("420x800") << QSize(420, 800);
}

// Scrolled to the end of the panel, the disc counts are still on screen, whole.
void TestUiLayout::countsStayInView() {
    QFETCH(QSize, size);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QVERIFY(showScene(window, QStringLiteral("main")));
    auto* panel = findItem(window, QStringLiteral("sidePanel"));
    QVERIFY(panel);
    QQuickItem* scroller = panel->parentItem();
    while (scroller && !scroller->inherits("QQuickFlickable")) scroller = scroller->parentItem();
    QVERIFY(scroller);
    const qreal end = scroller->property("contentHeight").toReal() - scroller->height();
    QVERIFY2(end > 50, "the panel does not scroll at this size: the test would show nothing");
    scroller->setProperty("contentY", end);
    QTest::qWait(50);
    for (const char* name : {"blackCount", "whiteCount", "blackBox", "whiteBox"}) {
        QQuickItem* item = findItem(window, QString::fromLatin1(name));
        QVERIFY2(item, name);
        const QRectF r = sceneRect(item), shown = shownPart(item);
        QVERIFY2(shown == r, qPrintable(QStringLiteral("%1 at (%2,%3 %4x%5) shows (%6,%7 %8x%9)").arg(QLatin1String(name))
                                            .arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height())
                                            .arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height())));
    }
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::nothingMoves_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("420x800") << QSize(420, 800);
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestUiLayout::nothingMoves() {
    QFETCH(QSize, size);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false")));
    auto* game = humanGame(window);
    QVERIFY(game);
    QQuickItem* popups = overlay(window);
    const auto places = [&]() {
        QTest::qWait(150);  // bindings and layouts settle
        return controlPlaces(window->contentItem(), popups);
    };
    for (int move : {37, 29, 20, 43, 44}) QVERIFY(game->play(move));

    // The analysis on and off.
    QStringList list;  // every control that moved, in every stage
    const auto compare = [&](const char* stage, const QMap<QString, QRectF>& before) {
        for (const QString& line : moved(before, places())) list << QStringLiteral("%1: %2").arg(QLatin1String(stage), line);
    };
    const auto plain = places();
    QVERIFY(plain.size() > 10);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));
    QTRY_VERIFY(game->analyzing());
    compare("analysis on", plain);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false")));
    compare("analysis off", plain);

    // The computer thinks, is stopped (and offers to move), against the human's turn.
    newSearchingGame(*game, false, true, reversi::kMaxLevel);
    const auto humanTurn = places();
    QVERIFY(game->play(19));  // d3, a first move of the parallel start
    QVERIFY(game->thinking());
    compare("thinking", humanTurn);
    game->stopThinking();
    QVERIFY(game->aiPaused());
    compare("paused", humanTurn);

    // The last move of a game.
    game->newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    QVERIFY(playToTheEnd(game));
    game->undo();
    const auto lastMove = places();
    game->redo();
    QVERIFY(game->gameOver());
    compare("game over", lastMove);
    for (const QString& line : list) qWarning("moved: %s", qPrintable(line));
    QVERIFY2(list.isEmpty(), qPrintable(QStringLiteral("%1 controls moved").arg(list.size())));
}

QTEST_MAIN(TestUiLayout)
#include "test_ui_layout.moc"
