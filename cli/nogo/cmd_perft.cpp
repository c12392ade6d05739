#include <cstdio>

#include "cli_commands.h"
#include "common/perft_run.h"
#include "nogo/perft.h"

namespace cli {
namespace {

// perft(10) is about 6.8e18, within the 64-bit count (up to 1.8e19); perft(11), about
// 4.8e20, would overflow it.
constexpr int kMaxDepth = 10;

int run_perft(const Args& args) {
    int depth = -1;
    nogo::Position position;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--centre-rule") {
            position.set_centre_rule(true);
        } else if (depth < 0 && !is_option(args[i])) {
            depth = parse_perft_depth(args[i], kMaxDepth);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    const auto run = common::timed_perft(depth, [&] { return nogo::perft(position, depth); });
    std::printf("%s\n", common::perft_line(run).c_str());
    return 0;
}

const Registration registration{
    {"perft", "perft DEPTH [--centre-rule]  count the move sequences of DEPTH plies (0 to 10) from the empty board", run_perft}};

}  // namespace
}  // namespace cli
