#include "nogo/gtp.h"

#include <algorithm>
#include <cmath>
#include <istream>
#include <ostream>
#include <sstream>

#include "common/text_scan.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

const char* const kCommands[] = {"protocol_version", "name",      "version",   "known_command", "list_commands",
                                 "boardsize",        "clear_board", "komi",    "play",          "genmove",
                                 "showboard",        "undo",      "time_settings", "time_left", "quit"};

// A GTP error with its message.
struct Failure {
    std::string message;
};

Color parse_colour(const std::string& text) {
    std::string lower;
    for (char c : text) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    throw Failure{"syntax error: '" + common::text::excerpt(text) + "' is not a colour (b or w)"};
}

double parse_seconds(const std::string& text) {
    const std::optional<double> v = common::text::parse_number(text);
    if (!v || *v < 0) throw Failure{"syntax error: '" + common::text::excerpt(text) + "' is not a time in seconds"};
    return *v;
}

void expect_arguments(const std::vector<std::string>& args, std::size_t n, const char* form) {
    if (args.size() != n) throw Failure{std::string("syntax error: expected ") + form};
}

}  // namespace

GtpSession::GtpSession(std::unique_ptr<Engine> engine, const SearchLimits& limits, bool centre_rule)
    : engine_(std::move(engine)), limits_(limits), game_(centre_rule) {}

double GtpSession::move_seconds(Color colour) const {
    const Clock& clock = clocks_[index_of(colour)];
    if (clock.seconds_left < 0) return limits_.seconds;
    // Spread the main time over the moves we may still have to make, keeping a margin.
    const int our_moves_left = std::max(8, popcount(game_.position.moves()) / 2);
    const double share = clock.seconds_left / our_moves_left + 0.8 * clock.per_move;
    return std::max(0.01, std::min(share, clock.seconds_left * 0.5 + clock.per_move * 0.8));
}

std::string GtpSession::handle(const std::string& raw) {
    // Control characters other than tab and newline are dropped, tabs become spaces and
    // comments go (GTP 2, section 3.1).
    std::string line;
    for (char c : raw) {
        if (c == '#') break;
        if (c == '\t') c = ' ';
        if (static_cast<unsigned char>(c) >= 32 && c != 127) line += c;
    }
    std::istringstream words(line);
    std::vector<std::string> parts;
    for (std::string w; words >> w;) parts.push_back(w);
    if (parts.empty()) return "";
    std::string id;
    if (std::all_of(parts[0].begin(), parts[0].end(), [](char c) { return c >= '0' && c <= '9'; })) {
        id = parts[0];
        parts.erase(parts.begin());
        if (parts.empty()) return "?" + id + " syntax error: no command after the id\n\n";
    }
    const std::string command = parts[0];
    parts.erase(parts.begin());
    try {
        const std::string answer = run(command, parts);
        return "=" + id + (answer.empty() ? "" : " " + answer) + "\n\n";
    } catch (const Failure& f) {
        return "?" + id + " " + f.message + "\n\n";
    }
}

std::string GtpSession::run(const std::string& command, const std::vector<std::string>& args) {
    if (command == "protocol_version") return "2";
    if (command == "name") return "nogo-engine";
    if (command == "version") return "0.1 (" + engine_->name() + ")";
    if (command == "known_command") {
        expect_arguments(args, 1, "known_command COMMAND");
        return std::find(std::begin(kCommands), std::end(kCommands), args[0]) != std::end(kCommands) ? "true" : "false";
    }
    if (command == "list_commands") {
        std::string list;
        for (const char* c : kCommands) list += std::string(list.empty() ? "" : "\n") + c;
        return list;
    }
    if (command == "quit") {
        quit_ = true;
        return "";
    }
    if (command == "boardsize") {
        expect_arguments(args, 1, "boardsize SIZE");
        if (args[0] != "9") throw Failure{"unacceptable size (NoGo is played on 9x9 only)"};
        game_ = GameRecord(game_.centre_rule);
        engine_->clear();
        return "";
    }
    if (command == "clear_board") {
        game_ = GameRecord(game_.centre_rule);
        engine_->clear();
        return "";
    }
    if (command == "komi") {
        expect_arguments(args, 1, "komi VALUE");
        if (!common::text::parse_number(args[0])) throw Failure{"syntax error: '" + common::text::excerpt(args[0]) + "' is not a number"};
        return "";  // NoGo has no komi
    }
    if (command == "play") {
        expect_arguments(args, 2, "play COLOUR VERTEX");
        const Color colour = parse_colour(args[0]);
        const int point = parse_gtp_vertex(args[1]);
        if (point == kNoMove) {
            std::string lower;
            for (char c : args[1]) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            if (lower == "pass" || lower == "resign") throw Failure{"illegal move (NoGo has no pass)"};
            throw Failure{"syntax error: '" + common::text::excerpt(args[1]) + "' is not a vertex (A1..J9, no I)"};
        }
        if (colour != game_.position.to_move() || !game_.position.is_legal(point)) throw Failure{"illegal move"};
        game_.play(point);
        return "";
    }
    if (command == "genmove") {
        expect_arguments(args, 1, "genmove COLOUR");
        const Color colour = parse_colour(args[0]);
        if (colour != game_.position.to_move())
            throw Failure{std::string("it is ") + color_name(game_.position.to_move()) + "'s turn (NoGo has no pass)"};
        if (game_.position.is_game_over()) return "resign";
        SearchLimits limits = limits_;
        limits.seconds = move_seconds(colour);
        const int move = engine_->search(game_.position, limits).move;
        game_.play(move);
        return gtp_vertex(move);
    }
    if (command == "showboard") return "\n" + board_diagram(game_.position);
    if (command == "undo") {
        if (game_.moves.empty()) throw Failure{"cannot undo"};
        std::vector<int> moves = game_.moves;
        moves.pop_back();
        game_ = GameRecord(game_.centre_rule);
        for (int m : moves) game_.play(m);
        return "";
    }
    if (command == "time_settings") {
        expect_arguments(args, 3, "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES");
        const double main = parse_seconds(args[0]), byo = parse_seconds(args[1]), stones = parse_seconds(args[2]);
        // "0 0 0" means no time limit (GTP 2, section 6.3.4).
        for (Clock& clock : clocks_) clock = main > 0 || byo > 0 ? Clock{main, stones > 0 ? byo / stones : 0} : Clock{};
        return "";
    }
    if (command == "time_left") {
        expect_arguments(args, 3, "time_left COLOUR TIME STONES");
        Clock& clock = clocks_[index_of(parse_colour(args[0]))];
        const double left = parse_seconds(args[1]), stones = parse_seconds(args[2]);
        // In byo-yomi (stones > 0) the time left is for that many stones.
        clock = stones > 0 ? Clock{0, left / stones} : Clock{left, clock.per_move};
        return "";
    }
    throw Failure{"unknown command"};
}

void run_gtp(std::istream& in, std::ostream& out, GtpSession& session) {
    std::string line;
    while (!session.quit_requested() && std::getline(in, line)) {
        const std::string answer = session.handle(line);
        if (answer.empty()) continue;
        out << answer;
        out.flush();
    }
}

}  // namespace nogo
