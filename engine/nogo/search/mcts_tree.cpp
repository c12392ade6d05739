#include "search/mcts_tree.h"

#include <algorithm>
#include <cmath>

namespace nogo {

static_assert(sizeof(void*) != 8 || sizeof(MctsNode) == 40, "max_nodes' comments and docs/nogo-engine.md quote 40 bytes a node");

std::size_t count_nodes(const MctsNode& node) {
    std::size_t n = 1;
    for (const MctsNode& c : node) n += count_nodes(c);
    return n;
}

std::size_t expand(MctsNode& node, const Position& position, const MctsOptions& options) {
    const Color us = position.to_move();
    const Bits moves = position.moves();
    const Bits theirs = position.legal(opposite(us));
    const int n = popcount(moves);
    node.children.reset(new MctsNode[n]);
    node.child_count = static_cast<std::uint8_t>(n);
    // The gain of each move: our legal points minus theirs after it, points only one
    // side can play counting twice.
    int gains[kPoints];
    double mean_gain = 0;
    if (options.eval_prior > 0) {
        int i = 0;
        for (Bits b = moves; b; b = without_first(b), ++i) {
            const Position after = position.after(first_point(b));
            const Bits ours = after.legal(us), their_points = after.moves();
            gains[i] = popcount(ours) - popcount(their_points) + popcount(ours & ~their_points) -
                       popcount(their_points & ~ours);
            mean_gain += gains[i];
        }
        mean_gain /= n;
    }
    MctsNode* child = node.children.get();
    int i = 0;
    for (Bits b = moves; b; b = without_first(b), ++child, ++i) {
        const int move = first_point(b);
        child->move = static_cast<std::uint8_t>(move);
        const bool own_point = !(theirs >> move & 1);
        double rate = own_point ? options.own_point_prior : 0.5;
        if (options.eval_prior > 0) rate = std::clamp(rate + options.eval_prior * (gains[i] - mean_gain), 0.05, 0.95);
        child->visits = static_cast<std::uint32_t>(options.prior_visits);
        child->wins = options.prior_visits * rate;
    }
    node.expanded = true;
    return static_cast<std::size_t>(n);
}

MctsNode* select_child(const MctsNode& node, const MctsOptions& options) {
    // Single precision: this loop over every child of every node on the path is a good
    // part of an iteration's time.
    const float log_n = std::log(static_cast<float>(node.visits) + 1.0f);
    const float k = static_cast<float>(options.rave_equivalence);
    const float c_explore = static_cast<float>(options.exploration);
    MctsNode* best = nullptr;
    float best_value = -1e30f;
    for (MctsNode& c : node) {
        if (c.proof > 0) return &c;
        if (c.proof < 0) continue;
        const float n = static_cast<float>(c.visits);
        float value = n > 0 ? static_cast<float>(c.wins) / n : 0.5f;
        if (c.amaf_visits > 0 && k > 0) {
            const float beta = std::sqrt(k / (3 * n + k));
            value += beta * (static_cast<float>(c.amaf_wins) / static_cast<float>(c.amaf_visits) - value);
        }
        if (c_explore > 0) value += c_explore * std::sqrt(log_n / (n + 1));
        if (value > best_value) {
            best_value = value;
            best = &c;
        }
    }
    // Every move loses: play on with any (the node itself is proven by back_up).
    return best ? best : node.children.get();
}

namespace {

// The proof of `node` from its children; true when it changed.
bool update_proof(MctsNode& node) {
    if (node.proof != 0 || !node.expanded) return false;
    bool all_lost = true;
    for (const MctsNode& c : node) {
        if (c.proof > 0) {
            node.proof = -1;  // the side to move here has a winning move
            return true;
        }
        if (c.proof == 0) all_lost = false;
    }
    if (all_lost) node.proof = 1;
    return all_lost;
}

}  // namespace

void back_up(MctsNode* const* path, int length, Color root_mover, Color winner, const Bits played[2], bool solver) {
    Color mover = root_mover;
    for (int i = 0; i < length; ++i, mover = opposite(mover)) {
        MctsNode& node = *path[i];
        if (mover == winner) node.wins += 1;
        // The side to move at this node is the opposite of its mover. Points it played
        // anywhere in the simulation were empty here (stones are never removed).
        const Color to_move = opposite(mover);
        const Bits ours = played[index_of(to_move)];
        const double won = to_move == winner ? 1.0 : 0.0;
        for (MctsNode& c : node)
            if (ours >> c.move & 1) {
                ++c.amaf_visits;
                c.amaf_wins += won;
            }
    }
    if (!solver) return;
    for (int i = length - 2; i >= 0; --i)
        if (!update_proof(*path[i])) break;
}

const MctsNode* best_child(const MctsNode& root) {
    // By proof (a proven win first, a proven loss last), then by visits: the order of
    // root_statistics, whose first move the heat-map marks as the choice.
    const MctsNode* best = nullptr;
    for (const MctsNode& c : root) {
        const bool better = !best || c.proof > best->proof || (c.proof == best->proof && c.visits > best->visits);
        if (better) best = &c;
    }
    return best;
}

std::vector<MoveStat> root_statistics(const MctsNode& root, int prior_visits) {
    std::vector<MoveStat> stats;
    for (const MctsNode& c : root) {
        MoveStat s;
        s.move = c.move;
        s.visits = c.visits - std::min(c.visits, static_cast<std::uint32_t>(prior_visits));
        s.win_rate = c.proof != 0 ? (c.proof > 0 ? 1.0 : 0.0) : c.visits ? c.wins / c.visits : 0.5;
        s.proven = c.proof;
        stats.push_back(s);
    }
    std::stable_sort(stats.begin(), stats.end(), [](const MoveStat& a, const MoveStat& b) {
        if (a.proven != b.proven) return a.proven > b.proven;
        return a.visits > b.visits;
    });
    return stats;
}

}  // namespace nogo
