// Qt Quick Test runner for tests/qml: the app's QML module is linked in statically.
// QML warnings fail the run (a binding to a name that is not there, a type error): Qt
// Quick Test only logs them, and the tests that met them would pass. Each file's engine
// reports its warnings (QQmlEngine::warnings), wherever they come: as the file loads,
// in a test, in initTestCase or as the view goes. Within a test function each TestCase
// also fails on any warning itself (failOnWarning(/.?/) in its init()), console.warn
// included. (A test that expects a warning would need ignoreWarning and a way past this
// count; none does.)
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

#include <cstdio>

#include "app_setup.h"

namespace {

int qml_warnings = 0;  // (QML runs on the main thread)

}  // namespace

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        reversi::app::nameApplication();  // where the app keeps its settings
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        connect(engine, &QQmlEngine::warnings, this,
                [](const QList<QQmlError>& warnings) { qml_warnings += warnings.size(); });
    }
};

int main(int argc, char** argv) {
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    const int failures = quick_test_main_with_setup(argc, argv, "reversi_qml", QUICK_TEST_SOURCE_DIR, &setup);
    if (qml_warnings == 0) return failures;
    std::fprintf(stderr, "FAIL: %d QML warning(s) in the log above\n", qml_warnings);
    return failures + 1;
}

#include "main.moc"
