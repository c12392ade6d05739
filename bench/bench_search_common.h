// Positions shared by the search benchmarks: points along a fixed self-play game.
#pragma once

#include <vector>

#include "reversi/notation.h"

namespace bench {

// Position after `moves_played` moves of a fixed self-play game of the engine.
inline reversi::Position game_position(int moves_played) {
    static const std::vector<int> game = reversi::parse_transcript(
        "f5d6c4d3c2b3b4b5c5f4c3e3f3c6e6c1e2f1d7f2e1d1d2d8a4a5a6b6a7e7a3g5g4h3h4h5g3b2a2b7a8c7b8f6e8f8a1b1f7h2g2g8g1g7"
        "h8c8g6h1h6h7");
    reversi::Position p = reversi::Position::start();
    for (int i = 0; i < moves_played; ++i) p = p.apply(game[i]);
    return p;
}

}  // namespace bench
