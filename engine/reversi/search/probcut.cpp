// Multi-ProbCut constants, written by
//   reversi-engine probcut-fit egaroucid-early-selfplay.txt SAMPLES OUT --positions 1000 --depth 12
// from 1000 positions at 14-54 empties drawn from those games, each searched to depths 1-12
// (plain fixed-depth search, trained evaluation); deep ~ a * shallow + b, with the
// shallow depth of probcut_shallow_depth() and the error's standard deviation by
// empties bucket (< 24, 24-29, 30-39, 40-49, >= 50), in discs. Do not edit: refit.
#include "reversi/probcut.h"

#include <algorithm>

namespace reversi {
namespace {

const ProbCutFit kFits[] = {
    {3, 1.0045, 0.1900, {4.014, 3.913, 3.026, 2.071, 1.809}},  // from depth 1
    {4, 1.0225, 0.1810, {3.819, 3.068, 2.978, 1.949, 1.925}},  // from depth 2
    {5, 1.0224, 0.2588, {5.073, 4.384, 3.619, 2.381, 2.375}},  // from depth 1
    {6, 1.0200, 0.3289, {4.897, 3.392, 3.766, 2.326, 2.050}},  // from depth 2
    {7, 1.0148, 0.0719, {4.573, 3.243, 3.138, 2.123, 1.757}},  // from depth 3
    {8, 1.0011, 0.2469, {4.022, 3.065, 2.702, 2.154, 1.516}},  // from depth 4
    {9, 1.0204, 0.1351, {5.347, 3.476, 3.461, 2.294, 2.111}},  // from depth 3
    {10, 1.0130, 0.2946, {4.962, 3.442, 3.100, 2.614, 1.758}},  // from depth 4
    {11, 1.0064, 0.1470, {4.359, 3.382, 2.963, 2.305, 1.474}},  // from depth 5
    {12, 1.0239, 0.2827, {4.167, 3.100, 2.929, 2.294, 1.498}},  // from depth 6
};

}  // namespace

const ProbCutFit* probcut_fit(int depth) {
    constexpr int kCount = sizeof kFits / sizeof kFits[0];
    if (depth < kFits[0].depth) return nullptr;
    return &kFits[std::min(depth - kFits[0].depth, kCount - 1)];
}

}  // namespace reversi
