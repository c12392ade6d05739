// The window made for fingers, offscreen: every interactive item is big enough to touch
// in the main window and every dialog at phone, laptop and large-screen sizes, and so
// are the rows of the combo boxes' lists; dialogs fit a phone held upright or sideways;
// every button's name fits it, uncut (run in English and in Chinese); the disc counts
// stay in view while the panel scrolls, and take the taps there; the computer's name
// stays beside the count; texts read against what is behind them (4.5:1) on both
// themes; and turning the analysis on or off, the computer thinking and the end of the
// game move no control.
#include <QClipboard>
#include <QFontMetricsF>
#include <QMap>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

#include "app_settings.h"
#include "autosave.h"
#include "board_editor.h"
#include "reversi/notation.h"
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
                             "editor",     "chooseGame", "nogo", "newNogo",  "nogoEditor", "tenEditor"};  // see showScene

// The controls (interactive items, enabled or not, and the named views such as the
// graph and the move list) by path, with their place in the window. Texts may reflow and
// the graph's cursor follows the game; the insides of controls, scrolling lists and the
// popups are left out. A pane is a control that holds others: it is placed and looked
// into (the side panel's controls went unchecked while it was left out as a control).
QMap<QString, QRectF> controlPlaces(QQuickItem* root, const QQuickItem* skip) {
    QMap<QString, QRectF> places;
    for (QQuickItem* child : root->childItems()) {
        if (child == skip || !child->isVisible()) continue;
        const bool pane = child->inherits("QQuickPane");
        const bool control = (child->inherits("QQuickControl") && !pane) || child->inherits("QQuickMouseArea") ||
                             !interactiveKind(child).isEmpty();
        const bool named = !child->objectName().isEmpty() && !child->inherits("QQuickText") &&
                           child->objectName() != QLatin1String("graphCursor");
        if (control || named || pane) places.insert(itemPath(child), sceneRect(child));
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
void addSceneRows(std::initializer_list<QSize> sizes) { addSizeRows("scene", sizes, kScenes); }

// The app in a window of `size`, speaking `language` ("en", "zh_CN") until it closes,
// when the system's language comes back. `window` is null if either failed.
struct WindowInLanguage {
    QQmlApplicationEngine engine;
    QQuickWindow* window = nullptr;
    WindowInLanguage(QSize size, const QString& language) : window(openWindow(engine, size)) {
        if (window && !runQml(window, QStringLiteral("AppSettings.language = '%1'").arg(language))) window = nullptr;
    }
    ~WindowInLanguage() {
        if (window) runQml(window, QStringLiteral("AppSettings.language = ''"));
    }
};

// The interactive items a scene shows in a window of `size` (in the main scene, not
// the popups' layer); empty if the window or the scene failed.
QList<QQuickItem*> sceneControls(SceneWindows& windows, QSize size, const QString& scene) {
    QQuickItem* root = windows.show(size, scene);
    if (!root) return {};
    return interactiveItems(root, scene == QLatin1String("main") ? overlay(windows.window()) : nullptr);
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

// WCAG 2's contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
double luminance(const QColor& c) {
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour behind `item`: the nearest rectangle (nearly opaque) it is drawn on, or the
// background of the control or popup it is in, else the window's.
QColor backgroundOf(const QQuickItem* item) {
    const auto solid = [](const QQuickItem* r, QColor* colour) {
        if (!r || !r->isVisible() || !r->inherits("QQuickRectangle")) return false;
        *colour = r->property("color").value<QColor>();
        return colour->alphaF() >= 0.8;
    };
    QColor colour;
    for (const QQuickItem* a = item->parentItem(); a; a = a->parentItem()) {
        if (solid(a, &colour)) return colour;
        if (solid(a->property("background").value<QQuickItem*>(), &colour)) return colour;
    }
    return item->window()->color();
}

// The texts under `root` drawn at full strength (not dimmed, not disabled) whose colour
// is below 4.5:1 against what is behind them.
QStringList faintTexts(QQuickItem* root) {
    QStringList faint;
    for (QQuickItem* item : allItems(root)) {
        if (!item->isVisible() || !item->isEnabled() || !item->inherits("QQuickText")) continue;
        if (item->property("text").toString().trimmed().isEmpty()) continue;
        qreal opacity = 1;
        for (const QQuickItem* a = item; a; a = a->parentItem()) opacity *= a->opacity();
        const QColor colour = item->property("color").value<QColor>();
        if (opacity < 0.99 || colour.alphaF() < 0.99) continue;
        const QColor behind = backgroundOf(item);
        const double ratio = contrast(colour, behind);
        if (ratio < 4.5)
            faint << QStringLiteral("%1 \"%2\": %3 on %4, %5:1").arg(itemPath(item), item->property("text").toString(),
                                                                      colour.name(), behind.name()).arg(ratio, 0, 'f', 2);
    }
    return faint;
}

}  // namespace

class TestUiLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void touchTargets_data();
    void touchTargets();
    void boardCellsAreAsLargeAsTheWindowAllows_data();
    void boardCellsAreAsLargeAsTheWindowAllows();
    void dialogsFit_data();
    void dialogsFit();
    void namesFit_data();
    void namesFit();
    void replayNamesKeepTheirSize_data();
    void replayNamesKeepTheirSize();
    void countsStayInView_data();
    void countsStayInView();
    void nothingMoves_data();
    void nothingMoves();
    void moveListShowsOnALaptop_data();
    void moveListShowsOnALaptop();
    void sidePanelFitsItsWidth_data();
    void sidePanelFitsItsWidth();
    void recordsErrorComesIntoView_data();
    void recordsErrorComesIntoView();
    void newGameNeedsNoScrollingOnALaptop_data();
    void newGameNeedsNoScrollingOnALaptop();
    void newGameTakesTheWidthOfAPhoneHeldSideways_data();
    void newGameTakesTheWidthOfAPhoneHeldSideways();
    void settingsLineUpOnTheRight_data();
    void settingsLineUpOnTheRight();
    void comboBoxRowsAreFingerSized_data();
    void comboBoxRowsAreFingerSized();
    void pinnedCountsTakeTheirTaps();
    void topToolsTakeTheirTaps_data();
    void topToolsTakeTheirTaps();
    void computerNameFitsItsBox_data();
    void computerNameFitsItsBox();
    void textsAreReadable_data();
    void textsAreReadable();
    void boardMarksStandOut_data();
    void boardMarksStandOut();
    void keyboardCursorLeavesTheMarksInView_data();
    void keyboardCursorLeavesTheMarksInView();
    void keyboardFocusComesIntoView_data();
    void keyboardFocusComesIntoView();
    void focusRingsStandOut_data();
    void focusRingsStandOut();
    void recentGamesShowTheirWholeHeading_data();
    void recentGamesShowTheirWholeHeading();

private:
    QTemporaryDir dataDir_;  // the autosave's folder
    SceneWindows windows_;   // the window of the rows of a size (see SceneWindows)
};

void TestUiLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dataDir_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    reversi::app::setUpApplication(*qGuiApp);
    QVERIFY2(inTheExpectedLanguage(), qPrintable(QLocale().name()));
}

void TestUiLayout::init() {
    windows_.startRow();  // (first: the last function's window closing is no warning of this row)
    QFile::remove(reversi::app::Autosave::filePath());
    failOnEveryWarning();
}

void TestUiLayout::cleanup() {
    if (QTest::currentTestFailed()) windows_.drop();
}

void TestUiLayout::cleanupTestCase() { windows_.drop(); }

void TestUiLayout::touchTargets_data() {
    addSceneRows({QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(1280, 800), QSize(1920, 1080)});
}

void TestUiLayout::touchTargets() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    const QList<QQuickItem*> items = sceneControls(windows_, size, scene);
    QVERIFY(!items.isEmpty());  // the walk finds the controls
    QStringList small;
    for (QQuickItem* item : items) {
        const QString grid = item->parentItem() ? item->parentItem()->objectName() : QString();
        const bool boardCell = grid == QLatin1String("boardGrid") || grid == QLatin1String("editorGrid");
        // (A board's cells as boardCellsAreAsLargeAsTheWindowAllows holds them: ten to a
        // row on a phone cannot all be kMinBoardCell.)
        const qreal minimum =
            boardCell ? qMin(kMinBoardCell, 0.85 * qMin(size.width(), size.height()) / item->parentItem()->property("columns").toInt())
                      : kMinTouch;
        if (item->width() < minimum || item->height() < minimum)
            small << QStringLiteral("%1 (%2) is %3x%4").arg(itemPath(item), interactiveKind(item)).arg(item->width()).arg(item->height());
    }
    for (const QString& line : small) qWarning("too small: %s", qPrintable(line));
    QVERIFY2(small.isEmpty(), qPrintable(QStringLiteral("%1 items smaller than %2 px").arg(small.size()).arg(kMinTouch)));
    runQml(windows_.window(), QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::boardCellsAreAsLargeAsTheWindowAllows_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("columns");
    for (const QSize size : {QSize(360, 640), QSize(640, 360), QSize(420, 800), QSize(760, 390)})
        for (const auto& [kind, columns] : {std::pair{"reversi", 4}, std::pair{"reversi", 6}, std::pair{"reversi", 8},
                                           std::pair{"reversi", 10}, std::pair{"nogo", 9}})
            QTest::addRow("%s%d-%dx%d", kind, columns, size.width(), size.height()) << size << QString(kind) << columns;
}

// Where a board's cells cannot all be kMinBoardCell (nine or ten to a row on a phone:
// 360 px hold nine 40 px cells and nothing else), they take most of what the window's
// short side allows: the coordinates and the margins take little, and the panel none.
// They stay well above WCAG 2.2's 24 px minimum target.
void TestUiLayout::boardCellsAreAsLargeAsTheWindowAllows() {
    QFETCH(QSize, size);
    QFETCH(QString, kind);
    QFETCH(int, columns);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QQuickItem* board = findItem(window, QStringLiteral("board"));
    QVERIFY(game && board);
    game->newGameOf({{"kind", kind}, {"size", columns}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QTRY_COMPARE(game->boardWidth(), columns);
    QTest::qWait(50);  // laid out anew
    const qreal cell = board->property("cellSize").toReal();
    const qreal most = qMin(size.width(), size.height()) / qreal(columns);
    QVERIFY2(cell >= qMin(kMinBoardCell, 0.85 * most), qPrintable(QStringLiteral("%1 px cells, %2 px at most").arg(cell).arg(most)));
    QVERIFY(cell > 30);
}

// How far in from a dialog's frame its controls stand, at least.
constexpr qreal kDialogMargin = 8;

void TestUiLayout::dialogsFit_data() {
    // Phones upright and sideways.
    addSizeRows("scene", {QSize(360, 640), QSize(420, 800), QSize(760, 390), QSize(640, 360)}, kScenes.mid(1));
}

// Each dialog, and everything in it, lies inside the window, and no control covers
// another (a dialog squeezed into a short window once drew its last button under Close).
void TestUiLayout::dialogsFit() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQuickItem* dialog = windows_.show(size, scene);
    QVERIFY(dialog);
    const QRectF bounds(QPointF(0, 0), QSizeF(size));
    QVERIFY2(bounds.contains(sceneRect(dialog)), qPrintable(QStringLiteral("the dialog is at (%1,%2 %3x%4)")
                                                                .arg(sceneRect(dialog).x()).arg(sceneRect(dialog).y())
                                                                .arg(dialog->width()).arg(dialog->height())));
    const QStringList out = outside(dialog, bounds);
    for (const QString& line : out) qWarning("outside the window: %s", qPrintable(line));
    QVERIFY2(out.isEmpty(), qPrintable(QStringLiteral("%1 items outside the window").arg(out.size())));
    const QList<QQuickItem*> controls = interactiveItems(dialog);
    // Every control of a dialog (a popup, not a scene of the window) stands clear of its
    // frame (Fusion's 6 px margin put boxes and buttons against it).
    const bool popup = dialog->parentItem() && dialog->parentItem()->inherits("QQuickOverlay");
    const QRectF frame = sceneRect(dialog).adjusted(kDialogMargin, kDialogMargin, -kDialogMargin, -kDialogMargin);
    QStringList crowded;
    for (QQuickItem* control : controls) {
        const QRectF shown = shownPart(control);
        if (!popup || shown.isEmpty() || frame.adjusted(-0.5, -0.5, 0.5, 0.5).contains(shown)) continue;
        crowded << QStringLiteral("%1 at (%2,%3 %4x%5)").arg(itemPath(control)).arg(shown.x()).arg(shown.y())
                       .arg(shown.width()).arg(shown.height());
    }
    for (const QString& line : crowded) qWarning("against the frame: %s", qPrintable(line));
    QVERIFY2(crowded.isEmpty(), qPrintable(QStringLiteral("%1 controls within %2 px of the dialog's frame")
                                               .arg(crowded.size()).arg(kDialogMargin)));
    QStringList covered;
    for (int i = 0; i < controls.size(); ++i)
        for (int j = i + 1; j < controls.size(); ++j) {
            if (controls[i]->isAncestorOf(controls[j]) || controls[j]->isAncestorOf(controls[i])) continue;
            const QRectF both = shownPart(controls[i]).intersected(shownPart(controls[j]));
            if (both.width() > 1 && both.height() > 1)
                covered << QStringLiteral("%1 and %2").arg(itemPath(controls[i]), itemPath(controls[j]));
        }
    // Nor lies under the title or the buttons at the bottom (Close ...).
    for (const char* part : {"header", "footer"}) {
        auto* bar = dialog->property(part).value<QQuickItem*>();
        if (!bar || !bar->isVisible()) continue;
        for (QQuickItem* control : controls) {
            if (bar->isAncestorOf(control)) continue;
            const QRectF both = shownPart(control).intersected(sceneRect(bar));
            if (both.width() > 1 && both.height() > 1)
                covered << QStringLiteral("%1 and the %2").arg(itemPath(control), QLatin1String(part));
        }
    }
    for (const QString& line : covered) qWarning("overlapping: %s", qPrintable(line));
    QVERIFY2(covered.isEmpty(), qPrintable(QStringLiteral("%1 controls covered").arg(covered.size())));
}

void TestUiLayout::namesFit_data() {
    // Phones, small and large tablets upright, desktops.
    addSceneRows({QSize(360, 640), QSize(420, 800), QSize(540, 900), QSize(800, 1280), QSize(1280, 800),
                  QSize(1920, 1080)});
}

// Every button, check box and tool button shows its whole name: none is cut short for
// want of room ("Forw…"), in any window size or language. Nor does a combo box cut its
// choice ("Syster" for System, which a narrow column clipped rather than elided).
void TestUiLayout::namesFit() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    const QList<QQuickItem*> items = sceneControls(windows_, size, scene);
    QVERIFY(!items.isEmpty());
    QStringList cut;
    int named = 0;
    for (QQuickItem* item : items) {
        if (item->inherits("QQuickComboBox")) {
            const auto* field = item->property("contentItem").value<QQuickItem*>();
            QVERIFY(field);
            const qreal needed = field->property("contentWidth").toReal() + field->property("leftPadding").toReal() +
                                 field->property("rightPadding").toReal();
            if (needed > field->width() + 0.5)
                cut << QStringLiteral("%1 \"%2\" (%3 px for %4)")
                           .arg(itemPath(item), item->property("displayText").toString())
                           .arg(field->width())
                           .arg(needed);
            continue;
        }
        if (!item->inherits("QQuickAbstractButton") || item->property("text").toString().isEmpty()) continue;
        ++named;
        for (const QString& text : truncatedTexts(item))
            cut << QStringLiteral("%1 \"%2\" (%3 px wide)").arg(itemPath(item), text).arg(item->width());
    }
    QVERIFY(named > 0);  // the walk finds named controls
    for (const QString& line : cut) qWarning("cut short: %s", qPrintable(line));
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 names cut short").arg(cut.size())));
}

void TestUiLayout::replayNamesKeepTheirSize_data() {
    addSizeRows({QSize(360, 640), QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(800, 1280), QSize(1280, 800)});
}

// The replay buttons' names (First, Back, Forward, Last, Undo, Redo) keep the panel's
// size for them: where six in a row would squeeze them (to 9 px on a phone held
// sideways), undo and redo go to a second row.
void TestUiLayout::replayNamesKeepTheirSize() {
    QFETCH(QSize, size);
    QVERIFY(windows_.show(size, QStringLiteral("main")));
    QQuickItem* row = findItem(windows_.window(), QStringLiteral("navRow"));
    QVERIFY(row);
    const int full = row->property("nameSize").toInt(), shown = row->property("fittedNameSize").toInt();
    QVERIFY(full >= 11);
    QVERIFY2(shown == full, qPrintable(QStringLiteral("%1 px, not %2 (%3 columns)").arg(shown).arg(full)
                                           .arg(row->property("columns").toInt())));
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
    // Phones held sideways: a narrow panel, where the status once wrapped to four lines
    // beside the computer's buttons.
    QTest::newRow("640x360") << QSize(640, 360);
    QTest::newRow("760x390") << QSize(760, 390);
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
    // Between people no computer's button ever shows, so no room is kept for one under
    // the status: the opening's line follows it closely.
    QQuickItem* status = findItem(window, QStringLiteral("status"));
    QQuickItem* opening = findItem(window, QStringLiteral("openingName"));
    QVERIFY(status && opening);
    const qreal band = opening->mapToScene(QPointF(0, 0)).y() - status->mapToScene(QPointF(0, status->height())).y();
    QVERIFY2(band < 24, qPrintable(QStringLiteral("%1 px between the status and the opening").arg(band)));
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
    // The status says who thinks in a line or two, beside or above the buttons.
    QVERIFY2(status->property("lineCount").toInt() <= 2,
             qPrintable(QStringLiteral("\"%1\" takes %2 lines").arg(status->property("text").toString())
                            .arg(status->property("lineCount").toInt())));
    game->stopThinking();
    QVERIFY(game->aiPaused());
    compare("paused", humanTurn);

    // Stepping through a game of two lines: the lines bar shows its buttons at the move
    // where they part and keeps their room at the others, so the move list stays put
    // under the finger. (Not on a phone held sideways: there the buttons take two rows
    // at the fork, and the list moves down by the second; checked to be all it moves.)
    game->newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    const auto firstLegal = [&](int which) { return game->history().position().legalMoves().at(which); };
    for (int i = 0; i < 3; ++i) QVERIFY(game->play(firstLegal(0)));
    game->jumpTo(1);
    QVERIFY(game->play(firstLegal(1)));  // another second move: a second line
    QQuickItem* moveList = findItem(window, QStringLiteral("moveList"));
    QQuickItem* bar = findItem(window, QStringLiteral("linesBar"));
    QVERIFY(moveList && bar && bar->isVisible());
    const auto listPlace = [&]() {  // less the bar's second row of buttons, where they wrap
        QTest::qWait(150);  // as places()
        return QMap<QString, QRectF>{{itemPath(moveList), sceneRect(moveList).translated(0, 48 - bar->height())}};
    };
    game->jumpTo(0);
    const auto lineStart = listPlace();
    for (int ply : {1, 2}) {
        game->jumpTo(ply);
        for (const QString& line : moved(lineStart, listPlace())) list << QStringLiteral("at ply %1: %2").arg(ply).arg(line);
    }
    QCOMPARE(game->alternatives().size(), 2);

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

void TestUiLayout::moveListShowsOnALaptop_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<qreal>("rows");
    QTest::newRow("1280x800") << QSize(1280, 800) << 2.0;
    // 32 px less high: two rows in English, one and a half in Chinese (taller lines).
    QTest::newRow("1366x768") << QSize(1366, 768) << 1.5;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 2.0;
}

// On a laptop's screen the move list shows rows of moves without scrolling the panel
// (the explanations of the marks, always there, pushed it under the screen's edge), and
// the help button shows the explanations and hides them again.
void TestUiLayout::moveListShowsOnALaptop() {
    QFETCH(QSize, size);
    QFETCH(qreal, rows);
    QVERIFY(windows_.show(size, QStringLiteral("main")));
    QQuickWindow* window = windows_.window();
    QQuickItem* list = findItem(window, QStringLiteral("moveList"));
    QQuickItem* help = findItem(window, QStringLiteral("heatMapHelp"));
    QQuickItem* grades = findItem(window, QStringLiteral("gradeLegend"));
    QQuickItem* button = findItem(window, QStringLiteral("helpButton"));
    QVERIFY(list && help && grades && button);
    QVERIFY(!help->isVisible() && !grades->isVisible());  // hidden at first
    const qreal shownRows = shownPart(list).height() / list->property("cellHeight").toReal();
    QVERIFY2(shownRows >= rows, qPrintable(QStringLiteral("%1 rows of moves on screen").arg(shownRows)));

    QTest::mouseClick(window, Qt::LeftButton, {}, sceneRect(button).center().toPoint());
    QTRY_VERIFY(help->isVisible() && grades->isVisible());
    QVERIFY(!help->property("text").toString().isEmpty() && !grades->property("text").toString().isEmpty());
    QCOMPARE(reversi::app::AppSettings().showHelp(), true);
    QTest::mouseClick(window, Qt::LeftButton, {}, sceneRect(button).center().toPoint());
    QTRY_VERIFY(!help->isVisible() && !grades->isVisible());
    QCOMPARE(reversi::app::AppSettings().showHelp(), false);
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::sidePanelFitsItsWidth_data() {
    addSizeRows({QSize(360, 640), QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(800, 1280), QSize(1280, 800),
                 QSize(1920, 1080)});
}

// Nothing in the side panel reaches past its sides (a row of check boxes and the help
// button, wider than a phone's sideways panel, pushed everything under it off the
// window's edge).
void TestUiLayout::sidePanelFitsItsWidth() {
    QFETCH(QSize, size);
    QVERIFY(windows_.show(size, QStringLiteral("main")));
    QQuickWindow* window = windows_.window();
    QQuickItem* panel = findItem(window, QStringLiteral("sidePanel"));
    QVERIFY(panel);
    // Inside its paddings, give or take half a pixel (`outside` allows one more).
    const QRectF inside = sceneRect(panel).adjusted(panel->property("leftPadding").toReal() + 0.5, 0,
                                                    -panel->property("rightPadding").toReal() - 0.5, 0);
    auto* content = panel->property("contentItem").value<QQuickItem*>();
    QVERIFY(content);
    const QStringList out = outside(content, inside);  // (the move list's rows scroll inside its clip)
    QVERIFY2(out.isEmpty(), qPrintable(out.join(QLatin1String("; "))));
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::recordsErrorComesIntoView_data() {
    addSizeRows("language", {QSize(420, 800), QSize(640, 360), QSize(760, 390)}, {"en", "zh_CN"});
}

// A refused paste says why under the tools: on a phone the panel scrolls to show it,
// below the pinned disc counts (it stayed out of view, and nothing seemed to happen).
void TestUiLayout::recordsErrorComesIntoView() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const WindowInLanguage opened(size, language);
    QQuickWindow* window = opened.window;
    QVERIFY(window);
    QVERIFY(showScene(window, QStringLiteral("pasteError")));
    QQuickItem* message = findItem(window, QStringLiteral("recordsError"));
    QQuickItem* counts = findItem(window, QStringLiteral("blackBox"));
    QVERIFY(message && counts && message->isVisible());
    const auto inView = [&] {
        const QRectF m = sceneRect(message);
        return m.top() >= sceneRect(counts).bottom() && m.bottom() <= window->height();
    };
    QTRY_VERIFY2(inView(), qPrintable(QStringLiteral("the message at y %1-%2, the counts end at %3, the window at %4")
                                         .arg(sceneRect(message).top()).arg(sceneRect(message).bottom())
                                         .arg(sceneRect(counts).bottom()).arg(window->height())));
}

void TestUiLayout::newGameNeedsNoScrollingOnALaptop_data() {
    // Computer against computer: every choice shows.
    addSizeRows("scene", {QSize(1280, 800), QSize(1920, 1080)}, {"newGame", "newNogo"});
}

// On a laptop's window the New Game dialog shows every choice at once, in two columns:
// in one it scrolled by a few pixels at 1280x800.
void TestUiLayout::newGameNeedsNoScrollingOnALaptop() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQuickItem* dialog = windows_.show(size, scene);
    QVERIFY(dialog);
    QQuickWindow* window = windows_.window();
    QQuickItem* choices = findItem(window, QStringLiteral("newGameChoices"));
    QVERIFY(choices && choices->isVisible());
    QTRY_VERIFY2(choices->property("contentHeight").toReal() <= choices->height() + 0.5,
                 qPrintable(QStringLiteral("%1 px of choices in %2 px").arg(choices->property("contentHeight").toReal())
                                .arg(choices->height())));
    // Side by side, the two columns' first lines start level (the second one started
    // 6 px lower, by the gap its computers keep from what is above them in one column).
    QQuickItem* games = findItem(window, QStringLiteral("gameColumn"));
    QQuickItem* computers = findItem(window, QStringLiteral("computersColumn"));
    QVERIFY(games && computers);
    QCOMPARE(computers->y(), games->y());  // side by side, not one above the other
    const auto firstTop = [](QQuickItem* column) {
        qreal top = column->height();
        for (QQuickItem* child : column->childItems())
            if (child->isVisible()) top = std::min(top, child->y());
        return top;
    };
    QCOMPARE(firstTop(computers), firstTop(games));
}

void TestUiLayout::newGameTakesTheWidthOfAPhoneHeldSideways_data() {
    addSizeRows("scene", {QSize(640, 360), QSize(760, 390)}, {"newGame", "newNogo"});
}

// A phone held sideways has the width for two columns of choices, if not the height for
// them all: in one column of 460 px the dialog showed three choices at a time.
void TestUiLayout::newGameTakesTheWidthOfAPhoneHeldSideways() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QVERIFY(windows_.show(size, scene));
    QQuickItem* games = findItem(windows_.window(), QStringLiteral("gameColumn"));
    QQuickItem* computers = findItem(windows_.window(), QStringLiteral("computersColumn"));
    QVERIFY(games && computers);
    QTRY_COMPARE(computers->y(), games->y());
    QVERIFY(sceneRect(computers).left() >= sceneRect(games).right());
}

