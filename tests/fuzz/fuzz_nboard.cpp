// NBoard sessions: each line of the input is a command to Reversi's NBoard engine, which
// plays by time (2 ms a search, whatever `set depth` says). The game is followed beside
// the engine from the commands it accepts. Invariants: every line out is one the
// protocol knows, with no line break inside; a refused command is answered by a status
// line naming it and changes nothing (the followed game stays the engine's: each later
// answer is legal in it); an accepted move is legal; each `go` is answered within
// seconds with a legal move of the position it was sent in (a pass only when there is
// no move) or a status line; a ping's pong is the last line until the next command.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <vector>

#include "common/text_scan.h"
#include "fuzz_check.h"
#include "reversi/ggf.h"
#include "reversi/nboard.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

// What the engine has written, and the positions of the `go`s it has still to answer.
struct Transcript {
    std::mutex mutex;
    std::condition_variable answered;
    std::vector<std::string> lines;
    std::deque<Position> waiting;

    // Waits for every go to be answered; false when one is not within a few seconds.
    bool wait_for_answers() {
        std::unique_lock<std::mutex> lock(mutex);
        return answered.wait_for(lock, std::chrono::seconds(5), [&] { return waiting.empty(); });
    }

    void take(const std::string& line) {
        std::lock_guard<std::mutex> lock(mutex);
        FUZZ_CHECK(line.find_first_of("\r\n") == std::string::npos);
        static const char* const kKnown[] = {"pong", "set myname ", "status", "=== ", "search ", "nodestats ",
                                             "learned"};
        FUZZ_CHECK(std::any_of(std::begin(kKnown), std::end(kKnown), [&](const char* k) { return starts_with(line, k); }));
        if (starts_with(line, "=== ")) {
            FUZZ_CHECK(!waiting.empty());
            const Position& position = waiting.front();
            const std::string name = line.substr(4, line.find('/') - 4);
            const int move = parse_square(name);
            FUZZ_CHECK(move == kPass ? position.must_pass() : position.is_legal(move));
            waiting.pop_front();
            answered.notify_all();
        } else if (starts_with(line, "status the game is over") || starts_with(line, "status error in 'go'")) {
            FUZZ_CHECK(!waiting.empty());
            if (starts_with(line, "status the game is over")) FUZZ_CHECK(waiting.front().is_game_over());
            waiting.pop_front();
            answered.notify_all();
        }
        lines.push_back(line);
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);
    Transcript transcript;
    Position followed = Position::start();
    {
        NboardEngine engine([&](const std::string& line) { transcript.take(line); }, 1, 1);
        engine.play_by_time(0.002);
        std::size_t start = 0;
        for (int n = 0; start <= text.size() && n < 64; ++n) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            const std::string line(text.substr(start, end - start));
            start = end + 1;
            const auto [command, rest] = common::text::split_word(line);
            std::size_t before;
            {
                std::lock_guard<std::mutex> lock(transcript.mutex);
                before = transcript.lines.size();
                if (command == "go") transcript.waiting.push_back(followed);
            }
            if (!engine.handle(line)) break;
            // Each go is answered before the next command: the answer is then checked, where
            // a command sent at once would stop most searches before they answer (pings
            // during a search are test_nboard's).
            if (command == "go") FUZZ_CHECK(transcript.wait_for_answers());
            std::lock_guard<std::mutex> lock(transcript.mutex);
            // The engine's own answers to this command (a search's output may be among them).
            bool refused = false;
            for (std::size_t i = before; i < transcript.lines.size(); ++i)
                refused = refused || starts_with(transcript.lines[i], "status error in '" + command);
            if (refused) continue;
            const bool set_game = command == "set" && common::text::split_word(rest).first == "game";
            if (command == "move") {
                const int move = parse_square(rest.substr(0, rest.find('/')));
                FUZZ_CHECK(move == kPass ? followed.must_pass() : followed.is_legal(move));
                followed = followed.apply(move);
            } else if (set_game) {
                followed = parse_ggf_game(common::text::split_word(rest).second).final_position();
            }
            if (command == "ping") FUZZ_CHECK(starts_with(transcript.lines.back(), "pong"));
        }
        engine.finish();
    }
    return 0;
}
