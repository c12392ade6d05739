// A child process running a shell command, spoken to line by line over its stdin and
// stdout (POSIX): the external engines of both games' matches.
#pragma once

#include <chrono>
#include <string>

namespace common {

class ChildProcess {
public:
    using Clock = std::chrono::steady_clock;
    enum class Read { Line, Timeout, Closed };

    // Runs `command` with /bin/sh. Throws std::runtime_error when it cannot start.
    explicit ChildProcess(const std::string& command);
    ~ChildProcess();  // stops the child and whatever it started
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool write_line(const std::string& line);  // false when the child is gone
    // The next line without its "\r\n", waiting until `deadline` at most.
    Read read_line(Clock::time_point deadline, std::string& line);
    // How the child ended ("exit code 3", "killed by signal 11"); empty while it runs.
    std::string exit_status();

private:
    void stop();

    int pid_ = -1;
    int fd_ = -1;
    std::string buffer_;
    bool closed_ = false;
    bool reaped_ = false;
    std::string status_;
};

}  // namespace common
