#include "common/json.h"

#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <string>

#include "common/text_scan.h"

namespace common::json {
namespace {

// Nesting deeper than this is refused rather than risking the stack.
constexpr int kMaxDepth = 200;

// The length of the well-formed UTF-8 sequence at text[i] (a byte of 0x80 or more), or 0
// (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF). JSON is UTF-8.
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
    const unsigned lead = byte(0);
    std::size_t length = 0;
    unsigned low = 0x80, high = 0xBF;  // the range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) length = 3, low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
    else if (lead >= 0xF0 && lead <= 0xF4) length = 4, low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
    else return 0;
    if (byte(1) < low || byte(1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (byte(k) < 0x80 || byte(k) > 0xBF) return 0;
    return length;
}

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    Value document() {
        Value v = value(0);
        skip_spaces();
        if (pos_ < text_.size()) fail("unexpected " + describe() + " after the value");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& why) const {
        throw SyntaxError(pos_ + 1, why);
    }
    std::string describe() const {
        if (pos_ >= text_.size()) return "end of input";
        const char c = text_[pos_];
        if (c > ' ' && c < 0x7f) return std::string("'") + c + "'";
        char code[16];
        std::snprintf(code, sizeof code, "byte 0x%02X", static_cast<unsigned char>(c));
        return code;
    }
    void skip_spaces() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r' ||
                                       text_[pos_] == '\n'))
            ++pos_;
    }
    bool accept(char c) {
        skip_spaces();
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    void expect(char c, const char* context) {
        if (!accept(c)) fail(std::string("expected '") + c + "' " + context + ", found " + describe());
    }
    bool accept_word(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }

    Value value(int depth) {
        if (depth > kMaxDepth) fail("nested more than " + std::to_string(kMaxDepth) + " levels deep");
        skip_spaces();
        if (pos_ >= text_.size()) fail("expected a value, found end of input");
        const char c = text_[pos_];
        if (c == '{') return object(depth);
        if (c == '[') return array(depth);
        if (c == '"') return Value::string(string());
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        if (accept_word("true")) return Value::boolean(true);
        if (accept_word("false")) return Value::boolean(false);
        if (accept_word("null")) return Value();
        fail("expected a value, found " + describe());
    }

    Value object(int depth) {
        ++pos_;  // '{'
        Value v = Value::object();
        if (accept('}')) return v;
        // A key given twice would leave the reader to pick one value in silence.
        std::set<std::string> keys;
        do {
            skip_spaces();
            if (pos_ >= text_.size() || text_[pos_] != '"') fail("expected a key in quotes, found " + describe());
            const std::size_t at = pos_;
            std::string key = string();
            if (!keys.insert(key).second) {
                pos_ = at;
                // (As JSON writes it: a line break in the key stays "\n" in the one-line message.)
                fail("the key " + write(Value::string(key)) + " is given twice");
            }
            expect(':', "after a key");
            v.add(std::move(key), value(depth + 1));
        } while (accept(','));
        expect('}', "or ',' in an object");
        return v;
    }

    Value array(int depth) {
        ++pos_;  // '['
        Value v = Value::array();
        if (accept(']')) return v;
        do v.push(value(depth + 1));
        while (accept(','));
        expect(']', "or ',' in an array");
        return v;
    }

    unsigned hex4() {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = pos_ < text_.size() ? text_[pos_] : '\0';
            const int digit = h >= '0' && h <= '9'   ? h - '0'
                              : h >= 'a' && h <= 'f' ? h - 'a' + 10
                              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                     : -1;
            if (digit < 0) fail("expected 4 hex digits after \\u, found " + describe());
            code = code * 16 + static_cast<unsigned>(digit);
            ++pos_;
        }
        return code;
    }

    static void append_utf8(std::string& out, unsigned code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    std::string string() {
        ++pos_;  // '"'
        std::string out;
        for (;;) {
            if (pos_ >= text_.size()) fail("unterminated string");
            const char c = text_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) {
                --pos_;
                fail("control character " + describe() + " inside a string");
            }
            if (static_cast<unsigned char>(c) >= 0x80) {
                const std::size_t length = utf8_length(text_, --pos_);
                if (length == 0) fail(describe() + " inside a string is not UTF-8");
                out += text_.substr(pos_, length);
                pos_ += length;
                continue;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) fail("unterminated string");
            const char e = text_[pos_++];
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    const std::size_t escape = pos_ - 2;
                    unsigned code = hex4();
                    // A surrogate pair encodes one character beyond U+FFFF; a surrogate
                    // alone is no character (and would be written out as invalid UTF-8).
                    const bool high = code >= 0xD800 && code < 0xDC00;
                    bool paired = false;
                    if (high && text_.substr(pos_, 2) == "\\u") {
                        pos_ += 2;
                        const unsigned low = hex4();
                        paired = low >= 0xDC00 && low < 0xE000;
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    }
                    if ((high && !paired) || (code >= 0xDC00 && code < 0xE000)) {
                        pos_ = escape;
                        fail(high ? "unpaired surrogate in \\u escape: a high surrogate (\\uD800-\\uDBFF) must be "
                                    "followed by a low one (\\uDC00-\\uDFFF)"
                                  : "unpaired surrogate in \\u escape: a low surrogate (\\uDC00-\\uDFFF) must "
                                    "follow a high one (\\uD800-\\uDBFF)");
                    }
                    append_utf8(out, code);
                    break;
                }
                default:
                    pos_ -= 1;
                    fail("unknown escape \\" + describe().substr(1, 1));
            }
        }
    }

    Value number() {
        const std::size_t start = pos_;
        if (text_[pos_] == '-') ++pos_;
        const auto digits = [&] {
            const std::size_t from = pos_;
            while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
            return pos_ - from;
        };
        const std::size_t whole = pos_;
        if (digits() == 0) fail("expected a digit, found " + describe());
        // JSON writes no leading zeros ("007" is not a number, as in JavaScript).
        if (text_[whole] == '0' && pos_ - whole > 1) {
            pos_ = whole;
            fail("a number may not start with 0 before another digit");
        }
        if (pos_ < text_.size() && text_[pos_] == '.') {
            ++pos_;
            if (digits() == 0) fail("expected a digit after '.', found " + describe());
        }
        if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
            ++pos_;
            if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
            if (digits() == 0) fail("expected a digit in the exponent, found " + describe());
        }
        // Read in the classic locale whatever the process's (strtod would follow it).
        const std::optional<double> n = common::text::parse_number(text_.substr(start, pos_ - start));
        if (!n) {
            pos_ = start;
            fail("number out of range");
        }
        return Value::number(*n);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

