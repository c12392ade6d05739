#include "endgame/endgame_table.h"

#include <algorithm>

namespace reversi {
namespace {

// Data word layout (bits): 0-7 lower + 64, 8-15 upper + 64, 16-23 move (255: none),
// 24-31 empties, 32-39 date, 40-47 log2 of the nodes the search cost, 48 always set,
// 49-52 pass.
struct Data {
    int lower, upper, move, empties, date, cost, pass;

    static Data unpack(std::uint64_t w) {
        const int move = static_cast<int>(w >> 16 & 0xFF);
        return {static_cast<int>(w & 0xFF) - 64, static_cast<int>(w >> 8 & 0xFF) - 64, move == 0xFF ? kNoMove : move,
                static_cast<int>(w >> 24 & 0xFF), static_cast<int>(w >> 32 & 0xFF), static_cast<int>(w >> 40 & 0xFF),
                static_cast<int>(w >> 49 & 0xF)};
    }
    std::uint64_t pack() const {
        const std::uint64_t m = move == kNoMove ? 0xFF : static_cast<std::uint64_t>(move);
        // The constant bit 48 keeps a used slot's data word non-zero.
        return static_cast<std::uint64_t>(lower + 64) | static_cast<std::uint64_t>(upper + 64) << 8 | m << 16 |
               static_cast<std::uint64_t>(empties) << 24 | static_cast<std::uint64_t>(date & 0xFF) << 32 |
               static_cast<std::uint64_t>(cost) << 40 | std::uint64_t{1} << 48 | static_cast<std::uint64_t>(pass) << 49;
    }
};

int log2_cost(std::uint64_t nodes) { return nodes ? common::highest_bit(nodes) + 1 : 0; }

}  // namespace

EndgameTable::EndgameTable(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= bytes) buckets *= 2;
    bucket_count_ = buckets;
    near_count_ = std::min(buckets, kNearBytes / sizeof(Bucket));
    // The probes land all over the table: huge pages where the system has them.
    buckets_ = common::make_huge_page_array<Bucket>(buckets);
}

void EndgameTable::clear() {
    for (std::size_t i = 0; i < bucket_count_; ++i) {
        for (Slot& slot : buckets_[i].slots) {
            slot.player.store(0, std::memory_order_relaxed);
            slot.opponent.store(0, std::memory_order_relaxed);
            slot.data.store(0, std::memory_order_relaxed);
        }
    }
    date_ = 1;
}

bool EndgameTable::probe(Bitboard player, Bitboard opponent, std::uint64_t hash, EndgameEntry& entry) const {
    const int empties = 64 - common::popcount(player | opponent);
    const Slot* slots = bucket(hash, empties).slots;
    for (int i = 0; i < kBucketSize; ++i) {
        const std::uint64_t data = slots[i].data.load(std::memory_order_relaxed);
        if ((slots[i].player.load(std::memory_order_relaxed) ^ data) != player ||
            (slots[i].opponent.load(std::memory_order_relaxed) ^ data) != opponent || data == 0)
            continue;
        const Data d = Data::unpack(data);
        entry = {d.lower, d.upper, d.move, d.pass};
        return true;
    }
    return false;
}

void EndgameTable::store(Bitboard player, Bitboard opponent, std::uint64_t hash, int empties, int alpha, int beta,
                         int score, int move, int pass, std::uint64_t nodes) {
    Slot* slots = bucket(hash, empties).slots;
    Data fresh{score > alpha ? score : -64, score < beta ? score : 64, move, empties, date_, log2_cost(nodes), pass};
    fresh.lower = std::max(fresh.lower, -64);
    fresh.upper = std::min(fresh.upper, 64);

    Slot* victim = nullptr;
    int victim_value = 1 << 30;
    for (int i = 0; i < kBucketSize; ++i) {
        Slot& s = slots[i];
        const std::uint64_t data = s.data.load(std::memory_order_relaxed);
        if (data != 0 && (s.player.load(std::memory_order_relaxed) ^ data) == player &&
            (s.opponent.load(std::memory_order_relaxed) ^ data) == opponent) {
            // Same position (hence same empties): narrow the known bounds of the same
            // pass; keep those of a higher pass (a later solve's selective pass
            // must not overwrite an exact result).
            const Data old = Data::unpack(data);
            if (old.pass > fresh.pass) {
                fresh.lower = old.lower;
                fresh.upper = old.upper;
                fresh.pass = old.pass;
            } else if (old.pass == fresh.pass) {
                const int lower = std::max(old.lower, fresh.lower), upper = std::min(old.upper, fresh.upper);
                if (lower <= upper) {
                    fresh.lower = lower;
                    fresh.upper = upper;
                }
            }
            if (fresh.move == kNoMove) fresh.move = old.move;
            fresh.cost = std::max(fresh.cost, old.cost);
            victim = &s;
            break;
        }
        // Prefer to keep entries of this search, then costly ones.
        const Data d = Data::unpack(data);
        const int value = data == 0 ? -1 : ((d.date == (date_ & 0xFF)) << 16) | d.cost << 8 | d.empties;
        if (value < victim_value) {
            victim_value = value;
            victim = &s;
        }
    }
    const std::uint64_t data = fresh.pack();
    victim->data.store(data, std::memory_order_relaxed);
    victim->player.store(player ^ data, std::memory_order_relaxed);
    victim->opponent.store(opponent ^ data, std::memory_order_relaxed);
}

}  // namespace reversi
