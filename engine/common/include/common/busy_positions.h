// Positions some thread is searching right now, for parallel search in the ABDADA
// style (midgame and endgame alike): a thread that finds a sibling busy searches it
// last, when its result is usually in the shared table already.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace common {

// A lossy set of position hashes, one per slot: a collision only costs a little
// parallelism, never correctness.
class BusyPositions {
public:
    BusyPositions() : slots_(new std::atomic<std::uint64_t>[kSlots]) {
        for (std::size_t i = 0; i < kSlots; ++i) slots_[i].store(0, std::memory_order_relaxed);
    }

    bool is_busy(std::uint64_t key) const { return slot(key).load(std::memory_order_relaxed) == key; }
    void enter(std::uint64_t key) { slot(key).store(key, std::memory_order_relaxed); }
    void leave(std::uint64_t key) {
        std::uint64_t expected = key;
        slot(key).compare_exchange_strong(expected, 0, std::memory_order_relaxed);
    }

private:
    static constexpr int kSlotBits = 16;
    static constexpr std::size_t kSlots = std::size_t{1} << kSlotBits;
    std::atomic<std::uint64_t>& slot(std::uint64_t key) const { return slots_[key >> (64 - kSlotBits)]; }
    std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace common
