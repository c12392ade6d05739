// Small helpers shared by the text readers (transcripts, OBF, GGF, SGF), the protocols'
// command lines and the programs' messages.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace common::text {

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
// A visible ASCII character (no space, no control, no byte above 0x7E).
inline bool is_graphic(char c) { return c > ' ' && c < 0x7f; }
inline char to_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }
inline char to_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
// ASCII letters compared without case (protocol words: "b", "Black", "PASS", "othello").
inline bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (to_upper(a[i]) != to_upper(b[i])) return false;
    return true;
}

// The text without the UTF-8 byte-order mark that some editors write first (Windows
// Notepad did): records saved that way read as any other.
inline std::string_view without_bom(std::string_view text) {
    return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

// A read position inside a text; columns are 1-based for messages.
class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    char take() { return text_[pos_++]; }
    std::size_t offset() const { return pos_; }
    void seek(std::size_t offset) { pos_ = offset; }
    int column() const { return static_cast<int>(pos_) + 1; }
    std::string_view rest() const { return text_.substr(pos_); }
    std::string_view text() const { return text_; }
    void skip_spaces() {
        while (!at_end() && is_space(text_[pos_])) ++pos_;
    }
    bool accept(char c) {
        if (at_end() || peek() != c) return false;
        ++pos_;
        return true;
    }
    // The next character as a message shows it ("'x'", "a space", "the end of the text").
    std::string describe_next() const;

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

// "line L, column C" (1-based) of a byte offset in a text.
std::string line_and_column(std::string_view text, std::size_t offset);

// How a character looks in a message: 'x', or a name for the invisible ones.
// '\0' stands for the end of the text.
std::string describe_char(char c);

// How a token looks in a message: 'z9', or 'f' followed by a space, ...
std::string describe_token(std::string_view token);

// The first word of a command line and the rest after the spaces that follow it, without
// the spaces it ends with: {"set", "depth 12"} of " set  depth 12 ".
std::pair<std::string, std::string> split_word(std::string_view line);

// A value as shown in a message: invisible bytes become '?', and a long value is cut
// to its first `longest` characters and "...".
std::string excerpt(std::string_view value, std::size_t longest = 24);

// Whether a whole string is a decimal number as parse_number takes it:
// [+-]digits[.digits][(e|E)[+-]digits], with at least one digit before the exponent
// (no spaces, hexadecimal, "inf" or "nan").
bool is_decimal(std::string_view s);

// A whole string as a signed decimal number ("+12", "-3.5", "0", "2.5e-3"), read with
// a decimal point whatever the process's locale; nullopt when it is not exactly that
// or not finite.
std::optional<double> parse_number(std::string_view s);
std::optional<int> parse_integer(std::string_view s);

// Numbers as text, with a decimal point whatever the process's locale (the JSON of
// the Botzone judge, records, protocols). format_number: the fewest decimals that read
// back as exactly `value` (the general form with an exponent for magnitudes of 1e15
// and more, or tiny ones); format_fixed: rounded to `decimals` decimals.
std::string format_number(double value);
std::string format_fixed(double value, int decimals);

}  // namespace common::text
