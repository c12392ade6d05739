#include "endgame_search.h"

#include <algorithm>
#include <mutex>
#include <utility>

#include "endgame_last_moves.h"
#include "endgame_ordering.h"
#include "stability.h"

namespace reversi {
namespace {

using endgame::kNoScore;

// Up to this many empties the search runs without the table and orders by parity.
constexpr int kShallowMaxEmpties = 6;
// From this many empties on, the table entries of the children are checked for a
// cut-off before any child is searched.
constexpr int kEtcMinEmpties = 12;

// The stable-disc bound 64 - 2 * (opponent's stable discs) is only worth computing
// when alpha is high enough to make a cut-off plausible; by empties.
constexpr int kStabilityThreshold[65] = {
    99, 99, 99, 99, 6,  8,  10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42,
    44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64};

// Static square classes for ordering near the leaves: corners, plain squares, then
// the squares next to corners.
constexpr Bitboard kSquareClasses[4] = {kCorners, ~(kCorners | kXSquares | kCSquares), kCSquares, kXSquares};

// Union of the quadrants holding an odd number of empties.
Bitboard odd_quadrants(Bitboard empties) {
    Bitboard odd = 0;
    for (Bitboard q : kQuadrants)
        if (popcount(empties & q) & 1) odd |= q;
    return odd;
}

// The stable-disc upper bound, when it is low enough to cut (score <= alpha).
bool stability_cut(Bitboard player, Bitboard opponent, int alpha, int empties, int& bound) {
    if (alpha < kStabilityThreshold[empties]) return false;
    bound = 64 - 2 * popcount(stable_discs(opponent, player));
    return bound <= alpha;
}

}  // namespace

int EndgameSearch::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    if (empties <= kShallowMaxEmpties) return shallow(player, opponent, alpha, beta, empties);
    if (beta == alpha + 1) return null_window(player, opponent, alpha, empties);
    return principal(player, opponent, alpha, beta, empties, nullptr);
}

int EndgameSearch::search_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int& best_move) {
    best_move = kNoMove;
    return principal(player, opponent, alpha, beta, empties, &best_move);
}

int EndgameSearch::solve_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int guess,
                              int& best_move) {
    // The score lies in [lower, upper]; `best_move` comes from the last search that
    // proved a lower bound, which a move of that score attains.
    int lower = -64, upper = 64, score = std::max(alpha + 1, std::min(guess, beta - 1));
    best_move = kNoMove;
    while (lower < upper) {
        const int test = std::max(score, lower + 1);  // is the score >= test?
        int move;
        score = search_root(player, opponent, test - 1, test, empties, move);
        if (aborted_) return 0;
        if (score < test) {
            upper = score;
            if (best_move == kNoMove) best_move = move;
            if (upper <= alpha) return upper;
        } else {
            lower = score;
            best_move = move;
            if (lower >= beta) return lower;
        }
    }
    return lower;
}

int EndgameSearch::small(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    Bitboard e = ~(player | opponent);
    switch (empties) {
    case 4:
        return endgame::solve_last4(player, opponent, alpha, beta, nodes_);
    case 3: {
        int x1 = first_square(e);
        e = without_first(e);
        int x2 = first_square(e);
        int x3 = first_square(without_first(e));
        // Parity: the square alone in its quadrant first.
        const int q1 = endgame::quadrant(x1), q2 = endgame::quadrant(x2), q3 = endgame::quadrant(x3);
        if (q1 == q2 && q1 != q3) std::swap(x1, x3);
        else if (q1 == q3 && q1 != q2) std::swap(x1, x2);
        return endgame::solve_last3(player, opponent, alpha, beta, x1, x2, x3, nodes_);
    }
    case 2:
        return endgame::solve_last2(player, opponent, alpha, beta, first_square(e), first_square(without_first(e)),
                                    nodes_);
    case 1:
        return endgame::solve_last1(player, opponent, first_square(e), nodes_);
    default:
        ++nodes_;
        return final_score(player, opponent);
    }
}

