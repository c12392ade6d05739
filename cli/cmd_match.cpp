#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "commands.h"
#include "reversi/match.h"
#include "reversi/notation.h"

namespace cli {
namespace {

std::string elo_text(double value) {
    if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.0f", std::round(value) == 0 ? 0.0 : value);
    return buffer;
}

int run_match(const Args& args) {
    std::vector<std::string> names;
    int games = -1, threads = 1;
    bool verbose = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--games") {
            games = parse_int(option_value(args, i), "--games", 1, 1000000);
        } else if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--verbose") {
            verbose = true;
        } else if (!args[i].empty() && args[i][0] == '-') {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else if (names.size() < 2) {
            names.push_back(args[i]);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (names.size() != 2) throw UsageError{"two players are required"};
    if (games < 0) throw UsageError{"--games N is required"};
    std::unique_ptr<reversi::Player> first, second;
    try {
        first = reversi::make_player(names[0], threads);
        second = reversi::make_player(names[1], threads);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }

    const auto on_game = [&](const reversi::MatchGame& game, const reversi::MatchResult& so_far) {
        if (!verbose) return;
        std::printf("game %d: opening %d, %s black: %+d for %s  (%d-%d-%d)  %s\n", so_far.games(), game.opening + 1,
                    game.first_is_black ? names[0].c_str() : names[1].c_str(), game.first_score, names[0].c_str(),
                    so_far.wins, so_far.draws, so_far.losses, reversi::write_transcript(game.record.moves).c_str());
        std::fflush(stdout);
    };
    const reversi::MatchResult r = reversi::play_match(*first, *second, games, on_game);
    std::printf("%s vs %s: %d games, W/D/L %d/%d/%d, score %.1f%%, Elo %s +- %s (95%%)\n", names[0].c_str(),
                names[1].c_str(), r.games(), r.wins, r.draws, r.losses, 100 * r.score(), elo_text(r.elo()).c_str(),
                std::isinf(r.elo_margin()) ? "inf" : elo_text(r.elo_margin()).substr(1).c_str());
    return 0;
}

const Registration registration{
    {"match",
     "match A B --games N [--threads T] [--verbose]  play paired games from XOT openings; players: greedy, table:D, "
     "level:N, depth:D, time:MS (engine players take :hand or :pattern)",
     run_match}};

}  // namespace
}  // namespace cli
