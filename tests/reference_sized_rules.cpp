#include "reference_sized_rules.h"

#include <algorithm>

namespace reference_sized {

Board::Board(int size, bool parallel, int first) : to_move(first), size_(size) {
    cells_.assign((size + 2) * (size + 2), Border);
    for (int sq = 0; sq < size * size; ++sq) cells_[mailbox(sq)] = Empty;
    const int c = size / 2;
    const int upper_left = (c - 1) * size + c - 1, upper_right = upper_left + 1;
    const int lower_left = upper_left + size, lower_right = lower_left + 1;
    cells_[mailbox(upper_left)] = White;
    cells_[mailbox(lower_right)] = parallel ? Black : White;
    cells_[mailbox(upper_right)] = parallel ? White : Black;
    cells_[mailbox(lower_left)] = Black;
}

std::vector<int> Board::flips(int sq) const {
    std::vector<int> flipped;
    const int from = mailbox(sq);
    if (cells_[from] != Empty) return flipped;
    const int them = to_move == Black ? White : Black;
    const int width = size_ + 2;
    const int directions[8] = {-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1};
    for (int d : directions) {
        int m = from + d;
        std::vector<int> run;
        for (; cells_[m] == them; m += d) run.push_back(square_of_mailbox(m));
        if (cells_[m] == to_move) flipped.insert(flipped.end(), run.begin(), run.end());
    }
    std::sort(flipped.begin(), flipped.end());
    return flipped;
}

std::vector<int> Board::legal_moves() const {
    std::vector<int> moves;
    for (int sq = 0; sq < size_ * size_; ++sq)
        if (!flips(sq).empty()) moves.push_back(sq);
    return moves;
}

void Board::play(int sq) {
    for (int f : flips(sq)) cells_[mailbox(f)] = to_move;
    cells_[mailbox(sq)] = to_move;
    pass();
}

bool Board::game_over() const {
    Board other = *this;
    other.pass();
    return legal_moves().empty() && other.legal_moves().empty();
}

int Board::count(int color) const { return static_cast<int>(std::count(cells_.begin(), cells_.end(), color)); }

int Board::black_score() const {
    const int b = count(Black), w = count(White), empty = count(Empty);
    return b > w ? b - w + empty : b < w ? b - w - empty : 0;
}

std::uint64_t perft(const Board& board, int depth) {
    if (depth == 0) return 1;
    const std::vector<int> moves = board.legal_moves();
    if (moves.empty()) {
        if (board.game_over()) return 1;
        Board passed = board;
        passed.pass();
        return perft(passed, depth - 1);
    }
    std::uint64_t leaves = 0;
    for (int sq : moves) {
        Board child = board;
        child.play(sq);
        leaves += perft(child, depth - 1);
    }
    return leaves;
}

namespace {

int negamax(const Board& board, int alpha, int beta) {
    const int sign = board.to_move == Black ? 1 : -1;
    if (board.game_over()) return sign * board.black_score();
    const std::vector<int> moves = board.legal_moves();
    if (moves.empty()) {
        Board passed = board;
        passed.pass();
        return -negamax(passed, -beta, -alpha);
    }
    int best = -1000;
    for (int sq : moves) {
        Board child = board;
        child.play(sq);
        best = std::max(best, -negamax(child, -beta, -alpha));
        alpha = std::max(alpha, best);
        if (alpha >= beta) break;
    }
    return best;
}

}  // namespace

int solve(const Board& board) { return negamax(board, -1000, 1000); }

}  // namespace reference_sized
