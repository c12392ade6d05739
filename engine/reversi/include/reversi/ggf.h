// GGF game records (Generic Game Format, used by the GGS server and NBoard):
//   (;GM[Othello]PC[..]DT[..]PB[..]PW[..]RB[..]RW[..]TI[..]TY[8]RE[..]
//     BO[8 <64 cells> <side>]B[F5]W[D6/1.00/2.5]B[PA];)
// Tags may come in any order with whitespace between them; values may hold "\]".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reversi/board.h"

namespace reversi {

struct GgfMove {
    int square = kNoMove;            // 0..63 or kPass
    std::optional<double> eval;      // evaluation given by the player, if any
    std::optional<double> seconds;   // time used, if given

    friend bool operator==(const GgfMove& a, const GgfMove& b) {
        return a.square == b.square && a.eval == b.eval && a.seconds == b.seconds;
    }
    friend bool operator!=(const GgfMove& a, const GgfMove& b) { return !(a == b); }
};

struct GgfGame {
    Position start = Position::start();  // BO
    std::vector<GgfMove> moves;          // B/W in play order, passes explicit
    std::string place;                   // PC
    std::string date;                    // DT
    std::string black_player;            // PB
    std::string white_player;            // PW
    std::string black_rating;            // RB, as written
    std::string white_rating;            // RW, as written
    std::string time_control;            // TI
    std::string type = "8";              // TY (board type: "8", "8r", "s8r20", ...)
    std::string result;                  // RE as written: "+12.000", "?", ...
    // Tags this reader does not interpret (comments, komi, ...), kept in file order;
    // names in upper case.
    std::vector<std::pair<std::string, std::string>> other_tags;

    // RE as a number (black minus white) when it is one.
    std::optional<double> numeric_result() const;
    // The position after all the moves.
    Position final_position() const;

    friend bool operator==(const GgfGame& a, const GgfGame& b);
    friend bool operator!=(const GgfGame& a, const GgfGame& b) { return !(a == b); }
};

// Every game of a text holding zero or more "(;...;)" records separated by whitespace.
// Validates: GM is Othello, the board size (BO and TY) is 8, every move is legal from
// the BO position and made by the side to move; a pass only when forced. A move of
// the other colour right after a forced pass that was left out gets the pass inserted.
// Errors name the game (1-based), the line and column, and the tag or move number.
std::vector<GgfGame> parse_ggf(std::string_view text);

// Exactly one game (e.g. the argument of NBoard's "set game").
GgfGame parse_ggf_game(std::string_view text);

// One record on one line: GM, PC, DT, PB, PW, RB, RW, TI, TY, RE, the other tags,
// BO, then the moves; empty texts except TY are left out; ']' and '\' in values are
// escaped. Numbers are written with the fewest decimals that read back exactly, so
// parse_ggf_game(write_ggf(g)) == g when g's moves are legal and its other_tags are
// named like the ones the reader keeps (A-Z, 0-9, none of the names above).
std::string write_ggf(const GgfGame& game);

}  // namespace reversi
