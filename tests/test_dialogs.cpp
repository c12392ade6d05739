// Every dialog a person opens from the main window, opened, used and closed through
// the real QML on the packages scripts/common.sh installs: a missing QML module or any
// QML warning fails the test. Open and Save go through the file dialogs to real files.
#include <QAccessible>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <tuple>

#include "app_settings.h"
#include "autosave.h"
#include "board_editor.h"
#include "game_analyser.h"
#include "game_model.h"
#include "game_records.h"
#include "recent_games.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "ui_helpers.h"

using namespace uitest;

namespace {

QObject* studyPanel(QQuickWindow* window) {
    const QList<QQuickItem*> loaders = findItems(window->contentItem(), QStringLiteral("studyLoader"));
    return loaders.isEmpty() ? nullptr : loaders.first()->property("item").value<QObject*>();
}

// Visible buttons anywhere in the window (popups included), by their text.
QQuickItem* visibleButton(QQuickWindow* window, const QString& text) {
    for (QQuickItem* item : allItems(window->contentItem()))
        if (item->inherits("QQuickAbstractButton") && item->isVisible() && item->property("text").toString() == text)
            return item;
    return nullptr;
}

QStringList visibleButtonTexts(QQuickWindow* window) {
    QStringList texts;
    for (QQuickItem* item : allItems(window->contentItem()))
        if (item->inherits("QQuickAbstractButton") && item->isVisible()) texts << item->property("text").toString();
    return texts;
}

// Clicks the centre of `item` as a finger or mouse would.
void click(QQuickWindow* window, QQuickItem* item) {
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());
}

// A visible item showing `text` (a row of a file list, a label).
QQuickItem* visibleText(QQuickWindow* window, const QString& text) {
    for (QQuickItem* item : allItems(window->contentItem()))
        if (item->isVisible() && item->property("text").toString() == text && item->width() > 0) return item;
    return nullptr;
}

bool isOpen(QObject* dialog) { return dialog && dialog->property("visible").toBool(); }

}  // namespace

class TestDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void saveAndOpenThroughTheFileDialogs();
    void aCollectionOffersItsGamesToFilter();
    void shortcutsOpenTheDialogs();
    void closingWaitsForTheSave();
    void escapeLeavesFullScreenFirstAndKeepsTheSetting();
    void openListsUpperCaseExtensions();
    void settingsShowTheTrueStateAcrossLanguages();
    void nogoAnalysisEngineIsASetting();
    void unreadableSavedGameIsSaid();
    void unsavableSettingsAreSaid();
    void recentGamesBringBackAReplacedGame();
    void windowOpensAsItWasLeft();
    void decisivePointsTurnOnInTheSettings();
    void theBoardIsPlayedFromTheKeyboard();
    void theBoardEditorKeepsTheKeyboard();
    void theBoardEditorUndoesAClear();
    void listsAreUsedFromTheKeyboard();
    void choicesAreNamedByTheirLabels_data();
    void choicesAreNamedByTheirLabels();
    void switchesShowTheKeyboardFocus();
    void dialogsOpenOnTheirFirstControl();
    void shortcutsScrollFromTheKeyboard();
    void buttonsAreHeardByTheNameShown();
    void newGameDialogStartsTheChosenGame();
    void everyTextFollowsTheLanguage_data();
    void everyTextFollowsTheLanguage();

private:
    QTemporaryDir dataDir_, documents_;
};

void TestDialogs::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dataDir_.isValid() && documents_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    setUpApplicationInEnglish();
}

void TestDialogs::init() {
    QFile::remove(reversi::app::Autosave::filePath());
    QSettings().clear();  // the test's own settings, whatever an earlier run left
    QDir(reversi::app::RecentGames::directory()).removeRecursively();
    failOnEveryWarning();
}

// Save: the dialog says Save, starts in the remembered folder with a name ready, keeps
// the name while the user walks into a folder, adds the extension to a name typed
// without one and asks before replacing a file; Open finds the file and loads it. The
// folder of the last file is remembered.
void TestDialogs::saveAndOpenThroughTheFileDialogs() {
    reversi::app::AppSettings settings;
    settings.setLastFolder(QUrl::fromLocalFile(documents_.path()));
    QVERIFY(QDir(documents_.path()).mkdir(QStringLiteral("a folder")));
    const QDir folder(QDir(documents_.path()).filePath(QStringLiteral("a folder")));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game->play(37));  // f5
    QObject* study = studyPanel(window);
    QVERIFY(study);
    QObject* saveDialog = study->findChild<QObject*>(QStringLiteral("saveDialog"));
    QObject* openDialog = study->findChild<QObject*>(QStringLiteral("openDialog"));
    QVERIFY(saveDialog && openDialog);

    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QTRY_VERIFY(visibleButton(window, QStringLiteral("Save")));
    QVERIFY(!visibleButton(window, QStringLiteral("Open")));
    QQuickItem* name = findItems(window->contentItem(), QStringLiteral("fileNameField")).value(0);
    QVERIFY(name && name->isVisible());
    const QString suggested = name->property("text").toString();
    QVERIFY2(suggested.startsWith(QLatin1String("reversi-")) && suggested.endsWith(QLatin1String(".ggf")),
             qPrintable(suggested));
    QTRY_VERIFY(visibleText(window, QStringLiteral("a folder/")));
    QVERIFY(window->grabWindow().save(QStringLiteral("screenshot-save-dialog.png")));
    click(window, visibleText(window, QStringLiteral("a folder/")));
    QTRY_COMPARE(saveDialog->property("folder").toUrl(), QUrl::fromLocalFile(folder.path()));
    QCOMPARE(name->property("text").toString(), suggested);
    click(window, visibleButton(window, QStringLiteral("Save")));
    QTRY_VERIFY(!isOpen(saveDialog));
    // (The file is written on a thread of its own.)
    QTRY_COMPARE(folder.entryList(QDir::Files), QStringList{suggested});
    QTRY_COMPARE(settings.lastFolder(), QUrl::fromLocalFile(folder.path()));

    // The next save starts there; a name typed without an extension gets the format's.
    QVERIFY(game->play(29));  // f4
    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QCOMPARE(name->property("text").toString(), QString(suggested).replace(".ggf", "-2.ggf"));
    QVERIFY(name->setProperty("text", QStringLiteral("my game")));
    click(window, visibleButton(window, QStringLiteral("Save")));
    QTRY_VERIFY(!isOpen(saveDialog));
    QTRY_VERIFY(QFile::exists(folder.filePath(QStringLiteral("my game.ggf"))));

    // Another format: the name follows it, and the file is written in it.
    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QObject* format = findItems(window->contentItem(), QStringLiteral("formatBox")).value(0);
    QVERIFY(format);
    QVERIFY(QMetaObject::invokeMethod(format, "activated", Q_ARG(int, 1)));
    QVERIFY(format->setProperty("currentIndex", 1));
    QCOMPARE(name->property("text").toString(), QString(suggested).replace(".ggf", "-2.txt"));
    click(window, visibleButton(window, QStringLiteral("Save")));
    QTRY_VERIFY(!isOpen(saveDialog));
    QTRY_VERIFY(QFile::exists(folder.filePath(QString(suggested).replace(".ggf", "-2.txt"))));
    {
        QFile transcript(folder.filePath(QString(suggested).replace(".ggf", "-2.txt")));
        QVERIFY(transcript.open(QIODevice::ReadOnly));
        QCOMPARE(transcript.readAll().trimmed(), QByteArray("f5f4"));
    }
    // The next save keeps the format, and suggests a name free in it (-2.txt is taken,
    // the .txt without a number is not, as -2.ggf would be).
    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QCOMPARE(name->property("text").toString(), QString(suggested).replace(".ggf", ".txt"));
    QVERIFY(!visibleButton(window, QStringLiteral("Replace")));
    format->setProperty("currentIndex", 0);
    QVERIFY(QMetaObject::invokeMethod(format, "activated", Q_ARG(int, 0)));
    QVERIFY2(name->property("text").toString().endsWith(QLatin1String(".ggf")), qPrintable(name->property("text").toString()));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(saveDialog));

    // The same name again: the dialog says it replaces the file.
    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QVERIFY(name->setProperty("text", QStringLiteral("my game")));
    QTRY_VERIFY(visibleButton(window, QStringLiteral("Replace")));
    QVERIFY(!visibleButton(window, QStringLiteral("Save")));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(saveDialog));

    // Open it into a new game.
    game->newGame(false, false, 1, 1);
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(isOpen(openDialog));
    // Places: the home folder (and the drives) a tap away, wherever the dialog is.
    QObject* places = findItems(window->contentItem(), QStringLiteral("placesBox")).value(0);
    QVERIFY(places);
    const QVariantList placeList = places->property("model").toList();
    QVERIFY(placeList.size() >= 2);  // home, and the root at least
    QCOMPARE(placeList.first().toMap().value("name").toString(), QStringLiteral("Home"));
    QVERIFY(QMetaObject::invokeMethod(places, "activated", Q_ARG(int, 0)));
    QCOMPARE(openDialog->property("folder").toUrl(), QUrl::fromLocalFile(QDir::homePath()));
    openDialog->setProperty("folder", QUrl::fromLocalFile(folder.path()));
    QQuickItem* open = visibleButton(window, QStringLiteral("Open"));
    QVERIFY(open);
    QVERIFY(!open->isEnabled());  // nothing chosen yet
    QTRY_VERIFY(visibleText(window, QStringLiteral("my game.ggf")));
    click(window, visibleText(window, QStringLiteral("my game.ggf")));
    QTRY_VERIFY(open->isEnabled());
    click(window, open);
    QTRY_VERIFY(!isOpen(openDialog));
    QTRY_COMPARE(game->moves(), (QStringList{"f5", "f4"}));

    // A file that cannot be read changes nothing: not the game, nor the folder the next
    // dialog starts in.
    QVERIFY(folder.mkdir(QStringLiteral("elsewhere")));
    {
        QFile broken(folder.filePath(QStringLiteral("elsewhere/broken.ggf")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("(;GM[Othello]BO[8 not a board]B[f5];)");
    }
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(isOpen(openDialog));
    QTRY_VERIFY(visibleText(window, QStringLiteral("elsewhere/")));
    // A file chosen, then another folder: Open waits for a file of that folder (it
    // opened the first folder's).
    click(window, visibleText(window, QStringLiteral("my game.ggf")));
    QTRY_VERIFY(open->isEnabled());
    click(window, visibleText(window, QStringLiteral("elsewhere/")));
    QTRY_VERIFY(visibleText(window, QStringLiteral("broken.ggf")));
    QVERIFY(!open->isEnabled());
    click(window, visibleText(window, QStringLiteral("broken.ggf")));
    QTRY_VERIFY(open->isEnabled());
    click(window, open);
    QTRY_VERIFY(!isOpen(openDialog));
    QObject* records = window->findChild<QObject*>(QStringLiteral("records"));
    QVERIFY(records);
    QTRY_VERIFY2(records->property("error").toString().contains(QLatin1String("broken.ggf")),
                 qPrintable(records->property("error").toString()));
    QCOMPARE(game->moves(), (QStringList{"f5", "f4"}));
    QCOMPARE(settings.lastFolder(), QUrl::fromLocalFile(folder.path()));

    // Cancel closes and changes nothing.
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(isOpen(openDialog));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(openDialog));
    QCOMPARE(game->length(), 2);
}

