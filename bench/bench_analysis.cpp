// Analysis benchmark: how close the analysis that scores every move (Search::analyze,
// the app's heat-map) comes to the exact scores, and how soon. The positions come from
// an OBF file whose moves all carry their exact scores (default
// tests/data/bestmove-25-26.obf, where the heat-map does not solve yet), N of them
// spread evenly over the file; each gets a fresh 64 MB search on one thread.
//   bench_analysis [--file FILE] [--count N] [--seconds S]...
//     For each S (default 1 and 3), the strongest level searched full width
//     (full_width_level_limits(20)) and selectively (level_limits(20), the heat-map's)
//     for S seconds: the mean disc error of the moves' scores, the share of positions
//     whose first move is exactly best, and the mean depth reached.
//   bench_analysis --watch [--file FILE] [--count N]
//     The heat-map's analysis left to finish: when its last midgame depth, its
//     selective solve and its exact solve arrive, with their errors. Meant for
//     tests/data/bestmove-23-24.obf: at 25-26 empties the exact solves take minutes.
// The figures depend on the machine's load, printed before and after.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "bench_args.h"
#include "load_average.h"
#include "reversi/obf.h"
#include "reversi/search.h"

using namespace reversi;

namespace {

using Clock = std::chrono::steady_clock;

// A position with every move's exact score.
struct Solved {
    Position position;
    std::map<int, int> exact;  // move -> score
    int best = 0;
};

// Sum of the disc errors of a list's scores.
int error_of(const std::vector<MoveScore>& list, const Solved& solved) {
    int sum = 0;
    for (const MoveScore& m : list) sum += std::abs(m.score - solved.exact.at(m.move));
    return sum;
}

struct Tally {
    long long error = 0;
    int moves = 0, lists = 0, best = 0;
    double seconds = 0, depth = 0;
    void add(const std::vector<MoveScore>& list, const Solved& solved, double at) {
        error += error_of(list, solved);
        moves += static_cast<int>(list.size());
        ++lists;
        best += solved.exact.at(list.front().move) == solved.best;
        seconds += at;
        depth += list.front().depth;
    }
    void print(const char* label) const {
        if (lists == 0) return std::printf("  %-28s none\n", label), void();
        std::printf("  %-28s %4d positions  error %5.2f discs  best %5.1f%%  depth %5.1f  at %6.2f s\n", label, lists,
                    double(error) / moves, 100.0 * best / lists, depth / lists, seconds / lists);
    }
};

void fixed_time(const std::vector<Solved>& positions, double seconds) {
    const struct {
        const char* name;
        SearchLimits limits;
    } kinds[] = {{"full width", full_width_level_limits(kMaxLevel)}, {"selective", level_limits(kMaxLevel)}};
    for (const auto& kind : kinds) {
        SearchLimits limits = kind.limits;
        limits.seconds = seconds;
        Tally tally;
        for (const Solved& s : positions) {
            Search search(64);
            const auto start = Clock::now();
            const std::vector<MoveScore> list = search.analyze(s.position, limits);
            tally.add(list, s, std::chrono::duration<double>(Clock::now() - start).count());
        }
        char label[64];
        std::snprintf(label, sizeof label, "%s, %g s", kind.name, seconds);
        tally.print(label);
    }
}

void watch(const std::vector<Solved>& positions) {
    Tally midgame, selective, exact;
    for (const Solved& s : positions) {
        Search search(64);
        const int empties = s.position.empty_count();
        const auto start = Clock::now();
        std::vector<MoveScore> last_midgame;
        double midgame_at = 0;
        search.analyze(s.position, level_limits(kMaxLevel), [&](const std::vector<MoveScore>& list) {
            const double at = std::chrono::duration<double>(Clock::now() - start).count();
            if (list.front().depth < empties) {
                last_midgame = list;
                midgame_at = at;
            } else {
                (list.front().exact ? exact : selective).add(list, s, at);
            }
        });
        if (!last_midgame.empty()) midgame.add(last_midgame, s, midgame_at);
    }
    midgame.print("last midgame depth");
    selective.print("selective solve");
    exact.print("exact solve");
}

}  // namespace

int main(int argc, char** argv) {
    std::string path = REVERSI_ANALYSIS_SET;
    int count = 40;
    bool watching = false;
    std::vector<double> seconds;
    const bool read = bench::read_arguments(
        argc, argv, "[--file FILE] [--count N] [--seconds S]... | --watch [--file FILE] [--count N]",
        [&](const cli::Args& args) {
            for (std::size_t i = 0; i < args.size(); ++i) {
                if (args[i] == "--file")
                    path = cli::file_option_value(args, i);
                else if (args[i] == "--count")
                    count = cli::parse_int(cli::option_value(args, i), "--count", 1, 1000000);
                else if (args[i] == "--seconds")
                    seconds.push_back(cli::parse_double(cli::repeatable_option_value(args, i), "--seconds", 0.001, 1e6));
                else if (args[i] == "--watch")
                    watching = true;
                else
                    throw cli::UsageError{"unknown argument '" + args[i] + "'"};
            }
            if (watching && !seconds.empty()) throw cli::UsageError{"--watch lets the analysis finish: no --seconds"};
        });
    if (!read) return 2;
    if (seconds.empty()) seconds = {1, 3};

    std::vector<ObfRecord> records;
    try {
        records = read_obf_file(path);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_analysis: %s\n", e.what());
        return 1;
    }
    std::vector<Solved> positions;
    const std::size_t n = std::min(records.size(), static_cast<std::size_t>(count));
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = k * records.size() / n;
        const ObfRecord& r = records[i];
        Solved s{r.position, {}, r.moves.empty() ? 0 : best_listed_score(r)};
        for (const ObfMoveScore& m : r.moves) s.exact[m.move] = m.score;
        if (r.moves.empty() || static_cast<int>(s.exact.size()) != popcount(r.position.moves())) {
            std::fprintf(stderr, "bench_analysis: %s, position %zu: not every move has its exact score\n", path.c_str(),
                         i + 1);
            return 1;
        }
        positions.push_back(std::move(s));
    }
    std::printf("%s: %zu positions, load average %.2f\n", path.c_str(), positions.size(), bench::load_average());
    if (watching) {
        watch(positions);
    } else {
        for (double s : seconds) fixed_time(positions, s);
    }
    std::printf("load average %.2f\n", bench::load_average());
    return 0;
}
