// The Go Text Protocol for NoGo (GTP 2: one command a line, answers "= ..." or "? ..."
// followed by an empty line). Commands: protocol_version, name, version, known_command,
// list_commands, boardsize (9 only), clear_board, komi (ignored), play, genmove,
// showboard, undo, time_settings, time_left, quit. An illegal or malformed command gets
// "? why" and changes nothing.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "nogo/players.h"
#include "nogo/search.h"

namespace nogo {

class GtpSession {
public:
    // `limits.seconds` is the time per move until time_settings / time_left say otherwise.
    GtpSession(std::unique_ptr<Engine> engine, const SearchLimits& limits, bool centre_rule = false);

    // The answer to one input line, with its final empty line; empty for a blank or
    // comment line.
    std::string handle(const std::string& line);
    bool quit_requested() const { return quit_; }
    const GameRecord& game() const { return game_; }

private:
    std::string run(const std::string& command, const std::vector<std::string>& args);
    double move_seconds(Color colour) const;

    std::unique_ptr<Engine> engine_;
    SearchLimits limits_;
    GameRecord game_;
    bool quit_ = false;
    // Each colour's clock from time_settings / time_left.
    struct Clock {
        double seconds_left = -1;  // main time left; < 0: no clock, limits_.seconds a move
        double per_move = 0;       // byo-yomi time a move
    };
    Clock clocks_[2];
};

// Reads commands until "quit" or the end of the input; answers each at once.
void run_gtp(std::istream& in, std::ostream& out, GtpSession& session);

}  // namespace nogo
