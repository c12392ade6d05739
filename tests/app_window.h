// The app's main window in a test: opened offscreen from the real QML, searched by
// object name or type, with QML warnings turned into failures.
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QtTest>

#include "app_setup.h"
#include "game_model.h"
#include "reversi/board.h"

namespace test_app {

// Every warning fails the running test: a missing QML module, a broken binding or a
// type error shows up as one. Call in init(): Qt clears it after each test function.
inline void failOnEveryWarning() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

// Visual descendants of `item` named `name` (Repeater delegates are not QObject children).
inline QList<QQuickItem*> findItems(QQuickItem* item, const QString& name) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : item->childItems()) {
        if (child->objectName() == name) found.append(child);
        found += findItems(child, name);
    }
    return found;
}

// Every visual descendant of `item` (popups included when `item` is the window's contentItem).
inline QList<QQuickItem*> allItems(QQuickItem* item) {
    QList<QQuickItem*> found;
    for (QQuickItem* child : item->childItems()) {
        found.append(child);
        found += allItems(child);
    }
    return found;
}

// The main window at `size`, shown and exposed; null if it failed to load or show.
inline QQuickWindow* openWindow(QQmlApplicationEngine& engine, QSize size = QSize(1000, 640)) {
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    if (!window) return nullptr;
    window->resize(size);
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

// The window's game, restarted as a game between two humans (no engine moves).
inline reversi::app::GameModel* humanGame(QQuickWindow* window) {
    auto* game = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    if (game) game->newGame(false, false, reversi::kMinLevel, reversi::kMinLevel);
    return game;
}

}  // namespace test_app
