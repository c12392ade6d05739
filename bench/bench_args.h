// The benchmark programs' arguments, read by the command-line programs' rules
// (cli/common/cli_commands.h): "abc", "3x" or a number out of range is refused with the
// argument's name, where atoi read it as 0 or as its leading digits and the program
// printed figures of something else.
#pragma once

#include <cstdio>
#include <cstring>
#include <functional>

#include "cli_commands.h"

namespace bench {

// Calls `read` with the arguments after the program's name. When it throws
// cli::UsageError, prints "PROGRAM: why" and "usage: PROGRAM USAGE" and returns false
// (the program then exits 2).
inline bool read_arguments(int argc, char** argv, const char* usage, const std::function<void(const cli::Args&)>& read) {
    const char* slash = std::strrchr(argv[0], '/');
    const char* program = slash ? slash + 1 : argv[0];
    try {
        read(cli::Args(argv + 1, argv + argc));
        return true;
    } catch (const cli::UsageError& e) {
        std::fprintf(stderr, "%s: %s\nusage: %s %s\n", program, e.message.c_str(), program, usage);
        return false;
    }
}

// A program that takes only positional arguments: refuses more than `count` of them.
inline void check_positional_count(const cli::Args& args, std::size_t count) {
    if (args.size() > count) throw cli::UsageError{"unexpected argument '" + args[count] + "'"};
}

// The positional argument at `index` as a whole number from min to max, `fallback`
// when there are fewer arguments.
inline int positional_int(const cli::Args& args, std::size_t index, const char* what, int min, int max, int fallback) {
    return index < args.size() ? cli::parse_int(args[index], what, min, max) : fallback;
}

}  // namespace bench
