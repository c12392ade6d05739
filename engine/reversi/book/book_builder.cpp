#include "reversi/book_builder.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <random>
#include <set>

#include "common/thread_group.h"
#include "reversi/openings.h"
#include "reversi/search.h"

namespace reversi {
namespace {

using BoardKey = std::pair<Bitboard, Bitboard>;  // a canonical board

BoardKey key_of(Bitboard player, Bitboard opponent) {
    const CanonicalBoard c = canonical_board(player, opponent);
    return {c.player, c.opponent};
}

// Books hold positions where the side to move has a move (no pass, no finished game).
bool bookable(const Position& p) { return p.moves() != 0; }

// The positions of one self-play line (see book_builder.h). Each line starts from an
// empty table, so it depends only on the book, the options and its index, and workers
// can draw lines side by side.
std::vector<Position> self_play_line(Search& search, const Book& book, const BookBuildOptions& o,
                                     const SearchLimits& leaf_limits, std::uint64_t index) {
    search.clear();
    std::mt19937_64 rng(o.seed * 0x9E3779B97F4A7C15ull + index);
    std::vector<Position> line;
    static const std::vector<int> kFromTheStart;
    const std::vector<int>& root = o.roots.empty() ? kFromTheStart : o.roots[index % o.roots.size()];
    const std::uint64_t root_count = o.roots.empty() ? 1 : o.roots.size();
    const Color guided = (index / root_count) % 2 == 0 ? Color::Black : Color::White;
    bool on_root = true;
    Position p = Position::start();
    SearchLimits limits;
    limits.depth = o.line_depth;
    for (int ply = 0; ply <= o.plies && bookable(p); ++ply) {
        line.push_back(p);
        if (ply == o.plies) break;
        // The root's moves while they are legal (books hold no passes), then drawn ones.
        on_root = on_root && ply < static_cast<int>(root.size()) && root[ply] != kPass && p.is_legal(root[ply]);
        if (on_root) {
            p = p.play(root[ply]);
            continue;
        }
        if (o.guided && p.to_move == guided) {
            // The move the book would play (margin 0), or out of it the leaf search's.
            const std::vector<BookMove> known = book_moves(book, p);
            p = p.play(known.empty() ? search.best_move(p, leaf_limits).move : known.front().move);
            continue;
        }
        const std::vector<MoveScore> moves = search.analyze(p, limits);
        std::size_t count = 0;  // best first: the candidates are a prefix
        while (count < moves.size() && moves[count].score >= moves[0].score - o.line_margin) ++count;
        p = p.play(moves[std::uniform_int_distribution<std::size_t>(0, count - 1)(rng)].move);
    }
    return line;
}

// Runs job(search, i) for every i below `count`, `workers` jobs side by side, each
// worker with a Search of its own (the first worker with `first`); the first exception
// stops the others and is rethrown.
void side_by_side(std::size_t count, const BookBuildOptions& o, Search& first,
                  const std::function<void(Search&, std::size_t)>& job) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    const auto work = [&](Search& own) {
        for (std::size_t i; !stop && (i = next++) < count;) job(own, i);
    };
    std::vector<std::unique_ptr<Search>> helper_searches;  // before the group: they outlive its threads
    common::ThreadGroup helpers(stop);
    for (int w = 1; w < o.workers; ++w) {
        helper_searches.push_back(std::make_unique<Search>(o.table_megabytes));
        Search& own = *helper_searches.back();
        helpers.run([&work, &own] { work(own); });
    }
    work(first);  // should it throw, the group stops the helpers and waits for them
    helpers.join();
}

// Children of a canonical board that are in `boards`, as squares of that board.
Bitboard moves_into(const BoardKey& board, const std::set<BoardKey>& boards) {
    Bitboard into = 0;
    for (Bitboard m = legal_moves(board.first, board.second); m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard flips = flipped_discs(board.first, board.second, sq);
        if (boards.count(key_of(board.second & ~flips, board.first | flips | square_bit(sq)))) into |= square_bit(sq);
    }
    return into;
}

// Searches the leaf of `e` (a canonical board): its best move out of the book, whose
// positions are `all`, with its score and depth; none when every move stays in.
void search_leaf(Search& search, const SearchLimits& limits, const std::set<BoardKey>& all, BookEntry& e) {
    search.clear();  // a leaf independent of the searches before it (resumable, see book_builder.h)
    const Position p{e.player, e.opponent, Color::Black};
    const Bitboard into = moves_into({e.player, e.opponent}, all);
    e.leaf_move = BookEntry::kNoLeaf;  // and no score or depth, unless a move leaves the book
    e.leaf_score = 0;
    e.depth = 0;
    if (into == 0) {
        // No move into the book: the leaf is the best move, found by a single search.
        const SearchResult r = search.best_move(p, limits);
        e.leaf_move = static_cast<std::uint8_t>(r.move);
        e.leaf_score = static_cast<std::int8_t>(r.score);
        e.depth = static_cast<std::uint8_t>(r.exact ? BookEntry::kExactDepth : r.depth);
    } else if (into != p.moves()) {
        // Among the best (moves into the book + 1) one is surely out of the book.
        for (const MoveScore& m : search.analyze(p, limits, {}, popcount(into) + 1)) {
            if (into >> m.move & 1) continue;  // best first: the first move out is the leaf
            e.leaf_move = static_cast<std::uint8_t>(m.move);
            e.leaf_score = static_cast<std::int8_t>(m.score);
            e.depth = static_cast<std::uint8_t>(m.exact ? BookEntry::kExactDepth : m.depth);
            break;
        }
    }
}

}  // namespace

