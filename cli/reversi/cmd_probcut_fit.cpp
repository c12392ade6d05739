// probcut-fit: fits the Multi-ProbCut constants (reversi/probcut.h). Positions drawn
// from a file of games are searched to every depth up to D with the plain fixed-depth
// search; the scores are appended to a samples file as they come (a rerun resumes);
// then, for each deep depth, a least-squares line predicts the deep score from the
// shallow one and the error's standard deviation is taken by empties bucket. The fit
// is written as the C++ table search/probcut.cpp, with how it was made.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.h"
#include "common/atomic_file.h"
#include "common/line_fit.h"
#include "common/text_scan.h"
#include "game_positions.h"
#include "reversi/evaluation.h"
#include "reversi/probcut.h"
#include "reversi/search.h"

namespace cli {
namespace {

constexpr int kMinEmpties = 14;  // the late midgame too: the search cuts wherever empties >= depth + 2
constexpr int kMaxEmpties = 54;

struct Sample {
    long long candidate = 0;  // index in the draw, for resuming
    int empties = 0;
    reversi::Bitboard player = 0, opponent = 0;
    std::vector<int> scores;  // discs, depth 1..D
};

// The samples of a first run's file `path` (its `text`: none when it is new).
std::vector<Sample> read_samples(const std::string& text, const std::string& path, int depth) {
    std::vector<Sample> samples;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::istringstream fields(line);
        Sample s;
        std::string player, opponent;
        fields >> s.candidate >> s.empties >> player >> opponent;
        for (int d = 1, v; d <= depth && fields >> v; ++d) s.scores.push_back(v);
        const bool complete = static_cast<bool>(fields);
        std::string more;
        const bool ends = !(fields >> more);  // nothing after the scores
        const auto bitboard = [](const std::string& text, reversi::Bitboard& out) {
            char* end = nullptr;
            out = std::strtoull(text.c_str(), &end, 16);
            return !text.empty() && text.size() <= 16 && *end == '\0';
        };
        const bool boards = bitboard(player, s.player) && bitboard(opponent, s.opponent) && !(s.player & s.opponent) &&
                            64 - reversi::popcount(s.player | s.opponent) == s.empties;
        if (!complete || !ends || static_cast<int>(s.scores.size()) != depth || !boards || s.empties < kMinEmpties ||
            s.empties > kMaxEmpties)
            throw std::runtime_error(path + ", line " + std::to_string(number) + ": expected CANDIDATE EMPTIES PLAYER OPPONENT and " +
                                     std::to_string(depth) + " scores (the boards in hexadecimal, not overlapping, with " +
                                     std::to_string(kMinEmpties) + "-" + std::to_string(kMaxEmpties) +
                                     " EMPTIES between them)");
        samples.push_back(std::move(s));
    }
    return samples;
}

// The empties of each bucket (reversi::probcut_bucket), and the fewest positions one
// needs for its deviation.
const char* const kBucketNames[reversi::kProbCutBuckets] = {"14-23", "24-29", "30-39", "40-49", "50-54"};
constexpr int kMinBucketSamples = 10;

// The empties of candidate j of the draw: the range in turn.
int candidate_empties(long long j) { return kMinEmpties + static_cast<int>(j % (kMaxEmpties - kMinEmpties + 1)); }

// The fewest positions that give every bucket kMinBucketSamples, when no candidate is
// passed over (every game reaches every empties of the range): fewer can never be fitted,
// and are refused before the searches rather than after them.
int fewest_positions() {
    int counts[reversi::kProbCutBuckets] = {};
    int drawn = 0;
    while (std::any_of(std::begin(counts), std::end(counts), [](int n) { return n < kMinBucketSamples; }))
        ++counts[reversi::probcut_bucket(candidate_empties(drawn++))];
    return drawn;
}

std::string hex(reversi::Bitboard b) {
    char text[20];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(b));
    return text;
}

