// popular_lines (book_builder.h): the opening tree most games of a collection share.
#include <algorithm>
#include <map>
#include <set>

#include "reversi/book_builder.h"
#include "reversi/openings.h"

namespace reversi {

std::vector<std::vector<int>> popular_lines(const std::vector<std::vector<int>>& games, int plies, int min_games) {
    // Grown one ply at a time over the games still popular: a game stops at its first
    // position reached by fewer than `min_games` of them (or at a pass, which books
    // never hold), so only the popular part of the tree is ever counted.
    struct Walk {
        const std::vector<int>* moves;
        Position position;
        std::size_t length = 0;  // moves of the popular prefix so far
    };
    std::vector<Walk> alive;
    for (const std::vector<int>& g : games) alive.push_back({&g, Position::start(), 0});
    std::set<std::vector<int>> lines;
    const auto finish = [&](const Walk& w) {
        if (w.length > 0) lines.insert(std::vector<int>(w.moves->begin(), w.moves->begin() + w.length));
    };
    for (int ply = 0; ply < plies && !alive.empty(); ++ply) {
        std::map<std::pair<Bitboard, Bitboard>, int> count;
        std::vector<Walk> next;
        for (Walk& w : alive) {
            const std::size_t i = w.length;
            if (i >= w.moves->size() || !w.position.is_legal((*w.moves)[i])) {
                finish(w);
                continue;
            }
            w.position = w.position.play((*w.moves)[i]);
            const CanonicalBoard c = canonical_board(w.position.player, w.position.opponent);
            ++count[{c.player, c.opponent}];
            next.push_back(w);
        }
        alive.clear();
        for (Walk& w : next) {
            const CanonicalBoard c = canonical_board(w.position.player, w.position.opponent);
            if (count[{c.player, c.opponent}] < min_games) {
                finish(w);
                continue;
            }
            ++w.length;
            alive.push_back(w);
        }
    }
    for (const Walk& w : alive) finish(w);
    // Leave out lines that another line extends (the set is sorted, so an extension
    // follows its prefix directly or after other extensions of it).
    std::vector<std::vector<int>> result;
    for (auto it = lines.begin(); it != lines.end(); ++it) {
        const auto after = std::next(it);
        const bool extended = after != lines.end() && after->size() > it->size() &&
                              std::equal(it->begin(), it->end(), after->begin());
        if (!extended) result.push_back(*it);
    }
    return result;
}

}  // namespace reversi
