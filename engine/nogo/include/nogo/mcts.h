// Monte Carlo tree search for NoGo: UCT with RAVE (all-moves-as-first statistics) and a
// small hand prior, playouts that keep the points only the player can play for last,
// a proof layer (MCTS-Solver) that marks proven wins and losses so endgames are played
// exactly, tree reuse between moves, and several threads sharing one tree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "nogo/search.h"

namespace nogo {

// How playouts choose their moves.
enum class PlayoutPolicy : std::uint8_t {
    Uniform,      // any legal move
    SharedFirst,  // points both sides may still play first: a point only we can play is
                  // ours to keep (the opponent cannot take it), so filling it early is wasted
};

struct MctsOptions {
    double exploration = 0.1;        // c of the UCT term c * sqrt(ln N / n)
    double rave_equivalence = 1000;  // k: AMAF weighs sqrt(k / (3n + k)) after n playouts
    int prior_visits = 40;           // strength of the hand prior, in virtual playouts (0: none)
    double own_point_prior = 0.3;    // its win rate for a point only we can play (others: 0.5)
    // The prior also weighs what each move does to both sides' legal points (a one-ply
    // look like MinMax's evaluation): win rate 0.5 + eval_prior * (gain - mean gain), capped.
    double eval_prior = 0.03;
    int expand_visits = 2;           // a leaf's children are made on this visit
    PlayoutPolicy policy = PlayoutPolicy::SharedFirst;
    bool solver = true;              // prove wins and losses
    bool reuse_tree = true;          // keep the subtree of the new position between moves
    std::size_t max_nodes = 4000000; // no more children are made beyond this (40 bytes each)
    // A search ends once the root has counted this many playouts (a kept tree counts on
    // from move to move); never more than its 32-bit counts allow (mcts_tree.h).
    std::uint32_t max_root_visits = 4000000000u;
    std::uint64_t seed = 20261130;
};

class Mcts : public Engine {
public:
    explicit Mcts(const MctsOptions& options = {});
    ~Mcts() override;

    std::string name() const override { return "mcts"; }
    void clear() override;
    SearchResult search(const Position& position, const SearchLimits& limits,
                        const AnalysisCallback& on_analysis = {}) override;

    const MctsOptions& options() const { return options_; }
    // Nodes in the tree now (after a search: what the next one may reuse).
    std::size_t tree_nodes() const;

private:
    struct Tree;
    MctsOptions options_;
    std::unique_ptr<Tree> tree_;
    std::uint64_t searches_ = 0;
};

}  // namespace nogo
