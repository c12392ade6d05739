// Every dialog a person opens from the main window, opened, used and closed through
// the real QML on the packages scripts/common.sh installs: a missing QML module or any
// QML warning fails the test. Open and Save go through the file dialogs to real files.
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "app_settings.h"
#include "app_window.h"
#include "autosave.h"
#include "game_model.h"
#include "game_records.h"

using namespace test_app;

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

// Clicks the centre of `item` as a finger or mouse would.
void click(QQuickWindow* window, QQuickItem* item) {
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());
}

// The visible text field of the window's popups whose text is `text`.
QQuickItem* visibleField(QQuickWindow* window, const QString& text) {
    for (QQuickItem* item : allItems(window->contentItem()))
        if (item->inherits("QQuickTextInput") && item->isVisible() && item->property("text").toString() == text)
            return item;
    return nullptr;
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

private:
    QTemporaryDir dataDir_, documents_;
};

void TestDialogs::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dataDir_.isValid() && documents_.isValid());
    qputenv("REVERSI_DATA_DIR", dataDir_.path().toUtf8());
    reversi::app::setUpApplication(*qGuiApp);
}

void TestDialogs::init() {
    QFile::remove(reversi::app::Autosave::filePath());
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
    QCOMPARE(folder.entryList(QDir::Files), QStringList{suggested});
    QCOMPARE(settings.lastFolder(), QUrl::fromLocalFile(folder.path()));

    // The next save starts there; a name typed without an extension gets the format's.
    QVERIFY(game->play(29));  // f4
    QVERIFY(QMetaObject::invokeMethod(study, "saveFile"));
    QTRY_VERIFY(isOpen(saveDialog));
    QCOMPARE(name->property("text").toString(), QString(suggested).replace(".ggf", "-2.ggf"));
    QVERIFY(name->setProperty("text", QStringLiteral("my game")));
    click(window, visibleButton(window, QStringLiteral("Save")));
    QTRY_VERIFY(!isOpen(saveDialog));
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("my game.ggf"))));

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
    QQuickItem* open = visibleButton(window, QStringLiteral("Open"));
    QVERIFY(open);
    QVERIFY(!open->isEnabled());  // nothing chosen yet
    QTRY_VERIFY(visibleText(window, QStringLiteral("my game.ggf")));
    click(window, visibleText(window, QStringLiteral("my game.ggf")));
    QTRY_VERIFY(open->isEnabled());
    click(window, open);
    QTRY_VERIFY(!isOpen(openDialog));
    QCOMPARE(game->moves(), (QStringList{"f5", "f4"}));

    // Cancel closes and changes nothing.
    QVERIFY(QMetaObject::invokeMethod(study, "openFile"));
    QTRY_VERIFY(isOpen(openDialog));
    click(window, visibleButton(window, QStringLiteral("Cancel")));
    QTRY_VERIFY(!isOpen(openDialog));
    QCOMPARE(game->length(), 2);
}

QTEST_MAIN(TestDialogs)
#include "test_dialogs.moc"
