#include <cstdio>

#include "cli_commands.h"
#include "common/perft_run.h"
#include "nogo/perft.h"

namespace cli {
namespace {

int run_perft(const Args& args) {
    int depth = -1;
    nogo::Position position;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--centre-rule") {
            position.set_centre_rule(true);
        } else if (depth < 0) {
            depth = parse_int(args[i], "DEPTH", 0, 12);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    const auto run = common::timed_perft(depth, [&] { return nogo::perft(position, depth); });
    std::printf("%s\n", common::perft_line(run).c_str());
    return 0;
}

const Registration registration{
    {"perft", "perft DEPTH [--centre-rule]  count the move sequences of DEPTH plies from the empty board", run_perft}};

}  // namespace
}  // namespace cli
