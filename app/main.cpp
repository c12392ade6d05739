#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include <cstdio>

#include "app_setup.h"
#include "reversi_version.h"

int main(int argc, char* argv[]) {
    QElapsedTimer sinceLaunch;
    sinceLaunch.start();
    QGuiApplication app(argc, argv);
    reversi::app::setUpApplication(app);
    QGuiApplication::setApplicationVersion(QStringLiteral(REVERSI_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QGuiApplication::translate("main", "Play and study Reversi and NoGo against the computer or a friend."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption measureStartup(
        QStringLiteral("measure-startup"),
        QGuiApplication::translate("main", "Print the time from launch to the first frame on screen, then quit."));
    parser.addOption(measureStartup);
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        QGuiApplication::translate("main", "Keep the game in progress, the recent games and the kept analysis in <directory> (default: the app data folder)."),
        QGuiApplication::translate("main", "directory"));
    parser.addOption(dataDir);
    parser.process(app);
    // The autosave reads its folder from the environment, where tests set it too.
    if (parser.isSet(dataDir)) qputenv("REVERSI_DATA_DIR", parser.value(dataDir).toLocal8Bit());

    QQmlApplicationEngine engine;
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    if (!window) return 1;
    if (parser.isSet(measureStartup)) {
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&sinceLaunch]() {
            std::printf("launch to first frame: %.1f ms\n", sinceLaunch.nsecsElapsed() / 1e6);
            std::fflush(stdout);
            QGuiApplication::quit();
        }, Qt::SingleShotConnection);
    }
    return app.exec();
}
