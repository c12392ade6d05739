// The Go Text Protocol for NoGo (GTP 2: one command a line, answers "= ..." or "? ..."
// followed by an empty line). Commands: protocol_version, name, version, known_command,
// list_commands, boardsize (9 only), clear_board, komi (ignored), play, genmove,
// showboard, undo, time_settings, time_left, quit. An illegal or malformed command gets
// "? why" and changes nothing.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "common/gtp_server.h"
#include "nogo/players.h"
#include "nogo/search.h"

namespace nogo {

class GtpSession : public common::gtp::Session {
public:
    // `limits.seconds` is the time per move until time_settings / time_left say otherwise.
    GtpSession(std::unique_ptr<Engine> engine, const SearchLimits& limits, bool centre_rule = false);

    const GameRecord& game() const { return game_; }

private:
    std::string run_board_command(const std::string& command, const std::vector<std::string>& args) override;
    double move_seconds(Color colour) const;

    std::unique_ptr<Engine> engine_;
    SearchLimits limits_;
    GameRecord game_;
};

}  // namespace nogo