void TestUiLayout::settingsLineUpOnTheRight_data() {
    addSizeRows({QSize(420, 800), QSize(1280, 800)});
}

// In Settings the switches' tracks end where the combo boxes end (they stopped 9 px short,
// centred in their padding).
void TestUiLayout::settingsLineUpOnTheRight() {
    QFETCH(QSize, size);
    QVERIFY(windows_.show(size, QStringLiteral("settings")));
    QQuickItem* box = findItem(windows_.window(), QStringLiteral("animationSpeed"));
    QVERIFY(box);
    const qreal right = sceneRect(box).right();
    for (const char* name : {"legalMovesSwitch", "heatMapSwitch", "decisivePointsSwitch"}) {
        QQuickItem* control = findItem(windows_.window(), QLatin1String(name));
        QVERIFY(control);
        auto* track = control->property("indicator").value<QQuickItem*>();
        QVERIFY(track);
        QVERIFY2(qAbs(sceneRect(track).right() - right) <= 1,
                 qPrintable(QStringLiteral("%1 ends at %2, the combo boxes at %3").arg(name).arg(sceneRect(track).right()).arg(right)));
    }
}

void TestUiLayout::comboBoxRowsAreFingerSized_data() {
    QTest::addColumn<QString>("scene");
    for (const char* scene : {"settings", "newGame", "newNogo", "saveFile"}) QTest::newRow(scene) << QString::fromLatin1(scene);
}

