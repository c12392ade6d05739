#include "reversi/gtp.h"

#include <cstdlib>

#include "common/text_scan.h"
#include "reversi/game_clock.h"
#include "reversi/notation.h"
#include "reversi/probcut.h"

namespace reversi {
namespace {

using common::gtp::Failure;
using common::gtp::expect_arguments;

Color parse_colour(const std::string& text) { return common::gtp::is_black(text) ? Color::Black : Color::White; }

std::string upper(std::string text) {
    for (char& c : text) c = common::text::to_upper(c);
    return text;
}

// The board as GTP engines show it: columns A-H, row 1 at the top, X black, O white.
std::string diagram(const Position& p) {
    std::string text = "  A B C D E F G H\n";
    for (int row = 0; row < 8; ++row) {
        text += std::to_string(row + 1);
        for (int column = 0; column < 8; ++column) {
            const Bitboard bit = square_bit(square_of(column, row));
            text += p.black() & bit ? " X" : p.white() & bit ? " O" : " .";
        }
        text += "\n";
    }
    return text + (p.is_game_over() ? "game over" : std::string(color_name(p.to_move)) + " to move");
}

}  // namespace

GtpEngine::GtpEngine(double move_seconds, int threads, const Book* book, std::size_t table_megabytes)
    : common::gtp::Session("reversi-engine", "1",
                           {"boardsize", "clear_board", "play", "genmove", "undo", "showboard", "final_score",
                            "list_games", "set_game"}),
      move_seconds_(move_seconds), threads_(threads), book_(book), search_(table_megabytes) {}

void GtpEngine::pass_if_forced(Color colour) {
    const Position p = game_.current();
    if (p.to_move != colour && p.must_pass()) game_.moves.push_back(kPass);
}

SearchLimits GtpEngine::limits_for(const Position& position) const {
    const common::gtp::Clock& clock = clock_of(position.to_move == Color::Black);
    SearchLimits limits;
    if (clock.seconds_left < 0)
        limits = with_move_time(limits, move_seconds_, threads_);
    else if (clock.seconds_left == 0 && clock.per_move > 0)  // in byo-yomi: most of a move's time, a margin kept
        limits = with_move_time(limits, 0.8 * clock.per_move, threads_);
    else  // the main time by phase; byo-yomi to come is like time added a move
        limits = with_budget(limits, plan_move(position.empty_count(), clock.seconds_left, clock.per_move, threads_));
    limits.threads = threads_;
    // Timed play, where the cut is worth about 200 Elo (docs/reversi-strength.md).
    limits.probcut = kDefaultProbCut;
    return limits;
}

std::string GtpEngine::run_board_command(const std::string& command, const std::vector<std::string>& args) {
    if (command == "boardsize" || command == "clear_board") {
        if (command == "boardsize") {
            expect_arguments(args, 1, "boardsize SIZE");
            if (common::gtp::board_size(args[0]) != 8) throw Failure{"unacceptable size (GTP play is on 8x8 only)"};
        }
        game_ = GameRecord{};
        undo_points_.clear();
        search_.clear();
        return "";
    }
    // Quarry's extension: the games an engine plays, and the one it is to play.
    if (command == "list_games") return "Othello";
    if (command == "set_game") {
        expect_arguments(args, 1, "set_game GAME");
        if (upper(args[0]) != "OTHELLO") throw Failure{"unsupported game (this engine plays Othello)"};
        return "";
    }
    if (command == "play") {
        expect_arguments(args, 2, "play COLOUR VERTEX");
        const Color colour = parse_colour(args[0]);
        const bool pass = upper(args[1]) == "PASS";
        const int square = pass ? kPass : parse_square(args[1]);
        if (square == kNoMove || (square == kPass && !pass))
            throw Failure{"syntax error: '" + common::text::excerpt(args[1]) + "' is not a vertex (a1..h8 or pass)"};
        const GameRecord before = game_;
        pass_if_forced(colour);
        const Position p = game_.current();
        if (pass && p.is_game_over()) {
            // The pass genmove answers after the end, relayed by a controller to the
            // other side: recorded like genmove's, it changes nothing here.
            game_ = before;
            undo_points_.push_back(before.moves.size());
            return "";
        }
        const std::string why = why_illegal(p, colour, square);
        if (!why.empty()) {
            game_ = before;
            throw Failure{"illegal move (" + why + ")"};
        }
        game_.moves.push_back(square);
        undo_points_.push_back(before.moves.size());
        return "";
    }
    if (command == "genmove") {
        expect_arguments(args, 1, "genmove COLOUR");
        const Color colour = parse_colour(args[0]);
        const GameRecord before = game_;
        pass_if_forced(colour);
        const Position p = game_.current();
        if (p.is_game_over()) {
            // A pass the controller may record: its undo changes nothing here.
            undo_points_.push_back(before.moves.size());
            return "pass";
        }
        if (p.to_move != colour) {
            game_ = before;
            throw Failure{std::string("it is ") + color_name(p.to_move) + "'s turn"};
        }
        if (p.must_pass()) {
            game_.moves.push_back(kPass);
            undo_points_.push_back(before.moves.size());
            return "pass";
        }
        int move = kNoMove;
        if (book_)
            if (const std::optional<BookMove> m = book_move(*book_, p, kMaxLevel, book_rng_)) move = m->move;
        if (move == kNoMove) move = search_.best_move(p, limits_for(p)).move;
        game_.moves.push_back(move);
        undo_points_.push_back(before.moves.size());
        return upper(square_name(move));
    }
    if (command == "undo") {
        // Takes back the last move the controller saw: a disc with the passes made by
        // themselves before it, or a pass it played or was given. The game is then as
        // before that command, and so as the controller has it.
        if (undo_points_.empty()) throw Failure{"cannot undo"};
        game_.moves.resize(undo_points_.back());
        undo_points_.pop_back();
        return "";
    }
    if (command == "showboard") return "\n" + diagram(game_.current());
    if (command == "final_score") {
        const Position p = game_.current();
        if (!p.is_game_over()) throw Failure{"cannot score (the game is not over)"};
        const int score = p.black_score();
        return score == 0 ? "0" : (score > 0 ? "B+" : "W+") + std::to_string(std::abs(score));
    }
    throw Failure{"unknown command"};
}

}  // namespace reversi
