// Tunes the heuristic evaluation's weights by self-play: a weight is nudged at random
// and the change kept when the nudged evaluation wins a match against the current one
// (hill climbing on match score). Prints the weights in the form of
// EvaluationWeights::defaults().
// usage: tune_evaluation [ITERATIONS [GAMES [DEPTH [SEED]]]]   (defaults 100, 200, 3, 1)
#include <cstdio>
#include <cstdlib>
#include <random>

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
    const int iterations = argc > 1 ? std::atoi(argv[1]) : 100;
    const int games = argc > 2 ? std::atoi(argv[2]) : 200;
    const int depth = argc > 3 ? std::atoi(argv[3]) : 3;
    const unsigned seed = argc > 4 ? static_cast<unsigned>(std::atoi(argv[4])) : 1;
    if (iterations < 1 || games < 2 || depth < 1) {
        std::fprintf(stderr, "usage: tune_evaluation [ITERATIONS [GAMES [DEPTH [SEED]]]]\n");
        return 2;
    }
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
