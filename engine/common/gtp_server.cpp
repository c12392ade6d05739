#include "common/gtp_server.h"

#include <algorithm>
#include <chrono>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>

#include "common/deadline.h"
#include "common/text_scan.h"

namespace common::gtp {

void expect_arguments(const std::vector<std::string>& args, std::size_t n, const char* form) {
    if (args.size() != n) throw Failure{std::string("syntax error: expected ") + form};
}

bool is_black(const std::string& colour) {
    if (text::equals_ignoring_case(colour, "b") || text::equals_ignoring_case(colour, "black")) return true;
    if (text::equals_ignoring_case(colour, "w") || text::equals_ignoring_case(colour, "white")) return false;
    throw Failure{"syntax error: '" + text::excerpt(colour) + "' is not a colour (b or w)"};
}

// Times up to kLongestTimeSeconds, as GGF's clocks.
double seconds(const std::string& text) {
    const std::optional<double> v = text::parse_number(text);
    if (!v || *v < 0 || *v > kLongestTimeSeconds)
        throw Failure{"syntax error: '" + text::excerpt(text) + "' is not a time in seconds (0 to " +
                       text::format_number(kLongestTimeSeconds) + ")"};
    return *v;
}

int count(const std::string& text) {
    const std::optional<double> v = text::parse_number(text);
    if (!v || *v < 0 || *v > 1e6 || *v != static_cast<int>(*v))
        throw Failure{"syntax error: '" + text::excerpt(text) + "' is not a number of stones"};
    return static_cast<int>(*v);
}

int board_size(const std::string& text) {
    const std::optional<int> v = text::parse_integer(text);  // an integer, as GTP's sizes are ("8.0" is not)
    if (!v || *v < 0) throw Failure{"syntax error: '" + text::excerpt(text) + "' is not a board size"};
    return *v;
}

void Clock::spend(double seconds) {
    if (seconds_left > 0) seconds_left = std::max(0.0, seconds_left - seconds);
}

Session::Session(std::string name, std::string version, std::vector<std::string> board_commands)
    : name_(std::move(name)), version_(std::move(version)),
      commands_{"protocol_version", "name", "version", "known_command", "list_commands"} {
    commands_.insert(commands_.end(), board_commands.begin(), board_commands.end());
    for (const char* c : {"komi", "time_settings", "time_left", "quit"}) commands_.emplace_back(c);
}

std::string Session::handle(const std::string& raw) {
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
        const std::string text = run(command, parts);
        return "=" + id + (text.empty() ? "" : " " + text) + "\n\n";
    } catch (const Failure& f) {
        return "?" + id + " " + f.message + "\n\n";
    }
}

std::string Session::run(const std::string& command, const std::vector<std::string>& args) {
    // These take no argument, and one given is refused rather than ignored: "undo 2"
    // taking back one move would leave the controller's board and ours apart.
    static const std::string_view kNoArguments[] = {"protocol_version", "name",        "version", "list_commands", "quit",
                                                    "clear_board",      "undo",        "showboard", "final_score",
                                                    "list_games"};
    if (!args.empty() && std::find(std::begin(kNoArguments), std::end(kNoArguments), command) != std::end(kNoArguments) &&
        std::find(commands_.begin(), commands_.end(), command) != commands_.end())
        throw Failure{"syntax error: " + command + " takes no argument"};
    if (command == "protocol_version") return "2";
    if (command == "name") return name_;
    if (command == "version") return version_;
    if (command == "known_command") {
        expect_arguments(args, 1, "known_command COMMAND");
        return std::find(commands_.begin(), commands_.end(), args[0]) != commands_.end() ? "true" : "false";
    }
    if (command == "list_commands") {
        std::string list;
        for (const std::string& c : commands_) list += (list.empty() ? "" : "\n") + c;
        return list;
    }
    if (command == "quit") {
        quit_ = true;
        return "";
    }
    if (command == "komi") {  // neither game has komi: checked, then ignored
        expect_arguments(args, 1, "komi VALUE");
        if (!text::parse_number(args[0])) throw Failure{"syntax error: '" + text::excerpt(args[0]) + "' is not a number"};
        return "";
    }
    if (command == "boardsize" || command == "clear_board") {
        std::string answer = run_board_command(command, args);
        // A new game starts on the clocks of the last time_settings, not on what the
        // last game left of them (a controller may send time_settings once a match).
        clocks_[0] = clocks_[1] = settings_;
        return answer;
    }
    if (command == "time_settings") {
        expect_arguments(args, 3, "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES");
        const double main = seconds(args[0]), byo = seconds(args[1]);
        const int stones = count(args[2]);
        // GTP 2, section 4.2: byo-yomi time with 0 stones means no time limit, and
        // byo-yomi time 0 an absolute main time (taken as no limit when that is 0 too).
        const bool limited = stones > 0 || (byo == 0 && main > 0);
        settings_ = limited ? Clock{main, stones > 0 ? byo / stones : 0} : Clock{};
        clocks_[0] = clocks_[1] = settings_;
        return "";
    }
    if (command == "time_left") {
        expect_arguments(args, 3, "time_left COLOUR TIME STONES");
        Clock& c = clocks_[is_black(args[0]) ? 0 : 1];
        const double time = seconds(args[1]);
        const int stones = count(args[2]);
        // In byo-yomi (stones > 0) the time left is for that many stones.
        c = stones > 0 ? Clock{0, time / stones} : Clock{time, c.per_move};
        return "";
    }
    if (command == "genmove") {
        // The engine's own thinking is charged to its clock: without it, a controller
        // that sends no time_left saw every move planned from the whole main time, and
        // a game on 4 s took 6.
        expect_arguments(args, 1, "genmove COLOUR");
        Clock& clock = clocks_[is_black(args[0]) ? 0 : 1];
        const auto start = std::chrono::steady_clock::now();
        std::string move = run_board_command(command, args);
        clock.spend(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        return move;
    }
    return run_board_command(command, args);
}

void serve(std::istream& in, std::ostream& out, Session& session) {
    std::string line;
    for (bool first = true; !session.quit_requested() && std::getline(in, line); first = false) {
        // A byte-order mark before the first command (a script saved by an editor) is no
        // part of it: the command would be unknown.
        if (first) line = std::string(text::without_bom(line));
        const std::string text = session.handle(line);
        if (text.empty()) continue;
        out << text;
        out.flush();
    }
}

}  // namespace common::gtp
