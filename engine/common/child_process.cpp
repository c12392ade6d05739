#include "common/child_process.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace common {

// The child's stdin and stdout are one end of a socket pair: sending on a socket can be
// told not to raise SIGPIPE when the child has gone. The child leads its own process
// group, so stopping it stops what it started too.
ChildProcess::ChildProcess(const std::string& command) {
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        throw std::runtime_error(std::string("cannot make a socket pair: ") + std::strerror(errno));
    const std::string script = "exec " + command;
    pid_ = fork();
    if (pid_ < 0) {
        close(ends[0]);
        close(ends[1]);
        throw std::runtime_error(std::string("cannot start '") + command + "': " + std::strerror(errno));
    }
    if (pid_ == 0) {  // async-signal-safe calls only until exec
        setpgid(0, 0);
        dup2(ends[1], STDIN_FILENO);
        dup2(ends[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid_, pid_);
    close(ends[1]);
    fd_ = ends[0];
}

ChildProcess::~ChildProcess() {
    stop();
    close(fd_);
}

bool ChildProcess::write_line(const std::string& line) {
    const std::string data = line + '\n';
    for (std::size_t sent = 0; sent < data.size();) {
        const ssize_t n = send(fd_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

ChildProcess::Read ChildProcess::read_line(Clock::time_point deadline, std::string& line) {
    for (;;) {
        const std::size_t newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            line.assign(buffer_, 0, newline);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            buffer_.erase(0, newline + 1);
            return Read::Line;
        }
        if (closed_) return Read::Closed;
        const long long wait_ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (wait_ms <= 0) return Read::Timeout;
        pollfd readable{fd_, POLLIN, 0};
        const int ready = poll(&readable, 1, static_cast<int>(std::min(wait_ms, 1000LL)));
        if (ready < 0 && errno != EINTR) return Read::Closed;
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            closed_ = true;
        else
            buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

std::string ChildProcess::exit_status() {
    if (reaped_) return status_;
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) != pid_) return "";
    reaped_ = true;
    status_ = WIFEXITED(status)     ? "exit code " + std::to_string(WEXITSTATUS(status))
              : WIFSIGNALED(status) ? "killed by signal " + std::to_string(WTERMSIG(status))
                                    : "ended";
    return status_;
}

// Closing our end lets a well-behaved program end on its own; what still runs a moment
// later is killed with its group.
void ChildProcess::stop() {
    shutdown(fd_, SHUT_RDWR);
    for (int i = 0; i < 50 && exit_status().empty(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (exit_status().empty()) {
        kill(-pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        reaped_ = true;
    }
}

}  // namespace common
