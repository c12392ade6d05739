#include <cstdio>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/perft.h"

namespace cli {
namespace {

int run_perft(const Args& args) {
    int depth = -1;
    reversi::Position position = reversi::Position::start();
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--position") {
            // Bad position text is bad data (exit 1), not bad usage: ParseError reaches main.
            const std::string& text = option_value(args, i);
            try {
                position = reversi::parse_obf_line(text).position;
            } catch (const reversi::ParseError& e) {
                throw e.within("--position");
            }
        } else if (depth < 0) {
            depth = parse_int(args[i], "DEPTH", 0, 30);
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (depth < 0) throw UsageError{"DEPTH is required"};
    std::printf("%s\n", reversi::perft_line(reversi::timed_perft(position, depth)).c_str());
    return 0;
}

const Registration registration{{"perft", "perft DEPTH [--position \"OBF\"]  count leaves from the start (or a) position", run_perft}};

}  // namespace
}  // namespace cli
