// The engine's search: best move, and a score for every legal move (analysis).
//
// Scores are in discs: the final disc difference for the side to move in the searched
// position, so a midgame estimate and an exact endgame score read the same.
// A search is cancelled through the caller's stop token (see SearchLimits::stop): once
// it becomes true, the running call returns within a few milliseconds with the result
// of the last completed depth (or the better root move the unfinished depth had shown,
// or the selective answer of an exact solve cut short) and `stopped` set. An exception in any thread of a search
// (std::bad_alloc, an evaluation that throws) stops its other threads and is rethrown
// to the caller.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "reversi/board.h"
#include "reversi/evaluation.h"

namespace reversi {

struct SearchLimits {
    int depth = 60;          // midgame depth in plies (iterative deepening stops there)
    int exact_empties = 0;   // solve exactly once the position has at most this many empties
    // Time budget for the call; 0 means no time limit. Without a target it is used to
    // the end: a depth cut short still answers with its best root move so far when
    // that beat the last finished depth's best.
    double seconds = 0;
    // When above 0, the time the call should take: no new depth starts once half of it
    // has passed, while `seconds` stays the hard limit for the depth under way.
    double target_seconds = 0;
    int threads = 1;         // search threads
    const std::atomic<bool>* stop = nullptr;  // caller's cancellation token (may be null)
    // Multi-ProbCut (reversi/probcut.h): midgame nodes whose shallow search predicts a
    // score far outside the window are cut. Reaches deeper in the same time, but the
    // scores are no longer a pure function of (position, depth): off for the
    // deterministic fixed-depth searches, on for the timed players that ask for it.
    // The value is the cut's confidence t in standard deviations; 0 turns it off.
    double probcut = 0;
};

// The Multi-ProbCut confidence of the players that ask for the cut without a number
// (timed play, the selective levels, the heat-map). Bolder cuts reach deeper in the
// same time: at 100 ms a move t = 1.1 beat 1.5 by +57 +- 22 Elo over 800 games
// (docs/reversi-strength.md, "The cut's confidence").
constexpr double kDefaultProbCut = 1.1;

// Levels a player understands: level 1 is the weakest; each level is a midgame depth
// plus the number of empties from which the engine solves exactly. Up to level 10 the
// search is full width to the level's depth; from level 11 on it is selective
// (Multi-ProbCut), deeper than the level's number, so that the top levels answer in
// seconds rather than minutes. Deterministic either way with one thread.
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 20;
constexpr int kDefaultLevel = 10;
SearchLimits level_limits(int level);
// The same levels searched full width at every level (depth = level): for searches
// without the selective cut (the engine of other board sizes) and NBoard's set depth.
SearchLimits full_width_level_limits(int level);

// One candidate move of an analysis.
struct MoveScore {
    int move = kNoMove;       // square 0..63, or kPass
    int score = 0;            // discs, for the side to move in the analysed position
    int depth = 0;            // depth of the search that produced the score
    bool exact = false;       // true when the score is the exact game value
    // The confidence t of the selective cuts behind an inexact score, in standard
    // deviations (Multi-ProbCut's in the midgame, the solver's selective pass at the
    // end); 0 when nothing was cut.
    double confidence = 0;
    std::vector<int> pv;      // principal variation, starting with `move`
};

// The probability, in per cent, that selective cuts at confidence t (standard
// deviations) were all right: a cut at t errs with probability 1 - erf(t / sqrt 2).
// 0 for t = 0 (nothing was cut).
int cut_probability_percent(double confidence);
// A move's depth as the NBoard protocol writes it: "12", or after selective cuts with
// the probability that they were right, "21@73%".
std::string depth_text(const MoveScore& move);

struct SearchResult {
    int move = kNoMove;       // best move (kPass when the only move is a pass)
    int score = 0;
    int depth = 0;
    bool exact = false;
    double confidence = 0;    // as MoveScore::confidence
    std::vector<int> pv;
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool stopped = false;     // cancelled or out of time before the requested depth
};

// Owns a transposition table and search state; one search at a time per object.
// table_megabytes is shared half and half between the midgame table and the exact
// endgame solver's table. Deterministic for a fixed depth with one thread. Scores at a fixed depth do not even
// depend on the thread count or on earlier searches (only the choice among equally
// scored moves may).
class Search {
public:
    explicit Search(std::size_t table_megabytes = 64);
    // Searches with `evaluator` (which must outlive the Search) instead of the default.
    Search(std::size_t table_megabytes, const Evaluator& evaluator);
    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    // Iterative deepening to `limits`; `on_depth` (if set) is called on the calling
    // thread after each completed depth with the result so far. A finished game gives
    // move kNoMove and the exact final score.
    SearchResult best_move(const Position& position, const SearchLimits& limits,
                           const std::function<void(const SearchResult&)>& on_depth = {});

    // A score for every legal move (or only the best `best_n` when best_n > 0, for
    // hints), refined by iterative deepening. After each completed depth `on_depth` is
    // called (on the calling thread) with all scored moves, best first. Where it
    // solves (from more than kSelectivePassMinEmpties empties), a step before the
    // exact one lists every move solved up to the solver's last selective pass: depth
    // = empties, not exact, with that pass's confidence. Returns the last complete
    // list: empty when the game is over, a single kPass when the side to move must
    // pass.
    std::vector<MoveScore> analyze(const Position& position, const SearchLimits& limits,
                                   const std::function<void(const std::vector<MoveScore>&)>& on_depth = {},
                                   int best_n = 0);

    void clear();  // forget everything learnt (transposition table)

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace reversi
