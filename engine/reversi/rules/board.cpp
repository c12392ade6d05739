#include "reversi/board.h"

#include "rules/move_kernels.h"

namespace reversi {
namespace {

std::uint64_t mix64(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 31;
    return x;
}

Bitboard flip_vertical(Bitboard b) { return common::byte_swap(b); }

Bitboard mirror_horizontal(Bitboard b) {
    b = ((b >> 1) & 0x5555555555555555ull) | ((b & 0x5555555555555555ull) << 1);
    b = ((b >> 2) & 0x3333333333333333ull) | ((b & 0x3333333333333333ull) << 2);
    b = ((b >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((b & 0x0F0F0F0F0F0F0F0Full) << 4);
    return b;
}

// Reflection in the a1-h8 diagonal: (column, row) -> (row, column).
Bitboard flip_main_diagonal(Bitboard b) {
    Bitboard t;
    t = 0x0F0F0F0F00000000ull & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ull & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ull & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    return b;
}

}  // namespace

Bitboard legal_moves(Bitboard player, Bitboard opponent) { return kernel::legal_moves(player, opponent); }

Bitboard flipped_discs(Bitboard player, Bitboard opponent, int sq) { return kernel::flipped_discs(player, opponent, sq); }

int final_score(Bitboard player, Bitboard opponent) {
    const int p = popcount(player), o = popcount(opponent), e = 64 - p - o;
    if (p > o) return p - o + e;
    if (p < o) return p - o - e;
    return 0;
}

std::uint64_t hash_board(Bitboard player, Bitboard opponent) {
    return mix64(player ^ mix64(opponent + 0x9E3779B97F4A7C15ull));
}

// Symmetries: bit 0 mirrors left-right, bit 1 flips top-bottom, bit 2 reflects in the
// a1-h8 diagonal, applied in that order. 0 = identity; 3 = half turn; 5 and 6 are the
// quarter turns; 4 and 7 are the two diagonal reflections.
Bitboard transform(Bitboard b, int symmetry) {
    if (symmetry & 1) b = mirror_horizontal(b);
    if (symmetry & 2) b = flip_vertical(b);
    if (symmetry & 4) b = flip_main_diagonal(b);
    return b;
}

int transform_square(int sq, int symmetry) {
    if (sq < 0 || sq >= 64) return sq;
    return first_square(transform(square_bit(sq), symmetry));
}

int inverse_symmetry(int symmetry) {
    // A symmetry is fixed by where it sends two squares that are not on a common axis.
    const int b1 = square_of(1, 0), a3 = square_of(0, 2);
    for (int t = 0; t < kSymmetryCount; ++t)
        if (transform_square(transform_square(b1, symmetry), t) == b1 &&
            transform_square(transform_square(a3, symmetry), t) == a3)
            return t;
    return 0;  // unreachable: the 8 symmetries form a group
}

bool Position::must_pass() const {
    return moves() == 0 && legal_moves(opponent, player) != 0;
}

bool Position::is_game_over() const {
    return moves() == 0 && legal_moves(opponent, player) == 0;
}

Position Position::start() {
    // d5 and e4 black, d4 and e5 white; black moves first.
    const Bitboard black = square_bit(square_of(3, 4)) | square_bit(square_of(4, 3));
    const Bitboard white = square_bit(square_of(3, 3)) | square_bit(square_of(4, 4));
    return from_colors(black, white, Color::Black);
}

Position Position::from_colors(Bitboard black, Bitboard white, Color to_move) {
    return to_move == Color::Black ? Position{black, white, to_move} : Position{white, black, to_move};
}

Position Position::play(int sq) const {
    const Bitboard f = flipped_discs(player, opponent, sq);
    return {opponent ^ f, player ^ f ^ square_bit(sq), opposite(to_move)};
}

int Position::black_score() const {
    const int s = final_score(player, opponent);
    return to_move == Color::Black ? s : -s;
}

// Exposed for the differential tests, which check both code paths on any machine.
namespace detail {
Bitboard legal_moves_generic(Bitboard player, Bitboard opponent) { return kernel::legal_moves_portable(player, opponent); }
Bitboard flipped_discs_generic(Bitboard player, Bitboard opponent, int sq) {
    return kernel::flipped_discs_portable(player, opponent, sq);
}
}  // namespace detail

}  // namespace reversi
