// The pattern features: shapes, their symmetric instances and index computation.
#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "common/bits.h"
#include "reversi/pattern_evaluation.h"

namespace reversi::pattern {
namespace {

// Each pattern in one orientation, squares in the order of their ternary digits
// (first square = lowest digit). The other instances are its symmetric images.
struct Shape {
    const char* name;
    std::vector<const char*> squares;
};
const std::vector<Shape>& shapes() {
    static const std::vector<Shape> list = {
        {"edge+2x", {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "g2"}},
        {"corner 3x3", {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}},
        {"corner 2x5", {"a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"}},
        {"row 2", {"a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"}},
        {"row 3", {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3"}},
        {"row 4", {"a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"}},
        {"diagonal 8", {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"}},
        {"diagonal 7", {"b1", "c2", "d3", "e4", "f5", "g6", "h7"}},
        {"diagonal 6", {"c1", "d2", "e3", "f4", "g5", "h6"}},
        {"diagonal 5", {"d1", "e2", "f3", "g4", "h5"}},
        {"diagonal 4", {"e1", "f2", "g3", "h4"}},
    };
    return list;
}

int square_from_name(const char* name) { return square_of(name[0] - 'a', name[1] - '1'); }

int power_of_3(int n) {
    int p = 1;
    while (n-- > 0) p *= 3;
    return p;
}

// Ternary digits of `code` (n of them).
std::vector<int> digits_of(int code, int n) {
    std::vector<int> d(n);
    for (int k = 0; k < n; ++k) d[k] = code % 3, code /= 3;
    return d;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v) { return (h ^ v) * 0x100000001B3ull; }

}  // namespace

inline std::uint32_t Layout::Instance::index(Bitboard player, Bitboard opponent) const {
    return offset + code[common::extract_bits(player, mask)] + 2u * code[common::extract_bits(opponent, mask)];
}

const Layout& Layout::get() {
    static const Layout layout;
    return layout;
}

Layout::Layout() {
    std::uint64_t signature = 0xCBF29CE484222325ull;
    std::uint32_t offset = 0;
    struct Pending {
        Bitboard mask;
        std::uint32_t offset;
        std::size_t code_start;
        std::vector<int> squares;
    };
    std::vector<Pending> pending;
    for (const Shape& shape : shapes()) {
        const int n = static_cast<int>(shape.squares.size());
        if (n > kMaxPatternSquares) throw std::logic_error(std::string("pattern too large: ") + shape.name);
        std::vector<int> base;
        for (const char* name : shape.squares) base.push_back(square_from_name(name));
        for (int sq : base) signature = mix(signature, static_cast<std::uint64_t>(sq));
        signature = mix(signature, 0xFF);
        const int size = power_of_3(n);

        // Codes exchanged by the symmetries that map the pattern onto itself.
        Bitboard base_mask = 0;
        for (int sq : base) base_mask |= square_bit(sq);
        std::vector<std::vector<int>> self_maps;  // digit k of the image comes from digit perm[k]
        std::vector<Bitboard> seen;
        for (int s = 0; s < kSymmetryCount; ++s) {
            std::vector<int> image(n);
            Bitboard mask = 0;
            for (int k = 0; k < n; ++k) image[k] = transform_square(base[k], s), mask |= square_bit(image[k]);
            if (mask == base_mask) {
                std::vector<int> perm(n);
                for (int k = 0; k < n; ++k) perm[k] = static_cast<int>(std::find(base.begin(), base.end(), image[k]) - base.begin());
                self_maps.push_back(perm);
            }
            if (std::find(seen.begin(), seen.end(), mask) != seen.end()) continue;
            seen.push_back(mask);
            // code[bits]: `bits` holds the mask's squares in increasing square order.
            const std::size_t start = codes_.size();
            codes_.resize(start + (std::size_t{1} << n));
            std::vector<int> sorted = image;
            std::sort(sorted.begin(), sorted.end());
            for (int bits = 0; bits < (1 << n); ++bits) {
                int code = 0;
                for (int j = 0; j < n; ++j)
                    if (bits >> j & 1) code += power_of_3(static_cast<int>(std::find(image.begin(), image.end(), sorted[j]) - image.begin()));
                codes_[start + bits] = static_cast<std::uint16_t>(code);
            }
            pending.push_back({mask, offset, start, image});
        }
        representative_.resize(offset + size);
        for (int code = 0; code < size; ++code) {
            const std::vector<int> d = digits_of(code, n);
            int best = code;
            for (const std::vector<int>& perm : self_maps) {
                int other = 0;
                for (int k = n - 1; k >= 0; --k) other = other * 3 + d[perm[k]];
                best = std::min(best, other);
            }
            representative_[offset + code] = offset + static_cast<std::uint32_t>(best);
        }
        offset += static_cast<std::uint32_t>(size);
    }
    if (pending.size() > static_cast<std::size_t>(kMaxInstances))
        throw std::logic_error("more pattern instances than Codes holds");
    for (const Pending& p : pending) {
        Instance instance{p.mask, p.offset, codes_.data() + p.code_start, static_cast<int>(p.squares.size()), {}};
        for (int k = 0; k < instance.size; ++k) {
            instance.squares[k] = static_cast<std::uint8_t>(p.squares[k]);
            digit_weight_[p.squares[k]][instances_.size()] = static_cast<std::uint16_t>(power_of_3(k));
        }
        code_offset_[instances_.size()] = p.offset;
        instances_.push_back(instance);
    }
    mobility_offset_ = offset;
    offset += 2 * kMobilityRange + 1;
    // The constant by the parity of the empties: with an odd number, the side to move
    // plays the last move unless someone passes, worth discs that a phase of both
    // parities would average away (the static evaluation erred by about +1.3 discs with
    // an even number and -1.0 with an odd one at 10-21 empties).
    constant_offset_ = offset;
    offset += 2;
    for (std::uint32_t i = mobility_offset_; i < offset; ++i) representative_.push_back(i);
    phase_size_ = offset;
    signature_ = mix(mix(mix(signature, static_cast<std::uint64_t>(kPhaseCount)), static_cast<std::uint64_t>(kMobilityRange)),
                     phase_size_);
}

std::uint32_t Layout::mobility_index(Bitboard player, Bitboard opponent) const {
    const int mobility = popcount(legal_moves(player, opponent)) - popcount(legal_moves(opponent, player));
    return mobility_offset_ + static_cast<std::uint32_t>(std::clamp(mobility, -kMobilityRange, kMobilityRange) + kMobilityRange);
}

// An instance's code is its index less its table's offset.
Codes Layout::codes(Bitboard player, Bitboard opponent) const {
    Codes codes{};
    for (std::size_t i = 0; i < instances_.size(); ++i) {
        const Instance& in = instances_[i];
        codes.mover[i] = static_cast<std::uint16_t>(in.index(player, opponent) - in.offset);
        codes.waiting[i] = static_cast<std::uint16_t>(in.index(opponent, player) - in.offset);
    }
    return codes;
}

void Layout::indices(Bitboard player, Bitboard opponent, std::uint32_t* out) const {
    for (const Instance& in : instances_) *out++ = in.index(player, opponent);
    *out++ = mobility_index(player, opponent);
    *out = constant_index(player, opponent);
}

int Layout::sum(const std::int16_t* weights, Bitboard player, Bitboard opponent) const {
    int total = weights[mobility_index(player, opponent)] + weights[constant_index(player, opponent)];
    for (const Instance& in : instances_) total += weights[in.index(player, opponent)];
    return total;
}

}  // namespace reversi::pattern
