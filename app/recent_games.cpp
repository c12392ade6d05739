#include "recent_games.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include "autosave.h"
#include "game_records.h"
#include "reversi/notation.h"
#include "saved_game.h"

namespace reversi::app {

namespace {

// How a listed game is described: its length, first moves and where its line ends.
QVariantMap describe(const GameHistory& history, const QDateTime& when) {
    QStringList first;
    const std::vector<PlayedMove> moves = history.moves();
    for (std::size_t i = 0; i < moves.size() && i < 8; ++i)
        first << (moves[i].move == history.start().passMove() ? QStringLiteral("--")
                                                              : history.game()->moveName(moves[i].move));
    const GameState& end = history.position_at(history.length());
    return {{"moves", history.length()},
            {"title", history.game()->title()},
            {"line", first.join(QLatin1Char(' ')) + (moves.size() > 8 ? QStringLiteral(" …") : QString())},
            {"black", end.count(kBlackPiece)},
            {"white", end.count(kWhitePiece)},
            {"finished", end.isOver()},
            {"when", QLocale().toString(when, QLocale::ShortFormat)}};
}

}  // namespace

RecentGames::RecentGames(QObject* parent) : QObject(parent) {
    QCoreApplication::instance()->installEventFilter(this);
    refresh();
}

bool RecentGames::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        refresh();  // titles and dates in the new language
    return QObject::eventFilter(watched, event);
}

QString RecentGames::directory() { return QDir(Autosave::directory()).filePath(QStringLiteral("recent")); }

void RecentGames::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) connect(game_, &GameModel::aboutToReplace, this, &RecentGames::keepCurrent);
    emit gameChanged();
}

void RecentGames::keepCurrent() {
    if (!game_) return;
    // A game's own start with no move is nothing to keep; an edited position is.
    const GameHistory& history = game_->history();
    if (history.length() == 0 && history.start().key() == history.game()->start()->key()) return;
    const QDir dir(directory());
    if (!QDir().mkpath(dir.path())) {
        qWarning("Reversi: cannot create %s to keep the replaced game", qPrintable(dir.path()));
        return;
    }
    // Names sort by time; a counter keeps two games of the same millisecond apart.
    const QString stem = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString name = stem + QStringLiteral(".ggf");
    for (int n = 2; dir.exists(name); ++n) name = QStringLiteral("%1-%2.ggf").arg(stem).arg(n);
    const QString problem = writeFileAtomically(dir.filePath(name), savedGameOf(*game_));
    if (!problem.isEmpty()) qWarning("Reversi: cannot keep the replaced game: %s", qPrintable(problem));
    refresh();
}

void RecentGames::refresh() {
    QDir dir(directory());
    QStringList names = dir.entryList({QStringLiteral("*.ggf")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString& old : names.mid(kKept)) dir.remove(old);
    names = names.mid(0, kKept);
    files_.clear();
    games_.clear();
    for (const QString& name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        try {
            const SavedGame saved = readSavedGame(file.readAll());
            const QDateTime when = QFileInfo(file).lastModified();
            games_.append(describe(saved.history, when));
            files_.append(file.fileName());
        } catch (const ParseError& e) {
            qWarning("Reversi: %s is unreadable (%s); left out of the recent games", qPrintable(file.fileName()), e.what());
        }
    }
    emit gamesChanged();
}

bool RecentGames::restore(int index) {
    if (!game_ || index < 0 || index >= files_.size()) return false;
    const QString path = files_[index];
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    try {
        const SavedGame saved = readSavedGame(file.readAll());
        file.close();
        QFile::remove(path);  // it becomes the game on the board
        game_->loadHistory(saved.history, true);
    } catch (const ParseError& e) {
        qWarning("Reversi: %s is unreadable (%s)", qPrintable(path), e.what());
        return false;
    }
    refresh();
    return true;
}

}  // namespace reversi::app
