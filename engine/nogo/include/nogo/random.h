// The random numbers of playouts, random players and match openings.
#pragma once

#include <cstdint>

namespace nogo {

// A small fast generator (xorshift64*), one per searching thread.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed | 1) {}
    std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1Dull;
    }
    // Uniform in [0, n), n > 0.
    int below(int n) { return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32); }

private:
    std::uint64_t state_;
};

}  // namespace nogo
