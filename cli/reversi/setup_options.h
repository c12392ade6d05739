// The options that choose the board of a command: --size N, --start crossed|parallel
// and --first black|white, and --position "OBF" for a position of any size; shared by
// the commands that play every size.
#pragma once

#include <string>

#include "commands.h"
#include "reversi/sized_board.h"

namespace cli {

struct BoardChoice {
    reversi::sized::Setup setup;  // 8x8, crossed, Black first unless chosen
    bool setup_given = false;     // one of --size, --start, --first was given
    bool position_given = false;
    std::string position;         // the OBF line of --position

    // When args[i] is one of the four options, reads its value (advancing i) and
    // returns true. A wrong value is a UsageError.
    bool read(const Args& args, std::size_t& i);
    // The start of the setup, or the --position board (bad text is a ParseError
    // naming --position). Giving both is a UsageError.
    reversi::sized::Board board() const;
    // For commands that play only the standard 8x8 game: a UsageError naming `what`
    // for any other board (or any --position).
    void require_8x8(const char* what) const;
};

}  // namespace cli
