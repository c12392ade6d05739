// The sub-commands of reversi-engine: see cli_commands.h, shared with nogo-engine.
#pragma once

#include <string>

#include "cli_commands.h"

namespace cli {

// The most empty squares of a position the commands solve exactly (solve, solve-start,
// analyze --exact): the 6x6 start (32) takes minutes, each square more multiplies that,
// and the 8x8 start (60) took a supercomputer. Deeper is refused rather than run without end.
constexpr int kMaxSolveEmpties = 36;

// Why a position of `empties` empty squares (more than kMaxSolveEmpties) is not solved.
inline std::string too_deep_to_solve(int empties) {
    return std::to_string(empties) + " empty squares: an exact solve that deep does not end (at most " +
           std::to_string(kMaxSolveEmpties) + ")";
}

}  // namespace cli
