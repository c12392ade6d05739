// The Botzone judge's JSON interaction for NoGo (protocols.md, "NoGo on Botzone").
//
// Each turn the judge sends one line {"requests":[...],"responses":[...]} with the whole
// game from this bot's side (requests: the opponent's moves, responses: ours), and the bot
// answers {"response":{"x":col,"y":row}} (Botzone coordinates: x = column, y = row from the
// top, both 0-8). {"x":-1,"y":-1} as requests[0] means we are Black and move first. In
// keep-running mode the bot prints ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<" after each answer
// and then receives only the new request object; the tree of its search is kept.
//
// Plain C++17 (GCC 7): scripts/amalgamate puts it into the single-file bot.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "common/botzone_io.h"
#include "common/json.h"
#include "nogo/board.h"

namespace nogo {

// Input the bot cannot use: "WHERE: WHY", e.g. "requests[3]: (4,4) is not legal for White".
using BotzoneInputError = common::botzone::InputError;

struct BotzoneOptions {
    bool keep_running = true;
    double first_turn_seconds = 2.0;  // the judge's limits per turn
    double turn_seconds = 1.0;
    // Share of a turn's limit the search may use, measured from when the input was read;
    // the rest covers writing the answer and the platform's clock.
    double time_share = 0.8;
    std::size_t max_nodes = 3000000;  // MCTS tree (40 bytes a node, 120 MB): well below 256 MB
};

// Arguments: [--one-shot] [--time-share X]. Throws std::invalid_argument on anything else,
// and on --time-share given twice.
BotzoneOptions parse_botzone_options(const std::vector<std::string>& args);
extern const char* const kBotzoneUsage;

// {"x":x,"y":y}, and {"x":-1,"y":-1} for kNoMove.
common::json::Value botzone_move(int point);
// The point of {"x":..,"y":..}; kNoMove for -1,-1. Throws BotzoneInputError.
int parse_botzone_move(const common::json::Value& value, const std::string& where);

// The game as the judge has reported it so far.
class BotzoneGame {
public:
    // A full input; our colour comes from requests[0]. Throws BotzoneInputError naming the
    // entry for a missing field, a bad coordinate or an illegal move.
    static BotzoneGame from_input(const common::json::Value& input);
    // Keep-running: the opponent's latest move. Unchanged when it throws.
    void add_request(const common::json::Value& request);
    void add_response(int point) { position_.play(point); }

    Color me() const { return me_; }
    const Position& position() const { return position_; }
    int requests() const { return requests_; }

private:
    void apply(int point, const std::string& where);

    Color me_ = Color::Black;
    Position position_;
    int requests_ = 0;
};

// Runs the bot until the input ends (or after one answer without keep-running). Unusable
// input is reported on `log` and in the answer's "debug", and the game (if any) goes on
// unchanged. Returns the exit code.
int run_botzone(std::istream& in, std::ostream& out, std::ostream& log, const BotzoneOptions& options);

}  // namespace nogo
