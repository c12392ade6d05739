#include "game_history.h"

#include <algorithm>
#include <string>

#include "reversi/notation.h"

namespace reversi::app {

GameHistory::GameHistory(const Position& start) { reset(start); }

void GameHistory::reset(const Position& start) {
    nodes_.assign(1, Node{});
    nodes_.front().position = start;
    line_.assign(1, 0);
    ply_ = 0;
}

std::vector<PlayedMove> GameHistory::moves() const {
    std::vector<PlayedMove> played;
    for (int ply = 1; ply <= length(); ++ply) played.push_back(node(ply).played);
    return played;
}

int GameHistory::child(int parent, int move) {
    for (int c : nodes_[static_cast<std::size_t>(parent)].children)
        if (nodes_[static_cast<std::size_t>(c)].played.move == move) return c;
    const Position& now = nodes_[static_cast<std::size_t>(parent)].position;
    const bool legal = move == kPass ? now.must_pass() : move >= 0 && move < 64 && now.is_legal(move);
    if (!legal) return -1;
    Node made;
    made.parent = parent;
    made.played = {move, now.to_move, move == kPass ? 0 : flipped_discs(now.player, now.opponent, move)};
    made.position = now.apply(move);
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

std::vector<Position> GameHistory::positions() const {
    std::vector<Position> all;
    for (const Node& n : nodes_) all.push_back(n.position);
    return all;
}

bool GameHistory::load_subtree(int parent, const MoveTree& tree) {
    const int id = child(parent, tree.move);
    if (id < 0) return false;
    for (const MoveTree& c : tree.children)
        if (!load_subtree(id, c)) return false;
    return true;
}

bool GameHistory::load_tree(const Position& start, const std::vector<MoveTree>& tree) {
    GameHistory loaded(start);
    for (const MoveTree& t : tree)
        if (!loaded.load_subtree(0, t)) return false;
    loaded.extend_line(0);
    *this = std::move(loaded);
    return true;
}

namespace {

void write_subtree(const MoveTree& tree, std::string& out) {
    out += tree.move == kPass ? std::string("pa") : square_name(tree.move);
    if (tree.children.size() == 1) {
        write_subtree(tree.children.front(), out);
    } else {
        for (const MoveTree& c : tree.children) {
            out += '(';
            write_subtree(c, out);
            out += ')';
        }
    }
}

// Reads a sequence of moves and branches from `text` at `at`, up to a ')' or the end.
std::vector<MoveTree> read_sequence(std::string_view text, std::size_t& at, bool nested) {
    std::vector<MoveTree> branches;
    MoveTree* tail = nullptr;  // the last move read; what follows hangs below it
    const auto fail = [&](const std::string& why) {
        throw ParseError("move tree, column " + std::to_string(at + 1), why);
    };
    while (at < text.size() && text[at] != ')') {
        std::vector<MoveTree>& into = tail ? tail->children : branches;
        if (text[at] == '(') {
            ++at;
            for (MoveTree& t : read_sequence(text, at, true)) into.push_back(std::move(t));
            if (at >= text.size()) fail("a '(' is not closed");
            ++at;  // ')'
            continue;
        }
        if (!into.empty()) fail("a move after branches in parentheses");
        if (at + 2 > text.size()) fail("a move is cut short");
        const std::string name(text.substr(at, 2));
        const int move = name == "pa" || name == "PA" ? kPass : parse_square(name);
        if (move == kNoMove) fail("'" + name + "' is not a square");
        at += 2;
        into.push_back({move, {}});
        tail = &into.back();
    }
    if (!nested && at < text.size()) fail("a ')' without its '('");
    return branches;
}

}  // namespace

std::string write_move_tree(const std::vector<MoveTree>& tree) {
    std::string out;
    write_subtree(MoveTree{kPass, tree}, out);
    return out.substr(2);  // without the root's own "move"
}

std::vector<MoveTree> parse_move_tree(std::string_view text) {
    std::size_t at = 0;
    return read_sequence(text, at, false);
}

}  // namespace reversi::app
