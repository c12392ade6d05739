#include "nogo/perft.h"

namespace nogo {
namespace {

std::uint64_t count(const Position& position, int depth) {
    Bits moves = position.moves();
    if (depth == 1) return static_cast<std::uint64_t>(popcount(moves));  // bulk counting of the last ply
    std::uint64_t nodes = 0;
    for (; moves; moves = without_first(moves)) nodes += count(position.after(first_point(moves)), depth - 1);
    return nodes;
}

// The symmetries that map the position onto itself.
int stabiliser(const Position& position, int symmetries[kSymmetryCount]) {
    int n = 0;
    for (int s = 0; s < kSymmetryCount; ++s)
        if (transform(position.stones(Color::Black), s) == position.stones(Color::Black) &&
            transform(position.stones(Color::White), s) == position.stones(Color::White))
            symmetries[n++] = s;
    return n;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count(position, 1);
    // Moves that one of the position's own symmetries maps onto each other lead to
    // symmetric subtrees of equal size: search one move of each orbit.
    int symmetries[kSymmetryCount];
    const int n = stabiliser(position, symmetries);
    std::uint64_t nodes = 0;
    Bits seen = 0;
    for (Bits moves = position.moves(); moves; moves = without_first(moves)) {
        const int move = first_point(moves);
        if (seen & point_bit(move)) continue;
        Bits orbit = 0;
        for (int i = 0; i < n; ++i) orbit |= point_bit(transform_point(move, symmetries[i]));
        seen |= orbit;
        nodes += static_cast<std::uint64_t>(popcount(orbit)) * count(position.after(move), depth - 1);
    }
    return nodes;
}

}  // namespace nogo