// A file of many games, opened through the file dialog: the games are offered, typing
// narrows them, and a tap loads the one chosen.
void TestDialogs::aCollectionOffersItsGamesToFilter() {
    reversi::app::AppSettings settings;
    QDir folder(documents_.path());
    QVERIFY(folder.mkpath(QStringLiteral("collection")));
    QVERIFY(folder.cd(QStringLiteral("collection")));
    // Game N holds the first N moves of one line, so that each is told by its length.
    const std::vector<int> line = reversi::parse_transcript("f5d6c4d3c2b3b4b5e6f6f7g6e7");
    QStringList twelve;
    for (int i = 0; i < 12; ++i) twelve << QString::fromStdString(reversi::square_name(line[i]));
    {
        QFile file(folder.filePath(QStringLiteral("club.ggf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        int moves = 0;
        for (const char* player : {"ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "bob"}) {
            reversi::GgfGame game;
            ++moves;
            for (int i = 0; i < moves; ++i) game.moves.push_back({line[i], {}, {}});
            game.black_player = player;
            file.write(QByteArray::fromStdString(reversi::write_ggf(game)) + '\n');
        }
    }
    settings.rememberFolderOf(QUrl::fromLocalFile(documents_.filePath(QStringLiteral("elsewhere.ggf"))));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));  // a tap gives focus to the filter
    reversi::app::GameModel* game = humanGame(window);
    QVERIFY(game);
    QObject* study = studyPanel(window);
    QVERIFY(study);
    QObject* openDialog = window->findChild<QObject*>(QStringLiteral("openDialog"));
    QObject* chooser = window->findChild<QObject*>(QStringLiteral("chooseGameDialog"));
    QVERIFY(openDialog && chooser);
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(isOpen(openDialog));
    QTRY_VERIFY(visibleText(window, QStringLiteral("collection/")));
    click(window, visibleText(window, QStringLiteral("collection/")));
    QTRY_VERIFY(visibleText(window, QStringLiteral("club.ggf")));
    click(window, visibleText(window, QStringLiteral("club.ggf")));
    QQuickItem* open = visibleButton(window, QStringLiteral("Open"));
    QVERIFY(open);
    QTRY_VERIFY(open->isEnabled());
    click(window, open);
    QTRY_VERIFY(chooser->property("opened").toBool());  // in place: its opening transition over
    QCOMPARE(settings.lastFolder(), QUrl::fromLocalFile(folder.path()));

    // Typing narrows the list to bob's two games and says so.
    QQuickItem* filter = findItem(window, QStringLiteral("gameFilter"));
    QVERIFY(filter && filter->isVisible());
    // Laid out across the dialog (before, a tap at its place may fall outside the dialog).
    QTRY_VERIFY(filter->width() > 300);
    click(window, filter);
    QTRY_VERIFY(filter->hasActiveFocus());
    for (const char c : {'B', 'O', 'B'}) QTest::keyClick(window, c);
    QTRY_VERIFY(visibleText(window, QStringLiteral("2 of 12 games")));
    QVERIFY(!visibleText(window, QStringLiteral("Game 1: ann – ?")));
    QQuickItem* second = visibleText(window, QStringLiteral("Game 12: bob – ?"));
    QVERIFY(second);
    click(window, second);
    QTRY_VERIFY(!isOpen(chooser));
    QCOMPARE(game->moves(), twelve);

    // Cancel leaves the board as it is, and the next collection starts unfiltered.
    QObject* records = window->findChild<QObject*>(QStringLiteral("records"));
    QVERIFY(records);
    QVERIFY(QMetaObject::invokeMethod(records, "open", Q_ARG(QUrl, QUrl::fromLocalFile(folder.filePath(QStringLiteral("club.ggf"))))));
    QTRY_VERIFY(isOpen(chooser));
    QCOMPARE(filter->property("text").toString(), QString());
    QTRY_VERIFY(visibleText(window, QStringLiteral("Game 1: ann – ?")));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(chooser));
    QCOMPARE(game->moves(), twelve);

    // So does a tap outside: the games are let go, and the next collection shows.
    auto* choices = records->property("choiceList").value<reversi::app::GameChoices*>();
    QVERIFY(choices);
    QCOMPARE(choices->total(), 0);
    QVERIFY(QMetaObject::invokeMethod(records, "open", Q_ARG(QUrl, QUrl::fromLocalFile(folder.filePath(QStringLiteral("club.ggf"))))));
    QTRY_VERIFY(chooser->property("opened").toBool());
    QTRY_VERIFY(filter->width() > 300);
    QTest::mouseClick(window, Qt::LeftButton, {}, QPoint(5, 5));
    QTRY_VERIFY(!isOpen(chooser));
    QCOMPARE(choices->total(), 0);
    QVERIFY(QMetaObject::invokeMethod(records, "open", Q_ARG(QUrl, QUrl::fromLocalFile(folder.filePath(QStringLiteral("club.ggf"))))));
    QTRY_VERIFY(isOpen(chooser));
    QCOMPARE(game->moves(), twelve);
}

// Ctrl+O, Ctrl+S and F1 open their dialogs, the settings lead to the shortcuts sheet,
// F11 toggles full screen and Ctrl+Q quits.
void TestDialogs::shortcutsOpenTheDialogs() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QObject* study = studyPanel(window);
    QVERIFY(study);
    const auto dialog = [&](const char* name) { return study->findChild<QObject*>(QLatin1String(name)); };
    const auto closeWith = [&](QObject* d, const QString& button) {
        QTRY_VERIFY2(visibleButton(window, button), qPrintable(visibleButtonTexts(window).join('|')));
        click(window, visibleButton(window, button));
        QTRY_VERIFY(!isOpen(d));
    };
    QTest::keyClick(window, Qt::Key_O, Qt::ControlModifier);
    QTRY_VERIFY(isOpen(dialog("openDialog")));
    closeWith(dialog("openDialog"), QStringLiteral("Cancel"));
    QTest::keyClick(window, Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(isOpen(dialog("saveDialog")));
    closeWith(dialog("saveDialog"), QStringLiteral("Cancel"));
    QTest::keyClick(window, Qt::Key_F1);
    QTRY_VERIFY(isOpen(dialog("shortcutsDialog")));
    QVERIFY(visibleText(window, QStringLiteral("Ctrl+O")));
    closeWith(dialog("shortcutsDialog"), QStringLiteral("Close"));
    QVERIFY(QMetaObject::invokeMethod(study, "openSettings"));
    QTRY_VERIFY(isOpen(dialog("settingsDialog")));
    click(window, visibleButton(window, QStringLiteral("Keyboard shortcuts…")));
    QTRY_VERIFY(!isOpen(dialog("settingsDialog")));
    QTRY_VERIFY(isOpen(dialog("shortcutsDialog")));
    closeWith(dialog("shortcutsDialog"), QStringLiteral("Close"));

    QTest::keyClick(window, Qt::Key_F11);
    QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
    QTest::keyClick(window, Qt::Key_F11);
    QTRY_COMPARE(window->visibility(), QWindow::Windowed);
    // Ctrl+Q closes the window, as its close button does, and the app quits with its
    // last window.
    QTest::keyClick(window, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!window->isVisible());
    QVERIFY(QGuiApplication::quitOnLastWindowClosed());
}

// A save still being written holds the window's close (Ctrl+Q or its close button)
// until it is on the disk: one that fails keeps the window open with its error shown,
// one that succeeds lets it close.
void TestDialogs::closingWaitsForTheSave() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game->play(reversi::parse_square("f5")));
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    QVERIFY(records);
    const QDir folder(documents_.path());
    records->save(QUrl::fromLocalFile(folder.filePath(QStringLiteral("no such folder/game.ggf"))));
    QVERIFY(records->saving());
    // Closed at once, with no event handled in between: a save's outcome comes through
    // the event loop, which a key click's delivery may run (here the failure once came
    // first, and Ctrl+Q then rightly closed a window with no save under way). Ctrl+Q
    // takes this same path (shortcutsOpenTheDialogs).
    window->close();
    QVERIFY(window->isVisible());
    QTRY_VERIFY(!records->saving());
    QTest::qWait(50);
    QVERIFY(window->isVisible());
    QVERIFY2(records->error().contains(QLatin1String("no such folder")), qPrintable(records->error()));
    QVERIFY(visibleText(window, records->error()));

    // A save that ends says where the game is kept, for as long as the board shows it.
    QSignalSpy finished(records, &reversi::app::GameRecords::saveFinished);
    records->save(QUrl::fromLocalFile(folder.filePath(QStringLiteral("kept.ggf"))));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(visibleText(window, QStringLiteral("Saved to kept.ggf.")));
    QVERIFY(game->play(game->history().position().legalMoves().front()));
    QVERIFY(!visibleText(window, QStringLiteral("Saved to kept.ggf.")));

    const QString saved = folder.filePath(QStringLiteral("closing.ggf"));
    records->save(QUrl::fromLocalFile(saved));
    window->close();
    QVERIFY(window->isVisible());  // held, and saying what it waits for
    QVERIFY(visibleText(window, QStringLiteral("Saving closing.ggf…")));
    QTRY_VERIFY(!window->isVisible());
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("F5"));
}

