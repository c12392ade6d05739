#include "search/playout.h"

#include <chrono>
#include <ctime>

#include "nogo/playouts.h"

namespace nogo {

Color playout(Position& position, Random& random, PlayoutPolicy policy, Bits played[2]) {
    for (;;) {
        const Color us = position.to_move();
        Bits moves = position.moves();
        if (moves == 0) return opposite(us);
        if (policy == PlayoutPolicy::SharedFirst) {
            const Bits shared = moves & position.legal(opposite(us));
            if (shared) moves = shared;
        }
        const int move = nth_point(moves, random.below(popcount(moves)));
        played[index_of(us)] |= point_bit(move);
        position.play(move);
    }
}

PlayoutRate measure_playouts(const Position& position, PlayoutPolicy policy, double seconds) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    PlayoutRate rate;
    Random random(12345);
    do {
        for (int i = 0; i < 256; ++i) {
            Position p = position;
            Bits played[2] = {0, 0};
            playout(p, random, policy, played);
            rate.moves += static_cast<std::uint64_t>(p.move_number() - position.move_number());
            ++rate.playouts;
        }
        rate.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    } while (rate.seconds < seconds);
    rate.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return rate;
}

}  // namespace nogo
