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

// Column a (or h, shifted) as an 8-bit line, a1 first, and back.
int column_line(Bitboard b, int column) {
    int line = 0;
    for (int row = 0; row < 8; ++row) line |= static_cast<int>(b >> (column + 8 * row) & 1) << row;
    return line;
}
Bitboard column_mask(int line, int column) {
    Bitboard b = 0;
    for (int row = 0; row < 8; ++row)
        if (line >> row & 1) b |= square_bit(column + 8 * row);
    return b;
}

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

Bitboard edge_stable(Bitboard player, Bitboard opponent) {
    const EdgeStability& t = edge_table();
    Bitboard stable = 0;
    // Rows 1 and 8 are contiguous bytes.
    for (int shift : {0, 56}) {
        const int a = static_cast<int>(player >> shift & 0xFF), b = static_cast<int>(opponent >> shift & 0xFF);
        stable |= static_cast<Bitboard>(t.of(a, b)) << shift;
    }
    for (int column : {0, 7})
        stable |= column_mask(t.of(column_line(player, column), column_line(opponent, column)), column);
    // A disc whose four lines are all full can never be flipped either.
    stable |= full_lines(player | opponent);
    return stable & player;
}

Bitboard empty_neighbours(Bitboard discs, Bitboard empties) {
    constexpr Bitboard kNotA = 0xFEFEFEFEFEFEFEFEull, kNotH = 0x7F7F7F7F7F7F7F7Full;
    const Bitboard n = (discs << 8) | (discs >> 8) | ((discs << 1 | discs << 9 | discs >> 7) & kNotA) |
                       ((discs >> 1 | discs >> 9 | discs << 7) & kNotH);
    return n & empties;
}

}  // namespace features

namespace {

constexpr Bitboard kCorners = 0x8100000000000081ull;

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

// Feature weights in evaluation units, at three phases: 60, 30 and 0 empty squares.
struct Weights {
    int corner, x_square, c_square, mobility, potential_mobility, stable, discs, parity;
};
constexpr Weights kPhase[3] = {
    // corner  X     C    mob  pot  stable discs parity
    {800, -350, -120, 90, 35, 100, -15, 0},    // opening
    {700, -280, -90, 75, 30, 120, 0, 60},      // midgame
    {450, -80, -30, 40, 10, 130, 90, 150},     // end
};

int interpolate(int early, int late, int t, int span) { return early + (late - early) * t / span; }

}  // namespace

int HeuristicEvaluator::evaluate(Bitboard player, Bitboard opponent) const {
    const Bitboard empties = ~(player | opponent);
    const int empty_count = popcount(empties);

    // Weights for this phase, linear between the anchors.
    Weights w;
    const Weights& a = empty_count >= 30 ? kPhase[0] : kPhase[1];
    const Weights& b = empty_count >= 30 ? kPhase[1] : kPhase[2];
    const int span = 30, t = empty_count >= 30 ? 60 - empty_count : 30 - empty_count;
    w.corner = interpolate(a.corner, b.corner, t, span);
    w.x_square = interpolate(a.x_square, b.x_square, t, span);
    w.c_square = interpolate(a.c_square, b.c_square, t, span);
    w.mobility = interpolate(a.mobility, b.mobility, t, span);
    w.potential_mobility = interpolate(a.potential_mobility, b.potential_mobility, t, span);
    w.stable = interpolate(a.stable, b.stable, t, span);
    w.discs = interpolate(a.discs, b.discs, t, span);
    w.parity = interpolate(a.parity, b.parity, t, span);

    int score = 0;
    score += w.corner * (popcount(player & kCorners) - popcount(opponent & kCorners));
    for (const CornerNeighbours& n : kCornerNeighbours) {
        if (!(empties >> n.corner & 1)) continue;  // next to an occupied corner they are harmless
        score += w.x_square * (popcount(player & n.x) - popcount(opponent & n.x));
        score += w.c_square * (popcount(player & n.c) - popcount(opponent & n.c));
    }
    score += w.mobility * (popcount(legal_moves(player, opponent)) - popcount(legal_moves(opponent, player)));
    // Empties next to the opponent's discs are our potential moves, and vice versa.
    score += w.potential_mobility * (popcount(features::empty_neighbours(opponent, empties)) -
                                     popcount(features::empty_neighbours(player, empties)));
    score += w.stable * (popcount(features::edge_stable(player, opponent)) -
                         popcount(features::edge_stable(opponent, player)));
    score += w.discs * (popcount(player) - popcount(opponent));
    // With an odd number of empties the side to move should get the last move.
    score += (empty_count & 1) ? w.parity : -w.parity;
    return std::clamp(score, -kEvalLimit, kEvalLimit);
}

// The trained evaluation: stronger than the hand one by the match figures in
// data/weights/README.md.
const Evaluator& default_evaluator() { return trained_evaluator(); }

}  // namespace reversi
