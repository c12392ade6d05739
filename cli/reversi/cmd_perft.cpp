#include <cstdio>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/perft.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_perft(const Args& args) {
    int depth = -1;
    reversi::sized::Setup setup;
    std::string position_text;
    bool have_position = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (read_setup_option(args, i, setup)) continue;
        if (args[i] == "--position") {
            position_text = option_value(args, i);
            have_position = true;
        } else if (depth < 0) {
            depth = parse_int(args[i], "DEPTH", 0, 30);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    reversi::sized::Board board = reversi::sized::Board::start(setup);
    if (have_position) {
        // Bad position text is bad data (exit 1), not bad usage: ParseError reaches main.
        try {
            board = reversi::sized::Board::from_position(reversi::parse_obf_line(position_text).position);
        } catch (const reversi::ParseError& e) {
            throw e.within("--position");
        }
    }
    std::printf("%s\n", reversi::perft_line(reversi::sized::timed_perft(board, depth)).c_str());
    return 0;
}

const Registration registration{
    {"perft",
     "perft DEPTH [--size N] [--start crossed|parallel] [--first black|white] [--position \"OBF\"]  count leaves "
     "from the start (or a) position",
     run_perft}};

}  // namespace
}  // namespace cli
