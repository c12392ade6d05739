// A program that speaks GTP (the Go Text Protocol: a command a line, answered by
// "= text" or "? error" and an empty line), started as a child process: the GTP
// engines of both games' matches.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

namespace common {

class ChildProcess;

// The program failed a command: "? error", no answer in time, or it ended.
class GtpFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class GtpClient {
public:
    // Runs `command` (see ChildProcess); throws std::runtime_error when it cannot start.
    explicit GtpClient(const std::string& command);
    ~GtpClient();  // says "quit"
    GtpClient(const GtpClient&) = delete;
    GtpClient& operator=(const GtpClient&) = delete;

    // The answer to `command`, without the "=" (and the program's id, if any); throws
    // GtpFailure when the answer is an error, is not GTP, does not come within
    // `seconds` or the program ends first.
    std::string ask(const std::string& command, double seconds);
    // Whether the program still runs.
    bool running();

private:
    std::unique_ptr<ChildProcess> process_;
};

}  // namespace common
