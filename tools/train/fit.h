// Fitting the pattern weights to labelled samples: regularised least squares per
// phase, solved by conjugate gradients (CGLS), with a held-out set by game.
#pragma once

#include <vector>

#include "reversi/pattern_evaluation.h"
#include "samples.h"

namespace reversi::train {

struct FitOptions {
    int iterations = 150;       // conjugate-gradient iterations per phase
    double ridge = 10;          // L2 penalty on every weight (in squared discs)
    int held_out_every = 10;    // games with game % held_out_every == 0 are held out
    int min_samples = 100000;   // a phase's training window widens until it has this many
    int threads = 1;            // phases fitted in parallel
    // When set, the ridge pulls every weight towards this one instead of towards zero,
    // so that a few deeply labelled samples refine weights fitted on many more.
    const PatternWeights* prior = nullptr;
    // With a prior, a phase with fewer than this many training samples at its own
    // empties keeps the prior's weights: a window widened far into other phases would
    // fit it to positions it never sees (the default keeps the phases with none).
    int keep_prior_under = 1;
    // With a prior, fit only the difference between each phase's two constants (one per
    // parity of the empties) to the phase's own samples; their sum and every other
    // weight keep the prior's values (the whole phase does with fewer than
    // keep_prior_under samples of either parity). A few thousand exact scores a phase
    // set it, where the patterns need millions. Give it exact labels, or no backup
    // rounds: those would blend search scores into the labels first.
    bool constants_only = false;
};

struct PhaseReport {
    int phase = 0;
    int window_low = 0, window_high = 0;  // empties of the training window (inclusive)
    bool kept_prior = false;             // too few samples of its own: the prior's weights
    std::size_t train_samples = 0;       // in the window
    std::size_t held_out_samples = 0;    // held-out samples of this phase itself
    double train_error = 0;              // mean absolute error in discs of this phase's weights, window-wide
    double held_out_error = 0;
    double hand_held_out_error = 0;      // the hand evaluation on the same held-out samples
};

struct FitResult {
    PatternWeights weights;
    std::vector<PhaseReport> phases;  // one per phase with held-out or training samples
};

FitResult fit_weights(const std::vector<Sample>& samples, const FitOptions& options);

}  // namespace reversi::train