// Esc in full screen only leaves full screen (the engines go on); then it stops the
// computer, the game analysis and the heat-map, but not for good: the analysis setting
// (and so the next launch) keeps the heat-map on, the switches show it off, and one
// tap turns it on again.
void TestDialogs::escapeLeavesFullScreenFirstAndKeepsTheSetting() {
    reversi::app::AppSettings settings;
    settings.setAnalysis(true);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && analyser);
    QVERIFY(game->play(37));
    QVERIFY(game->analysisEnabled());
    QTest::keyClick(window, Qt::Key_F11);
    QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_COMPARE(window->visibility(), QWindow::Windowed);
    QVERIFY(game->analysisEnabled());
    QVERIFY(settings.analysis());

    analyser->setBestLineShown(true);
    analyser->start();
    QVERIFY(analyser->running());
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(!analyser->running());
    QVERIFY(!game->analysisEnabled());
    QVERIFY(!analyser->bestLineShown());  // no search fills it now (it said "searching..." for ever)
    QVERIFY(settings.analysis());  // kept for the next launch
    QCOMPARE(window->visibility(), QWindow::Windowed);
    QQuickItem* box = findItems(window->contentItem(), QStringLiteral("analysisCheckBox")).value(0);
    QVERIFY(box);
    QVERIFY(!box->property("checked").toBool());  // shows the heat-map as it is
    click(window, box);
    QTRY_VERIFY(game->analysisEnabled());
    QVERIFY(settings.analysis());
    QVERIFY(box->property("checked").toBool());

    // The settings' switch says the same, and turns it on again after Esc too.
    QTest::keyClick(window, Qt::Key_Escape);
    QVERIFY(!game->analysisEnabled());
    QObject* study = studyPanel(window);
    QVERIFY(QMetaObject::invokeMethod(study, "openSettings"));
    QObject* dialog = study->findChild<QObject*>(QStringLiteral("settingsDialog"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    auto* heatMap = dialog->findChild<QQuickItem*>(QStringLiteral("heatMapSwitch"));
    QVERIFY(heatMap);
    QVERIFY(!heatMap->property("checked").toBool());
    click(window, heatMap);
    QTRY_VERIFY(game->analysisEnabled());
    QVERIFY(settings.analysis());
    // A change of the setting still reaches the game.
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false")));
    QTRY_VERIFY(!game->analysisEnabled());
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = true")));
    QTRY_VERIFY(game->analysisEnabled());
    QVERIFY(runQml(window, QStringLiteral("AppSettings.analysis = false")));
}

// Open lists the games whatever the case of their extension (GAME.SGF, X.GGF).
void TestDialogs::openListsUpperCaseExtensions() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    for (const char* name : {"GAME.SGF", "X.GGF", "lower.ggf", "Notes.TXT", "photo.PNG"}) {
        QFile file(QDir(folder.path()).filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("f5d6\n");
    }
    reversi::app::AppSettings().setLastFolder(QUrl::fromLocalFile(folder.path()));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QObject* study = studyPanel(window);
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QObject* dialog = study->findChild<QObject*>(QStringLiteral("openDialog"));
    QTRY_VERIFY(isOpen(dialog));
    for (const char* name : {"GAME.SGF", "X.GGF", "lower.ggf", "Notes.TXT"})
        QTRY_VERIFY2(visibleText(window, QLatin1String(name)), name);
    QVERIFY(!visibleText(window, QStringLiteral("photo.PNG")));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(dialog));
}

// After any change, the language's included, the settings show what is in force.
void TestDialogs::settingsShowTheTrueStateAcrossLanguages() {
    reversi::app::AppSettings settings;
    settings.setTheme(QStringLiteral("light"));
    settings.setAnimationSpeed(1);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QObject* study = studyPanel(window);
    QVERIFY(QMetaObject::invokeMethod(study, "openSettings"));
    QObject* dialog = study->findChild<QObject*>(QStringLiteral("settingsDialog"));
    QTRY_VERIFY(isOpen(dialog));
    const auto index = [&](const char* name) {
        return dialog->findChild<QObject*>(QLatin1String(name))->property("currentIndex").toInt();
    };
    const auto shown = [&](const char* name) {
        return dialog->findChild<QObject*>(QLatin1String(name))->property("displayText").toString();
    };
    QCOMPARE(index("animationSpeed"), 1);
    QCOMPARE(index("theme"), 1);
    for (const auto& [code, row, slow, light] :
         {std::tuple{"zh_CN", 2, "慢", "浅色"}, std::tuple{"en", 1, "Slow", "Light"}}) {
        QObject* language = dialog->findChild<QObject*>(QStringLiteral("language"));
        QVERIFY(QMetaObject::invokeMethod(language, "activated", Q_ARG(int, row)));
        QTRY_COMPARE(settings.language(), QString::fromLatin1(code));
        QTRY_COMPARE(shown("animationSpeed"), QString::fromUtf8(slow));
        QCOMPARE(index("animationSpeed"), 1);
        QCOMPARE(shown("theme"), QString::fromUtf8(light));
        QCOMPARE(index("language"), row);
    }
    settings.setLanguage(QString());
    settings.setTheme(QStringLiteral("dark"));
    settings.setAnimationSpeed(2);
}

