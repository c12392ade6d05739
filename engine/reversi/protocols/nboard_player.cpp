#include "reversi/nboard_player.h"

#include <chrono>
#include <stdexcept>

#include "common/child_process.h"
#include "common/deadline.h"
#include "common/text_scan.h"
#include "reversi/ggf.h"
#include "reversi/match_record.h"
#include "reversi/notation.h"

namespace reversi {
namespace {

using Clock = common::ChildProcess::Clock;

Clock::time_point after_seconds(double seconds) { return common::time_after(Clock::now(), seconds); }

std::string text_seconds(double seconds) { return common::text::format_number(seconds) + " s"; }

}  // namespace

NboardPlayer::NboardPlayer(std::string command, const ExternalEngineLimits& limits)
    : command_(std::move(command)), limits_(limits) {
    const std::string failure = start();
    if (!failure.empty()) throw std::runtime_error("engine \"" + command_ + "\": " + failure);
}

NboardPlayer::~NboardPlayer() {
    if (process_) process_->write_line("quit");
}

std::string NboardPlayer::start() {
    try {
        process_ = std::make_unique<common::ChildProcess>(command_);
    } catch (const std::runtime_error& e) {  // Windows: no such program (POSIX: its shell exits 127)
        process_.reset();
        return e.what();
    }
    const int ping = next_ping_++;
    process_->write_line("nboard 2");
    process_->write_line("set depth " + std::to_string(limits_.depth));
    process_->write_line("ping " + std::to_string(ping));
    const auto deadline = after_seconds(limits_.start_seconds);
    std::string line;
    for (;;) {
        const common::ChildProcess::Read read = process_->read_line(deadline, line);
        if (read != common::ChildProcess::Read::Line) {
            process_->stop();
            return read == common::ChildProcess::Read::Timeout
                       ? "no answer to ping within " + text_seconds(limits_.start_seconds)
                       : "ended before answering ping (" + process_->exit_status() + ")";
        }
        if (line.rfind("set myname ", 0) == 0) engine_name_ = line.substr(11);
        if (line == "pong " + std::to_string(ping)) return "";
    }
}

void NboardPlayer::new_game() {
    if (process_ && process_->exit_status().empty()) return;
    start_failure_ = start();
}

void NboardPlayer::fail(const std::string& why) {
    process_->stop();
    throw PlayerFailure(why);
}

int NboardPlayer::choose_move(const GameRecord& game) {
    if (!start_failure_.empty()) throw PlayerFailure("could not be restarted: " + start_failure_);
    const int ping = next_ping_++;
    // With a clock the match judges the time (play_game); the wait only guards
    // against an engine that hangs.
    const double wait = game.clock ? time_left(*game.clock, game.current().to_move, game.movers(), game.seconds) + 1
                                   : limits_.forfeit_seconds;
    const auto deadline = after_seconds(wait);
    const bool sent = process_->write_line("set game " + write_ggf(ggf_of(game))) &&
                      process_->write_line("ping " + std::to_string(ping)) && process_->write_line("go");
    if (!sent) {
        process_->stop();
        fail("stopped reading its input (" + process_->exit_status() + ")");
    }
    // Lines before the pong answer older commands; after it comes the move.
    bool synced = false;
    std::string line;
    for (;;) {
        const common::ChildProcess::Read read = process_->read_line(deadline, line);
        if (read == common::ChildProcess::Read::Timeout) fail("gave no move within " + text_seconds(wait));
        if (read == common::ChildProcess::Read::Closed) {
            process_->stop();
            fail("ended while thinking (" + process_->exit_status() + ")");
        }
        if (line == "pong " + std::to_string(ping)) synced = true;
        if (!synced || line.rfind("=== ", 0) != 0) continue;
        const std::string answer = line.substr(4);
        // "=== F5/-1.00/0.02" as the protocol writes it; Edax writes "=== f5 -1.00 0.0".
        const int move = parse_square(answer.substr(0, answer.find_first_of("/ \t")));
        if (move == kNoMove) fail("answered '" + line + "', which is not a move");
        return move;
    }
}

}  // namespace reversi
