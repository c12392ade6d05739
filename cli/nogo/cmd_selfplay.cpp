#include <cstdio>
#include <stdexcept>

#include "cli_commands.h"
#include "common/atomic_file.h"
#include "spec_args.h"
#include "nogo/match.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"

namespace cli {
namespace {

int run_selfplay(const Args& args) {
    std::string spec = "mcts:100", sgf_path;
    int games = -1, opening_plies = 4;
    bool centre_rule = false, spec_given = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--games") games = parse_int(option_value(args, i), "--games", 1, 1000000);
        else if (args[i] == "--opening-plies") opening_plies = parse_int(option_value(args, i), "--opening-plies", 0, 20);
        else if (args[i] == "--sgf") sgf_path = file_option_value(args, i);
        else if (args[i] == "--centre-rule") centre_rule = true;
        else if (!take_spec(args[i], spec, spec_given)) throw unexpected_argument(args[i]);
    }
    if (games < 0) throw UsageError{"--games N is required"};
    if (!sgf_path.empty()) common::check_writable(sgf_path);  // before the first game, not after it
    const std::unique_ptr<nogo::Player> black = player_argument(spec, 1), white = player_argument(spec, 2);
    std::string records;
    int black_wins = 0;
    for (int g = 0; g < games; ++g) {
        const nogo::MatchGame game = nogo::play_game(*black, *white, nogo::match_opening(g, opening_plies, centre_rule), centre_rule);
        black_wins += game.winner == nogo::Color::Black;
        std::string moves;
        for (int m : game.record.moves) moves += nogo::gtp_vertex(m) + " ";
        std::printf("game %d: %s wins in %zu moves: %s\n", g + 1, nogo::color_name(game.winner), game.record.moves.size(),
                    moves.c_str());
        std::fflush(stdout);
        if (!sgf_path.empty()) {
            records += nogo::write_sgf(game.record, spec, spec, game.winner) + "\n";
            common::write_atomically(sgf_path, records);
        }
    }
    std::printf("%d games of %s against itself: Black won %d, White %d\n", games, spec.c_str(), black_wins,
                games - black_wins);
    return 0;
}

const Registration registration{
    {"selfplay",
     "selfplay [ENGINE] --games N [--opening-plies P] [--sgf FILE] [--centre-rule]  the engine (default mcts:100) "
     "against itself from random openings of P plies (default 4); --sgf saves the games",
     run_selfplay}};

}  // namespace
}  // namespace cli
