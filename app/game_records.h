// Game records in and out of the app: pasted or opened text (Reversi's transcripts, OBF
// positions and GGF games; NoGo's SGF) becomes a game, a start position and moves, and
// the game on the board becomes a record of its game's format. The engines' readers do
// all the parsing (through BoardGame and readRecords); this file moves text between
// them, the clipboard and files.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QThreadPool>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "background_writer.h"
#include "game_choices.h"
#include "game_model.h"

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "games/board_game.h"

namespace reversi::app {

// The whole line of `history` (the moves after the cursor too) as its game writes it:
// a GGF or SGF record with the history's record tags, then `tags`; or a transcript,
// which has room for neither.
std::string recordOf(const GameHistory& history, const RecordTags& tags = {}, RecordStyle style = {});

// The game on the board as QML uses it: paste/copy, open/save, with messages.
class GameRecords : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    // What went wrong in the last paste, open or save ("" after a success).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The games of the last text when it held several: choose() loads one.
    Q_PROPERTY(reversi::app::GameChoices* choiceList READ choiceList CONSTANT)
    // The name of the file being read ("" when none is).
    Q_PROPERTY(QString opening READ opening NOTIFY openingChanged)
    // The formats a game of this kind saves to, as the save dialog names them; the
    // first is the game's own record format.
    Q_PROPERTY(QStringList saveFormats READ saveFormats NOTIFY saveFormatsChanged)
    // Their file extensions, without the dot.
    Q_PROPERTY(QStringList saveExtensions READ saveExtensions NOTIFY saveFormatsChanged)
    // Whether a save is still being written (the window waits for it before closing),
    // and the name of the file it writes ("" when none is).
    Q_PROPERTY(bool saving READ saving NOTIFY savingChanged)
    Q_PROPERTY(QString savingFile READ savingFile NOTIFY savingChanged)
    // The name of the file the game was last saved to, while the game on the board is
    // still the one saved ("" once a new move or another game makes it another, and
    // after a save that failed): the user's confirmation that it is kept.
    Q_PROPERTY(QString savedFile READ savedFile NOTIFY savedFileChanged)

public:
    explicit GameRecords(QObject* parent = nullptr);
    ~GameRecords() override;

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QString error() const { return error_; }
    GameChoices* choiceList() { return &choices_; }
    QStringList choices() const { return choices_.titles(); }
    QString opening() const { return opening_; }
    QStringList saveFormats() const;
    QStringList saveExtensions() const;
    bool saving() const { return !writing_.isEmpty(); }
    QString savingFile() const;
    QString savedFile() const { return saved_file_; }

