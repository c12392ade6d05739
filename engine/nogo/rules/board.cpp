#include "nogo/board.h"

#include <array>

namespace nogo {
namespace {

constexpr Bits column_mask(int x) {
    Bits b = 0;
    for (int y = 0; y < kSize; ++y) b |= point_bit(point_of(x, y));
    return b;
}
constexpr Bits kNotFirstColumn = kAllPoints & ~column_mask(0);
constexpr Bits kNotLastColumn = kAllPoints & ~column_mask(kSize - 1);

struct Neighbourhood {
    std::uint8_t count[kPoints];
    std::uint8_t point[kPoints][4];
    Bits mask[kPoints];
};

constexpr Neighbourhood make_neighbourhood() {
    Neighbourhood n{};
    for (int p = 0; p < kPoints; ++p) {
        const int x = x_of(p), y = y_of(p);
        int k = 0;
        if (y > 0) n.point[p][k++] = static_cast<std::uint8_t>(p - kSize);
        if (x > 0) n.point[p][k++] = static_cast<std::uint8_t>(p - 1);
        if (x < kSize - 1) n.point[p][k++] = static_cast<std::uint8_t>(p + 1);
        if (y < kSize - 1) n.point[p][k++] = static_cast<std::uint8_t>(p + kSize);
        n.count[p] = static_cast<std::uint8_t>(k);
        n.mask[p] = 0;
        for (int i = 0; i < k; ++i) n.mask[p] |= point_bit(n.point[p][i]);
    }
    return n;
}
constexpr Neighbourhood kNeighbours = make_neighbourhood();

// (x, y) -> symmetry image; symmetries 0-3 rotate by quarter turns, 4-7 mirror first.
constexpr int transform_xy(int x, int y, int symmetry) {
    if (symmetry & 4) x = kSize - 1 - x;
    for (int r = 0; r < (symmetry & 3); ++r) {
        const int t = x;
        x = kSize - 1 - y;
        y = t;
    }
    return point_of(x, y);
}

struct SymmetryTable {
    std::uint8_t image[kSymmetryCount][kPoints];
};
constexpr SymmetryTable make_symmetries() {
    SymmetryTable t{};
    for (int s = 0; s < kSymmetryCount; ++s)
        for (int p = 0; p < kPoints; ++p) t.image[s][p] = static_cast<std::uint8_t>(transform_xy(x_of(p), y_of(p), s));
    return t;
}
constexpr SymmetryTable kSymmetries = make_symmetries();

// Fixed pseudo-random keys (splitmix64), the same in every build.
struct Keys {
    std::uint64_t key[2][kPoints];
};
constexpr Keys make_keys() {
    Keys k{};
    std::uint64_t state = 0x4E6F476F5A6F6272ull;
    for (int c = 0; c < 2; ++c)
        for (int p = 0; p < kPoints; ++p) {
            state += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = state;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            k.key[c][p] = z ^ (z >> 31);
        }
    return k;
}
constexpr Keys kKeys = make_keys();

// The stones of b connected to `seed` (inside b).
Bits flood(Bits seed, Bits b) {
    Bits group = seed;
    for (;;) {
        const Bits grown = (group | neighbours(group)) & b;
        if (grown == group) return group;
        group = grown;
    }
}

bool is_single(Bits b) { return b != 0 && (b & (b - 1)) == 0; }

}  // namespace

int nth_point(Bits b, int n) {
    const auto low = static_cast<std::uint64_t>(b);
    const int low_count = common::popcount(low);
    std::uint64_t word = low;
    int base = 0;
    if (n >= low_count) {
        word = static_cast<std::uint64_t>(b >> 64);
        n -= low_count;
        base = 64;
    }
#if COMMON_HAS_BMI2
    return base + common::lowest_bit(common::deposit_bits(std::uint64_t{1} << n, word));
#else
    for (; n > 0; --n) word &= word - 1;
    return base + common::lowest_bit(word);
#endif
}

Bits neighbours(Bits b) {
    return ((b >> kSize) | (b << kSize) | ((b << 1) & kNotFirstColumn) | ((b >> 1) & kNotLastColumn)) & kAllPoints;
}

int transform_point(int point, int symmetry) { return kSymmetries.image[symmetry][point]; }

Bits transform(Bits b, int symmetry) {
    Bits t = 0;
    for (; b; b = without_first(b)) t |= point_bit(transform_point(first_point(b), symmetry));
    return t;
}

int inverse_symmetry(int symmetry) {
    for (int s = 0; s < kSymmetryCount; ++s)
        if (transform_point(transform_point(1, symmetry), s) == 1 && transform_point(transform_point(9, symmetry), s) == 9)
            return s;
    return 0;
}

std::uint64_t stone_key(Color c, int point) { return kKeys.key[index_of(c)][point]; }

Position::Position() {
    for (int p = 0; p < kPoints; ++p) {
        liberties_[p] = 0;
        colour_[p] = kEmpty;
        group_[p] = static_cast<std::uint8_t>(p);
        next_[p] = static_cast<std::uint8_t>(p);
    }
}

Position Position::from_stones(Bits black, Bits white, bool centre_rule) {
    Position pos;
    pos.centre_rule_ = centre_rule;
    black &= kAllPoints;
    white &= kAllPoints & ~black;
    const int nb = popcount(black), nw = popcount(white);
    pos.stones_[0] = black;
    pos.stones_[1] = white;
    pos.valid_ = (nb == nw || nb == nw + 1) && !pos.centre_taken_first();
    pos.moves_played_ = static_cast<std::uint8_t>(nb + nw);
    pos.to_move_ = nb == nw ? Color::Black : Color::White;
    const Bits empty = pos.empties();
    for (int c = 0; c < 2; ++c) {
        for (Bits rest = pos.stones_[c]; rest;) {
            const Bits group = flood(point_bit(first_point(rest)), pos.stones_[c]);
            rest &= ~group;
            const int root = first_point(group);
            int previous = root;
            for (Bits g = group; g; g = without_first(g)) {
                const int p = first_point(g);
                pos.group_[p] = static_cast<std::uint8_t>(root);
                pos.colour_[p] = static_cast<std::uint8_t>(c + 1);
                pos.next_[previous] = static_cast<std::uint8_t>(p);
                previous = p;
                pos.hash_ ^= kKeys.key[c][p];
            }
            pos.next_[previous] = static_cast<std::uint8_t>(root);
            pos.liberties_[root] = neighbours(group) & empty;
            if (pos.liberties_[root] == 0) pos.valid_ = false;
        }
    }
    for (int c = 0; c < 2; ++c) {
        pos.legal_[c] = 0;
        for (Bits e = empty; e; e = without_first(e))
            if (pos.legal_for(first_point(e), c, empty)) pos.legal_[c] |= point_bit(first_point(e));
    }
    return pos;
}

bool Position::legal_for(int point, int colour, Bits empty) const {
    const Bits here = point_bit(point);
    const std::uint8_t own = static_cast<std::uint8_t>(colour + 1);
    bool breathes = (kNeighbours.mask[point] & empty) != 0;
    for (int k = 0; k < kNeighbours.count[point]; ++k) {
        const int q = kNeighbours.point[point][k];
        const std::uint8_t there = colour_[q];
        if (there == kEmpty) continue;
        const bool last_liberty = liberties_[group_[q]] == here;
        if (there != own) {
            if (last_liberty) return false;  // would capture
        } else if (!last_liberty) {
            breathes = true;  // joins a group with another liberty
        }
    }
    return breathes;
}

Illegality Position::why_illegal(int point) const {
    if (point < 0 || point >= kPoints) return Illegality::OffBoard;
    if (!(empties() >> point & 1)) return Illegality::Occupied;
    if (is_legal(point)) return Illegality::None;
    if (centre_rule_ && moves_played_ == 0 && point == kCentre && to_move_ == Color::Black) return Illegality::CentreRule;
    // The test of legal_for, keeping both reasons.
    const Bits here = point_bit(point);
    const std::uint8_t own = static_cast<std::uint8_t>(index_of(to_move_) + 1);
    bool breathes = (kNeighbours.mask[point] & empties()) != 0;
    bool captures = false;
    for (int k = 0; k < kNeighbours.count[point]; ++k) {
        const int q = kNeighbours.point[point][k];
        const std::uint8_t there = colour_[q];
        if (there == kEmpty) continue;
        const bool last_liberty = liberties_[group_[q]] == here;
        if (there != own)
            captures = captures || last_liberty;
        else if (!last_liberty)
            breathes = true;
    }
    if (captures && !breathes) return Illegality::CapturesAndSuicide;
    return captures ? Illegality::Captures : Illegality::Suicide;
}

void Position::merge_into(int root, int other) {
    int p = other;
    do {
        group_[p] = static_cast<std::uint8_t>(root);
        p = next_[p];
    } while (p != other);
    const std::uint8_t t = next_[root];
    next_[root] = next_[other];
    next_[other] = t;
    liberties_[root] |= liberties_[other];
}

void Position::play(int point) {
    const int us = index_of(to_move_), them = us ^ 1;
    const Bits here = point_bit(point);
    stones_[us] |= here;
    hash_ ^= kKeys.key[us][point];
    const Bits empty = empties();
    legal_[0] &= ~here;
    legal_[1] &= ~here;

    // The new stone's group, and the liberty it takes from the opponent's groups.
    group_[point] = static_cast<std::uint8_t>(point);
    next_[point] = static_cast<std::uint8_t>(point);
    liberties_[point] = kNeighbours.mask[point] & empty;
    int root = point;
    int touched[4];  // roots of the opponent's groups next to the move
    int touched_count = 0;
    colour_[point] = static_cast<std::uint8_t>(us + 1);
    for (int k = 0; k < kNeighbours.count[point]; ++k) {
        const int q = kNeighbours.point[point][k];
        const std::uint8_t there = colour_[q];
        if (there == us + 1) {
            const int r = group_[q];
            if (r != root) {
                merge_into(r, root);  // the older group keeps its root: usually the larger
                root = r;
            }
        } else if (there == them + 1) {
            const int r = group_[q];
            liberties_[r] &= ~here;
            touched[touched_count++] = r;
        }
    }
    liberties_[root] &= ~here;

    // Legality only goes from legal to illegal, and only where a group next to the move
    // is left with one liberty (a capture there, or a suicide for its own side), or at an
    // empty neighbour of the move that has just lost its last empty neighbour (suicide).
    Bits candidates = 0;
    for (int k = 0; k < kNeighbours.count[point]; ++k) {
        const int q = kNeighbours.point[point][k];
        if (colour_[q] == kEmpty && (kNeighbours.mask[q] & empty) == 0) candidates |= point_bit(q);
    }
    if (is_single(liberties_[root])) candidates |= liberties_[root];
    for (int i = 0; i < touched_count; ++i)
        if (is_single(liberties_[touched[i]])) candidates |= liberties_[touched[i]];
    for (int c = 0; c < 2; ++c)
        for (Bits b = candidates & legal_[c]; b; b = without_first(b)) {
            const int p = first_point(b);
            if (!legal_for(p, c, empty)) legal_[c] &= ~point_bit(p);
        }

    to_move_ = opposite(to_move_);
    ++moves_played_;
}

Position Position::transformed(int symmetry) const {
    return from_stones(transform(stones_[0], symmetry), transform(stones_[1], symmetry), centre_rule_);
}

}  // namespace nogo
