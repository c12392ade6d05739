// OBF position files: one position a line,
//   <64 cells> <side>; [MOVE:SCORE;]...
// cells row-major a1..h8 ('X' black, 'O' white, '-' or '.' empty), side 'X' or 'O',
// then optional moves with the exact final disc difference for the side to move.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace reversi {

struct ObfMoveScore {
    int move = kNoMove;  // 0..63, or kPass when the side to move must pass
    int score = 0;       // final disc difference for the side to move, -64..64

    friend bool operator==(const ObfMoveScore& a, const ObfMoveScore& b) {
        return a.move == b.move && a.score == b.score;
    }
    friend bool operator!=(const ObfMoveScore& a, const ObfMoveScore& b) { return !(a == b); }
};

struct ObfRecord {
    Position position;
    std::vector<ObfMoveScore> moves;  // in file order (the first one is a best move)

    friend bool operator==(const ObfRecord& a, const ObfRecord& b) {
        return a.position == b.position && a.moves == b.moves;
    }
    friend bool operator!=(const ObfRecord& a, const ObfRecord& b) { return !(a == b); }
};

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

}  // namespace reversi
