// Every supported size behind one interface: Kernel<N> for the generic sizes and
// Kernel8, which forwards to the 8x8 engine's kernels, and with_kernel() to call a
// generic lambda with the kernel of a runtime size.
#pragma once

#include "reversi/board.h"
#include "variants/sized_kernel.h"

namespace reversi::sized {

struct Kernel8 {
    using Bits = std::uint64_t;
    static constexpr int kSize = 8;
    static constexpr int kSquares = 64;
    static constexpr Bits kAll = ~Bits{0};
    static constexpr Bits bit(int sq) { return Bits{1} << sq; }
    static Bits legal_moves(Bits player, Bits opponent) { return reversi::legal_moves(player, opponent); }
    static Bits flipped_discs(Bits player, Bits opponent, int sq) { return reversi::flipped_discs(player, opponent, sq); }
    static int final_score(Bits player, Bits opponent) { return reversi::final_score(player, opponent); }
    static std::uint64_t hash(Bits player, Bits opponent) { return hash_cells(player, opponent); }
};

// f(Kernel{}) for the kernel of `size`. Precondition: is_supported_size(size).
template <class F>
decltype(auto) with_kernel(int size, F&& f) {
    switch (size) {
        case 4: return f(Kernel<4>{});
        case 6: return f(Kernel<6>{});
        case 8: return f(Kernel8{});
        default: return f(Kernel<10>{});
    }
}

}  // namespace reversi::sized
