// Playing by a game clock: the time control (GGF's TI tag), the time a side has left,
// and how long to think on one move so that the clock lasts the game, spent by phase.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"
#include "reversi/search.h"

namespace reversi {

// A side's time for the game: `main_seconds` to begin with, `increment_seconds` added
// after each of its moves, and `extension_seconds` usable once the main time is gone
// (GGS's "t1/i1/t2").
struct GameClock {
    double main_seconds = 0;
    double increment_seconds = 0;
    double extension_seconds = 0;

    friend bool operator==(const GameClock& a, const GameClock& b) {
        return a.main_seconds == b.main_seconds && a.increment_seconds == b.increment_seconds &&
               a.extension_seconds == b.extension_seconds;
    }
};

// GGF's TI value: "[[h:]m:]s" for the main time, optionally followed by "/increment"
// and "/extension" in the same form (either may be empty: "5:00//2:00"). Throws
// ParseError naming the part that is not a time.
GameClock parse_ggf_clock(std::string_view text);
// The TI text of `clock` ("5:00", "1:00/2", "0:30.5//10"), read back by parse_ggf_clock.
std::string ggf_clock_text(const GameClock& clock);

// The time `side` has left after the moves of a game: its main time (and extension)
// plus an increment per move it made, minus the seconds it used. `movers[i]` made the
// move that took `seconds[i]` (unknown times count as 0).
double time_left(const GameClock& clock, Color side, const std::vector<Color>& movers,
                 const std::vector<double>& seconds);

// How to search one move under a clock.
struct MoveBudget {
    double target_seconds = 0;  // what the move should take (SearchLimits::target_seconds)
    double seconds = 0;         // what it may take at most (SearchLimits::seconds)
    int exact_empties = 0;      // solve exactly from this many empties (SearchLimits::exact_empties)
};

// The budget of a move at `empties` empty squares with `seconds_left` on the clock.
// A reserve is kept for the engine's answers to travel; the usable time is the rest,
// plus the increments still to come. The exact solve starts where its expected time
// (for `threads` threads) fits 30 % of the usable time: once solved, the game's last
// moves are free. The moves before it share what the solve leaves, weighted by phase
// (the opening least, the approach to the solve most). A move's
// target is its share stretched by 1.6, since a search starts no depth after half its
// target; a depth under way may run to three times the target, but a move never takes
// more than a third of what is left (a solve: 60 %).
MoveBudget plan_move(int empties, double seconds_left, double increment_seconds, int threads);

// plan_move for the side to move in `position`, whose time left follows from `clock`
// and the game's moves so far (as for time_left).
MoveBudget plan_clock_move(const GameClock& clock, const Position& position, const std::vector<Color>& movers,
                           const std::vector<double>& seconds, int threads);

// The limits of a search under `budget` (time, target and exact solve set, the rest
// as in `limits`).
SearchLimits with_budget(SearchLimits limits, const MoveBudget& budget);

// The limits of a search with a fixed time a move (the time and the exact solve set,
// the rest as in `limits`): what NBoard's --move-time and the time:MS players play by.
SearchLimits with_move_time(SearchLimits limits, double seconds, int threads);
// The longest move time a player spec "time:MS" takes: an hour.
constexpr int kMaxMoveMilliseconds = 3600000;

// The empties from which a solve of `seconds` beats the midgame search: where its
// modelled time fits (a solve cut short still plays its last selective pass).
int affordable_exact_empties(double seconds, int threads);

}  // namespace reversi
