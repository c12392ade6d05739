#include "reference_nogo.h"

namespace reference_nogo {
namespace {

// The points next to `point`.
struct Around {
    int point[4];
    int count = 0;
    const int* begin() const { return point; }
    const int* end() const { return point + count; }
};
Around neighbours(int point) {
    const int x = point % 9, y = point / 9;
    Around around;
    if (x > 0) around.point[around.count++] = point - 1;
    if (x < 8) around.point[around.count++] = point + 1;
    if (y > 0) around.point[around.count++] = point - 9;
    if (y < 8) around.point[around.count++] = point + 9;
    return around;
}

// Whether the group of the stone at `point` has an empty neighbour, by flood fill.
bool has_liberty(const std::array<int, 81>& cell, int point) {
    const int colour = cell[point];
    std::array<bool, 81> visited{};
    std::vector<int> stack{point};
    visited[point] = true;
    while (!stack.empty()) {
        const int p = stack.back();
        stack.pop_back();
        for (int q : neighbours(p)) {
            if (cell[q] == Empty) return true;
            if (cell[q] == colour && !visited[q]) {
                visited[q] = true;
                stack.push_back(q);
            }
        }
    }
    return false;
}

}  // namespace

bool Board::captures(int point, int colour) const {
    std::array<int, 81> after = cell;
    after[point] = colour;
    for (int q : neighbours(point))
        if (after[q] == 3 - colour && !has_liberty(after, q)) return true;
    return false;
}

bool Board::suicide(int point, int colour) const {
    std::array<int, 81> after = cell;
    after[point] = colour;
    return !has_liberty(after, point);
}

bool Board::is_legal(int point, int colour) const {
    return cell[point] == Empty && !suicide(point, colour) && !captures(point, colour);
}

std::vector<int> Board::legal_moves(int colour) const {
    std::vector<int> moves;
    for (int p = 0; p < 81; ++p)
        if (is_legal(p, colour)) moves.push_back(p);
    return moves;
}

void Board::play(int point) {
    cell[point] = to_move;
    to_move = 3 - to_move;
}

}  // namespace reference_nogo
