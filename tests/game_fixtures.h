// Games the protocol tests need, made by rule rather than written out by hand.
#pragma once

#include <random>
#include <vector>

#include "reversi/board.h"

namespace fixtures {

inline reversi::Position replay(const std::vector<int>& moves) {
    reversi::Position p = reversi::Position::start();
    for (int move : moves) p = p.apply(move);
    return p;
}

// Random games from a fixed seed until one reaches a position (not the end) where the
// side to move must pass; the moves up to that position.
inline std::vector<int> moves_to_forced_pass() {
    std::mt19937 random(2024);
    for (;;) {
        std::vector<int> moves;
        reversi::Position p = reversi::Position::start();
        while (!p.is_game_over()) {
            if (p.must_pass()) return moves;
            std::vector<int> choices;
            for (reversi::Bitboard m = p.moves(); m; m = reversi::without_first(m))
                choices.push_back(reversi::first_square(m));
            const int move = choices[random() % choices.size()];
            moves.push_back(move);
            p = p.play(move);
        }
    }
}

// A random game from a fixed seed, played to the end (passes explicit).
inline std::vector<int> finished_game() {
    std::mt19937 random(7);
    std::vector<int> moves;
    reversi::Position p = reversi::Position::start();
    while (!p.is_game_over()) {
        int move = reversi::kPass;
        if (!p.must_pass()) {
            std::vector<int> choices;
            for (reversi::Bitboard m = p.moves(); m; m = reversi::without_first(m))
                choices.push_back(reversi::first_square(m));
            move = choices[random() % choices.size()];
        }
        moves.push_back(move);
        p = p.apply(move);
    }
    return moves;
}

}  // namespace fixtures
