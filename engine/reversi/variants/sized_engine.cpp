#include "reversi/sized_search.h"

#include <algorithm>
#include <chrono>

#include "common/deadline.h"
#include "common/thread_group.h"
#include "reversi/game_clock.h"
#include "variants/kernels.h"
#include "variants/sized_searcher.h"

namespace reversi::sized {
namespace {

// f(Kernel{}) for the generic sizes (4, 6, 10); 8x8 has the 8x8 engine.
template <class F>
decltype(auto) with_generic_kernel(int size, F&& f) {
    switch (size) {
        case 4: return f(Kernel<4>{});
        case 6: return f(Kernel<6>{});
        default: return f(Kernel<10>{});
    }
}

int to_discs(int score) {
    return score >= 0 ? (score + kEvalScale / 2) / kEvalScale : -((-score + kEvalScale / 2) / kEvalScale);
}

// Below this many empties a solve runs on one thread: the helpers would cost more
// than they bring.
constexpr int kParallelMinEmpties = 12;

// The time a level may take a move on the other sizes, per level (level_limits).
constexpr double kSecondsPerLevel = 0.2;

struct Solved {
    int score = 0;  // discs
    std::uint64_t nodes = 0, main_nodes = 0;
    bool stopped = false;
};

// The exact value of (player, opponent) inside (alpha, beta), on `threads` threads:
// helpers solve the same position over the shared table and busy set, and stop when
// this thread has the answer. `outer` is the caller's stop flag and deadline (with no
// abort flag: this function sets its own); the functions below take it too.
template <class K>
Solved solve_window(SizedTable<typename K::Bits>& table, typename K::Bits player, typename K::Bits opponent,
                      int alpha, int beta, int threads, const Stopping& outer) {
    std::atomic<bool> done{false};
    Stopping stopping = outer;
    stopping.abort = &done;
    const int empties = K::kSquares - count_bits(player | opponent);
    if (empties < kParallelMinEmpties) threads = 1;
    const auto busy = threads > 1 ? std::make_unique<common::BusyPositions>() : nullptr;
    std::atomic<std::uint64_t> helper_nodes{0};
    // Stopped and joined however this scope is left: a std::thread destroyed running
    // would end the program.
    common::ThreadGroup helpers(done);
    for (int i = 1; i < threads; ++i)
        if (!helpers.try_run([&] {
                Searcher<K> helper(table, stopping, busy.get());
                helper.solve(player, opponent, alpha, beta);
                helper_nodes += helper.nodes();
            }))
            break;
    Searcher<K> main(table, stopping, busy.get());
    Solved solved;
    solved.score = main.solve(player, opponent, alpha, beta);
    done = true;
    helpers.join();
    solved.main_nodes = main.nodes();
    solved.nodes = main.nodes() + helper_nodes;
    solved.stopped = main.aborted();
    return solved;
}

// The exact value inside (alpha, beta) (fail-soft outside) by windows of width two
// around a guess: every score on an even board is even, so the window (g - 1, g + 1)
// either proves g or gives a bound to guess next. Narrow windows cut far more than
// one wide one. The first guess comes from a midgame search a third of the empties
// deep (at most 10 plies): cheap next to the solve, and the closer the guess the
// fewer the windows.
template <class K>
Solved parallel_solve(SizedTable<typename K::Bits>& table, typename K::Bits player, typename K::Bits opponent,
                      int alpha, int beta, int threads, const Stopping& outer) {
    Searcher<K> shallow(table, outer);
    const int empties = K::kSquares - count_bits(player | opponent);
    const int estimate = to_discs(shallow.search(player, opponent, std::clamp(empties / 3, 2, 10),
                                                 -Searcher<K>::kInfinity, Searcher<K>::kInfinity));
    Solved total;
    total.nodes = total.main_nodes = shallow.nodes();
    // A guess inside the window; in one with nothing inside (alpha + 1 == beta, asked once
    // a move has the widest score there is) beta, a null window around it.
    const auto within = [alpha, beta](int v) { return beta - alpha >= 2 ? std::clamp(v, alpha + 1, beta - 1) : beta; };
    int guess = within(estimate - (estimate & 1));
    for (;;) {
        const Solved s = solve_window<K>(table, player, opponent, guess - 1, guess + 1, threads, outer);
        total.nodes += s.nodes;
        total.main_nodes += s.main_nodes;
        total.score = s.score;
        if (s.stopped || shallow.aborted()) {
            total.stopped = true;
            return total;
        }
        if (s.score == guess || s.score <= alpha || s.score >= beta) return total;
        guess = within(s.score);
        if ((guess & 1) != 0 && guess != alpha + 1 && guess != beta - 1) guess -= 1;
    }
}

// Best moves from a position whose exact value for the side to move is `score`:
// each step re-solves children (cheap with the table warm, its move first) until one
// keeps the score. Stops early only when stopped.
template <class K>
std::vector<int> exact_line(SizedTable<typename K::Bits>& table, typename K::Bits player, typename K::Bits opponent,
                            int score, const Stopping& outer) {
    using Bits = typename K::Bits;
    Searcher<K> searcher(table, outer);
    std::vector<int> line;
    for (;;) {
        Bits moves = K::legal_moves(player, opponent);
        if (!moves) {
            if (!K::legal_moves(opponent, player)) return line;
            line.push_back(K::kSquares);
            std::swap(player, opponent);
            score = -score;
            continue;
        }
        std::vector<int> order;
        const int first = searcher.table_move(player, opponent);
        if (first >= 0) order.push_back(first);
        for (; moves; moves &= moves - 1)
            if (lowest_bit(moves) != first) order.push_back(lowest_bit(moves));
        int chosen = -1;
        Bits next_player = 0, next_opponent = 0;
        for (int sq : order) {
            const Bits f = K::flipped_discs(player, opponent, sq);
            const Bits p = opponent ^ f, o = player ^ f ^ K::bit(sq);
            const int s = -searcher.solve(p, o, -score - 1, -score + 1);
            if (searcher.aborted()) return line;
            if (s == score) {
                chosen = sq, next_player = p, next_opponent = o;
                break;
            }
        }
        if (chosen < 0) return line;  // unreachable when `score` is exact
        line.push_back(chosen);
        player = next_player, opponent = next_opponent;
        score = -score;
    }
}

// The moves the table gives from a position, at most `length` of them (the midgame
// principal variation).
template <class K>
std::vector<int> table_line(SizedTable<typename K::Bits>& table, typename K::Bits player, typename K::Bits opponent,
                            int length) {
    const Stopping stopping;
    Searcher<K> searcher(table, stopping);
    std::vector<int> line;
    while (static_cast<int>(line.size()) < length) {
        if (!K::legal_moves(player, opponent)) {
            if (!K::legal_moves(opponent, player)) break;
            line.push_back(K::kSquares);
            std::swap(player, opponent);
            continue;
        }
        const int sq = searcher.table_move(player, opponent);
        if (sq < 0) break;
        const typename K::Bits f = K::flipped_discs(player, opponent, sq);
        line.push_back(sq);
        const typename K::Bits p = opponent ^ f;
        opponent = player ^ f ^ K::bit(sq);
        player = p;
    }
    return line;
}

// One call of best_move or analyze on a generic size: iterative deepening over the
// root moves, midgame depths first and, within the exact-solve limit, a last exact step.
template <class K>
class RootSearch {
public:
    using Bits = typename K::Bits;