int EndgameSearch::shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    if (empties <= 4) return small(player, opponent, alpha, beta, empties);
    ++nodes_;
    int bound;
    if (stability_cut(player, opponent, alpha, empties, bound)) return bound;
    const Bitboard moves = legal_moves(player, opponent);
    if (!moves) {
        if (!legal_moves(opponent, player)) return final_score(player, opponent);
        return -shallow(opponent, player, -beta, -alpha, empties);
    }
    const Bitboard odd = odd_quadrants(~(player | opponent));
    int best = kNoScore;
    for (const Bitboard parity : {odd, ~odd}) {
        for (const Bitboard square_class : kSquareClasses) {
            for (Bitboard m = moves & parity & square_class; m; m = without_first(m)) {
                const int sq = first_square(m);
                const Bitboard f = flipped_discs(player, opponent, sq);
                const int s = -shallow(opponent ^ f, player ^ f ^ square_bit(sq), -beta, -alpha, empties - 1);
                if (s > best) {
                    if (s >= beta) return s;
                    best = s;
                    if (s > alpha) alpha = s;
                }
            }
        }
    }
    return best;
}

void EndgameSearch::order_moves(Bitboard player, Bitboard opponent, Bitboard moves, int hash_move, int empties,
                                MoveList& list) {
    list.size = 0;
    for (Bitboard m = moves; m; m = without_first(m)) {
        const int sq = first_square(m);
        Move& move = list.moves[list.size++];
        move.square = sq;
        move.flips = flipped_discs(player, opponent, sq);
        const Bitboard next_player = opponent ^ move.flips;
        const Bitboard next_opponent = player ^ move.flips ^ square_bit(sq);
        if (sq == hash_move)
            move.key = 1 << 30;
        else if (next_player == 0)
            move.key = 1 << 29;  // wipe-out
        else if (empties >= endgame::kLookaheadMinEmpties)
            move.key = endgame::lookahead_key(next_player, next_opponent, nodes_);
        else
            move.key = endgame::fastest_first_key(next_player, next_opponent);
    }
}

int EndgameSearch::null_window(Bitboard player, Bitboard opponent, int alpha, int empties) {
    ++nodes_;
    if (poll()) return 0;
    const int beta = alpha + 1;
    int bound;
    if (stability_cut(player, opponent, alpha, empties, bound)) return bound;

    const std::uint64_t hash = EndgameTable::hash(player, opponent);
    EndgameEntry entry;
    int hash_move = kNoMove;
    if (table_.probe(player, opponent, hash, entry)) {
        if (entry.lower >= beta) return entry.lower;
        if (entry.upper <= alpha) return entry.upper;
        hash_move = entry.move;
    }
    const Bitboard moves = legal_moves(player, opponent);
    if (!moves) {
        if (!legal_moves(opponent, player)) return final_score(player, opponent);
        return -null_window(opponent, player, -beta, empties);
    }

    MoveList list;
    order_moves(player, opponent, moves, hash_move, empties, list);
    if (empties >= kEtcMinEmpties) {
        // Enhanced transposition cut-off: a child whose table bound already refutes
        // the window saves searching the others.
        for (int i = 0; i < list.size; ++i) {
            const Move& move = list.moves[i];
            const Bitboard next_player = opponent ^ move.flips;
            const Bitboard next_opponent = player ^ move.flips ^ square_bit(move.square);
            EndgameEntry child;
            if (table_.probe(next_player, next_opponent, EndgameTable::hash(next_player, next_opponent), child) &&
                -child.upper >= beta)
                return -child.upper;
        }
    }
    const std::uint64_t nodes_before = nodes_;
    int best = kNoScore, best_move = kNoMove;
    for (int i = 0; i < list.size; ++i) {
        if (i > 0 && threads_ && empties >= kSplitMinEmpties && list.size - i >= 2 && threads_->someone_idle()) {
            split(player, opponent, alpha, empties, list, i, best, best_move);
            if (aborted_) return 0;
            break;
        }
        for (int j = i + 1; j < list.size; ++j)
            if (list.moves[j].key > list.moves[i].key) std::swap(list.moves[i], list.moves[j]);
        const Move& move = list.moves[i];
        const int s = -search(opponent ^ move.flips, player ^ move.flips ^ square_bit(move.square), -beta, -alpha,
                              empties - 1);
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_move = move.square;
            if (s >= beta) break;
        }
    }
    table_.store(player, opponent, hash, empties, alpha, beta, best, best_move, nodes_ - nodes_before);
    return best;
}

