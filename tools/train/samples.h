// Training samples: positions with the score they are labelled with, and their file
// format (text, one sample a line: files of samples are joined by listing them, and
// a reader names the line of a malformed one).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "reversi/board.h"

namespace reversi::train {

struct Sample {
    Bitboard player = 0;    // discs of the side to move
    Bitboard opponent = 0;
    int score = 0;          // label: final disc difference for the side to move
    bool exact = false;     // the label is the solver's exact score of this position
    std::uint32_t game = 0; // self-play game it comes from (for held-out splits by game)
};

// Whether a sample is of a held-out game (game % every == 0; none when every is 0):
// measured, not fitted.
inline bool held_out(const Sample& s, int every) { return every > 0 && s.game % every == 0; }

// "# reversi samples v1" then lines "PLAYER OPPONENT SCORE EXACT GAME" with the
// bitboards in 16 hex digits.
void write_sample_header(std::ostream& out);
void write_sample(std::ostream& out, const Sample& sample);
// Throws std::runtime_error naming the file and line for a malformed file.
std::vector<Sample> read_samples(const std::string& path);

// Unlabelled positions, the input of `reversi-engine label`: "# reversi positions v1"
// then lines "PLAYER OPPONENT GAME" (the Sample's score and exact are not written;
// read_positions leaves them 0 and false).
void write_position_header(std::ostream& out);
void write_position(std::ostream& out, const Sample& position);
std::vector<Sample> read_positions(const std::string& path);

}  // namespace reversi::train
