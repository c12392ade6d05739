// An external engine speaking GTP, over the games of a match (both games' GtpPlayer):
// started as a child process (GtpClient), restarted for a new game when it died or
// failed, and kept in step with each game by "play" commands (or "clear_board" and
// the whole game when the game is not a continuation of what it knows).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "common/gtp_client.h"

namespace common {

class GtpOpponent {
public:
    // Starts `command` and sets up a board of `board_size`; throws std::runtime_error
    // ("engine 'COMMAND': why") when that fails. `optional_commands` are those the
    // game's player sends only to a program that knows them (knows()).
    GtpOpponent(std::string command, int board_size, std::vector<std::string> optional_commands = {});
    ~GtpOpponent();

    const std::string& command() const { return command_; }
    // A new game: clear_board, or a restart when the program died or failed. A
    // restart that fails is reported by the next move().
    void new_game();
    // Whether the program knows one of the optional commands (as it answered
    // known_command at its start).
    bool knows(const std::string& command) const;

    // The program's next move in a game: `plays[i]` is the command telling it the
    // game's move i ("play b E5"), or "" for a move it makes by itself; the commands of
    // `before` (time_left, say) go just before `genmove`, whose answer must come within
    // `seconds`. Returns that answer; the caller tells the program's own move with
    // made(). Throws GtpFailure (the program is then not asked again before a restart).
    std::string move(const std::vector<std::string>& plays, const std::vector<std::string>& before,
                     const std::string& genmove, double seconds);
    // Records the program's answer to the last move() as the game's next move, by its
    // play command ("" for one it makes by itself).
    void made(const std::string& play);
    // Gives up on the program after an answer that was not a move: the next game restarts it.
    void fail(const std::string& why);

private:
    void start();
    std::string ask(const std::string& command, double seconds);

    std::string command_;
    int board_size_;
    std::vector<std::string> optional_;
    std::unique_ptr<GtpClient> program_;
    std::string failure_;                 // why the program was given up, when it was
    std::vector<std::string> known_;      // the play commands of the moves it knows
    std::vector<std::string> commands_;   // the optional commands it knows
};

}  // namespace common
