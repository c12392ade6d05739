// NoGo game records in SGF: (;GM[1]FF[4]SZ[9]RU[NoGo]PB[..]PW[..]RE[B+R];B[ee];W[dc]...)
// Points are SGF's letters a-i, column then row from the top-left. A text holds one game
// or a collection of them, one after another (as `nogo-engine match --sgf` writes them);
// of variations only the main line (the first) is read.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nogo/players.h"

namespace nogo {

struct SgfGame {
    GameRecord record;
    std::string black, white;  // PB, PW
    std::string result;        // RE, as written
    // The first node's other properties (a program's own, comments, dates), in order, a
    // pair for each value (LB[aa:1][bb:2] gives two), which write_sgf joins again.
    std::vector<std::pair<std::string, std::string>> other_properties;
};

// RE is "B+R" / "W+R" (the loser had no legal move, or resigned), "B+F" / "W+F" for a forfeit, and
// absent when `winner` is empty (a game still in progress). Stones set up before the
// moves (game.start) are written as AB and AW, with PL for the side to move.
// `other_properties` go in the first node after RE (upper-case names; pairs of one name
// in a row are one property of several values).
std::string write_sgf(const GameRecord& game, const std::string& black, const std::string& white,
                      std::optional<Color> winner, bool forfeit = false,
                      const std::vector<std::pair<std::string, std::string>>& other_properties = {});

// The games of the text, at least one. Throws ParseError naming the line and column: not
// SGF, variations nested more than 200 deep, not GM[1] or not SZ[9], a pass, a move out of
// turn or an illegal move (saying why), a property read here with several values where it
// takes one (B[ee][dc], SZ[9][19]), setup (AB, AW) that no game reaches or that is not in
// the first node, or a first node's PL that NoGo's turn order contradicts. RU[...] with
// "centre" (any case) in it turns the centre rule on. `before_each`, when given, is
// called before each game is read: a reader of a large collection that is no longer
// wanted stops the reading by throwing from it (the exception passes through).
std::vector<SgfGame> parse_sgf_games(std::string_view text, const std::function<void()>& before_each = {});

}  // namespace nogo
