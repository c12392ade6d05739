// Fits the endgame Multi-ProbCut of the solver's selective passes: how far the exact
// score of a position lies from the score of a shallow search with the evaluation.
// The positions are the children of OBF records whose every move is scored (each
// child's exact score is minus its move's score); prints, per empties and shallow
// depth, the count and the least-squares line exact ~ a * shallow + b (discs) with
// the standard deviation of its error; then the same over all empties from 13 on,
// by depth (what endgame_probcut.h holds).
//   fit_endgame_probcut FILE...
#include <cstdio>
#include <map>
#include <memory>
#include <utility>

#include "common/line_fit.h"
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
    // exact ~ a * shallow + b; a row with fewer than two points (or one shallow score) has
    // no line, and says so rather than print 0/0.
    const auto print = [](const char* label, const common::LineFit& fit) {
        if (!fit.determined())
            std::printf("%s %5.0f      (no line: too few positions)\n", label, fit.count());
        else
            std::printf("%s %5.0f %6.3f %+6.2f %6.2f\n", label, fit.count(), fit.slope(), fit.intercept(), fit.sigma());
    };
    constexpr int kPooledMinEmpties = 13;
    common::LineFit pooled[kMaxDepth + 1];
    std::map<std::pair<int, int>, common::LineFit> sums;  // (empties, depth)
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
        print(label, s);
    }
    for (int depth = 0; depth <= kMaxDepth; ++depth) {
        std::snprintf(label, sizeof label, "  >= %2d %5d", kPooledMinEmpties, depth);
        print(label, pooled[depth]);
    }
    return 0;
}
