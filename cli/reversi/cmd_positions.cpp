// positions: the training positions of the evaluation pipeline (scripts/train-pipeline),
// drawn from files of game transcripts: every position of every game where the side to
// move has a move, plus positions one random move off each game's line (positions the
// experts avoid, which the search still has to judge), each problem once under the 8
// symmetries, shuffled so that any prefix of the file is a fair sample of it. Games
// that a yardstick set (tests/data/*.obf) was drawn from are left out, so that the
// yardsticks stay held out of the training. --min-empties keeps the midgame only, for
// labels whose value lies there, and --max-empties the endgame only, for exact labels of
// the endgame phases (docs/reversi-strength.md). --skip-positions leaves out the
// positions of earlier positions files, so that a file of new deviations (another
// --seed, more --deviations) holds only positions not yet labelled.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/atomic_file.h"
#include "commands.h"
#include "game_positions.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "samples.h"

namespace cli {
namespace {

using reversi::Bitboard;
using reversi::Position;
using Board = std::pair<Bitboard, Bitboard>;  // canonical (player, opponent)

std::string base_name(const std::string& path) { return path.substr(path.rfind('/') + 1); }

// What the yardsticks hold: the games they were drawn from (each OBF line ends with
// "% FILE line N", as `reversi-engine testset` writes it) and their positions.
struct Yardsticks {
    std::set<std::pair<std::string, long>> game_lines;  // file name (no folder), 1-based line
    std::set<Board> positions;

    void read(const std::string& path) {
        for (const reversi::ObfRecord& r : reversi::read_obf_file(path))
            positions.insert(canonical(r.position.player, r.position.opponent));
        std::ifstream in(path);
        for (std::string line; std::getline(in, line);) {
            const std::size_t comment = line.find('%');
            if (comment == std::string::npos) continue;
            char name[256];
            long number = 0;
            if (std::sscanf(line.c_str() + comment + 1, " %255s line %ld", name, &number) == 2)
                game_lines.insert({name, number});
        }
    }
};

struct Counts {
    long games = 0, excluded_by_line = 0, excluded_by_position = 0, line_positions = 0, deviations = 0;
};

// The positions of one game (its `moves`) and `deviations` positions one
// random move off its line, appended to `out` with the game's number; nothing when the
// game meets a yardstick position.
void add_game(const std::vector<int>& moves, std::uint32_t game, int deviations, const Yardsticks& yardsticks,
              std::mt19937_64& random, std::vector<reversi::train::Sample>& out, Counts& counts) {
    std::vector<std::pair<Position, int>> line;  // positions with a move, and the move played there
    Position p = Position::start();
    for (std::size_t k = 0; k <= moves.size(); ++k) {
        if (!p.is_game_over() && !p.must_pass()) line.emplace_back(p, k < moves.size() ? moves[k] : reversi::kNoMove);
        if (k == moves.size()) break;
        p = p.apply(moves[k]);
    }
    std::vector<Board> boards;
    for (const auto& [position, move] : line) {
        boards.push_back(canonical(position.player, position.opponent));
        if (yardsticks.positions.count(boards.back())) {
            ++counts.excluded_by_position;
            return;
        }
    }
    counts.line_positions += static_cast<long>(boards.size());
    for (int i = 0; i < deviations && !line.empty(); ++i) {
        const auto& [position, played] = line[random() % line.size()];
        std::vector<int> others;
        for (Bitboard m = position.moves(); m; m = reversi::without_first(m))
            if (reversi::first_square(m) != played) others.push_back(reversi::first_square(m));
        if (others.empty()) continue;
        Position off = position.play(others[random() % others.size()]);
        if (off.must_pass()) off = off.pass();
        if (off.is_game_over()) continue;
        const Board board = canonical(off.player, off.opponent);
        if (yardsticks.positions.count(board)) continue;
        boards.push_back(board);
        ++counts.deviations;
    }
    for (const Board& b : boards) out.push_back({b.first, b.second, 0, false, game});
}

int run_positions(const Args& args) {
    std::vector<std::string> games_paths, exclude_paths, skip_paths;
    std::string output;
    int deviations = 0, min_empties = 0, max_empties = 60;
    unsigned long long seed = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--output") {
            output = file_option_value(args, i);
        } else if (args[i] == "--exclude") {
            exclude_paths.push_back(repeatable_file_option_value(args, i));
        } else if (args[i] == "--skip-positions") {
            skip_paths.push_back(repeatable_file_option_value(args, i));
        } else if (args[i] == "--deviations") {
            deviations = parse_int(option_value(args, i), "--deviations", 0, 60);
        } else if (args[i] == "--min-empties") {
            min_empties = parse_int(option_value(args, i), "--min-empties", 0, 60);
        } else if (args[i] == "--max-empties") {
            max_empties = parse_int(option_value(args, i), "--max-empties", 0, 60);
        } else if (args[i] == "--seed") {
            seed = static_cast<unsigned long long>(parse_int(option_value(args, i), "--seed", 0, 1 << 30));
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else {
            games_paths.push_back(file_argument(args[i], "GAMES"));
        }
    }
    if (games_paths.empty()) throw UsageError{"at least one GAMES file is required"};
    if (output.empty()) throw UsageError{"--output FILE is required"};
    std::vector<std::string> inputs = games_paths;
    inputs.insert(inputs.end(), exclude_paths.begin(), exclude_paths.end());
    inputs.insert(inputs.end(), skip_paths.begin(), skip_paths.end());
    check_not_an_input(output, "--output", inputs);
    if (min_empties > max_empties)
        throw UsageError{"--min-empties " + std::to_string(min_empties) + " is above --max-empties " +
                         std::to_string(max_empties) + ": no position would be kept"};
    common::check_writable(output);  // before the games are read, not after

