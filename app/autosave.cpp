#include "autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>
#include <QDir>
#include <QStandardPaths>

#include "engine_messages.h"
#include "reversi/notation.h"
#include "saved_game.h"

namespace reversi::app {

namespace {

// The autosave locks this process holds (the UI thread's): another Autosave of this
// process never takes one over.
QSet<QString>& locksHeldHere() {
    static QSet<QString> held;
    return held;
}

}  // namespace

Autosave::Autosave(QObject* parent) : QObject(parent) {
    delay_.setSingleShot(true);
    delay_.setInterval(kWriteDelayMs);
    connect(&delay_, &QTimer::timeout, this, &Autosave::writePending);
}

Autosave::~Autosave() {
    flush();
    releaseLock();
}

QString Autosave::directory() {
    const QString overridden = qEnvironmentVariable("REVERSI_DATA_DIR");
    return overridden.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : overridden;
}

QString Autosave::filePath() { return QDir(directory()).filePath(QStringLiteral("current-game.ggf")); }

void Autosave::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_)
        connect(game_, &GameModel::gameChanged, this, [this] {
            // Seen: the user has moved on, by a change of the game that is theirs. The
            // computer's doing (its move, which may come a moment after the start, or its
            // pause when its engine failed) and a change of language leave the notice up.
            // That nothing is saved stays said all along.
            if (record() && !blocked_ && !game_->computerActing()) setProblem(restore_problem_, {});
        });
    emit gameChanged();
}

bool Autosave::takeLock() {
    releaseLock();
    QDir().mkpath(directory());
    const QString path = filePath() + QStringLiteral(".lock");
    lock_ = std::make_unique<QLockFile>(path);
    lock_->setStaleLockTime(0);  // a lock is stale only when its process is gone
    if (lock_->tryLock(0)) {
        locksHeldHere().insert(path);
        return true;
    }
    // Where no lock can be made at all (a read-only folder, a full disk), the game is
    // read and kept without one: the writes say what fails.
    if (lock_->error() != QLockFile::LockFailedError) {
        lock_.reset();
        return true;
    }
    // Left by an earlier run, though Qt takes it for a live copy's: Qt trusts the process
    // id a lock names only on the host that wrote it (a container may be given a new host
    // name at each launch, or the same process id), and a crash or a power cut while it
    // was written may leave it empty. So any lock this process does not hold is tried: a
    // live copy holds its lock file's native lock (flock on Unix, an open handle on
    // Windows), and removing its lock fails. (Where the file system has no such locks, a
    // live copy on it cannot be told from a dead one.)
    if (!locksHeldHere().contains(path) && lock_->removeStaleLockFile() && lock_->tryLock(0)) {
        locksHeldHere().insert(path);
        return true;
    }
    return false;
}

void Autosave::releaseLock() {
    if (lock_ && lock_->isLocked()) locksHeldHere().remove(lock_->fileName());
    lock_.reset();
}

void Autosave::block(const QString& problem) {
    setProblem(restore_problem_, problem);
    if (blocked_) return;
    blocked_ = true;
    emit savingChanged();
}

bool Autosave::restore() {
    // (Blocked, a session stays so: it may not take the lock it was refused.)
    if (!game_ || blocked_) return false;
    if (!takeLock()) {
        block(tr("Another copy of the app is open and keeps its game in %1: this window's game is not saved.")
                  .arg(filePath()));
        return false;
    }
    QFile file(filePath());
    if (!file.exists()) return false;
    if (!file.open(QIODevice::ReadOnly)) {
        setAside(file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    try {
        const SavedGame saved = readSavedGame(bytes);
        game_->loadHistory(saved.history, saved.paused, saved.computers);
    } catch (const ParseError& e) {
        setAside(parseErrorText(e));
        return false;
    }
    written_ = savedGameOf(*game_);  // what the file says now, as this app would write it
    return true;
}

void Autosave::setAside(const QString& why) {
    const QString aside = QDir(directory()).filePath(
        QStringLiteral("current-game-unreadable-%1.ggf").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    qWarning("Reversi: the saved game %s is unreadable (%s)", qPrintable(filePath()), qPrintable(why));
    if (QFile::rename(filePath(), aside))
        return setProblem(restore_problem_, tr("The saved game could not be read (%1); it was kept as %2.").arg(why, aside));
    block(tr("The saved game could not be read (%1), nor set aside: this session's game is not saved, so that "
             "%2 stays as it is.")
              .arg(why, filePath()));
}

void Autosave::setProblem(QString& which, const QString& problem) {
    if (which == problem) return;
    which = problem;
    emit problemChanged();
}

void Autosave::save() {
    record();
    writePending();
}

bool Autosave::record() {
    if (!game_) return false;
    const QByteArray bytes = savedGameOf(*game_);
    if (bytes == (pending_.isEmpty() ? written_ : pending_)) return false;
    pending_ = bytes;
    if (!delay_.isActive()) delay_.start();  // not restarted: a steady stream of changes still gets written
    return true;
}

void Autosave::writePending() {
    delay_.stop();
    if (pending_.isEmpty() || blocked_) return;
    const QByteArray bytes = std::exchange(pending_, {});
    if (bytes == written_) return;
    written_ = bytes;
    writer_.write(filePath(), bytes, [this, bytes](const QString& problem) {
        if (problem.isEmpty()) {
            if (written_ == bytes) setProblem(write_problem_, {});
            return;
        }
        qWarning("Reversi: cannot save the game to %s: %s", qPrintable(filePath()), qPrintable(problem));
        setProblem(write_problem_, tr("Cannot save the game to %1: %2").arg(filePath(), problem));
        if (written_ != bytes) return;  // a newer record is on its way
        written_.clear();
        if (pending_.isEmpty()) pending_ = bytes;  // tried again at the next change, or on closing
    });
}

bool Autosave::saveNow() {
    if (!game_) return false;
    record();
    flush();
    return !blocked_ && write_problem_.isEmpty() && written_ == savedGameOf(*game_);
}

void Autosave::flush() {
    writePending();
    writer_.waitForDone();
}

}  // namespace reversi::app
