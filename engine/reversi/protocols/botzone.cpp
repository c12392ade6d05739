#include "reversi/botzone.h"

#include <chrono>
#include <ostream>
#include <stdexcept>

#include "common/deadline.h"
#include "reversi/search.h"

namespace reversi {
namespace {

using Clock = std::chrono::steady_clock;

// Without a fixed level: deepen as far as the time allows, and solve exactly from this
// many empties (the solver finishes these well within a turn on one core, even built
// without -march flags as the platform does).
constexpr int kExactEmpties = 16;

// Names as notation.h writes them (which the bot leaves out, see botzone.h).
std::string describe_move(int move) {
    if (move == kPass) return "a pass";
    return {static_cast<char>('a' + column_of(move)), static_cast<char>('1' + row_of(move))};
}
const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

// The move to answer in `position` (not over), searching until `deadline`.
int choose_move(Search& search, const Position& position, const BotzoneOptions& options, Clock::time_point deadline,
                std::ostream& log, std::string& debug) {
    if (position.must_pass()) {
        debug = "no legal move";
        return kPass;
    }
    const Bitboard moves = position.moves();
    if (popcount(moves) == 1) {
        debug = "only move";
        return first_square(moves);
    }
    SearchLimits limits;
    if (options.level > 0) {
        limits = level_limits(options.level);
    } else {
        limits.exact_empties = kExactEmpties;
        // Play by time: the selective search is worth about 200 Elo at equal time.
        limits.probcut = kDefaultProbCut;
    }
    limits.threads = 1;  // the platform gives one core
    limits.seconds = std::max(0.01, std::chrono::duration<double>(deadline - Clock::now()).count());
    try {
        const SearchResult r = search.best_move(position, limits);
        debug = std::string(r.exact ? "exact" : "depth " + std::to_string(r.depth)) + ", score " +
                (r.score > 0 ? "+" : "") + std::to_string(r.score) + ", " + std::to_string(r.nodes) + " nodes";
        return r.move;
    } catch (const std::exception& e) {
        // E.g. no thread support where the bot was built: still play a legal move.
        log << "botzone: search failed (" << e.what() << "), playing the first legal move\n";
        debug = std::string("search failed: ") + e.what();
        return first_square(moves);
    }
}

}  // namespace

const char* const kBotzoneUsage =
    "botzone [--one-shot] [--level N]  play Reversi under the Botzone judge's JSON interaction (one line in, one "
    "out; keep-running mode unless --one-shot; at full strength within the time limits unless --level)";

BotzoneOptions parse_botzone_options(const std::vector<std::string>& args) {
    BotzoneOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--one-shot") {
            options.keep_running = false;
        } else if (args[i] == "--level") {
            if (i + 1 >= args.size()) throw std::invalid_argument("option --level needs a value");
            if (options.level != 0) throw std::invalid_argument("option --level is given twice");
            const std::string& text = args[++i];
            const bool digits = !text.empty() && text.size() <= 2 &&
                                text.find_first_not_of("0123456789") == std::string::npos;
            options.level = digits ? std::stoi(text) : -1;
            if (options.level < kMinLevel || options.level > kMaxLevel)
                throw std::invalid_argument("--level must be a whole number from " + std::to_string(kMinLevel) +
                                            " to " + std::to_string(kMaxLevel) + ", not '" + text + "'");
        } else {
            throw std::invalid_argument("unexpected argument '" + args[i] + "'");
        }
    }
    return options;
}

common::json::Value botzone_move(int move) {
    const bool none = move == kPass || move == kNoMove;
    return common::json::Value::object({{"x", common::json::Value::number(none ? -1 : column_of(move))},
                                {"y", common::json::Value::number(none ? -1 : row_of(move))}});
}

int parse_botzone_move(const common::json::Value& value, const std::string& where) {
    const int x = common::botzone::coordinate(value, "x", -1, 7, where);
    const int y = common::botzone::coordinate(value, "y", -1, 7, where);
    if ((x < 0) != (y < 0)) throw BotzoneInputError(where, "x and y must both be -1 or both be from 0 to 7");
    return x < 0 ? kPass : square_of(x, y);
}

void BotzoneGame::apply(int move, const std::string& where) {
    const Position& p = position_;
    if (p.is_game_over()) throw BotzoneInputError(where, describe_move(move) + " after the end of the game");
    if (move == kPass ? !p.must_pass() : !p.is_legal(move))
        throw BotzoneInputError(where, describe_move(move) + " is not legal for " + color_name(p.to_move) +
                                    (move == kPass ? " (it has a move)" : ""));
    position_ = p.apply(move);
}

BotzoneGame BotzoneGame::from_input(const common::json::Value& input) {
    const common::botzone::Envelope envelope = common::botzone::read_envelope(input);
    BotzoneGame game;
    const int first = parse_botzone_move(envelope.requests[0], "requests[0]");
    game.me_ = first == kPass ? Color::Black : Color::White;
    if (game.me_ == Color::White) game.apply(first, "requests[0]");
    game.requests_ = 1;
    for (std::size_t i = 0; i < envelope.responses.size(); ++i) {
        const std::string ours = "responses[" + std::to_string(i) + "]";
        game.apply(parse_botzone_move(envelope.responses[i], ours), ours);
        const std::string theirs = "requests[" + std::to_string(i + 1) + "]";
        game.apply(parse_botzone_move(envelope.requests[i + 1], theirs), theirs);
        ++game.requests_;
    }
    return game;
}

void BotzoneGame::add_request(const common::json::Value& request) {
    const std::string where = "request " + std::to_string(requests_ + 1);
    apply(parse_botzone_move(request, where), where);
    ++requests_;
}

void BotzoneGame::add_response(int move) { position_ = position_.apply(move); }

int run_botzone(std::istream& in, std::ostream& out, std::ostream& log, const BotzoneOptions& options) {
    Search search(options.table_megabytes);
    BotzoneGame game;
    bool have_game = false;
    const auto turn = [&](const common::json::Value& input, Clock::time_point read_at) {
        common::botzone::follow(game, have_game, input);
        const double limit = game.requests() == 1 ? options.first_turn_seconds : options.turn_seconds;
        const auto deadline = common::time_after(read_at, limit * options.time_share);
        common::botzone::Answer answer;
        const int move = choose_move(search, game.position(), options, deadline, log, answer.debug);
        game.add_response(move);
        answer.response = botzone_move(move);
        return answer;
    };
    return common::botzone::run(in, out, log, options.keep_running, botzone_move(kPass), turn);
}

}  // namespace reversi
