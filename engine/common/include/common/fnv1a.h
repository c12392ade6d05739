// FNV-1a, the 64-bit checksum of the project's binary data files (the opening book;
// the pattern weights use the same function).
#pragma once

#include <cstddef>
#include <cstdint>

namespace common {

inline std::uint64_t fnv1a(const unsigned char* data, std::size_t size) {
    std::uint64_t h = 0xCBF29CE484222325ull;
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 0x100000001B3ull;
    return h;
}

}  // namespace common
