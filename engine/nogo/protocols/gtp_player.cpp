#include "nogo/gtp_player.h"

#include <algorithm>

#include "common/child_process.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

constexpr double kStartSeconds = 10;  // for the answers that are not moves

std::string colour_letter(Color c) { return c == Color::Black ? "b" : "w"; }

}  // namespace

GtpPlayer::GtpPlayer(std::string command, double move_seconds) : command_(std::move(command)), move_seconds_(move_seconds) {
    try {
        start();
    } catch (const PlayerFailure& e) {
        throw std::runtime_error("engine '" + command_ + "': " + e.what());
    }
}

GtpPlayer::~GtpPlayer() {
    if (process_) process_->write_line("quit");
}

void GtpPlayer::start() {
    try {
        process_ = std::make_unique<common::ChildProcess>(command_);
    } catch (const std::runtime_error& e) {  // Windows: no such program (POSIX: its shell exits 127)
        process_.reset();
        throw PlayerFailure(e.what());
    }
    known_.clear();
    ask("boardsize 9", kStartSeconds);
    ask("clear_board", kStartSeconds);
}

void GtpPlayer::new_game() {
    try {
        if (!process_ || !process_->exit_status().empty()) start();
        else {
            ask("clear_board", kStartSeconds);
            known_.clear();
        }
    } catch (const PlayerFailure&) {
        process_.reset();  // choose_move restarts it and reports the failure
    }
}

std::string GtpPlayer::ask(const std::string& command, double seconds) {
    if (!process_->write_line(command)) throw PlayerFailure("the program is gone (" + process_->exit_status() + ")");
    const auto deadline = common::ChildProcess::Clock::now() +
                          std::chrono::duration_cast<common::ChildProcess::Clock::duration>(std::chrono::duration<double>(seconds));
    std::string line, answer;
    bool started = false;
    for (;;) {
        switch (process_->read_line(deadline, line)) {
        case common::ChildProcess::Read::Timeout:
            throw PlayerFailure("no answer to '" + command + "' within " + std::to_string(seconds) + " s");
        case common::ChildProcess::Read::Closed:
            process_->stop();  // waits for its end, so that the reason is known
            throw PlayerFailure("the program ended (" + process_->exit_status() + ") before answering '" + command + "'");
        case common::ChildProcess::Read::Line:
            break;
        }
        if (!started) {
            if (line.empty()) continue;  // blank lines between answers
            if (line[0] != '=' && line[0] != '?')
                throw PlayerFailure("'" + command + "' got '" + line + "', not a GTP answer");
            started = true;
            answer = line;
            continue;
        }
        if (line.empty()) break;
        answer += "\n" + line;
    }
    if (answer[0] == '?') throw PlayerFailure("'" + command + "' failed: " + answer);
    const std::size_t text = answer.find_first_not_of("0123456789 ", 1);
    return text == std::string::npos ? "" : answer.substr(text);
}

int GtpPlayer::choose_move(const GameRecord& game) {
    if (!process_) start();
    const bool continues = known_.size() <= game.moves.size() &&
                           std::equal(known_.begin(), known_.end(), game.moves.begin());
    if (!continues) {
        ask("clear_board", kStartSeconds);
        known_.clear();
    }
    Position position;
    position.set_centre_rule(game.centre_rule);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (i >= known_.size()) {
            ask("play " + colour_letter(position.to_move()) + " " + gtp_vertex(game.moves[i]), kStartSeconds);
            known_.push_back(game.moves[i]);
        }
        position.play(game.moves[i]);
    }
    const std::string answer = ask("genmove " + colour_letter(position.to_move()), move_seconds_);
    const int move = parse_gtp_vertex(answer);
    if (move == kNoMove) throw PlayerFailure("genmove answered '" + answer + "', not a point");
    known_.push_back(move);
    return move;
}

}  // namespace nogo
