// Parallel endgame search by young-brothers-wait splitting: once the first move of a
// null-window node has been searched without a cut-off, idle threads may join the
// node and take its remaining moves one at a time (a split point). A cut-off found
// by any thread stops the others working below that node.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

#include "endgame_table.h"
#include "reversi/board.h"

namespace reversi {

// Nodes with fewer empties are not shared between threads: too little work.
constexpr int kSplitMinEmpties = 12;
// Below this many empties a solve is too short to be worth starting helper threads.
constexpr int kParallelMinEmpties = 16;

struct EndgameMove {
    int square;
    Bitboard flips;
    int key;
};

// A node whose remaining moves are shared out. Lives on the stack of the thread that
// created it (its owner), which does not return before every helper has left.
struct SplitPoint {
    Bitboard player = 0, opponent = 0;
    int alpha = 0, empties = 0;  // null window (alpha, alpha + 1)
    SplitPoint* parent = nullptr;  // split point the owner was working under, if any

    std::mutex mutex;  // guards the fields below
    EndgameMove moves[32];
    int size = 0, next = 0;  // moves [next, size) are not handed out yet
    int best = 0, best_move = kNoMove;
    int helpers = 0;  // threads other than the owner inside
    std::atomic<bool> cut{false};

    // True when this split point or one it lies under has been cut off.
    bool cut_here_or_above() const {
        for (const SplitPoint* sp = this; sp; sp = sp->parent)
            if (sp->cut.load(std::memory_order_relaxed)) return true;
        return false;
    }
    bool lies_under(const SplitPoint* ancestor) const {
        for (const SplitPoint* sp = this; sp; sp = sp->parent)
            if (sp == ancestor) return true;
        return false;
    }
};

class EndgameSearch;

// The helper threads of one solve and the split points open to them.
class EndgameThreads {
public:
    // Starts `helpers` threads that search with the table and stop token.
    EndgameThreads(EndgameTable& table, const std::atomic<bool>* stop, int helpers);
    ~EndgameThreads();  // ends and joins the helpers

    bool someone_idle() const { return idle_.load(std::memory_order_relaxed) > 0; }
    // Offers the split point to idle threads.
    void open(SplitPoint& sp);
    // Withdraws it (all moves handed out, or cut off).
    void close(SplitPoint& sp);
    // Called by the owner of `sp` once its moves are all handed out: helps with split
    // points below `sp` until every helper has left `sp`.
    void wait_for_helpers(SplitPoint& sp, EndgameSearch& owner);

    std::uint64_t helper_nodes() const;

private:
    void helper_loop(int index);
    // An open split point the caller may join (under `ancestor`, when not null), with
    // its helper count already raised; null when there is none.
    SplitPoint* join(const SplitPoint* ancestor);
    void leave(SplitPoint& sp);

    EndgameTable& table_;
    const std::atomic<bool>* stop_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<SplitPoint*> open_;
    std::atomic<int> idle_{0};
    bool done_ = false;
    std::vector<std::unique_ptr<EndgameSearch>> searches_;
    std::vector<std::thread> threads_;
};

}  // namespace reversi
