#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QVariantList>

#include "reversi/board.h"

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    // 0 empty, 1 black, 2 white, for each square a1..h8.
    const reversi::Position start = reversi::Position::start();
    QVariantList cells;
    for (int sq = 0; sq < 64; ++sq)
        cells.append((start.black() >> sq & 1) ? 1 : (start.white() >> sq & 1) ? 2 : 0);
    engine.setInitialProperties({{"cells", cells}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Reversi/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    return app.exec();
}
