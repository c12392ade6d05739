// Move ordering keys of the endgame solver (higher is searched first). A good order
// makes most cut-offs come from the first move tried, which is what makes the search
// tree small.
#pragma once

#include <cstdint>
#include <functional>

#include "reversi/board.h"
#include "reversi/evaluation.h"

namespace reversi {
namespace endgame {

// From this many empties on, moves are ordered by a search with the evaluation
// (costlier, better); below, fastest first. From 13 to 15 the time of FFO #40-#49 is
// the same (the nodes saved cost as much as the ordering); 13 visits the fewest nodes.
constexpr int kEvaluationMinEmpties = 13;
// Beyond any evaluation or final score in evaluation units.
constexpr int kNoEvaluation = 1 << 20;

// Fastest first: the key of a move that led to (next_player, next_opponent), the
// opponent now to move with the legal moves `replies`. Few replies (corners count
// double), few empty squares next to our discs for later replies, and corners for us.
int fastest_first_key(Bitboard next_player, Bitboard next_opponent, Bitboard replies);

// Fail-soft negamax score of the position by the evaluation, `depth` plies deep (a
// pass is not a ply), in evaluation units; counts the positions it looks at in `nodes`.
// The position is position `ply` of `line`, whose following plies the search uses.
int evaluation_search(LineEvaluator& line, int ply, Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      std::uint64_t& nodes);

// The same search, which asks `stopped` at each interior node and, once it answers true,
// unwinds at once with a meaningless score: a deep one, as the solver's first estimate,
// must not hold up a stop.
int evaluation_search(LineEvaluator& line, int ply, Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                      std::uint64_t& nodes, const std::function<bool()>& stopped);
// A line long enough for these searches from its ply 0 or 1: a search `depth` deep
// reaches at most 2 * depth plies further (a pass between every two moves), and no
// search here is deeper than 8.
constexpr int kEvaluationLinePlies = 20;

// Depth of the evaluation search that orders the moves of a node with `empties`
// empties, or -1 below kEvaluationMinEmpties.
int evaluation_depth(int empties);

// The key of a move that led to (next_player, next_opponent), the opponent now to move
// with the legal moves `replies`, at a node with many empties: our score by a
// `depth`-ply evaluation search (scores well below `floor`, alpha in evaluation units,
// need not be exact), less a weight per reply. Counts the positions it looks at in
// `nodes`. (next_player, next_opponent) is position `ply` of `line`.
int evaluation_key(LineEvaluator& line, int ply, Bitboard next_player, Bitboard next_opponent, Bitboard replies,
                   int depth, int floor, std::uint64_t& nodes);

}  // namespace endgame
}  // namespace reversi
