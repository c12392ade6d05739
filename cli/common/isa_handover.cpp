#include "isa_handover.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <system_error>

#include "reversi_version.h"

#if defined(REVERSI_ISA_HANDOVER)
#include "isa_handover_os.h"
#endif

namespace cli {

const char* code_target() { return REVERSI_CODE_TARGET; }

#if defined(REVERSI_ISA_HANDOVER)

namespace {

// The levels a newer build may be made for, newest first, and whether the processor (and
// the system, which must save the wider registers) runs each: libgcc's checks match GCC's
// -march=x86-64-vN (cmake/isa_builds.cmake).
struct Level {
    const char* name;
    bool (*runs_here)();
};
constexpr Level kLevels[] = {
    {"x86-64-v4", [] { return __builtin_cpu_supports("x86-64-v4") != 0; }},
    {"x86-64-v3", [] { return __builtin_cpu_supports("x86-64-v3") != 0; }},
};
constexpr const char* kBaseline = "x86-64";

// The index in kLevels of the newest level that REVERSI_ISA allows: 0 without it, one past
// the end for the baseline (no newer build); -1 for a name that is not a level.
int first_allowed_level(const char* cap) {
    if (!cap || !*cap) return 0;
    if (std::strcmp(cap, kBaseline) == 0) return static_cast<int>(std::size(kLevels));
    for (std::size_t i = 0; i < std::size(kLevels); ++i)
        if (std::strcmp(cap, kLevels[i].name) == 0) return static_cast<int>(i);
    return -1;
}

}  // namespace

std::optional<int> hand_over_to_newer_build(const char* program, char** argv) {
    const char* cap = std::getenv("REVERSI_ISA");
    const int first = first_allowed_level(cap);
    if (first < 0) {
        std::fprintf(stderr, "%s: REVERSI_ISA=%s is not a level; use one of x86-64, x86-64-v3, x86-64-v4\n", program,
                     cap);
        return 2;
    }
    const std::filesystem::path self = isa_os::own_path();
    if (self.empty()) return std::nullopt;
    __builtin_cpu_init();
    for (std::size_t i = static_cast<std::size_t>(first); i < std::size(kLevels); ++i) {
        if (!kLevels[i].runs_here()) continue;
        std::filesystem::path build = self.parent_path() / self.stem();
        build += std::string("-") + kLevels[i].name;
        build += self.extension();
        std::error_code ignored;
        if (!std::filesystem::is_regular_file(build, ignored)) continue;
        std::string error;
        if (const std::optional<int> code = isa_os::run_in_place(build, argv, error)) return code;
        // An older build, or the portable code, still plays, only slower: say so and go on.
        std::fprintf(stderr, "%s: cannot start %s (%s)\n", program, build.string().c_str(), error.c_str());
    }
    return std::nullopt;
}

#else

std::optional<int> hand_over_to_newer_build(const char*, char**) { return std::nullopt; }

#endif

}  // namespace cli
