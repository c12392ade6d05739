#include <cstdio>
#include <iostream>
#include <string>

#include "commands.h"
#include "reversi/book.h"
#include "reversi/nboard.h"
#include "reversi/search.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_nboard(const Args& args) {
    int threads = 1;
    bool use_book = false;
    double move_seconds = 0, probcut = 0;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            choice.require_8x8("the NBoard protocol");
        } else if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--book") {
            use_book = true;
        } else if (args[i] == "--move-time") {
            move_seconds = parse_int(option_value(args, i), "--move-time", 1, 3600000) / 1000.0;
        } else if (args[i] == "--mpc") {
            probcut = reversi::kDefaultProbCut;
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    reversi::NboardEngine engine(
        [](const std::string& line) {
            std::fputs(line.c_str(), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
        },
        threads, 64, nullptr, use_book ? &reversi::builtin_book() : nullptr);
    if (move_seconds > 0) engine.play_by_time(move_seconds);
    engine.set_probcut(probcut);
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    engine.finish();
    return 0;
}

const Registration registration{
    {"nboard",
     "nboard [--threads T] [--book] [--move-time MS] [--mpc]  speak the NBoard protocol on stdin/stdout (for GUIs "
     "and engine matches; 8x8 only); --book answers 'go' from the built-in opening book while in book; --move-time: "
     "MS milliseconds a move whatever 'set depth' says; --mpc: Multi-ProbCut in the midgame",
     run_nboard}};

}  // namespace
}  // namespace cli
