#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "commands.h"
#include "common/atomic_file.h"
#include "common/read_file.h"
#include "common/text_scan.h"
#include "game_positions.h"
#include "reversi/match.h"
#include "reversi/match_record.h"
#include "reversi/nboard_player.h"
#include "reversi/notation.h"
#include "reversi/ggf.h"
#include "reversi/gtp_player.h"
#include "reversi/sized_match.h"
#include "setup_options.h"

namespace cli {
namespace {

std::string elo_text(double value) {
    if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.0f", std::round(value) == 0 ? 0.0 : value);
    return buffer;
}

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    // std::gmtime's shared result is safe here: only the main thread asks for the time
    // (gmtime_r is POSIX, gmtime_s Windows').
    const std::tm utc = *std::gmtime(&now);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", &utc);
    return text;
}

void print_result(const std::string& first, const std::string& second, const common::MatchTally& r) {
    std::printf("%s vs %s: %d games, W/D/L %d/%d/%d, score %.1f%%, Elo %s +- %s (95%%)\n", first.c_str(),
                second.c_str(), r.games(), r.wins, r.draws, r.losses, 100 * r.score(), elo_text(r.elo()).c_str(),
                std::isinf(r.elo_margin()) ? "inf" : elo_text(r.elo_margin()).substr(1).c_str());
}

// Each player's mean thinking time a move (openings' moves and passes left out): what
// "equal time" claims rest on when a player is an engine with its own settings.
void print_move_times(const std::string& first, const std::string& second, const reversi::MatchResult& r,
                      const std::vector<std::vector<int>>& openings) {
    double seconds[2] = {0, 0};
    int moves[2] = {0, 0};
    for (const reversi::MatchGame& game : r.games_played) {
        const std::vector<reversi::Color> movers = game.record.movers();
        for (std::size_t i = openings[game.opening].size(); i < game.record.moves.size(); ++i) {
            if (game.record.moves[i] == reversi::kPass) continue;
            const int player = (movers[i] == reversi::Color::Black) == game.first_is_black ? 0 : 1;
            seconds[player] += game.record.seconds[i];
            ++moves[player];
        }
    }
    const auto mean = [&](int p) { return moves[p] ? seconds[p] / moves[p] : 0.0; };
    std::printf("time a move: %s %.3f s, %s %.3f s\n", first.c_str(), mean(0), second.c_str(), mean(1));
}

// A match on the board of `choice` (any size, built-in players only), games from
// random openings of `opening_plies` moves. Records and transcripts hold each game
// from the start, its opening's moves first.
int run_sized_match(const std::vector<std::string>& names, const BoardChoice& choice, int games, int threads,
                    int opening_plies, bool verbose, const std::string& ggf_path) {
    // An opening that fills the board leaves the players nothing to play.
    const int empties = reversi::sized::Board::start(choice.setup).empty_count();
    if (opening_plies >= empties)
        throw UsageError{"--opening-plies " + std::to_string(opening_plies) + ": this start has " + std::to_string(empties) +
                         " empty squares; the opening must leave the players some (at most " + std::to_string(empties - 1) +
                         " plies)"};
    std::unique_ptr<reversi::sized::Player> players[2];
    for (int i = 0; i < 2; ++i) {
        try {
            players[i] = reversi::sized::make_player(names[i], choice.setup.size, threads);
        } catch (const std::invalid_argument& e) {
            throw UsageError{e.what()};
        }
    }
    const int size = choice.setup.size;
    std::string records;
    const std::string date = utc_now();
    const auto on_game = [&](const reversi::sized::MatchGame& game, const reversi::sized::MatchResult& so_far) {
        if (!ggf_path.empty()) {
            reversi::sized::GgfGame g;
            g.start = game.start;
            g.type = std::to_string(size);
            g.place = "reversi-engine match";
            g.date = date;
            g.black_player = game.first_is_black ? names[0] : names[1];
            g.white_player = game.first_is_black ? names[1] : names[0];
            for (int m : game.moves) g.moves.push_back({m, std::nullopt, std::nullopt});
            g.result = std::to_string(g.final_position().black_score());
            records += reversi::sized::write_ggf(g) + "\n";
            common::write_atomically(ggf_path, records);  // after every game: an interrupted match keeps its games
        }
        if (!verbose) return;
        std::printf("game %d: opening of %d plies, %s black: %+d for %s  (%d-%d-%d)  %s\n", so_far.games(),
                    game.opening_plies, game.first_is_black ? names[0].c_str() : names[1].c_str(), game.first_score,
                    names[0].c_str(),
                    so_far.wins, so_far.draws, so_far.losses, reversi::write_transcript(game.moves, size).c_str());
        std::fflush(stdout);
    };
    const reversi::sized::MatchResult r =
        reversi::sized::play_match(*players[0], *players[1], choice.setup, games, opening_plies, on_game);
    print_result(names[0], names[1], r);
    return 0;
}

// The openings of --openings FILE: one transcript a line from the standard start, the
// text before any tab as `positions` reads its games (so data/opening-names.txt serves as
// it is), its moves spaced or not (a CR of a Windows line end is a space to the
// transcript's reader); blank lines and lines starting with '#' are skipped.
std::vector<std::vector<int>> read_openings(const std::string& path) {
    std::istringstream in{common::read_text_file(path)};
    std::vector<std::vector<int>> openings;
    std::string line;
    for (std::size_t number = 1; std::getline(in, line); ++number) {
        const GameLine opening{number, line.substr(0, line.find('\t'))};
        const auto first = std::find_if_not(opening.transcript.begin(), opening.transcript.end(), common::text::is_space);
        if (first == opening.transcript.end() || *first == '#') continue;
        openings.push_back(game_moves(path, opening));
        // An opening that ends the game leaves the players nothing to play.
        reversi::Position after = reversi::Position::start();
        for (int move : openings.back()) after = after.apply(move);
        if (after.is_game_over())
            throw reversi::ParseError(path + ", line " + std::to_string(number), "the game is over after this opening");
    }
    if (openings.empty()) throw std::runtime_error(path + ": no openings");
    return openings;
}

int run_match(const Args& args) {
    std::vector<std::string> names;
    enum class Kind { BuiltIn, Nboard, Gtp };
    std::vector<Kind> kinds;  // per name: a built-in player, or the command of an engine speaking NBoard or GTP
    int games = -1, threads = 1;
    bool verbose = false;
    std::string ggf_path, openings_path;
    reversi::ExternalEngineLimits engine_limits;
    std::optional<reversi::GameClock> clock;
    BoardChoice choice;
    int opening_plies = -1;
    bool engine_depth_given = false, forfeit_given = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            if (choice.position_given) throw UsageError{"a match starts from --size/--start/--first, not --position"};
        } else if (args[i] == "--opening-plies") {
            opening_plies = parse_int(option_value(args, i), "--opening-plies", 0, 20);
        } else if (args[i] == "--engine" || args[i] == "--gtp-engine") {
            if (names.size() == 2) throw UsageError{"more than two players"};
            kinds.push_back(args[i] == "--engine" ? Kind::Nboard : Kind::Gtp);
            names.push_back(engine_option_value(args, i));
        } else if (args[i] == "--openings") {
            openings_path = file_option_value(args, i);
        } else if (args[i] == "--ggf") {
            ggf_path = file_option_value(args, i);
        } else if (args[i] == "--engine-depth") {
            engine_limits.depth = parse_int(option_value(args, i), "--engine-depth", 1, 60);
            engine_depth_given = true;
        } else if (args[i] == "--forfeit-after") {
            engine_limits.forfeit_seconds = parse_double(option_value(args, i), "--forfeit-after", 0.01, 86400);
            forfeit_given = true;
        } else if (args[i] == "--move-time") {
            throw renamed_move_time();
        } else if (args[i] == "--clock") {
            const std::string text = option_value(args, i);
            try {
                clock = reversi::parse_ggf_clock(text);
            } catch (const reversi::ParseError& e) {
                throw UsageError{"--clock: " + e.why() + " (expected a GGF time control such as 1:00 or 2:00/1)"};
            }
            if (clock->main_seconds <= 0) throw UsageError{"--clock: the main time must be above 0"};
        } else if (args[i] == "--games") {
            games = parse_int(option_value(args, i), "--games", 1, 1000000);
        } else if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--verbose") {
            verbose = true;
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (names.size() < 2) {
            names.push_back(args[i]);
            kinds.push_back(Kind::BuiltIn);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (names.size() != 2) throw UsageError{"two players are required"};
    if (games < 0) throw UsageError{"--games N is required"};
    // The limits of engines run as programs: without such a player they would be ignored.
    const auto any_player = [&](Kind kind) { return std::find(kinds.begin(), kinds.end(), kind) != kinds.end(); };
    if (engine_depth_given && !any_player(Kind::Nboard))
        throw UsageError{"--engine-depth is the depth of an --engine player, and no player is one"};
    if (forfeit_given && !any_player(Kind::Nboard) && !any_player(Kind::Gtp))
        throw UsageError{"--forfeit-after is the time an --engine or --gtp-engine player has to answer, and no player is one"};
    if (!ggf_path.empty()) {  // the files the match reads: --openings, the players' weights
        std::vector<std::string> read;
        if (!openings_path.empty()) read.push_back(openings_path);
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (kinds[i] != Kind::BuiltIn) continue;
            const std::string weights = reversi::weights_file_of(names[i]);
            if (!weights.empty()) read.push_back(weights);
        }
        check_not_an_input(ggf_path, "--ggf", read);
        common::check_writable(ggf_path);  // before the first game, not after it
    }
    if (!openings_path.empty() && (choice.setup_given || opening_plies >= 0))
        throw UsageError{"--openings plays 8x8 from the standard start; leave out --size, --start, --first and --opening-plies"};
    for (std::size_t i = 0; i < names.size(); ++i)
        if (kinds[i] == Kind::BuiltIn && (names[i] == "clock" || names[i].rfind("clock:", 0) == 0) && !clock)
            throw UsageError{"player '" + names[i] + "' plays by the clock: give the game's clock with --clock"};
    if (choice.setup_given || opening_plies >= 0) {
        if (clock) throw UsageError{"--clock plays 8x8 games; leave out --size, --start, --first and --opening-plies"};
        for (Kind k : kinds)
            if (k != Kind::BuiltIn)
                throw UsageError{"--engine and --gtp-engine play 8x8 from the standard start only; leave out --size, "
                                 "--start, --first and --opening-plies"};
        return run_sized_match(names, choice, games, threads, opening_plies >= 0 ? opening_plies : choice.setup.size - 2,
                               verbose, ggf_path);
    }
    std::unique_ptr<reversi::Player> players[2];
    for (int i = 0; i < 2; ++i) {
        // The engines throw if they do not start.
        if (kinds[i] == Kind::Nboard) {
            players[i] = std::make_unique<reversi::NboardPlayer>(names[i], engine_limits);
            continue;
        }
        if (kinds[i] == Kind::Gtp) {
            players[i] = std::make_unique<reversi::GtpPlayer>(names[i], engine_limits.forfeit_seconds);
            continue;
        }
        try {
            players[i] = reversi::make_player(names[i], threads);
        } catch (const std::invalid_argument& e) {
            throw UsageError{e.what()};
        }
    }
    std::vector<reversi::GgfGame> records;
    const std::string date = utc_now();