    RootSearch(SizedTable<Bits>& table, const Board& board, const SearchLimits& limits)
        : table_(table), player_(static_cast<Bits>(board.player)), opponent_(static_cast<Bits>(board.opponent)),
          limits_(limits), empties_(board.empty_count()) {
        stopping_.stop = limits.stop;
        if (limits.seconds > 0) {
            stopping_.has_deadline = true;
            stopping_.deadline = common::time_after(std::chrono::steady_clock::now(), limits.seconds);
        }
        solves_ = empties_ <= limits.exact_empties;
        const int midgame = solves_ ? std::min(limits.depth, empties_ / 2) : std::min(limits.depth, empties_);
        steps_ = std::max(solves_ ? 0 : 1, midgame) + (solves_ ? 1 : 0);
        if (board.must_pass()) {
            moves_.push_back(K::kSquares);
        } else {
            for (int sq : board.legal_moves()) moves_.push_back(sq);
        }
    }

    int steps() const { return steps_; }
    bool exact_step(int step) const { return solves_ && step == steps_; }
    std::uint64_t nodes() const { return nodes_; }
    bool stopped() const { return stopped_; }

    // Scores the root moves at `step` in `order`. With `all`, every move gets its
    // score; otherwise only the best does (the others are only proven no better, and
    // left out). Calls on_move for each scored move; false when stopped.
    bool score_moves(int step, const std::vector<int>& order, bool all, std::vector<MoveScore>& out,
                     const std::function<void(const MoveScore&)>& on_move) {
        std::vector<std::pair<int, MoveScore>> scored;
        const int infinity = Searcher<K>::kInfinity;
        int alpha = -infinity;
        for (int move : order) {
            if (stopping_.stop && stopping_.stop->load()) return stop();
            const auto [p, o] = child(move);
            MoveScore ms;
            ms.move = move;
            int score;
            if (exact_step(step)) {
                const int window = K::kSquares + 1;
                const int lower = all ? -window : alpha / kEvalScale;
                const Solved s = parallel_solve<K>(table_, p, o, -window, -lower, std::max(1, limits_.threads), stopping_);
                nodes_ += s.nodes;
                if (s.stopped) return stop();
                score = -s.score * kEvalScale;
                ms.depth = empties_;
                ms.exact = true;
            } else {
                Searcher<K> searcher(table_, stopping_);
                const int depth = move == K::kSquares ? step : step - 1;  // the pass costs no depth
                score = -searcher.search(p, o, depth, -infinity, all ? infinity : -alpha);
                nodes_ += searcher.nodes();
                if (searcher.aborted()) return stop();
                ms.depth = step;
                ms.exact = step >= empties_;
            }
            if (!all && score <= alpha) continue;  // no better than the best so far
            alpha = std::max(alpha, score);
            ms.score = to_discs(score);
            ms.pv = {move};
            const std::vector<int> rest = ms.exact ? exact_line<K>(table_, p, o, -score / kEvalScale, stopping_)
                                                   : table_line<K>(table_, p, o, ms.depth - 1);
            ms.pv.insert(ms.pv.end(), rest.begin(), rest.end());
            if (on_move) on_move(ms);
            scored.emplace_back(score, std::move(ms));
        }
        std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        out.clear();
        for (auto& s : scored) out.push_back(std::move(s.second));
        return true;
    }