reversi::ProbCutFit fit(const std::vector<Sample>& samples, int depth) {
    const int shallow = reversi::probcut_shallow_depth(depth);
    common::LineFit line;
    for (const Sample& s : samples) line.add(s.scores[shallow - 1], s.scores[depth - 1]);
    if (!line.determined())
        throw std::runtime_error("every position's depth-" + std::to_string(shallow) +
                                 " score is the same: no line predicts depth " + std::to_string(depth));
    reversi::ProbCutFit f;
    f.depth = depth;
    f.a = line.slope();
    f.b = line.intercept();
    double squares[reversi::kProbCutBuckets] = {}, counts[reversi::kProbCutBuckets] = {};
    for (const Sample& s : samples) {
        const double e = s.scores[depth - 1] - (f.a * s.scores[shallow - 1] + f.b);
        squares[reversi::probcut_bucket(s.empties)] += e * e;
        counts[reversi::probcut_bucket(s.empties)] += 1;
    }
    for (int i = 0; i < reversi::kProbCutBuckets; ++i) f.sigma[i] = std::sqrt(squares[i] / std::max(1.0, counts[i]));
    return f;
}

// The evaluation error against the deepest search: mean absolute difference in discs
// of the static evaluation and of each shallower depth, by empties bucket.
void print_errors(const std::vector<Sample>& samples, int depth) {
    std::printf("mean absolute difference from depth %d, in discs\nbucket   positions  static", depth);
    for (int d = 1; d < depth; ++d) std::printf(" %6d", d);
    std::printf("\n");
    for (int b = 0; b < reversi::kProbCutBuckets; ++b) {
        std::vector<double> sums(depth, 0);
        int n = 0;
        for (const Sample& s : samples) {
            if (reversi::probcut_bucket(s.empties) != b) continue;
            ++n;
            const double deep = s.scores[depth - 1];
            sums[0] += std::fabs(reversi::default_evaluator().evaluate(s.player, s.opponent) /
                                     double(reversi::kEvalScale) - deep);
            for (int d = 1; d < depth; ++d) sums[d] += std::fabs(s.scores[d - 1] - deep);
        }
        std::printf("%-8s %9d", kBucketNames[b], n);
        for (int d = 0; d < depth; ++d) std::printf(" %6.2f", n ? sums[d] / n : 0.0);
        std::printf("\n");
    }
}

