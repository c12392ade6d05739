#include <iostream>
#include <stdexcept>

#include "cli_commands.h"
#include "nogo/botzone.h"

namespace cli {
namespace {

int run_botzone(const Args& args) {
    nogo::BotzoneOptions options;
    try {
        options = nogo::parse_botzone_options(args);
    } catch (const std::invalid_argument& e) {
        throw UsageError{e.what()};
    }
    return nogo::run_botzone(std::cin, std::cout, std::cerr, options);
}

const Registration registration{{"botzone", nogo::kBotzoneUsage, run_botzone}};

}  // namespace
}  // namespace cli
