// Transposition table of the endgame solver: bounds on the exact score of positions,
// and the best move found, shared by all search threads.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "common/bits.h"
#include "common/huge_pages.h"
#include "reversi/board.h"

namespace reversi {

// What the table knows about a position: lower <= score <= upper, where the score is
// the exact one when `pass` is the exact pass (endgame_probcut.h), else that of the
// selective pass `pass`, which cuts nodes (the higher the pass, the surer its cuts).
struct EndgameEntry {
    int lower = -64;
    int upper = 64;
    int move = kNoMove;
    int pass = 0;
};

class EndgameTable {
public:
    explicit EndgameTable(std::size_t megabytes);

    static std::uint64_t hash(Bitboard player, Bitboard opponent) {
        std::uint64_t h = player * 0x9E3779B97F4A7C15ull ^ (opponent + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
        return h ^ (h >> 32);
    }

    bool probe(Bitboard player, Bitboard opponent, std::uint64_t hash, EndgameEntry& entry) const;
    // Starts loading the bucket of `hash`, a position with `empties` empty squares, into
    // the cache, so that several probes can wait for memory at the same time instead of
    // one after the other.
    void prefetch(std::uint64_t hash, int empties) const { common::prefetch(&bucket(hash, empties)); }
    // Records the fail-soft result `score` of a search of window (alpha, beta) in the
    // pass `pass` that cost `nodes` nodes; the cost and the empties decide which
    // entries survive. The bounds of an entry from another pass are kept when that
    // pass is the higher, else replaced.
    void store(Bitboard player, Bitboard opponent, std::uint64_t hash, int empties, int alpha, int beta, int score,
               int move, int pass, std::uint64_t nodes);

    void new_search() { ++date_; }
    void clear();

private:
    // The board words are stored xor-ed with the data word, so a slot torn by two
    // threads writing at once fails the board check instead of lying.
    struct Slot {
        std::atomic<std::uint64_t> player{0}, opponent{0}, data{0};
    };
    // A bucket is one cache line, so a probe costs one memory access.
    static constexpr int kBucketSize = 2;
    struct alignas(64) Bucket {
        Slot slots[kBucketSize];
    };

    // Positions near the end are most of the probes and cheap to search again: they
    // share the first few megabytes of the table, which stay in the cache, while the
    // costly ones spread over all of it. (The regions overlap; the replacement by cost
    // keeps the costly entries there.) FFO #40-#49 with a 256 MB table: 4 % more nodes,
    // 15 % less time than with every position spread over the whole table
    // (docs/reversi-strength.md, "The endgame table's near region").
    static constexpr int kNearMaxEmpties = 10;
    static constexpr std::size_t kNearBytes = std::size_t{4} << 20;

    Bucket& bucket(std::uint64_t hash, int empties) const {
        return buckets_[hash & ((empties <= kNearMaxEmpties ? near_count_ : bucket_count_) - 1)];
    }

    std::size_t bucket_count_ = 0;
    std::size_t near_count_ = 0;
    common::HugePageArray<Bucket> buckets_;
    std::uint8_t date_ = 1;
};

}  // namespace reversi
