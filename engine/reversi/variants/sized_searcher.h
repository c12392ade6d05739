// The search of one thread on a board of any size: principal-variation alpha-beta
// over the shared table, to a depth (scores in evaluation units) or to the end of the
// game (exact scores, in discs). Several threads share the table and a set of busy
// positions (ABDADA): a thread that finds a child busy searches it last.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>

#include "common/busy_positions.h"
#include "variants/sized_evaluation.h"
#include "variants/sized_table.h"

namespace reversi::sized {

// When a search must give up: the caller's stop token, the coordinator's abort
// (helpers stop when the main thread is done) and a deadline.
struct Stopping {
    const std::atomic<bool>* stop = nullptr;
    const std::atomic<bool>* abort = nullptr;
    bool has_deadline = false;
    std::chrono::steady_clock::time_point deadline;
};

template <class K>
class Searcher {
public:
    using Bits = typename K::Bits;
    static constexpr int kPass = K::kSquares;
    static constexpr int kInfinity = (K::kSquares + 1) * kEvalScale;

    Searcher(SizedTable<Bits>& table, const Stopping& stopping, common::BusyPositions* busy = nullptr)
        : table_(table), stopping_(stopping), busy_(busy) {}

    // Exact final disc difference for `player`, fail-soft inside (alpha, beta).
    int solve(Bits player, Bits opponent, int alpha, int beta) {
        return node(player, opponent, kExactDepth, alpha * kEvalScale, beta * kEvalScale) / kEvalScale;
    }
    // The value `depth` plies deep, in evaluation units (exact when the game ends sooner).
    int search(Bits player, Bits opponent, int depth, int alpha, int beta) {
        return node(player, opponent, depth, alpha, beta);
    }

    bool aborted() const { return aborted_; }
    std::uint64_t nodes() const { return nodes_; }
    // The best move the table holds for a position (-1 when none, or not legal).
    int table_move(Bits player, Bits opponent) const {
        TableEntry e;
        if (!table_.probe(player, opponent, K::hash(player, opponent), e) || e.move < 0) return -1;
        return e.move < K::kSquares && (K::legal_moves(player, opponent) & K::bit(e.move)) ? e.move : -1;
    }

private:
    static constexpr int kExactDepth = 255;  // "to the end": deeper than any game
    static constexpr int kOrderMinEmpties = 6;  // below, moves in square order: ordering costs more than it saves
    static constexpr int kTableMinEmpties = 8;  // below, the table costs more than it saves
    static constexpr int kBusyMinEmpties = 8;   // below, not worth telling the other threads
    static constexpr int kSymmetryMaxDiscs = 8;  // up to here, symmetric positions search one of equal children

    struct Child {
        Bits player, opponent;
        int move, key;
    };

    bool poll() {
        if ((++nodes_ & 1023) == 0 && !aborted_) {
            aborted_ = (stopping_.stop && stopping_.stop->load(std::memory_order_relaxed)) ||
                       (stopping_.abort && stopping_.abort->load(std::memory_order_relaxed)) ||
                       (stopping_.has_deadline && std::chrono::steady_clock::now() >= stopping_.deadline);
        }
        return aborted_;
    }

