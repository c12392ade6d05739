#include "setup_options.h"

#include <string>

namespace cli {

bool read_setup_option(const Args& args, std::size_t& i, reversi::sized::Setup& setup) {
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
    } else {
        return false;
    }
    return true;
}

void require_8x8(const reversi::sized::Setup& setup, const char* why) {
    if (setup.size != 8) throw UsageError{"only the 8x8 board is supported: " + std::string(why)};
}

}  // namespace cli
