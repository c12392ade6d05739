#include <iostream>
#include <stdexcept>

#include "commands.h"
#include "reversi/botzone.h"

namespace cli {
namespace {

int run_botzone(const Args& args) {
    reversi::BotzoneOptions options;
    try {
        options = reversi::parse_botzone_options(args);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }
    return reversi::run_botzone(std::cin, std::cout, std::cerr, options);
}

const Registration registration{{"botzone", reversi::kBotzoneUsage, run_botzone}};

}  // namespace
}  // namespace cli
