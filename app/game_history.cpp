#include "game_history.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "reversi/notation.h"

namespace reversi::app {

GameHistory::GameHistory(GamePtr game, StatePtr start) : game_(std::move(game)) { reset(std::move(start)); }

void GameHistory::reset(StatePtr start) {
    nodes_.assign(1, Node{});
    nodes_.front().state = start ? std::move(start) : game_->start();
    line_.assign(1, 0);
    ply_ = 0;
    record_tags_.clear();
}

std::vector<PlayedMove> GameHistory::moves() const {
    std::vector<PlayedMove> played;
    for (int ply = 1; ply <= length(); ++ply) played.push_back(node(ply).played);
    return played;
}

int GameHistory::child(int parent, int move) {
    for (int c : nodes_[static_cast<std::size_t>(parent)].children)
        if (nodes_[static_cast<std::size_t>(c)].played.move == move) return c;
    const GameState& now = *nodes_[static_cast<std::size_t>(parent)].state;
    if (now.isOver() || !now.isLegal(move)) return -1;
    Node made;
    made.parent = parent;
    made.played = {move, now.toMove(), now.changedBy(move)};
    made.state = now.play(move);
    nodes_.push_back(made);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<std::size_t>(parent)].children.push_back(id);
    return id;
}

void GameHistory::extend_line(int ply) {
    line_.resize(static_cast<std::size_t>(ply) + 1);
    for (int id = line_.back(); nodes_[static_cast<std::size_t>(id)].next >= 0 || !nodes_[static_cast<std::size_t>(id)].children.empty();) {
        Node& n = nodes_[static_cast<std::size_t>(id)];
        if (n.next < 0) n.next = n.children.front();
        id = n.next;
        line_.push_back(id);
    }
}

bool GameHistory::play(int move) {
    const int made = child(line_[static_cast<std::size_t>(ply_)], move);
    if (made < 0) return false;
    node(ply_).next = made;
    extend_line(ply_);
    ++ply_;
    return true;
}

bool GameHistory::jump_to(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
}

std::vector<int> GameHistory::alternatives(int ply) const {
    std::vector<int> moves;
    if (ply < 1 || ply > length()) return moves;
    for (int c : node(ply - 1).children) moves.push_back(nodes_[static_cast<std::size_t>(c)].played.move);
    return moves;
}

bool GameHistory::choose(int ply, int move) {
    if (ply < 1 || ply > length()) return false;
    Node& from = node(ply - 1);
    const auto it = std::find_if(from.children.begin(), from.children.end(),
                                 [&](int c) { return nodes_[static_cast<std::size_t>(c)].played.move == move; });
    if (it == from.children.end()) return false;
    from.next = *it;
    extend_line(ply - 1);
    ply_ = ply;
    return true;
}

bool GameHistory::is_main_line() const {
    for (int ply = 1; ply <= length(); ++ply)
        if (node(ply - 1).children.front() != line_[static_cast<std::size_t>(ply)]) return false;
    return true;
}

void GameHistory::make_main_line() {
    for (int ply = 1; ply <= length(); ++ply) {
        std::vector<int>& children = node(ply - 1).children;
        const auto it = std::find(children.begin(), children.end(), line_[static_cast<std::size_t>(ply)]);
        std::rotate(children.begin(), it, it + 1);
    }
}

MoveTree GameHistory::subtree(int id) const {
    const Node& n = nodes_[static_cast<std::size_t>(id)];
    MoveTree tree{n.played.move, {}};
    for (int c : n.children) tree.children.push_back(subtree(c));
    return tree;
}

std::vector<MoveTree> GameHistory::tree() const { return subtree(0).children; }

std::vector<StatePtr> GameHistory::line_states() const {
    std::vector<StatePtr> states;
    for (int id : line_) states.push_back(nodes_[static_cast<std::size_t>(id)].state);
    return states;
}

std::vector<StatePtr> GameHistory::positions() const {
    std::vector<StatePtr> all;
    for (const Node& n : nodes_) all.push_back(n.state);
    return all;
}

