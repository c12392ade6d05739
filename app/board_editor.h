// The board editor: pieces placed and removed by hand on the board of the game being
// played (any game, any size), the side to move chosen where the game lets it be, and
// the position checked by the game's rules before a game starts from it.
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

#include <vector>

#include "games/board_game.h"

namespace reversi::app {

class BoardEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The board's width, and a colour code per cell (row by row from the top-left):
    // 0 empty, 1 black, 2 white.
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY gameChanged)
    Q_PROPERTY(QVariantList cells READ cells NOTIFY positionChanged)
    // Whether the side to move is chosen (NoGo's follows from the stone count).
    Q_PROPERTY(bool sideChoosable READ sideChoosable NOTIFY gameChanged)
    Q_PROPERTY(int sideToMove READ sideToMove WRITE setSideToMove NOTIFY positionChanged)  // 1 or 2
    // Why the position is rejected ("" when it is acceptable).
    Q_PROPERTY(QString problem READ problem NOTIFY positionChanged)
    // Something to know about an acceptable position (game over, a pass), else "".
    Q_PROPERTY(QString note READ note NOTIFY positionChanged)
    Q_PROPERTY(bool acceptable READ acceptable NOTIFY positionChanged)

public:
    explicit BoardEditor(QObject* parent = nullptr);

    int boardWidth() const { return game_->start()->width(); }
    QVariantList cells() const;
    bool sideChoosable() const { return game_->start()->passMove() != kNotAMove; }
    int sideToMove() const { return to_move_; }
    void setSideToMove(int color);
    // Why no game reaches the position, or "" when one can.
    QString problem() const;
    QString note() const;
    bool acceptable() const { return problem().isEmpty(); }
    // The position (null when not acceptable).
    StatePtr position() const;

    // Empty -> black -> white -> empty.
    Q_INVOKABLE void cycle(int square);
    Q_INVOKABLE void setCell(int square, int color);
    Q_INVOKABLE void clear();
    Q_INVOKABLE void loadFrom(reversi::app::GameModel* game);  // the game's board and current position
    // Starts `game` from the edited position (players kept; the AI waits for resumeAi).
    // False, and the game untouched, when the position is not acceptable.
    Q_INVOKABLE bool startGame(reversi::app::GameModel* game) const;

signals:
    void positionChanged();
    void gameChanged();

private:
    GamePtr game_ = standardReversi();
    std::vector<int> cells_ = std::vector<int>(64, kEmptyCell);
    int to_move_ = kBlackPiece;
};

}  // namespace reversi::app
