// The board editor: discs placed and removed by hand, the side to move chosen, and the
// position checked before a game starts from it.
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

#include <array>

#include "reversi/board.h"

namespace reversi::app {



// Why no game can reach `position`, or "" when one can. A game starts with the four
// centre squares filled and never empties a square, so a position with an empty centre
// square (or no discs at all) cannot happen.
QString impossibility(const Position& position);

class BoardEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // 64 colour codes, a1..h8: 0 empty, 1 black, 2 white.
    Q_PROPERTY(QVariantList cells READ cells NOTIFY positionChanged)
    Q_PROPERTY(int sideToMove READ sideToMove WRITE setSideToMove NOTIFY positionChanged)  // 1 or 2
    // Why the position is rejected ("" when it is acceptable).
    Q_PROPERTY(QString problem READ problem NOTIFY positionChanged)
    // Something to know about an acceptable position (game over, a pass), else "".
    Q_PROPERTY(QString note READ note NOTIFY positionChanged)
    Q_PROPERTY(bool acceptable READ acceptable NOTIFY positionChanged)

public:
    explicit BoardEditor(QObject* parent = nullptr);

    QVariantList cells() const;
    int sideToMove() const { return to_move_ == Color::Black ? 1 : 2; }
    void setSideToMove(int color);
    QString problem() const { return impossibility(position()); }
    QString note() const;
    bool acceptable() const { return problem().isEmpty(); }
    Position position() const;

    // Empty -> black -> white -> empty.
    Q_INVOKABLE void cycle(int square);
    Q_INVOKABLE void setCell(int square, int color);
    Q_INVOKABLE void clear();
    Q_INVOKABLE void loadFrom(reversi::app::GameModel* game);  // the game's current position
    // Starts `game` from the edited position (players kept; the AI waits for resumeAi).
    // False, and the game untouched, when the position is not acceptable.
    Q_INVOKABLE bool startGame(reversi::app::GameModel* game) const;

signals:
    void positionChanged();

private:
    std::array<int, 64> cells_{};
    Color to_move_ = Color::Black;
};

}  // namespace reversi::app
