#include "text_scan.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace reversi::text {

std::string line_and_column(std::string_view text, std::size_t offset) {
    int line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i)
        if (text[i] == '\n') {
            ++line;
            line_start = i + 1;
        }
    return "line " + std::to_string(line) + ", column " + std::to_string(offset - line_start + 1);
}

std::string describe_char(char c) {
    if (c == '\0') return "the end of the text";
    if (c == '\n') return "a line break";
    if (c == '\t') return "a tab";
    if (c == ' ') return "a space";
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "byte 0x%02X", static_cast<unsigned char>(c));
        return buf;
    }
    return std::string("'") + c + "'";
}

std::string describe_token(std::string_view token) {
    std::size_t visible = 0;
    while (visible < token.size() && is_graphic(token[visible])) ++visible;
    const std::string head = "'" + std::string(token.substr(0, visible)) + "'";
    if (visible > 0 && visible == token.size()) return head;
    return (visible > 0 ? head + " followed by " : "") + describe_char(visible < token.size() ? token[visible] : '\0');
}

namespace {

// from_chars takes no '+' sign; strip one (but not "+-1").
std::string_view without_plus(std::string_view s) {
    if (s.size() > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+') return s.substr(1);
    return s;
}

}  // namespace

std::optional<double> parse_number(std::string_view s) {
    s = without_plus(s);
    if (s.empty()) return std::nullopt;
    // Only plain decimals: from_chars would also take "inf", "nan" and hex-like forms.
    for (char c : s)
        if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == 'e' || c == 'E' || c == '+')) return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<int> parse_integer(std::string_view s) {
    s = without_plus(s);
    if (s.empty()) return std::nullopt;
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

std::string format_number(double value) {
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    (void)ec;  // 32 characters always hold the shortest form of a double
    return std::string(buf, end);
}

}  // namespace reversi::text
