#include "nogo/gtp.h"

#include <algorithm>
#include <cmath>

#include "common/gtp_server.h"
#include "common/text_scan.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

using common::gtp::Failure;

Color parse_colour(const std::string& text) { return common::gtp::is_black(text) ? Color::Black : Color::White; }

}  // namespace

GtpSession::GtpSession(std::unique_ptr<Engine> engine, const SearchLimits& limits, bool centre_rule)
    : common::gtp::Session("nogo-engine", "0.1 (" + engine->name() + ")",
                          {"boardsize", "clear_board", "play", "genmove", "showboard", "undo"}),
      engine_(std::move(engine)), limits_(limits), game_(centre_rule) {}

double GtpSession::move_seconds(Color colour) const {
    const common::gtp::Clock& clock = clock_of(colour == Color::Black);
    if (clock.seconds_left < 0) return limits_.seconds;
    // Spread the main time over the moves we may still have to make, keeping a margin.
    const int our_moves_left = std::max(8, popcount(game_.position.moves()) / 2);
    const double share = clock.seconds_left / our_moves_left + 0.8 * clock.per_move;
    return std::max(0.01, std::min(share, clock.seconds_left * 0.5 + clock.per_move * 0.8));
}

std::string GtpSession::run_board_command(const std::string& command, const std::vector<std::string>& args) {
    if (command == "boardsize") {
        common::gtp::expect_arguments(args, 1, "boardsize SIZE");
        if (common::gtp::board_size(args[0]) != 9) throw Failure{"unacceptable size (NoGo is played on 9x9 only)"};
        game_ = GameRecord(game_.centre_rule);
        engine_->clear();
        return "";
    }
    if (command == "clear_board") {
        game_ = GameRecord(game_.centre_rule);
        engine_->clear();
        return "";
    }
    if (command == "play") {
        common::gtp::expect_arguments(args, 2, "play COLOUR VERTEX");
        const Color colour = parse_colour(args[0]);
        const int point = parse_gtp_vertex(args[1]);
        if (point == kNoMove) {
            const std::string& word = args[1];
            if (common::text::equals_ignoring_case(word, "pass") || common::text::equals_ignoring_case(word, "resign"))
                throw Failure{"illegal move (NoGo has no pass)"};
            throw Failure{"syntax error: '" + common::text::excerpt(word) + "' is not a vertex (A1..J9, no I)"};
        }
        const std::string why = why_illegal(game_.position, colour, point);
        if (!why.empty()) throw Failure{"illegal move (" + why + ")"};
        game_.play(point);
        return "";
    }
    if (command == "genmove") {
        common::gtp::expect_arguments(args, 1, "genmove COLOUR");
        const Color colour = parse_colour(args[0]);
        if (colour != game_.position.to_move())
            throw Failure{std::string("it is ") + color_name(game_.position.to_move()) + "'s turn (NoGo has no pass)"};
        if (game_.position.is_game_over()) return "resign";
        SearchLimits limits = limits_;
        limits.seconds = move_seconds(colour);
        const int move = engine_->search(game_.position, limits).move;
        game_.play(move);
        return gtp_vertex(move);
    }
    if (command == "showboard") return "\n" + board_diagram(game_.position);
    if (command == "undo") {
        if (game_.moves.empty()) throw Failure{"cannot undo"};
        std::vector<int> moves = game_.moves;
        moves.pop_back();
        game_ = GameRecord(game_.start);
        for (int m : moves) game_.play(m);
        return "";
    }
    throw Failure{"unknown command"};
}

}  // namespace nogo