    const auto on_game = [&](const reversi::MatchGame& game, const reversi::MatchResult& so_far) {
        if (!ggf_path.empty()) {
            records.push_back(reversi::match_game_record(game, names[0], names[1], "reversi-engine match", date));
            reversi::save_ggf_file(ggf_path, records);  // after every game: an interrupted match keeps its games
        }
        if (game.forfeited_by) {
            std::printf("game %d: %s forfeits: %s\n", so_far.games(), reversi::color_name(*game.forfeited_by),
                        game.forfeit_reason.c_str());
            std::fflush(stdout);
        }
        if (!verbose) return;
        std::printf("game %d: opening %d, %s black: %+d for %s  (%d-%d-%d)  %s\n", so_far.games(), game.opening + 1,
                    game.first_is_black ? names[0].c_str() : names[1].c_str(), game.first_score, names[0].c_str(),
                    so_far.wins, so_far.draws, so_far.losses, reversi::write_transcript(game.record.moves).c_str());
        std::fflush(stdout);
    };
    const std::vector<std::vector<int>> openings =
        openings_path.empty() ? reversi::xot_openings() : read_openings(openings_path);
    const reversi::MatchResult r = reversi::play_match(*players[0], *players[1], games, openings, on_game, clock);
    print_result(names[0], names[1], r);
    print_move_times(names[0], names[1], r, openings);
    return 0;
}

