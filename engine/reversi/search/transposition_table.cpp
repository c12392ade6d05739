#include "search/transposition_table.h"

namespace reversi {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    // The largest power of two of buckets that fits (at least one).
    const std::size_t bytes = megabytes * 1024 * 1024;
    std::size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= bytes) count *= 2;
    // The probes land all over the table: huge pages where the system has them.
    buckets_ = common::make_huge_page_array<Bucket>(count);
    mask_ = count - 1;
}

// Data layout: score (16 bits, offset by 2^15) | move + 1 (8) | bound (8) | depth (8) | age (6).
std::uint64_t TranspositionTable::pack(const TableEntry& e, std::uint32_t age) {
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.score + 32768)) |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.move + 1)) << 16 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.bound)) << 24 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.depth)) << 32 |
           static_cast<std::uint64_t>(age & kAgeMask) << 40;
}

TableEntry TranspositionTable::unpack(std::uint64_t data) {
    TableEntry e;
    e.score = static_cast<int>(data & 0xFFFF) - 32768;
    e.move = static_cast<int>((data >> 16) & 0xFF) - 1;
    e.bound = static_cast<Bound>((data >> 24) & 0xFF);
    e.depth = depth_of(data);
    return e;
}

bool TranspositionTable::probe(std::uint64_t key, TableEntry& out) const {
    const Bucket& b = buckets_[key & mask_];
    for (const Slot& s : b.slots) {
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        if (data != 0 && (s.check.load(std::memory_order_relaxed) ^ data) == key) {
            out = unpack(data);
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, const TableEntry& entry) {
    Bucket& b = buckets_[key & mask_];
    TableEntry stored = entry;
    Slot* victim = nullptr;
    int victim_value = 1 << 30;
    for (Slot& s : b.slots) {
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        if (data != 0 && (s.check.load(std::memory_order_relaxed) ^ data) == key) {
            // Same position: keep a deeper result of the current search unless the new
            // one is exact and the old one only a bound.
            if (age_of(data) == age_ && depth_of(data) > entry.depth && entry.bound != Bound::Exact) return;
            victim = &s;
            // A search that failed low names no better move than the old entry's: its
            // move merely has the highest upper bound.
            const int old_move = unpack(data).move;
            if (entry.bound == Bound::Upper && old_move >= 0) stored.move = old_move;
            break;
        }
        // Empty slots go first, then stale and shallow entries.
        const int staleness = static_cast<int>((age_ - age_of(data)) & kAgeMask);
        const int value = data == 0 ? -(1 << 20) : depth_of(data) - 8 * staleness;
        if (value < victim_value) victim = &s, victim_value = value;
    }
    const std::uint64_t data = pack(stored, age_);
    victim->check.store(key ^ data, std::memory_order_relaxed);
    victim->data.store(data, std::memory_order_relaxed);
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i)
        for (Slot& s : buckets_[i].slots) {
            s.check.store(0, std::memory_order_relaxed);
            s.data.store(0, std::memory_order_relaxed);
        }
    age_ = 0;
}

}  // namespace reversi