    // Negamax value in evaluation units; depth kExactDepth searches to the end.
    int node(Bits player, Bits opponent, int depth, int alpha, int beta) {
        if (poll()) return 0;
        const bool exact = depth == kExactDepth;
        Bits moves = K::legal_moves(player, opponent);
        if (!moves) {
            if (!K::legal_moves(opponent, player)) return K::final_score(player, opponent) * kEvalScale;
            return -node(opponent, player, depth, -beta, -alpha);  // a pass costs no depth
        }
        if (depth == 0) return evaluate<K>(player, opponent);
        const int empties = K::kSquares - count_bits(player | opponent);
        if (empties == 1) {  // the last move: no ordering, no table
            const int sq = lowest_bit(moves);
            const Bits f = K::flipped_discs(player, opponent, sq);
            ++nodes_;
            return -K::final_score(opponent ^ f, player ^ f ^ K::bit(sq)) * kEvalScale;
        }

        const bool use_table = !exact || empties >= kTableMinEmpties;
        const std::uint64_t hash = use_table ? K::hash(player, opponent) : 0;
        TableEntry entry;
        int table_move = -1;
        if (use_table && table_.probe(player, opponent, hash, entry)) {
            if (entry.exact || (!exact && entry.depth >= depth)) {
                if (entry.lower >= beta) return entry.lower;
                if (entry.upper <= alpha) return entry.upper;
                if (entry.lower == entry.upper) return entry.lower;
                alpha = std::max(alpha, entry.lower);
                beta = std::min(beta, entry.upper);
            }
            table_move = entry.move;
        }

        Child children[K::kSquares];
        int count = 0;
        const bool ordered = exact ? empties >= kOrderMinEmpties : depth >= 2;
        for (; moves; moves &= moves - 1) {
            const int sq = lowest_bit(moves);
            const Bits f = K::flipped_discs(player, opponent, sq);
            Child& c = children[count++];
            c.player = opponent ^ f;
            c.opponent = player ^ f ^ K::bit(sq);
            c.move = sq;
            // Fastest first: the fewer replies, the sooner the cut; corners first.
            c.key = sq == table_move ? -1000 : ordered ? 16 * count_bits(K::legal_moves(c.player, c.opponent)) -
                                                              (SquareClasses<K>::corners() & K::bit(sq) ? 8 : 0)
                                                        : 0;
        }
        if (ordered || table_move >= 0) sort_by_key(children, count);
        if (K::kSquares - empties <= kSymmetryMaxDiscs) count = drop_symmetric_children(player, opponent, children, count);

        const bool share = busy_ && empties >= kBusyMinEmpties;
        if (share) busy_->enter(hash);
        const int alpha_in = alpha;
        int best = -kInfinity, best_move = -1;
        int deferred[K::kSquares];
        int deferred_count = 0;
        const int child_depth = exact ? kExactDepth : depth - 1;
        const auto visit = [&](const Child& c) {
            int score;
            if (best_move < 0) {
                score = -node(c.player, c.opponent, child_depth, -beta, -alpha);
            } else {
                score = -node(c.player, c.opponent, child_depth, -alpha - 1, -alpha);
                if (score > alpha && score < beta && !aborted_)
                    score = -node(c.player, c.opponent, child_depth, -beta, -alpha);
            }
            if (score > best) best = score, best_move = c.move;
            alpha = std::max(alpha, score);
        };
        for (int i = 0; i < count && alpha < beta && !aborted_; ++i) {
            if (share && best_move >= 0 && busy_->is_busy(K::hash(children[i].player, children[i].opponent))) {
                deferred[deferred_count++] = i;
                continue;
            }
            visit(children[i]);
        }
        for (int i = 0; i < deferred_count && alpha < beta && !aborted_; ++i) visit(children[deferred[i]]);
        if (share) busy_->leave(hash);
        if (aborted_) return 0;
        if (!use_table) return best;

        TableEntry store;
        store.exact = exact;
        store.depth = exact ? std::min(empties, 127) : depth;
        store.move = best_move;
        store.lower = best >= beta ? best : best > alpha_in ? best : -kInfinity;
        store.upper = best <= alpha_in ? best : best < beta ? best : kInfinity;
        table_.store(player, opponent, hash, store);
        return best;
    }

    // Insertion sort, stable: the lists are short, and std::stable_sort would take a
    // buffer from the heap at every node.
    static void sort_by_key(Child* children, int count) {
        for (int i = 1; i < count; ++i) {
            const Child c = children[i];
            int j = i;
            for (; j > 0 && children[j - 1].key > c.key; --j) children[j] = children[j - 1];
            children[j] = c;
        }
    }

    // Near the start the position may be symmetric (the start itself is): then some
    // children are images of others, with the same value, and need no search.
    // Keeps the first of each set of images; returns the new count.
    static int drop_symmetric_children(Bits player, Bits opponent, Child* children, int count) {
        int symmetries[7], symmetry_count = 0;
        for (int t = 1; t < 8; ++t)
            if (K::transform(player, t) == player && K::transform(opponent, t) == opponent) symmetries[symmetry_count++] = t;
        if (symmetry_count == 0) return count;
        int kept = 0;
        for (int i = 0; i < count; ++i) {
            bool image = false;
            for (int j = 0; j < kept && !image; ++j)
                for (int k = 0; k < symmetry_count && !image; ++k)
                    image = K::transform(children[i].player, symmetries[k]) == children[j].player &&
                            K::transform(children[i].opponent, symmetries[k]) == children[j].opponent;
            if (!image) children[kept++] = children[i];
        }
        return kept;
    }

    SizedTable<Bits>& table_;
    const Stopping& stopping_;
    common::BusyPositions* busy_;
    bool aborted_ = false;
    std::uint64_t nodes_ = 0;
};

}  // namespace reversi::sized
