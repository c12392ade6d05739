// Building and extending the opening book (reversi-engine book build|extend).
//
// New positions come from the named openings (every position of their lines), from
// given lines (e.g. the popular lines of expert games, popular_lines below) and from
// self-play lines: games from the standard start (or from the ends of given root lines,
// to grow the book below chosen openings) in which each move is drawn among the moves
// scoring within `line_margin` discs of the best at a shallow depth, up to `plies`
// moves from the start. A guided line (`guided`) draws only one colour's moves so; the
// other colour (Black in line i when i / the number of roots is even, else White, so
// that 2 x roots lines play each root once with each colour) plays the book's best
// move and, out of the book, the best move of the leaf search below: the book grows
// where its own choices lead, against the replies the shallow search finds. Each line
// starts from an empty table, so workers draw lines side by side.
// Each new position, and each old one that gained a child, gets its leaf from a search
// at `depth` (exact from `exact_empties` empties, Multi-ProbCut at confidence `probcut`
// when above 0): the best move out of the book and its score. Values are then backed
// up by minimax (book.h).
// Each leaf search starts from an empty table, so with one thread a leaf depends only
// on its position, the book's set of positions, the options and the engine: a build
// that was stopped can be resumed from the leaves it had searched (extend_book's
// `searched`) and ends with the same book, and `workers` searching leaves side by side
// build the same book as one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "reversi/book.h"

namespace reversi {

struct BookBuildOptions {
    int games = 500;              // self-play lines to add
    int plies = 16;               // length of each line (moves from the start)
    std::vector<std::vector<int>> roots;  // self-play line i starts at the end of roots[i % size]; none: the start
    int depth = 12;               // midgame depth of each position's search
    int exact_empties = 24;       // solve exactly from this many empties
    bool named = true;            // add the positions of the named openings
    std::vector<std::vector<int>> lines;  // add every position of these lines (moves from the start)
    double probcut = 0;           // Multi-ProbCut confidence of the leaf searches; 0: full width
    int line_depth = 4;           // search depth that picks the self-play moves
    int line_margin = 3;          // self-play moves are drawn within this of the best (discs)
    bool guided = false;          // one colour of each line plays as the book would (below)
    std::uint64_t seed = 1;       // line i depends on (seed, i) only
    int threads = 1;              // search threads of each leaf search
    int workers = 1;              // leaf searches run side by side (the book is the same)
    std::size_t table_megabytes = 64;
};

struct BookBuildProgress {
    std::size_t new_positions = 0;  // positions the book did not have
    std::size_t to_search = 0;      // positions whose leaf is searched
    std::size_t searched = 0;       // of which done so far (searched now or taken from `searched`)
    const BookEntry* last = nullptr;  // the entry whose leaf was just searched now, else null
};

// The book with the new positions of `options` added (an empty `book` builds one).
// `progress` (if set) is called after collecting the positions and after each leaf
// (from the worker that searched it, one call at a time).
// A position to search that `searched` holds takes its leaf from there instead: the
// leaves an interrupted run of the same build reported (progress's `last`).
Book extend_book(const Book& book, const BookBuildOptions& options,
                 const std::function<void(const BookBuildProgress&)>& progress = {},
                 const Book& searched = Book());

// The popular lines of a collection of games (move lists from the standard start):
// for each game, its longest prefix of at most `plies` moves whose every position
// (under the 8 symmetries) is reached by at least `min_games` of the games along such
// prefixes. Distinct lines, sorted; a prefix of another line is left out. The book
// builds from them the tree of the openings strong players play most.
std::vector<std::vector<int>> popular_lines(const std::vector<std::vector<int>>& games, int plies, int min_games);

}  // namespace reversi
