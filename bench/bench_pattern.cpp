// Cost of one static evaluation: the hand-written one and the trained pattern one
// (with the built-in weights; also by the plain per-instance sum, to show what the
// vector path gains, and from pattern codes updated move by move, as the search does
// without the vector path), over the positions of random games. Process CPU time,
// not wall time, so that other jobs on a shared machine disturb the figure less.
#include <algorithm>
#include <ctime>
#include <cstdio>
#include <vector>

#include "reversi/pattern_evaluation.h"

namespace {

// The positions of random games, each game's in order (a pass included).
std::vector<reversi::Position> random_game_positions(int games) {
    std::vector<reversi::Position> positions;
    std::uint64_t state = 12345;
    for (int g = 0; g < games; ++g) {
        reversi::Position p = reversi::Position::start();
        while (!p.is_game_over()) {
            positions.push_back(p);
            reversi::Bitboard moves = p.moves();
            if (!moves) {
                p = p.pass();
                continue;
            }
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            for (int skip = static_cast<int>((state >> 33) % reversi::popcount(moves)); skip > 0; --skip)
                moves = reversi::without_first(moves);
            p = p.play(reversi::first_square(moves));
        }
    }
    return positions;
}

void time_evaluator(const char* name, const reversi::Evaluator& evaluator, const std::vector<reversi::Position>& positions) {
    constexpr int kRounds = 50;
    long long checksum = 0;
    const std::clock_t t0 = std::clock();
    for (int round = 0; round < kRounds; ++round)
        for (const reversi::Position& p : positions) checksum += evaluator.evaluate(p.player, p.opponent);
    const double seconds = double(std::clock() - t0) / CLOCKS_PER_SEC;
    std::printf("%-8s %7.1f ns per evaluation  (%zu evaluations, checksum %lld)\n", name,
                seconds * 1e9 / (double(kRounds) * positions.size()), kRounds * positions.size(), checksum);
}

// The pattern evaluation by the plain per-instance sum (Layout::sum), which builds
// without AVX-512 VBMI use; the trained evaluator may take a vector path instead.
class PlainPatternEvaluator : public reversi::Evaluator {
public:
    explicit PlainPatternEvaluator(reversi::PatternWeights weights) : weights_(std::move(weights)) {}
    int evaluate(reversi::Bitboard player, reversi::Bitboard opponent) const override {
        const auto& layout = reversi::pattern::Layout::get();
        const int phase = reversi::pattern::phase_of(64 - reversi::popcount(player | opponent));
        const int sum = layout.sum(weights_.values.data() + phase * layout.phase_size(), player, opponent);
        return std::clamp(sum, -reversi::kEvalLimit, reversi::kEvalLimit);
    }

private:
    reversi::PatternWeights weights_;
};

// Updating the codes for each move of the games (Layout::play, or pass) and evaluating
// from them; the games' first positions have their codes read from the board.
void time_codes(const reversi::PatternEvaluator& evaluator, const std::vector<reversi::Position>& positions) {
    const auto& layout = reversi::pattern::Layout::get();
    struct Step {
        int square;  // the move leading to the position, -1 for a pass, -2 at a game's start
        reversi::Bitboard flips;
    };
    std::vector<Step> steps(positions.size(), Step{-2, 0});
    for (std::size_t i = 1; i < positions.size(); ++i) {
        const reversi::Position& before = positions[i - 1];
        const reversi::Position& after = positions[i];
        const reversi::Bitboard placed = ~(before.player | before.opponent) & (after.player | after.opponent);
        if (after.player == before.opponent && after.opponent == before.player) steps[i] = {-1, 0};
        else if (reversi::popcount(placed) == 1)
            steps[i] = {reversi::first_square(placed), before.opponent & after.opponent};
    }
    constexpr int kRounds = 50;
    long long checksum = 0;
    reversi::pattern::Codes codes[2];
    const std::clock_t t0 = std::clock();
    for (int round = 0; round < kRounds; ++round)
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const reversi::Position& p = positions[i];
            reversi::pattern::Codes& now = codes[i % 2];
            const reversi::pattern::Codes& before = codes[(i + 1) % 2];
            if (steps[i].square >= 0) layout.play(before, steps[i].square, steps[i].flips, now);
            else if (steps[i].square == -1) reversi::pattern::Layout::pass(before, now);
            else now = layout.codes(p.player, p.opponent);
            checksum += evaluator.evaluate(now, p.player, p.opponent);
        }
    const double seconds = double(std::clock() - t0) / CLOCKS_PER_SEC;
    std::printf("%-8s %7.1f ns per move and evaluation  (%zu evaluations, checksum %lld)\n", "codes",
                seconds * 1e9 / (double(kRounds) * positions.size()), kRounds * positions.size(), checksum);
}

}  // namespace

int main() {
    const std::vector<reversi::Position> positions = random_game_positions(200);
    time_evaluator("hand", reversi::HeuristicEvaluator(), positions);
    time_evaluator("pattern", reversi::trained_evaluator(), positions);
    time_evaluator("plain", PlainPatternEvaluator(reversi::trained_evaluator().weights()), positions);
    time_codes(reversi::trained_evaluator(), positions);
}
