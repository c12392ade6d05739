// GTP sessions of both games: each line of the input is a command to Reversi's
// GtpEngine and then to NoGo's GtpSession. Invariants: every answer is "=[id] text" or
// "?[id] text" ended by one empty line, with no empty line inside it; a blank or comment
// line gets no answer; a refused command ("?") changes no game; the game stays one the
// rules reach. The clock commands are left out (a clock of hours would plan searches of
// minutes: the clocks are checked in test_gtp); searches are a few playouts or 2 ms.
#include <memory>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "nogo/gtp.h"
#include "nogo/mcts.h"
#include "reversi/gtp.h"

namespace {

// Whether `line` holds a command: something other than spaces and control characters
// before any '#'.
bool has_command(std::string_view line) {
    for (const char c : line) {
        if (c == '#') return false;
        if (static_cast<unsigned char>(c) > 32 && c != 127) return true;
    }
    return false;
}

void check_answer(std::string_view line, const std::string& answer) {
    if (!has_command(line)) {
        FUZZ_CHECK(answer.empty());
        return;
    }
    FUZZ_CHECK(answer.size() >= 3 && (answer[0] == '=' || answer[0] == '?'));
    FUZZ_CHECK(answer.compare(answer.size() - 2, 2, "\n\n") == 0);
    FUZZ_CHECK(answer.find("\n\n") == answer.size() - 2);
}

// Made once, with a table of 1 MB: clear_board clears it for each input.
reversi::GtpEngine& reversi_engine() {
    static reversi::GtpEngine engine(0.002, 1, nullptr, 1);
    return engine;
}

nogo::GtpSession& nogo_session() {
    static nogo::GtpSession session = [] {
        nogo::SearchLimits limits;
        limits.seconds = 0;
        limits.playouts = 8;
        return nogo::GtpSession(std::make_unique<nogo::Mcts>(nogo::MctsOptions{}), limits);
    }();
    return session;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);
    reversi::GtpEngine& reversi = reversi_engine();
    nogo::GtpSession& nogo = nogo_session();
    // Each input from the start, with no clock (the engines are kept from input to input).
    for (const char* reset : {"clear_board", "time_settings 0 0 0"}) {
        reversi.handle(reset);
        nogo.handle(reset);
    }
    std::size_t start = 0;
    for (int lines = 0; start <= text.size() && lines < 64; ++lines) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string line(text.substr(start, end - start));
        start = end + 1;
        // (As the session reads it: control characters are dropped before the command.)
        std::string read;
        for (const char c : line)
            if (static_cast<unsigned char>(c) >= 32 && c != 127) read += c;
        if (read.find("time_") != std::string::npos) continue;

        const std::vector<int> reversi_before = reversi.game().moves;
        const std::string reversi_answer = reversi.handle(line);
        check_answer(line, reversi_answer);
        if (!reversi_answer.empty() && reversi_answer[0] == '?') FUZZ_CHECK(reversi.game().moves == reversi_before);
        reversi::Position p = reversi.game().start;
        for (const int move : reversi.game().moves) {
            FUZZ_CHECK(move == reversi::kPass ? p.must_pass() : p.is_legal(move));
            p = p.apply(move);
        }

        const std::vector<int> nogo_before = nogo.game().moves;
        const std::string nogo_answer = nogo.handle(line);
        check_answer(line, nogo_answer);
        if (!nogo_answer.empty() && nogo_answer[0] == '?') FUZZ_CHECK(nogo.game().moves == nogo_before);
        FUZZ_CHECK(nogo.game().position.valid());
    }
    return 0;
}
