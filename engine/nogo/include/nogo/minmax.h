// Iterative-deepening alpha-beta (negamax) for NoGo, with a transposition table: the
// comparison player beside MCTS. Its evaluation counts the points each side may still
// play, those only one side can play (which the other cannot take away) weighing more.
// Wins and losses are exact: a search that reaches every game end is a proof.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "nogo/search.h"

namespace nogo {

struct MinMaxOptions {
    int own_point_weight = 2;           // extra weight of a point only one side can play
    std::size_t table_megabytes = 16;
};

// Scores: the evaluation in points, or kWinScore - plies for a proven win (negated for a loss).
constexpr int kWinScore = 10000;
constexpr int kProvenScore = kWinScore - 200;  // scores beyond this are proofs

class MinMax : public Engine {
public:
    explicit MinMax(const MinMaxOptions& options = {});
    ~MinMax() override;

    std::string name() const override { return "minmax"; }
    void clear() override;
    // Deepens until the time, the depth limit, or a proof. With an analysis callback
    // every root move is searched with a full window, so each gets an exact score.
    SearchResult search(const Position& position, const SearchLimits& limits,
                        const AnalysisCallback& on_analysis = {}) override;

    // The static evaluation for the side to move.
    int evaluate(const Position& position) const;

private:
    struct Table;
    MinMaxOptions options_;
    std::unique_ptr<Table> table_;
};

}  // namespace nogo
