// Game records in and out of the app: pasted or opened text (a transcript, an OBF
// position or GGF games) becomes a start position and moves, and the game on the board
// becomes a transcript or a GGF record. The engine's readers do all the parsing; this
// file only chooses the reader and moves text between them, the clipboard and files.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"
#include "reversi/ggf.h"
#include "reversi/players.h"

namespace reversi::app {

// One game read from a text, and how it is named when a text holds several.
struct TitledGame {
    GameRecord game;  // where it starts and its moves (passes explicit)
    std::string title;
};

// Every game of `text`: GGF records when it starts with "(;", OBF positions when its
// first line starts with 64 board cells, otherwise a transcript. Throws ParseError
// (with the engine's "where: why" message) for anything malformed or empty.
std::vector<TitledGame> read_records(std::string_view text);

// The whole line of `history` (the moves after the cursor too) as a GGF game.
GgfGame ggf_of(const GameHistory& history);

// The game on the board as QML uses it: paste/copy, open/save, with messages.
class GameRecords : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    // What went wrong in the last paste, open or save ("" after a success).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Titles of the games of the last text when it held several: choose() loads one.
    Q_PROPERTY(QStringList choices READ choices NOTIFY choicesChanged)

public:
    explicit GameRecords(QObject* parent = nullptr);

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    QString error() const { return error_; }
    QStringList choices() const;

    // Loads the game of `text`; with several games, sets choices instead (true, and
    // nothing loaded yet). False (and the board untouched) when the text is malformed.
    Q_INVOKABLE bool loadText(const QString& text);
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE void cancelChoice() { setChoices({}); }
    Q_INVOKABLE bool paste();  // loadText of the clipboard's text
    // The game as a transcript, or as a GGF record when it does not start from the
    // standard position (a transcript cannot say where it starts).
    Q_INVOKABLE QString gameText() const;
    Q_INVOKABLE void copy() const;
    // A .ggf file, or any other file as a transcript (or OBF position).
    Q_INVOKABLE bool open(const QUrl& file);
    // Writes GGF to .ggf files and a transcript to others, through a temporary file
    // that replaces the target only once complete.
    Q_INVOKABLE bool save(const QUrl& file);
    // A new file name in `folder` for saving this game: reversi-DATE.ggf, numbered
    // when taken.
    Q_INVOKABLE QUrl suggestedFile(const QUrl& folder) const;
    // `file` with the extension of the save dialog's filter `filterIndex` (0 GGF,
    // 1 transcript) when it has none.
    Q_INVOKABLE static QUrl withExtension(const QUrl& file, int filterIndex);
    // Path helpers of the file dialog: `name` inside `folder` (empty when the name is);
    // a file's name; a folder's path as shown; its parent (empty at the root); whether
    // a file exists.
    Q_INVOKABLE static QUrl fileIn(const QUrl& folder, const QString& name);
    Q_INVOKABLE static QString fileName(const QUrl& file);
    Q_INVOKABLE static QString folderName(const QUrl& folder);
    Q_INVOKABLE static QUrl parentFolder(const QUrl& folder);
    Q_INVOKABLE static bool fileExists(const QUrl& file);

signals:
    void gameChanged();
    void errorChanged();
    void choicesChanged();
    void loaded();

private:
    // Loads the games of `text`; errors are placed within `source` (a file name) when given.
    bool loadFrom(std::string_view text, const std::string& source);
    bool load(const GameRecord& game);
    bool fail(const QString& message);
    void setChoices(std::vector<TitledGame> records);

    // Guarded: QML may destroy the model before this object (nothing orders them).
    QPointer<GameModel> game_;
    QString error_;
    std::vector<TitledGame> pending_;  // games waiting for choose()
};

// Writes `bytes` to `path` atomically (QSaveFile); "" or the reason it failed.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

}  // namespace reversi::app
