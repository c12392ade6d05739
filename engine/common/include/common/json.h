// A small JSON reader and writer, enough for the Botzone judge's messages: objects,
// arrays, strings (with \u escapes), numbers, true/false/null. Objects keep their keys
// in input order; a repeated key finds its first occurrence.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace common::json {

// Text that is not JSON: "column C: why". (Not notation.h's ParseError: this reader goes
// into the single-file bot, which leaves the notation readers out.)
class SyntaxError : public std::runtime_error {
public:
    SyntaxError(std::size_t column, const std::string& why)
        : std::runtime_error("column " + std::to_string(column) + ": " + why), column_(column), why_(why) {}
    std::size_t column() const { return column_; }
    const std::string& why() const { return why_; }

private:
    std::size_t column_;
    std::string why_;
};

class Value {
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    Value() = default;
    static Value boolean(bool b);
    static Value number(double n);
    static Value string(std::string s);
    static Value array(std::vector<Value> items = {});
    static Value object(std::vector<std::pair<std::string, Value>> members = {});

    Type type() const { return type_; }
    bool is_object() const { return type_ == Type::Object; }
    bool is_array() const { return type_ == Type::Array; }
    bool is_number() const { return type_ == Type::Number; }
    bool is_string() const { return type_ == Type::String; }

    double as_number() const { return number_; }          // 0 unless a number
    bool as_bool() const { return bool_; }                // false unless a boolean
    const std::string& as_string() const { return text_; }  // empty unless a string
    const std::vector<Value>& items() const { return items_; }  // elements of an array
    const std::vector<std::pair<std::string, Value>>& members() const { return members_; }

    // The member called `key` of an object, or null when absent (or not an object).
    const Value* find(std::string_view key) const;

    // Builders for writing.
    Value& add(std::string key, Value value);  // object member
    Value& push(Value value);                  // array element

private:
    Type type_ = Type::Null;
    bool bool_ = false;
    double number_ = 0;
    std::string text_;
    std::vector<Value> items_;
    std::vector<std::pair<std::string, Value>> members_;
};

// One JSON value, optionally surrounded by whitespace. Throws SyntaxError on anything else.
Value parse(std::string_view text);

// Compact JSON text, on one line. Whole numbers are written without a fraction.
std::string write(const Value& value);

}  // namespace common::json
