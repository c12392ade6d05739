// GGF game records (Generic Game Format, used by the GGS server and NBoard):
//   (;GM[Othello]PC[..]DT[..]PB[..]PW[..]RB[..]RW[..]TI[..]TY[8]RE[..]
//     BO[8 <64 cells> <side>]B[F5]W[D6/1.00/2.5]B[PA];)
// Tags may come in any order with whitespace between them; values may hold "\]".
// GGF carries the board size (BO[N <N*N cells> <side>], TY[N]): GgfGame holds 8x8
// games for the 8x8 engine, sized::GgfGame games on any supported board.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reversi/board.h"
#include "reversi/sized_board.h"

namespace reversi {

struct GgfMove {
    int square = kNoMove;            // 0..63 or kPass (0..N*N-1 or N*N on N x N)
    std::optional<double> eval;      // evaluation given by the player, if any
    std::optional<double> seconds;   // time used, if given

    friend bool operator==(const GgfMove& a, const GgfMove& b) {
        return a.square == b.square && a.eval == b.eval && a.seconds == b.seconds;
    }
    friend bool operator!=(const GgfMove& a, const GgfMove& b) { return !(a == b); }
};

template <class Start>
struct BasicGgfGame {
    Start start = Start::start();        // BO
    std::vector<GgfMove> moves;          // B/W in play order, passes explicit
    std::string place;                   // PC
    std::string date;                    // DT
    std::string black_player;            // PB
    std::string white_player;            // PW
    std::string black_rating;            // RB, as written
    std::string white_rating;            // RW, as written
    std::string time_control;            // TI
    std::string type = "8";              // TY (board type: "8", "8r", "s8r20", ...; "10" on 10x10)
    std::string result;                  // RE as written: "+12.000", "?", ...
    // Tags this reader does not interpret (comments, komi, ...), kept in file order;
    // names in upper case.
    std::vector<std::pair<std::string, std::string>> other_tags;

    // RE as a number (black minus white) when it is one.
    std::optional<double> numeric_result() const;
    // The text tags (PC, DT, PB, PW, RB, RW, TI, TY, RE) that have a value, in that
    // order, as (name, value).
    std::vector<std::pair<std::string, std::string>> text_tags() const;
    // Sets the text tag `name` (one of those, in upper case) to `value`; false, and
    // nothing set, for any other name.
    bool set_text_tag(const std::string& name, std::string value);
    // The position after all the moves.
    Start final_position() const {
        Start p = start;
        for (const GgfMove& m : moves) p = p.apply(m.square);
        return p;
    }

    friend bool operator==(const BasicGgfGame& a, const BasicGgfGame& b) {
        return a.start == b.start && a.moves == b.moves && a.place == b.place && a.date == b.date &&
               a.black_player == b.black_player && a.white_player == b.white_player &&
               a.black_rating == b.black_rating && a.white_rating == b.white_rating &&
               a.time_control == b.time_control && a.type == b.type && a.result == b.result &&
               a.other_tags == b.other_tags;
    }
    friend bool operator!=(const BasicGgfGame& a, const BasicGgfGame& b) { return !(a == b); }
};

using GgfGame = BasicGgfGame<Position>;

// Every game of a text holding zero or more "(;...;)" records separated by whitespace.
// Validates: GM is Othello, the board size (BO and TY) is 8, every move is legal from
// the BO position and made by the side to move; a pass only when forced. A move of
// the other colour right after a forced pass that was left out gets the pass inserted.
// Errors name the game (1-based), the line and column, and the tag or move number.
std::vector<GgfGame> parse_ggf(std::string_view text);

// Exactly one game (e.g. the argument of NBoard's "set game").
GgfGame parse_ggf_game(std::string_view text);

// Whether a GM tag's value names the game the readers take: Othello, in any case, with
// spaces around it allowed.
bool names_othello(std::string_view gm_value);

// One record on one line: GM, PC, DT, PB, PW, RB, RW, TI, TY, RE, the other tags,
// BO, then the moves; empty texts except TY are left out; ']' and '\' in values are
// escaped. Numbers are written with the fewest decimals that read back exactly, so
// parse_ggf_game(write_ggf(g)) == g when g's moves are legal and its other_tags are
// named like the ones the reader keeps (A-Z, 0-9, none of the names above).
std::string write_ggf(const GgfGame& game);

namespace sized {

// A game on any supported board. Its TY must name the size of its BO (set `type`
// when writing a game that is not 8x8).
using GgfGame = BasicGgfGame<Board>;

// As parse_ggf, parse_ggf_game and write_ggf above, for every supported size: BO
// gives the size, TY (when it has a number) must agree, and moves are squares of that
// board ("J10" on 10x10).
// `before_each`, when given, is called before each game is read: a reader of a large
// collection that is no longer wanted stops the reading by throwing from it (the
// exception passes through).
std::vector<GgfGame> parse_ggf(std::string_view text, const std::function<void()>& before_each = {});
GgfGame parse_ggf_game(std::string_view text);
std::string write_ggf(const GgfGame& game);

}  // namespace sized

}  // namespace reversi
