// Fits the endgame Multi-ProbCut of the solver's selective passes: how far the exact
// score of a position lies from the score of a shallow search with the evaluation.
// The positions are the children of OBF records whose every move is scored (each
// child's exact score is minus its move's score); prints, per empties and shallow
// depth, the count and the least-squares line exact ~ a * shallow + b (discs) with
// the standard deviation of its error; then the same over all empties from 13 on,
// by depth (what endgame_probcut.h holds).
//   fit_endgame_probcut FILE...
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <utility>

#include "endgame/endgame_ordering.h"
#include "reversi/evaluation.h"
#include "reversi/obf.h"

using namespace reversi;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: fit_endgame_probcut FILE...\n");
        return 2;
    }
    constexpr int kMaxDepth = 8;
    // Sums of a simple linear regression of y (exact) on x (shallow).
    struct Sum {
        double n = 0, x = 0, y = 0, xx = 0, xy = 0, yy = 0;
        void add(double xi, double yi) {
            n += 1;
            x += xi;
            y += yi;
            xx += xi * xi;
            xy += xi * yi;
            yy += yi * yi;
        }
        void print(const char* label) const {
            const double a = (n * xy - x * y) / (n * xx - x * x), b = (y - a * x) / n;
            const double residual = (yy - 2 * a * xy - 2 * b * y + a * a * xx + 2 * a * b * x + b * b * n) / n;
            std::printf("%s %5.0f %6.3f %+6.2f %6.2f\n", label, n, a, b, std::sqrt(std::max(0.0, residual)));
        }
    };
    constexpr int kPooledMinEmpties = 13;
    Sum pooled[kMaxDepth + 1];
    std::map<std::pair<int, int>, Sum> sums;  // (empties, depth)
    const std::unique_ptr<LineEvaluator> line = default_evaluator().line_evaluator(endgame::kEvaluationLinePlies);
    try {
        for (int f = 1; f < argc; ++f) {
            for (const ObfRecord& record : read_obf_file(argv[f])) {
                for (const ObfMoveScore& m : record.moves) {
                    if (m.move == kPass) continue;
                    const Position child = record.position.play(m.move);
                    const int empties = child.empty_count();
                    line->start(child.player, child.opponent);
                    for (int depth = 0; depth <= kMaxDepth && depth < empties - 2; ++depth) {
                        std::uint64_t nodes = 0;
                        const double shallow =
                            endgame::evaluation_search(*line, 0, child.player, child.opponent, depth,
                                                       -endgame::kNoEvaluation, endgame::kNoEvaluation, nodes) /
                            static_cast<double>(kEvalScale);
                        sums[{empties, depth}].add(shallow, -m.score);
                        if (empties >= kPooledMinEmpties) pooled[depth].add(shallow, -m.score);
                    }
                }
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fit_endgame_probcut: %s\n", e.what());
        return 1;
    }
    std::printf("empties depth     n      a      b  sigma\n");
    char label[32];
    for (const auto& [key, s] : sums) {
        std::snprintf(label, sizeof label, "%7d %5d", key.first, key.second);
        s.print(label);
    }
    for (int depth = 0; depth <= kMaxDepth; ++depth) {
        std::snprintf(label, sizeof label, "  >= %2d %5d", kPooledMinEmpties, depth);
        pooled[depth].print(label);
    }
    return 0;
}
