// Spending a game clock by phase (reversi/game_clock.h).
#include <algorithm>
#include <cmath>

#include "reversi/game_clock.h"

namespace reversi {
namespace {

// The solve's time model: seconds at 20 empties on one thread, and the growth per
// empty square. A solve cut short by the time still answers with its last finished
// selective pass (endgame_probcut.h), so the model says where solving pays, not when
// the exact pass ends: on the best-move test at 100 ms a move (bench_bestmove
// time:100:mpc), solving beat the midgame search at 20 and 21 empties (by 6 and 3
// points of best moves), matched it at 22 and lost at 23-24, where the first pass
// often did not end. So 100 ms solves from 21. (In 100 ms the exact pass ended in 58 %
// of the positions at 20 empties, 21 % at 21, 3 % at 22: docs/reversi-strength.md.)
constexpr double kSolveSecondsAt20 = 0.04;
constexpr double kSolveGrowth = 2.2;

// What a second thread adds to the solver's speed.
constexpr double kExtraThreadSpeed = 0.7;

// Seconds kept aside for every remaining move (the answer's way to the other side and
// back), and the share of the clock never planned for.
constexpr double kLatencySeconds = 0.01;
constexpr double kReserveShare = 0.05, kMaxReserveSeconds = 2.0;

// A depth under way may run to this many times the target; one move never takes more
// than kMaxShare of what is left.
constexpr double kOvertime = 3;
constexpr double kMaxShare = 1.0 / 3;
// A move takes about this many times less than its target (no depth starts after half
// of it), so targets are stretched by it: unstretched, a clock:mpc player used about
// half its clock of 3 s (docs/reversi-strength.md, "Playing by the clock").
constexpr double kTargetStretch = 1.6;
// The share of the usable time left that the solve is planned to take, and the most it
// may take (cut short, it plays its last selective pass, and the next move solves again).
constexpr double kSolveShare = 0.3, kMaxSolveShare = 0.6;

// The relative time a move at `empties` before the solve deserves: the opening gains
// least from depth (and is often in book); the moves before the exact solve decide most
// games. (Below 19 empties only with clocks too short to solve before.)
double phase_weight(int empties) {
    if (empties > 44) return 0.5;
    if (empties > 26) return 1.0;
    if (empties > 18) return 1.5;
    return 0.25;
}

double solve_seconds(int empties, int threads) {
    const double speed = 1 + kExtraThreadSpeed * (std::max(1, threads) - 1);
    return kSolveSecondsAt20 * std::pow(kSolveGrowth, empties - 20) / speed;
}

}  // namespace

double time_left(const GameClock& clock, Color side, const std::vector<Color>& movers,
                 const std::vector<double>& seconds) {
    double left = clock.main_seconds + clock.extension_seconds;
    for (std::size_t i = 0; i < movers.size(); ++i) {
        if (movers[i] != side) continue;
        left += clock.increment_seconds;
        if (i < seconds.size()) left -= seconds[i];
    }
    return left;
}

int affordable_exact_empties(double seconds, int threads) {
    int empties = 0;
    while (empties < 60 && solve_seconds(empties + 1, threads) <= seconds) ++empties;
    return empties;
}

MoveBudget plan_move(int empties, double seconds_left, double increment_seconds, int threads) {
    const int own_moves = std::max(1, (empties + 1) / 2);  // passes aside
    const double reserve = std::min(kReserveShare * seconds_left, kMaxReserveSeconds) + kLatencySeconds * own_moves;
    const double usable = std::max(0.0, seconds_left - reserve) + increment_seconds * (own_moves - 1);
    MoveBudget budget;
    // The exact solve starts where it fits a share of the time left: once solved, the
    // game's last moves are free.
    budget.exact_empties = affordable_exact_empties(kSolveShare * usable, threads);
    const bool solving = empties <= budget.exact_empties;
    const double most = (solving ? kMaxSolveShare : kMaxShare) * std::max(0.0, seconds_left);
    double target = 0;
    if (solving) {
        target = std::max(solve_seconds(empties, threads), kSolveShare * usable);
    } else {
        // The moves before the solve share what it leaves, by phase.
        double weights = 0;
        for (int k = 0; k < own_moves && empties - 2 * k > budget.exact_empties; ++k)
            weights += phase_weight(empties - 2 * k);
        const double before_solve = std::max(0.0, usable - solve_seconds(budget.exact_empties, threads));
        target = kTargetStretch * before_solve * phase_weight(empties) / weights;
    }
    // Out of time already: answer at once (the search still completes its first depth).
    budget.target_seconds = std::max(std::min(target, most), 0.001);
    budget.seconds = std::max(std::min(kOvertime * target, most), 0.001);
    return budget;
}

MoveBudget plan_clock_move(const GameClock& clock, const Position& position, const std::vector<Color>& movers,
                           const std::vector<double>& seconds, int threads) {
    const double left = time_left(clock, position.to_move, movers, seconds);
    return plan_move(position.empty_count(), left, clock.increment_seconds, threads);
}

SearchLimits with_budget(SearchLimits limits, const MoveBudget& budget) {
    limits.seconds = budget.seconds;
    limits.target_seconds = budget.target_seconds;
    limits.exact_empties = budget.exact_empties;
    return limits;
}

SearchLimits with_move_time(SearchLimits limits, double seconds, int threads) {
    limits.seconds = seconds;
    limits.exact_empties = affordable_exact_empties(seconds, threads);
    return limits;
}

}  // namespace reversi