const Registration registration{
    {"match",
     "match A B --games N [--threads T] [--verbose] [--ggf FILE] [--engine-depth D] [--forfeit-after S] [--clock TI] "
     "[--openings FILE] [--size N] [--start crossed|parallel] [--first black|white] [--opening-plies PLIES]  play paired games from XOT openings (or the transcripts of FILE, one a line); A and B: "
     "greedy, table:D, level:N, depth:D, time:MS, clock (the engine players take :hand, :pattern or :weights=FILE "
     "for the evaluation, :mpc or :mpcT for Multi-ProbCut, then :book to play from the built-in opening book), or --engine "
     "\"COMMAND\" for a program speaking NBoard (told 'set depth D', default 8; losing a game when it crashes, "
     "answers no move within S seconds, default 10, or plays an illegal move), or --gtp-engine \"COMMAND\" for an "
     "Othello program speaking GTP (such as gtp-rhino; it keeps its own strength settings, and loses as an NBoard "
     "engine does); --clock gives each side a game clock "
     "(GGF TI: 1:00, or 2:00/1 with 1 s added a move), sent to NBoard engines in 'set game' and to GTP engines by "
     "time_settings / time_left when they know them, lost on time, spent by "
     "phase by the 'clock' player; --ggf saves the games. With --size N, --start "
     "crossed|parallel, --first black|white or --opening-plies PLIES the match is played on that board (built-in "
     "players greedy, level:N, depth:D, time:MS) from random openings of PLIES moves (default N - 2)",
     run_match}};

}  // namespace
}  // namespace cli
