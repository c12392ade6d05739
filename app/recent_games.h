// The games the user replaced (by a new game, a paste, an opened file, the board
// editor or another recent game), newest first, so that no game is lost by one tap:
// each is a file (saved_game.h) in the data directory's recent/ folder, and restoring
// one keeps the game it replaces in its turn (but a game the same as the newest kept is
// not kept twice). At most kKept are kept. A game that cannot
// be written there (a full or read-only disk) is held in memory and listed all the same,
// until the app quits, and `problem` says so.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <vector>

#include "autosave.h"
#include "game_model.h"

namespace reversi::app {

class RecentGames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    // Newest first: {moves (count), line (the first moves as text), black, white (disc
    // counts at the end of the line), finished, when (a date and time as text)}.
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
    // Why replaced games are held in memory, not written to the list's folder; "" once
    // every one is written.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    // Why the last game asked for could not be restored (the list is read again: one that
    // is gone leaves it); "" after one that could.
    Q_PROPERTY(QString restoreProblem READ restoreProblem NOTIFY restoreProblemChanged)
    // The files of the list's folder that could not be read, each with why ("" for
    // none): left out of the list, they are named rather than dropped without a word.
    Q_PROPERTY(QString unreadable READ unreadable NOTIFY gamesChanged)
    // The autosave, which must have the restored game on disk before its file here goes.
    Q_PROPERTY(reversi::app::Autosave* autosave MEMBER autosave_ NOTIFY autosaveChanged)

public:
    static constexpr int kKept = 30;

    explicit RecentGames(QObject* parent = nullptr);
    ~RecentGames() override;  // writes the games still held, where it now can

    static QString directory();

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QVariantList games() const;
    QString problem() const;
    QString restoreProblem() const { return restore_problem_; }
    QString unreadable() const { return unreadable_; }

    // Puts game `index` of the list on the board (the game there goes to the list).
    Q_INVOKABLE bool restore(int index);

signals:
    void gameChanged();
    void gamesChanged();
    void problemChanged();
    void restoreProblemChanged();
    void autosaveChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A listed game: its file, or its saved text when it could not be written.
    struct Entry {
        QString file;
        QByteArray unsaved;
        QDateTime when;
        QVariantMap description;
        int counter = 1;  // of a file's name: 2 for the second game kept in one millisecond
        QByteArray content;  // gameContentOf its game: what tells two listed games apart
    };

    void keepCurrent();  // the model's game, before it is replaced
    void writeHeld();    // the games held in memory, to files where it now works
    void refresh();      // the files, with the games held in memory, newest first
    // The entry's saved text; empty, with why in `cannotRead`, when its file cannot be read.
    static QByteArray textOf(const Entry& entry, QString& cannotRead);
    void setRestoreProblem(const QString& problem);
    static QString nameOf(const Entry& entry);  // for messages
    static bool newerFirst(const Entry& a, const Entry& b);  // the list's order

    QPointer<GameModel> game_;
    QPointer<Autosave> autosave_;
    QString restore_problem_;
    QString unreadable_;
    QString restoring_;  // the file of the game being restored, while the board takes it
    std::vector<Entry> entries_;
    std::vector<Entry> unsaved_;  // the games that could not be written, newest first
    // The listed files' games as read, by path: each refresh (each game kept, each
    // language change) reads only the files it has not read, or that changed since.
    struct ReadFile {
        qint64 size = 0;
        QDateTime modified;
        GameHistory history;
        QByteArray content;
    };
    std::map<QString, ReadFile> read_;
    QString cause_;               // why the last write failed: the problem while unsaved_ holds games
};

}  // namespace reversi::app
