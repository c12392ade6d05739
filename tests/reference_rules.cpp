#include "reference_rules.h"

namespace reference {

Board Board::start() {
    Board b;
    b.cell[3][3] = White;  // d4
    b.cell[4][4] = White;  // e5
    b.cell[4][3] = Black;  // d5
    b.cell[3][4] = Black;  // e4
    return b;
}

std::vector<int> Board::flips(int sq) const {
    std::vector<int> result;
    const int row = sq / 8, col = sq % 8;
    if (cell[row][col] != Empty) return result;
    const int me = to_move, them = 3 - to_move;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            std::vector<int> line;
            int r = row + dr, c = col + dc;
            while (r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r][c] == them) {
                line.push_back(r * 8 + c);
                r += dr;
                c += dc;
            }
            if (!line.empty() && r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r][c] == me)
                result.insert(result.end(), line.begin(), line.end());
        }
    }
    return result;
}

std::vector<int> Board::legal_moves() const {
    std::vector<int> moves;
    for (int sq = 0; sq < 64; ++sq)
        if (!flips(sq).empty()) moves.push_back(sq);
    return moves;
}

void Board::play(int sq) {
    for (int f : flips(sq)) cell[f / 8][f % 8] = to_move;
    cell[sq / 8][sq % 8] = to_move;
    pass();
}

bool Board::game_over() const {
    if (!legal_moves().empty()) return false;
    Board other = *this;
    other.pass();
    return other.legal_moves().empty();
}

int Board::count(int color) const {
    int n = 0;
    for (const auto& row : cell)
        for (int c : row) n += (c == color);
    return n;
}

}  // namespace reference
