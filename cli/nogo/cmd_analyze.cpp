#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "cli_commands.h"
#include "common/read_file.h"
#include "spec_args.h"
#include "nogo/notation.h"
#include "nogo/players.h"
#include "nogo/sgf.h"

namespace cli {
namespace {

std::string describe(const nogo::MoveStat& s, bool mcts) {
    char text[96];
    if (mcts)
        std::snprintf(text, sizeof text, "%s %.1f%% (%llu)", nogo::gtp_vertex(s.move).c_str(), 100 * s.win_rate,
                      static_cast<unsigned long long>(s.visits));
    else
        std::snprintf(text, sizeof text, "%s %+d (depth %d)", nogo::gtp_vertex(s.move).c_str(), s.score, s.depth);
    std::string out = text;
    if (s.proven) out += s.proven > 0 ? " proven win" : " proven loss";
    return out;
}

// The position to analyse: a board, moves from the empty board, or the end of a record
// (game `game`, from 1, of a file of several; 0 when none was chosen).
nogo::Position read_position(const std::string& kind, const std::string& value, int game, bool centre_rule) {
    if (kind == "--position") {
        try {
            return nogo::parse_board81(value, centre_rule);
        } catch (const nogo::ParseError& e) {
            throw e.within("--position");
        }
    }
    if (kind == "--sgf") {
        const std::string text = common::read_text_file(value);
        std::vector<nogo::SgfGame> games;
        try {
            games = nogo::parse_sgf_games(text);
        } catch (const nogo::ParseError& e) {
            throw e.within(value);
        }
        const std::string count = std::to_string(games.size());
        if (game == 0 && games.size() > 1)
            throw std::runtime_error(value + ": " + count + " games; choose one with --game N (1 to " + count + ")");
        if (game > static_cast<int>(games.size()))
            throw std::runtime_error(value + ": no game " + std::to_string(game) + ", the file holds " + count);
        return games[game == 0 ? 0 : game - 1].record.position;
    }
    nogo::Position p;
    p.set_centre_rule(centre_rule);
    std::istringstream words(value);
    int n = 0;
    for (std::string w; words >> w;) {
        ++n;
        const int point = nogo::parse_gtp_vertex(w);
        if (point == nogo::kNoMove) throw nogo::ParseError("--moves, move " + std::to_string(n), "'" + w + "' is not a vertex (A1..J9, no I)");
        if (!p.is_legal(point))
            throw nogo::ParseError("--moves, move " + std::to_string(n), w + " is not legal for " + nogo::color_name(p.to_move()) +
                                                                             ": " + nogo::why_illegal(p, p.to_move(), point));
        p.play(point);
    }
    return p;
}

int run_analyze(const Args& args) {
    std::string spec = "mcts:1000", source = "--moves", value;
    bool centre_rule = false, source_given = false, spec_given = false;
    int shown = 5, game = 0;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--position" || args[i] == "--moves" || args[i] == "--sgf") {
            if (source_given) throw UsageError{"one position at a time: give --moves, --position or --sgf once"};
            source_given = true;
            source = args[i];
            value = source == "--sgf" ? file_option_value(args, i) : option_value(args, i);  // --moves "": the empty board
        } else if (args[i] == "--centre-rule") {
            centre_rule = true;
        } else if (args[i] == "--game") {
            game = parse_int(option_value(args, i), "--game", 1, 1000000);
        } else if (args[i] == "--show") {
            shown = parse_int(option_value(args, i), "--show", 1, 81);
        } else if (!take_spec(args[i], spec, spec_given)) {
            throw unexpected_argument(args[i]);
        }
    }
    if (game != 0 && source != "--sgf") throw UsageError{"--game chooses a game of --sgf FILE"};
    if (centre_rule && source == "--sgf") throw UsageError{"--centre-rule: a record says its rule itself (RU)"};
    nogo::SearchLimits limits;
    const std::unique_ptr<nogo::Engine> engine = engine_argument(spec, limits);
    const nogo::Position position = read_position(source, value, game, centre_rule);
    std::printf("%s", nogo::board_diagram(position).c_str());
    std::printf("\n%s to move\n", nogo::color_name(position.to_move()));
    if (position.is_game_over()) {
        std::printf("game over: %s wins\n", nogo::color_name(position.winner()));
        return 0;
    }
    const bool mcts = spec.rfind("mcts", 0) == 0;
    const nogo::SearchResult r = engine->search(position, limits, [&](const nogo::Analysis& a) {
        std::string line;
        for (std::size_t i = 0; i < a.moves.size() && (a.final || static_cast<int>(i) < shown); ++i)
            line += (a.final ? "\n  " : "  ") + describe(a.moves[i], mcts);
        std::printf("%s %.2f s, %llu %s%s:%s\n", a.final ? "final" : "info", a.seconds,
                    static_cast<unsigned long long>(a.playouts), mcts ? "playouts" : "nodes",
                    mcts ? "" : (", depth " + std::to_string(a.depth)).c_str(), line.c_str());
        std::fflush(stdout);
    });
    std::printf("bestmove %s\n", nogo::gtp_vertex(r.move).c_str());
    return 0;
}

const Registration registration{
    {"analyze",
     "analyze [ENGINE] [--moves \"E5 D4 ...\" | --position BOARD81 | --sgf FILE [--game N]] [--show N] [--centre-rule]  stream "
     "the search's view of every legal move (win rate and playouts, or score and depth; proofs; the best N, default "
     "5, while it runs), then the best move; BOARD81: the 81 points row by row from the top left, X Black, O White, "
     "'.' or '-' empty (the side to move follows from the counts); --sgf: the end of the record, of game N when the file holds several (as "
     "match --sgf writes them; the record's RU gives the centre rule); ENGINE: mcts:MS[,threads=N,c=X,rave=K,prior=N,own=X,eval=X,expand=N,"
     "policy=uniform|shared,solver=0|1,reuse=0|1], minmax:DEPTH[,weight=N] or minmax-time:MS[,weight=N] (default "
     "mcts:1000)",
     run_analyze}};

}  // namespace
}  // namespace cli
