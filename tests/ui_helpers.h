// Helpers of the tests that open the app's main window (test_screenshot, test_ui_layout):
// finding items, opening the window and its dialogs in a known state, and telling which
// items are meant for a finger.
#pragma once

#include <QDir>
#include <QGuiApplication>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <memory>

#include "app_setup.h"
#include "game_analyser.h"
#include "game_model.h"
#include "game_records.h"
#include "recent_games.h"
#include "nogo/notation.h"
#include "reversi/board.h"
#include "reversi/ggf.h"
#include "reversi/search.h"

namespace uitest {

// The app set up as it starts, but in English whatever the system's language (which it
// follows): for the tests that read the app's words.
inline void setUpApplicationInEnglish() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    reversi::app::setUpApplication(*qGuiApp);
}

// The language a run was started in (REVERSI_TEST_LANGUAGE, which the zh_CN runs set)
// is the one the application has, its catalogue loaded (the window's title in it): a
// locale that did not take, or a missing catalogue, would run it in English.
inline bool inTheExpectedLanguage() {
    const QString expected = qEnvironmentVariable("REVERSI_TEST_LANGUAGE");
    if (expected.isEmpty()) return true;
    return QLocale().name() == expected &&
           QCoreApplication::translate("Main", "Reversi") != QLatin1String("Reversi");
}

// Test rows "NAME-WxH" with the columns "size" and `column` (a scene, a state, a
// language), one for each size and name.
inline void addSizeRows(const char* column, std::initializer_list<QSize> sizes, const QStringList& names) {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>(column);
    for (const QSize size : sizes)
        for (const QString& name : names)
            QTest::addRow("%s-%dx%d", qPrintable(name), size.width(), size.height()) << size << name;
}

// Test rows "WxH" with the one column "size".
inline void addSizeRows(std::initializer_list<QSize> sizes) {
    QTest::addColumn<QSize>("size");
    for (const QSize size : sizes) QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

// Every warning fails the running test: a missing QML module, a broken binding or a
// type error shows up as one. Call in init(): Qt clears it after each test function.
inline void failOnEveryWarning() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

// Every visual descendant of `item` (popups included when `item` is the window's contentItem).
inline QList<QQuickItem*> allItems(QQuickItem* item) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : item->childItems()) {
        found.append(child);
        found += allItems(child);
    }
    return found;
}

// Visual descendants of `item` named `name` (Repeater delegates are not QObject children).
inline QList<QQuickItem*> findItems(QQuickItem* item, const QString& name) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : item->childItems()) {
        if (child->objectName() == name) found.append(child);
        found += findItems(child, name);
    }
    return found;
}

// How many of the items `findItems` finds are visible.
inline int countVisible(QQuickItem* item, const QString& name) {
    int count = 0;
    for (QQuickItem* found : findItems(item, name)) count += found->isVisible();
    return count;
}

// The items under `item` that are (or derive from) the C++ class `className`.
inline QList<QQuickItem*> itemsOfType(QQuickItem* item, const char* className) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : item->childItems()) {
        if (child->inherits(className)) found.append(child);
        found += itemsOfType(child, className);
    }
    return found;
}

inline QQuickItem* findItem(QQuickWindow* window, const QString& name) {
    return findItems(window->contentItem(), name).value(0);
}

inline QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// The flickable the window's side panel scrolls in.
inline QQuickItem* panelScroller(QQuickWindow* window) {
    QQuickItem* scroller = findItem(window, QStringLiteral("sidePanel"));
    while (scroller && !scroller->inherits("QQuickFlickable")) scroller = scroller->parentItem();
    return scroller;
}

