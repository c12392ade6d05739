// Text notation: square names, the parse error type shared by every reader, and
// game transcripts ("f5d6c3..."). Position files (OBF) are in obf.h, game records
// (GGF) in ggf.h.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"
#include "reversi/sized_board.h"

namespace reversi {

// Every reader throws this. The message is "WHERE: WHY", e.g.
// "move 3: 'z9' is not a square (character 5)" or "line 4, column 66: expected ...".
class ParseError : public std::runtime_error {
public:
    ParseError(std::string where, std::string why);

    const std::string& where() const { return where_; }
    const std::string& why() const { return why_; }

    // The same error placed inside a larger context: "OUTER, WHERE: WHY".
    ParseError within(const std::string& outer) const;

private:
    std::string where_;
    std::string why_;
};

// "a1".."h8" for 0..63, "PA" for kPass. Precondition: 0 <= sq <= kPass.
std::string square_name(int sq);

// Case-insensitive "a1".."h8" -> 0..63; "PA", "PS" and "--" -> kPass; anything else -> kNoMove.
int parse_square(std::string_view text);

// The moves played in a transcript, replayed from `start`. Moves are two characters
// each, case-insensitive, optionally separated by whitespace. Passes may be written
// ("PA", "PS", "--") or left out; either way the result holds an explicit kPass for
// every pass that happened before a later move (or was written at the end), so that
// start.apply(m[0]).apply(m[1])... replays the game. A written pass while the player
// has a move, an illegal move and a move after the end of the game are errors. Errors
// name the move by its position among the written moves (1-based) and the character
// (1-based index in `text`), or the line and column of a text of several lines.
std::vector<int> parse_transcript(std::string_view text, const Position& start = Position::start());

// Why `colour` may not play `move` (a square or kPass) in `position`, in words for a
// protocol's message ("the square is taken", "Black has no move and must pass"); ""
// when it may.
std::string why_illegal(const Position& position, Color colour, int move);

// Moves concatenated in lower case, passes left out. For a legal move list that does
// not end with a pass, parse_transcript(write_transcript(m), start) == m.
std::string write_transcript(const std::vector<int>& moves);

// The same on a board of any size (sized_board.h): columns a..j and rows 1..10 on
// 10x10 ("j10" is square 99), "PA" for the pass (move code size * size). Transcript
// moves are a letter and the row number, two characters, or three for rows 10 and up.
std::string square_name(int sq, int size);
int parse_square(std::string_view text, int size);
std::vector<int> parse_transcript(std::string_view text, const sized::Board& start);
std::string write_transcript(const std::vector<int>& moves, int size);

// Name of a colour as it appears in messages: "Black" or "White".
const char* color_name(Color c);

}  // namespace reversi
