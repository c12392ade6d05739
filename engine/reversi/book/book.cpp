#include "reversi/book.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "book/book_data.h"
#include "reversi/openings.h"
#include "reversi/search.h"

namespace reversi {
namespace {

bool board_less(const BookEntry& a, const BookEntry& b) {
    return a.player != b.player ? a.player < b.player : a.opponent < b.opponent;
}

}  // namespace

Book::Book(std::vector<BookEntry> entries) : entries_(std::move(entries)) {
    std::sort(entries_.begin(), entries_.end(), board_less);
    for (std::size_t i = 1; i < entries_.size(); ++i)
        if (!board_less(entries_[i - 1], entries_[i])) throw std::logic_error("Book: a position is given twice");
}

const BookEntry* Book::find_canonical(Bitboard player, Bitboard opponent) const {
    BookEntry key;
    key.player = player;
    key.opponent = opponent;
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), key, board_less);
    return it != entries_.end() && it->player == player && it->opponent == opponent ? &*it : nullptr;
}

const BookEntry* Book::find(const Position& position) const {
    const CanonicalBoard c = canonical_board(position.player, position.opponent);
    return find_canonical(c.player, c.opponent);
}

void back_up_values(std::vector<BookEntry>& entries) {
    // A move adds one disc, so children have more discs than their parent: visiting
    // positions from the fullest board down sees every child before its parents.
    std::map<CanonicalBoard, int> value;
    std::vector<BookEntry*> order;
    for (BookEntry& e : entries) order.push_back(&e);
    std::sort(order.begin(), order.end(), [](const BookEntry* a, const BookEntry* b) {
        return popcount(a->player | a->opponent) > popcount(b->player | b->opponent);
    });
    for (BookEntry* e : order) {
        int best = e->leaf_move == BookEntry::kNoLeaf ? -128 : e->leaf_score;
        for (Bitboard m = legal_moves(e->player, e->opponent); m; m = without_first(m)) {
            const int sq = first_square(m);
            const Bitboard flips = flipped_discs(e->player, e->opponent, sq);
            const auto it = value.find(canonical_board(e->opponent & ~flips, e->player | flips | square_bit(sq)));
            if (it != value.end()) best = std::max(best, -it->second);
        }
        // A position with neither a leaf nor a child in the book cannot be built; give it
        // a neutral value rather than the sentinel should a hand-made text hold one.
        e->value = static_cast<std::int8_t>(best == -128 ? 0 : best);
        value[{e->player, e->opponent, 0}] = e->value;
    }
}

std::vector<BookMove> book_moves(const Book& book, const Position& position) {
    std::vector<BookMove> moves;
    const CanonicalBoard c = canonical_board(position.player, position.opponent);
    const BookEntry* e = book.find_canonical(c.player, c.opponent);
    if (!e) return moves;
    const int back = inverse_symmetry(c.symmetry);
    for (Bitboard m = position.moves(); m; m = without_first(m)) {
        const int sq = first_square(m);
        const Position child = position.play(sq);
        if (const BookEntry* ce = book.find(child)) moves.push_back({sq, -ce->value, true});
    }
    if (e->leaf_move != BookEntry::kNoLeaf) {
        const int leaf = transform_square(e->leaf_move, back);
        const bool listed =
            std::any_of(moves.begin(), moves.end(), [&](const BookMove& m) { return m.move == leaf; });
        if (!listed) moves.push_back({leaf, e->leaf_score, false});
    }
    std::stable_sort(moves.begin(), moves.end(), [](const BookMove& a, const BookMove& b) { return a.score > b.score; });
    return moves;
}

const Book& builtin_book() {
    static const Book book =
        builtin_book_bytes().empty() ? Book() : Book::from_bytes(builtin_book_bytes(), "built-in book");
    return book;
}

int book_margin(int level) {
    if (level <= 4) return 3;
    if (level <= 6) return 2;
    if (level < kDefaultLevel) return 1;
    return 0;
}

std::optional<BookMove> book_move(const Book& book, const Position& position, int level, std::mt19937_64& rng) {
    const std::vector<BookMove> moves = book_moves(book, position);
    if (moves.empty()) return std::nullopt;
    std::vector<double> weights;  // moves are best first: the candidates are a prefix
    for (const BookMove& m : moves) {
        const int below = moves[0].score - m.score;
        if (below > book_margin(level)) break;
        weights.push_back(std::ldexp(1.0, -below));
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return moves[pick(rng)];
}

}  // namespace reversi
