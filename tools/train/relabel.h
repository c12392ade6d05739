// Backed-up labels: the game result of a midgame position is a noisy label (every
// later move of the self-play game adds its error). Blending it with a shallow search
// score under a first fit of the weights gives a label that depends on the position
// itself; the fit is then repeated on the blended labels.
#pragma once

#include <vector>

#include "reversi/evaluation.h"
#include "samples.h"

namespace reversi::train {

struct RelabelOptions {
    int depth = 4;         // search depth for the backed-up score
    double blend = 0.75;   // new label = blend * search score + (1 - blend) * game result
    int held_out_every = 10;  // held-out samples keep their labels (see FitOptions)
    int threads = 1;
};

// Relabels the samples that are neither exact nor held out; returns how many changed.
std::size_t relabel_by_search(std::vector<Sample>& samples, const Evaluator& evaluator, const RelabelOptions& options);

}  // namespace reversi::train
