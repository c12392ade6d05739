// A deliberately plain Reversi rules implementation: an 8x8 array scanned square by
// square in 8 directions. It shares no code with the engine and exists only so the
// bitboard engine can be checked against it.
#pragma once

#include <array>
#include <vector>

namespace reference {

enum Cell { Empty = 0, Black = 1, White = 2 };

struct Board {
    std::array<std::array<int, 8>, 8> cell{};  // cell[row][column], row 0 is the top (row "1")
    int to_move = Black;

    static Board start();
    // Squares (row * 8 + column) of the discs `sq` would flip for the side to move.
    std::vector<int> flips(int sq) const;
    std::vector<int> legal_moves() const;  // ascending square order
    void play(int sq);                     // flips and passes the turn
    void pass() { to_move = 3 - to_move; }
    bool game_over() const;
    int count(int color) const;
};

}  // namespace reference
