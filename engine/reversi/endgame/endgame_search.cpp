#include "endgame/endgame_search.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "endgame/endgame_last_moves.h"
#include "endgame/endgame_ordering.h"
#include "rules/move_kernels.h"
#include "rules/stability.h"

namespace reversi {
namespace {

using endgame::kNoScore;

// Up to this many empties the search runs without the table, in parity order
// (endgame_last_moves.h takes over at 4).
constexpr int kShallowMaxEmpties = 6;
// From this many empties on, the table entries of the children are checked for a
// cut-off before any child is searched (the lowest useful value: children with
// fewer than kShallowMaxEmpties + 1 empties are never in the table).
constexpr int kEtcMinEmpties = kShallowMaxEmpties + 2;

// Depth of the evaluation search that guesses the root's score for MTD(f): a guess
// within a few discs saves most of the null-window searches a guess of 0 needs.
constexpr int kEstimateDepth = 8;
// MTD(f) starts this many discs below that estimate: a search that fails high (one
// good move proves the bound) is much cheaper than one that fails low (every move
// refuted), so undershooting the score costs less than overshooting it.
constexpr int kGuessBelow = 4;

// The stable-disc bound 64 - 2 * (opponent's stable discs) is only worth computing
// when alpha is high enough to make a cut-off plausible; by empties.
constexpr int kStabilityThreshold[65] = {
    99, 99, 99, 99, 6,  8,  10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42,
    44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64};

// The stable-disc upper bound, when it is low enough to cut (score <= alpha).
bool stability_cut(Bitboard player, Bitboard opponent, int alpha, int empties, int& bound) {
    if (alpha < kStabilityThreshold[empties]) return false;
    bound = 64 - 2 * popcount(stable_discs(opponent, player));
    return bound <= alpha;
}

// Moves the best-keyed of moves i.. to index i: a selection sort done lazily, since a
// cut-off usually comes before the list's end.
const EndgameMove& pick_best(EndgameMoveList& list, int i) {
    for (int j = i + 1; j < list.size; ++j)
        if (list.moves[j].key > list.moves[i].key) std::swap(list.moves[i], list.moves[j]);
    return list.moves[i];
}

// Walks a move list best key first. With `busy` (several threads), a first pass
// skips, after the first move, the children another thread is searching now, and a
// second pass takes them; the current child is marked busy until the next step.
class MoveWalk {
public:
    MoveWalk(EndgameMoveList& list, common::BusyPositions* busy, Bitboard player, Bitboard opponent)
        : list_(list), busy_(busy), player_(player), opponent_(opponent) {}
    ~MoveWalk() { release(); }
    MoveWalk(const MoveWalk&) = delete;
    MoveWalk& operator=(const MoveWalk&) = delete;

    // Advances to the next move; false when every move has been walked.
    bool next() {
        release();
        while (step_ < list_.size + deferred_count_) {
            const int step = step_++;
            int i = step;
            if (step >= list_.size)
                i = deferred_[step - list_.size];
            else
                pick_best(list_, i);
            move_ = &list_.moves[i];
            next_player_ = opponent_ ^ move_->flips;
            next_opponent_ = player_ ^ move_->flips ^ square_bit(move_->square);
            if (busy_ && step < list_.size) {
                const std::uint64_t hash = EndgameTable::hash(next_player_, next_opponent_);
                if (step > 0 && busy_->is_busy(hash)) {
                    deferred_[deferred_count_++] = i;
                    continue;
                }
                busy_->enter(hash);
                busy_hash_ = hash;
            }
            first_ = step == 0;
            return true;
        }
        return false;
    }

    const EndgameMove& move() const { return *move_; }
    Bitboard next_player() const { return next_player_; }
    Bitboard next_opponent() const { return next_opponent_; }
    bool first() const { return first_; }

private:
    void release() {
        if (busy_hash_) busy_->leave(busy_hash_);
        busy_hash_ = 0;
    }

    EndgameMoveList& list_;
    common::BusyPositions* busy_;
    const Bitboard player_, opponent_;
    int step_ = 0, deferred_[kMaxMoves], deferred_count_ = 0;
    const EndgameMove* move_ = nullptr;
    Bitboard next_player_ = 0, next_opponent_ = 0;
    std::uint64_t busy_hash_ = 0;
    bool first_ = false;
};

}  // namespace

int EndgameSearch::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    return search(player, opponent, alpha, beta, empties, kMovesUnknown);
}

