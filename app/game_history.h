// The moves of one game and a cursor into them, Qt-free.
//
// The history keeps the whole line that was played. Moving the cursor back (undo, jump)
// keeps the moves after it so they can be replayed (redo); playing a move at the cursor
// follows the recorded line when it is the recorded move, and otherwise cuts the line
// there and starts a new one.
#pragma once

#include <vector>

#include "reversi/board.h"

namespace reversi::app {

struct PlayedMove {
    int move = kPass;        // square 0..63 or kPass
    Color color = Color::Black;
    Bitboard flipped = 0;    // discs turned by the move (0 for a pass)
};

class GameHistory {
public:
    explicit GameHistory(const Position& start = Position::start());

    void reset(const Position& start = Position::start());

    const Position& position() const { return positions_[static_cast<std::size_t>(ply_)]; }
    const Position& position_at(int ply) const { return positions_[static_cast<std::size_t>(ply)]; }
    int ply() const { return ply_; }
    int length() const { return static_cast<int>(moves_.size()); }
    const std::vector<PlayedMove>& moves() const { return moves_; }
    // The move that led to the current position, or null at the start.
    const PlayedMove* last_move() const { return ply_ > 0 ? &moves_[static_cast<std::size_t>(ply_ - 1)] : nullptr; }

    bool can_undo() const { return ply_ > 0; }
    bool can_redo() const { return ply_ < length(); }

    // Plays a legal square, or kPass when the side to move must pass. Returns false
    // (and changes nothing) for anything else.
    bool play(int move);
    // Moves the cursor; false when `ply` is outside 0..length().
    bool jump_to(int ply);

private:
    std::vector<Position> positions_;  // positions_[i] is the position after i moves
    std::vector<PlayedMove> moves_;
    int ply_ = 0;
};

}  // namespace reversi::app
