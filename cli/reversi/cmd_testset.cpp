// testset: a best-move test set drawn from a file of game transcripts, every legal
// move of every position solved exactly, appended one OBF line at a time so that an
// interrupted run resumes where it stopped (see tests/data/README.md for the set made
// with it).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "commands.h"
#include "common/atomic_file.h"
#include "common/text_scan.h"
#include "game_positions.h"
#include "reversi/endgame.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

namespace cli {
namespace {

using reversi::Bitboard;
using reversi::Position;

// "20*5,21*3,22" -> the empties of one cycle of the draw, interleaved (20 21 22 20 21
// 20 21 20 20) so that a run stopped part-way still has every count.
std::vector<int> empties_cycle(const std::string& text) {
    std::vector<std::pair<int, int>> weights;  // empties, weight
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find(',', start);
        if (end == std::string::npos) end = text.size();
        const std::string item = text.substr(start, end - start);
        const std::size_t star = item.find('*');
        // Each position is solved exactly: beyond 36 empties a solve takes hours.
        const int empties = parse_int(item.substr(0, star), "--empties: empties", 1, 36);
        const int weight = star == std::string::npos ? 1 : parse_int(item.substr(star + 1), "--empties: weight", 1, 1000);
        weights.emplace_back(empties, weight);
        start = end + 1;
    }
    std::vector<int> cycle;
    for (bool more = true; more;) {
        more = false;
        for (auto& [empties, weight] : weights)
            if (weight > 0) cycle.push_back(empties), more = --weight > 0 || more;
    }
    return cycle;
}

int run_testset(const Args& args) {
    std::vector<std::string> paths;
    int count = -1, threads = 1;
    std::vector<int> cycle = empties_cycle("20,21,22,23,24,25,26");
    unsigned long long seed = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--positions") {
            count = parse_int(option_value(args, i), "--positions", 1, 1000000);
        } else if (args[i] == "--empties") {
            cycle = empties_cycle(option_value(args, i));
        } else if (args[i] == "--seed") {
            seed = static_cast<unsigned long long>(parse_int(option_value(args, i), "--seed", 0, 1 << 30));
        } else if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 64);
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (paths.size() < 2) {
            paths.push_back(file_argument(args[i], paths.empty() ? "GAMES" : "OUT"));
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (paths.size() != 2) throw UsageError{"GAMES and OUT are required"};
    if (count < 0) throw UsageError{"--positions N is required"};
    const std::string& games_path = paths[0];
    const std::string& out_path = paths[1];

    // Resuming: the positions already in OUT are skipped where the draw meets them.
    const common::AppendedFile existing = common::read_appended_file(out_path);
    std::set<std::pair<Bitboard, Bitboard>> done;
    try {
        for (const reversi::ObfRecord& r : reversi::parse_obf_text(common::text::without_bom(existing.text)))
            done.insert(canonical(r.position.player, r.position.opponent));
    } catch (const reversi::ParseError& e) {
        throw e.within(out_path);
    }
    int have = static_cast<int>(done.size());
    std::set<std::pair<Bitboard, Bitboard>> drawn = done;

    const std::vector<GameLine> games = read_game_lines(games_path);
    check_game_lines(games_path, games);
    resume_appending(out_path, existing);
    common::check_appendable(out_path);  // before the first solve, not after it
    std::ofstream out;  // opened at the first line: a run that draws nothing leaves no file
    reversi::EndgameSolver solver(256);
    // The draw depends only on the seed, the games and the cycle: candidate j is a
    // random game at the empties of the cycle's entry j mod its length.
    std::mt19937_64 random(seed);
    for (long long j = 0; have < count; ++j) {
        if (j > draw_limit(count)) throw std::runtime_error(games_path + ": too few distinct positions");
        const GameLine& game = games[random() % games.size()];
        const int empties = cycle[j % cycle.size()];
        const std::optional<Position> found = game_position(games_path, game, empties);
        if (!found || !drawn.insert(canonical(found->player, found->opponent)).second) continue;

        const auto t0 = std::chrono::steady_clock::now();
        reversi::ObfRecord record;
        record.position = *found;
        std::uint64_t nodes = 0;
        // Full-window solves: narrow windows around a depth-6 guess, widened on failure,
        // were measured to visit as many nodes (the siblings share the table).
        for (Bitboard m = found->moves(); m; m = reversi::without_first(m)) {
            const int sq = reversi::first_square(m);
            const reversi::SolveResult r = solver.solve(found->play(sq), -64, 64, threads);
            nodes += r.nodes;
            record.moves.push_back({sq, -r.score});
        }
        std::stable_sort(record.moves.begin(), record.moves.end(),
                         [](const reversi::ObfMoveScore& a, const reversi::ObfMoveScore& b) { return a.score > b.score; });
        if (!out.is_open()) out.open(out_path, std::ios::app);
        out << reversi::write_obf_line(record) << " % " << games_path.substr(games_path.rfind('/') + 1) << " line "
            << game.number << '\n';
        out.flush();
        if (!out) throw std::runtime_error(out_path + ": cannot append");
        ++have;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::printf("#%d empties %d moves %zu nodes %llu seconds %.3f\n", have, empties, record.moves.size(),
                    static_cast<unsigned long long>(nodes), seconds);
        std::fflush(stdout);
    }
    return 0;
}

const Registration registration{
    {"testset",
     "testset GAMES OUT --positions N [--empties E*W,...] [--seed S] [--threads T]  draw positions at E empties, "
     "W in each cycle of the draw (default 20,21,...,26) from GAMES (transcripts, one game a line, a tab before any other column), solve "
     "every legal move exactly and append them to OUT as OBF lines, best first, until OUT holds N positions "
     "(a rerun resumes)",
     run_testset}};

}  // namespace
}  // namespace cli
