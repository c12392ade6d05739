// Reversi on any supported board: N x N for even N from 4 to 10, with the four centre
// discs crossed (the standard start) or side by side, and either colour first.
//
// One value type, sized::Board, holds a position of any size, so a caller (the app,
// the command line) can play every board without knowing its size. Squares are
// numbered as on 8x8, column + N * row (a1 = 0 at the top left); the pass is the move
// code N * N (64 on 8x8, the same as kPass). On 8x8 every call goes to the 8x8
// engine's own code (board.h), so that board keeps its speed; the other sizes run on
// a generic implementation (variants/).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reversi/board.h"
#include "reversi/perft.h"

namespace reversi::sized {

// Up to 100 squares: one bit per square, bit = square number.
using Cells = unsigned __int128;

constexpr int kMinBoardSize = 4;
constexpr int kMaxBoardSize = 10;
// Even sizes from 4 to 10.
bool is_supported_size(int size);
// "4, 6, 8 or 10", for messages.
const char* supported_sizes_text();

enum class StartLayout : std::uint8_t {
    Crossed,   // the standard start: d4 and e5 white, d5 and e4 black on 8x8
    Parallel,  // side by side: the upper centre row white, the lower one black
};

// How a game starts: the board size, the centre layout and who moves first.
struct Setup {
    int size = 8;
    StartLayout layout = StartLayout::Crossed;
    Color first = Color::Black;

    friend bool operator==(const Setup& a, const Setup& b) {
        return a.size == b.size && a.layout == b.layout && a.first == b.first;
    }
    friend bool operator!=(const Setup& a, const Setup& b) { return !(a == b); }
};

// "crossed" / "parallel"; parse_layout returns false for anything else.
const char* layout_name(StartLayout layout);
bool parse_layout(const std::string& text, StartLayout& layout);

std::uint64_t hash_cells(Cells player, Cells opponent);

// A position: board size, the discs of the side to move and of the opponent, who moves.
struct Board {
    int size = 8;
    Cells player = 0;
    Cells opponent = 0;
    Color to_move = Color::Black;

    // The start of `setup`. Precondition: is_supported_size(setup.size).
    static Board start(const Setup& setup = Setup{});
    static Board from_colors(int size, Cells black, Cells white, Color to_move);
    // The 8x8 engine's position, and back (precondition of to_position: size 8).
    static Board from_position(const Position& position);
    Position to_position() const;

    int squares() const { return size * size; }
    int pass_move() const { return size * size; }
    Cells all_squares() const;
    Cells black() const { return to_move == Color::Black ? player : opponent; }
    Cells white() const { return to_move == Color::Black ? opponent : player; }
    Cells empties() const { return all_squares() & ~(player | opponent); }
    int empty_count() const;
    int disc_count(Color c) const;

    Cells moves() const;                 // legal squares of the side to move, as bits
    std::vector<int> legal_moves() const;  // the same, ascending (empty when it must pass)
    bool is_legal(int sq) const;
    bool must_pass() const;    // no move, but the opponent has one
    bool is_game_over() const; // neither side can move
    Cells flipped_discs(int sq) const;  // 0 when sq is not legal

    // Precondition: is_legal(sq). The opponent moves next.
    Board play(int sq) const;
    Board pass() const { return {size, opponent, player, opposite(to_move)}; }
    // play(move) or pass() for move == pass_move().
    Board apply(int move) const { return move == pass_move() ? pass() : play(move); }

    // Final disc difference (empties to the winner), for the side to move and for Black.
    int final_score() const;
    int black_score() const { return to_move == Color::Black ? final_score() : -final_score(); }

    friend bool operator==(const Board& a, const Board& b) {
        return a.size == b.size && a.player == b.player && a.opponent == b.opponent && a.to_move == b.to_move;
    }
    friend bool operator!=(const Board& a, const Board& b) { return !(a == b); }
};

constexpr Cells cell_bit(int sq) { return Cells{1} << sq; }

// Leaf count at `depth` plies, with the conventions of perft.h (a pass is a ply; a
// finished game is one leaf at every deeper depth). 8x8 uses the 8x8 perft.
std::uint64_t perft(const Board& board, int depth);
PerftRun timed_perft(const Board& board, int depth);

}  // namespace reversi::sized
