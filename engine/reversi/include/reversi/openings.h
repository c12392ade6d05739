// The named Othello openings (Tiger, Rose, Buffalo, ...): which name a game has
// reached, and at which move. Names are matched by position under the 8 symmetries of
// the board, so the same opening is named whichever of f5, d3, c4 or e6 started the
// game, and a line that transposes into a named position is named too.
//
// The list is data/opening-names.txt, built into the library (see its header for the
// source). Each name has a stable key ("tiger", "rose-v-toth") for translations; the
// English name is the list's own ("Buffalo/Kenichi Variation" keeps both names).
//
// For the app: after each move, opening_marks(game moves) gives every ply at which a
// name is reached (show it in the move list at that move); the current opening is
// current_opening(marks), the last of them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace reversi {

struct NamedOpening {
    std::string key;         // stable identifier: lower case, digits and '-'
    std::string name;        // English name as the list gives it
    std::vector<int> moves;  // the line from the standard start (as written in the list)
};

// The built-in list, in file order. Loaded and checked once; a broken built-in list
// throws std::runtime_error naming the line (a build defect the tests catch).
const std::vector<NamedOpening>& named_openings();

// Parses a list in the format of data/opening-names.txt; errors are ParseError naming
// the line. Two names reaching the same position (under symmetry) are an error.
std::vector<NamedOpening> parse_opening_names(std::string_view text);

// A name reached in a game: after `ply` moves (1-based: ply 1 is the position after
// the first move; passes count as moves), the position is the one `opening` names.
struct OpeningMark {
    int ply = 0;
    const NamedOpening* opening = nullptr;  // points into named_openings()
};

// Every mark of a game played from `start` (the standard start unless given), in
// move order. Only positions reached from the standard start are named, so a game
// from another start gets names only where it transposes into a named position.
std::vector<OpeningMark> opening_marks(const std::vector<int>& moves, const Position& start = Position::start());

// The opening a game is in: the last mark (nullptr before any name is reached).
const NamedOpening* current_opening(const std::vector<OpeningMark>& marks);

// The name of exactly this position, if it is a named one (nullptr otherwise).
const NamedOpening* opening_at(const Position& position);

// The board as the book and the names key it: the least of the position's 8 images
// (compared by the side to move's discs, then the opponent's), and the symmetry that
// maps the position onto it. The colour to move is left out: a position's value and
// name do not depend on it.
struct CanonicalBoard {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int symmetry = 0;  // canonical = position.transformed(symmetry)
    friend bool operator==(const CanonicalBoard& a, const CanonicalBoard& b) {
        return a.player == b.player && a.opponent == b.opponent;
    }
    friend bool operator<(const CanonicalBoard& a, const CanonicalBoard& b) {
        return a.player != b.player ? a.player < b.player : a.opponent < b.opponent;
    }
};
CanonicalBoard canonical_board(Bitboard player, Bitboard opponent);

}  // namespace reversi
