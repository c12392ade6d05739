// The tally of a match between two players and what it says about their strength:
// shared by every game's match runner.
#pragma once

namespace common {

struct MatchTally {
    int wins = 0, draws = 0, losses = 0;  // from the first player's side
    int games() const { return wins + draws + losses; }
    double score() const;                 // (wins + draws / 2) / games, in [0, 1]
    // Elo difference (first minus second) from the score, and the half-width of its
    // 95% confidence interval from the spread of the game results. Infinite when
    // one side scored everything.
    double elo() const;
    double elo_margin() const;

private:
    double score_deviation() const;
};

}  // namespace common
