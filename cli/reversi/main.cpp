// reversi-engine: command-line front end of the engine.
#include "commands.h"

int main(int argc, char** argv) { return cli::run_program("reversi-engine", argc, argv); }
