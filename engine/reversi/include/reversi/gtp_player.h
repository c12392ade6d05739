// An external Othello engine that speaks GTP (as Quarry's engines do, e.g. GRhino's
// gtp-rhino), as a Player (common::GtpOpponent: started as a child process, kept in
// step with the game by "play" commands, asked with "genmove").
//
// Passes are not sent: GTP Othello engines pass for a side that has no move by
// themselves, and a side that must pass is answered kPass without asking. With a game
// clock, "time_settings" (the main time) and "time_left" tell the engine its time
// before each move, in whole seconds as GTP has them, when it knows those commands.
#pragma once

#include <string>

#include "common/gtp_opponent.h"
#include "reversi/players.h"

namespace reversi {

class GtpPlayer : public Player {
public:
    // Starts `command` and checks that it takes an 8x8 board; throws std::runtime_error
    // saying why when it does not. Without a clock, an answer later than `forfeit_seconds`
    // loses the game.
    GtpPlayer(std::string command, double forfeit_seconds)
        : program_(std::move(command), 8, {"time_settings", "time_left"}), forfeit_seconds_(forfeit_seconds) {}

    std::string name() const override { return program_.command(); }
    // Restarts the engine when it died or failed during the last game.
    void new_game() override { program_.new_game(); }
    // Throws PlayerFailure when the engine fails a command, crashes, does not answer in
    // time or answers something that is not a move; games must start from the standard
    // position (GTP cannot set up another).
    int choose_move(const GameRecord& game) override;

private:
    common::GtpOpponent program_;
    double forfeit_seconds_;
};

}  // namespace reversi
