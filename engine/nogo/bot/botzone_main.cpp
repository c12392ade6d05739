// The NoGo Botzone bot's entry point. `scripts/amalgamate --game nogo` puts this file and
// the engine sources it needs into one C++17 file; `nogo-engine botzone` runs the same code.
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "nogo/botzone.h"

int main(int argc, char** argv) {
    nogo::BotzoneOptions options;
    try {
        options = nogo::parse_botzone_options(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::invalid_argument& e) {
        std::cerr << e.what() << "\nusage: " << nogo::kBotzoneUsage << '\n';
        return 2;
    }
    return nogo::run_botzone(std::cin, std::cout, std::cerr, options);
}
