#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "cli_commands.h"
#include "common/atomic_file.h"
#include "spec_args.h"
#include "nogo/gtp_player.h"
#include "nogo/match.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"

namespace cli {
namespace {

int run_match(const Args& args) {
    std::vector<std::string> names;
    std::vector<bool> external;  // per name: a GTP program's command rather than a built-in player
    int games = -1, opening_plies = 4;
    bool verbose = false, centre_rule = false;
    double forfeit_seconds = 10;
    bool forfeit_given = false;
    std::string sgf_path;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--engine") {
            if (names.size() == 2) throw UsageError{"more than two players"};
            names.push_back(engine_option_value(args, i));
            external.push_back(true);
        } else if (args[i] == "--games") {
            games = parse_int(option_value(args, i), "--games", 1, 1000000);
        } else if (args[i] == "--opening-plies") {
            opening_plies = parse_int(option_value(args, i), "--opening-plies", 0, 20);
        } else if (args[i] == "--forfeit-after") {
            forfeit_seconds = parse_double(option_value(args, i), "--forfeit-after", 0.01, 86400);
            forfeit_given = true;
        } else if (args[i] == "--move-time") {
            throw renamed_move_time();
        } else if (args[i] == "--sgf") {
            sgf_path = file_option_value(args, i);
        } else if (args[i] == "--centre-rule") {
            centre_rule = true;
        } else if (args[i] == "--verbose") {
            verbose = true;
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (names.size() < 2) {
            names.push_back(args[i]);
            external.push_back(false);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (names.size() != 2) throw UsageError{"two players are required"};
    if (games < 0) throw UsageError{"--games N is required"};
    // (Without such a player it would be ignored.)
    if (forfeit_given && std::find(external.begin(), external.end(), true) == external.end())
        throw UsageError{"--forfeit-after is the time an --engine player has to answer, and no player is one"};
    if (!sgf_path.empty()) common::check_writable(sgf_path);  // before the first game, not after it
    std::unique_ptr<nogo::Player> players[2];
    for (int i = 0; i < 2; ++i) {
        if (external[i]) {
            players[i] = std::make_unique<nogo::GtpPlayer>(names[i], forfeit_seconds);  // throws if it does not start
            continue;
        }
        players[i] = player_argument(names[i], static_cast<std::uint64_t>(i + 1));
    }
    std::string records;
    const auto on_game = [&](const nogo::MatchGame& game, const nogo::MatchResult& so_far) {
        if (!sgf_path.empty()) {
            const std::string& black = game.first_is_black ? names[0] : names[1];
            const std::string& white = game.first_is_black ? names[1] : names[0];
            records += nogo::write_sgf(game.record, black, white, game.winner, game.forfeited_by.has_value()) + "\n";
            common::write_atomically(sgf_path, records);  // after every game: an interrupted match keeps its games
        }
        if (game.forfeited_by)
            std::printf("game %d: %s forfeits: %s\n", so_far.games(), nogo::color_name(*game.forfeited_by),
                        game.forfeit_reason.c_str());
        if (game.resigned_by) std::printf("game %d: %s resigns\n", so_far.games(), nogo::color_name(*game.resigned_by));
        if (verbose) {
            std::string moves;
            for (int m : game.record.moves) moves += nogo::gtp_vertex(m) + " ";
            std::printf("game %d: opening %d, %s black: %s wins in %zu moves  (%d-%d)  %s\n", so_far.games(),
                        game.opening + 1, game.first_is_black ? names[0].c_str() : names[1].c_str(),
                        nogo::color_name(game.winner), game.record.moves.size(), so_far.wins, so_far.losses,
                        moves.c_str());
        }
        std::fflush(stdout);
    };
    const nogo::MatchResult r = nogo::play_match(*players[0], *players[1], games, opening_plies, centre_rule, on_game);
    std::printf("%s vs %s: %d games, W/L %d/%d, score %.1f%%, Elo %s +- %s (95%%)\n", names[0].c_str(),
                names[1].c_str(), r.games(), r.wins, r.losses, 100 * r.score(), elo_text(r.elo()).c_str(),
                std::isinf(r.elo_margin()) ? "inf" : elo_text(r.elo_margin()).substr(1).c_str());
    return 0;
}

const Registration registration{
    {"match",
     "match A B --games N [--opening-plies P] [--forfeit-after S] [--sgf FILE] [--centre-rule] [--verbose]  play games "
     "in pairs (colours swapped) from random openings of P plies (default 4); A and B: random, mcts:MS, "
     "minmax:DEPTH, minmax-time:MS (see `analyze` for their options), or --engine \"COMMAND\" for a GTP program "
     "(losing a game when it resigns, crashes, answers no move within S seconds, default 10, or plays an illegal move)",
     run_match}};

}  // namespace
}  // namespace cli
