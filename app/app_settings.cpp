#include "app_settings.h"

#include <algorithm>

#include "reversi/search.h"

namespace reversi::app {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

int AppSettings::level(const char* key) const {
    return std::clamp(settings_.value(QLatin1String(key), kDefaultLevel).toInt(), kMinLevel, kMaxLevel);
}

int AppSettings::minLevel() { return kMinLevel; }
int AppSettings::maxLevel() { return kMaxLevel; }

void AppSettings::setLevel(const char* key, int level) { setValue(key, std::clamp(level, kMinLevel, kMaxLevel)); }

bool AppSettings::value(const char* key, bool fallback) const {
    return settings_.value(QLatin1String(key), fallback).toBool();
}

void AppSettings::setValue(const char* key, const QVariant& value) {
    if (settings_.value(QLatin1String(key)) == value) return;
    settings_.setValue(QLatin1String(key), value);
    emit changed();
}

}  // namespace reversi::app
