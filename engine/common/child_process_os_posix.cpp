// ChildProcess::Os on POSIX. The child's stdin and stdout are one end of a socket pair:
// sending on a socket can be told not to raise SIGPIPE when the child has gone. The
// child leads its own process group, so stopping it stops what it started too.
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "child_process_os.h"

namespace common {

ChildProcess::Os::Os(const std::string& command) {
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
    setpgid(pid_, pid_);  // also here, so the group exists whichever runs first
    close(ends[1]);
    socket_ = ends[0];
}

ChildProcess::Os::~Os() {
    stop();
    close(socket_);
}

bool ChildProcess::Os::send(const std::string& data) {
    for (std::size_t sent = 0; sent < data.size();) {
        const ssize_t n = ::send(socket_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

ChildProcess::Os::Received ChildProcess::Os::receive(std::string& buffer, int wait_ms) {
    pollfd readable{socket_, POLLIN, 0};
    const int ready = poll(&readable, 1, wait_ms);
    if (ready < 0 && errno != EINTR) return Received::Closed;
    if (ready <= 0) return Received::Nothing;
    char chunk[4096];
    const ssize_t n = recv(socket_, chunk, sizeof chunk, 0);
    if (n < 0 && errno == EINTR) return Received::Nothing;
    if (n <= 0) return Received::Closed;
    buffer.append(chunk, static_cast<std::size_t>(n));
    return Received::Data;
}

std::string ChildProcess::Os::exit_status() {
    if (!status_.empty()) return status_;
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) != pid_) return "";
    status_ = WIFEXITED(status)     ? "exit code " + std::to_string(WEXITSTATUS(status))
              : WIFSIGNALED(status) ? "killed by signal " + std::to_string(WTERMSIG(status))
                                    : "ended";
    return status_;
}

// Closing our end lets a well-behaved program end on its own; what still runs a moment
// later is killed with its group.
void ChildProcess::Os::stop() {
    if (!exit_status().empty()) return;
    shutdown(socket_, SHUT_RDWR);
    for (int i = 0; i < 50 && exit_status().empty(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (exit_status().empty()) {
        kill(-pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        status_ = "killed";
    }
}

}  // namespace common
