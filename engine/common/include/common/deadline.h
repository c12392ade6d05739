// When a search must stop: a moment on the steady clock, and a flag that another thread
// (a GUI, a protocol reader) may set to stop it at once. Shared by the games' searches.
#pragma once

#include <atomic>
#include <chrono>

namespace common {

class Deadline {
public:
    using Clock = std::chrono::steady_clock;

    Deadline() = default;  // never passes, unless cancelled
    // `seconds` from now; no time limit when seconds <= 0. `cancel` may be null.
    static Deadline in(double seconds, const std::atomic<bool>* cancel = nullptr) {
        Deadline d;
        if (seconds > 0) d.at_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
        d.cancel_ = cancel;
        return d;
    }

    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    bool passed() const { return cancelled() || Clock::now() >= at_; }
    bool has_time_limit() const { return at_ != Clock::time_point::max(); }

private:
    Clock::time_point at_ = Clock::time_point::max();
    const std::atomic<bool>* cancel_ = nullptr;
};

}  // namespace common