// The list a combo box opens has rows a fingertip tall, as the box itself.
void TestUiLayout::comboBoxRowsAreFingerSized() {
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(420, 800));
    QVERIFY(window);
    QQuickItem* dialog = showScene(window, scene);
    QVERIFY(dialog);
    int boxes = 0;
    QStringList small;
    for (QQuickItem* box : allItems(dialog)) {
        if (!box->inherits("QQuickComboBox") || !box->isVisible() || box->property("count").toInt() < 2) continue;
        ++boxes;
        auto* popup = box->property("popup").value<QObject*>();
        QVERIFY(popup);
        QVERIFY(QMetaObject::invokeMethod(popup, "open"));
        QTRY_VERIFY(popup->property("opened").toBool());
        auto* list = popup->property("contentItem").value<QQuickItem*>();
        QVERIFY(list && list->inherits("QQuickListView"));
        QTest::qWait(50);
        int rows = 0;
        for (QQuickItem* row : list->property("contentItem").value<QQuickItem*>()->childItems()) {
            if (!row->isVisible() || !row->inherits("QQuickAbstractButton")) continue;
            ++rows;
            if (row->height() < kMinTouch)
                small << QStringLiteral("%1: \"%2\" is %3 px tall").arg(box->objectName(), row->property("text").toString())
                             .arg(row->height());
        }
        QVERIFY2(rows >= 2, qPrintable(box->objectName()));
        QVERIFY(QMetaObject::invokeMethod(popup, "close"));
        QTRY_VERIFY(!popup->property("visible").toBool());
    }
    QVERIFY(boxes > 0);
    for (const QString& line : small) qWarning("too small: %s", qPrintable(line));
    QVERIFY2(small.isEmpty(), qPrintable(QStringLiteral("%1 rows smaller than %2 px").arg(small.size()).arg(kMinTouch)));
}

