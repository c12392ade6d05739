// Matches between NoGo players from varied openings, with the statistics to compare them.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/match_stats.h"
#include "nogo/players.h"

namespace nogo {

struct MatchGame {
    int opening = 0;             // index of the opening (each is played twice)
    bool first_is_black = true;
    GameRecord record;           // opening moves, then the players' moves
    Color winner = Color::Black;
    // Set when the game ended by forfeit: the side that failed to give a legal move, and
    // why, after the player's name ("./engine: E5 is not legal for Black: the point is taken").
    std::optional<Color> forfeited_by;
    std::string forfeit_reason;
    std::optional<Color> resigned_by;  // set when the game ended by resignation
};

struct MatchResult : common::MatchTally {
    std::vector<MatchGame> games_played;
};

// The opening of index `n`: `plies` random legal moves from the empty board (under the
// centre rule if asked), the same for the same (n, plies, centre_rule) in every run.
std::vector<int> match_opening(int n, int plies, bool centre_rule = false);

// Plays `games` games: each opening twice with the colours swapped. `on_game` (if set)
// is called after each game.
MatchResult play_match(Player& first, Player& second, int games, int opening_plies, bool centre_rule = false,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game = {});

// One game from the opening to the end, or to a forfeit or a resignation.
// Throws std::invalid_argument when an opening move is not legal.
MatchGame play_game(Player& black, Player& white, const std::vector<int>& opening, bool centre_rule = false);

}  // namespace nogo
