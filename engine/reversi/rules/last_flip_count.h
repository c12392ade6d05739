// How many discs a move on the last empty square flips, without building the flipped
// set. With one empty square every other square is taken, so the opponent's discs are
// known from the player's: on each of the four lines through the square, the player's
// discs alone decide the flips. With BMI2, each line's discs are gathered into a byte
// (PEXT) and a table gives the count; elsewhere the general flip code is used.
#pragma once

#include <array>
#include <cstdint>

#include "common/bits.h"
#include "rules/move_kernels.h"
#include "reversi/board.h"


namespace reversi {
namespace kernel {

#if COMMON_HAS_BMI2
// kLineFlips[i][p]: discs flipped on one line by a move at position i of that line, when
// p has a bit for each of the player's discs on it and every other square is the
// opponent's. Positions past the end of a shorter line read as the opponent's, which is
// harmless: a run that meets no player's disc flips nothing.
constexpr std::array<std::array<std::uint8_t, 256>, 8> make_line_flips() {
    std::array<std::array<std::uint8_t, 256>, 8> table{};
    for (int i = 0; i < 8; ++i)
        for (int p = 0; p < 256; ++p) {
            int flips = 0;
            for (const int step : {1, -1}) {
                int j = i + step;
                while (j >= 0 && j < 8 && !(p >> j & 1)) j += step;
                if (j >= 0 && j < 8) flips += (j - i) * step - 1;
            }
            table[i][p] = static_cast<std::uint8_t>(flips);
        }
    return table;
}

inline constexpr auto kLineFlips = make_line_flips();

// For each square, the four lines through it (row, column, both diagonals) as masks,
// and the square's position within each line once gathered.
struct SquareLines {
    std::array<std::array<Bitboard, 4>, 64> mask{};
    std::array<std::array<std::uint8_t, 4>, 64> position{};
};

// Built from kRays: rays l and l + 4 point opposite ways (E/W, SW/NE, S/N, SE/NW),
// and rays 4..7 hold the squares below the square, which give its position.
constexpr SquareLines make_square_lines() {
    SquareLines lines;
    for (int sq = 0; sq < 64; ++sq)
        for (int l = 0; l < 4; ++l) {
            const Bitboard below = kRays.mask[sq][l + 4];
            lines.mask[sq][l] = kRays.mask[sq][l] | below | square_bit(sq);
            int position = 0;
            for (Bitboard b = below; b; b &= b - 1) ++position;
            lines.position[sq][l] = static_cast<std::uint8_t>(position);
        }
    return lines;
}

inline constexpr SquareLines kSquareLines = make_square_lines();
#endif

// Discs flipped by `player` moving on `sq`, the only empty square of the board.
inline int last_flip_count(Bitboard player, int sq) {
#if COMMON_HAS_BMI2
    const auto& mask = kSquareLines.mask[sq];
    const auto& position = kSquareLines.position[sq];
    return kLineFlips[position[0]][common::extract_bits(player, mask[0])] +
           kLineFlips[position[1]][common::extract_bits(player, mask[1])] +
           kLineFlips[position[2]][common::extract_bits(player, mask[2])] +
           kLineFlips[position[3]][common::extract_bits(player, mask[3])];
#else
    return popcount(flipped_discs(player, ~(player | square_bit(sq)), sq));
#endif
}

}  // namespace kernel
}  // namespace reversi
