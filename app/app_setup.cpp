#include "app_setup.h"

#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

#include "app_settings.h"
#include "language.h"

namespace reversi::app {

void nameApplication() {
    QGuiApplication::setOrganizationName(QStringLiteral("Reversi"));
    QGuiApplication::setApplicationName(QStringLiteral("Reversi"));
}

// `app` is unused but must exist: translations and styles need the application object.
void setUpApplication([[maybe_unused]] QGuiApplication& app) {
    nameApplication();
    // One style everywhere, so the app looks (and screenshots compare) the same on
    // every platform: Fusion, with controls sized for fingers (qml/style).
    QQuickStyle::setStyle(QStringLiteral("ReversiStyle"));
    QQuickStyle::setFallbackStyle(QStringLiteral("Fusion"));
    installLanguage(AppSettings().language());
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/qt/qml/Reversi/icons/reversi.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("reversi"));  // dist/reversi.desktop
}

QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine) {
    // Qt 6.4 does not search the resource root of QML modules by default.
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Reversi/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        qCritical("Reversi: the main window failed to load (see the QML errors above)");
        return nullptr;
    }
    return qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
}

}  // namespace reversi::app