Book extend_book(const Book& book, const BookBuildOptions& o,
                 const std::function<void(const BookBuildProgress&)>& progress, const Book& searched) {
    Search search(o.table_megabytes);
    std::set<BoardKey> all;
    for (const BookEntry& e : book.entries()) all.insert({e.player, e.opponent});
    std::set<BoardKey> fresh;  // new boards, in a fixed order
    const auto add = [&](const Position& p) {
        if (!bookable(p)) return;
        const BoardKey k = key_of(p.player, p.opponent);
        if (all.insert(k).second) fresh.insert(k);
    };
    if (o.named) {
        for (const NamedOpening& opening : named_openings()) {
            Position p = Position::start();
            add(p);
            for (int m : opening.moves) add(p = p.apply(m));
        }
    }
    for (const std::vector<int>& line : o.lines) {
        Position p = Position::start();
        add(p);
        for (int m : line) {
            if (m == kPass || !p.is_legal(m)) break;  // books hold no passes
            add(p = p.play(m));
        }
    }
    SearchLimits limits;
    limits.depth = o.depth;
    limits.exact_empties = o.exact_empties;
    limits.threads = o.threads;
    limits.probcut = o.probcut;
    std::vector<std::vector<Position>> lines(static_cast<std::size_t>(o.games));
    side_by_side(lines.size(), o, search, [&](Search& own, std::size_t i) {
        lines[i] = self_play_line(own, book, o, limits, i);
    });
    for (const std::vector<Position>& line : lines)
        for (const Position& p : line) add(p);

    // Leaves to search: every new board, and every old board with a move into a new one
    // (its best move out of the book may now lead into it).
    std::vector<BookEntry> entries;
    std::vector<std::size_t> to_search;
    for (const BookEntry& e : book.entries()) {
        if (moves_into({e.player, e.opponent}, fresh)) to_search.push_back(entries.size());
        entries.push_back(e);
    }
    for (const BoardKey& k : fresh) {
        to_search.push_back(entries.size());
        BookEntry e;
        e.player = k.first;
        e.opponent = k.second;
        entries.push_back(e);
    }
    BookBuildProgress report{fresh.size(), to_search.size(), 0, nullptr};
    if (progress) progress(report);

    // Leaves are independent (each search starts from an empty table), so workers take
    // them in turn and the book does not depend on which worker searched which leaf.
    std::mutex reporting;  // progress and `report` are touched by one worker at a time
    side_by_side(to_search.size(), o, search, [&](Search& own, std::size_t i) {
        BookEntry& e = entries[to_search[i]];
        const BookEntry* done = searched.find_canonical(e.player, e.opponent);
        if (done) {
            e.leaf_move = done->leaf_move;
            e.leaf_score = done->leaf_score;
            e.depth = done->depth;
        } else {
            search_leaf(own, limits, all, e);
        }
        const std::lock_guard<std::mutex> lock(reporting);
        ++report.searched;
        report.last = done ? nullptr : &e;
        if (progress) progress(report);
    });
    back_up_values(entries);
    return Book(std::move(entries));
}

}  // namespace reversi