// NoGo's heat-map engine is chosen in the settings, kept, and followed by the game
// whenever it is NoGo (Reversi has one engine).
void TestDialogs::nogoAnalysisEngineIsASetting() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    game->newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QCOMPARE(game->analysisEngine(), 0);
    QObject* study = studyPanel(window);
    QVERIFY(QMetaObject::invokeMethod(study, "openSettings"));
    QObject* dialog = study->findChild<QObject*>(QStringLiteral("settingsDialog"));
    QTRY_VERIFY(isOpen(dialog));
    QObject* choice = dialog->findChild<QObject*>(QStringLiteral("nogoAnalysisEngine"));
    QVERIFY(choice);
    QCOMPARE(choice->property("count").toInt(), 2);
    QVERIFY(QMetaObject::invokeMethod(choice, "activated", Q_ARG(int, 1)));
    QCOMPARE(reversi::app::AppSettings().nogoAnalysisEngine(), 1);
    QTRY_COMPARE(game->analysisEngine(), 1);
    QCOMPARE(choice->property("displayText").toString(), QStringLiteral("MinMax"));
    game->newGameOf({{"kind", "reversi"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QCOMPARE(game->analysisEngine(), 0);
    game->newGameOf({{"kind", "nogo"}, {"blackIsAi", false}, {"whiteIsAi", false}});
    QTRY_COMPARE(game->analysisEngine(), 1);
    reversi::app::AppSettings().setNogoAnalysisEngine(0);
}

// A saved game that cannot be read at launch is set aside and the status line says so
// (where it was kept) until the user moves on.
void TestDialogs::unreadableSavedGameIsSaid() {
    {
        QFile file(reversi::app::Autosave::filePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(;GM[Othello]BO[8 not a board])");
    }
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("current-game.ggf is unreadable")));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    const auto status = [&]() { return findItem(window, QStringLiteral("status"))->property("text").toString(); };
    QVERIFY2(status().contains(QLatin1String("current-game-unreadable-")), qPrintable(status()));
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    QVERIFY(game->play(game->history().position().legalMoves().front()));
    QTRY_VERIFY2(!status().contains(QLatin1String("unreadable")), qPrintable(status()));
    for (const QString& name : QDir(reversi::app::Autosave::directory()).entryList({QStringLiteral("current-game-unreadable-*")}))
        QVERIFY(QFile::remove(QDir(reversi::app::Autosave::directory()).filePath(name)));
}

// A settings file that cannot be written is said in the status, in the language of the
// moment, and the change still holds for the session.
void TestDialogs::unsavableSettingsAreSaid() {
    const QString file = QSettings().fileName();
    QFile::remove(file);
    QVERIFY(QDir().mkpath(file));  // a folder in the file's place: every write fails
    const auto unblock = qScopeGuard([&] { QDir().rmdir(file); });
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot save the settings")));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    const auto status = [&]() { return findItem(window, QStringLiteral("status"))->property("text").toString(); };
    QVERIFY(runQml(window, QStringLiteral("AppSettings.theme = 'light'")));
    QVERIFY(runQml(window, QStringLiteral("if (AppSettings.theme !== 'light') throw new Error('the change was lost')")));
    const QString said = status();
    QVERIFY2(said.contains(QDir::toNativeSeparators(file)) && said.contains(QLatin1String("cannot be saved")), qPrintable(said));
    const auto back = qScopeGuard([&] { runQml(window, QStringLiteral("AppSettings.language = 'en'")); });
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'zh_CN'")));
    QTRY_VERIFY2(status() != said && status().contains(QDir::toNativeSeparators(file)), qPrintable(status()));
}

// A new game and a paste replace the game on the board; both replaced games are in
// Recent games, newest first, and a tap on one brings it back with its lines, keeping
// the game it replaces in turn.
void TestDialogs::recentGamesBringBackAReplacedGame() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    for (const char* m : {"f5", "d6", "c3"}) QVERIFY(game->play(reversi::parse_square(m)));
    game->jumpTo(1);
    QVERIFY(game->play(reversi::parse_square("f6")));  // a second line
    const std::string tree = reversi::app::write_move_tree(game->history().tree(), game->history().start());
    game->newGame(false, false, 1, 1);
    QVERIFY(game->play(reversi::parse_square("d3")));
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    QVERIFY(records->loadText(QStringLiteral("e6f4")));
    QObject* study = studyPanel(window);
    auto* recent = study->findChild<reversi::app::RecentGames*>(QStringLiteral("recentGames"));
    QVERIFY(recent);
    QCOMPARE(recent->games().size(), 2);
    QCOMPARE(recent->games()[0].toMap().value("moves").toInt(), 1);  // d3, the newest
    QCOMPARE(recent->games()[1].toMap().value("moves").toInt(), 2);  // f5 f6, its line on the board

    QVERIFY(QMetaObject::invokeMethod(study, "openRecent"));
    QObject* dialog = study->findChild<QObject*>(QStringLiteral("recentDialog"));
    QTRY_VERIFY(isOpen(dialog));
    const QList<QQuickItem*> rows = findItems(window->contentItem(), QStringLiteral("recentGame"));
    QCOMPARE(rows.size(), 2);
    QQuickItem* older = rows[0]->property("index").toInt() == 1 ? rows[0] : rows[1];
    click(window, older);
    QTRY_VERIFY(!isOpen(dialog));
    QCOMPARE(reversi::app::write_move_tree(game->history().tree(), game->history().start()), tree);
    QCOMPARE(game->moves(), (QStringList{"f5", "f6"}));
    QCOMPARE(recent->games().size(), 2);  // e6 f4, which it replaced, joined the list
    QCOMPARE(recent->games()[0].toMap().value("moves").toInt(), 2);
    QCOMPARE(recent->games()[0].toMap().value("line").toString(), QStringLiteral("e6 f4"));
    // The game brought back was on disk, in the autosave's file, before its own went.
    {
        QFile saved(reversi::app::Autosave::filePath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY2(text.contains("F5") && text.contains("F6"), text.constData());
    }

    // A game whose file has gone: the dialog stays open and says why, naming the file;
    // the list, read again, no longer has it, and the board keeps its game.
    QDir folder(reversi::app::RecentGames::directory());
    for (const QString& name : folder.entryList({QStringLiteral("*.ggf")}, QDir::Files)) QVERIFY(folder.remove(name));
    QVERIFY(QMetaObject::invokeMethod(study, "openRecent"));
    QTRY_VERIFY(isOpen(dialog));
    QQuickItem* problem = findItem(window, QStringLiteral("recentProblem"));
    QVERIFY(problem && !problem->isVisible());
    const QList<QQuickItem*> listed = findItems(window->contentItem(), QStringLiteral("recentGame"));
    QVERIFY(!listed.isEmpty());
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is unreadable")));
    click(window, listed.first());
    QTRY_VERIFY(problem->isVisible());
    QVERIFY(isOpen(dialog));
    QVERIFY2(problem->property("text").toString().contains(QLatin1String("recent")),
             qPrintable(problem->property("text").toString()));
    QTRY_COMPARE(findItems(window->contentItem(), QStringLiteral("recentGame")).size(), 0);
    QCOMPARE(game->moves(), (QStringList{"f5", "f6"}));
    click(window, visibleButton(window, QStringLiteral("Close")));
    QTRY_VERIFY(!isOpen(dialog));

    // A damaged file in the list's folder is named in the dialog, with why (the list is
    // read again as the game on the board joins it).
    {
        QFile damaged(folder.filePath(QStringLiteral("20260101-000000-000.ggf")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("(;GM[Othello]BO[8 not a board];)");
    }
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is unreadable.*left out")));
    game->newGame(false, false, 1, 1);
    QVERIFY(QMetaObject::invokeMethod(study, "openRecent"));
    QTRY_VERIFY(isOpen(dialog));
    QQuickItem* unreadable = findItem(window, QStringLiteral("recentUnreadable"));
    QTRY_VERIFY(unreadable && unreadable->isVisible());
    QVERIFY2(unreadable->property("text").toString().contains(QLatin1String("20260101-000000-000.ggf")),
             qPrintable(unreadable->property("text").toString()));
    click(window, visibleButton(window, QStringLiteral("Close")));
    QTRY_VERIFY(!isOpen(dialog));
}

// Ctrl+N, two players chosen, OK: a new game between two people; the old one is in
// Recent games. Cancel changes nothing.
void TestDialogs::newGameDialogStartsTheChosenGame() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game->play(37));
    QObject* dialog = window->findChild<QObject*>(QStringLiteral("newGameDialog"));
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    QTRY_VERIFY(isOpen(dialog));
    QTRY_VERIFY(visibleButton(window, QStringLiteral("Cancel")));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(dialog));
    QCOMPARE(game->length(), 1);
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    QTRY_VERIFY(isOpen(dialog));
    dialog->findChild<QObject*>(QStringLiteral("playersBox"))->setProperty("currentIndex", 2);  // two players
    click(window, visibleButton(window, QStringLiteral("OK")));
    QTRY_VERIFY(!isOpen(dialog));
    QCOMPARE(game->length(), 0);
    QVERIFY(!game->blackIsAi() && !game->whiteIsAi());
    auto* recent = studyPanel(window)->findChild<reversi::app::RecentGames*>(QStringLiteral("recentGames"));
    QCOMPARE(recent->games().size(), 1);
}

