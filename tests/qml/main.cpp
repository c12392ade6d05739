// Qt Quick Test runner for tests/qml: the app's QML module is linked in statically.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(reversi_qml, Setup)
#include "main.moc"