void EndgameSearch::split(Bitboard player, Bitboard opponent, int alpha, int empties, MoveList& list, int from,
                          int& best, int& best_move) {
    SplitPoint sp;
    sp.player = player;
    sp.opponent = opponent;
    sp.alpha = alpha;
    sp.empties = empties;
    sp.parent = split_;
    std::sort(list.moves + from, list.moves + list.size, [](const Move& a, const Move& b) { return a.key > b.key; });
    std::copy(list.moves + from, list.moves + list.size, sp.moves);
    sp.size = list.size - from;
    sp.best = best;
    sp.best_move = best_move;
    threads_->open(sp);
    help(sp);
    threads_->close(sp);
    threads_->wait_for_helpers(sp, *this);
    best = sp.best;
    best_move = sp.best_move;
    // A cut-off of this node's own split point is its result, not a reason to unwind.
    aborted_ = stopped_ || (split_ && split_->cut_here_or_above());
}

void EndgameSearch::help(SplitPoint& sp) {
    SplitPoint* const outer = split_;
    split_ = &sp;
    const int beta = sp.alpha + 1;
    for (;;) {
        int i;
        {
            std::lock_guard<std::mutex> lock(sp.mutex);
            if (sp.next >= sp.size || sp.cut.load(std::memory_order_relaxed)) break;
            i = sp.next++;
        }
        const Move& move = sp.moves[i];
        const int s = -search(sp.opponent ^ move.flips, sp.player ^ move.flips ^ square_bit(move.square), -beta,
                              -sp.alpha, sp.empties - 1);
        if (aborted_) break;
        std::lock_guard<std::mutex> lock(sp.mutex);
        if (s > sp.best) {
            sp.best = s;
            sp.best_move = move.square;
            if (s >= beta) sp.cut = true;
        }
    }
    split_ = outer;
    aborted_ = stopped_ || (split_ && split_->cut_here_or_above());
}

int EndgameSearch::principal(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int* best_move) {
    ++nodes_;
    if (poll()) return 0;
    const bool root = best_move != nullptr;
    int bound;
    if (!root && stability_cut(player, opponent, alpha, empties, bound)) return bound;

    const std::uint64_t hash = EndgameTable::hash(player, opponent);
    EndgameEntry entry;
    int hash_move = kNoMove;
    if (table_.probe(player, opponent, hash, entry)) {
        if (!root) {
            if (entry.lower >= beta) return entry.lower;
            if (entry.upper <= alpha) return entry.upper;
            if (entry.lower == entry.upper) return entry.lower;
        }
        hash_move = entry.move;
    }
    const Bitboard moves = legal_moves(player, opponent);
    if (!moves) {
        if (!legal_moves(opponent, player)) return final_score(player, opponent);
        if (root) *best_move = kPass;
        return -principal(opponent, player, -beta, -alpha, empties, nullptr);
    }

    MoveList list;
    order_moves(player, opponent, moves, hash_move, empties, list);
    const std::uint64_t nodes_before = nodes_;
    const int original_alpha = alpha;
    int best = kNoScore, best_square = kNoMove;
    for (int i = 0; i < list.size; ++i) {
        for (int j = i + 1; j < list.size; ++j)
            if (list.moves[j].key > list.moves[i].key) std::swap(list.moves[i], list.moves[j]);
        const Move& move = list.moves[i];
        const Bitboard next_player = opponent ^ move.flips;
        const Bitboard next_opponent = player ^ move.flips ^ square_bit(move.square);
        int s;
        if (i == 0) {
            s = -search(next_player, next_opponent, -beta, -alpha, empties - 1);
        } else {
            s = -search(next_player, next_opponent, -alpha - 1, -alpha, empties - 1);
            if (!aborted_ && s > alpha && s < beta)
                s = -search(next_player, next_opponent, -beta, -(s - 1), empties - 1);
        }
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_square = move.square;
            if (s >= beta) break;
            if (s > alpha) alpha = s;
        }
    }
    table_.store(player, opponent, hash, empties, original_alpha, beta, best, best_square, nodes_ - nodes_before);
    if (root) *best_move = best_square;
    return best;
}

}  // namespace reversi
