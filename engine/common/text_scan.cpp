#include "common/text_scan.h"

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <locale>
#include <sstream>

namespace common::text {

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

namespace {

// A character inside the text: a NUL there is a byte of it, not its end.
std::string describe_byte(char c) { return c == '\0' ? "byte 0x00" : describe_char(c); }

}  // namespace

std::string Cursor::describe_next() const { return at_end() ? describe_char('\0') : describe_byte(peek()); }

std::string describe_token(std::string_view token) {
    std::size_t visible = 0;
    while (visible < token.size() && is_graphic(token[visible])) ++visible;
    const std::string head = "'" + std::string(token.substr(0, visible)) + "'";
    if (visible > 0 && visible == token.size()) return head;
    return (visible > 0 ? head + " followed by " : "") +
           (visible < token.size() ? describe_byte(token[visible]) : describe_char('\0'));
}

std::pair<std::string, std::string> split_word(std::string_view line) {
    std::size_t start = 0;
    while (start < line.size() && is_space(line[start])) ++start;
    std::size_t end = start;
    while (end < line.size() && !is_space(line[end])) ++end;
    std::size_t rest = end;
    while (rest < line.size() && is_space(line[rest])) ++rest;
    std::size_t tail_end = line.size();
    while (tail_end > rest && is_space(line[tail_end - 1])) --tail_end;
    return {std::string(line.substr(start, end - start)), std::string(line.substr(rest, tail_end - rest))};
}

std::string excerpt(std::string_view value, std::size_t longest) {
    std::string out;
    for (std::size_t i = 0; i < value.size() && i < longest; ++i) out += is_graphic(value[i]) || value[i] == ' ' ? value[i] : '?';
    return value.size() > longest ? out + "..." : out;
}

// Numbers are read and written with the classic locale on purpose: the app's Qt
// runtime sets the user's locale, where strtod and printf expect and write a decimal
// comma. <charconv> would do but its floating-point half is missing before GCC 11,
// and the single-file bot must build with older compilers (GCC 7).
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::optional<double> read_classic(const std::string& s) {
    std::istringstream in(s);
    in.imbue(std::locale::classic());
    double v = 0;
    in >> v;
    if (in.fail() || !std::isfinite(v)) return std::nullopt;
    return v;
}

}  // namespace

bool is_decimal(std::string_view s) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t from = i;
        while (i < s.size() && is_digit(s[i])) ++i;
        return i - from;
    };
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t mantissa = digits();
    if (i < s.size() && s[i] == '.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        if (digits() == 0) return false;
    }
    return i == s.size();
}

std::optional<double> parse_number(std::string_view s) {
    if (!is_decimal(s)) return std::nullopt;
    // istream takes no '+' on the mantissa in every library; drop it.
    return read_classic(std::string(s[0] == '+' ? s.substr(1) : s));
}

std::optional<int> parse_integer(std::string_view s) {
    std::size_t i = s.empty() || (s[0] != '+' && s[0] != '-') ? 0 : 1;
    if (i == s.size() || s.size() - i > 9) return std::nullopt;  // 9 digits cannot overflow an int
    int v = 0;
    for (; i < s.size(); ++i) {
        if (!is_digit(s[i])) return std::nullopt;
        v = 10 * v + (s[i] - '0');
    }
    return s[0] == '-' ? -v : v;
}

std::string format_number(double value) {
    // The fewest decimals that read back exactly; else (magnitudes where fixed notation
    // would be long or lose the value) the general form with the fewest significant
    // digits that do, 17 at most (always exact).
    std::ostringstream out;
    out.imbue(std::locale::classic());
    if (std::fabs(value) < 1e15) {
        out << std::fixed;
        for (int decimals = 0; decimals <= 17; ++decimals) {
            out.str("");
            out << std::setprecision(decimals) << value;
            if (read_classic(out.str()) == value) return out.str();
        }
    }
    out << std::defaultfloat;
    for (int digits = 15; digits < 17; ++digits) {
        out.str("");
        out << std::setprecision(digits) << value;
        if (read_classic(out.str()) == value) return out.str();
    }
    out.str("");
    out << std::setprecision(17) << value;
    return out.str();
}

std::string format_fixed(double value, int decimals) {
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

}  // namespace common::text
