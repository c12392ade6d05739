// The interface language: the system's, or one chosen in the settings, switchable
// while the app runs.
#pragma once

#include <QString>

namespace reversi::app {

// Replaces the app's translation: "" follows the system locale, "en" is the source
// language (no translation), anything else a locale name such as "zh_CN". Returns
// false when no translation exists for it (the app then shows English).
bool installLanguage(const QString& code);

}  // namespace reversi::app
