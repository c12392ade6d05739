// The Go Text Protocol for Othello, as GUIs such as Quarry speak it to engines (GTP 2:
// one command a line, answers "= ..." or "? ..." and an empty line; vertices a1..h8,
// row 1 at the top). Commands: protocol_version, name, version, known_command,
// list_commands, boardsize (8 only), clear_board, komi (ignored), play, genmove, undo,
// showboard, final_score, time_settings, time_left, quit, and Quarry's list_games and
// set_game (Othello). An illegal or malformed command gets "? why" and changes nothing.
//
// Passes follow the convention of GTP Othello engines such as gtp-rhino: a side that
// has no move passes by itself, so "play" or "genmove" for the other side simply
// follows; "play COLOUR pass" is accepted when that side must pass, and "genmove" for
// a side without a move answers "pass". "undo" takes back the last play or genmove, with
// the passes made by themselves for it: the game is then as the controller has it.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "common/gtp_server.h"
#include "reversi/book.h"
#include "reversi/players.h"
#include "reversi/search.h"

namespace reversi {

class GtpEngine : public common::gtp::Session {
public:
    // Searches `move_seconds` a move (with Multi-ProbCut, solving exactly where that
    // time allows) until time_settings / time_left give a clock, which is then spent by
    // phase (plan_move). With a `book` (which must outlive the engine), genmove in a
    // book position answers with a best book move. The search's table takes
    // `table_megabytes` (clear_board clears it).
    GtpEngine(double move_seconds, int threads, const Book* book = nullptr, std::size_t table_megabytes = 64);

    const GameRecord& game() const { return game_; }

private:
    std::string run_board_command(const std::string& command, const std::vector<std::string>& args) override;
    // Passes for the side to move when it has no move and `colour` is the other side.
    void pass_if_forced(Color colour);
    SearchLimits limits_for(const Position& position) const;

    double move_seconds_;
    int threads_;
    const Book* book_;
    std::mt19937_64 book_rng_{1};
    Search search_;
    GameRecord game_;
    // The game's length before each play or genmove answered (a genmove after the end adds
    // nothing): what undo goes back to.
    std::vector<std::size_t> undo_points_;
};

}  // namespace reversi
