// A program built with the portable reversi-engine's hand-over (cli/common/
// isa_handover.cpp) whatever this build's own flags: test_isa_handover.sh puts fake newer
// builds beside it. When it stays, it says so with its arguments.
#include <cstdio>

#include "isa_handover.h"

int main(int argc, char** argv) {
    if (const auto code = cli::hand_over_to_newer_build("isa_handover_probe", argv)) return *code;
    std::printf("stayed");
    for (int i = 1; i < argc; ++i) std::printf(" [%s]", argv[i]);
    std::printf("\n");
    return 0;
}