// The disc counts pinned over the scrolled panel, a little below its top, take the taps
// on them: the control under them (here Paste) gets nothing.
void TestUiLayout::pinnedCountsTakeTheirTaps() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(420, 800));
    QVERIFY(window);
    QVERIFY(showScene(window, QStringLiteral("main")));
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QQuickItem* scroller = panelScroller(window);
    QQuickItem* panel = findItem(window, QStringLiteral("sidePanel"));
    QQuickItem* paste = findItem(window, QStringLiteral("pasteButton"));
    QQuickItem* box = findItem(window, QStringLiteral("blackBox"));
    QVERIFY(game && scroller && panel && paste && box);
    QGuiApplication::clipboard()->setText(QStringLiteral("f5d6c3d3c4"));
    const int length = game->length();
    // Scrolled so that Paste lies under the pinned counts.
    const qreal pasteY = paste->mapToItem(panel, QPointF(0, 0)).y();
    scroller->setProperty("contentY", pasteY - panel->property("topPadding").toReal() - 10);
    QTest::qWait(50);
    const QRectF boxRect = sceneRect(box), pasteRect = sceneRect(paste);
    const QPointF point(pasteRect.center().x(), pasteRect.top() + 10);
    QVERIFY2(boxRect.contains(point) || sceneRect(findItem(window, QStringLiteral("whiteBox"))).contains(point),
             "the counts do not cover Paste: the test would show nothing");
    // Pinned, they keep half the panel's margin above them (they touched the edge).
    QCOMPARE(boxRect.top() - sceneRect(scroller).top(), panel->property("topPadding").toReal() / 2);
    QSignalSpy clicked(paste, SIGNAL(clicked()));
    QTest::mouseClick(window, Qt::LeftButton, {}, point.toPoint());
    QTest::qWait(50);
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(game->length(), length);
    // A drag that starts on them still scrolls the panel.
    const qreal before = scroller->property("contentY").toReal();
    QTest::mousePress(window, Qt::LeftButton, {}, point.toPoint());
    for (int i = 1; i <= 10; ++i) QTest::mouseMove(window, (point + QPointF(0, 12 * i)).toPoint(), 10);
    QTest::mouseRelease(window, Qt::LeftButton, {}, (point + QPointF(0, 120)).toPoint());
    QTRY_VERIFY(scroller->property("contentY").toReal() < before - 40);
    QCOMPARE(clicked.count(), 0);
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::topToolsTakeTheirTaps_data() {
    addSizeRows({QSize(768, 1024), QSize(800, 1280), QSize(1280, 800)});
}

