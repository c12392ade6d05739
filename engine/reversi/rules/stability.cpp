#include "rules/stability.h"

#include <array>
#include <cstdint>

#include "common/bits.h"

namespace reversi {
namespace {

// Discs flipped on one 8-square line when `own` plays on `x`.
unsigned line_flips(unsigned own, unsigned other, int x) {
    unsigned flips = 0, run = 0;
    for (int i = x + 1; i < 8 && (other >> i & 1); ++i) run |= 1u << i;
    if (x + 1 < 8 && run && (own >> (x + 1 + common::popcount(run)) & 1)) flips |= run;
    run = 0;
    for (int i = x - 1; i >= 0 && (other >> i & 1); --i) run |= 1u << i;
    const int end = x - 1 - common::popcount(run);
    if (run && end >= 0 && (own >> end & 1)) flips |= run;
    return flips;
}

// Stable discs of `own` on an edge, for every (own, other) pair of 8-bit lines. A
// disc is stable when it stays `own` whatever is played on the edge's empty squares
// by either side (a move there can flip along the edge even if it is played for the
// sake of another direction, so every empty square is playable by both sides).
class EdgeTable {
public:
    EdgeTable() {
        for (unsigned o = 0; o < 256; ++o)
            for (unsigned p = 0; p < 256; ++p)
                if (!(p & o)) compute(p, o);
    }
    std::uint8_t stable(unsigned own, unsigned other) const { return table_[own << 8 | other]; }

private:
    std::uint8_t compute(unsigned p, unsigned o) {
        std::uint8_t& cached = table_[p << 8 | o];
        if (done_[p << 8 | o]) return cached;
        unsigned stable = p;
        const unsigned empties = ~(p | o) & 0xFF;
        for (int x = 0; x < 8 && stable; ++x) {
            if (!(empties >> x & 1)) continue;
            const unsigned fp = line_flips(p, o, x);
            stable &= compute(p | fp | 1u << x, o & ~fp);
            const unsigned fo = line_flips(o, p, x);
            stable &= compute(p & ~fo, o | fo | 1u << x);
        }
        done_[p << 8 | o] = true;
        return cached = static_cast<std::uint8_t>(stable);
    }

    std::array<std::uint8_t, 65536> table_{};
    std::array<bool, 65536> done_{};
};

const EdgeTable& edge_table() {
    static const EdgeTable table;
    return table;
}

// Column `c` as an 8-bit line (row 1 in bit 0), and back.
unsigned column_line(Bitboard b, int c) {
#if COMMON_HAS_BMI2
    return static_cast<unsigned>(common::extract_bits(b, 0x0101010101010101ull << c));
#else
    return static_cast<unsigned>(((b >> c) & 0x0101010101010101ull) * 0x0102040810204080ull >> 56);
#endif
}
Bitboard line_to_column(unsigned line, int c) {
#if COMMON_HAS_BMI2
    return common::deposit_bits(line, 0x0101010101010101ull << c);
#else
    Bitboard b = 0;
    for (int r = 0; r < 8; ++r)
        if (line >> r & 1) b |= square_bit(square_of(c, r));
    return b;
#endif
}

// Squares whose line in direction (dc, dr) holds fewer than `n` squares after them.
constexpr Bitboard short_rays(int dc, int dr, int n) {
    Bitboard m = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const int c = column_of(sq) + n * dc, r = row_of(sq) + n * dr;
        if (c < 0 || c > 7 || r < 0 || r > 7) m |= square_bit(sq);
    }
    return m;
}

// The squares of `filled` whose whole line along (dc, dr) -- the square and everything
// after it -- is filled, by doubling: after step k a square answers for the next 2^k
// squares, or for all of them when its line ends sooner.
template <int Dc, int Dr>
Bitboard filled_rays(Bitboard filled) {
    constexpr int shift = Dc + 8 * Dr;
    auto after = [](Bitboard b, int n) { return shift > 0 ? b >> (shift * n) : b << (-shift * n); };
    constexpr Bitboard ends1 = short_rays(Dc, Dr, 1), ends2 = short_rays(Dc, Dr, 2), ends4 = short_rays(Dc, Dr, 4);
    Bitboard full = filled & (after(filled, 1) | ends1);
    full &= after(full, 2) | ends2;
    full &= after(full, 4) | ends4;
    return full;
}

}  // namespace

Bitboard stable_discs(Bitboard player, Bitboard opponent) {
    const EdgeTable& edges = edge_table();
    const Bitboard filled = player | opponent;

    Bitboard stable = Bitboard{edges.stable(player & 0xFF, opponent & 0xFF)} |
                      Bitboard{edges.stable(player >> 56, opponent >> 56)} << 56 |
                      line_to_column(edges.stable(column_line(player, 0), column_line(opponent, 0)), 0) |
                      line_to_column(edges.stable(column_line(player, 7), column_line(opponent, 7)), 7);

    Bitboard h = filled & filled >> 1;
    h &= h >> 2;
    h &= h >> 4;
    const Bitboard full_h = (h & 0x0101010101010101ull) * 0xFF;
    Bitboard v = filled & filled >> 8;
    v &= v >> 16;
    v &= v >> 32;
    const Bitboard full_v = (v & 0xFF) * 0x0101010101010101ull;
    const Bitboard full_down = filled_rays<1, 1>(filled) & filled_rays<-1, -1>(filled);
    const Bitboard full_up = filled_rays<1, -1>(filled) & filled_rays<-1, 1>(filled);

    // A disc on filled lines in all four directions can never be flipped. Otherwise an
    // inner disc is stable when, in each direction, its line is filled or it touches a
    // stable disc of its own colour (a flip would have to flip that neighbour too).
    const Bitboard inner = player & 0x007E7E7E7E7E7E00ull;
    stable |= inner & full_h & full_v & full_down & full_up;
    for (;;) {
        const Bitboard grow = inner & (full_h | stable << 1 | stable >> 1) & (full_v | stable << 8 | stable >> 8) &
                              (full_down | stable << 9 | stable >> 9) & (full_up | stable << 7 | stable >> 7);
        if ((grow & ~stable) == 0) return stable;
        stable |= grow;
    }
}

}  // namespace reversi
