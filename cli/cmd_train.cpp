#include <cstdio>
#include <string>
#include <vector>

#include "commands.h"
#include "fit.h"

namespace cli {
namespace {

int run_train(const Args& args) {
    reversi::train::FitOptions options;
    std::vector<std::string> inputs;
    std::string output;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--output") {
            output = option_value(args, i);
        } else if (args[i] == "--iterations") {
            options.iterations = parse_int(option_value(args, i), "--iterations", 1, 100000);
        } else if (args[i] == "--ridge") {
            options.ridge = parse_double(option_value(args, i), "--ridge", 0, 1e9);
        } else if (args[i] == "--min-samples") {
            options.min_samples = parse_int(option_value(args, i), "--min-samples", 1, 1000000000);
        } else if (args[i] == "--threads") {
            options.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (!args[i].empty() && args[i][0] == '-') {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else {
            inputs.push_back(args[i]);
        }
    }
    if (inputs.empty()) throw UsageError{"at least one sample FILE is required"};
    if (output.empty()) throw UsageError{"--output WEIGHTS is required"};

    std::vector<reversi::train::Sample> samples;
    for (const std::string& path : inputs) {
        const std::vector<reversi::train::Sample> more = reversi::train::read_samples(path);
        samples.insert(samples.end(), more.begin(), more.end());
    }
    std::printf("%zu samples\n", samples.size());
    const reversi::train::FitResult result = reversi::train::fit_weights(samples, options);
    std::printf("phase  empties  window   train   held-out  | mean abs error (discs): train  held-out  hand held-out\n");
    for (const reversi::train::PhaseReport& p : result.phases)
        std::printf("%5d  %2d-%-2d    %2d-%-2d  %7zu  %7zu   |  %30.2f  %8.2f  %13.2f\n", p.phase, p.phase * 5,
                    p.phase == reversi::pattern::kPhaseCount - 1 ? 60 : p.phase * 5 + 4, p.window_low, p.window_high,
                    p.train_samples, p.held_out_samples, p.train_error, p.held_out_error, p.hand_held_out_error);
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
     "train FILE... --output WEIGHTS [--iterations N] [--ridge R] [--min-samples N] [--threads T]  fit the pattern "
     "weights to self-play samples; prints the errors per phase",
     run_train}};

}  // namespace
}  // namespace cli
