// Qt Quick Test runner for tests/qml: the app's QML module is linked in statically.
// QML warnings fail the run (a binding to a name that is not there, a type error): Qt
// Quick Test only logs them, and the tests that met them would pass. Within a test
// function each TestCase fails on them itself (failOnWarning(/.?/) in its init()); this
// runner counts those that come outside any test, as a file loads, before Qt Test logs.
// (A test that expects a warning would need ignoreWarning and a way past this count;
// none does.)
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

#include <atomic>
#include <cstdio>
#include <cstring>

namespace {

std::atomic<int> qml_warnings{0};
QtMessageHandler test_log_handler = nullptr;

bool from_qml(const QMessageLogContext& context, const QString& message) {
    const char* category = context.category ? context.category : "";
    return std::strcmp(category, "qml") == 0 || std::strcmp(category, "js") == 0 ||
           (context.file && QByteArray(context.file).endsWith(".qml")) || message.contains(QLatin1String(".qml:"));
}

// Counts the QML warnings, then hands every message on to Qt Test's log.
void count_qml_warnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtWarningMsg && from_qml(context, message)) ++qml_warnings;
    test_log_handler(type, context, message);
}

}  // namespace

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        // Installed again before each file loads: Qt Test installs its own handler as
        // its log starts (at the first test) and hands nothing on to the one before.
        const QtMessageHandler current = qInstallMessageHandler(count_qml_warnings);
        if (current != count_qml_warnings) test_log_handler = current;
    }
};

int main(int argc, char** argv) {
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    const int failures = quick_test_main_with_setup(argc, argv, "reversi_qml", QUICK_TEST_SOURCE_DIR, &setup);
    if (qml_warnings == 0) return failures;
    std::fprintf(stderr, "FAIL: %d QML warning(s) in the log above\n", qml_warnings.load());
    return failures + 1;
}

#include "main.moc"