// The move list's opening names drawn over their moves (a CJK font's taller lines once
// put the name over the move's number): "NAME: the move ends at Y, its name starts at Y",
// or "NAME: no move row beside it" when the list's layout has changed under the check.
inline QStringList namesOverMoves(QQuickWindow* window) {
    QStringList crowded;
    for (QQuickItem* mark : findItems(window->contentItem(), QStringLiteral("openingMark"))) {
        if (!mark->isVisible()) continue;
        const QList<QQuickItem*> rows = itemsOfType(mark->parentItem(), "QQuickRow");
        // Without its move's row there is nothing to compare: say so rather than pass.
        if (rows.isEmpty()) crowded << mark->property("text").toString() + QStringLiteral(": no move row beside it");
        for (QQuickItem* row : rows) {
            const QRectF move = sceneRect(row), name = sceneRect(mark);
            if (move.bottom() > name.top() + 1)
                crowded << QStringLiteral("%1: the move ends at %2, its name starts at %3")
                               .arg(mark->property("text").toString())
                               .arg(move.bottom())
                               .arg(name.top());
        }
    }
    return crowded;
}

// The main window at `size`, shown and exposed; null if it failed to load or show.
inline QQuickWindow* openWindow(QQmlApplicationEngine& engine, QSize size = QSize(1000, 640)) {
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    if (!window) return nullptr;
    window->resize(size);
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

// Runs a line of QML in the window's context (e.g. "AppSettings.analysis = true").
inline bool runQml(QQuickWindow* window, const QString& code) {
    QQmlExpression expression(qmlContext(window), window, code);
    expression.evaluate();
    if (expression.hasError()) qWarning("%s: %s", qPrintable(code), qPrintable(expression.error().toString()));
    return !expression.hasError();
}

// The window's game, restarted as a game between two humans (no engine moves).
inline reversi::app::GameModel* humanGame(QQuickWindow* window) {
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    if (game) game->newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    return game;
}

// Plays random legal moves (a fixed sequence) until the game is over.
inline bool playToTheEnd(reversi::app::GameModel* game) {
    std::uint64_t seed = 7;
    while (!game->gameOver()) {
        const std::vector<int> moves = game->history().position().legalMoves();
        if (moves.empty()) return false;
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        const std::size_t pick = static_cast<std::size_t>((seed >> 33) % moves.size());
        if (!game->play(moves[pick])) return false;
    }
    return true;
}

// The popup named `name`, opened with `open()` (or `method`) and fully shown.
inline QObject* openPopup(QQuickWindow* window, const QString& name, const char* method = "open") {
    QObject* popup = nullptr;
    if (!QTest::qWaitFor([&]() { return (popup = window->findChild<QObject*>(name)) != nullptr; })) return nullptr;
    if (!QMetaObject::invokeMethod(popup, method)) return nullptr;
    return QTest::qWaitFor([&]() { return popup->property("opened").toBool(); }) ? popup : nullptr;
}

// The item that draws a popup (its background, header, content and footer).
inline QQuickItem* popupItem(QObject* popup) {
    auto* item = popup ? qvariant_cast<QQuickItem*>(popup->property("contentItem")) : nullptr;
    while (item && !item->inherits("QQuickPopupItem")) item = item->parentItem();
    return item;
}

// The layer of the window that holds the open popups.
inline QQuickItem* overlay(QQuickWindow* window) {
    for (QQuickItem* child : window->contentItem()->childItems())
        if (child->inherits("QQuickOverlay")) return child;
    return nullptr;
}

// A readable path of an item for messages and to match items between two states:
// object names where given, else the type and the rank among siblings of that type.
inline QString itemPath(const QQuickItem* item) {
    QStringList parts;
    for (const QQuickItem* i = item; i && i->parentItem(); i = i->parentItem()) {
        if (!i->objectName().isEmpty()) {
            parts.prepend(i->objectName());
            continue;
        }
        int rank = 0;
        for (QQuickItem* sibling : i->parentItem()->childItems()) {
            if (sibling == i) break;
            rank += qstrcmp(sibling->metaObject()->className(), i->metaObject()->className()) == 0;
        }
        parts.prepend(QStringLiteral("%1#%2").arg(QString::fromLatin1(i->metaObject()->className())).arg(rank));
    }
    return parts.join(QLatin1Char('/'));
}

// What is meant for a finger, and so must be at least kMinTouch × kMinTouch: every Qt Quick
// Controls button (Button, ToolButton, CheckBox, RadioButton, Switch, ItemDelegate,
// MenuItem…), Slider, SpinBox, ComboBox, Dial, text fields, MouseArea, and any item with an
// enabled TapHandler or DragHandler. Not counted: scroll bars (a finger flicks the view
// itself), the views and the board as wholes (their cells are counted), and popups'
// modal dimmers. Returns the kind found, or an empty string.
inline QString interactiveKind(const QQuickItem* item) {
    static const char* const kinds[] = {"QQuickAbstractButton", "QQuickSlider",    "QQuickRangeSlider",
                                        "QQuickSpinBox",        "QQuickComboBox",  "QQuickDial",
                                        "QQuickTextInput",      "QQuickTextEdit",  "QQuickMouseArea"};
    for (const char* kind : kinds)
        if (item->inherits(kind)) return QString::fromLatin1(kind);
    for (const QObject* child : item->children())
        if ((child->inherits("QQuickTapHandler") || child->inherits("QQuickDragHandler")) && child->property("enabled").toBool())
            return QString::fromLatin1(child->metaObject()->className());
    return {};
}

// The visible, enabled interactive items under `root` (not descending into `skip`).
inline QList<QQuickItem*> interactiveItems(QQuickItem* root, const QQuickItem* skip = nullptr) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : root->childItems()) {
        if (child == skip || !child->isVisible() || child->opacity() <= 0) continue;
        if (child->isEnabled() && !interactiveKind(child).isEmpty()) found.append(child);
        found += interactiveItems(child, skip);
    }
    return found;
}

