// When a search must stop: a moment on the steady clock, and a flag that another thread
// (a GUI, a protocol reader) may set to stop it at once. Shared by the games' searches.
#pragma once

#include <atomic>
#include <chrono>

namespace common {

// The longest time a protocol or a clock may give (about 16 weeks): GTP's and GGF's
// readers refuse more, so that a typing slip is an error rather than a game that never
// ends.
constexpr double kLongestTimeSeconds = 1e7;

// `seconds` after `start` on the steady clock: never (time_point::max()) beyond ten
// years, a wait as good as none, and for NaN; long passed (time_point::min()) as far
// before. (The clock counts nanoseconds in 64 bits: a time of some centuries would
// overflow the count.)
inline std::chrono::steady_clock::time_point time_after(std::chrono::steady_clock::time_point start, double seconds) {
    using Clock = std::chrono::steady_clock;
    constexpr double kNeverSeconds = 3.2e8;
    if (!(seconds < kNeverSeconds)) return Clock::time_point::max();
    if (seconds <= -kNeverSeconds) return Clock::time_point::min();
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

class Deadline {
public:
    using Clock = std::chrono::steady_clock;

    Deadline() = default;  // never passes, unless cancelled
    // `seconds` from now; no time limit when seconds <= 0. `cancel` may be null.
    static Deadline in(double seconds, const std::atomic<bool>* cancel = nullptr) {
        Deadline d;
        if (seconds > 0) d.at_ = time_after(Clock::now(), seconds);
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
