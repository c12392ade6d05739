// Bit operations on 64-bit words, the one place that knows each compiler's intrinsics:
// GCC and Clang built-ins, MSVC's <intrin.h>, and plain C++ for anything else. Bit
// gathering and scattering (PEXT/PDEP) use BMI2 when the build targets it
// (COMMON_HAS_BMI2) and a loop over the mask otherwise; code whose whole method depends
// on a fast gather tests COMMON_HAS_BMI2 itself.
#pragma once

#include <cstdint>

#if defined(__BMI2__) || (defined(_MSC_VER) && defined(__AVX2__))  // MSVC's /arch:AVX2 brings BMI2
#define COMMON_HAS_BMI2 1
#else
#define COMMON_HAS_BMI2 0
#endif

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#include <stdlib.h>
#define COMMON_BITS_MSVC 1
#else
#define COMMON_BITS_MSVC 0
#endif
#if COMMON_HAS_BMI2 || COMMON_BITS_MSVC
#include <immintrin.h>
#endif

namespace common {

// The plain C++ versions: what the intrinsics compute, for compilers without them and
// for tests that compare the two.
namespace portable {

constexpr int popcount(std::uint64_t x) {
    x = x - (x >> 1 & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + (x >> 2 & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>(x * 0x0101010101010101ull >> 56);
}
constexpr int lowest_bit(std::uint64_t x) { return popcount((x & (0 - x)) - 1); }  // x != 0
constexpr int highest_bit(std::uint64_t x) {                                       // x != 0
    x |= x >> 1;
    x |= x >> 2;
    x |= x >> 4;
    x |= x >> 8;
    x |= x >> 16;
    x |= x >> 32;
    return popcount(x) - 1;
}
constexpr std::uint64_t byte_swap(std::uint64_t x) {
    x = (x & 0x00FF00FF00FF00FFull) << 8 | (x >> 8 & 0x00FF00FF00FF00FFull);
    x = (x & 0x0000FFFF0000FFFFull) << 16 | (x >> 16 & 0x0000FFFF0000FFFFull);
    return x << 32 | x >> 32;
}
// The bits of x under mask, packed into the low bits in mask order (PEXT).
constexpr std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (x & mask & (0 - mask)) result |= bit;
    return result;
}
// The low bits of x spread over the set bits of mask, in order (PDEP).
constexpr std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (x & bit) result |= mask & (0 - mask);
    return result;
}

}  // namespace portable

inline int popcount(std::uint64_t x) {
#if COMMON_BITS_MSVC
    return static_cast<int>(__popcnt64(x));
#elif defined(__GNUC__) && (defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__)))
    // On an x86 target without POPCNT (the packages' baseline) the built-in is a call
    // into libgcc; the inline version below searches 5 % faster (bench_search_nodes).
    return __builtin_popcountll(x);
#else
    return portable::popcount(x);
#endif
}

// The index of the lowest set bit; x != 0.
inline int lowest_bit(std::uint64_t x) {
#if COMMON_BITS_MSVC
    unsigned long index;
    _BitScanForward64(&index, x);
    return static_cast<int>(index);
#elif defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    return portable::lowest_bit(x);
#endif
}

// The index of the highest set bit; x != 0.
inline int highest_bit(std::uint64_t x) {
#if COMMON_BITS_MSVC
    unsigned long index;
    _BitScanReverse64(&index, x);
    return static_cast<int>(index);
#elif defined(__GNUC__)
    return 63 - __builtin_clzll(x);
#else
    return portable::highest_bit(x);
#endif
}

inline std::uint64_t byte_swap(std::uint64_t x) {
#if COMMON_BITS_MSVC
    return _byteswap_uint64(x);
#elif defined(__GNUC__)
    return __builtin_bswap64(x);
#else
    return portable::byte_swap(x);
#endif
}

inline std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
#if COMMON_HAS_BMI2
    return _pext_u64(x, mask);
#else
    return portable::extract_bits(x, mask);
#endif
}

inline std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask) {
#if COMMON_HAS_BMI2
    return _pdep_u64(x, mask);
#else
    return portable::deposit_bits(x, mask);
#endif
}

// A hint to bring `address` into the cache before it is read.
inline void prefetch(const void* address) {
#if COMMON_BITS_MSVC
    _mm_prefetch(static_cast<const char*>(address), _MM_HINT_T0);
#elif defined(__GNUC__)
    __builtin_prefetch(address);
#else
    (void)address;
#endif
}

}  // namespace common
