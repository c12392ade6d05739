#include <cstdio>
#include <iostream>
#include <string>

#include "commands.h"
#include "reversi/nboard.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_nboard(const Args& args) {
    int threads = 1;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            choice.require_8x8("the NBoard protocol");
        } else if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 256);
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
        threads);
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    engine.finish();
    return 0;
}

const Registration registration{
    {"nboard", "nboard [--threads T]  speak the NBoard protocol on stdin/stdout (for GUIs and engine matches; 8x8 only)",
     run_nboard}};

}  // namespace
}  // namespace cli
