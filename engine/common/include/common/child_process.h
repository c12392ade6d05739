// A child process running a command line, spoken to line by line over its stdin and
// stdout: the external engines of both games' matches. The platform's part (starting,
// pipes, waiting, killing) is ChildProcess::Os, in child_process_os_posix.cpp or
// child_process_os_windows.cpp; the lines are cut here.
#pragma once

#include <chrono>
#include <memory>
#include <string>

namespace common {

class ChildProcess {
public:
    using Clock = std::chrono::steady_clock;
    enum class Read { Line, Timeout, Closed };

    // Runs `command`: with /bin/sh on POSIX, as a command line (no shell) on Windows.
    // Throws std::runtime_error when it cannot start.
    explicit ChildProcess(const std::string& command);
    ~ChildProcess();  // stops the child and whatever it started
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool write_line(const std::string& line);  // false when the child is gone
    // The next line without its "\r\n", waiting until `deadline` at most.
    Read read_line(Clock::time_point deadline, std::string& line);
    // How the child ended ("exit code 3", "killed by signal 11", "killed" when stop()
    // ended it); empty while it runs.
    std::string exit_status();
    // Closes the child's input, gives it a moment to end on its own, then kills it and
    // whatever it started.
    void stop();

    class Os;  // the platform's process and pipes

private:
    std::unique_ptr<Os> os_;
    std::string buffer_;
    bool closed_ = false;
};

}  // namespace common
