// A deliberately plain NoGo rules implementation: a 9x9 array, and each move tried by
// placing the stone and flood-filling the groups around it. It shares no code with the
// engine and exists only so the bitboard engine can be checked against it.
#pragma once

#include <array>
#include <vector>

namespace reference_nogo {

enum Cell { Empty = 0, Black = 1, White = 2 };

struct Board {
    std::array<int, 81> cell{};  // index y * 9 + x, y = 0 is the top row
    int to_move = Black;

    bool is_legal(int point, int colour) const;
    // For an empty point: whether playing it would leave an adjacent opponent group
    // without liberties (capture), and its own group without liberties (suicide).
    bool captures(int point, int colour) const;
    bool suicide(int point, int colour) const;
    std::vector<int> legal_moves(int colour) const;  // ascending point order
    void play(int point);                            // places and passes the turn
    bool game_over() const { return legal_moves(to_move).empty(); }
    int winner() const { return 3 - to_move; }       // when the game is over
};

}  // namespace reference_nogo