// Unscrolled, the tools level with the counts take their taps: in two columns (a tablet
// held upright) the counts' shield once lay over Paste, Copy and Open.
void TestUiLayout::topToolsTakeTheirTaps() {
    QFETCH(QSize, size);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QVERIFY(showScene(window, QStringLiteral("main")));
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QQuickItem* paste = findItem(window, QStringLiteral("pasteButton"));
    QVERIFY(game && paste && paste->isVisible());
    QCOMPARE(panelScroller(window)->property("contentY").toReal(), 0.0);
    QGuiApplication::clipboard()->setText(QStringLiteral("f5d6c3d3c4f4"));
    QVERIFY(game->length() != 6);
    QSignalSpy clicked(paste, SIGNAL(clicked()));
    QTest::mouseClick(window, Qt::LeftButton, {}, sceneRect(paste).center().toPoint());
    QCOMPARE(clicked.count(), 1);
    QTRY_COMPARE(game->length(), 6);
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::computerNameFitsItsBox_data() {
    addSizeRows("language", {QSize(360, 640), QSize(420, 800), QSize(640, 360), QSize(760, 390), QSize(1280, 800)},
                {"en", "zh_CN"});
}

// NoGo's computers have long names ("MCTS · 1 s a move"): in each score box the name
// is shown whole (it was "MC…ve" at 640x360), inside the box, right of the count or
// under it.
void TestUiLayout::computerNameFitsItsBox() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const WindowInLanguage opened(size, language);
    QQuickWindow* window = opened.window;
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QVERIFY(game);
    // NoGo's computers on both sides, then Reversi's against a person ("level 20", and
    // "Computer · to move" where the name stays beside the count).
    for (const bool nogo : {true, false}) {
        game->newGameOf({{"kind", nogo ? "nogo" : "reversi"}, {"blackIsAi", true}, {"whiteIsAi", nogo}});
        game->stopThinking();
        QTest::qWait(100);
        for (const char* side : {"black", "white"}) {
            QQuickItem* box = findItem(window, QStringLiteral("%1Box").arg(QLatin1String(side)));
            QQuickItem* count = findItem(window, QStringLiteral("%1Count").arg(QLatin1String(side)));
            QQuickItem* name = findItem(window, QStringLiteral("%1AiName").arg(QLatin1String(side)));
            QQuickItem* line = findItem(window, QStringLiteral("%1PlayerLine").arg(QLatin1String(side)));
            QVERIFY(box && count && name && line);
            QVERIFY(line->isVisible());
            const QRectF b = sceneRect(box), c = sceneRect(count);
            // A name beside the count leaves room for the widest count of the board (two
            // digits on these boards), so that it need not move as the counts grow.
            const qreal widest = QFontMetricsF(count->property("font").value<QFont>()).horizontalAdvance(QStringLiteral("88"));
            if (name->isVisible())
                QVERIFY2(sceneRect(name).left() >= c.left() + widest + 4,
                         qPrintable(QStringLiteral("%1: the name starts at x %2, the count at %3, 88 is %4 px wide")
                                        .arg(QLatin1String(side)).arg(sceneRect(name).left()).arg(c.left()).arg(widest)));
            for (QQuickItem* words : {line, name}) {
                if (!words->isVisible()) continue;
                const QString text = words->property("text").toString();
                QVERIFY2(!words->property("truncated").toBool(), qPrintable(text));
                const QRectF w = sceneRect(words);
                QVERIFY2((w.left() >= c.right() + 4 || w.top() >= c.bottom()) && b.adjusted(0, 0, 1, 0).contains(w),
                         qPrintable(QStringLiteral("%1: \"%2\" at x %3-%4, the count ends at %5, the box at %6")
                                        .arg(QLatin1String(side), text)
                                        .arg(w.left()).arg(w.right()).arg(c.right()).arg(b.right())));
            }
            // A computer's name is shown, beside the count or under it.
            const QString aiName = side == QLatin1String("black") ? game->blackAiName() : game->whiteAiName();
            if (side == QLatin1String("black") || nogo)
                QVERIFY2(name->isVisible() || line->property("text").toString().contains(aiName),
                         qPrintable(line->property("text").toString()));
        }
    }
}

