// The games the user replaced (by a new game, a paste, an opened file, the board
// editor or another recent game), newest first, so that no game is lost by one tap:
// each is a file (saved_game.h) in the data directory's recent/ folder, and restoring
// one keeps the game it replaces in its turn. At most kKept are kept.
#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

namespace reversi::app {

class RecentGames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    // Newest first: {moves (count), line (the first moves as text), black, white (disc
    // counts at the end of the line), finished, when (a date and time as text)}.
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)

public:
    static constexpr int kKept = 30;

    explicit RecentGames(QObject* parent = nullptr);

    static QString directory();

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QVariantList games() const { return games_; }

    // Puts game `index` of the list on the board (the game there goes to the list).
    Q_INVOKABLE bool restore(int index);

signals:
    void gameChanged();
    void gamesChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void keepCurrent();  // the model's game, before it is replaced
    void refresh();

    QPointer<GameModel> game_;
    QStringList files_;  // of games_, in the same order
    QVariantList games_;
};

}  // namespace reversi::app
