// NoGo Botzone input: a whole game on the first line, and a keep-running request on the
// second, if any. Invariants: a game that reads is one the bot can play, a valid position
// with the bot to move (Black when requests[0] is -1,-1) and a stone for each move read;
// after the bot's answer, a request either adds the opponent's stone and puts the bot to
// move again or is refused and changes nothing; refusals are one line, "WHERE: WHY".
#include <string_view>

#include "common/json.h"
#include "fuzz_check.h"
#include "nogo/botzone.h"

using namespace nogo;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);
    const std::size_t end = text.find('\n');
    const std::string_view first = text.substr(0, end);
    BotzoneGame game;
    try {
        const common::json::Value input = common::json::parse(first);
        if (!common::botzone::is_whole_game(input)) return 0;
        game = BotzoneGame::from_input(input);
    } catch (const common::json::SyntaxError& e) {
        check_where_why(e.what());
        return 0;
    } catch (const BotzoneInputError& e) {
        check_where_why(e.what());
        return 0;
    }
    const Position& position = game.position();
    FUZZ_CHECK(position.valid() && game.requests() >= 1);
    FUZZ_CHECK(position.move_number() == 2 * (game.requests() - 1) + (game.me() == Color::White ? 1 : 0));
    if (position.is_game_over() || end == std::string_view::npos) return 0;
    FUZZ_CHECK(position.to_move() == game.me());

    // Keep-running: the bot answers (here its first legal point), then reads the request.
    game.add_response(first_point(position.moves()));
    const Position answered = game.position();
    const int requests = game.requests();
    try {
        game.add_request(common::json::parse(text.substr(end + 1)));
    } catch (const common::json::SyntaxError& e) {
        check_where_why(e.what());
        return 0;
    } catch (const BotzoneInputError& e) {
        check_where_why(e.what());
        FUZZ_CHECK(game.position() == answered && game.requests() == requests);
        return 0;
    }
    FUZZ_CHECK(game.requests() == requests + 1 && game.position().move_number() == answered.move_number() + 1);
    FUZZ_CHECK(game.position().to_move() == game.me());
    return 0;
}
