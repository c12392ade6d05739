// The process's C locale set to one with a decimal comma for a scope, as the app's Qt
// runtime does with a German user's locale: strtod and printf then read and write
// "0,5". scripts/common.sh generates de_DE.UTF-8; a test fails (never skips) without it.
#pragma once

#include <clocale>
#include <cstdlib>
#include <string>

class DecimalCommaLocale {
public:
    static constexpr const char* kName = "de_DE.UTF-8";

    DecimalCommaLocale() : previous_(std::setlocale(LC_ALL, nullptr)) {
        // Set, and really with a decimal comma: the C library reads "0,5" as a half.
        active_ = std::setlocale(LC_ALL, kName) != nullptr && std::strtod("0,5", nullptr) == 0.5;
    }
    ~DecimalCommaLocale() { std::setlocale(LC_ALL, previous_.c_str()); }
    DecimalCommaLocale(const DecimalCommaLocale&) = delete;
    DecimalCommaLocale& operator=(const DecimalCommaLocale&) = delete;

    bool active() const { return active_; }
    static const char* missing() { return "no de_DE.UTF-8 locale with a decimal comma: scripts/common.sh generates it"; }

private:
    std::string previous_;
    bool active_ = false;
};
