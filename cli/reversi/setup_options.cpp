#include "setup_options.h"

#include "reversi/notation.h"
#include "reversi/obf.h"

namespace cli {

bool BoardChoice::read(const Args& args, std::size_t& i) {
    if (args[i] == "--size") {
        const std::string& value = option_value(args, i);
        const int size = parse_int(value, "--size", 0, 100);
        if (!reversi::sized::is_supported_size(size))
            throw UsageError{"--size must be " + std::string(reversi::sized::supported_sizes_text()) + ", not '" +
                             value + "'"};
        setup.size = size;
    } else if (args[i] == "--start") {
        const std::string& value = option_value(args, i);
        if (!reversi::sized::parse_layout(value, setup.layout))
            throw UsageError{"--start must be crossed or parallel, not '" + value + "'"};
    } else if (args[i] == "--first") {
        const std::string& value = option_value(args, i);
        if (value != "black" && value != "white") throw UsageError{"--first must be black or white, not '" + value + "'"};
        setup.first = value == "black" ? reversi::Color::Black : reversi::Color::White;
    } else if (args[i] == "--position") {
        position = option_value(args, i);
        position_given = true;
        return true;
    } else {
        return false;
    }
    setup_given = true;
    return true;
}

reversi::sized::Board BoardChoice::board() const {
    if (!position_given) return reversi::sized::Board::start(setup);
    if (setup_given) throw UsageError{"give --position or --size/--start/--first, not both (a position has its own size)"};
    // Bad position text is bad data (exit 1), not bad usage: ParseError reaches main.
    try {
        return reversi::sized::parse_obf_line(position).position;
    } catch (const reversi::ParseError& e) {
        throw e.within("--position");
    }
}

void BoardChoice::require_8x8(const char* what) const {
    if (setup != reversi::sized::Setup{} || position_given)
        throw UsageError{std::string(what) + " plays only the standard 8x8 game (crossed centre, Black first)"};
}

}  // namespace cli
