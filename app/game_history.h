// The moves of one game (of any BoardGame) as a tree of lines, and a cursor into it.
//
// Every move ever played from the start is kept: playing a move other than the one
// recorded at the cursor starts a new line beside the old one (a variation) instead of
// cutting it. The tree is seen through one line at a time, "the line": from the start
// through the cursor, then on along the continuation last chosen at each position (at
// first the earliest played). ply(), moves() and positions speak of that line.
// Each position's continuations are ordered: the first is the main line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/board_game.h"
#include "games/game_state.h"

namespace reversi::app {

struct PlayedMove {
    int move = kNotAMove;      // a cell, or the game's pass
    int color = kBlackPiece;   // the side that played it
    std::vector<int> changed;  // other cells it changed (Reversi's turned discs)
};

// The tree written as text: moves as the game writes them ("f5", "E5"; "pa" for a
// pass) along the main line; where a position has several continuations, each is
// written in parentheses, main line first: "f5d6(c3d3)(c5)" has f5 d6 then either
// c3 d3 or c5.
struct MoveTree {
    int move = kNotAMove;
    std::vector<MoveTree> children;
};

class GameHistory {
public:
    // A game of `game` from `start` (null: the game's own start).
    explicit GameHistory(GamePtr game = standardReversi(), StatePtr start = nullptr);

    void reset(StatePtr start = nullptr);

    const GamePtr& game() const { return game_; }
    const GameState& start() const { return *nodes_.front().state; }
    const StatePtr& start_state() const { return nodes_.front().state; }
    const GameState& position() const { return position_at(ply_); }
    const GameState& position_at(int ply) const { return *node(ply).state; }
    const StatePtr& state() const { return node(ply_).state; }
    int ply() const { return ply_; }
    int length() const { return static_cast<int>(line_.size()) - 1; }
    // The moves of the line, in order.
    std::vector<PlayedMove> moves() const;
    // The move that led to the current position, or null at the start.
    const PlayedMove* last_move() const { return ply_ > 0 ? &node(ply_).played : nullptr; }

    bool can_undo() const { return ply_ > 0; }
    bool can_redo() const { return ply_ < length(); }

    // Plays a legal move (the pass when the side to move must pass). Follows the
    // recorded continuation when there is one for the move, else adds a variation.
    // Returns false (and changes nothing) for an illegal move.
    bool play(int move);
    // Moves the cursor along the line; false when `ply` is outside 0..length().
    bool jump_to(int ply);

    // The moves that were played from the position before `ply` (1..length()), main
    // line first; the line's own is among them.
    std::vector<int> alternatives(int ply) const;
    // Switches the line to the continuation `move` at `ply` and moves the cursor there.
    // False when no such move was played from that position.
    bool choose(int ply, int move);
    // Whether the line is the main line (the first continuation everywhere along it).
    bool is_main_line() const;
    // Makes the line the main line.
    void make_main_line();

    // The whole tree below the start, for saving; and the reverse (false, and nothing
    // changed, when a move of it is illegal). The line after loading is the main line.
    std::vector<MoveTree> tree() const;
    // The positions of the line, 0..length().
    std::vector<StatePtr> line_states() const;
    // Every position of the tree, the start included.
    std::vector<StatePtr> positions() const;
    bool load_tree(StatePtr start, const std::vector<MoveTree>& tree);

    // What the game's record says of it beside the moves (players, place, date, clock,
    // comments), as its tags: a save writes them back, so that opening a record and
    // saving it loses none of them. None for a game begun here; reset() drops them.
    const RecordTags& record_tags() const { return record_tags_; }
    void set_record_tags(RecordTags tags) { record_tags_ = std::move(tags); }

private:
    struct Node {
        int parent = -1;
        PlayedMove played;
        StatePtr state;
        std::vector<int> children;  // in order: the main line first
        int next = -1;              // the continuation the line follows, or -1
    };
    const Node& node(int ply) const { return nodes_[static_cast<std::size_t>(line_[static_cast<std::size_t>(ply)])]; }
    Node& node(int ply) { return nodes_[static_cast<std::size_t>(line_[static_cast<std::size_t>(ply)])]; }
    // Rebuilds the line after `ply` from the continuations chosen there and beyond.
    void extend_line(int ply);
    // The child of node `parent` reached by `move`, made when missing; -1 if illegal.
    int child(int parent, int move);
    MoveTree subtree(int node) const;
    bool load_subtree(int parent, const MoveTree& tree);

    GamePtr game_;
    std::vector<Node> nodes_;  // nodes_[0] is the start
    std::vector<int> line_;    // node ids of the line; line_[0] == 0
    int ply_ = 0;
    RecordTags record_tags_;
};

// The tree as text (see MoveTree), with the move names of `board`'s game, and back;
// throws ParseError on malformed text.
std::string write_move_tree(const std::vector<MoveTree>& tree, const GameState& board);
std::vector<MoveTree> parse_move_tree(std::string_view text, const GameState& board);

}  // namespace reversi::app
