// Matches on any board size: the engine at a level (or depth, or time a move) and the
// greedy player, in pairs of games from the same opening with the colours swapped.
// The 8x8 matches with XOT openings and external engines stay in match.h.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common/match_stats.h"
#include "reversi/game_clock.h"
#include "reversi/sized_search.h"

namespace reversi::sized {

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    virtual void new_game() {}
    // A legal move of `board` (its pass_move() when it must pass). Precondition: the
    // game is not over.
    virtual int choose_move(const Board& board) = 0;
};

// "greedy", "level:N" (kMinLevel..kMaxLevel), "depth:D" (1..60) or "time:MS"
// (1..kMaxMoveMilliseconds a move) for games on a board of `size`, whose levels and
// times mean there what they mean in the app (sized_search.h: level_limits,
// move_time_limits); `threads` for the engine players. Throws std::invalid_argument
// saying what is wrong.
std::unique_ptr<Player> make_player(const std::string& spec, int size, int threads = 1);

struct MatchGame {
    Board start;               // the setup's start
    std::vector<int> moves;    // the opening's moves, then the players', passes explicit
    int opening_plies = 0;     // how many of `moves` are the opening's
    bool first_is_black = true;
    int first_score = 0;       // final disc difference for the first player
};

struct MatchResult : common::MatchTally {};

// `games` games from `setup`: each pair opens with `opening_plies` random legal moves
// (the same for a given pair index; drawn again while they end the game, and
// std::invalid_argument when a thousand draws all do) and is played twice with the
// colours swapped.
MatchResult play_match(Player& first, Player& second, const Setup& setup, int games, int opening_plies,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game = {});

}  // namespace reversi::sized
