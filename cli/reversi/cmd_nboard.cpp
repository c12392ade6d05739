#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "commands.h"
#include "common/text_scan.h"
#include "reversi/book.h"
#include "reversi/nboard.h"
#include "reversi/search.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_nboard(const Args& args) {
    int threads = 1;
    bool use_book = false, by_clock = false;
    double move_seconds = 0;
    std::optional<bool> probcut;
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
        } else if (args[i] == "--clock") {
            by_clock = true;
        } else if (args[i] == "--mpc" || args[i] == "--no-mpc") {
            // (The last of the two used to win without a word.)
            if (probcut && *probcut != (args[i] == "--mpc")) throw UsageError{"give --mpc or --no-mpc, not both"};
            probcut = args[i] == "--mpc";
        } else {
            throw unexpected_argument(args[i]);
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
    if (by_clock) engine.play_by_clock();
    // Timed play is not deterministic anyway, and the cut is worth about 200 Elo there
    // (docs/reversi-strength.md); play by depth stays a pure function of the position.
    const bool timed = move_seconds > 0 || by_clock;
    engine.set_probcut(probcut.value_or(timed) ? reversi::kDefaultProbCut : 0);
    std::string line;
    for (bool first = true; std::getline(std::cin, line); first = false) {
        // A byte-order mark before the first command (a script saved by an editor) is no
        // part of it: the command would be unknown, and NBoard ignores those in silence.
        if (first) line = std::string(common::text::without_bom(line));
        if (!engine.handle(line)) return 0;
    }
    engine.finish();
    return 0;
}

const Registration registration{
    {"nboard",
     "nboard [--threads T] [--book] [--move-time MS] [--clock] [--mpc|--no-mpc]  speak the NBoard protocol on "
     "stdin/stdout (for GUIs and engine matches; 8x8 only); --book answers 'go' from the built-in opening book while "
     "in book; --move-time: MS milliseconds a move whatever 'set depth' says; --clock: spend the game's clock (TI of "
     "'set game', and the move times) by phase; --mpc/--no-mpc: Multi-ProbCut in the midgame (on by default when "
     "playing by time or clock)",
     run_nboard}};

}  // namespace
}  // namespace cli