// The board from the keyboard in the window: the first Tab reaches it; while it has the
// focus the arrows move its cursor rather than replay (Ctrl+arrows replay, and the
// shortcuts sheet says so); Space plays; Tab goes on to the panel. A screen reader's
// press on a cell plays it as a tap.
void TestDialogs::theBoardIsPlayedFromTheKeyboard() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    auto* game = humanGame(window);
    QQuickItem* board = findItem(window, QStringLiteral("board"));
    QVERIFY(game && board);
    for (const char* m : {"f5", "d6"}) QVERIFY(game->play(reversi::parse_square(m)));
    QTest::keyClick(window, Qt::Key_Tab);
    QTRY_VERIFY(board->hasActiveFocus());
    QVERIFY(findItem(window, QStringLiteral("keyboardCursor"))->isVisible());
    const int start = board->property("cursor").toInt();
    QVERIFY(game->history().position().isLegal(start));
    QTest::keyClick(window, Qt::Key_Left);
    QTest::keyClick(window, Qt::Key_Up);
    QCOMPARE(game->ply(), 2);  // no replay
    QVERIFY(board->property("cursor").toInt() != start);
    QTest::keyClick(window, Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(game->ply(), 1);
    QTest::keyClick(window, Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(game->ply(), 2);
    board->setProperty("cursor", reversi::parse_square("c3"));
    QTest::keyClick(window, Qt::Key_Space);
    QCOMPARE(game->moves(), (QStringList{"f5", "d6", "c3"}));
    // On a cell that cannot be played the status line says why, as for a press.
    board->setProperty("cursor", reversi::parse_square("a8"));
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(game->length(), 3);
    const QString why = findItem(window, QStringLiteral("status"))->property("text").toString();
    QCOMPARE(why, game->whyIllegal(reversi::parse_square("a8")));
    QTest::keyClick(window, Qt::Key_Tab);
    QTRY_VERIFY(!board->hasActiveFocus());
    QVERIFY(window->activeFocusItem() && window->activeFocusItem()->inherits("QQuickAbstractButton"));
    QVERIFY(!findItem(window, QStringLiteral("keyboardCursor"))->isVisible());
    QTest::keyClick(window, Qt::Key_Left);  // away from the board the arrows replay
    QCOMPARE(game->ply(), 2);
    game->jumpTo(3);

    // A screen reader's press on a cell.
    QQuickItem* d3 = nullptr;
    for (QQuickItem* cell : findItem(window, QStringLiteral("boardGrid"))->childItems())
        if (cell->property("squareName").toString() == QLatin1String("d3")) d3 = cell;
    QVERIFY(d3);
    QVERIFY(game->history().position().isLegal(reversi::parse_square("d3")));
    QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(d3);
    QVERIFY(spoken && spoken->actionInterface());
    QVERIFY2(spoken->text(QAccessible::Name).startsWith(QLatin1String("d3, empty, legal move")),
             qPrintable(spoken->text(QAccessible::Name)));
    spoken->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(game->moves(), (QStringList{"f5", "d6", "c3", "d3"}));

    // The sheet tells how to replay from the board.
    QTest::keyClick(window, Qt::Key_F1);
    QObject* sheet = window->findChild<QObject*>(QStringLiteral("shortcutsDialog"));
    QTRY_VERIFY(isOpen(sheet));
    QVERIFY(visibleText(window, QStringLiteral("← →, Ctrl+← →")));
    QVERIFY(visibleText(window, QStringLiteral("On the board: move the cursor")));
}

// The board editor opened from the keyboard takes it: its board has the focus (its
// cursor framed), Space cycles the cell under the cursor rather than pressing a button
// of the window behind (it started "Analyse game"), Delete empties it, Tab stays in the
// editor, and Escape closes it, changing nothing, as Cancel does.
// Clear and Current position replace every square at once: Undo brings the edited
// board back (with its side to move), until the board is edited again.
void TestDialogs::theBoardEditorUndoesAClear() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = humanGame(window);
    QVERIFY(game && game->play(reversi::parse_square("f5")));
    QObject* popup = window->findChild<QObject*>(QStringLiteral("boardEditor"));
    QVERIFY(QMetaObject::invokeMethod(popup, "openFor", Q_ARG(QVariant, QVariant::fromValue(game))));
    QTRY_VERIFY(popup->property("opened").toBool());
    QQuickItem* shown = popupItem(popup);
    auto* editor = window->findChild<reversi::app::BoardEditor*>(QStringLiteral("boardEditorModel"));
    QVERIFY(shown && editor);
    const auto button = [&](const char* name) { return findItems(shown, QLatin1String(name)).value(0); };
    QQuickItem* undo = button("editorUndo");
    QVERIFY(undo && !undo->isVisible());
    editor->setCell(0, 1);  // an edit: a1 black, Black to move (after f5 the position has White)
    editor->setSideToMove(1);
    const QVariantList edited = editor->property("cells").toList();
    for (const char* wipe : {"editorClear", "editorCurrent"}) {
        click(window, button(wipe));
        QVERIFY(editor->property("cells").toList() != edited);
        QTRY_VERIFY(undo->isVisible());
        click(window, undo);
        QCOMPARE(editor->property("cells").toList(), edited);
        QCOMPARE(editor->sideToMove(), 1);
        QTRY_VERIFY(!undo->isVisible());
    }
    // Edited after the clear: nothing to undo (it would throw the new edit away).
    click(window, button("editorClear"));
    QTRY_VERIFY(undo->isVisible());
    editor->cycle(27);
    QTRY_VERIFY(!undo->isVisible());
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!popup->property("opened").toBool());
    QCOMPARE(game->length(), 1);
}

void TestDialogs::theBoardEditorKeepsTheKeyboard() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    auto* game = humanGame(window);
    auto* analyser = window->findChild<reversi::app::GameAnalyser*>(QStringLiteral("analyser"));
    QVERIFY(game && analyser);
    QVERIFY(game->play(reversi::parse_square("f5")));
    QQuickItem* edit = findItem(window, QStringLiteral("editButton"));
    QVERIFY(edit);
    edit->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QObject* popup = window->findChild<QObject*>(QStringLiteral("boardEditor"));
    QTRY_VERIFY(popup && popup->property("opened").toBool());
    QQuickItem* shown = popupItem(popup);
    QQuickItem* board = findItems(shown, QStringLiteral("editorBoard")).value(0);
    QVERIFY(board);
    QTRY_VERIFY(board->hasActiveFocus());
    QVERIFY(findItems(shown, QStringLiteral("editorCursor")).value(0)->isVisible());
    auto* editor = window->findChild<reversi::app::BoardEditor*>(QStringLiteral("boardEditorModel"));
    QVERIFY(editor);
    const auto cell = [&](int square) { return editor->property("cells").toList().value(square).toInt(); };
    const int e5 = reversi::parse_square("e5"), f5 = reversi::parse_square("f5");
    QCOMPARE(board->property("cursor").toInt(), e5);  // the centre
    QCOMPARE(cell(e5), 1);
    QTest::keyClick(window, Qt::Key_Space);  // black -> white
    QCOMPARE(cell(e5), 2);
    QVERIFY(!analyser->running());
    QTest::keyClick(window, Qt::Key_Right);
    QCOMPARE(board->property("cursor").toInt(), f5);
    QTest::keyClick(window, Qt::Key_Delete);
    QCOMPARE(cell(f5), 0);
    QTest::keyClick(window, Qt::Key_Return);
    QCOMPARE(cell(f5), 1);
    QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(board);
    QVERIFY(spoken);
    QCOMPARE(spoken->text(QAccessible::Name), QStringLiteral("Board: f5, black disc"));
    // Tab goes round the editor's controls, never to the window behind it.
    QStringList reached;
    for (int i = 0; i < 12; ++i) {
        QTest::keyClick(window, Qt::Key_Tab);
        QQuickItem* focused = window->activeFocusItem();
        QVERIFY2(focused && shown->isAncestorOf(focused), qPrintable(focused ? itemPath(focused) : QStringLiteral("nothing")));
        reached << focused->property("text").toString();
    }
    QVERIFY2(reached.contains(QStringLiteral("Cancel")) && reached.contains(QStringLiteral("Clear")), qPrintable(reached.join('|')));
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!popup->property("visible").toBool());
    QCOMPARE(game->moves(), QStringList{QStringLiteral("f5")});
    QVERIFY(!analyser->running());
}

