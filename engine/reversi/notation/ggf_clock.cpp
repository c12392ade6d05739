// GGF's time control (TI) as text.
#include <cmath>

#include "common/deadline.h"
#include "common/text_scan.h"
#include "reversi/game_clock.h"
#include "reversi/notation.h"

namespace reversi {
namespace {

// "[[h:]m:]s": whole hours and minutes, seconds possibly with decimals.
double parse_duration(std::string_view text, const char* part) {
    const auto fail = [&](const std::string& why) -> double {
        throw ParseError(std::string("TI ") + part, why + ", found '" + common::text::excerpt(text) + "'");
    };
    double total = 0;
    int fields = 0;
    std::size_t from = 0;
    for (;;) {
        const std::size_t colon = text.find(':', from);
        const std::string_view field = text.substr(from, colon == std::string_view::npos ? text.npos : colon - from);
        if (++fields > 3) fail("expected at most hours:minutes:seconds");
        const bool last = colon == std::string_view::npos;
        double value = -1;
        if (last) {
            if (const std::optional<double> number = common::text::parse_number(field)) value = *number;
        } else if (const std::optional<int> whole = common::text::parse_integer(field)) {
            value = *whole;
        }
        if (field.empty() || value < 0 || field[0] == '+' || field[0] == '-')
            fail(last ? "expected seconds (a number, at least 0)" : "expected whole hours or minutes");
        // The first field holds any count (90:00 is 90 minutes); those after it are the
        // rest of a minute or an hour (1:60:00 is no time of day a person writes).
        if (fields > 1 && value >= 60) fail("expected minutes and seconds below 60 after the first field");
        total = total * 60 + value;
        if (last) break;
        from = colon + 1;
    }
    if (total > common::kLongestTimeSeconds) fail("expected at most " + common::text::format_number(common::kLongestTimeSeconds) + " seconds");
    return total;
}

// The shortest "m:ss" (or "h:mm:ss") form; seconds keep their decimals.
std::string duration_text(double seconds) {
    const long long whole = static_cast<long long>(std::floor(seconds));
    const double fraction = seconds - static_cast<double>(whole);
    const long long hours = whole / 3600, minutes = whole / 60 % 60, secs = whole % 60;
    std::string s = common::text::format_number(static_cast<double>(secs) + fraction);
    if (secs < 10) s = "0" + s;
    std::string m = std::to_string(minutes);
    if (hours > 0 && minutes < 10) m = "0" + m;
    return (hours > 0 ? std::to_string(hours) + ":" : "") + m + ":" + s;
}

}  // namespace

GameClock parse_ggf_clock(std::string_view text) {
    const char* parts[] = {"main time", "increment", "extension"};
    double values[3] = {0, 0, 0};
    std::size_t from = 0;
    for (int i = 0;; ++i) {
        const std::size_t slash = text.find('/', from);
        if (i == 3) throw ParseError("TI", "expected at most main/increment/extension, found '" +
                                               common::text::excerpt(text) + "'");
        const std::string_view part = text.substr(from, slash == std::string_view::npos ? text.npos : slash - from);
        if (i == 0 || !part.empty()) values[i] = parse_duration(part, parts[i]);
        if (slash == std::string_view::npos) break;
        from = slash + 1;
    }
    return {values[0], values[1], values[2]};
}

std::string ggf_clock_text(const GameClock& clock) {
    std::string text = duration_text(clock.main_seconds);
    if (clock.increment_seconds > 0 || clock.extension_seconds > 0)
        text += "/" + (clock.increment_seconds > 0 ? duration_text(clock.increment_seconds) : std::string());
    if (clock.extension_seconds > 0) text += "/" + duration_text(clock.extension_seconds);
    return text;
}

}  // namespace reversi
