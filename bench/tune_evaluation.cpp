// Tunes the heuristic evaluation's weights by self-play: a weight is nudged at random
// and the change kept when the nudged evaluation wins a match against the current one
// (hill climbing on match score). Prints the weights in the form of
// EvaluationWeights::defaults().
// usage: tune_evaluation [ITERATIONS [GAMES [DEPTH [SEED]]]]   (defaults 100, 200, 3, 1)
#include <cstdio>
#include <random>

#include "bench_args.h"
#include "reversi/evaluation.h"
#include "reversi/match.h"

namespace {

void print_weights(const reversi::EvaluationWeights& w) {
    for (const auto& phase : w.phases) {
        std::printf("    {");
        for (int i = 0; i < reversi::features::kFeatureCount; ++i) std::printf(i ? ", %d" : "%d", phase[i]);
        std::printf("},\n");
    }
    std::fflush(stdout);
}

double match_score(const reversi::EvaluationWeights& a, const reversi::EvaluationWeights& b, int games, int depth) {
    const reversi::HeuristicEvaluator ea(a), eb(b);
    reversi::SearchLimits limits;
    limits.depth = depth;
    reversi::EnginePlayer pa("a", limits, 4, ea), pb("b", limits, 4, eb);
    return reversi::play_match(pa, pb, games).score();
}

}  // namespace

int main(int argc, char** argv) {
    int iterations = 0, games = 0, depth = 0;
    unsigned seed = 0;
    const bool read = bench::read_arguments(argc, argv, "[ITERATIONS [GAMES [DEPTH [SEED]]]]", [&](const cli::Args& args) {
        bench::check_positional_count(args, 4);
        iterations = bench::positional_int(args, 0, "ITERATIONS", 1, 1000000, 100);
        games = bench::positional_int(args, 1, "GAMES", 2, 1000000, 200);
        depth = bench::positional_int(args, 2, "DEPTH", 1, 30, 3);
        seed = static_cast<unsigned>(bench::positional_int(args, 3, "SEED", 0, 2147483647, 1));
    });
    if (!read) return 2;
    std::mt19937 rng(seed);
    reversi::EvaluationWeights current = reversi::EvaluationWeights::defaults();
    for (int it = 1; it <= iterations; ++it) {
        reversi::EvaluationWeights candidate = current;
        const int phase = static_cast<int>(rng() % 3), feature = static_cast<int>(rng() % reversi::features::kFeatureCount);
        int& w = candidate.phases[phase][feature];
        // Scale by 3/2 or 2/3; a zero weight moves by 20 either way.
        const bool up = rng() & 1;
        w = w == 0 ? (up ? 20 : -20) : up ? w * 3 / 2 : w * 2 / 3;
        const double score = match_score(candidate, current, games, depth);
        const bool accepted = score >= 0.55;
        std::printf("%3d: phase %d feature %d -> %d: %.1f%%%s\n", it, phase, feature, w, 100 * score,
                    accepted ? "  kept" : "");
        if (accepted) current = candidate;
        std::fflush(stdout);
    }
    std::printf("weights:\n");
    print_weights(current);
    return 0;
}
