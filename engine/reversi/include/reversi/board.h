// Reversi rules on bitboards.
//
// Square numbering, used everywhere in the project:
//   columns a..h run left to right, rows 1..8 top to bottom (a1 is top-left),
//   square index = column + 8 * row, so a1 = bit 0, b1 = bit 1, h1 = bit 7,
//   a2 = bit 8, ..., h8 = bit 63. Index 64 (kPass) denotes a pass.
#pragma once

#include <cstdint>

#include "common/bits.h"

namespace reversi {

using Bitboard = std::uint64_t;

constexpr int kPass = 64;     // move code of a pass
constexpr int kNoMove = -1;   // "no move" (e.g. nothing searched yet)
// Size of a list of one position's legal moves. A move is an empty square, and a
// position set up by hand may have up to 60 empties and more moves than any game
// reaches (34 moves with 34 empties are possible), so a list holds one per square.
constexpr int kMaxMoves = 64;

enum class Color : std::uint8_t { Black = 0, White = 1 };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }

constexpr Bitboard square_bit(int sq) { return Bitboard{1} << sq; }
constexpr int square_of(int column, int row) { return column + 8 * row; }
constexpr int column_of(int sq) { return sq & 7; }
constexpr int row_of(int sq) { return sq >> 3; }

// Square classes shared by the evaluations and move ordering.
constexpr Bitboard kCorners = 0x8100000000000081ull;   // a1, h1, a8, h8
constexpr Bitboard kXSquares = 0x0042000000004200ull;  // b2, g2, b7, g7: diagonal to a corner
constexpr Bitboard kCSquares = 0x4281000000008142ull;  // the edge squares next to a corner
// The four 4x4 quadrants (a1-d4, e1-h4, a5-d8, e5-h8), the regions of endgame parity.
constexpr Bitboard kQuadrants[4] = {0x000000000F0F0F0Full, 0x00000000F0F0F0F0ull, 0x0F0F0F0F00000000ull,
                                    0xF0F0F0F000000000ull};

inline int popcount(Bitboard b) { return common::popcount(b); }
inline int first_square(Bitboard b) { return common::lowest_bit(b); }  // b != 0
inline Bitboard without_first(Bitboard b) { return b & (b - 1); }
// Squares next to any disc of `b`, in the eight directions.
inline Bitboard neighbours(Bitboard b) {
    const Bitboard not_a = 0xFEFEFEFEFEFEFEFEull, not_h = 0x7F7F7F7F7F7F7F7Full;
    const Bitboard side = ((b << 1) & not_a) | ((b >> 1) & not_h);
    const Bitboard row = b | side;
    return side | (row << 8) | (row >> 8);
}

// Squares where the side owning `player` may move.
Bitboard legal_moves(Bitboard player, Bitboard opponent);

// Discs flipped when `player` plays on empty square `sq` (0 when the move is illegal).
Bitboard flipped_discs(Bitboard player, Bitboard opponent, int sq);

// Final disc difference for `player` under the standard rule: empties go to the winner.
int final_score(Bitboard player, Bitboard opponent);

// Stable 64-bit hash of (player, opponent); side to move is implied by the pair order.
std::uint64_t hash_board(Bitboard player, Bitboard opponent);

// The 8 symmetries of the square board. Index 0 is the identity; see board.cpp.
constexpr int kSymmetryCount = 8;
Bitboard transform(Bitboard b, int symmetry);
int transform_square(int sq, int symmetry);  // a code off the board (kPass) stays as it is
int inverse_symmetry(int symmetry);

// A position: the discs of the side to move, of the opponent, and who moves.
struct Position {
    Bitboard player = 0;
    Bitboard opponent = 0;
    Color to_move = Color::Black;

    static Position start();
    static Position from_colors(Bitboard black, Bitboard white, Color to_move);

    Bitboard black() const { return to_move == Color::Black ? player : opponent; }
    Bitboard white() const { return to_move == Color::Black ? opponent : player; }
    Bitboard discs(Color c) const { return c == Color::Black ? black() : white(); }
    Bitboard empties() const { return ~(player | opponent); }
    int empty_count() const { return 64 - popcount(player | opponent); }

    Bitboard moves() const { return legal_moves(player, opponent); }
    bool is_legal(int sq) const { return sq >= 0 && sq < 64 && (moves() >> sq & 1); }
    // The side to move has no move but the opponent has: the only move is a pass.
    bool must_pass() const;
    bool is_game_over() const;

    // Precondition: is_legal(sq). Returns the position after the move, opponent to move.
    Position play(int sq) const;
    Position pass() const { return {opponent, player, opposite(to_move)}; }
    // play(sq) or pass(), for move codes 0..63 and kPass.
    Position apply(int move) const { return move == kPass ? pass() : play(move); }

    // Black minus white under the standard rule; meaningful when the game is over.
    int black_score() const;
    std::uint64_t hash() const { return hash_board(player, opponent) ^ (to_move == Color::White ? 0x9E3779B97F4A7C15ull : 0); }
    Position transformed(int symmetry) const { return {transform(player, symmetry), transform(opponent, symmetry), to_move}; }

    friend bool operator==(const Position& a, const Position& b) {
        return a.player == b.player && a.opponent == b.opponent && a.to_move == b.to_move;
    }
    friend bool operator!=(const Position& a, const Position& b) { return !(a == b); }
};

// The portable code paths, exposed so tests can check them against the vectorised
// ones that the build may select.
namespace detail {
Bitboard legal_moves_generic(Bitboard player, Bitboard opponent);
Bitboard flipped_discs_generic(Bitboard player, Bitboard opponent, int sq);
}  // namespace detail

}  // namespace reversi
