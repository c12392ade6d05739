#include "common/gtp_client.h"

#include <chrono>

#include "common/child_process.h"
#include "common/deadline.h"
#include "common/text_scan.h"

namespace common {

GtpClient::GtpClient(const std::string& command) : process_(std::make_unique<ChildProcess>(command)) {}

GtpClient::~GtpClient() { process_->write_line("quit"); }

bool GtpClient::running() { return process_->exit_status().empty(); }

std::string GtpClient::ask(const std::string& command, double seconds) {
    // A program that ended before reading the command, or before answering it: the same
    // to the caller, whichever the race between its end and the write made it.
    const auto ended = [&] {
        process_->stop();  // waits for its end, so that the reason is known
        return GtpFailure("the program ended (" + process_->exit_status() + ") before answering '" + command + "'");
    };
    if (!process_->write_line(command)) throw ended();
    const auto deadline = time_after(ChildProcess::Clock::now(), seconds);
    std::string line, answer;
    bool started = false;
    for (;;) {
        switch (process_->read_line(deadline, line)) {
        case ChildProcess::Read::Timeout:
            throw GtpFailure("no answer to '" + command + "' within " + text::format_number(seconds) + " s");
        case ChildProcess::Read::Closed:
            throw ended();
        case ChildProcess::Read::Line:
            break;
        }
        if (!started) {
            if (line.empty()) continue;  // blank lines between answers
            if (line[0] != '=' && line[0] != '?')
                throw GtpFailure("'" + command + "' got '" + text::excerpt(line) + "', not a GTP answer");
            started = true;
            answer = line;
            continue;
        }
        if (line.empty()) break;
        answer += "\n" + line;
    }
    if (answer[0] == '?') throw GtpFailure("'" + command + "' failed: " + answer);
    // "=[id] text": the id's digits, one space, then the text (trailing spaces dropped).
    std::size_t text = answer.find_first_not_of("0123456789", 1);
    if (text == std::string::npos) return "";
    if (answer[text] == ' ') ++text;
    const std::size_t end = answer.find_last_not_of(" \t");
    return end < text ? "" : answer.substr(text, end + 1 - text);
}

}  // namespace common
