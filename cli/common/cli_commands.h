// The sub-commands of a game's command-line program (reversi-engine, nogo-engine). Each
// lives in its own cmd_*.cpp file and registers itself with a static `Registration`, so
// adding one touches no other file; the program's main() calls run_program.
// Exit codes: 0 success, 1 bad input data (parse error, wrong answer), 2 usage error.
#pragma once

#include <string>
#include <vector>

#include "common/atomic_file.h"

namespace cli {

using Args = std::vector<std::string>;  // the arguments after the sub-command name

struct Command {
    const char* name;
    const char* usage;  // one line: arguments and what it does
    int (*run)(const Args& args);
};

// Registers a command at start-up: `static const cli::Registration reg{{"name", "usage", run}};`
struct Registration {
    explicit Registration(const Command& command);
};

// Thrown for a wrong argument; run_program prints the message and the usage, and exits 2.
struct UsageError {
    std::string message;
};

// Helpers for option parsing, shared by all commands.
int parse_int(const std::string& text, const char* what, int min, int max);
double parse_double(const std::string& text, const char* what, double min, double max);
// A perft DEPTH up to `max`, the deepest whose count fits the 64-bit count (the message
// says so).
int parse_perft_depth(const std::string& text, int max);
// Value of the option at args[i + 1]; advances i. Throws UsageError when missing, and
// when the option was given before (the last value would silently win).
const std::string& option_value(const Args& args, std::size_t& i);
// The same for an option that may be given several times, each value counting.
const std::string& repeatable_option_value(const Args& args, std::size_t& i);
// option_value for an option naming a file: an empty name is refused too, rather than
// read as no file given, and so is an option ("--sgf --verbose" would write a file named
// --verbose and play without it) and "-" (no command reads or writes such a file on the
// standard input or output, but book export's OUT, which takes "-" itself). (And the
// same for an option that may be given several times.)
const std::string& file_option_value(const Args& args, std::size_t& i);
const std::string& repeatable_file_option_value(const Args& args, std::size_t& i);
// The command of a player's --engine (or --gtp-engine) option, which may be given twice:
// one of no word (an unset shell variable) starts nothing, and is refused rather than
// played as an engine that crashed.
const std::string& engine_option_value(const Args& args, std::size_t& i);
// Whether an argument is written as an option ("--games", "-x"), not as a value ("-1",
// "-" for the standard output).
bool is_option(const std::string& arg);
// The error for an argument a command does not take: "unknown option '--x'", or
// "unexpected argument 'x'" for a value (one too many, or where none is taken).
UsageError unexpected_argument(const std::string& arg);
// What both programs' match say of --move-time, its name for --forfeit-after until
// December 2026 (the engines' own --move-time MS is another thing).
UsageError renamed_move_time();
// A plain argument naming a file, `name` as the usage calls it (GAMES, OUT): not empty (an
// unset shell variable), which some commands would read as no file given and others would
// fail on only after their work, nor "-" (as file_option_value).
const std::string& file_argument(const std::string& value, const char* name);

// Refuses (UsageError) an output file that is one of the other files a command takes (its
// inputs, mostly), by the same name or another path to it, or whose temporary
// (OUTPUT.tmp) is one: writing it would replace them. `what` names the output in the
// message ("--output").
// An output appended to in place (a log) has no temporary: `appended`.
void check_not_an_input(const std::string& output, const std::string& what, const std::vector<std::string>& inputs,
                        bool appended = false);

// Before a command appends to a file it resumes from (common::AppendedFile, whose lines it
// has checked): cuts the unfinished last line a stopped run left, saying so on stderr.
void resume_appending(const std::string& path, const common::AppendedFile& read);

// An Elo difference as matches print it: "+35", "-120", "+inf".
std::string elo_text(double value);

// Runs the registered command named by argv[1] (or --help, or --version: "PROGRAM VERSION"
// and a line "code: TARGET", what the code is compiled for, see isa_handover.h); "help
// COMMAND" and "COMMAND ... --help" (anywhere among its arguments) print that command's
// usage, "help help" help's own;
// `program` names the program in messages.
int run_program(const char* program, int argc, char** argv);

}  // namespace cli
