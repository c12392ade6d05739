// Multi-ProbCut of the endgame solver's selective passes (iterative selectivity): the
// exact score of a position is predicted from a shallow search with the evaluation,
// exact ~ a * shallow + b with error sigma (discs). The line is fitted by
//   fit_endgame_probcut tests/data/exact-10-18.obf tests/data/fforum-1-19.obf tests/data/fforum-20-39.obf
// (the children of those positions at 13-25 empties, 2541 a depth; its ">= 13" rows):
// none of FFO #40-#59 is among them. Do not edit the fit: refit.
#pragma once

#include <algorithm>

#include "reversi/endgame.h"

namespace reversi {
namespace endgame {

struct EndgameProbCutFit {
    double a, b, sigma;
};

// By shallow depth 0..8.
constexpr EndgameProbCutFit kProbCutFits[] = {
    {1.041, 2.99, 9.94}, {1.063, 1.17, 8.57}, {1.028, 1.39, 7.86}, {1.035, 0.76, 7.17}, {1.044, 1.27, 6.49},
    {1.017, 0.78, 5.87}, {1.025, 1.05, 5.41}, {0.992, 0.73, 5.03}, {1.013, 0.88, 4.69},
};
constexpr int kProbCutMaxDepth = 8;

// The selective passes before the exact one, by the confidence t of their cut: a
// node is cut when the prediction lies t sigma beyond the window. kExactPass (the
// number of selective passes) is the exact pass, which cuts nothing.
constexpr double kPassConfidence[] = {1.1, 1.8};
constexpr int kExactPass = kSelectivePasses;
static_assert(sizeof kPassConfidence / sizeof kPassConfidence[0] == kSelectivePasses, "one confidence a pass");

// What the selective pass `pass` (0 the first) found, as the solver reports it.
inline SelectivePass finished_pass(int pass, int score, int move) {
    return {score, move, kPassConfidence[pass], pass + 1};
}

// Nodes with fewer empties are never cut (the shallow search would cost about what
// the exact one does).
constexpr int kProbCutMinEmpties = 10;

// Depth of the shallow search at a node with `empties` empties.
inline int probcut_depth(int empties) { return std::clamp((empties - 9) / 2, 0, kProbCutMaxDepth); }

}  // namespace endgame
}  // namespace reversi
