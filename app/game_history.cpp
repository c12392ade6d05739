#include "game_history.h"

namespace reversi::app {

GameHistory::GameHistory(const Position& start) { reset(start); }

void GameHistory::reset(const Position& start) {
    positions_.assign(1, start);
    moves_.clear();
    ply_ = 0;
}

bool GameHistory::play(int move) {
    const Position& now = position();
    const bool legal = move == kPass ? now.must_pass() : now.is_legal(move);
    if (!legal) return false;
    const auto next = static_cast<std::size_t>(ply_);
    if (ply_ < length() && moves_[next].move == move) {  // following the recorded line
        ++ply_;
        return true;
    }
    const PlayedMove played{move, now.to_move, move == kPass ? 0 : flipped_discs(now.player, now.opponent, move)};
    const Position after = now.apply(move);
    moves_.resize(next);
    positions_.resize(next + 1);
    moves_.push_back(played);
    positions_.push_back(after);
    ++ply_;
    return true;
}

bool GameHistory::jump_to(int ply) {
    if (ply < 0 || ply > length()) return false;
    ply_ = ply;
    return true;
}

}  // namespace reversi::app
