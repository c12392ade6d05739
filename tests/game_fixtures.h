// Games the tests need, made by rule rather than written out by hand.
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

// A uniformly chosen legal move of `p`, which must have one.
inline int random_move(const reversi::Position& p, std::mt19937& random) {
    std::vector<int> choices;
    for (reversi::Bitboard m = p.moves(); m; m = reversi::without_first(m)) choices.push_back(reversi::first_square(m));
    return choices[random() % choices.size()];
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
            moves.push_back(random_move(p, random));
            p = p.play(moves.back());
        }
    }
}

// Random games from a fixed seed until one reaches a position with `min_empties` empty
// squares or more where the side to move has exactly one legal move; the moves up to it
// (passes explicit).
inline std::vector<int> moves_to_only_move(int min_empties) {
    std::mt19937 random(3);
    for (;;) {
        std::vector<int> moves;
        reversi::Position p = reversi::Position::start();
        while (!p.is_game_over() && p.empty_count() >= min_empties) {
            if (reversi::popcount(p.moves()) == 1) return moves;
            moves.push_back(p.must_pass() ? reversi::kPass : random_move(p, random));
            p = p.apply(moves.back());
        }
    }
}

// A random game played to the end (passes explicit).
inline std::vector<int> random_game(std::mt19937& random) {
    std::vector<int> moves;
    reversi::Position p = reversi::Position::start();
    while (!p.is_game_over()) {
        moves.push_back(p.must_pass() ? reversi::kPass : random_move(p, random));
        p = p.apply(moves.back());
    }
    return moves;
}

// A random game from a fixed seed, played to the end.
inline std::vector<int> finished_game() {
    std::mt19937 random(7);
    return random_game(random);
}

}  // namespace fixtures
