// Reversi's Botzone bot over a whole session: each line of the input is a line from the
// judge (a whole game or a keep-running request), and the bot plays at level 1 so that
// a turn takes little time. The game is followed beside the bot, as the judge would see
// it. Invariants: every non-blank line gets one answer line, {"response":...,"debug":...},
// then the keep-running marker; an answer to a line the game cannot follow is "no move"
// with the refusal, "error: WHERE: WHY", as its debug; any other answer is a legal move
// of the bot's colour (a pass only when it has no move), and the bot goes on from it.
#include <algorithm>
#include <sstream>
#include <string>

#include "common/json.h"
#include "fuzz_check.h"
#include "reversi/botzone.h"

using namespace reversi;

namespace {

// The game as the judge sees it, followed line by line as the bot follows it.
struct Judge {
    BotzoneGame game;
    bool have_game = false;

    // True when the bot must answer `line` with a move, false when it must refuse it.
    bool follow(const std::string& line) {
        try {
            common::botzone::follow(game, have_game, common::json::parse(line));
        } catch (const common::json::SyntaxError&) {
            return false;
        } catch (const BotzoneInputError&) {
            return false;
        }
        return !game.position().is_game_over();
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz_text(data, size));
    if (std::count(text.begin(), text.end(), '\n') > 32) return 0;  // each turn searches
    BotzoneOptions options;
    options.level = 1;
    options.table_megabytes = 1;
    std::istringstream in(text);
    std::ostringstream out, log;
    const int code = run_botzone(in, out, log, options);

    std::istringstream lines(text), answers(out.str());
    Judge judge;
    std::string line, answer, marker;
    bool answered = false;
    while (std::getline(lines, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        answered = true;
        FUZZ_CHECK(std::getline(answers, answer) && std::getline(answers, marker));
        FUZZ_CHECK(marker == common::botzone::kKeepRunning);
        const common::json::Value message = common::json::parse(answer);
        const common::json::Value* response = message.find("response");
        const common::json::Value* debug = message.find("debug");
        FUZZ_CHECK(response && debug && debug->is_string());
        const int move = parse_botzone_move(*response, "response");
        if (!judge.follow(line)) {
            FUZZ_CHECK(move == kPass && debug->as_string().rfind("error: ", 0) == 0);
            check_where_why(debug->as_string().substr(7));
            continue;
        }
        const Position& position = judge.game.position();
        FUZZ_CHECK(position.to_move == judge.game.me());
        FUZZ_CHECK(move == kPass ? position.must_pass() : position.is_legal(move));
        judge.game.add_response(move);
    }
    FUZZ_CHECK(!std::getline(answers, answer));
    FUZZ_CHECK(code == (answered ? 0 : 1));
    return 0;
}