// The window's game, restarted as a NoGo game between two humans.
inline reversi::app::GameModel* nogoGame(QQuickWindow* window) {
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    if (game) game->newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    return game;
}

// Puts the window in `scene` and returns the item tree to look at: the main window for
// "main" (a game under way, heat-map and best line on), "gameOver" and "pasteError" (a
// refused paste), else the popup that the scene opens: "newGame" (computer against
// computer, both levels shown), "settings", "shortcuts", "openFile", "saveFile",
// "recent" (one replaced game), "editor", "editorProblem" (the editor with a position no
// game reaches, its reason said), "tenEditor" (the editor of a 10x10 board),
// "chooseGame" (a paste of two games); and
// NoGo's: "nogo" (a game under way, heat-map and decisive points on), "newNogo" (the
// New Game dialog on NoGo, computer against computer), "nogoEditor"; "boardFocus" and
// "nogoFocus" are "main" and "nogo" with the board's keyboard focus (its cursor framed).
inline QQuickItem* showScene(QQuickWindow* window, const QString& scene) {
    if (scene == QLatin1String("boardFocus") || scene == QLatin1String("nogoFocus")) {
        QQuickItem* root = showScene(window, scene == QLatin1String("boardFocus") ? QStringLiteral("main") : QStringLiteral("nogo"));
        QQuickItem* board = findItem(window, QStringLiteral("board"));
        if (!root || !board) return nullptr;
        board->forceActiveFocus(Qt::TabFocusReason);
        return board->hasActiveFocus() ? root : nullptr;
    }
    if (scene == QLatin1String("editorProblem")) {
        QQuickItem* root = showScene(window, QStringLiteral("editor"));
        QObject* editor = window->findChild<QObject*>(QStringLiteral("boardEditorModel"));
        if (!root || !editor) return nullptr;
        // The centre's d4 emptied: no game comes to this.
        QMetaObject::invokeMethod(editor, "setCell", Q_ARG(int, 27), Q_ARG(int, 0));
        QTest::qWait(100);  // the reason's lines are laid out
        return editor->property("problem").toString().isEmpty() ? nullptr : root;
    }
    auto* game = humanGame(window);
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    if (!game || !records || !analyser) return nullptr;
    if (scene == QLatin1String("gameOver")) {
        if (!playToTheEnd(game)) return nullptr;
        QTest::qWait(400);  // the banner fades in
        return window->contentItem();
    }
    if (scene == QLatin1String("pasteError")) {
        records->loadText(QStringLiteral("f5 d6 c3 q9"));  // refused, with the reason under the tools
        QTest::qWait(100);
        return window->contentItem();
    }
    if (scene == QLatin1String("nogo")) {
        nogoGame(window);
        for (const char* vertex : {"E5", "D4", "C3", "G7", "B2", "H8", "E3"}) game->play(nogo::parse_gtp_vertex(vertex));
        game->undo();
        runQml(window, QStringLiteral("AppSettings.markDecisivePoints = true"));
        runQml(window, QStringLiteral("AppSettings.analysis = true"));
        QTest::qWait(100);
        return window->contentItem();
    }
    if (scene == QLatin1String("main")) {
        // Replay, undo and redo all enabled; the heat-map and the best line on.
        for (int move : {37, 29, 20, 43, 44}) game->play(move);  // f5 f4 e3 d6 e6
        game->undo();
        runQml(window, QStringLiteral("AppSettings.analysis = true"));
        analyser->setBestLineShown(true);
        QTest::qWait(100);
        return window->contentItem();
    }
    QObject* popup = nullptr;
    if (scene == QLatin1String("newGame") || scene == QLatin1String("newNogo")) {
        popup = openPopup(window, QStringLiteral("newGameDialog"));
        // Computer against computer: both level choices show (and NoGo's engines).
        if (auto* players = popup ? popup->findChild<QObject*>(QStringLiteral("playersBox")) : nullptr)
            players->setProperty("currentIndex", 3);
        if (auto* kind = popup ? popup->findChild<QObject*>(QStringLiteral("gameBox")) : nullptr)
            kind->setProperty("currentIndex", scene == QLatin1String("newNogo") ? 1 : 0);
    } else if (scene == QLatin1String("settings")) {
        popup = openPopup(window, QStringLiteral("settingsDialog"));
    } else if (scene == QLatin1String("shortcuts")) {
        popup = openPopup(window, QStringLiteral("shortcutsDialog"));
    } else if (scene == QLatin1String("openFile")) {
        popup = openPopup(window, QStringLiteral("openDialog"), "start");
    } else if (scene == QLatin1String("saveFile")) {
        popup = openPopup(window, QStringLiteral("saveDialog"), "start");
    } else if (scene == QLatin1String("recent")) {
        game->play(37);  // a game replaced by a new one: the list has a row
        game->newGame(false, false, 1, 1);
        popup = openPopup(window, QStringLiteral("recentDialog"));
    } else if (scene == QLatin1String("editor") || scene == QLatin1String("nogoEditor") ||
               scene == QLatin1String("tenEditor")) {
        if (scene == QLatin1String("nogoEditor")) {
            nogoGame(window);
            for (const char* vertex : {"E5", "D4", "C3"}) game->play(nogo::parse_gtp_vertex(vertex));
        } else if (scene == QLatin1String("tenEditor")) {
            game->newGameOf({{"kind", "reversi"}, {"size", 10}, {"blackIsAi", false}, {"whiteIsAi", false}});
            for (int ply = 0; ply < 3; ++ply) game->play(game->history().position().legalMoves().front());
        }
        popup = window->findChild<QObject*>(QStringLiteral("boardEditor"));
        if (!popup || !QMetaObject::invokeMethod(popup, "openFor", Q_ARG(QVariant, QVariant::fromValue(game)))) return nullptr;
        if (!QTest::qWaitFor([&]() { return popup->property("opened").toBool(); })) return nullptr;
    } else if (scene == QLatin1String("chooseGame")) {
        // A collection: enough games for the filter to show.
        std::string collection;
        for (const char* player : {"ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lea"}) {
            reversi::GgfGame game;
            game.moves = {{37, {}, {}}, {29, {}, {}}};
            game.black_player = player;
            game.white_player = "Zhang Wei";
            collection += reversi::write_ggf(game) + "\n";
        }
        records->loadText(QString::fromStdString(collection));
        popup = window->findChild<QObject*>(QStringLiteral("chooseGameDialog"));
        if (!popup || !QTest::qWaitFor([&]() { return popup->property("opened").toBool(); })) return nullptr;
    }
    QTest::qWait(100);  // layouts settle
    return popupItem(popup);
}