// The lists of the file dialog, of Recent games and of "Which game?" from the keyboard:
// Tab reaches each, the arrows move its framed row, Return does what a tap does (a
// folder opens, a file, a recent game or a game of a collection is loaded), Backspace
// goes up a folder. Recent games' rows have a name for a screen reader.
void TestDialogs::listsAreUsedFromTheKeyboard() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("sub")));
    const auto writeGames = [](const QString& path, const std::vector<std::string>& lines) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return false;
        for (const std::string& line : lines) {
            reversi::GgfGame game;
            for (int move : reversi::parse_transcript(line)) game.moves.push_back({move, {}, {}});
            file.write(QByteArray::fromStdString(reversi::write_ggf(game)) + '\n');
        }
        return true;
    };
    QVERIFY(writeGames(QDir(folder.path()).filePath(QStringLiteral("one.ggf")), {"f5d6c3"}));
    QVERIFY(writeGames(QDir(folder.path()).filePath(QStringLiteral("two.ggf")), {"f5f6", "f5d6", "f5f4e3"}));
    reversi::app::AppSettings().setLastFolder(QUrl::fromLocalFile(folder.path()));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    auto* game = humanGame(window);
    QVERIFY(game);
    QObject* study = studyPanel(window);
    // Tab until `item` has the focus (at most `most` times).
    const auto tabTo = [&](QQuickItem* item, int most = 12) {
        for (int i = 0; i < most && !item->hasActiveFocus(); ++i) QTest::keyClick(window, Qt::Key_Tab);
        return item->hasActiveFocus();
    };
    const auto framedRows = [&](QQuickItem* list) {
        QStringList framed;
        for (QQuickItem* frame : findItems(list, QStringLiteral("listFocus")))
            if (frame->isVisible()) framed << frame->parentItem()->property("text").toString();
        return framed;
    };

    // The file dialog: sub/, one.ggf, two.ggf.
    QObject* openDialog = study->findChild<QObject*>(QStringLiteral("openDialog"));
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(openDialog->property("opened").toBool());
    QQuickItem* files = findItem(window, QStringLiteral("fileList"));
    QVERIFY(files);
    QTRY_COMPARE(files->property("count").toInt(), 3);
    // Opened otherwise than from the keyboard: the list has the focus, unframed until a
    // key is pressed.
    QVERIFY(tabTo(files));
    QVERIFY(framedRows(files).isEmpty());
    QTest::keyClick(window, Qt::Key_Up);
    QCOMPARE(files->property("currentIndex").toInt(), 0);
    QCOMPARE(framedRows(files), QStringList{QStringLiteral("sub/")});
    QTest::keyClick(window, Qt::Key_Return);  // into sub/, which is empty
    QTRY_COMPARE(openDialog->property("folder").toUrl(), QUrl::fromLocalFile(QDir(folder.path()).filePath(QStringLiteral("sub"))));
    QTRY_COMPARE(files->property("count").toInt(), 0);
    QTest::keyClick(window, Qt::Key_Backspace);  // up again
    QTRY_COMPARE(openDialog->property("folder").toUrl(), QUrl::fromLocalFile(folder.path()));
    QTRY_COMPARE(files->property("count").toInt(), 3);
    files->forceActiveFocus(Qt::TabFocusReason);
    files->setProperty("currentIndex", 0);
    QTest::keyClick(window, Qt::Key_Down);
    QCOMPARE(framedRows(files), QStringList{QStringLiteral("one.ggf")});
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!isOpen(openDialog));
    QTRY_COMPARE(game->moves(), (QStringList{"f5", "d6", "c3"}));

    // "Which game?": Down, Return loads the second game.
    QObject* records = window->findChild<QObject*>(QStringLiteral("records"));
    QObject* chooser = window->findChild<QObject*>(QStringLiteral("chooseGameDialog"));
    QVERIFY(records && chooser);
    QVERIFY(QMetaObject::invokeMethod(records, "open", Q_ARG(QUrl, QUrl::fromLocalFile(QDir(folder.path()).filePath(QStringLiteral("two.ggf"))))));
    QTRY_VERIFY(chooser->property("opened").toBool());
    QQuickItem* choices = findItem(window, QStringLiteral("gameChoices"));
    QVERIFY(choices);
    QTRY_COMPARE(choices->property("count").toInt(), 3);
    QVERIFY(tabTo(choices));
    QTest::keyClick(window, Qt::Key_Down);
    QCOMPARE(framedRows(choices), QStringList{QStringLiteral("Game 2")});
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!isOpen(chooser));
    QTRY_COMPARE(game->moves(), (QStringList{"f5", "d6"}));

    // Recent games: the newest, f5 d6 c3 (which the game of the collection replaced),
    // comes back with Return.
    // Opened from the keyboard (its tool, Space): framed at once.
    QObject* recentDialog = study->findChild<QObject*>(QStringLiteral("recentDialog"));
    findItem(window, QStringLiteral("recentButton"))->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(window, Qt::Key_Space);
    QTRY_VERIFY(recentDialog->property("opened").toBool());
    QQuickItem* recent = findItem(window, QStringLiteral("recentList"));
    QVERIFY(recent);
    QTRY_VERIFY(recent->property("count").toInt() >= 1);
    QVERIFY(tabTo(recent));
    QQuickItem* first = recent->property("currentItem").value<QQuickItem*>();
    QVERIFY(first);
    QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(first);
    QVERIFY(spoken);
    QVERIFY2(spoken->text(QAccessible::Name).contains(QLatin1String("3 moves")) &&
                 spoken->text(QAccessible::Name).contains(QLatin1String("f5 d6 c3")),
             qPrintable(spoken->text(QAccessible::Name)));
    QVERIFY(findItems(first, QStringLiteral("listFocus")).value(0)->isVisible());
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!isOpen(recentDialog));
    QCOMPARE(game->moves(), (QStringList{"f5", "d6", "c3"}));
}

void TestDialogs::choicesAreNamedByTheirLabels_data() {
    QTest::addColumn<QString>("scene");
    for (const char* scene : {"settings", "newGame", "newNogo", "saveFile"}) QTest::newRow(scene) << QString::fromLatin1(scene);
}

// A screen reader hears each switch, combo box, slider and text field of the dialogs by
// its label (a combo box also by its value), not by its value alone or nothing.
void TestDialogs::choicesAreNamedByTheirLabels() {
    QFETCH(QString, scene);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QQuickItem* dialog = showScene(window, scene);
    QVERIFY(dialog);
    const auto nameOf = [](QQuickItem* item) {
        QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(item);
        return spoken ? spoken->text(QAccessible::Name) : QString();
    };
    QStringList unnamed;
    int choices = 0;
    for (QQuickItem* item : allItems(dialog)) {
        if (!item->isVisible()) continue;
        const bool combo = item->inherits("QQuickComboBox");
        if (!combo && !item->inherits("QQuickSwitch") && !item->inherits("QQuickSlider") && !item->inherits("QQuickTextField"))
            continue;
        if (item->parentItem() && item->parentItem()->inherits("QQuickComboBox")) continue;  // a combo box's own text
        ++choices;
        const QString name = nameOf(item);
        const QString value = item->property("displayText").toString();
        // (The places' box shows its name, "Places", in place of a value.)
        if (name.isEmpty() || (combo && name == value && item->objectName() != QLatin1String("placesBox")))
            unnamed << QStringLiteral("%1 (\"%2\")").arg(itemPath(item), name);
    }
    QVERIFY(choices >= 3);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1String(", "))));
    const auto named = [&](const char* objectName) {
        QQuickItem* item = findItems(dialog, QLatin1String(objectName)).value(0);
        return item ? nameOf(item) : QStringLiteral("(no %1)").arg(QLatin1String(objectName));
    };
    if (scene == QLatin1String("settings")) {
        QCOMPARE(named("legalMovesSwitch"), QStringLiteral("Show legal moves"));
        QCOMPARE(named("heatMapSwitch"), QStringLiteral("Analysis (heat-map)"));
        QCOMPARE(named("decisivePointsSwitch"), QStringLiteral("NoGo: mark points only one side can play (◆)"));
        QCOMPARE(named("animationSpeed"), QStringLiteral("Animations: Normal"));
        QCOMPARE(named("theme"), QStringLiteral("Theme: Dark"));
    } else if (scene == QLatin1String("newGame")) {
        QCOMPARE(named("gameBox"), QStringLiteral("Game: Reversi (Othello)"));
        QCOMPARE(named("sizeBox"), QStringLiteral("Board: 8×8"));
        QCOMPARE(named("playersBox"), QStringLiteral("You play: Neither (computer vs computer)"));
        QQuickItem* level = findItems(findItems(dialog, QStringLiteral("blackLevel")).value(0), QStringLiteral("levelSlider")).value(0);
        QVERIFY(level);
        QVERIFY2(nameOf(level).startsWith(QLatin1String("Computer playing Black: ")) && nameOf(level).contains(QLatin1String("(level ")),
                 qPrintable(nameOf(level)));
    } else if (scene == QLatin1String("newNogo")) {
        QVERIFY2(named("blackEngine").startsWith(QLatin1String("Engine of the computer playing Black: ")), qPrintable(named("blackEngine")));
    } else {
        QVERIFY2(named("formatBox").startsWith(QLatin1String("Format: ")), qPrintable(named("formatBox")));
        QCOMPARE(named("fileNameField"), QStringLiteral("File name"));
    }
}

