#include "nogo/minmax.h"

#include <algorithm>
#include <chrono>
#include <cstring>

#include "common/deadline.h"

namespace nogo {

namespace {

using Clock = std::chrono::steady_clock;

enum Bound : std::uint8_t { kExact, kLower, kUpper };

struct Entry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int8_t depth = -1;
    std::uint8_t bound = kExact;
    std::uint8_t move = 0;
};

// Proven scores are stored relative to the node, so they stay right wherever it is met.
int to_table(int score, int ply) { return score > kProvenScore ? score + ply : score < -kProvenScore ? score - ply : score; }
int from_table(int score, int ply) { return score > kProvenScore ? score - ply : score < -kProvenScore ? score + ply : score; }

// Thrown through the search when the deadline passes.
struct Aborted {};

}  // namespace

struct MinMax::Table {
    std::vector<Entry> entries;
    std::uint32_t history[2][kPoints] = {};
};

MinMax::MinMax(const MinMaxOptions& options) : options_(options), table_(new Table) {
    std::size_t n = 1;
    while (n * 2 * sizeof(Entry) <= options.table_megabytes << 20) n *= 2;
    table_->entries.resize(n);
}
MinMax::~MinMax() = default;

void MinMax::clear() {
    std::fill(table_->entries.begin(), table_->entries.end(), Entry{});
    std::memset(table_->history, 0, sizeof table_->history);
}

int MinMax::evaluate(const Position& position) const {
    const Bits mine = position.moves(), theirs = position.legal(opposite(position.to_move()));
    return popcount(mine) - popcount(theirs) +
           options_.own_point_weight * (popcount(mine & ~theirs) - popcount(theirs & ~mine));
}

namespace {

class AlphaBeta {
public:
    AlphaBeta(const MinMax& engine, std::vector<Entry>& table, std::uint32_t (&history)[2][kPoints],
              const common::Deadline& deadline)
        : engine_(engine), table_(table), history_(history), deadline_(deadline) {}

    int search(const Position& p, int depth, int alpha, int beta, int ply) {
        if ((++nodes_ & 1023) == 0 && deadline_.passed()) throw Aborted{};
        const Bits moves = p.moves();
        if (moves == 0) return -kWinScore + ply;
        if (depth == 0) return engine_.evaluate(p);
        Entry& entry = table_[p.hash() & (table_.size() - 1)];
        int first = -1;
        if (entry.key == p.hash()) {
            const int score = from_table(entry.score, ply);
            if (entry.depth >= depth && (entry.bound == kExact || (entry.bound == kLower && score >= beta) ||
                                         (entry.bound == kUpper && score <= alpha)))
                return score;
            first = entry.move;
        }
        int order[kPoints];
        const int n = ordered(p, moves, first, order);
        const int original_alpha = alpha;
        int best = -kWinScore - 1, best_move = order[0];
        for (int i = 0; i < n; ++i) {
            const int score = -search(p.after(order[i]), depth - 1, -beta, -alpha, ply + 1);
            if (score > best) {
                best = score;
                best_move = order[i];
            }
            if (score > alpha) alpha = score;
            if (alpha >= beta) {
                history_[index_of(p.to_move())][order[i]] += static_cast<std::uint32_t>(depth * depth);
                break;
            }
        }
        entry.key = p.hash();
        entry.score = static_cast<std::int16_t>(to_table(best, ply));
        entry.depth = static_cast<std::int8_t>(depth);
        entry.bound = best <= original_alpha ? kUpper : best >= beta ? kLower : kExact;
        entry.move = static_cast<std::uint8_t>(best_move);
        return best;
    }

    // The table's move first, then by history.
    int ordered(const Position& p, Bits moves, int first, int* order) const {
        int n = 0;
        for (Bits b = moves; b; b = without_first(b)) order[n++] = first_point(b);
        const std::uint32_t* h = history_[index_of(p.to_move())];
        std::sort(order, order + n, [&](int a, int b) {
            if ((a == first) != (b == first)) return a == first;
            return h[a] > h[b];
        });
        return n;
    }

    std::uint64_t nodes() const { return nodes_; }

private:
    const MinMax& engine_;
    std::vector<Entry>& table_;
    std::uint32_t (&history_)[2][kPoints];
    const common::Deadline& deadline_;
    std::uint64_t nodes_ = 0;
};

int proof_of(int score) { return score > kProvenScore ? 1 : score < -kProvenScore ? -1 : 0; }

}  // namespace

SearchResult MinMax::search(const Position& position, const SearchLimits& limits, const AnalysisCallback& on_analysis) {
    const auto started = Clock::now();
    const common::Deadline deadline = common::Deadline::in(limits.seconds, limits.cancel);
    AlphaBeta ab(*this, table_->entries, table_->history, deadline);
    std::vector<MoveStat> stats;  // root moves, best first after each iteration
    for (Bits b = position.moves(); b; b = without_first(b)) {
        MoveStat s;
        s.move = first_point(b);
        stats.push_back(s);
    }
    const int max_depth = std::min(limits.depth > 0 ? limits.depth : 100, popcount(position.empties()));
    int completed = 0;
    auto analysis = [&](bool final) {
        Analysis a;
        a.moves = stats;
        a.playouts = ab.nodes();
        a.depth = completed;
        a.seconds = std::chrono::duration<double>(Clock::now() - started).count();
        a.final = final;
        return a;
    };
    auto last_report = started;
    for (int depth = 1; depth <= max_depth && !deadline.passed(); ++depth) {
        std::vector<MoveStat> scored = stats;
        int alpha = -kWinScore - 1;
        std::size_t done = 0;
        try {
            for (MoveStat& s : scored) {
                // With an analysis every move gets an exact score; otherwise only the best.
                const int a = on_analysis ? -kWinScore - 1 : alpha;
                s.score = -ab.search(position.after(s.move), depth - 1, -kWinScore - 1, -a, 1);
                s.depth = depth;
                s.proven = proof_of(s.score);
                alpha = std::max(alpha, s.score);
                ++done;
                if (on_analysis && Clock::now() - last_report > std::chrono::duration<double>(limits.report_seconds)) {
                    last_report = Clock::now();
                    on_analysis(analysis(false));
                }
            }
        } catch (const Aborted&) {
        }
        // A partial iteration still counts when its first move (the last best) was searched.
        if (done == 0) break;
        std::stable_sort(scored.begin(), scored.begin() + static_cast<long>(done),
                         [](const MoveStat& a, const MoveStat& b) { return a.score > b.score; });
        stats = scored;
        if (done < stats.size()) break;
        completed = depth;
        // A proven win, or every move proven lost: deeper search cannot change the answer
        // (when analysing, every move's score must be proven).
        const bool all_proven = std::all_of(stats.begin(), stats.end(), [](const MoveStat& s) { return s.proven != 0; });
        if (on_analysis ? all_proven : stats[0].proven != 0) break;
        if (on_analysis) on_analysis(analysis(false));
    }
    SearchResult result;
    if (!stats.empty()) {
        result.move = stats[0].move;
        result.score = stats[0].score;
        result.proven = stats[0].proven;
        result.win_rate = result.proven > 0 ? 1.0 : result.proven < 0 ? 0.0 : 0.5;
    }
    result.playouts = ab.nodes();
    result.depth = completed;
    result.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    if (on_analysis) on_analysis(analysis(true));
    return result;
}

}  // namespace nogo
