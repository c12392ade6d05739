// The MCTS tree: its nodes and the steps of one iteration (select, expand, back up the
// result with its AMAF statistics and proofs). Callers hold the tree's lock.
#pragma once

#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "nogo/board.h"
#include "nogo/mcts.h"
#include "nogo/search.h"

namespace nogo {

// Statistics are kept for the player who played `move` (who moved into the node).
// Wins are doubles: a float stops counting at 2^24 (16.8 M playouts, some minutes of the
// heat-map's search), after which the best move's win rate would sink as its visits grew.
struct MctsNode {
    std::unique_ptr<MctsNode[]> children;
    double wins = 0;
    double amaf_wins = 0;
    std::uint32_t visits = 0;       // includes the prior's virtual playouts
    std::uint32_t amaf_visits = 0;  // playouts in which the mover played `move` later on
    std::uint8_t move = 0;
    std::int8_t proof = 0;          // +1: the mover wins with best play, -1: loses, 0: unknown
    std::uint8_t child_count = 0;
    bool expanded = false;

    MctsNode* begin() const { return children.get(); }
    MctsNode* end() const { return children.get() + child_count; }
};

// The most playouts a tree counts through its root. A search ends there: a node's
// counts are 32 bits, and a child counts at most its parent's playouts and the prior's
// virtual ones (at most 1000) besides, so nothing overflows. (4.3 billion playouts are
// hours of a many-threaded heat-map search on a tree kept from move to move.)
constexpr std::uint32_t kMostRootVisits = std::numeric_limits<std::uint32_t>::max() - (1u << 16);
static_assert(MctsOptions().max_root_visits <= kMostRootVisits, "the default stops before the counts overflow");

// Whether a search may run another playout from `root`: not once the root is proven,
// nor once it has counted options.max_root_visits (at most kMostRootVisits).
inline bool may_search_on(const MctsNode& root, const MctsOptions& options) {
    return root.proof == 0 && root.visits < std::min(options.max_root_visits, kMostRootVisits);
}

// Nodes in the subtree below `node`, itself included.
std::size_t count_nodes(const MctsNode& node);

// Makes the children of `node` for the legal moves of `position` (the position at the
// node), with the hand prior. Returns the number made.
std::size_t expand(MctsNode& node, const Position& position, const MctsOptions& options);

// The child to descend into: a proven win at once; never a proven loss unless all are.
MctsNode* select_child(const MctsNode& node, const MctsOptions& options);

// After a simulation along path[0..length) (path[0] the root, whose mover is
// `root_mover`): wins, AMAF statistics for the points each colour played, proofs.
void back_up(MctsNode* const* path, int length, Color root_mover, Color winner, const Bits played[2],
             bool solver);

// The move to play: the most visited proven win, else the most visited move that is
// not a proven loss (the first of root_statistics).
const MctsNode* best_child(const MctsNode& root);

// The root's children as the analysis reports them, best first.
// A move's visits are its playouts: the `prior_visits` each child starts with at its
// expansion (options.prior_visits) are the prior's, not playouts, and are left out.
std::vector<MoveStat> root_statistics(const MctsNode& root, int prior_visits);

}  // namespace nogo
