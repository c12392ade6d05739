#include "reversi/evaluation.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "reversi/pattern_evaluation.h"

namespace reversi {
namespace features {
namespace {

// Stability of the discs of one 8-square edge, which only moves along that edge can
// flip (the other directions leave the board). Indexed by the edge in base 3
// (0 empty, 1 first colour, 2 second colour); the value is the mask of occupied
// squares whose colour no sequence of future moves on the edge can change.
struct EdgeStability {
    std::array<std::uint8_t, 6561> stable{};
    std::array<bool, 6561> known{};
    std::array<int, 256> ternary{};  // bit mask -> sum of 3^i over its bits

    EdgeStability() {
        for (int m = 0; m < 256; ++m)
            for (int i = 0, p = 1; i < 8; ++i, p *= 3)
                if (m >> i & 1) ternary[m] += p;
        for (int a = 0; a < 256; ++a)
            for (int b = 0; b < 256; ++b)
                if ((a & b) == 0) solve(a, b);
    }

    // Flips along the line when `mover` plays on empty square `sq` against `other`.
    static int line_flips(int mover, int other, int sq) {
        int flips = 0;
        for (int dir : {-1, 1}) {
            int run = 0, i = sq + dir;
            while (i >= 0 && i < 8 && (other >> i & 1)) run |= 1 << i, i += dir;
            if (i >= 0 && i < 8 && (mover >> i & 1)) flips |= run;
        }
        return flips;
    }

    int solve(int a, int b) {
        const int index = ternary[a] + 2 * ternary[b];
        if (known[index]) return stable[index];
        int result = a | b;
        const int empty = ~(a | b) & 0xFF;
        // Any colour may fill any empty square (moves elsewhere on the board can make
        // a placement legal without flips along this edge).
        for (int sq = 0; sq < 8 && result; ++sq) {
            if (!(empty >> sq & 1)) continue;
            const int fa = line_flips(a, b, sq);
            result &= ~fa & solve(a | fa | 1 << sq, b & ~fa);
            const int fb = line_flips(b, a, sq);
            result &= ~fb & solve(a & ~fb, b | fb | 1 << sq);
        }
        known[index] = true;
        stable[index] = static_cast<std::uint8_t>(result);
        return result;
    }

