// Gathering the bits of a mask into the low bits: one BMI2 instruction where the build
// targets it, a loop over the mask's bits otherwise (plain -O2 builds).
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace reversi::pattern {

inline std::uint64_t extract_bits_portable(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (x & mask & (~mask + 1)) result |= bit;
    return result;
}

inline std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
    return _pext_u64(x, mask);
#else
    return extract_bits_portable(x, mask);
#endif
}

}  // namespace reversi::pattern
