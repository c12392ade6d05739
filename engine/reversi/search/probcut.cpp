// Multi-ProbCut constants, written by
//   reversi-engine probcut-fit egaroucid-early-selfplay.txt SAMPLES OUT --positions 1000 --depth 10
// from 1000 positions at 24-54 empties drawn from those games, each searched to depths 1-10
// (plain fixed-depth search, trained evaluation); deep ~ a * shallow + b, with the
// shallow depth of probcut_shallow_depth() and the error's standard deviation by
// empties bucket (< 30, 30-39, 40-49, >= 50), in discs. Do not edit: refit.
#include "reversi/probcut.h"

#include <algorithm>

namespace reversi {
namespace {

const ProbCutFit kFits[] = {
    {3, 1.0082, 0.1492, {3.457, 3.351, 2.320, 2.172}},  // from depth 1
    {4, 1.0109, 0.0371, {2.979, 3.125, 1.999, 1.766}},  // from depth 2
    {5, 1.0203, 0.3575, {4.972, 4.455, 2.967, 2.447}},  // from depth 1
    {6, 1.0341, 0.1366, {4.196, 4.120, 2.584, 2.007}},  // from depth 2
    {7, 1.0335, 0.2242, {3.730, 3.689, 2.423, 1.632}},  // from depth 3
    {8, 1.0392, 0.1483, {3.482, 3.519, 2.279, 1.628}},  // from depth 4
    {9, 1.0508, 0.1994, {4.530, 4.379, 2.580, 1.812}},  // from depth 3
    {10, 1.0525, 0.1354, {4.014, 3.833, 2.423, 1.778}},  // from depth 4
};

}  // namespace

const ProbCutFit* probcut_fit(int depth) {
    constexpr int kCount = sizeof kFits / sizeof kFits[0];
    if (depth < kFits[0].depth) return nullptr;
    return &kFits[std::min(depth - kFits[0].depth, kCount - 1)];
}

}  // namespace reversi
