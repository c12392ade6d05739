// NoGo 9x9 as a BoardGame: states over nogo::Position, its two engines (MCTS and
// MinMax) behind GameEngine with levels by time per move, records in SGF.
#pragma once

#include "games/board_game.h"
#include "nogo/board.h"

namespace reversi::app {

GamePtr nogoGame(bool centreRule);

StatePtr nogoState(const nogo::Position& position);
const nogo::Position& nogoPosition(const GameState& state);  // precondition: a NoGo state

// The NoGo games of an SGF text. Throws ParseError naming where and why. `beforeEach`
// as for readRecords.
std::vector<RecordedGame> readNogoRecords(std::string_view text, const std::function<void()>& beforeEach);

}  // namespace reversi::app
