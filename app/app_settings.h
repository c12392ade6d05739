// The user's preferences, kept with QSettings (QML's own Settings needs Qt 6.5).
#pragma once

#include <algorithm>

#include <QObject>
#include <QRect>
#include <QSettings>
#include <QVariantMap>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace reversi::app {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool showLegalMoves READ showLegalMoves WRITE setShowLegalMoves NOTIFY changed)
    Q_PROPERTY(bool analysis READ analysis WRITE setAnalysis NOTIFY changed)
    // The explanations of the heat-map's colours and marks and of the move list's grades
    // (off at first: they cost a laptop screen its view of the move list).
    Q_PROPERTY(bool showHelp READ showHelp WRITE setShowHelp NOTIFY changed)
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
    // first: the window then takes its default size), and whether it was maximized
    // (its place and size are then those it goes back to).
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY changed)
    Q_PROPERTY(bool windowMaximized READ windowMaximized WRITE setWindowMaximized NOTIFY changed)
    Q_PROPERTY(int minLevel READ minLevel CONSTANT)
    Q_PROPERTY(int maxLevel READ maxLevel CONSTANT)
    // The game of the next new game and its setup (GameSetup): "reversi" or "nogo";
    // Reversi's board size, start layout and first mover; NoGo's centre rule.
    Q_PROPERTY(QString gameKind READ gameKind WRITE setGameKind NOTIFY changed)
    Q_PROPERTY(int boardSize READ boardSize WRITE setBoardSize NOTIFY changed)
    Q_PROPERTY(bool parallelStart READ parallelStart WRITE setParallelStart NOTIFY changed)
    Q_PROPERTY(bool whiteFirst READ whiteFirst WRITE setWhiteFirst NOTIFY changed)
    Q_PROPERTY(bool centreRule READ centreRule WRITE setCentreRule NOTIFY changed)
    // NoGo's computer players: engine (0 MCTS, 1 MinMax) and level (time a move), kept
    // apart from Reversi's levels above.
    Q_PROPERTY(int nogoBlackEngine READ nogoBlackEngine WRITE setNogoBlackEngine NOTIFY changed)
    Q_PROPERTY(int nogoWhiteEngine READ nogoWhiteEngine WRITE setNogoWhiteEngine NOTIFY changed)
    Q_PROPERTY(int nogoBlackLevel READ nogoBlackLevel WRITE setNogoBlackLevel NOTIFY changed)
    Q_PROPERTY(int nogoWhiteLevel READ nogoWhiteLevel WRITE setNogoWhiteLevel NOTIFY changed)
    // NoGo's heat-map and game analysis engine (0 MCTS, 1 MinMax).
    Q_PROPERTY(int nogoAnalysisEngine READ nogoAnalysisEngine WRITE setNogoAnalysisEngine NOTIFY changed)
    // NoGo hint: mark the empty points only one side may play.
    Q_PROPERTY(bool markDecisivePoints READ markDecisivePoints WRITE setMarkDecisivePoints NOTIFY changed)
    // Why changes are not being kept (the settings file cannot be written), empty while
    // they are, in the language of the moment; once set it stays for the session, as
    // QSettings keeps its first error.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    explicit AppSettings(QObject* parent = nullptr);

    bool showLegalMoves() const { return value("showLegalMoves", true); }
    void setShowLegalMoves(bool on) { setValue("showLegalMoves", on); }
    bool analysis() const { return value("analysis", false); }
    void setAnalysis(bool on) { setValue("analysis", on); }
    bool showHelp() const { return value("showHelp", false); }
    void setShowHelp(bool on) { setValue("showHelp", on); }
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
    bool windowMaximized() const { return value("windowMaximized", false); }
    void setWindowMaximized(bool maximized) { setValue("windowMaximized", maximized); }
    QUrl lastFolder() const;
    void setLastFolder(const QUrl& folder);
    // Remembers the folder of `file` (an opened or saved file) as lastFolder.
    Q_INVOKABLE void rememberFolderOf(const QUrl& file);

    QString gameKind() const;
    void setGameKind(const QString& kind);
    int boardSize() const;
    void setBoardSize(int size);
    bool parallelStart() const { return value("parallelStart", false); }
    void setParallelStart(bool on) { setValue("parallelStart", on); }
    bool whiteFirst() const { return value("whiteFirst", false); }
    void setWhiteFirst(bool on) { setValue("whiteFirst", on); }
    bool centreRule() const { return value("centreRule", false); }
    void setCentreRule(bool on) { setValue("centreRule", on); }
    int nogoBlackEngine() const { return nogoEngine("nogo/blackEngine"); }
    void setNogoBlackEngine(int engine) { setValue("nogo/blackEngine", std::clamp(engine, 0, 1)); }
    int nogoWhiteEngine() const { return nogoEngine("nogo/whiteEngine"); }
    void setNogoWhiteEngine(int engine) { setValue("nogo/whiteEngine", std::clamp(engine, 0, 1)); }
    int nogoAnalysisEngine() const { return nogoEngine("nogo/analysisEngine"); }
    void setNogoAnalysisEngine(int engine) { setValue("nogo/analysisEngine", std::clamp(engine, 0, 1)); }
    int nogoBlackLevel() const { return nogoLevel("nogo/blackLevel"); }
    void setNogoBlackLevel(int level) { setNogoLevel("nogo/blackLevel", level); }
    int nogoWhiteLevel() const { return nogoLevel("nogo/whiteLevel"); }
    void setNogoWhiteLevel(int level) { setNogoLevel("nogo/whiteLevel", level); }
    bool markDecisivePoints() const { return value("markDecisivePoints", false); }
    void setMarkDecisivePoints(bool on) { setValue("markDecisivePoints", on); }
    // The whole choice of the next new game, as GameModel::newGameOf takes it.
    Q_INVOKABLE QVariantMap newGameOptions() const;
    // The computer players last chosen for a game ("reversi" or "nogo"): blackEngine,
    // whiteEngine, blackLevel, whiteLevel.
    QVariantMap playersOf(const QString& kind) const;
    QString problem() const;

signals:
    void changed();
    void problemChanged();

private:
    bool value(const char* key, bool fallback) const;
    int level(const char* key) const;
    void setLevel(const char* key, int level);
    int nogoEngine(const char* key) const;
    int nogoLevel(const char* key) const;
    void setNogoLevel(const char* key, int level);
    void setValue(const char* key, const QVariant& value);

    QSettings settings_;
    QString unwritableFile_;  // the settings file, once a write to it failed
};

}  // namespace reversi::app
