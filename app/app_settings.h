// The user's preferences, kept with QSettings (QML's own Settings needs Qt 6.5).
#pragma once

#include <QObject>
#include <QRect>
#include <QSettings>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace reversi::app {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool showLegalMoves READ showLegalMoves WRITE setShowLegalMoves NOTIFY changed)
    Q_PROPERTY(bool analysis READ analysis WRITE setAnalysis NOTIFY changed)
    Q_PROPERTY(bool blackIsAi READ blackIsAi WRITE setBlackIsAi NOTIFY changed)
    Q_PROPERTY(bool whiteIsAi READ whiteIsAi WRITE setWhiteIsAi NOTIFY changed)
    Q_PROPERTY(int blackLevel READ blackLevel WRITE setBlackLevel NOTIFY changed)
    Q_PROPERTY(int whiteLevel READ whiteLevel WRITE setWhiteLevel NOTIFY changed)
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY changed)
    // 0 off, 1 slow, 2 normal, 3 fast; animationScale multiplies the durations.
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    Q_PROPERTY(double animationScale READ animationScale NOTIFY changed)
    // "" (the system's), "en" or "zh_CN"; applied at once.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY changed)  // "dark" or "light"
    // Where the file dialogs open: the folder of the last file opened or saved, at first
    // the user's documents folder.
    Q_PROPERTY(QUrl lastFolder READ lastFolder WRITE setLastFolder NOTIFY changed)
    // The main window's place and size when it was last moved or resized (empty at
    // first: the window then takes its default size).
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY changed)
    Q_PROPERTY(int minLevel READ minLevel CONSTANT)
    Q_PROPERTY(int maxLevel READ maxLevel CONSTANT)

public:
    explicit AppSettings(QObject* parent = nullptr);

    bool showLegalMoves() const { return value("showLegalMoves", true); }
    void setShowLegalMoves(bool on) { setValue("showLegalMoves", on); }
    bool analysis() const { return value("analysis", false); }
    void setAnalysis(bool on) { setValue("analysis", on); }
    bool blackIsAi() const { return value("blackIsAi", false); }
    void setBlackIsAi(bool on) { setValue("blackIsAi", on); }
    bool whiteIsAi() const { return value("whiteIsAi", true); }
    void setWhiteIsAi(bool on) { setValue("whiteIsAi", on); }
    int blackLevel() const { return level("blackLevel"); }
    void setBlackLevel(int level) { setLevel("blackLevel", level); }
    int whiteLevel() const { return level("whiteLevel"); }
    void setWhiteLevel(int level) { setLevel("whiteLevel", level); }
    static int minLevel();
    static int maxLevel();
    bool animations() const { return animationSpeed() > 0; }
    void setAnimations(bool on) { setAnimationSpeed(on ? 2 : 0); }
    int animationSpeed() const;
    void setAnimationSpeed(int speed);
    double animationScale() const;
    QString language() const { return settings_.value(QStringLiteral("language")).toString(); }
    void setLanguage(const QString& code);
    QString theme() const;
    void setTheme(const QString& theme);
    QRect windowGeometry() const { return settings_.value(QStringLiteral("windowGeometry")).toRect(); }
    void setWindowGeometry(const QRect& geometry) { setValue("windowGeometry", geometry); }
    QUrl lastFolder() const;
    void setLastFolder(const QUrl& folder);
    // Remembers the folder of `file` (an opened or saved file) as lastFolder.
    Q_INVOKABLE void rememberFolderOf(const QUrl& file);

signals:
    void changed();

private:
    bool value(const char* key, bool fallback) const;
    int level(const char* key) const;
    void setLevel(const char* key, int level);
    void setValue(const char* key, const QVariant& value);

    QSettings settings_;
};

}  // namespace reversi::app