// Text that is not UTF-8 (an excerpt cut inside a character, bytes echoed from elsewhere)
// is written with U+FFFD in place of each bad byte: the output stays JSON.
void write_string(std::string& out, const std::string& s) {
    out += '"';
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (static_cast<unsigned char>(c) >= 0x80) {
            const std::size_t length = utf8_length(s, i);
            if (length == 0) {
                out += "\\ufffd";
                continue;
            }
            out += s.substr(i, length);
            i += length - 1;
            continue;
        }
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char code[8];
                    std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c));
                    out += code;
                } else {
                    out += c;
                }
        }
    }
    out += '"';
}

void write_to(std::string& out, const Value& v) {
    switch (v.type()) {
        case Value::Type::Null: out += "null"; break;
        case Value::Type::Bool: out += v.as_bool() ? "true" : "false"; break;
        case Value::Type::Number: {
            const double n = v.as_number();
            // JSON has no infinities; numbers are written in the classic locale.
            out += std::isfinite(n) ? common::text::format_number(n) : "null";
            break;
        }
        case Value::Type::String: write_string(out, v.as_string()); break;
        case Value::Type::Array: {
            out += '[';
            for (std::size_t i = 0; i < v.items().size(); ++i) {
                if (i) out += ',';
                write_to(out, v.items()[i]);
            }
            out += ']';
            break;
        }
        case Value::Type::Object: {
            out += '{';
            bool first = true;
            for (const auto& [key, member] : v.members()) {
                if (!first) out += ',';
                first = false;
                write_string(out, key);
                out += ':';
                write_to(out, member);
            }
            out += '}';
            break;
        }
    }
}

}  // namespace

Value Value::boolean(bool b) {
    Value v;
    v.type_ = Type::Bool;
    v.bool_ = b;
    return v;
}

Value Value::number(double n) {
    Value v;
    v.type_ = Type::Number;
    v.number_ = n;
    return v;
}

Value Value::string(std::string s) {
    Value v;
    v.type_ = Type::String;
    v.text_ = std::move(s);
    return v;
}

Value Value::array(std::vector<Value> items) {
    Value v;
    v.type_ = Type::Array;
    v.items_ = std::move(items);
    return v;
}

Value Value::object(std::vector<std::pair<std::string, Value>> members) {
    Value v;
    v.type_ = Type::Object;
    v.members_ = std::move(members);
    return v;
}

const Value* Value::find(std::string_view key) const {
    for (const auto& member : members_)
        if (member.first == key) return &member.second;
    return nullptr;
}

Value& Value::add(std::string key, Value value) {
    members_.emplace_back(std::move(key), std::move(value));
    return *this;
}

Value& Value::push(Value value) {
    items_.push_back(std::move(value));
    return *this;
}

Value parse(std::string_view text) { return Reader(text).document(); }

std::string write(const Value& value) {
    std::string out;
    write_to(out, value);
    return out;
}

}  // namespace common::json
