#include "recent_games.h"

#include <algorithm>

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

// A kept game's file name: the time (UTC) it was kept, then ".ggf".
const QString kNameTime = QStringLiteral("yyyyMMdd-HHmmss-zzz");

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

QVariantList RecentGames::games() const {
    QVariantList games;
    for (const Entry& entry : entries_) games.append(entry.description);
    return games;
}

void RecentGames::keepCurrent() {
    if (!game_) return;
    // A game's own start with no move is nothing to keep; an edited position is.
    const GameHistory& history = game_->history();
    if (history.length() == 0 && history.start().key() == history.game()->start()->key()) return;
    const QByteArray text = savedGameOf(*game_);
    const QDir dir(directory());
    QString problem;
    if (QDir().mkpath(dir.path())) {
        // Names sort by time; a counter keeps two games of the same millisecond apart.
        const QString stem = QDateTime::currentDateTimeUtc().toString(kNameTime);
        QString name = stem + QStringLiteral(".ggf");
        for (int n = 2; dir.exists(name); ++n) name = QStringLiteral("%1-%2.ggf").arg(stem).arg(n);
        problem = writeFileAtomically(dir.filePath(name), text);
    } else {
        problem = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir.path()));
    }
    if (problem.isEmpty()) {
        setProblem({});
    } else {
        qWarning("Reversi: cannot keep the replaced game: %s", qPrintable(problem));
        unsaved_.insert(unsaved_.begin(), Entry{{}, text, QDateTime::currentDateTime(), {}});
        if (unsaved_.size() > std::size_t(kKept)) unsaved_.resize(kKept);
        setProblem(tr("The replaced game could not be saved to the recent games (%1): it is listed there until you quit.")
                       .arg(problem));
    }
    refresh();
}

void RecentGames::setProblem(const QString& problem) {
    if (problem_ == problem) return;
    problem_ = problem;
    emit problemChanged();
}

void RecentGames::refresh() {
    QDir dir(directory());
    QStringList names = dir.entryList({QStringLiteral("*.ggf")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString& old : names.mid(kKept)) dir.remove(old);
    std::vector<Entry> entries = unsaved_;
    for (const QString& name : names.mid(0, kKept)) {
        // When it was kept is in its name, to the millisecond (a file's time may be coarser).
        QDateTime when = QDateTime::fromString(name.left(19), kNameTime);
        when.setTimeSpec(Qt::UTC);
        entries.push_back({dir.filePath(name), {}, when.isValid() ? when.toLocalTime() : QFileInfo(dir, name).lastModified(), {}});
    }
    entries_.clear();
    for (Entry& entry : entries) {
        QByteArray text = entry.unsaved;
        if (!entry.file.isEmpty()) {
            QFile file(entry.file);
            if (!file.open(QIODevice::ReadOnly)) continue;
            text = file.readAll();
        }
        try {
            entry.description = describe(readSavedGame(text).history, entry.when);
            entries_.push_back(std::move(entry));
        } catch (const ParseError& e) {
            qWarning("Reversi: %s is unreadable (%s); left out of the recent games", qPrintable(entry.file), e.what());
        }
    }
    // Newest first; in the same millisecond a file was written after the games held in
    // memory, which failed before it.
    std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
        return a.when != b.when ? a.when > b.when : !a.file.isEmpty() && b.file.isEmpty();
    });
    if (entries_.size() > std::size_t(kKept)) entries_.resize(kKept);
    emit gamesChanged();
}

bool RecentGames::restore(int index) {
    if (!game_ || index < 0 || std::size_t(index) >= entries_.size()) return false;
    const Entry entry = entries_[std::size_t(index)];
    QByteArray text = entry.unsaved;
    if (!entry.file.isEmpty()) {
        QFile file(entry.file);
        if (!file.open(QIODevice::ReadOnly)) return false;
        text = file.readAll();
    }
    try {
        const SavedGame saved = readSavedGame(text);
        // It becomes the game on the board.
        if (!entry.file.isEmpty()) QFile::remove(entry.file);
        const auto held = std::find_if(unsaved_.begin(), unsaved_.end(), [&](const Entry& e) {
            return e.when == entry.when && e.unsaved == entry.unsaved;
        });
        if (entry.file.isEmpty() && held != unsaved_.end()) unsaved_.erase(held);
        game_->loadHistory(saved.history, true);
    } catch (const ParseError& e) {
        qWarning("Reversi: %s is unreadable (%s)", qPrintable(entry.file), e.what());
        return false;
    }
    refresh();
    return true;
}

}  // namespace reversi::app
