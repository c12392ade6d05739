// The Botzone bot's entry point. scripts/amalgamate puts this file and the engine
// sources it needs into one C++17 file; `reversi-engine botzone` runs the same code.
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "reversi/botzone.h"
#include "reversi/evaluation.h"

namespace reversi {
// The bot plays with the hand-written evaluation: the trained weights would add about
// 5 MB of source to the single file. (The normal build defines this in
// engine/reversi/eval/default_evaluator.cpp, which the amalgamation leaves out.)
const Evaluator& default_evaluator() {
    static const HeuristicEvaluator hand;
    return hand;
}
}  // namespace reversi

int main(int argc, char** argv) {
    reversi::BotzoneOptions options;
    try {
        options = reversi::parse_botzone_options(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::invalid_argument& e) {
        std::cerr << e.what() << "\nusage: " << reversi::kBotzoneUsage << '\n';
        return 2;
    }
    return reversi::run_botzone(std::cin, std::cout, std::cerr, options);
}
