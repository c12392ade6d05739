#include "search/search_tree.h"

#include <algorithm>
#include <cmath>

#include "reversi/probcut.h"
#include "rules/move_kernels.h"

namespace reversi {
namespace {

constexpr int kMinTableDepth = 2;
// Deferring moves pays only where subtrees are big enough to overlap in time.
constexpr int kMinDeferDepth = 3;
// Table keys of selective (Multi-ProbCut) searches are xor-ed with this, so that their
// entries never stand in for the plain search's.
constexpr std::uint64_t kSelectiveKey = 0x5bd1e9955bd1e995ull;
// Ordering by the children's static evaluation (one evaluation a move) pays from this
// depth on, at this weight in ordering-key units per disc (a reply of the opponent
// costs 16). On bench_search_nodes' 60 midgame positions it saves 11 % of the nodes
// (10 % of the time) at depth 11 full width and 19 % (19 %) at depth 15 with
// Multi-ProbCut; from depth 3 or 4 on, the extra evaluations cost more time than the
// nodes saved in full-width searches.
constexpr int kEvalOrderMinDepth = 5;
constexpr int kEvalOrderWeight = 16;
// Potential mobility in the ordering key: each empty square next to the opponent's
// discs, less each next to the mover's, counts half a reply. On bench_search_nodes' 60
// positions it saves 13 % of the nodes (5 % of the time) at depth 11 full width, and
// 4-7 % of the nodes at depths 15-18 with Multi-ProbCut, where the time stays the same
// (weights 6-12, the opponent's side alone, or only from depth 3 saved less).
constexpr int kPotentialMobilityWeight = 8;
// A ProbCut test is tried only when the static evaluation is no more than this far
// (evaluation units) on the other side of the shallow search's bound: further, the
// shallow search seldom crosses it, and the test costs a search for nothing. At fixed
// depth 16 it saves 9 % of the midgame nodes; at 23-24 empties a third of the time,
// with more best moves found (docs/reversi-strength.md).
constexpr int kProbCutGate = 3 * kEvalScale;
// Enhanced transposition cutoffs: a node whose child is known from the table to fail
// low for it ends before searching any child. Only where the moves are ordered by the
// children's evaluations, so that their table buckets, prefetched while ordering, are in
// cache by then (probing them before ordering, at a cache miss each, made the search
// slower in session 16). On bench_search_nodes it saves 3-5 % of the nodes at depths
// 11-19 (docs/reversi-strength.md).
constexpr int kEtcMinDepth = kEvalOrderMinDepth;

}  // namespace

int TreeSearch::search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int first_move) {
    aborted_ = false;
    root_move_ = kNoMove;
    root_first_ = first_move;
    evaluation_->start(player, opponent);
    return pvs(player, opponent, depth, alpha, beta, 0);
}

std::vector<int> TreeSearch::principal_variation() const {
    return std::vector<int>(pv_[0], pv_[0] + pv_length_[0]);
}

std::uint64_t TreeSearch::table_key(Bitboard player, Bitboard opponent) const {
    return hash_board(player, opponent) ^ (probcut_ > 0 ? kSelectiveKey : 0);
}

