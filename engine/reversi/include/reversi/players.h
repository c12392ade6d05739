// Players: anything that chooses moves in a game. The engine at a level, and the weak
// built-in opponents kept as yardsticks. An external engine (e.g. over NBoard) can be
// added as another Player: it sees the whole game, not just the position.
#pragma once

#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "reversi/board.h"
#include "reversi/book.h"
#include "reversi/game_clock.h"
#include "reversi/search.h"

namespace reversi {

// A game so far: where it started and the moves played since (kPass for passes), and,
// in a game played by the clock, each side's time and the time each move took.
struct GameRecord {
    Position start = Position::start();
    std::vector<int> moves;
    std::optional<GameClock> clock;
    std::vector<double> seconds;  // per move (0 for moves given, such as an opening's)
    Position current() const;
    std::vector<Color> movers() const;  // who made each move
};

// Thrown by Player::choose_move when a player cannot give a move at all (an external
// engine crashed, hung or answered nonsense); play_game then scores the game as lost
// by that player, with this message as the reason.
class PlayerFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // Called before each new game (players with state, such as external engines, reset here).
    virtual void new_game() {}
    // A legal move in game.current() (kPass when the side to move must pass), or throws
    // PlayerFailure. Precondition: the game is not over.
    virtual int choose_move(const GameRecord& game) = 0;
};

// Plays the move that flips the most discs; ties go to the lowest square (a1 first).
class GreedyPlayer : public Player {
public:
    std::string name() const override { return "greedy"; }
    int choose_move(const GameRecord& game) override;
};

// The classic beginner's AI: alpha-beta negamax to a fixed depth on a static table of
// square weights (corners good, squares next to them bad).
class SquareTablePlayer : public Player {
public:
    explicit SquareTablePlayer(int depth) : depth_(depth) {}
    std::string name() const override { return "table:" + std::to_string(depth_); }
    int choose_move(const GameRecord& game) override;
    static int table_score(Bitboard player, Bitboard opponent);  // sum of weights, player minus opponent

private:
    int depth_;
};

// The engine's search with fixed limits, and optionally an opening book: in book it
// plays book_move(book, position, book_level) (random among the moves within the
// level's margin, from a generator seeded once, so successive games vary), else it
// searches.
class EnginePlayer : public Player {
public:
    // `evaluator` and `book` (may be null) must outlive the player.
    EnginePlayer(std::string name, const SearchLimits& limits, std::size_t table_megabytes = 16,
                 const Evaluator& evaluator = default_evaluator(), const Book* book = nullptr,
                 int book_level = kMaxLevel);
    std::string name() const override { return name_; }
    void new_game() override { search_.clear(); }
    // Spends the game's clock by phase (plan_move) instead of the limits' time and
    // exact solve; a game without a clock is a PlayerFailure.
    void play_by_clock() { by_clock_ = true; }
    int choose_move(const GameRecord& game) override;
    const SearchLimits& limits() const { return limits_; }

private:
    std::string name_;
    SearchLimits limits_;
    bool by_clock_ = false;
    Search search_;
    const Book* book_;
    int book_level_;
    std::mt19937_64 book_rng_{1};
};

// Builds a player from its name:
//   greedy          GreedyPlayer
//   table:D         SquareTablePlayer searching D plies (1..12)
//   level:N         the engine at level N (kMinLevel..kMaxLevel) as level_limits defines
//                   it, selective from level 11 on
//   depth:D         the engine searching D plies in the midgame, no early exact solve
//   time:MS         the engine with MS milliseconds a move, solving exactly from the
//                   empties it can afford in that time (as NBoard's --move-time)
//   clock           the engine spending the game's clock by phase (games with a clock)
// The engine players take an optional evaluation suffix, ":hand" (HeuristicEvaluator)
// or ":pattern" (trained_evaluator()), e.g. "depth:6:pattern", or ":weights=FILE" (the
// pattern evaluation with the weights of FILE, a path without ':'; a file that cannot be
// loaded throws std::runtime_error naming it); without it they use default_evaluator().
// A further suffix ":mpc" turns Multi-ProbCut on (SearchLimits::probcut, confidence
// kDefaultProbCut) and ":mpcT" with a number T sets the confidence, e.g. "time:100:mpc"
// or "time:100:pattern:mpc1.2" (for a level, in place of the level's own). A last
// suffix ":book" plays from builtin_book() while in book, with the margin of level N
// (level:N) or no margin (depth:D, time:MS), e.g. "level:10:book" or
// "depth:6:pattern:book".
// `threads` goes to the engine players. Throws std::invalid_argument with a message
// saying what is wrong for an unknown name.
std::unique_ptr<Player> make_player(const std::string& spec, int threads = 1);

// The file a player's name reads its weights from (its ":weights=FILE"), else "".
std::string weights_file_of(const std::string& spec);

// The engine at a level: make_player("level:N").
std::unique_ptr<Player> make_level_player(int level, int threads = 1);

}  // namespace reversi