// The app's window for the rows of a test that differ in their scene: opening it takes
// about 0.3 s, a third or more of such a row, and the layout and screenshot tests have
// hundreds. The rows come size by size (addSizeRows), so a window is made anew for each
// test function and size, and between two rows put back as a new one starts: no popup
// open, the focus on no control, no records error, the best line hidden, the settings
// read anew (a test may have cleared them), the analysis as set, the game a new one of
// the settings (Main.qml's startGame), no recent games and the side panel at its top.
// Call startRow() in init(), and drop() in cleanup() after a row failed: its state is
// unknown.
class SceneWindows {
public:
    // Drops the window of another test function: one app window is open at a time (the
    // first holds the autosave, and the others say so).
    void startRow() {
        if (function_ != QTest::currentTestFunction()) drop();
        function_ = QTest::currentTestFunction();
    }
    // The window of `size` showing `scene` (showScene): what the scene shows, or null if
    // the window or the scene failed.
    QQuickItem* show(QSize size, const QString& scene) {
        if (!window_ || size != size_) {
            drop();
            engine_ = std::make_unique<QQmlApplicationEngine>();
            window_ = openWindow(*engine_, size);
            size_ = size;
        } else if (!startAfresh()) {
            return nullptr;
        }
        return window_ ? showScene(window_, scene) : nullptr;
    }
    QQuickWindow* window() const { return window_; }
    void drop() {
        window_ = nullptr;
        engine_.reset();
    }

private:
    bool startAfresh() {
        QList<QObject*> shown;
        for (QObject* popup : window_->findChildren<QObject*>())
            if (popup->inherits("QQuickPopup") && popup->property("visible").toBool()) {
                QMetaObject::invokeMethod(popup, "close");
                shown << popup;
            }
        // (Until each has faded out: a closing dialog would be in the next picture.)
        if (!QTest::qWaitFor([&]() {
                return std::none_of(shown.cbegin(), shown.cend(), [](QObject* p) { return p->property("visible").toBool(); });
            }))
            return false;
        // The focus as at a launch: where a row gave it to the board, the board kept it,
        // and its keyboard cursor showed in the next row's pictures.
        for (QQuickItem* item = window_->activeFocusItem(); item && item != window_->contentItem(); item = item->parentItem())
            item->setFocus(false);
        window_->contentItem()->forceActiveFocus();
        auto* records = window_->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
        if (!records) return false;
        if (!records->error().isEmpty()) records->loadText(QStringLiteral("f5"));  // (a game loaded clears it)
        if (!records->error().isEmpty() ||
            !runQml(window_, QStringLiteral("AppSettings.changed(); analyser.bestLineShown = false; startGame(); "
                                            "game.analysisEnabled = AppSettings.analysis")))
            return false;
        // The games the rows replaced are not the next row's recent games (the list is
        // read again when its scene replaces one), and the side panel is at its top (a
        // paste's error scrolled it).
        QDir(reversi::app::RecentGames::directory()).removeRecursively();
        QQuickItem* scroller = panelScroller(window_);
        if (scroller) scroller->setProperty("contentY", 0);
        return scroller != nullptr;
    }

    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
    QSize size_;
    QByteArray function_;
};

}  // namespace uitest
