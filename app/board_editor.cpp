#include "board_editor.h"

#include "game_model.h"

namespace reversi::app {

namespace {
constexpr std::array<int, 4> kCentre = {27, 28, 35, 36};  // d4 e4 d5 e5
}

QString impossibility(const Position& position) {
    if ((position.black() | position.white()) == 0) return BoardEditor::tr("The board is empty: place some discs.");
    for (int sq : kCentre)
        if (!(((position.black() | position.white()) >> sq) & 1))
            return BoardEditor::tr("The four centre squares must hold discs: every game starts with them filled, and "
                                   "a square never empties.");
    return {};
}

BoardEditor::BoardEditor(QObject* parent) : QObject(parent) {}

QVariantList BoardEditor::cells() const {
    QVariantList list;
    for (int c : cells_) list.append(c);
    return list;
}

void BoardEditor::setSideToMove(int color) {
    const Color c = color == 2 ? Color::White : Color::Black;
    if (to_move_ == c) return;
    to_move_ = c;
    emit positionChanged();
}

Position BoardEditor::position() const {
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (cells_[static_cast<std::size_t>(sq)] == 1) black |= Bitboard{1} << sq;
        if (cells_[static_cast<std::size_t>(sq)] == 2) white |= Bitboard{1} << sq;
    }
    return to_move_ == Color::Black ? Position{black, white, Color::Black} : Position{white, black, Color::White};
}

QString BoardEditor::note() const {
    const Position p = position();
    if (!problem().isEmpty()) return {};
    if (p.is_game_over()) return tr("Neither side can move: the game is over here. It can be looked at, not played on.");
    if (p.must_pass())
        return to_move_ == Color::Black ? tr("Black has no move and passes: White moves first.")
                                        : tr("White has no move and passes: Black moves first.");
    return {};
}

void BoardEditor::cycle(int square) {
    if (square < 0 || square > 63) return;
    setCell(square, (cells_[static_cast<std::size_t>(square)] + 1) % 3);
}

void BoardEditor::setCell(int square, int color) {
    if (square < 0 || square > 63 || color < 0 || color > 2) return;
    cells_[static_cast<std::size_t>(square)] = color;
    emit positionChanged();
}

void BoardEditor::clear() {
    cells_.fill(0);
    emit positionChanged();
}

void BoardEditor::loadFrom(GameModel* game) {
    if (!game) return;
    const Position& p = game->history().position();
    for (int sq = 0; sq < 64; ++sq)
        cells_[static_cast<std::size_t>(sq)] = (p.black() >> sq & 1) ? 1 : (p.white() >> sq & 1) ? 2 : 0;
    to_move_ = p.to_move;
    emit positionChanged();
}

bool BoardEditor::startGame(GameModel* game) const {
    if (!game || !acceptable()) return false;
    return game->loadGame(position(), {}, true);
}

}  // namespace reversi::app
