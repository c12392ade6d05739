#include "app_setup.h"

#include <QGuiApplication>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTranslator>

namespace reversi::app {

void setUpApplication(QGuiApplication& app) {
    QGuiApplication::setOrganizationName(QStringLiteral("Reversi"));
    QGuiApplication::setApplicationName(QStringLiteral("Reversi"));
    // One style everywhere, so the app looks (and screenshots compare) the same on
    // every platform.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    auto* translator = new QTranslator(&app);
    // qt_add_translations embeds reversi_<locale>.qm under :/i18n.
    if (translator->load(QLocale(), QStringLiteral("reversi"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QGuiApplication::installTranslator(translator);
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