void TestUiLayout::textsAreReadable_data() {
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("scene");
    for (const char* theme : {"light", "dark"})
        for (const char* scene : {"main", "editor"})
            QTest::addRow("%s-%s", scene, theme) << QString::fromLatin1(theme) << QString::fromLatin1(scene);
}

// Every text at full strength reads against what is behind it (WCAG AA, 4.5:1) on both
// themes: the move list's opening names, branch marks and grades, and the board
// editor's note among them.
void TestUiLayout::textsAreReadable() {
    QFETCH(QString, theme);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(runQml(window, QStringLiteral("AppSettings.theme = '%1'").arg(theme)));
    const auto back = qScopeGuard([&]() {
        runQml(window, QStringLiteral("AppSettings.theme = 'dark'"));
        runQml(window, QStringLiteral("AppSettings.analysis = false"));
    });
    auto* game = humanGame(window);
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && records && analyser);
    QQuickItem* root = window->contentItem();
    if (scene == QLatin1String("main")) {
        // Named openings, a second line (a branch mark) and graded moves.
        QVERIFY(records->loadText(QStringLiteral("f5d6c3d3c4f4f6f3e6e7")));
        const int d3 = reversi::parse_square("d3");
        game->jumpTo(3);
        int other = -1;
        for (int move : game->history().position().legalMoves())
            if (move != d3) other = move;
        QVERIFY(other >= 0);
        QVERIFY(game->play(other));
        game->chooseLine(4, d3);  // back to the first line
        game->jumpTo(game->length());
        QCOMPARE(game->length(), 10);
        analyser->setLevel(1);
        QSignalSpy finished(analyser, &reversi::app::GameAnalyser::finished);
        analyser->start();
        QVERIFY(finished.wait(60000));
        QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));
        QTest::qWait(300);
        int openings = 0, branches = 0, grades = 0;
        for (QQuickItem* item : allItems(root)) {
            if (!item->isVisible()) continue;
            openings += item->objectName() == QLatin1String("openingMark");
            branches += item->objectName() == QLatin1String("branchMark");
            grades += item->objectName() == QLatin1String("grade");
        }
        QVERIFY2(openings > 0 && branches > 0 && grades > 0,
                 qPrintable(QStringLiteral("%1 opening names, %2 branch marks, %3 grades").arg(openings).arg(branches).arg(grades)));
    } else {
        // A position neither side can move in: accepted, with a note.
        QObject* popup = window->findChild<QObject*>(QStringLiteral("boardEditor"));
        QVERIFY(popup);
        QVERIFY(QMetaObject::invokeMethod(popup, "openFor", Q_ARG(QVariant, QVariant::fromValue(game))));
        QTRY_VERIFY(popup->property("opened").toBool());
        auto* editor = window->findChild<reversi::app::BoardEditor*>(QStringLiteral("boardEditorModel"));
        QVERIFY(editor);
        for (int square = 0; square < 64; ++square) editor->setCell(square, square < 40 ? 1 : 2);
        QTest::qWait(100);
        QVERIFY(editor->acceptable());
        QVERIFY(!editor->property("note").toString().isEmpty());
        root = popupItem(popup);
        QVERIFY(root);
        QQuickItem* note = findItems(root, QStringLiteral("editorProblem")).value(0);
        QVERIFY(note && note->isVisible());
    }
    const QStringList faint = faintTexts(root);
    for (const QString& line : faint) qWarning("faint: %s", qPrintable(line));
    QVERIFY2(faint.isEmpty(), qPrintable(QStringLiteral("%1 texts below 4.5:1").arg(faint.size())));
}

void TestUiLayout::boardMarksStandOut_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("mover");
    for (const char* kind : {"reversi", "nogo"})
        for (const int mover : {1, 2}) QTest::addRow("%s-%s", kind, mover == 1 ? "black" : "white") << QString(kind) << mover;
}

