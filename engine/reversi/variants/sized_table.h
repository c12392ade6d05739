// Transposition table of the generic search, for boards of 64 or 128 bits. Entries
// hold the whole position, so a hit is never a collision; the words are relaxed
// atomics with a check word (the position's hash xor the data), so that a read torn
// by another thread's store is a miss instead of a wrong entry.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace reversi::sized {

struct TableEntry {
    int lower = 0;      // bounds on the score, evaluation units
    int upper = 0;
    int depth = 0;      // plies searched; exact entries rank by their empties
    int move = -1;      // best or refuting move, -1 when none
    bool exact = false; // the bounds hold for the game's end, at any depth
};

template <class Bits>
class SizedTable {
public:
    explicit SizedTable(std::size_t megabytes) {
        std::size_t buckets = 1;
        while (buckets * 2 * sizeof(Bucket) <= megabytes * (std::size_t{1} << 20)) buckets *= 2;
        buckets_.reset(new Bucket[buckets]);
        mask_ = buckets - 1;
        clear();
    }

    void clear() {
        for (std::size_t b = 0; b <= mask_; ++b)
            for (Slot& s : buckets_[b].slots) s.check.store(0, std::memory_order_relaxed), s.data.store(0, std::memory_order_relaxed);
    }

    bool probe(Bits player, Bits opponent, std::uint64_t hash, TableEntry& out) const {
        for (const Slot& s : buckets_[hash & mask_].slots) {
            const std::uint64_t data = s.data.load(std::memory_order_relaxed);
            if (data == 0 || s.check.load(std::memory_order_relaxed) != (hash ^ data)) continue;
            if (load(s.player) != player || load(s.opponent) != opponent) continue;
            if (s.check.load(std::memory_order_relaxed) != (hash ^ data)) continue;  // changed while read
            out = unpack(data);
            return true;
        }
        return false;
    }

    // Into the slot holding the same position, or else over the less valuable one.
    void store(Bits player, Bits opponent, std::uint64_t hash, const TableEntry& entry) {
        Slot* slots = buckets_[hash & mask_].slots;
        Slot* target = &slots[0];
        for (Slot& s : buckets_[hash & mask_].slots) {
            const std::uint64_t data = s.data.load(std::memory_order_relaxed);
            if (data != 0 && load(s.player) == player && load(s.opponent) == opponent) {
                target = &s;
                break;
            }
            if (value(data) < value(target->data.load(std::memory_order_relaxed))) target = &s;
        }
        const std::uint64_t data = pack(entry);
        target->check.store(0, std::memory_order_relaxed);
        save(target->player, player);
        save(target->opponent, opponent);
        target->data.store(data, std::memory_order_relaxed);
        target->check.store(hash ^ data, std::memory_order_relaxed);
    }

private:
    static constexpr int kWords = sizeof(Bits) / 8;
    struct Slot {
        std::atomic<std::uint64_t> player[kWords];
        std::atomic<std::uint64_t> opponent[kWords];
        std::atomic<std::uint64_t> data;
        std::atomic<std::uint64_t> check;
    };
    struct Bucket {
        Slot slots[2];
    };

    static Bits load(const std::atomic<std::uint64_t> (&words)[kWords]) {
        Bits b = 0;
        for (int i = kWords - 1; i >= 0; --i) b = (kWords > 1 ? b << 32 << 32 : b) | words[i].load(std::memory_order_relaxed);
        return b;
    }
    static void save(std::atomic<std::uint64_t> (&words)[kWords], Bits b) {
        for (int i = 0; i < kWords; ++i, b = kWords > 1 ? b >> 32 >> 32 : b)
            words[i].store(static_cast<std::uint64_t>(b), std::memory_order_relaxed);
    }
    // lower, upper (16 bits each, offset), depth (8), move + 1 (8), exact (1), in-use (1).
    static std::uint64_t pack(const TableEntry& e) {
        return static_cast<std::uint64_t>(e.lower + 32768) | static_cast<std::uint64_t>(e.upper + 32768) << 16 |
               static_cast<std::uint64_t>(e.depth & 0xFF) << 32 | static_cast<std::uint64_t>((e.move + 1) & 0xFF) << 40 |
               static_cast<std::uint64_t>(e.exact) << 48 | std::uint64_t{1} << 49;
    }
    static TableEntry unpack(std::uint64_t d) {
        TableEntry e;
        e.lower = static_cast<int>(d & 0xFFFF) - 32768;
        e.upper = static_cast<int>(d >> 16 & 0xFFFF) - 32768;
        e.depth = static_cast<int>(d >> 32 & 0xFF);
        e.move = static_cast<int>(d >> 40 & 0xFF) - 1;
        e.exact = (d >> 48 & 1) != 0;
        return e;
    }
    // Worth keeping: empty slots least, exact entries above any midgame depth.
    static int value(std::uint64_t d) { return d == 0 ? -1 : static_cast<int>(d >> 32 & 0xFF) + (d >> 48 & 1 ? 128 : 0); }

    std::unique_ptr<Bucket[]> buckets_;
    std::size_t mask_ = 0;
};

}  // namespace reversi::sized