int run_probcut_fit(const Args& args) {
    std::vector<std::string> paths;
    int count = -1, depth = 10;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--positions") {
            const std::string& value = option_value(args, i);
            const int fewest = fewest_positions();
            try {
                count = parse_int(value, "--positions", fewest, 1000000);
            } catch (UsageError& e) {
                const std::optional<int> n = common::text::parse_integer(value);
                if (n && *n > 0 && *n < fewest)  // the reason only for a count too small ("ten" is wrong on its own)
                    e.message += " (fewer leave an empties bucket without the " + std::to_string(kMinBucketSamples) +
                                 " positions its deviation needs)";
                throw;
            }
        } else if (args[i] == "--depth") {
            depth = parse_int(option_value(args, i), "--depth", 3, 20);
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (paths.size() < 3) {
            static const char* const kNames[] = {"GAMES", "SAMPLES", "OUT"};
            paths.push_back(file_argument(args[i], kNames[paths.size()]));
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (paths.size() != 3) throw UsageError{"GAMES, SAMPLES and OUT are required"};
    if (count < 0) throw UsageError{"--positions N is required"};
    const std::string &games_path = paths[0], &samples_path = paths[1], &out_path = paths[2];
    check_not_an_input(samples_path, "SAMPLES", {games_path});
    check_not_an_input(out_path, "OUT", {games_path, samples_path});
    common::check_writable(out_path);  // before the searches, not after them

    const common::AppendedFile existing = common::read_appended_file(samples_path);
    std::vector<Sample> samples = read_samples(existing.text, samples_path, depth);
    const std::vector<GameLine> games = read_game_lines(games_path);
    check_game_lines(games_path, games);
    resume_appending(samples_path, existing);
    common::check_appendable(samples_path);  // before the first search, not after it
    std::ofstream append;  // opened at the first sample: a run that draws nothing leaves no file
    // The draw depends only on the games: candidate j is a random game at
    // kMinEmpties + j mod (the range's size) empties.
    std::mt19937_64 random(40);
    reversi::Search search(16);
    const long long resume_from = samples.empty() ? 0 : samples.back().candidate + 1;
    for (long long j = 0; static_cast<int>(samples.size()) < count; ++j) {
        if (j > draw_limit(count))
            throw std::runtime_error(games_path + ": too few positions at " + std::to_string(kMinEmpties) + "-" +
                                     std::to_string(kMaxEmpties) + " empties");
        const GameLine& game = games[random() % games.size()];
        if (j < resume_from) continue;
        const int empties = candidate_empties(j);
        const std::optional<reversi::Position> p = game_position(games_path, game, empties);
        if (!p) continue;
        Sample s{j, empties, p->player, p->opponent, {}};
        reversi::SearchLimits limits;
        limits.depth = depth;
        search.clear();
        search.best_move(*p, limits, [&](const reversi::SearchResult& r) { s.scores.push_back(r.score); });
        if (!append.is_open()) append.open(samples_path, std::ios::app);
        append << j << ' ' << empties << ' ' << hex(p->player) << ' ' << hex(p->opponent);
        for (int v : s.scores) append << ' ' << v;
        append << '\n';
        append.flush();
        if (!append) throw std::runtime_error(samples_path + ": cannot append");
        samples.push_back(std::move(s));
        if (samples.size() % 50 == 0) std::printf("%zu samples\n", samples.size()), std::fflush(stdout);
    }

    print_errors(samples, depth);
    // A bucket with few positions would get a deviation of (about) 0, a cut with no
    // margin; the samples drawn so far stay in SAMPLES for a rerun with more.
    int counts[reversi::kProbCutBuckets] = {};
    for (const Sample& s : samples) ++counts[reversi::probcut_bucket(s.empties)];
    for (int b = 0; b < reversi::kProbCutBuckets; ++b)
        if (counts[b] < kMinBucketSamples)
            throw std::runtime_error("only " + std::to_string(counts[b]) + " positions at " + kBucketNames[b] +
                                     " empties, and a deviation needs " + std::to_string(kMinBucketSamples) +
                                     ": give a larger --positions (" + samples_path + " keeps those searched)");
    std::ostringstream out;
    out << "// Multi-ProbCut constants, written by\n//   reversi-engine probcut-fit " << games_path.substr(games_path.rfind('/') + 1)
        << " SAMPLES OUT --positions " << count << " --depth " << depth << "\n"
        << "// from " << samples.size() << " positions at " << kMinEmpties << "-" << kMaxEmpties
        << " empties drawn from those games, each searched to depths 1-" << depth << "\n"
        << "// (plain fixed-depth search, trained evaluation); deep ~ a * shallow + b, with the\n"
        << "// shallow depth of probcut_shallow_depth() and the error's standard deviation by\n"
        << "// empties bucket (< 24, 24-29, 30-39, 40-49, >= 50), in discs. Do not edit: refit.\n"
        << "#include \"reversi/probcut.h\"\n\n#include <algorithm>\n\nnamespace reversi {\nnamespace {\n\nconst ProbCutFit kFits[] = {\n";
    char text[200];
    for (int d = 3; d <= depth; ++d) {
        const reversi::ProbCutFit f = fit(samples, d);
        // One sigma a bucket, however many buckets probcut.h has.
        std::snprintf(text, sizeof text, "    {%d, %.4f, %.4f, {", d, f.a, f.b);
        out << text;
        std::printf("depth %2d from %d: a %.3f b %+.3f sigma", d, reversi::probcut_shallow_depth(d), f.a, f.b);
        for (int b = 0; b < reversi::kProbCutBuckets; ++b) {
            std::snprintf(text, sizeof text, "%s%.3f", b ? ", " : "", f.sigma[b]);
            out << text;
            std::printf(" %.2f", f.sigma[b]);
        }
        out << "}},  // from depth " << reversi::probcut_shallow_depth(d) << "\n";
        std::printf("\n");
    }
    out << "};\n\n}  // namespace\n\nconst ProbCutFit* probcut_fit(int depth) {\n"
        << "    constexpr int kCount = sizeof kFits / sizeof kFits[0];\n"
        << "    if (depth < kFits[0].depth) return nullptr;\n"
        << "    return &kFits[std::min(depth - kFits[0].depth, kCount - 1)];\n}\n\n}  // namespace reversi\n";
    common::write_atomically(out_path, out.str());
    return 0;
}

const Registration registration{
    {"probcut-fit",
     "probcut-fit GAMES SAMPLES OUT --positions N [--depth D]  search N positions of GAMES (14-54 empties) to depths "
     "1-D (default 10), appending their scores to SAMPLES (a rerun resumes), fit the Multi-ProbCut constants and "
     "write them to OUT as C++ (search/probcut.cpp)",
     run_probcut_fit}};

}  // namespace
}  // namespace cli
