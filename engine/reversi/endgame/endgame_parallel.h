// Parallel endgame search, simplified ABDADA: every thread searches the same tree
// over the shared transposition table; at nodes with enough empties a thread first
// skips the moves another thread is searching right now (it comes back to them at
// the end, when their results are usually in the table). No thread ever waits for
// another, which keeps the threads busy even on a machine shared with other work.
#pragma once

#include "common/busy_positions.h"

namespace reversi {

// Nodes with fewer empties do not defer moves: too little work to share.
constexpr int kDeferMinEmpties = 12;
// Below this many empties a solve is too short to be worth starting helper threads.
constexpr int kParallelMinEmpties = 16;

}  // namespace reversi
