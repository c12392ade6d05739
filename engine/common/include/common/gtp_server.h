// What the GTP engines of both games share (the Go Text Protocol 2: a command a line,
// optionally after a numeric id, answered by "=[id] text" or "?[id] error" and an empty
// line): cutting a line into its command, the protocol's own commands, komi (which
// neither game has) and the clocks of time_settings / time_left, charged the time each
// genmove takes (a controller need not send time_left) and full again at clear_board
// and boardsize, and the arguments
// every game reads. A game's engine
// derives from Session and answers its board commands.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace common::gtp {

// A command's failure: answered "? message", changing nothing.
struct Failure {
    std::string message;
};

// The arguments: each throws Failure ("syntax error: ...") when the text is not one.
void expect_arguments(const std::vector<std::string>& args, std::size_t n, const char* form);
bool is_black(const std::string& colour);  // b, black, w or white, any case
double seconds(const std::string& text);   // a time from 0 to 10,000,000 s (GTP's are whole, others are taken too)
int count(const std::string& text);        // a whole number from 0 to 1,000,000
int board_size(const std::string& text);   // a whole number written as one ("09" is 9, "9.0" is not)

// A colour's clock from time_settings and time_left.
struct Clock {
    double seconds_left = -1;  // main time left; < 0: no clock
    double per_move = 0;       // byo-yomi time a move (once the main time is spent)

    // A move of `seconds` by this side: taken off the main time (byo-yomi's is a move's own).
    void spend(double seconds);
};

class Session {
public:
    virtual ~Session() = default;

    // The answer to one input line, with its final empty line; empty for a blank or
    // comment line. Control characters are dropped, tabs become spaces and comments
    // go (GTP 2, section 3.1).
    std::string handle(const std::string& line);
    bool quit_requested() const { return quit_; }

protected:
    // `name` and `version` answer those commands; `board_commands` are the game's own
    // (listed by list_commands between protocol_version, name, version, known_command,
    // list_commands and komi, time_settings, time_left, quit, which are answered here).
    Session(std::string name, std::string version, std::vector<std::string> board_commands);

    // Answers one of the board commands (or throws Failure{"unknown command"}).
    virtual std::string run_board_command(const std::string& command, const std::vector<std::string>& args) = 0;
    const Clock& clock_of(bool black) const { return clocks_[black ? 0 : 1]; }

private:
    std::string run(const std::string& command, const std::vector<std::string>& args);

    std::string name_, version_;
    std::vector<std::string> commands_;
    Clock settings_;  // of the last time_settings, each game's start
    Clock clocks_[2];
    bool quit_ = false;
};

// Reads lines until "quit" or the end of the input, and writes each answer at once.
void serve(std::istream& in, std::ostream& out, Session& session);

}  // namespace common::gtp
