// The dispatch and option parsing of the games' command-line programs.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <iostream>
#include <new>

#include "cli_commands.h"
#include "common/text_scan.h"
#include "isa_handover.h"
#include "reversi_version.h"

namespace cli {
namespace {

std::vector<Command>& registry() {
    static std::vector<Command> commands;
    return commands;
}

void print_usage(std::FILE* out, const char* program) {
    std::fprintf(out, "usage: %s COMMAND [ARGS] | help [COMMAND] | COMMAND --help | --version\ncommands:\n", program);
    for (const Command& c : registry()) std::fprintf(out, "  %s\n", c.usage);
}

// A value that names a file (`what`: "option --sgf", "OUT"): not empty, nor an option,
// nor "-", the standard input or output to other programs, which these files are not
// (a file named "-" was written; book export's OUT, which may be the standard output,
// takes "-" before it comes here).
const std::string& file_name(const std::string& what, const std::string& value) {
    if (value.empty()) throw UsageError{what + " needs a file name, not ''"};
    if (value == "-")
        throw UsageError{what + " needs a file name, not '-': it is not the standard input or output here (a file of "
                                "that name is ./-)"};
    if (is_option(value))
        throw UsageError{what + " needs a file name, not the option '" + value + "' (a file of that name is ./" + value + ")"};
    return value;
}

}  // namespace

Registration::Registration(const Command& command) {
    auto& commands = registry();
    const auto at = std::find_if(commands.begin(), commands.end(),
                                 [&](const Command& c) { return std::strcmp(c.name, command.name) > 0; });
    commands.insert(at, command);
}

// Numbers are read as the engine's readers read them (common::text::is_decimal): an
// optional sign, digits, a decimal point and an exponent where a fraction may be given;
// strtol and strtod alone would also take leading spaces, hexadecimal, "inf" and "nan"
// ("--games ' 10'" read as 10 hides a mistyped command line), and strtod a decimal comma
// under some locales.
bool is_whole_number(const std::string& text) {
    return common::text::is_decimal(text) && text.find_first_of(".eE") == std::string::npos;
}

int parse_int(const std::string& text, const char* what, int min, int max) {
    const bool whole = is_whole_number(text);
    errno = 0;
    const long v = whole ? std::strtol(text.c_str(), nullptr, 10) : 0;
    if (!whole || errno != 0 || v < min || v > max)
        throw UsageError{std::string(what) + " must be a whole number from " + std::to_string(min) + " to " +
                         std::to_string(max) + ", not '" + text + "'"};
    return static_cast<int>(v);
}

int parse_perft_depth(const std::string& text, int max) {
    try {
        return parse_int(text, "DEPTH", 0, max);
    } catch (UsageError& e) {
        // The reason only for a depth too deep, any whole number above `max` ("six" or
        // "-1" is wrong on its own).
        if (is_whole_number(text) && text[0] != '-') e.message += " (deeper counts overflow 64 bits)";
        throw;
    }
}

double parse_double(const std::string& text, const char* what, double min, double max) {
    const std::optional<double> v = common::text::parse_number(text);
    if (!v || !(*v >= min && *v <= max))
        throw UsageError{std::string(what) + " must be a number from " + common::text::format_number(min) + " to " +
                         common::text::format_number(max) + ", not '" + text + "'"};
    return *v;
}

const std::string& repeatable_option_value(const Args& args, std::size_t& i) {
    if (i + 1 >= args.size()) throw UsageError{"option " + args[i] + " needs a value"};
    return args[++i];
}

const std::string& option_value(const Args& args, std::size_t& i) {
    if (std::find(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(i), args[i]) != args.begin() + static_cast<std::ptrdiff_t>(i))
        throw UsageError{"option " + args[i] + " is given twice"};
    return repeatable_option_value(args, i);
}

const std::string& file_option_value(const Args& args, std::size_t& i) {
    const std::string option = "option " + args[i];
    return file_name(option, option_value(args, i));
}

const std::string& repeatable_file_option_value(const Args& args, std::size_t& i) {
    const std::string option = "option " + args[i];
    return file_name(option, repeatable_option_value(args, i));
}

const std::string& engine_option_value(const Args& args, std::size_t& i) {
    const std::string option = "option " + args[i];
    const std::string& command = repeatable_option_value(args, i);
    if (std::all_of(command.begin(), command.end(), common::text::is_space))
        throw UsageError{option + " needs a command, not '" + command + "'"};
    return command;
}

bool is_option(const std::string& arg) {
    return arg.size() > 1 && arg[0] == '-' && (arg[1] == '-' || std::isalpha(static_cast<unsigned char>(arg[1])));
}

UsageError unexpected_argument(const std::string& arg) {
    return UsageError{(is_option(arg) ? "unknown option '" : "unexpected argument '") + arg + "'"};
}

UsageError renamed_move_time() {
    return UsageError{"match's --move-time is now --forfeit-after S (the seconds an engine program has to answer); "
                      "an engine's own time a move is its command's --move-time MS"};
}

const std::string& file_argument(const std::string& value, const char* name) { return file_name(name, value); }

void check_not_an_input(const std::string& output, const std::string& what, const std::vector<std::string>& inputs,
                        bool appended) {
    namespace fs = std::filesystem;
    // Two names of a file not there yet ("s.txt", "./s.txt") are the same by their paths.
    const auto path_of = [](const std::string& name) {
        std::error_code error;
        const fs::path absolute = fs::absolute(name, error);
        if (error) return fs::path(name).lexically_normal();
        const fs::path canonical = fs::weakly_canonical(absolute, error);
        return error ? absolute.lexically_normal() : canonical;
    };
    const auto same_file = [&](const std::string& a, const std::string& b) {
        std::error_code error;  // either missing: compared by their paths
        return a == b || fs::equivalent(a, b, error) || path_of(a) == path_of(b);
    };
    // The output is written to OUTPUT.tmp first (common::write_atomically), which an input
    // of that name would not survive either.
    const std::string temporary = output + ".tmp";
    for (const std::string& input : inputs) {
        if (same_file(input, output))
            throw UsageError{what + " '" + output + "' is the same file as '" + input + "': one would overwrite the other"};
        if (!appended && same_file(input, temporary))
            throw UsageError{what + " '" + output + "' is written first to '" + temporary + "', which is the input '" +
                             input + "': it would be overwritten"};
    }
}

void resume_appending(const std::string& path, const common::AppendedFile& read) {
    if (common::cut_unfinished_line(path, read))
        std::fprintf(stderr, "%s: its last line had no end (a run stopped while writing it): dropped, made again\n",
                     path.c_str());
}

std::string elo_text(double value) {
    if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.0f", std::round(value) == 0 ? 0.0 : value);
    return buffer;
}

namespace {

int run_command(const char* program, int argc, char** argv) {
    if (argc < 2) {
        print_usage(stderr, program);
        return 2;
    }
    const bool help = std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0;
    if (help && argc == 2) {
        print_usage(stdout, program);
        return 0;
    }
    if (help && argc > 3) {
        std::fprintf(stderr, "%s: %s takes one COMMAND, not also '%s'\n", program, argv[1], argv[3]);
        return 2;
    }
    if (help && (std::strcmp(argv[2], "help") == 0 || std::strcmp(argv[2], "--help") == 0)) {
        std::printf("usage: %s help [COMMAND]  the commands, or COMMAND's usage (as COMMAND --help)\n", program);
        return 0;
    }
    if (std::strcmp(argv[1], "--version") == 0 && argc > 2) {
        std::fprintf(stderr, "%s: --version takes no argument, not '%s'\n", program, argv[2]);
        return 2;
    }
    if (std::strcmp(argv[1], "--version") == 0) {
        std::printf("%s %s\ncode: %s\n", program, REVERSI_VERSION, code_target());
        return 0;
    }
    // "help COMMAND" and "COMMAND ... --help", --help anywhere among its arguments (book
    // build --help, match A B --games 2 --help), print that command's usage, rather than
    // taking --help for a file name, an unknown option or an option's value (none takes it).
    const char* name = help ? argv[2] : argv[1];
    for (const Command& c : registry()) {
        if (std::strcmp(name, c.name) != 0) continue;
        const Args args(argv + 2, argv + argc);
        if (help || std::find(args.begin(), args.end(), "--help") != args.end()) {
            std::printf("usage: %s %s\n", program, c.usage);
            return 0;
        }
        try {
            return c.run(args);
        } catch (const UsageError& e) {
            std::fprintf(stderr, "%s %s: %s\nusage: %s %s\n", program, c.name, e.message.c_str(), program, c.usage);
            return 2;
        } catch (const std::bad_alloc&) {  // "std::bad_alloc" says nothing of the cause
            std::fprintf(stderr, "%s %s: not enough memory for what was asked (a smaller --table, fewer threads or "
                                 "workers, or less input)\n", program, c.name);
            return 1;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s %s: %s\n", program, c.name, e.what());
            return 1;
        }
    }
    std::fprintf(stderr, "%s: unknown command '%s'\n", program, name);
    print_usage(stderr, program);
    return 2;
}

}  // namespace

int run_program(const char* program, int argc, char** argv) {
    const int code = run_command(program, argc, argv);
    // What a command printed must have reached its reader: a full disk or a closed pipe
    // under the standard output fails the run, as a file named to it would.
    std::cout.flush();
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout) && std::cout) return code;
    std::fprintf(stderr, "%s: cannot write the standard output%s%s\n", program, errno != 0 ? ": " : "",
                 errno != 0 ? std::strerror(errno) : "");
    return code == 0 ? 1 : code;
}

}  // namespace cli
