// The app's side of an engine: one interface for the AI's moves and the analysis of
// every game, each game adapting its own engine behind it. An engine is used on one
// worker thread at a time (EngineWorker); `stop` is set from another thread.
#pragma once

#include <QList>
#include <QString>

#include <atomic>
#include <functional>

#include "games/game_state.h"

namespace reversi::app {

// What the analysis says of one legal move, in the game's score units (Reversi: discs;
// NoGo: win-rate points above or below 50 %), for the side to move; higher is better.
struct CandidateScore {
    int move = kNotAMove;
    int score = 0;
    int depth = 0;        // depth of the search, or playouts through the move (MCTS)
    bool exact = false;   // the exact game value, or a proven win or loss
    // An estimate behind selective cuts: the chance, in per cent, that the cuts were
    // right (Reversi's Multi-ProbCut and selective endgame passes); 0 when nothing was cut.
    int probability = 0;
    QList<int> pv;        // principal variation, starting with `move`
};

// Who plays for the computer: one of the game's engines at one of its levels.
struct AiPlayer {
    int engine = 0;
    int level = 1;
};

struct MoveAnswer {
    int move = kNotAMove;  // kNotAMove when the game is over
    int score = 0;         // as CandidateScore::score
    int depth = 0;
    bool exact = false;
    int probability = 0;   // as CandidateScore::probability
};

using AnalysisUpdate = std::function<void(const QList<CandidateScore>&)>;

class GameEngine {
public:
    virtual ~GameEngine() = default;
    // The move `player` chooses; with `stop` set it answers at once with its best so far.
    virtual MoveAnswer bestMove(const GameState& state, const AiPlayer& player, const std::atomic<bool>& stop) = 0;
    // Scores every legal move with the engine `analyst.engine`, calling `update` with
    // the whole list, best first, as it improves. Level 0 is the heat-map: as deep as
    // it goes until stopped; another level is that level's search (game analysis).
    virtual void analyze(const GameState& state, const AiPlayer& analyst, const std::atomic<bool>& stop,
                         const AnalysisUpdate& update) = 0;
};

}  // namespace reversi::app