void TreeSearch::set_pv(int ply, int move) {
    pv_[ply][ply] = move;
    const int end = ply + 1 < kMaxPly ? pv_length_[ply + 1] : ply + 1;
    for (int i = ply + 1; i < end; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(end, ply + 1);
}

// Hash move first, then by the opponent's mobility after the move and, from
// kEvalOrderMinDepth plies up, the move's static evaluation as well. (Ordering by
// shallow searches of each move was measured too: at depths 11 and 13 on the bench
// positions it cost more nodes than it saved, with or without a hash move, at PV
// nodes only or everywhere, so it is not used.)
int TreeSearch::order(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int ply, int hash_move, int* out) {
    int n = 0;
    for (Bitboard m = moves; m; m = without_first(m)) out[n++] = first_square(m);
    if (n < 2) return n;
    int keys[kMaxMoves];
    for (int i = 0; i < n; ++i) {
        const int sq = out[i];
        if (sq == hash_move || depth < 2) {
            // Just above the leaves, ordering beyond the hash move costs more than it saves.
            keys[i] = sq == hash_move ? 1 << 30 : 0;
            continue;
        }
        const Bitboard flips = kernel::flipped_discs(player, opponent, sq);
        const Bitboard next_player = opponent & ~flips, next_opponent = player | flips | square_bit(sq);
        if (depth - 1 >= kMinTableDepth) {
            child_keys_[ply][i] = table_key(next_player, next_opponent);
            table_.prefetch(child_keys_[ply][i]);
        }
        // Fewer replies (corners counting double) for the opponent is better, and so are
        // fewer empty squares next to the mover's discs (where the opponent may move
        // later) and more next to the opponent's.
        const Bitboard replies = kernel::legal_moves(next_player, next_opponent);
        const Bitboard empties = ~(next_player | next_opponent);
        keys[i] = -(popcount(replies) + popcount(replies & kCorners)) * 16 + ((kCorners >> sq & 1) ? 64 : 0) +
                  (popcount(neighbours(next_player) & empties) - popcount(neighbours(next_opponent) & empties)) *
                      kPotentialMobilityWeight;
        if (depth >= kEvalOrderMinDepth) {
            evaluation_->play(ply, sq, flips);
            keys[i] -= evaluation_->evaluate(ply + 1, next_player, next_opponent) * kEvalOrderWeight / kEvalScale;
        }
    }
    // Insertion sort, best key first; ties keep square order, so ordering is deterministic.
    for (int i = 1; i < n; ++i) {
        const int key = keys[i], sq = out[i];
        const std::uint64_t child_key = child_keys_[ply][i];
        int j = i;
        for (; j > 0 && keys[j - 1] < key; --j)
            keys[j] = keys[j - 1], out[j] = out[j - 1], child_keys_[ply][j] = child_keys_[ply][j - 1];
        keys[j] = key, out[j] = sq, child_keys_[ply][j] = child_key;
    }
    return n;
}

// Multi-ProbCut: true (with `score` the bound to return) when a shallow null-window
// search shows the deep score lies outside (alpha, beta) with the configured confidence.
bool TreeSearch::probcut_cuts(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply,
                              int& score) {
    const ProbCutFit* fit = probcut_fit(depth);
    if (!fit || fit->a <= 0) return false;
    const int empties = 64 - popcount(player | opponent);
    const double margin = probcut_ * fit->sigma[probcut_bucket(empties)] * kEvalScale;
    const double b = fit->b * kEvalScale;
    const int shallow = probcut_shallow_depth(depth);
    // deep >= beta is likely when a * shallow + b - margin >= beta.
    const int high = static_cast<int>(std::ceil((beta - b + margin) / fit->a));
    const int low = static_cast<int>(std::floor((alpha - b - margin) / fit->a));
    if (high >= kEvalLimit && low <= -kEvalLimit) return false;
    const int estimate = evaluation_->evaluate(ply, player, opponent);
    if (high < kEvalLimit && estimate >= high - kProbCutGate) {
        const int v = pvs(player, opponent, shallow, high - 1, high, ply);
        if (aborted_) return false;
        if (v >= high) return score = beta, true;
    }
    if (low > -kEvalLimit && estimate <= low + kProbCutGate) {
        const int v = pvs(player, opponent, shallow, low, low + 1, ply);
        if (aborted_) return false;
        if (v <= low) return score = alpha, true;
    }
    return false;
}

// One ply above the leaves, the children are evaluated here, without a call of pvs()
// each: in square order, as pvs() takes them there (ordering costs more than it
// saves), and each once, since a leaf's value does not depend on the window (pvs()
// would evaluate a child twice when its null-window test calls for a re-search). The
// tree and the value are those of pvs(); only re-searched leaves are no longer counted
// twice.
static_assert(kMinTableDepth >= 2, "leaves() takes no table move: pvs() would not probe the table at depth 1");
int TreeSearch::leaves(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta, int ply) {
    int best = -kScoreInfinity;
    for (Bitboard m = moves; m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard flips = kernel::flipped_discs(player, opponent, sq);
        const Bitboard next_player = opponent & ~flips, next_opponent = player | flips | square_bit(sq);
        evaluation_->play(ply, sq, flips);
        int score;
        if (kernel::legal_moves(next_player, next_opponent)) {
            ++nodes_;
            pv_length_[ply + 1] = ply + 1;
            score = -evaluation_->evaluate(ply + 1, next_player, next_opponent);
        } else {
            score = -pvs(next_player, next_opponent, 0, -beta, -alpha, ply + 1);  // a pass or the end
            if (aborted_) return 0;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                set_pv(ply, sq);
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

int TreeSearch::pvs(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    pv_length_[ply] = ply;
    if (aborted_ || abort_.load(std::memory_order_relaxed) ||
        (caller_stop_ && caller_stop_->load(std::memory_order_relaxed)) ||
        (finished_depth_ && finished_depth_->load(std::memory_order_relaxed) >= iteration_)) {
        aborted_ = true;
        return 0;
    }
    const Bitboard moves = kernel::legal_moves(player, opponent);
    if (!moves) {
        if (!kernel::legal_moves(opponent, player)) return final_score(player, opponent) * kEvalScale;
        if (ply + 1 >= kMaxPly) return evaluation_->evaluate(ply, player, opponent);
        // A pass costs no depth: it fills no square.
        evaluation_->pass(ply);
        const int score = -pvs(opponent, player, depth, -beta, -alpha, ply + 1);
        set_pv(ply, kPass);
        return score;
    }
    if (depth <= 0 || ply + 1 >= kMaxPly) return evaluation_->evaluate(ply, player, opponent);
    // Searching past the last empty square is the same exact search.
    depth = std::min(depth, 64 - popcount(player | opponent));

    const bool pv_node = beta - alpha > 1;
    // Just above the leaves the table costs more (cache misses) than it saves.
    const bool use_table = depth >= kMinTableDepth;
    const std::uint64_t key = use_table ? table_key(player, opponent) : 0;
    TableEntry entry;
    int hash_move = -1;
    if (use_table && table_.probe(key, entry)) {
        hash_move = entry.move;
        // The plain search cuts only with entries of exactly this depth, so that its
        // scores stay a pure function of (position, depth). The selective one is not
        // pure anyway and also takes deeper entries: above all, its ProbCut shallow
        // searches then meet positions the deep search has already been through
        // (bench_search_nodes depth 15: 19.9 % fewer nodes).
        const bool deep_enough = entry.depth == depth || (probcut_ > 0 && entry.depth > depth);
        if (!pv_node && deep_enough) {
            if (entry.bound == Bound::Exact) return entry.score;
            if (entry.bound == Bound::Lower && entry.score >= beta) return entry.score;
            if (entry.bound == Bound::Upper && entry.score <= alpha) return entry.score;
        }
    }

    int cut_score = 0;
    if (probcut_ > 0 && !pv_node && depth >= 3 && 64 - popcount(player | opponent) >= depth + kProbCutMinEmptiesOverDepth &&
        probcut_cuts(player, opponent, depth, alpha, beta, ply, cut_score))
        return cut_score;
    if (aborted_) return 0;

    if (depth == 1 && ply > 0) return leaves(player, opponent, moves, alpha, beta, ply);

    int list[kMaxMoves];
    if (ply == 0 && root_first_ >= 0 && root_first_ < 64 && (moves >> root_first_ & 1)) hash_move = root_first_;
    const int n = order(player, opponent, moves, depth, ply, hash_move, list);
    if (!pv_node && depth >= kEtcMinDepth && n >= 2) {
        // The children's buckets were fetched while the moves were ordered: a child
        // already known to fail low ends this node's search.
        for (int i = 0; i < n; ++i) {
            if (list[i] == hash_move) continue;
            TableEntry child;
            if (!table_.probe(child_keys_[ply][i], child)) continue;
            const bool child_deep_enough = child.depth == depth - 1 || (probcut_ > 0 && child.depth > depth - 1);
            if (child_deep_enough && child.bound != Bound::Lower && -child.score >= beta) return -child.score;
        }
    }
    const int original_alpha = alpha;
    int best = -kScoreInfinity, best_move = list[0];
    // With several threads (ABDADA), a move another thread is searching right now is
    // put off to the end: by then its result is usually in the table.
    const bool may_defer = busy_ != nullptr && depth >= kMinDeferDepth;
    int deferred[kMaxMoves];
    int deferred_count = 0;
    for (int i = 0, pass = 0; pass < 2; ++pass, i = 0) {
        const int* moves_now = pass == 0 ? list : deferred;
        const int count = pass == 0 ? n : deferred_count;
        for (; i < count; ++i) {
            const int sq = moves_now[i];
            const Bitboard flips = kernel::flipped_discs(player, opponent, sq);
            const Bitboard next_player = opponent & ~flips;
            const Bitboard next_opponent = player | flips | square_bit(sq);
            std::uint64_t child_key = 0;
            if (pass == 0 && i > 0 && may_defer) {
                child_key = hash_board(next_player, next_opponent);
                if (busy_->is_busy(child_key)) {
                    deferred[deferred_count++] = sq;
                    continue;
                }
                busy_->enter(child_key);
            }
            evaluation_->play(ply, sq, flips);
            int score;
            if (pass == 0 && i == 0) {
                score = -pvs(next_player, next_opponent, depth - 1, -beta, -alpha, ply + 1);
            } else {
                score = -pvs(next_player, next_opponent, depth - 1, -alpha - 1, -alpha, ply + 1);
                if (score > alpha && score < beta && !aborted_)
                    score = -pvs(next_player, next_opponent, depth - 1, -beta, -alpha, ply + 1);
            }
            if (child_key) busy_->leave(child_key);
            if (aborted_) return 0;
            if (score > best) {
                best = score;
                best_move = sq;
                if (score > alpha) {
                    alpha = score;
                    set_pv(ply, sq);
                    if (ply == 0) root_move_ = sq, root_score_ = score;
                    if (alpha >= beta) {
                        pass = 2;
                        break;
                    }
                }
            }
        }
    }
    const Bound bound = best <= original_alpha ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
    if (use_table) table_.store(key, {best, best_move, depth, bound});
    return best;
}

}  // namespace reversi
