#include <cstdio>

#include "commands.h"
#include "reversi/perft.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_perft(const Args& args) {
    int depth = -1;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) continue;
        if (depth < 0) {
            depth = parse_int(args[i], "DEPTH", 0, 30);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    std::printf("%s\n", reversi::perft_line(reversi::sized::timed_perft(choice.board(), depth)).c_str());
    return 0;
}

const Registration registration{
    {"perft",
     "perft DEPTH [--size N] [--start crossed|parallel] [--first black|white | --position \"OBF\"]  count leaves "
     "from the start of that board (default 8x8, crossed, Black first) or from a position of N*N cells",
     run_perft}};

}  // namespace
}  // namespace cli
