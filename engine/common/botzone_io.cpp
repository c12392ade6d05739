#include "common/botzone_io.h"

#include <cmath>
#include <istream>
#include <ostream>

namespace common::botzone {

const char* const kKeepRunning = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

bool is_whole_game(const json::Value& input) { return input.is_object() && input.find("requests"); }

Envelope read_envelope(const json::Value& input) {
    if (!input.is_object()) throw InputError("input", "expected a JSON object, found " + json::write(input));
    const json::Value* requests = input.find("requests");
    const json::Value* responses = input.find("responses");
    if (!requests || !requests->is_array() || requests->items().empty())
        throw InputError("input", "\"requests\" must be a non-empty array");
    if (responses && !responses->is_array()) throw InputError("input", "\"responses\" must be an array");
    Envelope e{requests->items(), responses ? responses->items() : std::vector<json::Value>{}};
    if (e.responses.size() + 1 != e.requests.size())
        throw InputError("input", "expected one request more than responses, found " + std::to_string(e.requests.size()) +
                                      " and " + std::to_string(e.responses.size()));
    return e;
}

int coordinate(const json::Value& move, const char* key, int min, int max, const std::string& where) {
    if (!move.is_object()) throw InputError(where, "expected {\"x\":..,\"y\":..}, found " + json::write(move));
    const json::Value* v = move.find(key);
    if (!v) throw InputError(where, std::string("missing \"") + key + "\"");
    const double n = v->as_number();
    if (!v->is_number() || n != std::floor(n) || n < min || n > max)
        throw InputError(where, std::string("\"") + key + "\" must be a whole number from " + std::to_string(min) +
                                    " to " + std::to_string(max) + ", not " + json::write(*v));
    return static_cast<int>(n);
}

int run(std::istream& in, std::ostream& out, std::ostream& log, bool keep_running, const json::Value& no_move,
        const Turn& turn) {
    std::string line;
    bool answered = false;
    while (std::getline(in, line)) {
        const auto read_at = std::chrono::steady_clock::now();
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        answered = true;
        Answer answer;
        try {
            json::Value input;
            try {
                input = json::parse(line);
            } catch (const json::SyntaxError& e) {
                throw InputError("input, column " + std::to_string(e.column()), e.why());
            }
            answer = turn(input, read_at);
        } catch (const InputError& e) {
            // Answered, not failed: the judge reads the answer's line, and takes a bot
            // that exits with an error for one that crashed.
            log << "botzone: " << e.what() << '\n';
            answer = {no_move, std::string("error: ") + e.what()};
        }
        json::Value message = json::Value::object();
        message.add("response", answer.response);
        message.add("debug", json::Value::string(answer.debug));
        out << json::write(message) << '\n';
        if (!keep_running) return out.flush() ? 0 : 1;
        out << kKeepRunning << '\n';
        out.flush();
        log.flush();
    }
    if (answered) return 0;
    log << "botzone: no input (expected a line {\"requests\":[...],\"responses\":[...]})\n";
    return 1;
}

}  // namespace common::botzone
