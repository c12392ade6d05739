#include <cstdio>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "commands.h"
#include "common/atomic_file.h"
#include "reversi/evaluation.h"
#include "reversi/notation.h"
#include "reversi/pattern_evaluation.h"
#include "selfplay.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_selfplay(const Args& args) {
    reversi::train::SelfPlayOptions options;
    std::string output, weights, transcripts;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            choice.require_8x8("selfplay writes training samples for the 8x8 pattern evaluation, so it");
        } else if (args[i] == "--games") {
            options.games = parse_int(option_value(args, i), "--games", 1, 10000000);
        } else if (args[i] == "--threads") {
            options.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--depth") {
            options.depth = parse_int(option_value(args, i), "--depth", 1, 20);
        } else if (args[i] == "--exact") {
            options.exact_empties = parse_int(option_value(args, i), "--exact", 0, 24);
        } else if (args[i] == "--seed") {
            options.seed = static_cast<std::uint64_t>(parse_int(option_value(args, i), "--seed", 0, 1000000000));
        } else if (args[i] == "--weights") {
            weights = file_option_value(args, i);
        } else if (args[i] == "--output") {
            output = file_option_value(args, i);
        } else if (args[i] == "--transcripts") {
            transcripts = file_option_value(args, i);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (output.empty()) throw UsageError{"--output FILE is required"};
    if (!weights.empty()) check_not_an_input(output, "--output", {weights});
    if (!transcripts.empty()) {
        std::vector<std::string> others{output};  // the samples' file would be written over too
        if (!weights.empty()) others.push_back(weights);
        check_not_an_input(transcripts, "--transcripts", others);
        common::check_writable(transcripts);
    }
    common::check_writable(output);  // before the games, not after them
    // The hand evaluation plays the first round; later rounds may use trained weights.
    const reversi::HeuristicEvaluator hand;
    std::unique_ptr<reversi::PatternEvaluator> trained;
    if (!weights.empty()) trained = std::make_unique<reversi::PatternEvaluator>(reversi::PatternWeights::load(weights));
    const reversi::Evaluator& evaluator = trained ? static_cast<const reversi::Evaluator&>(*trained) : hand;
    // Into OUTPUT.tmp, renamed to OUTPUT once the last game is in. The games' moves, for
    // positions to draw from (and label deeper), are kept in memory and written after.
    std::vector<std::string> games;
    common::write_atomically(output, [&](std::ostream& out) {
        reversi::train::write_sample_header(out);
        std::size_t positions = 0;
        reversi::train::self_play(options, evaluator, [&](std::uint32_t game, const reversi::train::SelfPlayGame& played) {
            for (const auto& s : played.samples) reversi::train::write_sample(out, s);
            if (!transcripts.empty()) games.push_back(reversi::write_transcript(played.moves));
            positions += played.samples.size();
            if ((game + 1) % 100 == 0 || game + 1 == static_cast<std::uint32_t>(options.games)) {
                out.flush();
                std::printf("%u games, %zu positions\n", game + 1, positions);
                std::fflush(stdout);
            }
        });
    });
    if (!transcripts.empty())
        common::write_atomically(transcripts, [&](std::ostream& out) {
            for (const std::string& game : games) out << game << '\n';
        });
    return 0;
}

const Registration registration{
    {"selfplay",
     "selfplay --output FILE [--games N] [--threads T] [--depth D] [--exact E] [--seed S] [--weights W] "
     "[--transcripts GAMES]  training positions from self-play with the hand evaluation (or pattern weights W), "
     "labelled by game results and exact solves; --transcripts also writes each game's moves, one game a line, for "
     "positions to draw from",
     run_selfplay}};

}  // namespace
}  // namespace cli
