// Positions drawn from a file of game transcripts (one game a line, the transcript
// before any tab), for the commands that build test and fitting sets from expert games.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "reversi/board.h"

namespace cli {

// One game of a transcripts file: its line (from 1) and its transcript, the text before
// any tab.
struct GameLine {
    std::size_t number;
    std::string transcript;
};

// The file's games, blank lines left out; throws std::runtime_error when it cannot be
// read or holds no game.
std::vector<GameLine> read_game_lines(const std::string& path);

// The moves of the game; a bad transcript throws reversi::ParseError naming `path`, the
// line and the move.
std::vector<int> game_moves(const std::string& path, const GameLine& game);

// How many random candidates a command draws for `count` positions before it gives up:
// past this the games hold too few positions of the kind asked for.
constexpr long long draw_limit(int count) { return 100LL * count + 1000000; }

// Reads every line's transcript, so that a bad game stops a command before it has done
// or written anything: throws std::runtime_error naming `path` and the first bad line.
void check_game_lines(const std::string& path, const std::vector<GameLine>& games);

// The position of the game with `empties` empty squares, the side to move able to move
// (after a forced pass), or nullopt when the game never gets there (it ended or was
// resigned earlier). A bad transcript throws as game_moves does.
std::optional<reversi::Position> game_position(const std::string& path, const GameLine& game, int empties);

// The position as the same problem under every symmetry: the smallest transformed
// (player, opponent) pair, so that two positions are one problem when it is equal.
std::pair<reversi::Bitboard, reversi::Bitboard> canonical(reversi::Bitboard player, reversi::Bitboard opponent);

}  // namespace cli
