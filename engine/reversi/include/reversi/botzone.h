// The Botzone judge's JSON interaction for Reversi (see /docs: protocols, "Botzone").
//
// Each turn the judge sends one line: {"requests":[...],"responses":[...]} holding the
// whole game from this bot's point of view (requests are the opponent's moves, responses
// ours), and the bot answers one line {"response":{"x":col,"y":row}}. {"x":-1,"y":-1} as
// requests[0] means we are Black and move first; later it means the opponent passed, and
// as our answer it is a pass, allowed only without a legal move. In keep-running mode
// the bot prints ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<" after each answer and the judge then
// sends only the new request object.
//
// Everything here is plain C++17 so that scripts/amalgamate can put it into the single
// source file the platform builds (with GCC 7: so no notation.h, whose readers need
// <charconv> for floating point).
#pragma once

#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/botzone_io.h"
#include "common/json.h"
#include "reversi/board.h"

namespace reversi {

// Input the bot cannot use: "WHERE: WHY", e.g. "requests[3]: c4 is not legal for White".
using BotzoneInputError = common::botzone::InputError;

struct BotzoneOptions {
    bool keep_running = true;     // ask to stay alive between turns (keeps the search's tables)
    int level = 0;                // 0: as strong as the time allows; else a fixed level (level_limits)
    double first_turn_seconds = 2.0;  // the judge's limits per turn
    double turn_seconds = 1.0;
    // Share of a turn's limit the search may use, measured from when the input was
    // read; the rest covers start-up, reading, writing and the platform's clock.
    double time_share = 0.6;
    std::size_t table_megabytes = 64;  // far below the 256 MB limit
};

// Arguments: [--one-shot] [--level N]. Throws std::invalid_argument on anything else.
BotzoneOptions parse_botzone_options(const std::vector<std::string>& args);
extern const char* const kBotzoneUsage;  // "botzone [--one-shot] [--level N]  ..."

// A move as Botzone writes it: {"x":col,"y":row}, {"x":-1,"y":-1} for "no move".
common::json::Value botzone_move(int move);
// The square of {"x":col,"y":row} (kPass for -1,-1). Throws BotzoneInputError.
int parse_botzone_move(const common::json::Value& value, const std::string& where);

// The game as the judge has reported it so far.
class BotzoneGame {
public:
    // A full input; our colour comes from requests[0] only. Throws BotzoneInputError naming
    // the entry (e.g. "requests[3]") for a missing field, a bad coordinate or an illegal move.
    static BotzoneGame from_input(const common::json::Value& input);

    // Keep-running: the opponent's latest move. Unchanged when it throws.
    void add_request(const common::json::Value& request);
    // Our answer. Precondition: legal in position().
    void add_response(int move);

    Color me() const { return me_; }
    const Position& position() const { return position_; }
    int requests() const { return requests_; }  // requests received, this one included

private:
    void apply(int move, const std::string& where);

    Color me_ = Color::Black;
    Position position_ = Position::start();
    int requests_ = 0;
};

// Runs the bot until the input ends (or after one answer with keep_running off).
// Unreadable input is reported on `log` and in the answer's "debug", and answered with
// {"x":-1,"y":-1} since no position is known to move in. Returns the exit code.
int run_botzone(std::istream& in, std::ostream& out, std::ostream& log, const BotzoneOptions& options);

}  // namespace reversi
