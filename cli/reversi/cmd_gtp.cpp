#include <iostream>

#include "commands.h"
#include "reversi/book.h"
#include "reversi/gtp.h"

namespace cli {
namespace {

int run_gtp(const Args& args) {
    int threads = 1, move_ms = 1000;
    bool use_book = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--threads") threads = parse_int(option_value(args, i), "--threads", 1, 256);
        else if (args[i] == "--move-time") move_ms = parse_int(option_value(args, i), "--move-time", 1, 3600000);
        else if (args[i] == "--book") use_book = true;
        else throw unexpected_argument(args[i]);
    }
    reversi::GtpEngine engine(move_ms / 1000.0, threads, use_book ? &reversi::builtin_book() : nullptr);
    common::gtp::serve(std::cin, std::cout, engine);
    return 0;
}

const Registration registration{
    {"gtp",
     "gtp [--threads T] [--book] [--move-time MS]  speak GTP for Othello on stdin/stdout (for GUIs such as Quarry, "
     "and matches; 8x8 only): MS milliseconds a move (default 1000) until time_settings / time_left give a clock, "
     "spent by phase; --book answers from the built-in opening book while in book",
     run_gtp}};

}  // namespace
}  // namespace cli
