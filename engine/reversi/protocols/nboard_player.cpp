#include "reversi/nboard_player.h"

#include <chrono>
#include <csignal>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "common/text_scan.h"

namespace reversi {
namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point after_seconds(double seconds) {
    return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

std::string text_seconds(double seconds) { return common::text::format_number(seconds) + " s"; }

}  // namespace

// A child process running a shell command, its stdin and stdout connected to one end of
// a socket pair (writing to a socket can be told not to raise SIGPIPE when the child is
// gone). The child leads its own process group, so stopping it stops what it started.
class NboardPlayer::Process {
public:
    enum class Read { Line, Timeout, Closed };

    explicit Process(const std::string& command) {
        int fds[2];
        if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
            throw std::runtime_error(std::string("cannot create a socket pair: ") + std::strerror(errno));
        const std::string script = "exec " + command;
        pid_ = fork();
        if (pid_ < 0) {
            close(fds[0]);
            close(fds[1]);
            throw std::runtime_error(std::string("cannot start a process: ") + std::strerror(errno));
        }
        if (pid_ == 0) {
            // Only async-signal-safe calls between fork and exec.
            setpgid(0, 0);
            dup2(fds[1], STDIN_FILENO);
            dup2(fds[1], STDOUT_FILENO);
            execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        setpgid(pid_, pid_);  // also here, so the group exists whichever runs first
        close(fds[1]);
        fd_ = fds[0];
    }

    ~Process() {
        kill_group();
        close(fd_);
    }

    bool write_line(const std::string& line) {
        const std::string data = line + '\n';
        std::size_t sent = 0;
        while (sent < data.size()) {
            const ssize_t n = send(fd_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            sent += static_cast<std::size_t>(n);
        }
        return true;
    }

    // The next line (without "\r\n"), waiting until `deadline` at most.
    Read read_line(Clock::time_point deadline, std::string& line) {
        for (;;) {
            const std::size_t end = buffer_.find('\n');
            if (end != std::string::npos) {
                line = buffer_.substr(0, end);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                buffer_.erase(0, end + 1);
                return Read::Line;
            }
            if (closed_) return Read::Closed;
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
            if (left <= 0) return Read::Timeout;
            pollfd p{fd_, POLLIN, 0};
            const int ready = poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
            if (ready < 0 && errno != EINTR) return Read::Closed;
            if (ready <= 0) continue;
            char chunk[4096];
            const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) closed_ = true;
            else buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // How the child ended ("exit code 3", "killed by signal 11"), after reaping it;
    // empty when it is still running.
    std::string exit_status() {
        if (reaped_) return status_text_;
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) != pid_) return "";
        reaped_ = true;
        if (WIFEXITED(status)) status_text_ = "exit code " + std::to_string(WEXITSTATUS(status));
        else if (WIFSIGNALED(status)) status_text_ = "killed by signal " + std::to_string(WTERMSIG(status));
        else status_text_ = "ended";
        return status_text_;
    }

    // Closing the socket first lets a well-behaved engine end on its own; whatever is
    // still running a moment later is killed.
    void kill_group() {
        if (reaped_) return;
        shutdown(fd_, SHUT_RDWR);
        for (int i = 0; i < 20 && exit_status().empty(); ++i) usleep(5000);
        if (exit_status().empty()) {
            ::kill(-pid_, SIGKILL);
            int status = 0;
            waitpid(pid_, &status, 0);
            reaped_ = true;
            status_text_ = "killed";
        }
    }

private:
    pid_t pid_ = -1;
    int fd_ = -1;
    std::string buffer_;
    bool closed_ = false;
    bool reaped_ = false;
    std::string status_text_;
};

NboardPlayer::NboardPlayer(std::string command, const ExternalEngineLimits& limits)
    : command_(std::move(command)), limits_(limits) {
    const std::string failure = start();
    if (!failure.empty()) throw std::runtime_error("engine \"" + command_ + "\": " + failure);
}

NboardPlayer::~NboardPlayer() {
    if (process_) process_->write_line("quit");
}

std::string NboardPlayer::start() {
    process_ = std::make_unique<Process>(command_);
    const int ping = next_ping_++;
    process_->write_line("nboard 2");
    process_->write_line("set depth " + std::to_string(limits_.depth));
    process_->write_line("ping " + std::to_string(ping));
    const auto deadline = after_seconds(limits_.start_seconds);
    std::string line;
    for (;;) {
        const Process::Read read = process_->read_line(deadline, line);
        if (read != Process::Read::Line) {
            process_->kill_group();
            return read == Process::Read::Timeout
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
    process_->kill_group();
    throw PlayerFailure(why);
}

int NboardPlayer::choose_move(const GameRecord& game) {
    if (!start_failure_.empty()) throw PlayerFailure("could not be restarted: " + start_failure_);
    GgfGame ggf;
    ggf.start = game.start;
    for (int move : game.moves) ggf.moves.push_back({move, {}, {}});
    const int ping = next_ping_++;
    const auto deadline = after_seconds(limits_.move_seconds);
    const bool sent = process_->write_line("set game " + write_ggf(ggf)) &&
                      process_->write_line("ping " + std::to_string(ping)) && process_->write_line("go");
    if (!sent) {
        process_->kill_group();
        fail("stopped reading its input (" + process_->exit_status() + ")");
    }
    // Lines before the pong answer older commands; after it comes the move.
    bool synced = false;
    std::string line;
    for (;;) {
        const Process::Read read = process_->read_line(deadline, line);
        if (read == Process::Read::Timeout) fail("gave no move within " + text_seconds(limits_.move_seconds));
        if (read == Process::Read::Closed) {
            process_->kill_group();
            fail("ended while thinking (" + process_->exit_status() + ")");
        }
        if (line == "pong " + std::to_string(ping)) synced = true;
        if (!synced || line.rfind("=== ", 0) != 0) continue;
        const std::string answer = line.substr(4);
        const int move = parse_square(answer.substr(0, answer.find('/')));
        if (move == kNoMove) fail("answered '" + line + "', which is not a move");
        return move;
    }
}

}  // namespace reversi