    // Loads the game of `text`; with several games, sets choices instead (true, and
    // nothing loaded yet). False (and the board untouched) when the text is malformed.
    // Like choose() and cancelChoice(), it supersedes an open() still reading: that
    // file's games are then dropped, so what the user did last is what stands.
    Q_INVOKABLE bool loadText(const QString& text);
    // Loads game `index` (GameChoices' game role) of the choices.
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE void cancelChoice();
    Q_INVOKABLE bool paste();  // loadText of the clipboard's text
    // The game as a transcript (Reversi from its standard start), or as a record of
    // its game's format (a transcript cannot say where it starts).
    Q_INVOKABLE QString gameText() const;
    Q_INVOKABLE void copy() const;
    // Any record file of any game (its format is read from its text), read and parsed
    // on a thread of its own, since a collection may take seconds: openFinished() tells
    // how it went once its game is loaded, its games offered or its error set.
    Q_INVOKABLE void open(const QUrl& file);
    // Writes the game's record format to files with its extension (.ggf, .sgf) and a
    // transcript to others, through a temporary file that replaces the target only once
    // complete. The writing (its flush to the disk may take long on slow storage) is
    // done on a thread of its own: saveFinished() tells how it went, with the error set
    // when it failed. The record is taken at once: moves played meanwhile are not in it.
    Q_INVOKABLE void save(const QUrl& file);
    // A new file name in `folder` for saving this game in the save format `formatIndex`
    // (saveFormats; its first by default): KIND-DATE.EXT (reversi-….ggf, nogo-….sgf,
    // reversi-….txt), numbered when taken.
    Q_INVOKABLE QUrl suggestedFile(const QUrl& folder, int formatIndex = 0) const;
    // `file` with the extension of the save format `formatIndex` (saveFormats) when it
    // has none of the save formats' (any other suffix is part of the name).
    Q_INVOKABLE QUrl withExtension(const QUrl& file, int formatIndex) const;
    // The file name `name` for the save format `formatIndex`: an extension of another
    // format is replaced by this one's; any other name is left as it is.
    Q_INVOKABLE QString nameInFormat(const QString& name, int formatIndex) const;
    // Path helpers of the file dialog: `name` inside `folder` (empty when the name is);
    // a file's name; a folder's path as shown; its parent (empty at the root); whether
    // a file exists (or is being saved).
    Q_INVOKABLE static QUrl fileIn(const QUrl& folder, const QString& name);
    Q_INVOKABLE static QString fileName(const QUrl& file);
    Q_INVOKABLE static QString folderName(const QUrl& folder);
    Q_INVOKABLE static QUrl parentFolder(const QUrl& folder);
    Q_INVOKABLE bool fileExists(const QUrl& file) const;
    // The dialog's places: the user's folders and the drives (file_places.h).
    Q_INVOKABLE static QVariantList places();

signals:
    void gameChanged();
    void errorChanged();
    void saveFormatsChanged();
    void loaded();
    void openingChanged();
    void openFinished(const QUrl& file, bool ok);
    void saveFinished(const QUrl& file, bool ok);
    void savingChanged();
    void savedFileChanged();

private:
    // What a text or file holds: its games and their titles, or why it cannot be read.
    struct Read {
        std::vector<RecordedGame> records;
        QStringList titles;
        QString error;
    };
    // Reads the games of `text`; errors are placed within `source` (a file name) when
    // given. Touches no member: open() runs it on another thread, with `beforeEach`
    // (called before each game) throwing Superseded once the read is no longer wanted.
    static Read read(std::string_view text, const std::string& source, const std::function<void()>& beforeEach = {});
    static Read readFile(const QString& path, const std::function<void()>& beforeEach);
    struct Superseded {};  // not a std::exception: nothing on the way catches it
    // Loads what was read: its one game, or its games as choices.
    bool take(Read read);
    bool load(const RecordedGame& game);
    bool fail(const QString& message);
    // Whether a file is there or being saved (the save dialog counts both as taken).
    bool taken(const QString& path) const;
    void setChoices(std::vector<RecordedGame> records, QStringList titles);
    // Drops the result of an open() still reading.
    void supersedeOpening();
    // Sets savedFile, with the content of the game it holds.
    void setSaved(const QString& file, const QByteArray& content);
    // Clears savedFile once the game on the board is no longer the one saved.
    void checkSaved();

    // Guarded: QML may destroy the model before this object (nothing orders them).
    QPointer<GameModel> game_;
    QString error_;
    std::vector<RecordedGame> pending_;  // games waiting for choose()
    GameChoices choices_;                // their titles
    QString opening_;
    // Counts open() calls and what supersedes them; read by the reader thread, which
    // stops a read that has been superseded.
    std::atomic<int> openSerial_{0};
    int errorCount_ = 0;        // counts fail(): a save's success clears no later error
    QStringList writing_;       // paths being saved: taken, for the save dialog
    QString saved_file_;        // savedFile
    QByteArray saved_content_;  // gameContentOf the game saved there
    bool closing_ = false;      // in the destructor: no new save
    BackgroundWriter writer_;  // saves; the destructor waits for them
    QThreadPool readers_;  // one thread; waits for a read under way when destroyed
};

// Writes `bytes` to `path` atomically (QSaveFile); "" or the reason it failed.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

}  // namespace reversi::app
