// Root moves that a symmetry of the position maps onto one another: they score the
// same, so an analysis searches one move of each such class and gives the others its
// score, with its line mapped by the symmetry. At the start of the game the four
// moves are then one search instead of four, and they always show one score.
#pragma once

#include <vector>

#include "reversi/board.h"
#include "reversi/search.h"

namespace reversi {

class RootSymmetry {
public:
    explicit RootSymmetry(const Position& position);

    // The legal moves (kPass alone when the side to move must pass), one of each
    // class, in square order.
    const std::vector<int>& searched_moves() const { return searched_; }
    // `scores` (of searched moves) with each move's images right after it.
    std::vector<MoveScore> with_images(const std::vector<MoveScore>& scores) const;

private:
    struct Image {
        int move;      // a move not searched ...
        int source;    // ... scored like this searched move ...
        int symmetry;  // ... which this symmetry of the position maps onto it
    };
    std::vector<int> searched_;
    std::vector<Image> images_;
};

}  // namespace reversi
