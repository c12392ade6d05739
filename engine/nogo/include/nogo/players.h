// Players of NoGo games: a random mover, the searches under a time or depth limit, an
// external GTP program (gtp_player.h); made from the spec strings of the command line.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "nogo/board.h"
#include "nogo/mcts.h"
#include "nogo/minmax.h"
#include "nogo/random.h"
#include "nogo/search.h"

namespace nogo {

// A game: where it starts (the empty board, or stones set up as a record can say), the
// moves played and the position they reach. Matches and GTP start from the empty board.
struct GameRecord {
    bool centre_rule = false;
    Position start;  // where the moves start: the empty board, or stones set up
    std::vector<int> moves;
    Position position;

    explicit GameRecord(bool centre = false) : centre_rule(centre) {
        start.set_centre_rule(centre);
        position = start;
    }
    explicit GameRecord(const Position& from) : centre_rule(from.centre_rule()), start(from), position(from) {}
    void play(int move) {
        moves.push_back(move);
        position.play(move);
    }
};

// A player that could not give a legal move (crashed, too slow, illegal answer): it
// loses the game, and the match goes on.
class PlayerFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A player that gives the game up (a GTP program answering "resign"): it loses the game
// by resignation, not by a failure, and the match goes on.
class PlayerResigns : public std::runtime_error {
public:
    PlayerResigns() : std::runtime_error("resigns") {}
};

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    virtual void new_game() {}
    // A legal move in game.position (not over). May throw PlayerFailure or PlayerResigns.
    virtual int choose_move(const GameRecord& game) = 0;
};

// Moves uniformly at random among the legal ones.
class RandomPlayer : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed = 1) : random_(seed) {}
    std::string name() const override { return "random"; }
    int choose_move(const GameRecord& game) override;

private:
    Random random_;
};

// A search with fixed limits per move.
class SearchPlayer : public Player {
public:
    SearchPlayer(std::string name, std::unique_ptr<Engine> engine, const SearchLimits& limits)
        : name_(std::move(name)), engine_(std::move(engine)), limits_(limits) {}
    std::string name() const override { return name_; }
    void new_game() override { engine_->clear(); }
    int choose_move(const GameRecord& game) override { return engine_->search(game.position, limits_).move; }

private:
    std::string name_;
    std::unique_ptr<Engine> engine_;
    SearchLimits limits_;
};

// A search from its spec: "mcts:MS", "minmax:DEPTH" or "minmax-time:MS". MCTS takes
// options after commas: threads=N, c=X (exploration), rave=K, prior=N, own=X, eval=X,
// expand=N, policy=uniform|shared, solver=0|1, reuse=0|1 (see MctsOptions); MinMax takes
// weight=N. Sets `limits` (time or depth, threads). Throws std::invalid_argument saying what is wrong.
std::unique_ptr<Engine> make_engine(const std::string& spec, SearchLimits& limits, std::uint64_t seed = 1);
// A player: "random" or an engine spec.
std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed = 1);

}  // namespace nogo