int EndgameSearch::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves) {
    if (empties <= 4) return small(player, opponent, alpha, beta, empties);
    if (empties <= kShallowMaxEmpties)
        return shallow(player, opponent, alpha, beta, empties,
                       moves == kMovesUnknown ? kernel::legal_moves(player, opponent) : moves);
    if (beta == alpha + 1) return null_window(player, opponent, alpha, empties, moves);
    return principal(player, opponent, alpha, beta, empties, moves, nullptr);
}

int EndgameSearch::search_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int& best_move) {
    best_move = kNoMove;
    return principal(player, opponent, alpha, beta, empties, kMovesUnknown, &best_move);
}

int EndgameSearch::solve_root(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int guess,
                              int first_pass, int& best_move, SelectivePass& last_pass,
                              const std::function<bool(const SelectivePass&)>& on_pass) {
    int score = 0;
    // A finished game's score is exact at once: a selective pass would only report it
    // as an estimate (an analysis would list such a move as not exact).
    const bool over = !kernel::legal_moves(player, opponent) && !kernel::legal_moves(opponent, player);
    for (pass_ = empties >= kSelectivePassMinEmpties && !over ? first_pass : endgame::kExactPass;; ++pass_) {
        score = mtd(player, opponent, alpha, beta, empties, guess, best_move);
        if (aborted_ || pass_ == endgame::kExactPass) break;
        last_pass = endgame::finished_pass(pass_, score, best_move);
        if (on_pass && !on_pass(last_pass)) {
            aborted_ = true;
            break;
        }
        guess = score;
    }
    pass_ = endgame::kExactPass;
    return score;
}

