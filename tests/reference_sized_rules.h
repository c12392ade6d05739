// A deliberately plain Reversi on an N x N board: a "mailbox" array with a border of
// sentinel cells, scanned from a square in the eight directions. It shares no code
// with the engine and exists only to check the engine's boards of every size
// (sized_board.h) and their perft tables. Squares are column + N * row, as in the engine.
#pragma once

#include <cstdint>
#include <vector>

namespace reference_sized {

enum Cell { Empty = 0, Black = 1, White = 2, Border = 3 };

class Board {
public:
    // The standard crossed centre, or the side-by-side one (white above, black below).
    Board(int size, bool parallel, int first);

    int size() const { return size_; }
    int at(int sq) const { return cells_[mailbox(sq)]; }
    int to_move = Black;

    std::vector<int> flips(int sq) const;  // squares flipped by the side to move at sq
    std::vector<int> legal_moves() const;  // ascending
    void play(int sq);
    void pass() { to_move = to_move == Black ? White : Black; }
    bool game_over() const;
    int count(int color) const;
    int black_score() const;  // black minus white, empties to the winner

private:
    int mailbox(int sq) const { return (sq / size_ + 1) * (size_ + 2) + sq % size_ + 1; }
    int square_of_mailbox(int m) const { return (m / (size_ + 2) - 1) * size_ + m % (size_ + 2) - 1; }
    int size_;
    std::vector<int> cells_;  // (size + 2) squared, the outer ring Border
};

// Leaves at `depth` plies: a pass is a ply, a finished game a leaf at every depth.
std::uint64_t perft(const Board& board, int depth);

// Exact final disc difference for the side to move by plain minimax (no pruning
// tricks beyond alpha-beta), for boards small enough to solve this way.
int solve(const Board& board);

}  // namespace reference_sized
