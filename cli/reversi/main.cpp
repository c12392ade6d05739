// reversi-engine: command-line front end of the engine.
#include "commands.h"
#include "isa_handover.h"

int main(int argc, char** argv) {
    if (const auto code = cli::hand_over_to_newer_build("reversi-engine", argv)) return *code;
    return cli::run_program("reversi-engine", argc, argv);
}
