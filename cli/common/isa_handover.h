// The portable reversi-engine (the packages' and the Windows build's) runs on any x86-64
// processor, at about half the speed of code built for a recent one. So the packages also
// carry the program built for newer x86-64 levels (cmake/isa_builds.cmake), and the
// portable program hands over to the newest of them that this processor runs.
#pragma once

#include <optional>

namespace cli {

// What this program's code was compiled for: "native" (-march=native), "x86-64" (the
// portable baseline), "x86-64-v3", "x86-64-v4", or "portable" (another processor family).
const char* code_target();

// In a portable build made with its newer builds (REVERSI_ISA_HANDOVER): runs the newest
// build beside this program (PROGRAM-x86-64-v4, then PROGRAM-x86-64-v3, with this
// program's file extension) that this processor runs, with the same arguments and
// standard streams, and returns its exit code (on POSIX it replaces this process). A build
// that cannot start is named on stderr and the next older one is tried. The environment
// variable REVERSI_ISA=LEVEL caps the level ("x86-64" keeps this program). An unknown
// REVERSI_ISA is reported on stderr and returns 2. Returns nullopt to go on in this
// program: another kind of build, or no newer build beside it that starts.
std::optional<int> hand_over_to_newer_build(const char* program, char** argv);

}  // namespace cli