    Yardsticks yardsticks;
    for (const std::string& path : exclude_paths) yardsticks.read(path);
    std::set<Board> skipped;  // already in another positions file: left out, their games are not
    for (const std::string& path : skip_paths)
        for (const reversi::train::Sample& s : reversi::train::read_positions(path)) skipped.insert({s.player, s.opponent});
    std::mt19937_64 random(seed);
    std::vector<reversi::train::Sample> positions;
    Counts counts;
    std::uint32_t game = 0;  // numbered across the files in order, excluded games included
    for (const std::string& path : games_paths) {
        for (const GameLine& line : read_game_lines(path)) {
            ++counts.games;
            const std::uint32_t number = game++;
            if (yardsticks.game_lines.count({base_name(path), static_cast<long>(line.number)})) {
                ++counts.excluded_by_line;
                continue;
            }
            add_game(game_moves(path, line), number, deviations, yardsticks, random, positions, counts);
        }
    }
    // Each problem once, from the lowest-numbered game that reaches it, then shuffled.
    const auto board_then_game = [](const reversi::train::Sample& a, const reversi::train::Sample& b) {
        return std::tie(a.player, a.opponent, a.game) < std::tie(b.player, b.opponent, b.game);
    };
    std::sort(positions.begin(), positions.end(), board_then_game);
    positions.erase(std::unique(positions.begin(), positions.end(),
                                [](const reversi::train::Sample& a, const reversi::train::Sample& b) {
                                    return a.player == b.player && a.opponent == b.opponent;
                                }),
                    positions.end());
    std::shuffle(positions.begin(), positions.end(), random);
    // Left out after the shuffle, so that the positions kept come in the same order as
    // without --min-empties, --max-empties or --skip-positions (labels of either file can
    // be compared).
    const std::size_t distinct = positions.size();
    positions.erase(std::remove_if(positions.begin(), positions.end(),
                                   [&](const reversi::train::Sample& s) {
                                       const int empties = 64 - reversi::popcount(s.player | s.opponent);
                                       return empties < min_empties || empties > max_empties;
                                   }),
                    positions.end());
    const std::size_t in_range = positions.size();
    positions.erase(std::remove_if(positions.begin(), positions.end(),
                                   [&](const reversi::train::Sample& s) {
                                       return skipped.count({s.player, s.opponent}) > 0;
                                   }),
                    positions.end());
    // A file of no position is no work for label: refused, and an OUTPUT there stays.
    if (positions.empty())
        throw std::runtime_error("no position kept of the " + std::to_string(counts.games) + " games (" +
                                 std::to_string(distinct) + " distinct, " + std::to_string(in_range) +
                                 " of them within --min-empties/--max-empties): " + output +
                                 " is not written");
    common::write_atomically(output, [&](std::ostream& out) {
        reversi::train::write_position_header(out);
        for (const reversi::train::Sample& s : positions) reversi::train::write_position(out, s);
    });
    std::printf("%ld games: %ld left out as yardstick games (by line), %ld as reaching a yardstick position; "
                "%ld positions on the lines, %ld one move off them; %zu distinct under the symmetries",
                counts.games, counts.excluded_by_line, counts.excluded_by_position, counts.line_positions,
                counts.deviations, distinct);
    if (max_empties < 60)
        std::printf(", %zu of them with %d to %d empty squares", in_range, min_empties, max_empties);
    else if (min_empties > 0)
        std::printf(", %zu of them with at least %d empty squares", in_range, min_empties);
    if (!skip_paths.empty())
        std::printf(", %zu of those not in --skip-positions", positions.size());
    std::printf(" written to %s\n", output.c_str());
    return 0;
}

const Registration registration{
    {"positions",
     "positions GAMES... --output FILE [--exclude OBF]... [--deviations N] [--seed S] [--min-empties E] "
     "[--max-empties F] [--skip-positions POSITIONS]...  the positions of the games (transcripts, one game a line) where the side to move has a "
     "move, plus N a game one random move off its line (default 0), each once under the 8 symmetries, shuffled (seed "
     "S, default 1), those with E to F empty squares (default 0 to 60) written as a positions file for label; "
     "games named by an OBF file's '% FILE line N' comments or reaching one of its positions are left out, and the "
     "positions of a POSITIONS file (written by positions) too, the rest in the same order",
     run_positions}};

}  // namespace
}  // namespace cli
