// Multi-ProbCut (Buro): at a node to be searched `depth` plies deep, a search of a
// shallower depth predicts the deep score as a * shallow + b, with an error of standard
// deviation sigma; when the prediction lies beyond the window by more than t sigma,
// the node is cut without the deep search. The constants are fitted by regression of
// shallow against deep scores (`reversi-engine probcut-fit`, which writes
// search/probcut.cpp).
#pragma once

namespace reversi {

// Empties buckets of the fitted error: < 24, 24-29, 30-39, 40-49, >= 50. The first
// is where the late midgame's deep scores swing most; with one bucket for all below
// 30 the cut was too bold there (data in docs/reversi-strength.md).
constexpr int kProbCutBuckets = 5;
inline int probcut_bucket(int empties) {
    return empties < 24 ? 0 : empties < 30 ? 1 : empties >= 50 ? 4 : (empties - 10) / 10;
}

// The shallow depth that predicts `depth` (>= 3): about half of it, of the same parity
// (scores alternate with the side that moved last, so like parities agree better).
inline int probcut_shallow_depth(int depth) {
    int shallow = depth / 2;
    if ((depth - shallow) & 1) --shallow;
    return shallow < 0 ? 0 : shallow;
}

struct ProbCutFit {
    int depth = 0;                       // deep depth
    double a = 1, b = 0;                 // deep ~ a * shallow + b, in discs
    double sigma[kProbCutBuckets] = {};  // standard deviation of the error, in discs
};

// The fit for `depth`, or null below the smallest fitted depth; depths beyond the
// largest fitted one use the largest's.
const ProbCutFit* probcut_fit(int depth);

}  // namespace reversi
