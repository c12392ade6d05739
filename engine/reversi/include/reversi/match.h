// Matches between players from balanced openings, with the statistics to compare them.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/match_stats.h"
#include "reversi/players.h"

namespace reversi {

// The XOT openings (built into the program): 8-move starts judged close to even.
const std::vector<std::vector<int>>& xot_openings();

struct MatchGame {
    int opening = 0;          // index into the opening set
    bool first_is_black = true;
    GameRecord record;        // opening moves, then the players' moves
    int first_score = 0;      // final disc difference for the first player (+-64 after a forfeit)
    // Set when the game ended by forfeit: the side that could not give a legal move
    // (a player that failed, e.g. an external engine that crashed or ran out of time,
    // or an illegal move), and why. The record stops before the failed move.
    std::optional<Color> forfeited_by;
    std::string forfeit_reason;
};

struct MatchResult : common::MatchTally {
    std::vector<MatchGame> games_played;
};

// Plays `games` games between `first` and `second`: each chosen opening twice with the
// colours swapped (pairs), openings spread evenly over the set, always the same ones
// for the same count. `on_game` (if set) is called after each game.
MatchResult play_match(Player& first, Player& second, int games,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game = {});
// The same from the given openings (move lists from the standard start) instead of XOT,
// and with a game clock for each side when `clock` is given.
MatchResult play_match(Player& first, Player& second, int games, const std::vector<std::vector<int>>& openings,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game = {},
                       const std::optional<GameClock>& clock = std::nullopt);

// One game from `opening` to the end, or to a forfeit. Every move's time is measured
// (record.seconds); with a `clock`, a side whose time runs out loses by forfeit.
MatchGame play_game(Player& black, Player& white, const std::vector<int>& opening,
                    const std::optional<GameClock>& clock = std::nullopt);

}  // namespace reversi
