#include <cstdio>

#include "commands.h"
#include "reversi/perft.h"
#include "setup_options.h"

namespace cli {
namespace {

// The counts are 64-bit: 8x8's perft(22), about 3e19, would overflow them, and larger
// boards grow faster. Depth 18 (about 2e15 on 8x8, 1e16 on 10x10) already takes months.
constexpr int kMaxDepth = 18;

int run_perft(const Args& args) {
    int depth = -1;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) continue;
        if (depth < 0 && !is_option(args[i])) {
            depth = parse_perft_depth(args[i], kMaxDepth);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    std::printf("%s\n", reversi::perft_line(reversi::sized::timed_perft(choice.board(), depth)).c_str());
    return 0;
}

const Registration registration{
    {"perft",
     "perft DEPTH ([--size N] [--start crossed|parallel] [--first black|white] | --position \"OBF\")  count leaves (DEPTH 0 to 18) "
     "from the start of that board (default 8x8, crossed, Black first) or from a position of N*N cells",
     run_perft}};

}  // namespace
}  // namespace cli