    int of(int a, int b) const { return stable[ternary[a] + 2 * ternary[b]]; }
};

const EdgeStability& edge_table() {
    static const EdgeStability table;
    return table;
}

constexpr Bitboard kColumnA = 0x0101010101010101ull;

// Column a (or h, shifted) as an 8-bit line, a1 first: the multiplication gathers the
// eight column bits, one per byte, into the top byte without carries.
int column_line(Bitboard b, int column) { return static_cast<int>((((b >> column) & kColumnA) * 0x0102040810204080ull) >> 56); }

// The inverse: an 8-bit line spread back onto column a.
struct ColumnMasks {
    std::array<Bitboard, 256> of_line{};
    ColumnMasks() {
        for (int line = 0; line < 256; ++line)
            for (int row = 0; row < 8; ++row)
                if (line >> row & 1) of_line[line] |= square_bit(8 * row);
    }
};
const ColumnMasks kColumnMasks;

// Lines in the four directions, for "every line through the square is full".
struct Lines {
    std::array<Bitboard, 8> rows{}, columns{};
    std::array<Bitboard, 15> diagonals{}, anti_diagonals{};
    Lines() {
        for (int sq = 0; sq < 64; ++sq) {
            const int c = column_of(sq), r = row_of(sq);
            rows[r] |= square_bit(sq);
            columns[c] |= square_bit(sq);
            diagonals[c - r + 7] |= square_bit(sq);
            anti_diagonals[c + r] |= square_bit(sq);
        }
    }
};
const Lines kLines;

Bitboard full_lines(Bitboard filled) {
    Bitboard h = 0, v = 0, d = 0, a = 0;
    for (Bitboard m : kLines.rows)
        if ((filled & m) == m) h |= m;
    for (Bitboard m : kLines.columns)
        if ((filled & m) == m) v |= m;
    for (Bitboard m : kLines.diagonals)
        if ((filled & m) == m) d |= m;
    for (Bitboard m : kLines.anti_diagonals)
        if ((filled & m) == m) a |= m;
    return h & v & d & a;
}

}  // namespace

Bitboard stable_discs(Bitboard player, Bitboard opponent) {
    const EdgeStability& t = edge_table();
    Bitboard stable = 0;
    // Rows 1 and 8 are contiguous bytes.
    for (int shift : {0, 56}) {
        const int a = static_cast<int>(player >> shift & 0xFF), b = static_cast<int>(opponent >> shift & 0xFF);
        stable |= static_cast<Bitboard>(t.of(a, b)) << shift;
    }
    for (int column : {0, 7})
        stable |= kColumnMasks.of_line[t.of(column_line(player, column), column_line(opponent, column))] << column;
    // A disc whose four lines are all full can never be flipped either.
    return stable | full_lines(player | opponent);
}

Bitboard edge_stable(Bitboard player, Bitboard opponent) { return stable_discs(player, opponent) & player; }

Bitboard empty_neighbours(Bitboard discs, Bitboard empties) {
    constexpr Bitboard kNotA = 0xFEFEFEFEFEFEFEFEull, kNotH = 0x7F7F7F7F7F7F7F7Full;
    const Bitboard n = (discs << 8) | (discs >> 8) | ((discs << 1 | discs << 9 | discs >> 7) & kNotA) |
                       ((discs >> 1 | discs >> 9 | discs << 7) & kNotH);
    return n & empties;
}

}  // namespace features

namespace {

constexpr Bitboard kCorners = 0x8100000000000081ull;
constexpr Bitboard kQuadrants[4] = {0x0F0F0F0Full, 0xF0F0F0F0ull, 0x0F0F0F0Full << 32, 0xF0F0F0F0ull << 32};

// Each X- and C-square with the corner it belongs to.
struct CornerNeighbours {
    int corner;
    Bitboard x;
    Bitboard c;
};
constexpr CornerNeighbours kCornerNeighbours[4] = {
    {0, square_bit(9), square_bit(1) | square_bit(8)},
    {7, square_bit(14), square_bit(6) | square_bit(15)},
    {56, square_bit(49), square_bit(48) | square_bit(57)},
    {63, square_bit(54), square_bit(55) | square_bit(62)},
};

}  // namespace

namespace features {

FeatureValues compute(Bitboard player, Bitboard opponent) {
    const Bitboard empties = ~(player | opponent);
    FeatureValues f{};
    f[kCornerDiscs] = popcount(player & kCorners) - popcount(opponent & kCorners);
    for (const CornerNeighbours& n : kCornerNeighbours) {
        if (!(empties >> n.corner & 1)) continue;  // next to an occupied corner they are harmless
        f[kXSquares] += popcount(player & n.x) - popcount(opponent & n.x);
        f[kCSquares] += popcount(player & n.c) - popcount(opponent & n.c);
    }
    f[kMobility] = popcount(legal_moves(player, opponent)) - popcount(legal_moves(opponent, player));
    // Empties next to the opponent's discs are our potential moves, and vice versa.
    f[kPotentialMobility] =
        popcount(empty_neighbours(opponent, empties)) - popcount(empty_neighbours(player, empties));
    const Bitboard stable = stable_discs(player, opponent);
    f[kStableDiscs] = popcount(stable & player) - popcount(stable & opponent);
    // Regions with an odd number of empties: the side to move can hope to play last there.
    for (Bitboard q : kQuadrants) f[kParity] += popcount(empties & q) & 1;
    return f;
}

}  // namespace features

EvaluationWeights EvaluationWeights::defaults() {
    EvaluationWeights w;
    w.phases = {{
        // Self-play at depth 4 (bench/tune_evaluation and 400-game matches) found no
        // measurable effect of parity in the midgame, and a loss from counting discs
        // (the disc feature was dropped).
        // corner   X     C   mob  pot  stable parity
        {800, -700, -120, 135, 35, 100, 0},  // 60 empties
        {700, -560, -90, 110, 30, 120, 0},   // 30 empties
        {450, -160, -30, 60, 10, 130, 60},   // 0 empties
    }};
    return w;
}

int HeuristicEvaluator::evaluate(Bitboard player, Bitboard opponent) const {
    const features::FeatureValues f = features::compute(player, opponent);
    // Weights for this phase, linear between the anchors at 60, 30 and 0 empties.
    const int empty_count = 64 - popcount(player | opponent);
    const auto& a = weights_.phases[empty_count >= 30 ? 0 : 1];
    const auto& b = weights_.phases[empty_count >= 30 ? 1 : 2];
    const int t = empty_count >= 30 ? 60 - empty_count : 30 - empty_count;  // 0..30 from a to b
    int score = 0;
    for (int i = 0; i < features::kFeatureCount; ++i) score += (a[i] * (30 - t) + b[i] * t) * f[i];
    return std::clamp(score / 30, -kEvalLimit, kEvalLimit);
}

// The trained evaluation: stronger than the hand one by the match figures in
// data/weights/README.md.
const Evaluator& default_evaluator() { return trained_evaluator(); }

}  // namespace reversi
