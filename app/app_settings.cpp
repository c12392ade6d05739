#include "app_settings.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QStandardPaths>

#include "games/board_game.h"
#include "language.h"
#include "reversi/search.h"
#include "reversi/sized_board.h"

namespace reversi::app {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

int AppSettings::level(const char* key) const {
    return std::clamp(settings_.value(QLatin1String(key), kDefaultLevel).toInt(), kMinLevel, kMaxLevel);
}

int AppSettings::minLevel() { return kMinLevel; }
int AppSettings::maxLevel() { return kMaxLevel; }

void AppSettings::setLevel(const char* key, int level) { setValue(key, std::clamp(level, kMinLevel, kMaxLevel)); }

QString AppSettings::gameKind() const {
    return settings_.value(QStringLiteral("gameKind")).toString() == QLatin1String("nogo") ? QStringLiteral("nogo")
                                                                                            : QStringLiteral("reversi");
}

void AppSettings::setGameKind(const QString& kind) {
    setValue("gameKind", kind == QLatin1String("nogo") ? QStringLiteral("nogo") : QStringLiteral("reversi"));
}

int AppSettings::boardSize() const {
    const int size = settings_.value(QStringLiteral("boardSize"), 8).toInt();
    return sized::is_supported_size(size) ? size : 8;
}

void AppSettings::setBoardSize(int size) { setValue("boardSize", sized::is_supported_size(size) ? size : 8); }

namespace {
// NoGo's engines and levels, as its BoardGame names them.
const GamePtr& nogoRules() {
    static const GamePtr game = standardGame(GameKind::NoGo);
    return game;
}
}  // namespace

int AppSettings::nogoEngine(const char* key) const {
    return std::clamp(settings_.value(QLatin1String(key), 0).toInt(), 0, static_cast<int>(nogoRules()->engineNames().size()) - 1);
}

int AppSettings::nogoLevel(const char* key) const {
    return std::clamp(settings_.value(QLatin1String(key), nogoRules()->defaultLevel(0)).toInt(), 1, nogoRules()->levelCount(0));
}

void AppSettings::setNogoLevel(const char* key, int level) { setValue(key, std::clamp(level, 1, nogoRules()->levelCount(0))); }

QVariantMap AppSettings::playersOf(const QString& kind) const {
    const bool nogo = kind == QLatin1String("nogo");
    return {{"blackEngine", nogo ? nogoBlackEngine() : 0},
            {"whiteEngine", nogo ? nogoWhiteEngine() : 0},
            {"blackLevel", nogo ? nogoBlackLevel() : blackLevel()},
            {"whiteLevel", nogo ? nogoWhiteLevel() : whiteLevel()}};
}

QVariantMap AppSettings::newGameOptions() const {
    const bool nogo = gameKind() == QLatin1String("nogo");
    QVariantMap options = playersOf(gameKind());
    options.insert({{"kind", gameKind()},
                    {"size", nogo ? 9 : boardSize()},
                    {"parallelStart", parallelStart()},
                    {"whiteFirst", whiteFirst()},
                    {"centreRule", centreRule()},
                    {"blackIsAi", blackIsAi()},
                    {"whiteIsAi", whiteIsAi()}});
    return options;
}

int AppSettings::animationSpeed() const {
    return std::clamp(settings_.value(QStringLiteral("animationSpeed"), 2).toInt(), 0, 3);
}

void AppSettings::setAnimationSpeed(int speed) { setValue("animationSpeed", std::clamp(speed, 0, 3)); }

double AppSettings::animationScale() const {
    static constexpr double kScale[] = {0.0, 2.0, 1.0, 0.5};
    return kScale[animationSpeed()];
}

void AppSettings::setLanguage(const QString& code) {
    if (code == language()) return;
    installLanguage(code);
    setValue("language", code);
    if (!unwritableFile_.isEmpty()) emit problemChanged();  // now in the new language
    // Every qsTr binding is evaluated again in the new language.
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
}

QString AppSettings::theme() const {
    return settings_.value(QStringLiteral("theme")).toString() == QLatin1String("light") ? QStringLiteral("light")
                                                                                         : QStringLiteral("dark");
}

void AppSettings::setTheme(const QString& theme) {
    setValue("theme", theme == QLatin1String("light") ? QStringLiteral("light") : QStringLiteral("dark"));
}

QUrl AppSettings::lastFolder() const {
    const QUrl saved = settings_.value(QStringLiteral("lastFolder")).toUrl();
    if (saved.isLocalFile() && QFileInfo(saved.toLocalFile()).isDir()) return saved;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(QFileInfo(documents).isDir() ? documents : QDir::homePath());
}

void AppSettings::setLastFolder(const QUrl& folder) { setValue("lastFolder", folder); }

void AppSettings::rememberFolderOf(const QUrl& file) {
    if (file.isLocalFile()) setLastFolder(QUrl::fromLocalFile(QFileInfo(file.toLocalFile()).absolutePath()));
}

QString AppSettings::problem() const {
    if (unwritableFile_.isEmpty()) return {};
    return tr("Settings cannot be saved in %1: changes last until the app closes.").arg(unwritableFile_);
}

bool AppSettings::value(const char* key, bool fallback) const {
    return settings_.value(QLatin1String(key), fallback).toBool();
}

void AppSettings::setValue(const char* key, const QVariant& value) {
    if (settings_.value(QLatin1String(key)) == value) return;
    settings_.setValue(QLatin1String(key), value);
    // Written now rather than when QSettings gets round to it, so that a file that
    // cannot be written is found while the user is here to be told.
    settings_.sync();
    if (settings_.status() != QSettings::NoError && unwritableFile_.isEmpty()) {
        unwritableFile_ = QDir::toNativeSeparators(settings_.fileName());
        qWarning("cannot save the settings in %s", qPrintable(unwritableFile_));
        emit problemChanged();
    }
    emit changed();
}

}  // namespace reversi::app
