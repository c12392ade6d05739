// The lines of a data text, for the readers of book/ (names, book text form).
#pragma once

#include <string_view>

namespace reversi {

// Calls f(line, number) for every line of `text` (1-based numbers), without its end of
// line ("\n" or "\r\n").
template <class F>
void for_each_line(std::string_view text, F f) {
    int number = 0;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        f(line, ++number);
    }
}

}  // namespace reversi
