// An external program that speaks GTP, as a Player: started as a child process
// (common::ChildProcess), kept in step with the game by "play" commands (or
// "clear_board" and the whole game when the game is not a continuation of what it
// knows) and asked with "genmove".
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "nogo/players.h"

namespace common {
class ChildProcess;
}

namespace nogo {

class GtpPlayer : public Player {
public:
    // Starts `command` and checks that it takes a 9x9 board; throws std::runtime_error
    // saying why when it does not. An answer later than `move_seconds` loses the game.
    GtpPlayer(std::string command, double move_seconds);
    ~GtpPlayer() override;

    std::string name() const override { return command_; }
    void new_game() override;
    int choose_move(const GameRecord& game) override;  // PlayerFailure when the program fails

private:
    // The answer to `command` ("= TEXT" -> TEXT); throws PlayerFailure on "? error",
    // a timeout or a closed pipe.
    std::string ask(const std::string& command, double seconds);
    void start();

    std::string command_;
    double move_seconds_;
    std::unique_ptr<common::ChildProcess> process_;
    std::vector<int> known_;  // the moves the program has been told
};

}  // namespace nogo
