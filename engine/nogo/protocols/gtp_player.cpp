#include "nogo/gtp_player.h"

#include "common/text_scan.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

std::string colour_letter(Color c) { return c == Color::Black ? "b" : "w"; }

}  // namespace

int GtpPlayer::choose_move(const GameRecord& game) {
    // GTP sets a game up by its moves alone: stones set up by a record have none.
    if (game.start.stones(Color::Black) | game.start.stones(Color::White))
        throw PlayerFailure("a GTP program is told a game by its moves, and this one starts from stones set up");
    std::vector<std::string> plays;
    Position position = game.start;
    for (int move : game.moves) {
        plays.push_back("play " + colour_letter(position.to_move()) + " " + gtp_vertex(move));
        position.play(move);
    }
    const std::string colour = colour_letter(position.to_move());
    try {
        const std::string answer = program_.move(plays, {}, "genmove " + colour, forfeit_seconds_);
        // GTP's way to give up; the program stays fit for the next game.
        if (common::text::equals_ignoring_case(answer, "resign")) throw PlayerResigns();
        const int move = parse_gtp_vertex(answer);
        if (move == kNoMove) {
            // An answer of several lines or of any length still makes one line of message.
            program_.fail("it answered '" + common::text::excerpt(answer) + "' to genmove");
            throw PlayerFailure("genmove answered '" + common::text::excerpt(answer) + "', not a point");
        }
        program_.made("play " + colour + " " + gtp_vertex(move));
        return move;
    } catch (const common::GtpFailure& e) {
        throw PlayerFailure(e.what());
    }
}

}  // namespace nogo
