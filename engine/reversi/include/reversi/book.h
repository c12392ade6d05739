// The opening book: positions of the opening, each with a score from a deep search,
// backed up by minimax through the book's tree, and the moves it advises.
//
// A book position stores its "leaf": the best move leading out of the book (a move
// whose position is not in the book) with its search score. Its value is the best of
// the leaf and of every move into the book (minus the value of the position it leads
// to), so the value of the start is the minimax of everything the book has seen.
// Positions are stored once for all 8 symmetries and both colours (see
// canonical_board in openings.h). Scores are final disc differences for the side to
// move, as in search.h.
//
// The book built into the programs is builtin_book() (data/book/reversi.book, see
// data/book/README.md for its format and how it is built). For the app, before
// searching a position at a level:
//     if (auto m = reversi::book_move(reversi::builtin_book(), position, level, rng)) play m->move;
// and for analysis, reversi::book_moves(builtin_book(), position) lists the book moves
// with their book scores (empty out of book).
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace reversi {

// A malformed or unreadable book file: the message names the file and the reason.
class BookError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct BookEntry {
    Bitboard player = 0;       // canonical board (canonical_board): the side to move's discs
    Bitboard opponent = 0;
    std::int8_t value = 0;     // minimax value through the book, discs for the side to move
    std::int8_t leaf_score = 0;
    std::uint8_t leaf_move = kNoLeaf;  // square on the canonical board, or kNoLeaf
    std::uint8_t depth = 0;    // midgame depth of the leaf's search; kExactDepth when exact
    static constexpr std::uint8_t kNoLeaf = 255;  // every move stays in the book
    static constexpr std::uint8_t kExactDepth = 60;

    friend bool operator==(const BookEntry& a, const BookEntry& b) {
        return a.player == b.player && a.opponent == b.opponent && a.value == b.value &&
               a.leaf_score == b.leaf_score && a.leaf_move == b.leaf_move && a.depth == b.depth;
    }
};

// One move the book knows in a position.
struct BookMove {
    int move = kNoMove;    // square on the position's own board
    int score = 0;         // book score: discs for the side to move
    bool in_book = false;  // it leads to a book position (else it is the position's leaf)
};

class Book {
public:
    Book() = default;
    // Entries in any order; duplicates (same canonical board) are a logic_error.
    explicit Book(std::vector<BookEntry> entries);

    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    const std::vector<BookEntry>& entries() const { return entries_; }  // sorted by board

    // The entry of a position (any symmetry, either colour), or nullptr.
    const BookEntry* find(const Position& position) const;
    const BookEntry* find_canonical(Bitboard player, Bitboard opponent) const;

    // The binary file (see data/book/README.md): header, entries, checksum.
    std::string to_bytes() const;
    // Throws BookError "SOURCE: why" for a file that is not a book, has another
    // version, is truncated or padded, fails its checksum, or holds an impossible entry.
    static Book from_bytes(std::string_view bytes, const std::string& source);
    static Book load(const std::string& path);   // BookError when unreadable or malformed
    void save(const std::string& path) const;    // BookError when it cannot be written

    // The text form: one position a line (export/import; see book_text.cpp).
    std::string to_text() const;
    // Reads the text form and recomputes every value by minimax (the values are not
    // in the text). Errors are ParseError naming the line and column.
    static Book from_text(std::string_view text);

private:
    std::vector<BookEntry> entries_;
};

// One entry as a line of the text form (no newline).
std::string book_entry_text(const BookEntry& entry);

// Recomputes every entry's value from the leaves by minimax through the book's tree
// (children before parents). Used after building and after reading the text form.
void back_up_values(std::vector<BookEntry>& entries);

// The book built into the program (empty when it was built without one). A corrupt
// built-in book throws BookError on first use.
const Book& builtin_book();

// Every move the book knows in `position`, best first: the moves into the book and
// the position's leaf. Empty when the position is not in the book (or must pass).
std::vector<BookMove> book_moves(const Book& book, const Position& position);

// How far below the best book score a level still picks a move (discs), so that games
// vary at the lower levels: 3 up to level 4, 2 up to 6, 1 below the default level (10),
// then 0 (the best move only, ties broken at random): at a margin of 1 the default
// level drew moves into lines it then lost (data/book/README.md).
int book_margin(int level);

// The move to play from the book at `level`: one of the book moves scoring within
// book_margin(level) of the best, drawn with `rng`, each disc below the best halving a
// move's chance (so the lower levels vary their openings at a small cost: a uniform
// draw lost about a disc a book move, and with it all the book's gain at level 4).
// nullopt out of book.
std::optional<BookMove> book_move(const Book& book, const Position& position, int level, std::mt19937_64& rng);

}  // namespace reversi