    const std::vector<int>& moves() const { return moves_; }

private:
    std::pair<Bits, Bits> child(int move) const {
        if (move == K::kSquares) return {opponent_, player_};
        const Bits f = K::flipped_discs(player_, opponent_, move);
        return {opponent_ ^ f, player_ ^ f ^ K::bit(move)};
    }
    bool stop() {
        stopped_ = true;
        return false;
    }

    SizedTable<Bits>& table_;
    Bits player_, opponent_;
    SearchLimits limits_;
    int empties_;
    Stopping stopping_;
    bool solves_ = false;
    int steps_ = 1;
    std::vector<int> moves_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
};

// The moves of `list` in its order (best first), for the next depth.
std::vector<int> order_of(const std::vector<MoveScore>& list, const std::vector<int>& fallback) {
    if (list.empty()) return fallback;
    std::vector<int> order;
    for (const MoveScore& m : list) order.push_back(m.move);
    for (int m : fallback)
        if (std::find(order.begin(), order.end(), m) == order.end()) order.push_back(m);
    return order;
}

}  // namespace

int greedy_move(const Board& board) {
    if (board.must_pass()) return board.pass_move();
    int best = kNoMove, most = -1;
    for (int sq : board.legal_moves()) {
        const int flips = count_bits(board.flipped_discs(sq));
        if (flips > most) best = sq, most = flips;
    }
    return best;
}

SearchLimits level_limits(int size, int level) {
    if (size == 8) return reversi::level_limits(level);
    // Full width, a 10x10 board's plies cost about four times an 8x8's: level 13 took
    // over a minute a move there, and level 20's solve from 24 empties would take days.
    // So each level is also held to about what 8x8's slowest moves of that level take
    // (bench_levels), a fifth of a second a level; a search stopped there plays the best
    // move of its deepest finished depth.
    SearchLimits limits = full_width_level_limits(level);
    limits.seconds = kSecondsPerLevel * std::clamp(level, kMinLevel, kMaxLevel);
    return limits;
}

SearchLimits move_time_limits(int size, double seconds, int threads) {
    SearchLimits limits;
    limits.threads = threads;
    if (size == 8) return with_move_time(limits, seconds, threads);
    limits.seconds = seconds;
    return limits;
}

struct Engine::Impl {
    std::size_t megabytes;
    std::unique_ptr<Search> search8;
    std::unique_ptr<EndgameSolver> solver8;
    std::unique_ptr<SizedTable<std::uint64_t>> table64;
    std::unique_ptr<SizedTable<Cells>> table128;
    int table64_size = 0;  // the board size of table64's entries (4 or 6)

