// Reversi on every board the engine plays (4x4 to 10x10, either start layout, either
// side first) as a BoardGame: states over reversi::sized::Board, the engine behind
// GameEngine (8x8 on the 8x8 search with its trained evaluation, other sizes on the
// generic one), records in GGF, OBF and transcripts.
#pragma once

#include "games/board_game.h"
#include "reversi/board.h"
#include "reversi/sized_board.h"

namespace reversi::app {

GamePtr reversiGame(const sized::Setup& setup);

// A state of the game, and back (the board of a Reversi state).
StatePtr reversiState(const sized::Board& board);
StatePtr reversiState(const Position& position);
const sized::Board& reversiBoard(const GameState& state);  // precondition: a Reversi state
Position reversiPosition(const GameState& state);          // precondition: an 8x8 Reversi state

// The Reversi games of `text`: GGF records when it starts with "(;", OBF positions when
// its first line starts with a board's cells, otherwise a transcript of the 8x8 game.
// `beforeEach` as for readRecords.
std::vector<RecordedGame> readReversiRecords(std::string_view text, const std::function<void()>& beforeEach);

}  // namespace reversi::app
