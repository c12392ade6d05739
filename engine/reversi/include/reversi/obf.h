// OBF position files: one position a line,
//   <64 cells> <side>; [MOVE:SCORE;]...
// cells row-major a1..h8 ('X' black, 'O' white, '-' or '.' empty), side 'X' or 'O',
// then optional moves with the exact final disc difference for the side to move.
// The same lines with N * N cells (16, 36, 64 or 100) hold positions of the other
// boards (namespace sized below).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"
#include "reversi/sized_board.h"

namespace reversi {

struct ObfMoveScore {
    int move = kNoMove;  // 0..63, or kPass when the side to move must pass (N * N on N x N)
    int score = 0;       // final disc difference for the side to move, -64..64 (-N * N..N * N)

    friend bool operator==(const ObfMoveScore& a, const ObfMoveScore& b) {
        return a.move == b.move && a.score == b.score;
    }
    friend bool operator!=(const ObfMoveScore& a, const ObfMoveScore& b) { return !(a == b); }
};

template <class PositionType>
struct BasicObfRecord {
    PositionType position;
    std::vector<ObfMoveScore> moves;  // in file order (the first one is a best move)

    friend bool operator==(const BasicObfRecord& a, const BasicObfRecord& b) {
        return a.position == b.position && a.moves == b.moves;
    }
    friend bool operator!=(const BasicObfRecord& a, const BasicObfRecord& b) { return !(a == b); }
};
using ObfRecord = BasicObfRecord<Position>;

// The highest score among the record's moves: its position's value when every move is
// listed (a file need not list the best first). The record must list a move.
template <class PositionType>
int best_listed_score(const BasicObfRecord<PositionType>& record) {
    int best = record.moves.at(0).score;
    for (const ObfMoveScore& m : record.moves) best = m.score > best ? m.score : best;
    return best;
}

// One position line. Cells and side are case-insensitive; whitespace around the
// fields is optional; the ';' after the last field may be left out; a '%' starts a
// comment that runs to the end of the line. Every listed move must be legal.
// Errors name the column (1-based).
ObfRecord parse_obf_line(std::string_view line);

// The normal form: "X"/"O"/"-" cells, one space, side, ';', then " A2:+38;" per move
// (upper-case squares, signed scores, "+0" for a draw). For a line in normal form
// write_obf_line(parse_obf_line(line)) == line.
std::string write_obf_line(const ObfRecord& record);

// Every position of a text, skipping empty lines and lines starting with '%'
// (after optional whitespace). Errors name the line number (1-based).
std::vector<ObfRecord> parse_obf_text(std::string_view text);

// parse_obf_text on a file's contents; errors name the file and line number, and a
// file that cannot be read is a std::runtime_error.
std::vector<ObfRecord> read_obf_file(const std::string& path);

namespace sized {

using ObfRecord = BasicObfRecord<Board>;

// As the 8x8 functions above; the board size is the number of cells (a square count
// of a supported size), and a line whose cell count is none of them is an error.
ObfRecord parse_obf_line(std::string_view line);
std::string write_obf_line(const ObfRecord& record);
// `before_each`, when given, is called before each position is read: a reader of a
// large file that is no longer wanted stops the reading by throwing from it (the
// exception passes through). `problem`, when given, says what in a position read the
// caller cannot take ("" for nothing): a ParseError at its line, as a malformed line's.
std::vector<ObfRecord> parse_obf_text(std::string_view text, const std::function<void()>& before_each = {},
                                      const std::function<std::string(const ObfRecord&)>& problem = {});
std::vector<ObfRecord> read_obf_file(const std::string& path,
                                     const std::function<std::string(const ObfRecord&)>& problem = {});

}  // namespace sized

}  // namespace reversi