    Search& eight() {
        if (!search8) search8 = std::make_unique<Search>(megabytes);
        return *search8;
    }
    EndgameSolver& eight_solver() {
        if (!solver8) solver8 = std::make_unique<EndgameSolver>(megabytes);
        return *solver8;
    }
    template <class K>
    SizedTable<typename K::Bits>& table() {
        if constexpr (sizeof(typename K::Bits) == 8) {
            if (!table64) table64 = std::make_unique<SizedTable<std::uint64_t>>(megabytes), table64_size = K::kSize;
            // 4x4 and 6x6 share it, and an entry's discs do not tell its board (a 6x6
            // position with discs only in its first 16 squares has a 4x4 one's bits):
            // a call on another size starts from an empty table.
            if (table64_size != K::kSize) table64->clear(), table64_size = K::kSize;
            return *table64;
        } else {
            if (!table128) table128 = std::make_unique<SizedTable<Cells>>(megabytes);
            return *table128;
        }
    }
};

Engine::Engine(std::size_t table_megabytes) : impl_(std::make_unique<Impl>()) {
    impl_->megabytes = std::max<std::size_t>(1, table_megabytes);
}
Engine::~Engine() = default;

void Engine::clear() {
    if (impl_->search8) impl_->search8->clear();
    if (impl_->solver8) impl_->solver8->clear();
    if (impl_->table64) impl_->table64->clear();
    if (impl_->table128) impl_->table128->clear();
}

SolveResult Engine::solve(const Board& board, int threads, const std::atomic<bool>* stop) {
    if (board.size == 8) return impl_->eight_solver().solve(board.to_position(), -64, 64, threads, stop);
    return with_generic_kernel(board.size, [&](auto k) {
        using K = decltype(k);
        using Bits = typename K::Bits;
        auto& table = impl_->table<K>();
        const Bits player = static_cast<Bits>(board.player), opponent = static_cast<Bits>(board.opponent);
        const Stopping stopping{stop, nullptr, false, {}};
        const Solved s = parallel_solve<K>(table, player, opponent, -K::kSquares - 1, K::kSquares + 1,
                                           std::max(1, threads), stopping);
        SolveResult result;
        result.score = s.score;
        result.nodes = s.nodes;
        result.main_thread_nodes = s.main_nodes;
        result.stopped = s.stopped;
        if (s.stopped) return result;
        result.pv = exact_line<K>(table, player, opponent, s.score, stopping);
        result.move = result.pv.empty() ? kNoMove : result.pv.front();
        return result;
    });
}

std::vector<MoveScore> Engine::analyze(const Board& board, const SearchLimits& limits,
                                       const std::function<void(const MoveScore&)>& on_move) {
    if (board.size == 8)
        return impl_->eight().analyze(board.to_position(), limits, [&](const std::vector<MoveScore>& list) {
            if (on_move)
                for (const MoveScore& m : list) on_move(m);
        });
    if (board.is_game_over()) return {};
    return with_generic_kernel(board.size, [&](auto k) {
        using K = decltype(k);
        RootSearch<K> root(impl_->table<K>(), board, limits);
        std::vector<MoveScore> last, current;
        for (int step = 1; step <= root.steps(); ++step) {
            if (!root.score_moves(step, order_of(last, root.moves()), true, current, on_move)) break;
            last = current;
        }
        return last;
    });
}

SearchResult Engine::best_move(const Board& board, const SearchLimits& limits,
                               const std::function<void(const SearchResult&)>& on_depth) {
    if (board.size == 8) return impl_->eight().best_move(board.to_position(), limits, on_depth);
    SearchResult result;
    if (board.is_game_over()) {
        result.score = board.final_score();
        result.exact = true;
        return result;
    }
    const auto start = std::chrono::steady_clock::now();
    return with_generic_kernel(board.size, [&](auto k) {
        using K = decltype(k);
        RootSearch<K> root(impl_->table<K>(), board, limits);
        std::vector<MoveScore> best;
        for (int step = 1; step <= root.steps(); ++step) {
            if (!root.score_moves(step, order_of(best, root.moves()), false, best, {})) break;
            const MoveScore& m = best.front();
            result.move = m.move;
            result.score = m.score;
            result.depth = m.depth;
            result.exact = m.exact;
            result.pv = m.pv;
            result.nodes = root.nodes();
            result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (on_depth) on_depth(result);
        }
        if (result.move == kNoMove) {  // stopped before the first depth: still a legal move
            result.move = root.moves().front();
            result.pv = {result.move};
        }
        result.nodes = root.nodes();
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        result.stopped = root.stopped();
        return result;
    });
}

}  // namespace reversi::sized
