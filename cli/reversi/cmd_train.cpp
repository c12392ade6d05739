#include <algorithm>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.h"
#include "common/atomic_file.h"
#include "fit.h"
#include "relabel.h"

namespace cli {
namespace {

int run_train(const Args& args) {
    reversi::train::FitOptions options;
    reversi::train::RelabelOptions relabel;
    int rounds = 1;  // fits on backed-up labels after the first
    bool keep_prior_given = false, backup_given = false;
    std::vector<std::string> inputs;
    std::string output, prior_path;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--output") {
            output = file_option_value(args, i);
        } else if (args[i] == "--prior") {
            prior_path = file_option_value(args, i);
        } else if (args[i] == "--iterations") {
            options.iterations = parse_int(option_value(args, i), "--iterations", 1, 100000);
        } else if (args[i] == "--ridge") {
            options.ridge = parse_double(option_value(args, i), "--ridge", 0, 1e9);
        } else if (args[i] == "--min-samples") {
            options.min_samples = parse_int(option_value(args, i), "--min-samples", 1, 1000000000);
        } else if (args[i] == "--keep-prior-under") {
            options.keep_prior_under = parse_int(option_value(args, i), "--keep-prior-under", 0, 1000000000);
            keep_prior_given = true;
        } else if (args[i] == "--constants-only") {
            options.constants_only = true;
        } else if (args[i] == "--threads") {
            options.threads = relabel.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--backup-depth") {
            relabel.depth = parse_int(option_value(args, i), "--backup-depth", 1, 20);
            backup_given = true;
        } else if (args[i] == "--backup-blend") {
            relabel.blend = parse_double(option_value(args, i), "--backup-blend", 0, 1);
            backup_given = true;
        } else if (args[i] == "--backup-rounds") {
            rounds = parse_int(option_value(args, i), "--backup-rounds", 0, 10);
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else {
            inputs.push_back(file_argument(args[i], "FILE"));
        }
    }
    if (inputs.empty()) throw UsageError{"at least one sample FILE is required"};
    if (output.empty()) throw UsageError{"--output WEIGHTS is required"};
    std::vector<std::string> read = inputs;
    if (!prior_path.empty()) read.push_back(prior_path);
    check_not_an_input(output, "--output", read);
    common::check_writable(output);  // before the fit, not after it
    if (options.constants_only && prior_path.empty()) throw UsageError{"--constants-only needs --prior WEIGHTS"};
    if (keep_prior_given && prior_path.empty()) throw UsageError{"--keep-prior-under needs --prior WEIGHTS"};
    if (backup_given && rounds == 0)
        throw UsageError{"--backup-depth and --backup-blend are of the backed-up rounds, and --backup-rounds is 0"};

    std::optional<reversi::PatternWeights> prior;
    if (!prior_path.empty()) {
        prior = reversi::PatternWeights::load(prior_path);
        options.prior = &*prior;
    }
    std::vector<reversi::train::Sample> samples;
    for (const std::string& path : inputs) {
        const std::vector<reversi::train::Sample> more = reversi::train::read_samples(path);
        samples.insert(samples.end(), more.begin(), more.end());
    }
    // Weights fitted to nothing are all zero: refused before they replace any.
    if (samples.empty()) throw std::runtime_error(inputs.front() + (inputs.size() > 1 ? " and the other sample files" : "") +
                                                  ": no samples, nothing to fit");
    // The games held out (each tenth, from game 0) are only measured: a file of one game
    // has none left to fit.
    if (std::all_of(samples.begin(), samples.end(),
                    [&](const reversi::train::Sample& s) { return reversi::train::held_out(s, options.held_out_every); }))
        throw std::runtime_error(inputs.front() + (inputs.size() > 1 ? " and the other sample files" : "") +
                                 ": every sample is of a held-out game (each " +
                                 std::to_string(options.held_out_every) + "th, from game 0): nothing to fit");
    std::printf("%zu samples\n", samples.size());
    reversi::train::FitResult result = reversi::train::fit_weights(samples, options);
    // Later rounds: training labels (game results) blended with a search under the
    // previous fit. The held-out samples keep their game results.
    const std::vector<reversi::train::Sample> results = samples;
    relabel.held_out_every = options.held_out_every;
    for (int round = 1; round <= rounds; ++round) {
        const reversi::PatternEvaluator previous(result.weights);
        samples = results;
        const std::size_t changed = reversi::train::relabel_by_search(samples, previous, relabel);
        std::printf("round %d: %zu training labels blended with a depth-%d search score\n", round, changed, relabel.depth);
        std::fflush(stdout);
        result = reversi::train::fit_weights(samples, options);
    }
    std::printf("phase  empties  window   train   held-out  | mean abs error (discs): train  held-out  hand held-out\n");
    for (const reversi::train::PhaseReport& p : result.phases) {
        const std::string window =
            p.kept_prior ? "prior" : std::to_string(p.window_low) + "-" + std::to_string(p.window_high);
        std::printf("%5d  %2d-%-2d    %-5s  %7zu  %7zu   |  %30.2f  %8.2f  %13.2f\n", p.phase,
                    reversi::pattern::first_empties(p.phase), reversi::pattern::last_empties(p.phase), window.c_str(),
                    p.train_samples, p.held_out_samples, p.train_error, p.held_out_error, p.hand_held_out_error);
    }
    double trained = 0, hand = 0;
    std::size_t held_out = 0;
    for (const reversi::train::PhaseReport& p : result.phases) {
        trained += p.held_out_error * p.held_out_samples;
        hand += p.hand_held_out_error * p.held_out_samples;
        held_out += p.held_out_samples;
    }
    if (held_out > 0)
        std::printf("all held-out: %zu samples, mean abs error trained %.2f, hand %.2f discs\n", held_out,
                    trained / held_out, hand / held_out);
    result.weights.save(output);
    std::printf("weights written to %s\n", output.c_str());
    return 0;
}

const Registration registration{
    {"train",
     "train FILE... --output WEIGHTS [--iterations I] [--ridge R] [--min-samples M] [--backup-depth D] "
     "[--backup-blend B] [--backup-rounds K] [--prior WEIGHTS] [--keep-prior-under N] [--constants-only] [--threads T]  fit the "
     "pattern weights to self-play samples (I conjugate-gradient iterations a phase, default 150; a ridge of R, "
     "default 10; a phase's window of empties widened until it holds M samples, default 100000), then K times "
     "(default 1) refit on labels B * (depth-D search score "
     "under the previous fit) + (1 - B) * game result (defaults D 4, B 0.75); with --prior the ridge pulls towards "
     "those weights instead of zero, and a phase with fewer than N (default 1) training samples at its own empties "
     "keeps them; --constants-only fits only the difference between each phase's two constants (even and odd "
     "empties) to its own samples, their sum and every other weight the prior's; prints the errors per phase",
     run_train}};

}  // namespace
}  // namespace cli