bool GameHistory::load_subtree(int parent, const MoveTree& tree) {
    const int id = child(parent, tree.move);
    if (id < 0) return false;
    for (const MoveTree& c : tree.children)
        if (!load_subtree(id, c)) return false;
    return true;
}

bool GameHistory::load_tree(StatePtr start, const std::vector<MoveTree>& tree) {
    GameHistory loaded(game_, std::move(start));
    for (const MoveTree& t : tree)
        if (!loaded.load_subtree(0, t)) return false;
    loaded.extend_line(0);
    *this = std::move(loaded);
    return true;
}

namespace {

void write_children(const std::vector<MoveTree>& children, const GameState& board, std::string& out);

void write_subtree(const MoveTree& tree, const GameState& board, std::string& out) {
    out += board.moveText(tree.move);
    write_children(tree.children, board, out);
}

void write_children(const std::vector<MoveTree>& children, const GameState& board, std::string& out) {
    if (children.size() == 1) {
        write_subtree(children.front(), board, out);
        return;
    }
    for (const MoveTree& c : children) {
        out += '(';
        write_subtree(c, board, out);
        out += ')';
    }
}

bool isLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// Reads a sequence of moves and branches from `text` at `at`, up to a ')' or the end.
// A move is letters then digits ("f5", "j10", "E5") or letters alone ("pa", a pass).
// Moves are written with nothing between them, so a move of letters alone runs into the
// next one ("paf5"): a token that is no move is read as its shortest such move first.
// `depth` counts the moves and the parentheses above: a tree deeper than any game (a
// damaged file) is refused before its recursion, or its destruction, exhausts the stack.
constexpr int kMaxTreeDepth = 1000;

std::vector<MoveTree> read_sequence(std::string_view text, std::size_t& at, int depth, const GameState& board) {
    const bool nested = depth > 0;
    std::vector<MoveTree> branches;
    MoveTree* tail = nullptr;  // the last move read; what follows hangs below it
    const auto fail = [&](const std::string& why) {
        throw ParseError("move tree, column " + std::to_string(at + 1), why);
    };
    const auto within_limit = [&](int deeper) {
        if (deeper <= kMaxTreeDepth) return deeper;
        // (Appended piece by piece: GCC 12 takes "..." + to_string() + "..." for an
        // out-of-bounds copy here once the app's headers are precompiled.)
        std::string why = "a line deeper than ";
        why += std::to_string(kMaxTreeDepth);
        why += " moves and branches";
        fail(why);
        return deeper;  // (not reached: fail throws)
    };
    while (at < text.size() && text[at] != ')') {
        std::vector<MoveTree>& into = tail ? tail->children : branches;
        if (text[at] == '(') {
            const int inner = within_limit(depth + 1);
            ++at;
            for (MoveTree& t : read_sequence(text, at, inner, board)) into.push_back(std::move(t));
            if (at >= text.size()) fail("a '(' is not closed");
            ++at;  // ')'
            continue;
        }
        if (!into.empty()) fail("a move after branches in parentheses");
        depth = within_limit(depth + 1);
        std::size_t letters = at;
        while (letters < text.size() && isLetter(text[letters])) ++letters;
        std::size_t end = letters;
        while (end < text.size() && isDigit(text[end])) ++end;
        if (end == at) fail(std::string(1, '\'').append(1, text[at]).append("' does not start a move"));
        const std::string name(text.substr(at, end - at));
        int move = board.parseMove(name);
        for (std::size_t k = at + 1; k < letters && move == kNotAMove; ++k)
            if ((move = board.parseMove(text.substr(at, k - at))) != kNotAMove) end = k;
        if (move == kNotAMove) fail("'" + name + "' is not a move of this board");
        at = end;
        into.push_back({move, {}});
        tail = &into.back();
    }
    if (!nested && at < text.size()) fail("a ')' without its '('");
    return branches;
}

}  // namespace

std::string write_move_tree(const std::vector<MoveTree>& tree, const GameState& board) {
    std::string out;
    write_children(tree, board, out);
    return out;
}

std::vector<MoveTree> parse_move_tree(std::string_view text, const GameState& board) {
    std::size_t at = 0;
    return read_sequence(text, at, 0, board);
}

}  // namespace reversi::app