// NoGo's marks of the points only one side can play go on and off in the settings, in
// the game on the board (only New game had the choice, and it replaced the game).
void TestDialogs::decisivePointsTurnOnInTheSettings() {
    reversi::app::AppSettings().setMarkDecisivePoints(false);
    const auto off = qScopeGuard([] { reversi::app::AppSettings().setMarkDecisivePoints(false); });
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    auto* game = nogoGame(window);
    QVERIFY(game);
    // A9 only Black may play (White's stone there would have no liberty).
    for (const char* vertex : {"B9", "E5", "A8"}) QVERIFY(game->play(nogo::parse_gtp_vertex(vertex)));
    const auto marks = [&] { return countVisible(window->contentItem(), QStringLiteral("decisiveMark")); };
    QCOMPARE(marks(), 0);
    QObject* study = studyPanel(window);
    QVERIFY(QMetaObject::invokeMethod(study, "openSettings"));
    QObject* settings = study->findChild<QObject*>(QStringLiteral("settingsDialog"));
    QTRY_VERIFY(settings && settings->property("opened").toBool());
    QQuickItem* toggle = findItems(window->contentItem(), QStringLiteral("decisivePointsSwitch")).value(0);
    QVERIFY(toggle);
    click(window, toggle);
    QTRY_VERIFY(reversi::app::AppSettings().markDecisivePoints());
    QTRY_VERIFY(marks() > 0);
    QCOMPARE(game->length(), 3);
}

// In the settings the switch that has the keyboard's focus shows it, and only that one.
void TestDialogs::switchesShowTheKeyboardFocus() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    QQuickItem* dialog = showScene(window, QStringLiteral("settings"));
    QVERIFY(dialog);
    QQuickItem* legal = findItems(dialog, QStringLiteral("legalMovesSwitch")).value(0);
    QQuickItem* heatMap = findItems(dialog, QStringLiteral("heatMapSwitch")).value(0);
    QVERIFY(legal && heatMap);
    const auto ringShown = [](QQuickItem* control) {
        for (QQuickItem* ring : findItems(control, QStringLiteral("focusRing")))
            if (ring->isVisible()) return true;
        return false;
    };
    for (int i = 0; i < 8 && !heatMap->hasActiveFocus(); ++i) QTest::keyClick(window, Qt::Key_Tab);
    QVERIFY(heatMap->hasActiveFocus());
    QVERIFY(ringShown(heatMap));
    QVERIFY(!ringShown(legal));
    QVERIFY(window->grabWindow().save(QStringLiteral("screenshot-settings-switch-focus.png")));
    QTest::keyClick(window, Qt::Key_Tab, Qt::ShiftModifier);
    QVERIFY(legal->hasActiveFocus());
    QVERIFY(ringShown(legal));
    QVERIFY(!ringShown(heatMap));
}

// A dialog opens with the focus on its first control (Tab went to the buttons at the
// bottom first), framed as the keyboard's when the keyboard opened it; Return starts the
// new game, except on a button, which it presses.
void TestDialogs::dialogsOpenOnTheirFirstControl() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    reversi::app::AppSettings().setLastFolder(QUrl::fromLocalFile(folder.path()));
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    auto* game = humanGame(window);
    QVERIFY(game && game->play(37));
    QObject* study = studyPanel(window);
    const auto focusedName = [&]() {
        QQuickItem* item = window->activeFocusItem();
        while (item && item->objectName().isEmpty()) item = item->parentItem();
        return item ? item->objectName() : QString();
    };

    // Ctrl+N: on the game's choice, framed; Tab goes on to the board's size; Return starts.
    QObject* newGame = window->findChild<QObject*>(QStringLiteral("newGameDialog"));
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    QTRY_VERIFY(newGame->property("opened").toBool());
    QCOMPARE(focusedName(), QStringLiteral("gameBox"));
    QVERIFY(window->activeFocusItem()->property("visualFocus").toBool());
    QTest::keyClick(window, Qt::Key_Tab);
    QCOMPARE(focusedName(), QStringLiteral("sizeBox"));
    newGame->findChild<QObject*>(QStringLiteral("playersBox"))->setProperty("currentIndex", 2);  // two players
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!isOpen(newGame));
    QCOMPARE(game->length(), 0);
    QVERIFY(!game->blackIsAi() && !game->whiteIsAi());
    // Return on a button with the focus presses that button: on Cancel it cancels (the
    // dialog's Return took it for OK, and replaced the game).
    QVERIFY(game->play(37));
    QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
    QTRY_VERIFY(newGame->property("opened").toBool());
    QVERIFY(runQml(window, QStringLiteral("newGameDialog.standardButton(Dialog.Cancel).forceActiveFocus(Qt.TabFocusReason)")));
    // (A held key's repeats press nothing more: Clear would clear its own undo.)
    QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"), true);
    QGuiApplication::sendEvent(window, &repeat);
    QTest::qWait(50);
    QVERIFY(isOpen(newGame));
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!isOpen(newGame));
    QCOMPARE(game->length(), 1);

    // The settings from their button, by a tap: on the first switch, not framed.
    QQuickItem* settingsButton = findItem(window, QStringLiteral("settingsButton"));
    click(window, settingsButton);
    QObject* settings = study->findChild<QObject*>(QStringLiteral("settingsDialog"));
    QTRY_VERIFY(settings->property("opened").toBool());
    QCOMPARE(focusedName(), QStringLiteral("legalMovesSwitch"));
    QVERIFY(!window->activeFocusItem()->property("visualFocus").toBool());
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!isOpen(settings));

    // Ctrl+O: on the file list; Ctrl+S: on the file's name.
    QTest::keyClick(window, Qt::Key_O, Qt::ControlModifier);
    QObject* openDialog = study->findChild<QObject*>(QStringLiteral("openDialog"));
    QTRY_VERIFY(openDialog->property("opened").toBool());
    QCOMPARE(focusedName(), QStringLiteral("fileList"));
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!isOpen(openDialog));
    QTest::keyClick(window, Qt::Key_S, Qt::ControlModifier);
    QObject* saveDialog = study->findChild<QObject*>(QStringLiteral("saveDialog"));
    QTRY_VERIFY(saveDialog->property("opened").toBool());
    QCOMPARE(focusedName(), QStringLiteral("fileNameField"));
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!isOpen(saveDialog));

    // Recent games: on the list.
    QVERIFY(QMetaObject::invokeMethod(study, "openRecent"));
    QObject* recent = study->findChild<QObject*>(QStringLiteral("recentDialog"));
    QTRY_VERIFY(recent->property("opened").toBool());
    QVERIFY(findItem(window, QStringLiteral("recentList"))->hasActiveFocus());  // (its row has it)
}

// F1's sheet opens with the focus on its list, framed, which the keyboard scrolls where
// the list is taller than the window (a phone): it had no control but Close.
void TestDialogs::shortcutsScrollFromTheKeyboard() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(360, 640));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    QTest::keyClick(window, Qt::Key_F1);
    QObject* sheet = window->findChild<QObject*>(QStringLiteral("shortcutsDialog"));
    QVERIFY(sheet);
    QTRY_VERIFY(sheet->property("opened").toBool());
    QQuickItem* list = findItem(window, QStringLiteral("shortcutsList"));
    QVERIFY(list);
    QVERIFY(list->hasActiveFocus());
    QVERIFY(list->property("visualFocus").toBool());
    QVERIFY(findItems(list, QStringLiteral("focusRing")).value(0)->isVisible());
    auto* view = list->property("view").value<QQuickItem*>();
    QVERIFY(view);
    QVERIFY2(view->property("contentHeight").toReal() > view->height() + 50,
             qPrintable(QStringLiteral("%1 of content in %2").arg(view->property("contentHeight").toReal()).arg(view->height())));
    QCOMPARE(view->property("contentY").toReal(), 0.0);
    QTest::keyClick(window, Qt::Key_Down);
    const qreal down = view->property("contentY").toReal();
    QVERIFY(down > 0);
    const qreal most = view->property("contentHeight").toReal() - view->height();
    QVERIFY(down < most);
    for (int i = 0; i < 10; ++i) QTest::keyClick(window, Qt::Key_PageDown);
    QCOMPARE(view->property("contentY").toReal(), most);
    QTest::keyClick(window, Qt::Key_Up);
    QCOMPARE(view->property("contentY").toReal(), most - 40);
    for (int i = 0; i < 10; ++i) QTest::keyClick(window, Qt::Key_PageUp);
    QCOMPARE(view->property("contentY").toReal(), 0.0);
    QTest::keyClick(window, Qt::Key_Escape);
    QTRY_VERIFY(!sheet->property("opened").toBool());
}