// The marks on the board that are not text stand out from the cell under them (WCAG
// 1.4.11, 3:1), on Reversi's green squares and NoGo's wood, for either side to move:
// the legal-move dots (by their fill or their rim), NoGo's decisive points and the
// keyboard's cursor (by one of its two tones).
void TestUiLayout::boardMarksStandOut() {
    QFETCH(QString, kind);
    QFETCH(int, mover);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    // The marks without the heat-map's chips over them.
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false; AppSettings.showLegalMoves = true; "
                                          "AppSettings.markDecisivePoints = true")));
    const auto back = qScopeGuard([&]() { runQml(window, QStringLiteral("AppSettings.markDecisivePoints = false")); });
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QQuickItem* board = findItem(window, QStringLiteral("board"));
    QVERIFY(game && board);
    game->newGameOf({{"kind", kind}, {"blackIsAi", false}, {"whiteIsAi", false}});
    if (kind == QLatin1String("nogo")) {
        // A9 only Black may play (White's stone there would have no liberty).
        for (const char* vertex : {"B9", "E5", "A8"}) QVERIFY(game->play(nogo::parse_gtp_vertex(vertex)));
    }
    if (game->sideToMove() != mover) QVERIFY(game->play(game->history().position().legalMoves().front()));
    QCOMPARE(game->sideToMove(), mover);
    board->forceActiveFocus(Qt::TabFocusReason);
    QTest::qWait(50);
    const QColor boardColour = board->property("color").value<QColor>();
    // What is under a mark of `cell`: its square, or the board where the cell is clear.
    const auto under = [&](QQuickItem* cell) {
        const QColor c = cell->property("color").value<QColor>();
        return c.alphaF() >= 0.8 ? c : boardColour;
    };
    const auto over = [](const QColor& top, const QColor& bottom) {
        const qreal a = top.alphaF();
        return QColor::fromRgbF(a * top.redF() + (1 - a) * bottom.redF(), a * top.greenF() + (1 - a) * bottom.greenF(),
                                a * top.blueF() + (1 - a) * bottom.blueF());
    };
    // The better of a rectangle's fill and its border against `behind`. (A border is
    // drawn only once set: the default, width 1 in pure black, is not counted.)
    const auto standsOut = [&](QQuickItem* mark, const QColor& behind) {
        double best = contrast(over(mark->property("color").value<QColor>(), behind), behind);
        auto* border = mark->property("border").value<QObject*>();
        if (border && border->property("width").toReal() >= 1 && border->property("color").value<QColor>() != QColor(Qt::black))
            best = std::max(best, contrast(over(border->property("color").value<QColor>(), behind), behind));
        return best;
    };
    QStringList faint;
    int dots = 0, decisive = 0;
    for (const char* name : {"legalDot", "decisiveMark"}) {
        for (QQuickItem* mark : findItems(board, QLatin1String(name))) {
            if (!mark->isVisible()) continue;
            (qstrcmp(name, "legalDot") == 0 ? dots : decisive)++;
            QQuickItem* cell = mark->parentItem();
            const double ratio = standsOut(mark, under(cell));
            if (ratio < 3)
                faint << QStringLiteral("%1 of %2: %3:1").arg(QLatin1String(name), cell->property("squareName").toString())
                             .arg(ratio, 0, 'f', 2);
        }
    }
    QVERIFY(dots > 0);
    if (kind == QLatin1String("nogo")) QVERIFY(decisive > 0);
    // The cursor's frame, over every cell in turn.
    QQuickItem* dark = findItem(window, QStringLiteral("keyboardCursorDark"));
    QQuickItem* light = findItem(window, QStringLiteral("keyboardCursorLight"));
    QVERIFY(dark && light && dark->isVisible());
    for (QQuickItem* cell : findItem(window, QStringLiteral("boardGrid"))->childItems()) {
        if (cell->property("squareName").toString().isEmpty()) continue;
        const QColor behind = under(cell);
        const double ratio = std::max(standsOut(dark, behind), standsOut(light, behind));
        if (ratio < 3)
            faint << QStringLiteral("the cursor on %1: %2:1").arg(cell->property("squareName").toString()).arg(ratio, 0, 'f', 2);
    }
    for (const QString& line : faint) qWarning("faint: %s", qPrintable(line));
    QVERIFY2(faint.isEmpty(), qPrintable(QStringLiteral("%1 marks below 3:1").arg(faint.size())));
}

void TestUiLayout::keyboardCursorLeavesTheMarksInView_data() {
    addSizeRows({QSize(420, 800), QSize(640, 360), QSize(1280, 800)});
}

// The keyboard cursor's frame covers none of its cell's marks: the heat-map's chip, the
// best move's ring and the book's badge (inside the cell, it covered the ring and the
// badge), whichever scored cell it is on.
void TestUiLayout::keyboardCursorLeavesTheMarksInView() {
    QFETCH(QSize, size);
    QVERIFY(windows_.show(size, QStringLiteral("boardFocus")));
    QQuickWindow* window = windows_.window();
    QQuickItem* board = findItem(window, QStringLiteral("board"));
    QQuickItem* dark = findItem(window, QStringLiteral("keyboardCursorDark"));
    QQuickItem* grid = findItem(window, QStringLiteral("boardGrid"));
    QVERIFY(board && dark && grid);
    // The start of the scene's game is in the book: every kind of mark shows.
    QTRY_VERIFY(countVisible(grid, QStringLiteral("scoreChip")) > 0 && countVisible(grid, QStringLiteral("bestRing")) > 0 &&
                countVisible(grid, QStringLiteral("bookMark")) > 0);
    const qreal border = dark->property("border").value<QObject*>()->property("width").toReal();
    QStringList covered;
    int checked = 0;
    for (QQuickItem* cell : grid->childItems()) {
        const QList<QQuickItem*> chips = findItems(cell, QStringLiteral("scoreChip"));
        if (chips.isEmpty() || !chips.front()->isVisible()) continue;
        board->setProperty("cursor", cell->property("index"));
        QVERIFY(dark->isVisible());
        // Inside the dark tone's inner edge, give or take half a pixel.
        const QRectF clear = sceneRect(dark).adjusted(border - 0.5, border - 0.5, 0.5 - border, 0.5 - border);
        for (const char* name : {"scoreChip", "bestRing", "bookMark"})
            for (QQuickItem* mark : findItems(cell, QLatin1String(name)))
                if (mark->isVisible() && !clear.contains(sceneRect(mark)))
                    covered << QStringLiteral("%1 of %2").arg(QLatin1String(name), cell->property("squareName").toString());
        ++checked;
    }
    QVERIFY(checked > 0);
    QVERIFY2(covered.isEmpty(), qPrintable(QStringLiteral("under the cursor: ") + covered.join(QLatin1String(", "))));
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestUiLayout::keyboardFocusComesIntoView_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("scene");
    QTest::newRow("main-420x800") << QSize(420, 800) << "main";
    QTest::newRow("main-640x360") << QSize(640, 360) << "main";
    QTest::newRow("newGame-360x640") << QSize(360, 640) << "newGame";
    QTest::newRow("newGame-640x360") << QSize(640, 360) << "newGame";
    QTest::newRow("settings-640x360") << QSize(640, 360) << "settings";
    QTest::newRow("editorProblem-360x560") << QSize(360, 560) << "editorProblem";
}

