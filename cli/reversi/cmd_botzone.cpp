#include <iostream>
#include <stdexcept>

#include "commands.h"
#include "reversi/botzone.h"
#include "setup_options.h"

namespace cli {
namespace {

int run_botzone(const Args& args) {
    // The board options are read here only to refuse other sizes clearly.
    Args protocol_args;
    BoardChoice choice;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            choice.require_8x8("the Botzone judge");
        } else {
            protocol_args.push_back(args[i]);
        }
    }
    reversi::BotzoneOptions options;
    try {
        options = reversi::parse_botzone_options(protocol_args);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }
    return reversi::run_botzone(std::cin, std::cout, std::cerr, options);
}

const Registration registration{{"botzone", reversi::kBotzoneUsage, run_botzone}};

}  // namespace
}  // namespace cli
