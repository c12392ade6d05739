#include "nogo/botzone.h"

#include <algorithm>
#include <chrono>

#include "common/text_scan.h"
#include "nogo/mcts.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

std::string describe(int point) { return "(" + std::to_string(x_of(point)) + "," + std::to_string(y_of(point)) + ")"; }

}  // namespace

const char* const kBotzoneUsage =
    "botzone [--one-shot] [--time-share X]  play NoGo under the Botzone judge's JSON interaction (one line in, one "
    "out; keep-running mode unless --one-shot; MCTS on one core using X (default 0.8) of each turn's time limit)";

BotzoneOptions parse_botzone_options(const std::vector<std::string>& args) {
    BotzoneOptions options;
    bool time_share_given = false;  // a second value is refused rather than silently winning
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--one-shot") {
            options.keep_running = false;
        } else if (args[i] == "--time-share") {
            if (i + 1 >= args.size()) throw std::invalid_argument("option --time-share needs a value");
            if (time_share_given) throw std::invalid_argument("option --time-share is given twice");
            time_share_given = true;
            const std::string& text = args[++i];
            // As every number of the programs' command lines: strtod took " 0.5" and 0x0.1.
            options.time_share = common::text::parse_number(text).value_or(0);
            if (!(options.time_share > 0 && options.time_share <= 1))
                throw std::invalid_argument("--time-share must be a number above 0 and at most 1, not '" + text + "'");
        } else {
            throw std::invalid_argument("unexpected argument '" + args[i] + "'");
        }
    }
    return options;
}

common::json::Value botzone_move(int point) {
    const bool none = point == kNoMove;
    return common::json::Value::object({{"x", common::json::Value::number(none ? -1 : x_of(point))},
                                        {"y", common::json::Value::number(none ? -1 : y_of(point))}});
}

int parse_botzone_move(const common::json::Value& value, const std::string& where) {
    const int x = common::botzone::coordinate(value, "x", -1, kSize - 1, where);
    const int y = common::botzone::coordinate(value, "y", -1, kSize - 1, where);
    if ((x < 0) != (y < 0)) throw BotzoneInputError(where, "x and y must both be -1 or both be from 0 to 8");
    return x < 0 ? kNoMove : point_of(x, y);
}

void BotzoneGame::apply(int point, const std::string& where) {
    if (point == kNoMove) throw BotzoneInputError(where, "{\"x\":-1,\"y\":-1} is only the first request (NoGo has no pass)");
    if (position_.is_game_over()) throw BotzoneInputError(where, describe(point) + " after the end of the game");
    if (!position_.is_legal(point))
        throw BotzoneInputError(where, describe(point) + " is not legal for " + color_name(position_.to_move()) + ": " +
                                           why_illegal(position_, position_.to_move(), point));
    position_.play(point);
}

BotzoneGame BotzoneGame::from_input(const common::json::Value& input) {
    const common::botzone::Envelope e = common::botzone::read_envelope(input);
    BotzoneGame game;
    const int first = parse_botzone_move(e.requests[0], "requests[0]");
    game.me_ = first == kNoMove ? Color::Black : Color::White;
    if (game.me_ == Color::White) game.apply(first, "requests[0]");
    game.requests_ = 1;
    for (std::size_t i = 0; i < e.responses.size(); ++i) {
        const std::string ours = "responses[" + std::to_string(i) + "]";
        game.apply(parse_botzone_move(e.responses[i], ours), ours);
        const std::string theirs = "requests[" + std::to_string(i + 1) + "]";
        game.apply(parse_botzone_move(e.requests[i + 1], theirs), theirs);
        ++game.requests_;
    }
    return game;
}

void BotzoneGame::add_request(const common::json::Value& request) {
    const std::string where = "request " + std::to_string(requests_ + 1);
    apply(parse_botzone_move(request, where), where);
    ++requests_;
}

int run_botzone(std::istream& in, std::ostream& out, std::ostream& log, const BotzoneOptions& options) {
    MctsOptions mcts_options;
    mcts_options.max_nodes = options.max_nodes;
    Mcts mcts(mcts_options);
    BotzoneGame game;
    bool have_game = false;
    const auto turn = [&](const common::json::Value& input, std::chrono::steady_clock::time_point read_at) {
        common::botzone::follow(game, have_game, input);
        const double limit = game.requests() == 1 ? options.first_turn_seconds : options.turn_seconds;
        SearchLimits limits;
        limits.threads = 1;  // the platform gives one core
        limits.seconds = std::max(0.01, limit * options.time_share -
                                            std::chrono::duration<double>(std::chrono::steady_clock::now() - read_at).count());
        const SearchResult r = mcts.search(game.position(), limits);
        game.add_response(r.move);
        return common::botzone::Answer{
            botzone_move(r.move), std::to_string(r.playouts) + " playouts, win rate " +
                                      std::to_string(r.win_rate).substr(0, 5) +
                                      (r.proven ? (r.proven > 0 ? ", proven win" : ", proven loss") : "")};
    };
    return common::botzone::run(in, out, log, options.keep_running, botzone_move(kNoMove), turn);
}

}  // namespace nogo
