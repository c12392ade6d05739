// The options that choose the board of a command: --size N, --start crossed|parallel
// and --first black|white, shared by the commands that play any size.
#pragma once

#include "commands.h"
#include "reversi/sized_board.h"

namespace cli {

// When args[i] is one of the three options, reads its value into `setup` (advancing
// i) and returns true. A wrong value is a UsageError.
bool read_setup_option(const Args& args, std::size_t& i, reversi::sized::Setup& setup);

// For commands that play only 8x8: a UsageError unless the setup is the standard one
// (8x8; the layout and first player do not matter to a position given whole).
void require_8x8(const reversi::sized::Setup& setup, const char* why);

}  // namespace cli
