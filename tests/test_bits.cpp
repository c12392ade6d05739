// common/bits.h: the compiler's intrinsics (or BMI2 instructions) and the plain C++
// versions both agree with a bit-by-bit reference, on random words of every density
// and on the edge cases (single bits at either end, all ones).
#include <QtTest>

#include <cstdint>
#include <random>
#include <vector>

#include "common/bits.h"

namespace {

int reference_popcount(std::uint64_t x) {
    int count = 0;
    for (int i = 0; i < 64; ++i) count += x >> i & 1;
    return count;
}
int reference_lowest(std::uint64_t x) {
    int i = 0;
    while (!(x >> i & 1)) ++i;
    return i;
}
int reference_highest(std::uint64_t x) {
    int i = 63;
    while (!(x >> i & 1)) --i;
    return i;
}
std::uint64_t reference_byte_swap(std::uint64_t x) {
    std::uint64_t result = 0;
    for (int byte = 0; byte < 8; ++byte) result |= (x >> (8 * byte) & 0xFF) << (8 * (7 - byte));
    return result;
}
std::uint64_t reference_extract(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (int i = 0, k = 0; i < 64; ++i)
        if (mask >> i & 1) result |= (x >> i & 1) << k++;
    return result;
}
std::uint64_t reference_deposit(std::uint64_t x, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (int i = 0, k = 0; i < 64; ++i)
        if (mask >> i & 1) result |= (x >> k++ & 1) << i;
    return result;
}

// Random words, sparse to dense, and the edge cases.
std::vector<std::uint64_t> words() {
    std::vector<std::uint64_t> result = {1, std::uint64_t{1} << 63, ~std::uint64_t{0}, 0x8000000000000001ull,
                                         0x0101010101010101ull};
    std::mt19937_64 random(19);
    for (int i = 0; i < 3000; ++i) {
        const std::uint64_t a = random(), b = random(), c = random();
        for (std::uint64_t w : {a & b & c, a & b, a, a | b, a | b | c})
            if (w) result.push_back(w);
    }
    return result;
}

}  // namespace

class TestBits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsAndScans() {
        for (std::uint64_t x : words()) {
            QCOMPARE(common::popcount(x), reference_popcount(x));
            QCOMPARE(common::portable::popcount(x), reference_popcount(x));
            QCOMPARE(common::lowest_bit(x), reference_lowest(x));
            QCOMPARE(common::portable::lowest_bit(x), reference_lowest(x));
            QCOMPARE(common::highest_bit(x), reference_highest(x));
            QCOMPARE(common::portable::highest_bit(x), reference_highest(x));
        }
        QCOMPARE(common::popcount(0), 0);
        QCOMPARE(common::portable::popcount(0), 0);
    }

    void byteSwap() {
        QCOMPARE(common::byte_swap(0x0102030405060708ull), std::uint64_t{0x0807060504030201ull});
        for (std::uint64_t x : words()) {
            QCOMPARE(common::byte_swap(x), reference_byte_swap(x));
            QCOMPARE(common::portable::byte_swap(x), reference_byte_swap(x));
        }
    }

    void gatherAndScatter() {
        const std::vector<std::uint64_t> all = words();
        for (std::size_t i = 0; i + 1 < all.size(); ++i) {
            const std::uint64_t x = all[i], mask = all[i + 1];
            QCOMPARE(common::extract_bits(x, mask), reference_extract(x, mask));
            QCOMPARE(common::portable::extract_bits(x, mask), reference_extract(x, mask));
            QCOMPARE(common::deposit_bits(x, mask), reference_deposit(x, mask));
            QCOMPARE(common::portable::deposit_bits(x, mask), reference_deposit(x, mask));
            // Scattering what was gathered gives back the bits under the mask.
            QCOMPARE(common::deposit_bits(common::extract_bits(x, mask), mask), x & mask);
        }
    }
};

QTEST_APPLESS_MAIN(TestBits)
#include "test_bits.moc"