int EndgameSearch::mtd(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int guess,
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

int EndgameSearch::estimate(Bitboard player, Bitboard opponent) {
    static_assert(2 * std::max(kEstimateDepth, endgame::kProbCutMaxDepth) < endgame::kEvaluationLinePlies,
                  "the estimate's and ProbCut's searches (from ply 0) stay inside their line");
    // Stops with the solve: a depth-8 search without a table takes up to a tenth of a
    // second at 20 empties, more than a short move time.
    evaluation_->start(player, opponent);
    const int score = endgame::evaluation_search(*evaluation_, 0, player, opponent, kEstimateDepth,
                                                 -endgame::kNoEvaluation, endgame::kNoEvaluation, nodes_,
                                                 [this] { return poll(); });
    return start_below(score);
}

int EndgameSearch::start_below(int score) {
    // Final scores are even unless squares stay empty: round to the nearest even.
    return 2 * static_cast<int>(std::lround(score / (2.0 * kEvalScale))) - kGuessBelow;
}

bool EndgameSearch::probcut(Bitboard player, Bitboard opponent, int alpha, int empties, int& score) {
    if (pass_ == endgame::kExactPass || empties < endgame::kProbCutMinEmpties) return false;
    const int depth = endgame::probcut_depth(empties);
    const endgame::EndgameProbCutFit& fit = endgame::kProbCutFits[depth];
    const double margin = endgame::kPassConfidence[pass_] * fit.sigma;
    // The shallow scores (evaluation units) beyond which the prediction a * shallow + b
    // lies `margin` above beta = alpha + 1 or below alpha.
    const int high = static_cast<int>(std::ceil((alpha + 1 + margin - fit.b) / fit.a * kEvalScale));
    const int low = static_cast<int>(std::floor((alpha - margin - fit.b) / fit.a * kEvalScale));
    // Final scores are even, so the bound is too: an odd one would make MTD(f) creep
    // up or down one disc a pass.
    if (high > kEvalLimit && low < -kEvalLimit) return false;
    evaluation_->start(player, opponent);
    if (high <= kEvalLimit &&
        endgame::evaluation_search(*evaluation_, 0, player, opponent, depth, high - 1, high, nodes_) >= high) {
        score = alpha + 1 + ((alpha + 1) & 1);
        return true;
    }
    if (low >= -kEvalLimit &&
        endgame::evaluation_search(*evaluation_, 0, player, opponent, depth, low, low + 1, nodes_) <= low) {
        score = alpha - (alpha & 1);
        return true;
    }
    return false;
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

int EndgameSearch::shallow(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves) {
    ++nodes_;
    int bound;
    if (stability_cut(player, opponent, alpha, empties, bound)) return bound;
    if (!moves) {
        const Bitboard replies = kernel::legal_moves(opponent, player);
        if (!replies) return final_score(player, opponent);
        return -shallow(opponent, player, -beta, -alpha, empties, replies);
    }
    // Moves in parity order, without a move list: sorting by a key costs as much time
    // here as the nodes it saves, and without a list a cut-off saves computing the
    // flips and replies of the moves after it.
    const Bitboard odd = endgame::odd_regions(~(player | opponent));
    int best = kNoScore;
    for (const Bitboard group : {moves & odd, moves & ~odd}) {
        for (Bitboard m = group; m; m = without_first(m)) {
            const int sq = first_square(m);
            const Bitboard flips = kernel::flipped_discs(player, opponent, sq);
            const Bitboard next_player = opponent ^ flips;
            const Bitboard next_opponent = player ^ flips ^ square_bit(sq);
            const int s = empties == 5 ? -endgame::solve_last4(next_player, next_opponent, -beta, -alpha, nodes_)
                                       : -shallow(next_player, next_opponent, -beta, -alpha, empties - 1,
                                                  kernel::legal_moves(next_player, next_opponent));
            if (s > best) {
                if (s >= beta) return s;
                best = s;
                if (s > alpha) alpha = s;
            }
        }
    }
    return best;
}

void EndgameSearch::list_moves(Bitboard player, Bitboard opponent, Bitboard moves, MoveList& list) {
    list.size = 0;
    for (Bitboard m = moves; m; m = without_first(m)) {
        Move& move = list.moves[list.size++];
        move.square = first_square(m);
        move.flips = kernel::flipped_discs(player, opponent, move.square);
        move.replies = kMovesUnknown;
    }
}

bool EndgameSearch::table_move_first(int hash_move, MoveList& list) {
    for (int i = 0; i < list.size; ++i) {
        if (list.moves[i].square != hash_move) continue;
        std::swap(list.moves[0], list.moves[i]);
        list.moves[0].key = 1;
        for (int j = 1; j < list.size; ++j) list.moves[j].key = 0;
        return true;
    }
    return false;
}

void EndgameSearch::order_moves(Bitboard player, Bitboard opponent, int alpha, int empties, MoveList& list,
                                int first) {
    const int depth = endgame::evaluation_depth(empties);
    if (depth >= 0) evaluation_->start(player, opponent);
    for (int i = first; i < list.size; ++i) {
        Move& move = list.moves[i];
        const Bitboard next_player = opponent ^ move.flips;
        const Bitboard next_opponent = player ^ move.flips ^ square_bit(move.square);
        move.replies = kernel::legal_moves(next_player, next_opponent);
        if (next_player == 0) {
            move.key = 1 << 29;  // wipe-out
        } else if (depth >= 0) {
            evaluation_->play(0, move.square, move.flips);
            move.key = endgame::evaluation_key(*evaluation_, 1, next_player, next_opponent, move.replies, depth,
                                               alpha * kEvalScale, nodes_);
        } else {
            move.key = endgame::fastest_first_key(next_player, next_opponent, move.replies);
        }
    }
}

int EndgameSearch::null_window(Bitboard player, Bitboard opponent, int alpha, int empties, Bitboard moves) {
    ++nodes_;
    if (poll()) return 0;
    const int beta = alpha + 1;
    int bound;
    if (stability_cut(player, opponent, alpha, empties, bound)) return bound;

    const std::uint64_t hash = EndgameTable::hash(player, opponent);
    EndgameEntry entry;
    int hash_move = kNoMove;
    if (table_.probe(player, opponent, hash, entry)) {
        if (usable(entry)) {
            if (entry.lower >= beta) return entry.lower;
            if (entry.upper <= alpha) return entry.upper;
        }
        hash_move = entry.move;
    }
    int cut;
    if (probcut(player, opponent, alpha, empties, cut)) return cut;
    if (moves == kMovesUnknown) moves = kernel::legal_moves(player, opponent);
    if (!moves) {
        const Bitboard replies = kernel::legal_moves(opponent, player);
        if (!replies) return final_score(player, opponent);
        return -null_window(opponent, player, -beta, empties, replies);
    }

    MoveList list;
    list_moves(player, opponent, moves, list);
    // The table's move is searched before the others are ordered: it often cuts off
    // alone, which saves ordering them (with the evaluation from 13 empties, the
    // costliest part of a node).
    const bool table_first = table_move_first(hash_move, list);
    // Enhanced transposition cut-off: a child whose table bound already refutes the
    // window saves searching the others. The children's buckets are fetched from
    // memory all at once, and while they arrive the moves are ordered when that is
    // cheap (fastest first); the costly ordering by evaluation waits for the check.
    const bool etc = empties >= kEtcMinEmpties;
    const bool order_first = !table_first && endgame::evaluation_depth(empties) < 0;
    std::uint64_t child_hashes[kMaxMoves];
    if (etc) {
        for (int i = 0; i < list.size; ++i) {
            const Move& move = list.moves[i];
            child_hashes[i] = EndgameTable::hash(opponent ^ move.flips, player ^ move.flips ^ square_bit(move.square));
            table_.prefetch(child_hashes[i], empties - 1);
        }
    }
    if (order_first) order_moves(player, opponent, alpha, empties, list, 0);
    if (etc) {
        for (int i = 0; i < list.size; ++i) {
            const Move& move = list.moves[i];
            EndgameEntry child;
            if (table_.probe(opponent ^ move.flips, player ^ move.flips ^ square_bit(move.square), child_hashes[i],
                             child) &&
                usable(child) && -child.upper >= beta)
                return -child.upper;
        }
    }
    if (!table_first && !order_first) order_moves(player, opponent, alpha, empties, list, 0);
    const std::uint64_t nodes_before = nodes_;
    int best = kNoScore, best_move = kNoMove;
    MoveWalk walk(list, empties >= kDeferMinEmpties ? busy_ : nullptr, player, opponent);
    while (best < beta && walk.next()) {
        const int s = -search(walk.next_player(), walk.next_opponent(), -beta, -alpha, empties - 1, walk.move().replies);
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_move = walk.move().square;
        }
        if (table_first && walk.first() && best < beta) order_moves(player, opponent, alpha, empties, list, 1);
    }
    table_.store(player, opponent, hash, empties, alpha, beta, best, best_move, pass_, nodes_ - nodes_before);
    return best;
}

int EndgameSearch::principal(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, Bitboard moves,
                             int* best_move) {
    ++nodes_;
    if (poll()) return 0;
    const bool root = best_move != nullptr;
    int bound;
    if (!root && stability_cut(player, opponent, alpha, empties, bound)) return bound;

    const std::uint64_t hash = EndgameTable::hash(player, opponent);
    EndgameEntry entry;
    int hash_move = kNoMove;
    if (table_.probe(player, opponent, hash, entry)) {
        if (!root && usable(entry)) {
            if (entry.lower >= beta) return entry.lower;
            if (entry.upper <= alpha) return entry.upper;
            if (entry.lower == entry.upper) return entry.lower;
        }
        hash_move = entry.move;
    }
    if (moves == kMovesUnknown) moves = kernel::legal_moves(player, opponent);
    if (!moves) {
        const Bitboard replies = kernel::legal_moves(opponent, player);
        if (!replies) return final_score(player, opponent);
        if (root) *best_move = kPass;
        return -principal(opponent, player, -beta, -alpha, empties, replies, nullptr);
    }

    MoveList list;
    list_moves(player, opponent, moves, list);
    const bool table_first = table_move_first(hash_move, list);
    if (!table_first) order_moves(player, opponent, alpha, empties, list, 0);
    const std::uint64_t nodes_before = nodes_;
    const int original_alpha = alpha;
    int best = kNoScore, best_square = kNoMove;
    MoveWalk walk(list, empties >= kDeferMinEmpties ? busy_ : nullptr, player, opponent);
    while (best < beta && walk.next()) {
        const Bitboard next_player = walk.next_player(), next_opponent = walk.next_opponent();
        const Bitboard replies = walk.move().replies;
        int s;
        if (walk.first()) {
            s = -search(next_player, next_opponent, -beta, -alpha, empties - 1, replies);
        } else {
            s = -search(next_player, next_opponent, -alpha - 1, -alpha, empties - 1, replies);
            if (!aborted_ && s > alpha && s < beta)
                s = -search(next_player, next_opponent, -beta, -(s - 1), empties - 1, replies);
        }
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_square = walk.move().square;
            if (s > alpha) alpha = s;
        }
        if (table_first && walk.first() && best < beta) order_moves(player, opponent, alpha, empties, list, 1);
    }
    table_.store(player, opponent, hash, empties, original_alpha, beta, best, best_square, pass_,
                 nodes_ - nodes_before);
    if (root) *best_move = best_square;
    return best;
}

}  // namespace reversi
