// Building and extending the opening book (reversi-engine book build|extend).
//
// New positions come from the named openings (every position of their lines) and from
// self-play lines: games from the standard start in which each move is drawn among the
// moves scoring within `line_margin` discs of the best at a shallow depth, up to
// `plies` moves. Each new position, and each old one that gained a child, gets its
// leaf from a search at `depth` (exact from `exact_empties` empties): the best move
// out of the book and its score. Values are then backed up by minimax (book.h).
// With one thread the result depends only on the options and the engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "reversi/book.h"

namespace reversi {

struct BookBuildOptions {
    int games = 500;              // self-play lines to add
    int plies = 16;               // length of each line (moves from the start)
    int depth = 12;               // midgame depth of each position's search
    int exact_empties = 24;       // solve exactly from this many empties
    bool named = true;            // add the positions of the named openings
    int line_depth = 4;           // search depth that picks the self-play moves
    int line_margin = 3;          // self-play moves are drawn within this of the best (discs)
    std::uint64_t seed = 1;       // line i depends on (seed, i) only
    int threads = 1;              // search threads
    std::size_t table_megabytes = 64;
};

struct BookBuildProgress {
    std::size_t new_positions = 0;  // positions the book did not have
    std::size_t to_search = 0;      // positions whose leaf is searched
    std::size_t searched = 0;       // of which done so far
};

// The book with the new positions of `options` added (an empty `book` builds one).
// `progress` (if set) is called after collecting the positions and after each search.
Book extend_book(const Book& book, const BookBuildOptions& options,
                 const std::function<void(const BookBuildProgress&)>& progress = {});

}  // namespace reversi