// Every button of the window is heard by the name it shows (WCAG 2.5.3, label in name:
// the replay and study tools were heard by their tips alone), a tip after it.
void TestDialogs::buttonsAreHeardByTheNameShown() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QVERIFY(showScene(window, QStringLiteral("main")));
    QStringList misnamed;
    int buttons = 0;
    for (QQuickItem* item : allItems(window->contentItem())) {
        if (!item->isVisible() || !item->inherits("QQuickAbstractButton")) continue;
        const QString text = item->property("text").toString();
        QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(item);
        if (text.isEmpty() || !spoken) continue;  // (no interface: named by its text)
        ++buttons;
        if (!spoken->text(QAccessible::Name).contains(text))
            misnamed << QStringLiteral("\"%1\" heard as \"%2\"").arg(text, spoken->text(QAccessible::Name));
    }
    QVERIFY(buttons >= 8);  // the tools and the replay buttons at least
    QVERIFY2(misnamed.isEmpty(), qPrintable(misnamed.join(QLatin1String(", "))));
    QAccessibleInterface* back = QAccessible::queryAccessibleInterface(findItem(window, QStringLiteral("backButton")));
    QVERIFY(back);
    QCOMPARE(back->text(QAccessible::Name), QStringLiteral("Back"));
    QCOMPARE(back->text(QAccessible::Description), QStringLiteral("Back one move"));
    QAccessibleInterface* paste = QAccessible::queryAccessibleInterface(findItem(window, QStringLiteral("pasteButton")));
    QVERIFY(paste);
    QCOMPARE(paste->text(QAccessible::Name), QStringLiteral("Paste"));
    QCOMPARE(paste->text(QAccessible::Description), QStringLiteral("Paste a game or position (Ctrl+V)"));
    runQml(window, QStringLiteral("AppSettings.analysis = false"));
}

void TestDialogs::windowOpensAsItWasLeft() {
    {
        QQmlApplicationEngine engine;
        QQuickWindow* window = openWindow(engine, QSize(900, 700));
        QVERIFY(window);
        window->resize(777, 666);
        QTRY_COMPARE(reversi::app::AppSettings().windowGeometry().size(), QSize(777, 666));
    }
    {
        QQmlApplicationEngine engine;
        QQuickWindow* window = reversi::app::loadMainWindow(engine);
        QVERIFY(window);
        QCOMPARE(window->size(), QSize(777, 666));
        // Maximized, it opens maximized (it came back at its last size), also after
        // full screen and back (F11 and Esc went back to a plain window).
        window->showMaximized();
        QTRY_VERIFY(reversi::app::AppSettings().windowMaximized());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        for (const Qt::Key leave : {Qt::Key_F11, Qt::Key_Escape}) {
            QTest::keyClick(window, Qt::Key_F11);
            QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
            QTest::keyClick(window, leave);
            QTRY_COMPARE(window->visibility(), QWindow::Maximized);
        }
        QVERIFY(reversi::app::AppSettings().windowMaximized());
    }
    const auto windowed = qScopeGuard([] { reversi::app::AppSettings().setWindowMaximized(false); });
    {
        QQmlApplicationEngine engine;
        QQuickWindow* window = reversi::app::loadMainWindow(engine);
        QVERIFY(window);
        QTRY_COMPARE(window->visibility(), QWindow::Maximized);
        window->showNormal();
        QTRY_VERIFY(!reversi::app::AppSettings().windowMaximized());
        QTRY_COMPARE(window->size(), QSize(777, 666));  // back to its own size
    }
    // A place on no screen now (one unplugged since) is not taken: the window would be
    // out of reach.
    reversi::app::AppSettings().setWindowGeometry(QRect(20000, 20000, 777, 666));
    QQmlApplicationEngine engine;
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    QVERIFY(window);
    QCOMPARE(window->size(), QSize(777, 666));
    QVERIFY2(window->screen()->availableVirtualGeometry().contains(window->position()),
             qPrintable(QStringLiteral("at %1, %2").arg(window->x()).arg(window->y())));
}

namespace {

// The English sources of the catalogue with their Chinese translations, each source as
// a pattern (its %1, %n ... match any text). Sources with too little text of their own
// to tell them apart from names and numbers ("d%1", "%1 · %2") are left out.
QList<QPair<QRegularExpression, QString>> catalogue() {
    QFile file(QStringLiteral(REVERSI_TS_FILE));
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString ts = QString::fromUtf8(file.readAll());
    QList<QPair<QRegularExpression, QString>> entries;
    static const QRegularExpression message(QStringLiteral("<source>(.*?)</source>\\s*(?:<comment>.*?</comment>\\s*)?"
                                                           "<translation>\\s*(?:<numerusform>)?(.*?)(?:</numerusform>\\s*)?</translation>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    const auto unescape = [](QString t) {
        return t.replace("&apos;", "'").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    };
    static const QRegularExpression placeholder(QStringLiteral("%[0-9n]"));
    for (auto it = message.globalMatch(ts); it.hasNext();) {
        const auto m = it.next();
        const QString source = unescape(m.captured(1)), translation = unescape(m.captured(2));
        if (QString(source).remove(placeholder).count(QRegularExpression(QStringLiteral("[A-Za-z]"))) < 4) continue;
        QString pattern = QRegularExpression::escape(source);
        pattern.replace(QRegularExpression(QStringLiteral("%[0-9n]")), QStringLiteral(".+"));
        entries.append({QRegularExpression(QStringLiteral("^") + pattern + QStringLiteral("$")), translation});
    }
    return entries;
}

// The texts on screen: every visible item's `text` under `root`.
QStringList visibleTexts(QQuickItem* root) {
    QStringList texts;
    for (QQuickItem* item : allItems(root)) {
        if (!item->isVisible()) continue;
        const QVariant text = item->property("text");
        if (text.isValid() && !text.toString().isEmpty()) texts << text.toString();
    }
    return texts;
}

}  // namespace

void TestDialogs::everyTextFollowsTheLanguage_data() {
    QTest::addColumn<QString>("scene");
    for (const char* scene : {"main", "gameOver", "pasteError", "newGame", "settings", "shortcuts", "openFile",
                              "saveFile", "recent", "editor", "chooseGame", "nogo", "newNogo", "nogoEditor", "tenEditor"})
        QTest::newRow(scene) << QString::fromLatin1(scene);
}

// The language switched to Chinese and back while a screen is shown: in Chinese no text
// is left in the English of the catalogue; back in English no Chinese is left (but the
// language's own name in the language list).
void TestDialogs::everyTextFollowsTheLanguage() {
    QFETCH(QString, scene);
    const auto entries = catalogue();
    QVERIFY(entries.size() > 100);
    QQmlApplicationEngine engine;
    QQuickWindow* window = openWindow(engine, QSize(1280, 800));
    QVERIFY(window);
    QQuickItem* root = showScene(window, scene);
    QVERIFY(root);
    if (scene == QLatin1String("main")) {
        // The graph shows the heat-map's score and depth, and as on the board's chips
        // the probability that its selective cuts were right ("+2 (d12@73%)").
        QQuickItem* score = findItems(window->contentItem(), QStringLiteral("graphScore")).value(0);
        QVERIFY(score);
        // (The best line's full-width search may speak first, without one.)
        QTRY_VERIFY(score->property("text").toString().contains(QLatin1Char('@')));
    }
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'zh_CN'")));
    QTest::qWait(100);
    QStringList english;
    for (const QString& text : visibleTexts(window->contentItem()))
        for (const auto& [source, translation] : entries)
            if (source.match(text).hasMatch() && !source.match(translation).hasMatch()) english << text;
    // The depth mark is too short for the catalogue check: the graph's "(d12@73%)" must
    // be "(深12@73%)" as on the board's chips.
    static const QRegularExpression englishDepth(QStringLiteral("\\(d\\d+"));
    for (const QString& text : visibleTexts(window->contentItem()))
        if (text.contains(englishDepth)) english << text;
    QVERIFY2(english.isEmpty(), qPrintable("left in English: " + english.join(" | ")));
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = 'en'")));
    QTest::qWait(100);
    QStringList chinese;
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    for (const QString& text : visibleTexts(window->contentItem()))
        if (text.contains(cjk) && text != QStringLiteral("中文")) chinese << text;
    QVERIFY2(chinese.isEmpty(), qPrintable("left in Chinese: " + chinese.join(" | ")));
    QVERIFY(runQml(window, QStringLiteral("AppSettings.language = ''")));
}

QTEST_MAIN(TestDialogs)
#include "test_dialogs.moc"