// Where the side panel, a dialog's page or the board editor's controls scroll (a
// phone), each control Tab reaches comes into view, whole (in the panel, below the
// pinned disc counts).
void TestUiLayout::keyboardFocusComesIntoView() {
    QFETCH(QSize, size);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, size);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    QQuickItem* root = showScene(window, scene);
    QVERIFY(root);
    const auto back = qScopeGuard([&]() { runQml(window, QStringLiteral("AppSettings.analysis = false")); });
    QQuickItem* counts = findItem(window, QStringLiteral("blackBox"));
    QVERIFY(counts);
    QStringList hidden;
    int reached = 0, scrolled = 0;
    QSet<QQuickItem*> seen;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(window, Qt::Key_Tab);
        QTest::qWait(20);
        QQuickItem* focused = window->activeFocusItem();
        if (!focused || seen.contains(focused)) continue;
        seen.insert(focused);
        // The control the focus is in (a list's row: the list; a text: its control).
        QQuickItem* control = focused;
        while (control->parentItem() && !control->inherits("QQuickControl") && !control->inherits("QQuickItemView"))
            control = control->parentItem();
        // Only what lies in a scrolling page: the panel's or a dialog's.
        QQuickItem* page = control->parentItem();
        while (page && !(page->inherits("QQuickFlickable") && !page->inherits("QQuickItemView"))) page = page->parentItem();
        if (!page || page->property("contentHeight").toReal() <= page->height() + 1) continue;
        ++reached;
        scrolled += page->property("contentY").toReal() > 0;
        const QRectF r = sceneRect(control), view = sceneRect(page);
        const qreal top = scene == QLatin1String("main") ? sceneRect(counts).bottom() : view.top();
        const qreal bottom = std::min(view.bottom(), qreal(window->height()));
        // (A control taller than what shows, the move list, shows its top.)
        if (r.top() < top - 0.5 || std::min(r.bottom(), r.top() + bottom - top) > bottom + 0.5)
            hidden << QStringLiteral("%1 at y %2-%3, the view %4-%5").arg(itemPath(control)).arg(r.top()).arg(r.bottom())
                          .arg(top).arg(bottom);
    }
    QVERIFY2(reached >= 4, qPrintable(QStringLiteral("%1 controls reached in a scrolling page").arg(reached)));
    for (const QString& line : hidden) qWarning("out of view: %s", qPrintable(line));
    QVERIFY2(hidden.isEmpty(), qPrintable(QStringLiteral("%1 controls out of view").arg(hidden.size())));
    QVERIFY(scrolled > 0);  // the page did scroll for some
}

void TestUiLayout::focusRingsStandOut_data() {
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("scene");
    for (const char* theme : {"light", "dark"})
        for (const char* scene : {"main", "newGame", "settings", "editor"})
            QTest::addRow("%s-%s", scene, theme) << QString::fromLatin1(theme) << QString::fromLatin1(scene);
}

// A check box, radio button, switch or slider that Tab reaches shows a focus ring, and
// the ring stands out from what is around the control (WCAG 1.4.11, 3:1) on both
// themes: the accent colour they were once framed in was 2.5:1 on the light one.
void TestUiLayout::focusRingsStandOut() {
    QFETCH(QString, theme);
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    QVERIFY(runQml(window, QStringLiteral("AppSettings.theme = '%1'").arg(theme)));
    const auto back = qScopeGuard([&]() { runQml(window, QStringLiteral("AppSettings.theme = 'dark'")); });
    QVERIFY(showScene(window, scene));
    QStringList faint;
    int ringed = 0;
    QSet<QQuickItem*> seen;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(window, Qt::Key_Tab);
        QTest::qWait(20);
        QQuickItem* control = window->activeFocusItem();
        if (!control || seen.contains(control)) continue;
        seen.insert(control);
        if (!control->inherits("QQuickCheckBox") && !control->inherits("QQuickRadioButton") &&
            !control->inherits("QQuickSwitch") && !control->inherits("QQuickSlider"))
            continue;
        QQuickItem* ring = nullptr;
        for (QQuickItem* candidate : findItems(control, QStringLiteral("focusRing")))
            if (candidate->isVisible()) ring = candidate;
        if (!ring) {
            faint << itemPath(control) + QStringLiteral(": no focus ring");
            continue;
        }
        ++ringed;
        const QColor colour = ring->property("border").value<QObject*>()->property("color").value<QColor>();
        const QColor behind = backgroundOf(control);
        const double ratio = contrast(colour, behind);
        if (colour.alphaF() < 0.99 || ratio < 3)
            faint << QStringLiteral("%1: %2 on %3, %4:1").arg(itemPath(control), colour.name(QColor::HexArgb), behind.name())
                         .arg(ratio, 0, 'f', 2);
    }
    QVERIFY2(ringed > 0, "Tab reached no check box, radio button, switch or slider");
    for (const QString& line : faint) qWarning("focus: %s", qPrintable(line));
    QVERIFY2(faint.isEmpty(), qPrintable(QStringLiteral("%1 focus rings below 3:1 or missing").arg(faint.size())));
}

void TestUiLayout::recentGamesShowTheirWholeHeading_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
}

// A recent game's heading (its game, moves and when it was kept) wraps on a phone
// rather than being cut: the time, last, tells two games of a day apart.
void TestUiLayout::recentGamesShowTheirWholeHeading() {
    QFETCH(QString, language);
    WindowInLanguage app(QSize(360, 640), language);
    QVERIFY(app.window);
    auto* game = humanGame(app.window);
    QVERIFY(game);
    for (int move : reversi::parse_transcript("f5d6c3d3c4f4f6f3e6e7d7")) QVERIFY(game->play(move));
    QVERIFY(showScene(app.window, QStringLiteral("recent")));
    const QList<QQuickItem*> headings = findItems(app.window->contentItem(), QStringLiteral("recentHeading"));
    QVERIFY(headings.size() >= 2);
    for (QQuickItem* heading : headings) {
        const QString text = heading->property("text").toString();
        QVERIFY2(!heading->property("truncated").toBool() && heading->property("contentWidth").toReal() <= heading->width() + 0.5,
                 qPrintable(QStringLiteral("\"%1\" in %2 px").arg(text).arg(heading->width())));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d:\\d\\d"))), qPrintable(text));  // the time
    }
}

QTEST_MAIN(TestUiLayout)
#include "test_ui_layout.moc"
