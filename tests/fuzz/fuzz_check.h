// Shared by the fuzz targets: an invariant check that stops the run (libFuzzer
// reports the input as a crash) and the text view of the input.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FUZZ_CHECK(condition)                                                                              \
    do {                                                                                                   \
        if (!(condition)) {                                                                                \
            std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
            std::abort();                                                                                  \
        }                                                                                                  \
    } while (0)

inline std::string_view fuzz_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// A refusal's message is one line, "WHERE: WHY", with both parts said.
inline void check_where_why(std::string_view message) {
    const std::size_t colon = message.find(": ");
    FUZZ_CHECK(colon != std::string_view::npos && colon > 0 && colon + 2 < message.size());
    FUZZ_CHECK(message.find('\n') == std::string_view::npos);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
