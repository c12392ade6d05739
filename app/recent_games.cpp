#include "recent_games.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QScopedValueRollback>

#include "autosave.h"
#include "engine_messages.h"
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

// A kept game's file name: the time (UTC) it was kept, date and clock, then "-N" for the
// Nth game kept in that millisecond (from 2), then ".ggf". Written and read by these.
const QString kNameDate = QStringLiteral("yyyyMMdd");
const QString kNameClock = QStringLiteral("HHmmss-zzz");
const int kStemLength = int(kNameDate.size() + 1 + kNameClock.size());
const int kSuffixLength = 4;  // ".ggf"
// The cause of the problem when the folder itself cannot be made (said in the language of
// the moment, not of the failure).
const QString kNoFolder = QStringLiteral("no folder");

}  // namespace

// Newest first; in the same millisecond the higher counter, and a file before the games
// held in memory (it was written after they failed).
bool RecentGames::newerFirst(const Entry& a, const Entry& b) {
    if (a.when != b.when) return a.when > b.when;
    if (a.counter != b.counter) return a.counter > b.counter;
    return !a.file.isEmpty() && b.file.isEmpty();
}

RecentGames::RecentGames(QObject* parent) : QObject(parent) {
    QCoreApplication::instance()->installEventFilter(this);
    refresh();
}

RecentGames::~RecentGames() {
    // The games that could not be written are lost with this object: one more try (a
    // disk that was full may have room by now).
    if (!unsaved_.empty()) writeHeld();
}

bool RecentGames::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        refresh();  // titles and dates in the new language
        if (!unsaved_.empty()) emit problemChanged();
    }
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
    // A game already listed is listed once: as the newest (the same file opened twice)
    // it stays as it is; further down (brought back when its file could not go, since
    // the autosave could not write the game) it moves up, its old file dropped once the
    // new one is written.
    const QByteArray content = gameContentOf(history);
    QStringList older;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& entry = entries_[i];
        if (entry.content != content) continue;
        if (i == 0) return;
        if (!entry.file.isEmpty()) older << entry.file;
        unsaved_.erase(std::remove_if(unsaved_.begin(), unsaved_.end(),
                                      [&](const Entry& e) { return e.file.isEmpty() && e.unsaved == entry.unsaved; }),
                       unsaved_.end());
    }
    unsaved_.insert(unsaved_.begin(), Entry{{}, savedGameOf(*game_), QDateTime::currentDateTimeUtc(), {}, 1, {}});
    if (unsaved_.size() > std::size_t(kKept)) unsaved_.resize(kKept);
    writeHeld();
    if (unsaved_.empty())  // all written, this game too
        for (const QString& file : older) QFile::remove(file);
    refresh();
}

void RecentGames::writeHeld() {
    const QDir dir(directory());
    cause_.clear();
    if (!QDir().mkpath(dir.path())) cause_ = kNoFolder;
    std::vector<Entry> held;
    // Oldest first, each named by the time it was kept (a counter keeps two games of the
    // same millisecond apart); those after a failure stay held too.
    for (auto entry = unsaved_.rbegin(); entry != unsaved_.rend(); ++entry) {
        if (cause_.isEmpty()) {
            const QDateTime utc = entry->when.toUTC();
            const QString stem = utc.toString(kNameDate) + QLatin1Char('-') + utc.toString(kNameClock);
            QString name = stem + QStringLiteral(".ggf");
            for (int n = 2; dir.exists(name); ++n) name = QStringLiteral("%1-%2.ggf").arg(stem).arg(n);
            cause_ = writeFileAtomically(dir.filePath(name), entry->unsaved);
        }
        if (!cause_.isEmpty()) held.insert(held.begin(), std::move(*entry));
    }
    unsaved_ = std::move(held);
    if (!unsaved_.empty()) qWarning("Reversi: cannot keep the replaced game: %s", qPrintable(problem()));
    emit problemChanged();
}

QString RecentGames::problem() const {
    if (unsaved_.empty()) return {};
    const QString folder = QDir::toNativeSeparators(directory());
    const QString why = cause_ == kNoFolder ? tr("cannot create the folder %1").arg(folder)
                                            : tr("cannot write in the folder %1: %2").arg(folder, cause_);
    return tr("The replaced game could not be saved to the recent games (%1): it is listed there until you quit.").arg(why);
}

QByteArray RecentGames::textOf(const Entry& entry, QString& cannotRead) {
    if (entry.file.isEmpty()) return entry.unsaved;
    QFile file(entry.file);
    if (file.open(QIODevice::ReadOnly)) return file.readAll();
    cannotRead = file.errorString();
    return {};
}

void RecentGames::setRestoreProblem(const QString& problem) {
    if (restore_problem_ == problem) return;
    restore_problem_ = problem;
    emit restoreProblemChanged();
}

QString RecentGames::nameOf(const Entry& entry) {
    return entry.file.isEmpty() ? tr("a game held in memory") : entry.file;
}

