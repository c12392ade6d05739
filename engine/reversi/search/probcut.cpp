// Multi-ProbCut constants, written by
//   reversi-engine probcut-fit egaroucid-early-selfplay.txt SAMPLES OUT --positions 1000 --depth 12
// from 1000 positions at 24-54 empties drawn from those games, each searched to depths 1-12
// (plain fixed-depth search, trained evaluation); deep ~ a * shallow + b, with the
// shallow depth of probcut_shallow_depth() and the error's standard deviation by
// empties bucket (< 30, 30-39, 40-49, >= 50), in discs. Do not edit: refit.
#include "reversi/probcut.h"

#include <algorithm>

namespace reversi {
namespace {

const ProbCutFit kFits[] = {
    {3, 1.0003, 0.1784, {3.227, 3.283, 2.477, 1.934}},  // from depth 1
    {4, 1.0123, 0.1658, {3.102, 3.147, 1.971, 1.725}},  // from depth 2
    {5, 1.0135, 0.2058, {4.238, 4.193, 2.935, 2.379}},  // from depth 1
    {6, 1.0298, 0.3419, {3.615, 3.784, 2.309, 2.028}},  // from depth 2
    {7, 1.0194, 0.1123, {3.429, 3.387, 2.226, 1.638}},  // from depth 3
    {8, 1.0236, 0.2106, {3.036, 2.867, 1.968, 1.669}},  // from depth 4
    {9, 1.0352, -0.0190, {3.889, 3.845, 2.355, 1.797}},  // from depth 3
    {10, 1.0348, 0.3214, {3.381, 3.136, 2.161, 1.834}},  // from depth 4
    {11, 1.0246, -0.0043, {3.599, 3.113, 1.904, 1.597}},  // from depth 5
    {12, 1.0198, 0.2555, {3.461, 3.008, 1.962, 1.409}},  // from depth 6
};

}  // namespace

const ProbCutFit* probcut_fit(int depth) {
    constexpr int kCount = sizeof kFits / sizeof kFits[0];
    if (depth < kFits[0].depth) return nullptr;
    return &kFits[std::min(depth - kFits[0].depth, kCount - 1)];
}

}  // namespace reversi
