// NoGo (不围棋) rules on 9x9 bitboards.
//
// Point numbering, used everywhere in the NoGo engine: x = column 0..8 left to right,
// y = row 0..8 top to bottom (Botzone's coordinates), point = y * 9 + x, so the top-left
// point is bit 0 and the centre (4,4) is bit 40. A board is a 128-bit set of points.
//
// Rules: Black first, players alternate, no pass, stones are never removed. A move is
// illegal when it leaves an adjacent opponent group without liberties (a capture) or
// its own group without liberties (suicide), and when it would be both. The side to
// move with no legal move loses. Optionally Black's first move may not be the centre.
#pragma once

#include <cstdint>

#include "common/bits.h"

namespace nogo {

__extension__ typedef unsigned __int128 Bits;

constexpr int kSize = 9;
constexpr int kPoints = 81;
constexpr int kCentre = 40;
constexpr int kNoMove = -1;

enum class Color : std::uint8_t { Black = 0, White = 1 };
constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }
constexpr int index_of(Color c) { return static_cast<int>(c); }
constexpr const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

constexpr int point_of(int x, int y) { return y * kSize + x; }
constexpr int x_of(int point) { return point % kSize; }
constexpr int y_of(int point) { return point / kSize; }

constexpr Bits point_bit(int point) { return Bits{1} << point; }
constexpr Bits kAllPoints = (Bits{1} << kPoints) - 1;

inline int popcount(Bits b) {
    return common::popcount(static_cast<std::uint64_t>(b)) + common::popcount(static_cast<std::uint64_t>(b >> 64));
}
inline int first_point(Bits b) {  // b != 0
    const auto low = static_cast<std::uint64_t>(b);
    return low ? common::lowest_bit(low) : 64 + common::lowest_bit(static_cast<std::uint64_t>(b >> 64));
}
inline Bits without_first(Bits b) { return b & (b - 1); }
// The n-th (0-based) point of b; n < popcount(b).
int nth_point(Bits b, int n);

// The points next to those of b (not b itself unless adjacent to another of its points).
Bits neighbours(Bits b);

// The 8 symmetries of the board; 0 is the identity.
constexpr int kSymmetryCount = 8;
int transform_point(int point, int symmetry);
Bits transform(Bits b, int symmetry);
int inverse_symmetry(int symmetry);

// Zobrist keys of the stones; the side to move follows from the stone count.
std::uint64_t stone_key(Color c, int point);

// Why a point is not a legal move (for people: a GUI's status line, a protocol's error).
enum class Illegality : std::uint8_t {
    None,        // legal
    OffBoard,
    Occupied,
    CentreRule,  // Black's first move may not be the centre
    Captures,    // it would take an opponent group's last liberty
    Suicide,     // its own group would have no liberty
    CapturesAndSuicide,
};

// A position with everything needed to play fast: both colours' legal points are
// kept up to date move by move (legality only ever changes from legal to illegal, and
// only near the move played), with the groups and their liberties.
class Position {
public:
    Position();  // the empty board, Black to move, no centre rule

    // A position from its stones. A legal game reaches it when every group has a liberty
    // and Black has as many stones as White or one more, and under the centre rule
    // Black's only stone is not the centre (it was Black's first); `valid()` says whether
    // it does, `centre_taken_first()` whether the last was why not.
    static Position from_stones(Bits black, Bits white, bool centre_rule = false);
    // Whether from_stones got a position that a legal game reaches.
    bool valid() const { return valid_; }
    bool centre_taken_first() const { return centre_rule_ && stones(Color::Black) == point_bit(kCentre); }

    Color to_move() const { return to_move_; }
    Bits stones(Color c) const { return stones_[index_of(c)]; }
    Bits empties() const { return kAllPoints & ~(stones_[0] | stones_[1]); }
    int move_number() const { return moves_played_; }  // stones on the board
    bool centre_rule() const { return centre_rule_; }
    void set_centre_rule(bool on) { centre_rule_ = on; }

    // The points where `c` may play now (c to move) or could play (the other colour):
    // the centre rule only ever concerns Black's first move.
    Bits legal(Color c) const {
        Bits b = legal_[index_of(c)];
        if (centre_rule_ && moves_played_ == 0 && c == Color::Black) b &= ~point_bit(kCentre);
        return b;
    }
    Bits moves() const { return legal(to_move_); }
    bool is_legal(int point) const { return point >= 0 && point < kPoints && (moves() >> point & 1); }
    bool is_game_over() const { return moves() == 0; }
    // Why the side to move may not play `point` (Illegality::None when it may).
    Illegality why_illegal(int point) const;
    // The winner once the game is over: the side that just moved.
    Color winner() const { return opposite(to_move_); }

    // Precondition: is_legal(point).
    void play(int point);
    Position after(int point) const {
        Position p = *this;
        p.play(point);
        return p;
    }

    std::uint64_t hash() const { return hash_; }
    Position transformed(int symmetry) const;

    friend bool operator==(const Position& a, const Position& b) {
        return a.stones_[0] == b.stones_[0] && a.stones_[1] == b.stones_[1] && a.centre_rule_ == b.centre_rule_;
    }
    friend bool operator!=(const Position& a, const Position& b) { return !(a == b); }

private:
    bool legal_for(int point, int colour, Bits empty) const;  // the local test of an empty point
    void merge_into(int root, int other);

    Bits stones_[2] = {0, 0};
    Bits legal_[2] = {kAllPoints, kAllPoints};
    Bits liberties_[kPoints];       // of the group whose root is the index
    static constexpr std::uint8_t kEmpty = 0;
    std::uint8_t colour_[kPoints];  // kEmpty, or 1 + index_of(colour) of the stone
    std::uint8_t group_[kPoints];   // root of the group of each stone
    std::uint8_t next_[kPoints];    // circular list of each group's stones
    std::uint64_t hash_ = 0;
    Color to_move_ = Color::Black;
    std::uint8_t moves_played_ = 0;
    bool centre_rule_ = false;
    bool valid_ = true;
};

}  // namespace nogo
