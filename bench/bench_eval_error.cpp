// Evaluation error: the mean absolute difference, in discs, between the exact score of
// positions and the engine's estimate of it, by empties (the game's phase): the static
// evaluation (depth 0) and midgame searches of a few depths. The positions are OBF
// lines with their moves' exact scores (tests/data/bestmove.obf by default); their
// value is the best move's score. The games of that file's positions are left out of
// the positions the weights are fitted to (scripts/train-pipeline: positions
// --exclude), so the error is held-out error. --weights measures the weights of a file
// instead of the built-in ones.
//   bench_eval_error [--file FILE]... [--depths 0,2,4,6,8] [--weights FILE]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.h"
#include "reversi/evaluation.h"
#include "reversi/obf.h"
#include "reversi/pattern_evaluation.h"
#include "reversi/search.h"

using namespace reversi;

namespace {

struct Error {
    int positions = 0;
    double absolute = 0, signed_sum = 0;
    void add(double estimate, int exact) {
        ++positions;
        absolute += std::fabs(estimate - exact);
        signed_sum += estimate - exact;
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> paths;
    std::vector<int> depths = {0, 2, 4, 6, 8};
    std::string weights_path;
    const bool read = bench::read_arguments(
        argc, argv, "[--file FILE]... [--depths D,D,...] [--weights FILE]", [&](const cli::Args& args) {
            for (std::size_t i = 0; i < args.size(); ++i) {
                if (args[i] == "--file") {
                    paths.push_back(cli::repeatable_option_value(args, i));
                } else if (args[i] == "--weights") {
                    weights_path = cli::file_option_value(args, i);
                } else if (args[i] == "--depths") {
                    // Every item a depth: "2,,4", "2," or "" would leave a column out.
                    const std::string list = cli::option_value(args, i) + ",";
                    depths.clear();
                    for (std::size_t start = 0, comma; (comma = list.find(',', start)) != std::string::npos;
                         start = comma + 1)
                        depths.push_back(cli::parse_int(list.substr(start, comma - start), "each of --depths", 0, 30));
                } else {
                    throw cli::UsageError{"unexpected argument '" + args[i] + "'"};
                }
            }
        });
    if (!read) return 2;
    if (paths.empty()) paths.push_back(REVERSI_BESTMOVE_SET);

    std::vector<ObfRecord> records;
    for (const std::string& path : paths) {
        try {
            const std::vector<ObfRecord> more = read_obf_file(path);
            records.insert(records.end(), more.begin(), more.end());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "bench_eval_error: %s\n", e.what());
            return 2;
        }
    }
    std::unique_ptr<PatternEvaluator> loaded;
    try {
        if (!weights_path.empty()) loaded = std::make_unique<PatternEvaluator>(PatternWeights::load(weights_path));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_eval_error: %s\n", e.what());
        return 2;
    }
    const Evaluator& evaluator = loaded ? *loaded : default_evaluator();
    // errors[empties][depth]
    std::map<int, std::map<int, Error>> errors;
    Search search(16, evaluator);
    for (const ObfRecord& record : records) {
        if (record.moves.empty()) continue;
        const int exact = best_listed_score(record);
        std::map<int, Error>& row = errors[record.position.empty_count()];
        for (int depth : depths) {
            if (depth == 0) {
                row[0].add(evaluator.evaluate(record.position.player, record.position.opponent) /
                               double(kEvalScale),
                           exact);
                continue;
            }
            SearchLimits limits;
            limits.depth = depth;
            search.clear();
            row[depth].add(search.best_move(record.position, limits).score, exact);
        }
    }
    std::printf("mean absolute error in discs against exact scores (mean signed error in brackets)\nempties positions");
    for (int depth : depths) std::printf("  %-14s", depth == 0 ? "static" : ("depth " + std::to_string(depth)).c_str());
    std::printf("\n");
    for (const auto& [empties, row] : errors) {
        std::printf("%7d %9d", empties, row.begin()->second.positions);
        for (int depth : depths) {
            const Error& e = row.at(depth);
            std::printf("  %5.2f (%+5.2f)", e.absolute / e.positions, e.signed_sum / e.positions);
        }
        std::printf("\n");
    }
    return 0;
}
