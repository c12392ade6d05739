// An external engine that speaks the NBoard protocol, as a Player: started as a child
// process (common::ChildProcess), told the game with "set game" before each move, asked with "go".
#pragma once

#include <memory>
#include <string>

#include "reversi/players.h"

namespace common {
class ChildProcess;
}

namespace reversi {

struct ExternalEngineLimits {
    int depth = 8;               // sent as "set depth"
    double forfeit_seconds = 10; // an answer later than this loses the game
    double start_seconds = 10;   // to answer the first ping after starting
};

class NboardPlayer : public Player {
public:
    // Starts `command` (see common::ChildProcess) and checks that it answers a ping. Throws
    // std::runtime_error saying why when it does not.
    NboardPlayer(std::string command, const ExternalEngineLimits& limits);
    ~NboardPlayer() override;

    std::string name() const override { return command_; }
    // The name the engine gave itself ("set myname"), empty when it gave none.
    const std::string& engine_name() const { return engine_name_; }

    // Restarts the engine when it died or was stopped during the last game.
    void new_game() override;
    // Throws PlayerFailure when the engine crashes, does not answer in time or answers
    // something that is not a move (the engine is then stopped).
    int choose_move(const GameRecord& game) override;

private:
    std::string start();  // starts and checks the engine; the reason when it failed
    [[noreturn]] void fail(const std::string& why);

    std::string command_;
    ExternalEngineLimits limits_;
    std::unique_ptr<common::ChildProcess> process_;
    std::string engine_name_;
    std::string start_failure_;  // why the last (re)start failed
    int next_ping_ = 1;
};

}  // namespace reversi
