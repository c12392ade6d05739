// The app's own game file: a record of the line on the board in its game's format
// (GGF for Reversi, SGF for NoGo: readable by any reader of them) with tags of the
// app's: CURSOR[ply] (the position on the board), PAUSED[1] when the computer was told
// to wait, TREE[...] with every other line (GameHistory's move-tree text), and for a
// Reversi game of the parallel start or White first, SETUP[parallel,white] (an edited
// start does not show them), and PLAYERS[human,computer] (Black's, then White's: a side
// the user took over stays theirs after a relaunch).
// Used by the autosave and the recent games.
#pragma once

#include <QByteArray>

#include <array>
#include <optional>

#include "game_history.h"

namespace reversi::app {

class GameModel;

struct SavedGame {
    GameHistory history;  // the tree, the line on the board and the cursor
    bool paused = false;
    std::optional<std::array<bool, 2>> computers;  // Black, White; none in an older file
};

// The model's game as a file's bytes; the same game gives the same bytes.
QByteArray savedGameOf(const GameModel& game);

// What makes two saved games one game: the start, the line and the other lines, but
// not the cursor nor the pause (the recent games list a game once).
QByteArray gameContentOf(const GameHistory& history);

// A record's tags without the app's own (the cursor, the pause, the players, the setup,
// the tree): what the record says of the game, to be written back when it is saved.
RecordTags recordTagsOf(const RecordTags& tags);

// The game of a file's bytes. Throws ParseError for a malformed record, for one whose
// moves or tree do not replay, and for one whose app tags are wrong (a cursor off the
// line, a tag given twice, ...).
SavedGame readSavedGame(const QByteArray& bytes);

}  // namespace reversi::app
