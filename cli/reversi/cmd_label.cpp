// label: the labels of the evaluation pipeline (scripts/train-pipeline). Positions
// (from `positions`) get the exact score when they have at most E empties, else the
// score of a depth-D search under the given weights; they are labelled in chunks of N,
// each written to DIR/labels-NNNN.txt all at once (common/atomic_file.h), and a rerun skips
// the chunks already there, so a kill loses at most the chunk being labelled.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include "common/atomic_file.h"
#include "common/thread_group.h"
#include "commands.h"
#include "reversi/endgame.h"
#include "reversi/pattern_evaluation.h"
#include "reversi/search.h"
#include "samples.h"

namespace cli {
namespace {

using reversi::train::Sample;

struct LabelOptions {
    int depth = 8;           // midgame search depth
    int exact_empties = 14;  // solved exactly at or below
    double probcut = 0;      // Multi-ProbCut confidence of the search, 0 off
    int threads = 1;
};

// Labels samples[begin, end) in place on `threads` threads, each with its own search
// and solver. A fixed-depth score is a pure function of (position, depth) and an exact
// one of the position, so the labels do not depend on the thread count.
void label_range(std::vector<Sample>& samples, std::size_t begin, std::size_t end, const reversi::Evaluator& evaluator,
                 const LabelOptions& options) {
    std::atomic<std::size_t> next{begin};
    common::run_workers(options.threads, [&](const std::atomic<bool>& stop) {
        reversi::Search search(16, evaluator);
        reversi::EndgameSolver solver(16, &evaluator);
        reversi::SearchLimits limits;
        limits.depth = options.depth;
        limits.probcut = options.probcut;
        for (std::size_t i; !stop && (i = next++) < end;) {
            Sample& s = samples[i];
            const reversi::Position p{s.player, s.opponent, reversi::Color::Black};  // the colour plays no part
            s.exact = p.empty_count() <= options.exact_empties;
            s.score = s.exact ? solver.solve(p).score : search.best_move(p, limits).score;
        }
    });
}

int run_label(const Args& args) {
    LabelOptions options;
    std::string input, dir, weights;
    int chunk = 50000, chunks = -1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--dir") {
            dir = file_option_value(args, i);
        } else if (args[i] == "--chunk") {
            chunk = parse_int(option_value(args, i), "--chunk", 1, 10000000);
        } else if (args[i] == "--chunks") {
            chunks = parse_int(option_value(args, i), "--chunks", 0, 100000);
        } else if (args[i] == "--depth") {
            options.depth = parse_int(option_value(args, i), "--depth", 1, 30);
        } else if (args[i] == "--exact") {
            options.exact_empties = parse_int(option_value(args, i), "--exact", 0, 30);
        } else if (args[i] == "--mpc") {
            options.probcut = parse_double(option_value(args, i), "--mpc", 0, 10);
        } else if (args[i] == "--weights") {
            weights = file_option_value(args, i);
        } else if (args[i] == "--threads") {
            options.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (input.empty()) {
            input = file_argument(args[i], "POSITIONS");
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (input.empty()) throw UsageError{"a POSITIONS file is required"};
    if (dir.empty()) throw UsageError{"--dir DIR is required"};

    std::unique_ptr<reversi::PatternEvaluator> loaded;
    if (!weights.empty()) loaded = std::make_unique<reversi::PatternEvaluator>(reversi::PatternWeights::load(weights));
    const reversi::Evaluator& evaluator = loaded ? *loaded : reversi::default_evaluator();
    std::vector<Sample> samples = reversi::train::read_positions(input);
    if (samples.empty()) throw std::runtime_error(input + ": no positions");
    std::error_code made;
    std::filesystem::create_directories(dir, made);
    if (made || !std::filesystem::is_directory(dir))
        throw std::runtime_error("--dir " + dir + ": cannot make the folder" + (made ? " (" + made.message() + ")" : ""));
    const std::size_t total = (samples.size() + chunk - 1) / chunk;
    const std::size_t count = chunks < 0 ? total : std::min<std::size_t>(total, chunks);
    std::size_t labelled = 0, skipped = 0;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t c = 0; c < count; ++c) {
        char name[40];
        std::snprintf(name, sizeof name, "/labels-%04zu.txt", c);
        const std::string path = dir + name;
        const std::size_t begin = c * chunk, end = std::min(samples.size(), begin + chunk);
        if (std::filesystem::exists(path)) {
            // Chunks are written whole, so one that does not read back as this chunk's
            // labels, position for position, was made by something else (another
            // --chunk, another positions file): said, not taken as done.
            const std::vector<Sample> held = reversi::train::read_samples(path);
            if (held.size() != end - begin)
                throw std::runtime_error(path + ": holds " + std::to_string(held.size()) + " labels where this chunk has " +
                                         std::to_string(end - begin) + " positions (another --chunk?); move it away to label it again");
            for (std::size_t k = 0; k < held.size(); ++k)
                if (held[k].player != samples[begin + k].player || held[k].opponent != samples[begin + k].opponent)
                    throw std::runtime_error(path + ": label " + std::to_string(k + 1) + " is of another position than " +
                                             input + "'s position " + std::to_string(begin + k + 1) +
                                             " (another positions file?); move it away to label it again");
            ++skipped;
            continue;
        }
        const auto t0 = std::chrono::steady_clock::now();
        label_range(samples, begin, end, evaluator, options);
        common::write_atomically(path, [&](std::ostream& out) {
            reversi::train::write_sample_header(out);
            for (std::size_t i = begin; i < end; ++i) reversi::train::write_sample(out, samples[i]);
        });
        std::size_t exact = 0;
        for (std::size_t i = begin; i < end; ++i) exact += samples[i].exact;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        labelled += end - begin;
        std::printf("%s: %zu positions (%zu exact) in %.1f s, %.0f a minute\n", path.c_str(), end - begin, exact, seconds,
                    (end - begin) * 60 / std::max(seconds, 1e-9));
        std::fflush(stdout);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%zu of %zu chunks: %zu already there, %zu positions labelled in %.1f s\n", count, total, skipped,
                labelled, seconds);
    return 0;
}

const Registration registration{
    {"label",
     "label POSITIONS --dir DIR [--chunk N] [--chunks K] [--depth D] [--exact E] [--mpc T] [--weights W] "
     "[--threads T]  label the positions (a file written by `positions`) in chunks of N (default 50000), the first K chunks "
     "(default all), each written to DIR/labels-NNNN.txt as samples: the exact score at E empties or fewer (default "
     "14), else a depth-D search score (default 8; Multi-ProbCut of confidence T when given) with the weights W (default "
     "the built-in ones); chunks already in DIR are skipped, once they read back as that chunk's labels",
     run_label}};

}  // namespace
}  // namespace cli
