// nogo-engine: command-line front end of the NoGo engine.
#include "cli_commands.h"

int main(int argc, char** argv) { return cli::run_program("nogo-engine", argc, argv); }
