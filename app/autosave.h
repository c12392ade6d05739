// Keeps the game in progress on disk: rewritten (atomically) after every change of the
// game, read back at the next launch, so quitting or killing the app loses nothing.
//
// The file is a GGF record (the whole line, with the moves after the cursor) in the
// data directory: $REVERSI_DATA_DIR when set (tests use a temporary one; the app's
// --data-dir option sets it), else the platform's app data location.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

namespace reversi::app {



class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit Autosave(QObject* parent = nullptr);

    static QString directory();
    static QString filePath();

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QString path() const { return filePath(); }

    // Loads the saved game into the model (the AI, if to move, carries on). False
    // when there is none or it cannot be read; the model is then untouched.
    Q_INVOKABLE bool restore();
    // Writes the game now if it changed since the last write.
    Q_INVOKABLE void save();

signals:
    void gameChanged();

private:
    GameModel* game_ = nullptr;
    QByteArray written_;  // what the file holds, to skip writing the same again
};

}  // namespace reversi::app
