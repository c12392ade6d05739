#include <chrono>
#include <cstdio>

#include "commands.h"
#include "reversi/perft.h"

namespace cli {
namespace {

int run_perft(const Args& args) {
    int depth = -1;
    reversi::Position position = reversi::Position::start();
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--position") {
            const std::string& text = option_value(args, i);
            (void)text;  // TODO(notation): parse OBF once notation lands
            throw UsageError{"--position is not supported yet"};
        } else if (depth < 0) {
            depth = parse_int(args[i], "DEPTH", 0, 30);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    const auto t0 = std::chrono::steady_clock::now();
    const std::uint64_t nodes = reversi::perft(position, depth);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double rate = seconds > 0 ? nodes / seconds / 1e6 : 0.0;
    std::printf("perft %d: %llu nodes in %.3f s (%.1f Mn/s)\n", depth, static_cast<unsigned long long>(nodes), seconds,
                rate);
    return 0;
}

const Registration registration{{"perft", "perft DEPTH [--position \"OBF\"]  count leaves from the start (or a) position", run_perft}};

}  // namespace
}  // namespace cli
