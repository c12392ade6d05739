// Keeps the game in progress on disk, read back at the next launch.
//
// The file (saved_game.h: the line as GGF, with the cursor, the pause and every other
// line) is in the data directory: $REVERSI_DATA_DIR when set (tests use a temporary
// one; the app's --data-dir option sets it), else the platform's app data location.
//
// The record is made on the UI thread at every change (a few microseconds), but
// written to disk on a writer thread at most kWriteDelayMs after the first unsaved
// change, so a burst of changes (an AI game, stepping through a line) costs one write
// and slow storage never stalls the UI. A killed app therefore loses at most the
// changes of its last kWriteDelayMs (plus one write's time); a closed one loses nothing,
// since the pending record is written before the Autosave goes away.
//
// One copy of the app at a time keeps the game: restore() takes a lock beside the file,
// and a second copy, which would overwrite the first one's game, saves nothing and says so.
#pragma once

#include <QByteArray>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

#include "background_writer.h"
#include "game_model.h"

namespace reversi::app {

class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString path READ path CONSTANT)
    // What went wrong with the saved game, for the status line ("" when nothing): a file
    // that could not be read (set aside, never overwritten) or a write that failed.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    // False once nothing this session is saved (another copy keeps the game, or an
    // unreadable file could not be set aside): the kept analysis is not written either.
    // The games this session replaces still go to the recent games, shared with the
    // other copy: there they outlive the session, as nothing else of it does.
    Q_PROPERTY(bool saving READ saving NOTIFY savingChanged)

public:
    static constexpr int kWriteDelayMs = 250;

    explicit Autosave(QObject* parent = nullptr);
    ~Autosave() override;  // writes what is pending and waits for the writer

    static QString directory();
    static QString filePath();

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QString path() const { return filePath(); }
    QString problem() const { return write_problem_.isEmpty() ? restore_problem_ : write_problem_; }
    bool saving() const { return !blocked_; }

    // Loads the saved game into the model, with its cursor and pause state. False
    // when there is none or it cannot be read; the model is then untouched, and a file
    // that cannot be read is renamed aside (current-game-unreadable-DATE.ggf) so that
    // the next save does not replace it; if it cannot be renamed, nothing is saved.
    // Nothing is read or saved either while another copy of the app holds the lock.
    Q_INVOKABLE bool restore();
    // Records the game and waits until it is on disk: true when it is (false when the
    // write failed or nothing may be saved). For a step that must not lose the game in
    // the moment before the next write, at the cost of waiting for one small file.
    bool saveNow();
    // Records the game now and writes it at once if it changed since the last write
    // (tests, and the app's first save).
    Q_INVOKABLE void save();
    // Waits until everything recorded is on disk.
    void flush();

signals:
    void gameChanged();
    void problemChanged();
    void savingChanged();

private:
    // Takes the model's current state; the writer gets it within kWriteDelayMs. False
    // when the game has not changed since the last record.
    bool record();
    void writePending();
    // Sets one of the two problems (the restore's is shown until the user first changes
    // the game, or for the whole session when nothing is saved; a write's until a write
    // succeeds).
    void setProblem(QString& which, const QString& problem);
    // Renames the unreadable saved file aside, and says so; where it cannot, nothing is
    // saved (block).
    void setAside(const QString& why);
    // Takes the lock beside the file: false when another copy of the app holds it.
    bool takeLock();
    void releaseLock();
    // Nothing is saved from now on, and `problem` says why for the whole session.
    void block(const QString& problem);

    // Guarded: QML may destroy the model before this object (nothing orders them).
    QPointer<GameModel> game_;
    QByteArray pending_;  // recorded but not yet handed to the writer (empty: nothing)
    QByteArray written_;  // the last record handed to the writer, to skip writing it again
    QString restore_problem_, write_problem_;
    // An unreadable file could not be set aside, or another copy of the app keeps the
    // game: never write over it.
    bool blocked_ = false;
    std::unique_ptr<QLockFile> lock_;  // held from restore() on
    QTimer delay_;
    BackgroundWriter writer_;
};

}  // namespace reversi::app
