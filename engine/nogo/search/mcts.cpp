#include "nogo/mcts.h"

#include <algorithm>
#include <chrono>
#include <atomic>
#include <mutex>
#include <vector>

#include "common/deadline.h"
#include "common/thread_group.h"
#include "search/mcts_tree.h"
#include "search/playout.h"

namespace nogo {

// The tree's lock is held for short steps (a descent, a back-up) many thousand times a
// second: spinning is much cheaper than putting a thread to sleep and waking it.
class SpinLock {
public:
    void lock() {
        for (int tries = 1; flag_.test_and_set(std::memory_order_acquire); ++tries)
            if (tries % 64 == 0) std::this_thread::yield();  // the holder may have lost its core
    }
    void unlock() { flag_.clear(std::memory_order_release); }

private:
    std::atomic_flag flag_ = ATOMIC_FLAG_INIT;
};

struct Mcts::Tree {
    SpinLock mutex;
    MctsNode root;
    Position position;  // at the root
    bool has_root = false;
    std::size_t nodes = 1;
};

namespace {

using Clock = std::chrono::steady_clock;

// The node of `target` among the root's children and grandchildren, or null.
MctsNode* find_descendant(MctsNode& root, const Position& position, const Position& target) {
    for (MctsNode& child : root) {
        const Position after = position.after(child.move);
        if (after == target) return &child;
        if (after.move_number() >= target.move_number()) continue;
        for (MctsNode& grandchild : child)
            if (after.after(grandchild.move) == target) return &grandchild;
    }
    return nullptr;
}

}  // namespace

Mcts::Mcts(const MctsOptions& options) : options_(options), tree_(new Tree) {}
Mcts::~Mcts() = default;

void Mcts::clear() {
    std::lock_guard<SpinLock> lock(tree_->mutex);
    tree_->root = MctsNode();
    tree_->has_root = false;
    tree_->nodes = 1;
}

std::size_t Mcts::tree_nodes() const {
    std::lock_guard<SpinLock> lock(tree_->mutex);
    return tree_->nodes;
}

SearchResult Mcts::search(const Position& position, const SearchLimits& limits, const AnalysisCallback& on_analysis) {
    const auto started = Clock::now();
    const common::Deadline deadline = common::Deadline::in(limits.seconds, limits.cancel);
    Tree& tree = *tree_;
    const MctsOptions& options = options_;
    {
        // Keep what the last searches learnt about this position, if anything.
        std::lock_guard<SpinLock> lock(tree.mutex);
        MctsNode* kept = tree.has_root && options.reuse_tree ? (tree.position == position ? &tree.root
                                                                : find_descendant(tree.root, tree.position, position))
                                                          : nullptr;
        if (kept != &tree.root) {
            MctsNode fresh;
            if (kept) fresh = std::move(*kept);
            tree.root = std::move(fresh);
            tree.nodes = count_nodes(tree.root);
        }
        tree.position = position;
        tree.has_root = true;
        if (!tree.root.expanded) tree.nodes += expand(tree.root, position, options);
    }
    const Color root_mover = opposite(position.to_move());
    std::atomic<std::uint64_t> playouts{0};
    std::atomic<bool> done{false};
    ++searches_;

    auto finished = [&] {
        return done.load(std::memory_order_relaxed) || deadline.passed() ||
               (limits.playouts > 0 && playouts.load(std::memory_order_relaxed) >= limits.playouts);
    };
    // Iterations until the search or the slice ends.
    auto work = [&](Random& random, const common::Deadline& slice) {
        MctsNode* path[kPoints + 2];
        while (!finished() && !slice.passed()) {
            Position p;
            int length = 0;
            Bits played[2] = {0, 0};
            MctsNode* node;
            int leaf_proof;  // read under the lock: other threads may prove the leaf meanwhile
            {
                std::lock_guard<SpinLock> lock(tree.mutex);
                if (!may_search_on(tree.root, options)) {
                    done = true;
                    break;
                }
                p = tree.position;
                node = &tree.root;
                node->visits++;
                path[length++] = node;
                for (;;) {
                    if (node->proof != 0) break;
                    if (p.is_game_over()) {
                        node->proof = 1;  // the side to move has no move: its opponent, the mover, won
                        break;
                    }
                    if (!node->expanded) {
                        if (node->visits < static_cast<std::uint32_t>(options.expand_visits + options.prior_visits) ||
                            tree.nodes + kPoints > options.max_nodes)
                            break;
                        tree.nodes += expand(*node, p, options);
                    }
                    MctsNode* child = select_child(*node, options);
                    child->visits++;  // counted now: other threads see it as a lost playout until backed up
                    played[index_of(p.to_move())] |= point_bit(child->move);
                    p.play(child->move);
                    node = child;
                    path[length++] = node;
                }
                leaf_proof = node->proof;
            }
            // The mover of the last node is the side not to move in p.
            Color winner;
            if (leaf_proof != 0)
                winner = leaf_proof > 0 ? opposite(p.to_move()) : p.to_move();
            else
                winner = playout(p, random, options.policy, played);
            std::lock_guard<SpinLock> lock(tree.mutex);
            back_up(path, length, root_mover, winner, played, options.solver);
            playouts.fetch_add(1, std::memory_order_relaxed);
        }
    };

    auto report = [&](bool final) {
        if (!on_analysis) return;
        Analysis analysis;
        {
            std::lock_guard<SpinLock> lock(tree.mutex);
            analysis.moves = root_statistics(tree.root, options.prior_visits);
        }
        analysis.playouts = playouts.load();
        analysis.seconds = std::chrono::duration<double>(Clock::now() - started).count();
        analysis.final = final;
        on_analysis(analysis);
    };

    const std::uint64_t seed = options.seed + searches_ * 0x9E3779B97F4A7C15ull;
    // Stopped and joined however this scope is left: a std::thread destroyed running
    // would end the program.
    common::ThreadGroup helpers(done);
    for (int i = 1; i < limits.threads; ++i)
        if (!helpers.try_run([&, i] {
                Random random(seed + static_cast<std::uint64_t>(i) * 7919);
                work(random, common::Deadline());
            }))
            break;
    Random random(seed);
    if (on_analysis && limits.report_seconds > 0) {
        // This thread searches in slices and reports between them.
        while (!finished()) {
            work(random, common::Deadline::in(limits.report_seconds));
            if (!finished()) report(false);
        }
    } else {
        work(random, common::Deadline());
    }
    done = true;
    helpers.join();

    SearchResult result;
    {
        std::lock_guard<SpinLock> lock(tree.mutex);
        const MctsNode* best = best_child(tree.root);
        if (best) {
            result.move = best->move;
            result.win_rate = best->proof != 0 ? (best->proof > 0 ? 1.0 : 0.0) : best->wins / std::max(1u, best->visits);
            result.proven = best->proof;
        }
    }
    result.playouts = playouts.load();
    result.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    report(true);
    return result;
}

}  // namespace nogo
