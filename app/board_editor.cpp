#include "board_editor.h"

#include "game_model.h"

namespace reversi::app {

BoardEditor::BoardEditor(QObject* parent) : QObject(parent) {}

QVariantList BoardEditor::cells() const {
    QVariantList list;
    for (int c : cells_) list.append(c);
    return list;
}

void BoardEditor::setSideToMove(int color) {
    const int side = color == kWhitePiece ? kWhitePiece : kBlackPiece;
    if (to_move_ == side) return;
    to_move_ = side;
    emit positionChanged();
}

StatePtr BoardEditor::position() const { return game_->fromPieces(cells_, to_move_, nullptr); }

QString BoardEditor::problem() const {
    QString why;
    return game_->fromPieces(cells_, to_move_, &why) ? QString() : why;
}

QString BoardEditor::note() const {
    const StatePtr p = position();
    if (!p) return {};
    if (p->isOver()) return tr("Neither side can move: the game is over here. It can be looked at, not played on.");
    if (p->mustPass())
        return p->toMove() == kBlackPiece ? tr("Black has no move and passes: White moves first.")
                                          : tr("White has no move and passes: Black moves first.");
    // Where the side is not chosen (NoGo) it follows from the stones: say which it is.
    if (!sideChoosable())
        return p->toMove() == kBlackPiece ? tr("Black moves first: as many black stones as white.")
                                          : tr("White moves first: one black stone more than white.");
    return {};
}

void BoardEditor::cycle(int square) {
    if (square < 0 || square >= static_cast<int>(cells_.size())) return;
    setCell(square, (cells_[static_cast<std::size_t>(square)] + 1) % 3);
}

void BoardEditor::setCell(int square, int color) {
    if (square < 0 || square >= static_cast<int>(cells_.size()) || color < 0 || color > 2) return;
    cells_[static_cast<std::size_t>(square)] = color;
    emit positionChanged();
}

void BoardEditor::clear() {
    std::fill(cells_.begin(), cells_.end(), kEmptyCell);
    emit positionChanged();
}

void BoardEditor::loadFrom(GameModel* game) {
    if (!game) return;
    const bool sameGame = game_->setup() == game->boardGame()->setup();
    game_ = game->boardGame();
    const GameState& p = game->history().position();
    cells_.assign(static_cast<std::size_t>(p.cellCount()), kEmptyCell);
    for (int cell = 0; cell < p.cellCount(); ++cell) cells_[static_cast<std::size_t>(cell)] = p.piece(cell);
    to_move_ = p.toMove();
    if (!sameGame) emit gameChanged();
    emit positionChanged();
}

bool BoardEditor::startGame(GameModel* game) const {
    if (!game) return false;
    const StatePtr start = position();
    if (!start) return false;
    return game->loadGame(game_, start, {}, true);
}

}  // namespace reversi::app
