// Position generation by self-play, labelled for fitting the pattern evaluation.
//
// Each game starts from an XOT opening and plays one random move (so that the positions
// after it are diverse): in half the games right away, otherwise at a uniformly chosen
// point before the exact solve. Positions from there on are kept.
// The midgame is played by a fixed-depth search; from `exact_empties` empties on, every
// position is solved exactly and moves are again partly random. Labels:
//   - positions with at most `exact_empties` empties: their exact score;
//   - earlier positions: the exact score of the game's first position with at most
//     `exact_empties` empties (i.e. the result of the game played by the search and
//     finished perfectly), from their side to move's point of view (`train` later
//     blends these with a search score, see relabel.h).
// A game is a pure function of (seed, game index), so runs are reproducible whatever
// the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "reversi/evaluation.h"
#include "samples.h"

namespace reversi::train {

struct SelfPlayOptions {
    int games = 1000;
    int threads = 1;
    int depth = 4;           // midgame search depth
    int exact_empties = 16;  // solve exactly from this many empties
    std::uint64_t seed = 1;
};

// A game played: its kept positions, labelled, and all its moves from the start (the
// XOT opening's first, passes left out), a transcript that `positions` can read.
struct SelfPlayGame {
    std::vector<Sample> samples;
    std::vector<int> moves;
};

// Plays options.games games on options.threads threads with `evaluator` guiding the
// midgame search. `on_game` receives each game in game order (from the calling thread).
void self_play(const SelfPlayOptions& options, const Evaluator& evaluator,
               const std::function<void(std::uint32_t game, const SelfPlayGame&)>& on_game);

// One game (exposed for tests).
std::vector<Sample> self_play_game(const SelfPlayOptions& options, const Evaluator& evaluator, std::uint32_t game);

}  // namespace reversi::train