void RecentGames::refresh() {
    QDir dir(directory());
    std::vector<Entry> files;
    for (const QString& name : dir.entryList({QStringLiteral("*.ggf")}, QDir::Files)) {
        // When it was kept is in its name, in UTC to the millisecond (a file's time may be
        // coarser).
        const QDateTime when(QDate::fromString(name.left(kNameDate.size()), kNameDate),
                             QTime::fromString(name.mid(kNameDate.size() + 1, kNameClock.size()), kNameClock), Qt::UTC);
        // A second game of the same millisecond is "-2", a third "-3": kept later.
        const int counter = name.size() > kStemLength + kSuffixLength
                                ? name.mid(kStemLength + 1, name.size() - kStemLength - 1 - kSuffixLength).toInt()
                                : 1;
        files.push_back({dir.filePath(name), {}, when.isValid() ? when : QFileInfo(dir, name).lastModified(), {}, counter, {}});
    }
    std::stable_sort(files.begin(), files.end(), newerFirst);
    // The oldest beyond kKept go; the game being restored is not counted, nor removed
    // (its file goes once the board's game is safe, else it stays listed).
    std::vector<Entry> entries = unsaved_;
    int counted = 0;
    for (Entry& file : files) {
        if (file.file != restoring_ && ++counted > kKept) QFile::remove(file.file);
        else entries.push_back(std::move(file));
    }
    entries_.clear();
    QStringList unreadable;
    std::map<QString, ReadFile> read;
    for (Entry& entry : entries) {
        QString cannotRead;
        try {
            // A file read before and unchanged since is not read again.
            ReadFile game;
            const QFileInfo info(entry.file);
            const auto known = entry.file.isEmpty() ? read_.end() : read_.find(entry.file);
            if (known != read_.end() && known->second.size == info.size() && known->second.modified == info.lastModified()) {
                game = known->second;
            } else {
                const QByteArray text = textOf(entry, cannotRead);
                if (cannotRead.isEmpty()) {
                    game = {info.size(), info.lastModified(), readSavedGame(text).history, {}};
                    game.content = gameContentOf(game.history);
                }
            }
            if (cannotRead.isEmpty()) {
                entry.description = describe(game.history, entry.when.toLocalTime());
                entry.content = game.content;
                if (!entry.file.isEmpty()) read[entry.file] = std::move(game);
                entries_.push_back(std::move(entry));
            }
        } catch (const ParseError& e) {
            cannotRead = parseErrorText(e);
        }
        if (!cannotRead.isEmpty()) {
            qWarning("Reversi: %s is unreadable (%s); left out of the recent games", qPrintable(nameOf(entry)),
                     qPrintable(cannotRead));
            unreadable.append(tr("%1 (%2)").arg(QDir::toNativeSeparators(nameOf(entry)), cannotRead));
        }
    }
    unreadable_ = unreadable.isEmpty()
                      ? QString()
                      : tr("Left out, as they could not be read: %1.").arg(unreadable.join(QStringLiteral("; ")));
    std::stable_sort(entries_.begin(), entries_.end(), newerFirst);
    if (entries_.size() > std::size_t(kKept)) entries_.resize(kKept);
    read_ = std::move(read);
    emit gamesChanged();
}

bool RecentGames::restore(int index) {
    if (!game_ || index < 0 || std::size_t(index) >= entries_.size()) return false;
    const Entry entry = entries_[std::size_t(index)];
    QString cannotRead;
    const QByteArray text = textOf(entry, cannotRead);
    SavedGame saved;
    try {
        if (cannotRead.isEmpty()) saved = readSavedGame(text);
    } catch (const ParseError& e) {
        cannotRead = parseErrorText(e);
    }
    if (!cannotRead.isEmpty()) {
        // Said where the list is, which is read again: a game whose file has gone leaves it.
        qWarning("Reversi: %s is unreadable (%s)", qPrintable(nameOf(entry)), qPrintable(cannotRead));
        setRestoreProblem(tr("Cannot restore %1: %2").arg(QDir::toNativeSeparators(nameOf(entry)), cannotRead));
        refresh();
        return false;
    }
    // It becomes the game on the board.
    const auto held = std::find_if(unsaved_.begin(), unsaved_.end(), [&](const Entry& e) {
        return e.when == entry.when && e.unsaved == entry.unsaved;
    });
    if (entry.file.isEmpty() && held != unsaved_.end()) {
        unsaved_.erase(held);
        emit problemChanged();
    }
    // The game on the board is kept as it is replaced: the list, one game longer for a
    // while, must not lose its oldest game on this one's account, nor this one.
    const QScopedValueRollback<QString> moving(restoring_, entry.file);
    // With its players (the computer waiting to be resumed), as the autosave brings back
    // the last game: a game against the computer did not come back between two people.
    game_->loadHistory(saved.history, true, saved.computers);
    // Its file goes once the autosave has the game on disk: before, a killed app would
    // lose it. Where the autosave cannot write, the file stays, and the game is listed
    // as well as shown.
    if (!entry.file.isEmpty() && (!autosave_ || autosave_->saveNow())) QFile::remove(entry.file);
    setRestoreProblem({});
    refresh();
    return true;
}

}  // namespace reversi::app
