#include "reversi/gtp_player.h"

#include <algorithm>

#include "common/text_scan.h"
#include "reversi/game_clock.h"
#include "reversi/notation.h"

namespace reversi {
namespace {

std::string colour_letter(Color c) { return c == Color::Black ? "b" : "w"; }

// The command telling a GTP engine `move` by `colour`; none for a pass, which the
// engine makes by itself.
std::string play_command(Color colour, int move) {
    return move == kPass ? "" : "play " + colour_letter(colour) + " " + square_name(move);
}

}  // namespace

int GtpPlayer::choose_move(const GameRecord& game) {
    if (game.start != Position::start()) throw PlayerFailure("a GTP engine plays from the standard start only");
    const Position now = game.current();
    if (now.must_pass()) return kPass;

    std::vector<std::string> plays;
    Position position = game.start;
    for (int move : game.moves) {
        plays.push_back(play_command(position.to_move, move));
        position = position.apply(move);
    }
    const std::string colour = colour_letter(now.to_move);
    // With a clock the match judges the time (play_game); the wait only guards
    // against an engine that hangs.
    double wait = forfeit_seconds_;
    std::vector<std::string> before;
    if (game.clock) {
        const double left = std::max(time_left(*game.clock, now.to_move, game.movers(), game.seconds), 0.0);
        // GTP's times are whole seconds (gtp-rhino refuses others); rounded down.
        const auto whole = [](double seconds) { return std::to_string(static_cast<long long>(seconds)); };
        if (program_.knows("time_settings")) before.push_back("time_settings " + whole(game.clock->main_seconds) + " 0 0");
        if (program_.knows("time_left")) before.push_back("time_left " + colour + " " + whole(left) + " 0");
        wait = left + 1;
    }
    try {
        const std::string answer = program_.move(plays, before, "genmove " + colour, wait);
        const int move = parse_square(answer);
        if (move == kNoMove || move == kPass) {
            program_.fail("it answered '" + common::text::excerpt(answer) + "' to genmove");
            throw PlayerFailure("genmove answered '" + common::text::excerpt(answer) + "', not a move");
        }
        program_.made(play_command(now.to_move, move));
        return move;
    } catch (const common::GtpFailure& e) {
        throw PlayerFailure(e.what());
    }
}

}  // namespace reversi
