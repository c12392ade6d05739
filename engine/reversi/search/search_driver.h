// Iterative deepening over several threads (lazy SMP): every worker deepens on its own
// over the shared transposition table; the first to complete a depth publishes its
// result, the others move on past it. The calling thread coordinates: it delivers
// each published depth to the caller, watches the clock, and decides when the next
// depth would not finish in time. It sleeps until a worker publishes or ends, or the
// time runs out: the workers watch the caller's stop token themselves (iterate must
// pass it on to whatever it runs), so the coordinator need not poll it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "common/deadline.h"
#include "common/thread_group.h"
#include "reversi/search.h"
#include "search/search_tree.h"

namespace reversi {

struct DriverStatus {
    int completed_depth = 0;     // deepest published depth (0: none)
    bool stopped = false;        // stop token or time ended the run before the last depth
    std::uint64_t nodes = 0;
    double seconds = 0;
};

// Payload: what one iteration produces (a best move, or a scored move list).
// iterate(tree, depth, previous, out): search one depth; `previous` is the last
// published payload (null before the first); returns false when aborted.
template <class Payload>
DriverStatus run_deepening(TranspositionTable& table, const Evaluator& evaluator, const SearchLimits& limits,
                           int max_depth,
                           const std::function<bool(TreeSearch&, int, const Payload*, Payload&)>& iterate,
                           const std::function<void(const Payload&, const DriverStatus&)>& publish) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };

    std::atomic<bool> abort{false};
    std::mutex mutex;
    std::condition_variable changed;
    // Guarded by mutex:
    int published_depth = 0;
    struct Published {
        int depth;
        std::uint64_t nodes;  // all threads' nodes up to the publication
        Payload payload;
    };
    std::vector<Published> pending;  // published, not yet delivered
    Payload latest{};
    bool have_latest = false;
    int running = std::max(1, limits.threads);  // workers still deepening
    std::uint64_t nodes = 0;  // of the iterations the workers have finished or given up

    const int thread_count = std::max(1, limits.threads);
    std::atomic<int> finished_depth{0};  // published_depth, readable without the lock
    const auto busy = thread_count > 1 ? std::make_unique<common::BusyPositions>() : nullptr;
    const auto worker = [&] {
        // However the worker ends (by an exception too), the coordinator hears of it.
        struct Ended {
            std::mutex& mutex;
            int& running;
            std::condition_variable& changed;
            ~Ended() {
                std::lock_guard<std::mutex> lock(mutex);
                --running;
                changed.notify_all();
            }
        } ended{mutex, running, changed};
        auto tree = std::make_unique<TreeSearch>(table, evaluator, abort);
        if (busy) tree->share(busy.get(), &finished_depth);
        tree->watch(limits.stop);
        tree->set_probcut(limits.probcut);
        // All threads search the same depth; ABDADA spreads them over the moves.
        for (int depth = 1; depth <= max_depth && !abort.load();) {
            tree->set_iteration(depth);
            Payload previous{};
            bool has_previous = false;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (have_latest) previous = latest, has_previous = true;
            }
            Payload out{};
            const std::uint64_t nodes_before = tree->nodes();
            const bool completed = iterate(*tree, depth, has_previous ? &previous : nullptr, out);
            std::lock_guard<std::mutex> lock(mutex);
            nodes += tree->nodes() - nodes_before;
            if (!completed && (abort.load() || (limits.stop && limits.stop->load()))) break;
            if (completed && depth > published_depth) {
                published_depth = depth;
                finished_depth = depth;
                latest = out;
                have_latest = true;
                pending.push_back({depth, nodes, std::move(out)});
                changed.notify_all();
            }
            depth = std::max(depth, published_depth) + 1;
        }
    };
    // An exception in a worker (or here) aborts the others; it reaches the caller.
    common::ThreadGroup workers(abort);
    for (int i = 0; i < thread_count; ++i) workers.run(worker);

    DriverStatus status;
    std::vector<double> finished_at;  // elapsed seconds when each depth was delivered
    const auto deadline = common::time_after(start, limits.seconds);
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
        const auto news = [&] { return !pending.empty() || running == 0; };
        // (A deadline of never is no wait_until: some libraries' conversions of it to
        // the system clock overflow.)
        if (limits.seconds > 0 && deadline != Clock::time_point::max() && !abort.load())
            changed.wait_until(lock, deadline, news);
        else
            changed.wait(lock, news);
        const bool done = running == 0;
        std::vector<Published> delivered;
        delivered.swap(pending);
        lock.unlock();
        for (const Published& p : delivered) {
            status.completed_depth = p.depth;
            status.nodes = p.nodes;
            status.seconds = elapsed();
            finished_at.push_back(status.seconds);
            if (p.depth >= max_depth) abort = true;
            publish(p.payload, status);
        }
        const double now = elapsed();
        if ((limits.stop && limits.stop->load()) || (limits.seconds > 0 && now >= limits.seconds)) {
            if (status.completed_depth < max_depth) status.stopped = true;
            abort = true;
        } else if (limits.target_seconds > 0 && !delivered.empty() && status.completed_depth < max_depth) {
            // Playing by a clock, time not spent now is kept for later moves: no depth
            // starts that would likely overrun. The next depth usually takes a few times
            // as long as the last one, and one begun before half the target usually
            // ends near it. (With a fixed time a move, the time left is used to the
            // end: the unfinished depth may still show a better move, see best_move.)
            const std::size_t k = finished_at.size();
            const double last = finished_at[k - 1] - (k >= 2 ? finished_at[k - 2] : 0.0);
            if (now + 2.5 * last > limits.seconds || now > 0.5 * limits.target_seconds) {
                status.stopped = true;
                abort = true;
            }
        }
        lock.lock();
        if (done && pending.empty()) break;
    }
    lock.unlock();
    workers.join();
    status.nodes = nodes;
    status.seconds = elapsed();
    return status;
}

}  // namespace reversi

