// An external program that speaks GTP, as a Player (common::GtpOpponent: started as a
// child process, kept in step with the game by "play" commands, asked with "genmove").
#pragma once

#include <string>

#include "common/gtp_opponent.h"
#include "nogo/players.h"

namespace nogo {

class GtpPlayer : public Player {
public:
    // Starts `command` and checks that it takes a 9x9 board; throws std::runtime_error
    // saying why when it does not. An answer later than `forfeit_seconds` loses the game.
    GtpPlayer(std::string command, double forfeit_seconds) : program_(std::move(command), 9), forfeit_seconds_(forfeit_seconds) {}

    std::string name() const override { return program_.command(); }
    void new_game() override { program_.new_game(); }
    // PlayerFailure when the program fails, or the game starts from stones set up;
    // PlayerResigns when it answers "resign".
    int choose_move(const GameRecord& game) override;

private:
    common::GtpOpponent program_;
    double forfeit_seconds_;
};

}  // namespace nogo
