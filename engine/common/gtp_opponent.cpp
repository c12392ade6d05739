#include "common/gtp_opponent.h"

#include <algorithm>

namespace common {
namespace {

constexpr double kCommandSeconds = 10;  // for the answers that are not moves

}  // namespace

GtpOpponent::GtpOpponent(std::string command, int board_size, std::vector<std::string> optional_commands)
    : command_(std::move(command)), board_size_(board_size), optional_(std::move(optional_commands)) {
    start();
    if (!failure_.empty()) throw std::runtime_error("engine '" + command_ + "': " + failure_);
}

GtpOpponent::~GtpOpponent() = default;

void GtpOpponent::start() {
    known_.clear();
    commands_.clear();
    failure_.clear();
    try {
        program_ = std::make_unique<GtpClient>(command_);
        program_->ask("boardsize " + std::to_string(board_size_), kCommandSeconds);
        program_->ask("clear_board", kCommandSeconds);
        for (const std::string& c : optional_) {
            // A program without known_command ("? ...") knows none of them.
            bool known = false;
            try {
                known = program_->ask("known_command " + c, kCommandSeconds) == "true";
            } catch (const GtpFailure&) {
                if (!program_->running()) throw;
            }
            if (known) commands_.push_back(c);
        }
    } catch (const std::runtime_error& e) {  // also Windows' "no such program" (POSIX: its shell exits 127)
        fail(e.what());
    }
}

void GtpOpponent::fail(const std::string& why) {
    program_.reset();
    failure_ = why;
}

void GtpOpponent::new_game() {
    if (!program_ || !program_->running()) return start();
    try {
        program_->ask("clear_board", kCommandSeconds);
        known_.clear();
    } catch (const GtpFailure&) {
        start();
    }
}

bool GtpOpponent::knows(const std::string& command) const {
    return std::find(commands_.begin(), commands_.end(), command) != commands_.end();
}

std::string GtpOpponent::ask(const std::string& command, double seconds) {
    try {
        return program_->ask(command, seconds);
    } catch (const GtpFailure& e) {
        fail(e.what());
        throw;
    }
}

std::string GtpOpponent::move(const std::vector<std::string>& plays, const std::vector<std::string>& before,
                              const std::string& genmove, double seconds) {
    if (!program_) throw GtpFailure("could not be (re)started: " + failure_);
    const bool continues = known_.size() <= plays.size() && std::equal(known_.begin(), known_.end(), plays.begin());
    if (!continues) {
        ask("clear_board", kCommandSeconds);
        known_.clear();
    }
    for (std::size_t i = known_.size(); i < plays.size(); ++i) {
        if (!plays[i].empty()) ask(plays[i], kCommandSeconds);
        known_.push_back(plays[i]);
    }
    for (const std::string& command : before) ask(command, kCommandSeconds);
    return ask(genmove, seconds);
}

void GtpOpponent::made(const std::string& play) { known_.push_back(play); }

}  // namespace common
