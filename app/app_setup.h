// Start-up steps shared by the app, its screenshot test and its start-up benchmark.
#pragma once

class QGuiApplication;
class QQmlApplicationEngine;
class QQuickWindow;

namespace reversi::app {

// The organization and application names, under which QSettings keeps the settings
// (without them it reports every write as failed).
void nameApplication();

// Names, Controls style and the translation for the system locale. Call once, right
// after constructing the application and before loading any QML.
void setUpApplication(QGuiApplication& app);

// Loads the main window into `engine`; null (after a message) when it cannot.
QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine);

}  // namespace reversi::app
