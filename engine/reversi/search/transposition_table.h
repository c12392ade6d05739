// Transposition table shared by the search threads (lock-free: each entry stores its
// key xor-ed with its data, so a torn write from a concurrent store reads as a miss).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "common/huge_pages.h"

namespace reversi {

enum class Bound : std::uint8_t { None = 0, Lower = 1, Upper = 2, Exact = 3 };

struct TableEntry {
    int score = 0;       // evaluation units
    int move = -1;       // best or refuting move, -1 when none
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    bool probe(std::uint64_t key, TableEntry& out) const;
    // Starts loading the key's bucket into the cache, for a probe soon after.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets_[key & mask_]); }
    // Keeps, within the key's bucket, the entry of the same key or else replaces the
    // least valuable one: shallow entries and entries from older searches go first.
    // An upper bound replacing an entry of the same key keeps that entry's move.
    void store(std::uint64_t key, const TableEntry& entry);

    void new_search() { age_ = (age_ + 1) & kAgeMask; }  // ages what earlier calls stored
    void clear();

private:
    static constexpr int kWays = 4;
    static constexpr std::uint32_t kAgeMask = 63;
    struct Slot {
        std::atomic<std::uint64_t> check{0};  // key ^ data
        std::atomic<std::uint64_t> data{0};
    };
    struct alignas(64) Bucket {
        Slot slots[kWays];
    };

    static std::uint64_t pack(const TableEntry& e, std::uint32_t age);
    static TableEntry unpack(std::uint64_t data);
    static std::uint32_t age_of(std::uint64_t data) { return static_cast<std::uint32_t>(data >> 40) & kAgeMask; }
    static int depth_of(std::uint64_t data) { return static_cast<int>((data >> 32) & 0xFF); }

    common::HugePageArray<Bucket> buckets_;
    std::size_t mask_ = 0;
    std::uint32_t age_ = 0;
};

}  // namespace reversi
