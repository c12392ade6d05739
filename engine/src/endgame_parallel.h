// Parallel endgame search, simplified ABDADA: every thread searches the same tree
// over the shared transposition table; at nodes with enough empties a thread first
// skips the moves another thread is searching right now (it comes back to them at
// the end, when their results are usually in the table). No thread ever waits for
// another, which keeps the threads busy even on a machine shared with other work.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

namespace reversi {

// Nodes with fewer empties do not defer moves: too little work to share.
constexpr int kDeferMinEmpties = 12;
// Below this many empties a solve is too short to be worth starting helper threads.
constexpr int kParallelMinEmpties = 16;

// The positions some thread is searching now, by hash; a lossy set of hints. Named
// apart from the midgame search's BusyPositions (search_tree.h): two classes of one
// name in one namespace break the one-definition rule and the amalgamation.
class EndgameBusyPositions {
public:
    EndgameBusyPositions() : slots_(new std::atomic<std::uint64_t>[kSize]) {
        for (std::size_t i = 0; i < kSize; ++i) slots_[i].store(0, std::memory_order_relaxed);
    }

    bool busy(std::uint64_t hash) const { return slots_[hash & (kSize - 1)].load(std::memory_order_relaxed) == hash; }
    void enter(std::uint64_t hash) { slots_[hash & (kSize - 1)].store(hash, std::memory_order_relaxed); }
    void leave(std::uint64_t hash) {
        std::uint64_t expected = hash;
        slots_[hash & (kSize - 1)].compare_exchange_strong(expected, 0, std::memory_order_relaxed);
    }

private:
    static constexpr std::size_t kSize = std::size_t{1} << 16;
    std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace reversi
