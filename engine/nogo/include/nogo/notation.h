// Text forms of NoGo points and boards: GTP vertices ("E5"), SGF points ("ee"), the
// 81-character board of the test data ("X", "O", "."), and the error every reader
// throws. Game records are in sgf.h, Botzone's {"x":..,"y":..} in botzone.h.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "nogo/board.h"

namespace nogo {

// "WHERE: WHY", e.g. "line 3, column 14: 'z' is not a point (a..i)".
class ParseError : public std::runtime_error {
public:
    ParseError(std::string where, std::string why);
    const std::string& where() const { return where_; }
    const std::string& why() const { return why_; }
    ParseError within(const std::string& outer) const;  // "OUTER, WHERE: WHY"

private:
    std::string where_;
    std::string why_;
};

// GTP vertices: columns A-J without I left to right, rows 1-9 from the bottom, so the
// top-left point is "A9" and the centre "E5". Parsing is case-insensitive and gives
// kNoMove for anything that is not a point of the board.
std::string gtp_vertex(int point);
int parse_gtp_vertex(std::string_view text);

// SGF points: column letter then row letter, a-i, from the top-left ("ee" is the centre).
std::string sgf_point(int point);
int parse_sgf_point(std::string_view text);  // kNoMove when not a point

// 81 characters row by row from the top-left: X black, O white, . or - empty.
std::string board81(const Position& position);
// Throws ParseError naming the character; also for boards no legal game reaches.
Position parse_board81(std::string_view text, bool centre_rule = false);

// The board as rows of text with GTP coordinates around it (GTP's showboard).
std::string board_diagram(const Position& position);

// Why `colour` may not play `point` in `position`, for a protocol's error ("the point is
// taken", "it is White's turn"); "" when the move is legal.
std::string why_illegal(const Position& position, Color colour, int point);

}  // namespace nogo
