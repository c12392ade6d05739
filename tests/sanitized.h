// Whether this test program is a sanitizer build's (scripts/test's ASan pass, or
// scripts/test --sanitize=...), which runs 5 to 20 times slower. That run looks for
// memory errors and undefined behaviour on the same code paths; a test that repeats
// one check over many inputs repeats it fewer times there, and in full in the normal
// build.
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif
