#include "common/child_process.h"

#include <algorithm>

#include "child_process_os.h"

namespace common {

ChildProcess::ChildProcess(const std::string& command) : os_(std::make_unique<Os>(command)) {}

ChildProcess::~ChildProcess() = default;

bool ChildProcess::write_line(const std::string& line) { return os_->send(line + '\n'); }

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
        if (os_->receive(buffer_, static_cast<int>(std::min(wait_ms, 1000LL))) == Os::Received::Closed) closed_ = true;
    }
}

std::string ChildProcess::exit_status() { return os_->exit_status(); }

void ChildProcess::stop() { os_->stop(); }

}  // namespace common
