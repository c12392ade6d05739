// What the games' Botzone bots share: the judge's JSON envelope and the turn loop of the
// keep-running mode. Each turn the judge sends one line, either the whole game
// {"requests":[...],"responses":[...]} (one more request than responses) or, in
// keep-running mode, only the new request; the bot answers one line
// {"response":...,"debug":"..."} and, when it keeps running, the marker line.
// Plain C++17 (GCC 7): it goes into the single-file bots.
#pragma once

#include <chrono>
#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "common/json.h"

namespace common::botzone {

// Input a bot cannot use: "WHERE: WHY", e.g. "requests[3]: (4,4) is not legal for White".
class InputError : public std::runtime_error {
public:
    InputError(const std::string& where, const std::string& why) : std::runtime_error(where + ": " + why) {}
};

extern const char* const kKeepRunning;  // ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"

// The requests and responses of a whole-game input, checked. Throws InputError.
struct Envelope {
    std::vector<json::Value> requests, responses;
};
Envelope read_envelope(const json::Value& input);
// Whether an input is a whole game (rather than one keep-running request).
bool is_whole_game(const json::Value& input);

// The whole number under `key` of a move object, from `min` to `max`. Throws InputError.
int coordinate(const json::Value& move, const char* key, int min, int max, const std::string& where);

// The game after an input line: a whole game replaces `game`, a keep-running request is
// added to it (there must be a game by then). Throws InputError, leaving `game` as it
// was, when the input is bad or leaves the bot no move to make. `Game` has
// `static Game from_input(const json::Value&)`, `add_request(const json::Value&)` and
// `position().is_game_over()`.
template <typename Game>
void follow(Game& game, bool& have_game, const json::Value& input) {
    const bool whole = is_whole_game(input);
    if (!whole && !have_game)
        throw InputError("input", "expected {\"requests\":[...],\"responses\":[...]}, found " + json::write(input));
    Game next = whole ? Game::from_input(input) : game;
    if (!whole) next.add_request(input);
    if (next.position().is_game_over()) throw InputError("input", "the game is already over: no move to make");
    game = std::move(next);
    have_game = true;
}

struct Answer {
    json::Value response;
    std::string debug;
};
// One turn: the answer to an input line's JSON, read at `read_at`. Throws InputError.
using Turn = std::function<Answer(const json::Value& input, std::chrono::steady_clock::time_point read_at)>;

// Answers every input line until the input ends (or after one answer without keep-running).
// Unusable input is reported on `log` and in the answer's "debug", with `no_move` as the
// response. Returns the exit code: 1 when the output fails or the input held no line.
int run(std::istream& in, std::ostream& out, std::ostream& log, bool keep_running, const json::Value& no_move,
        const Turn& turn);

}  // namespace common::botzone
