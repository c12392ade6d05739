// The weights file: a small header, the weights of every phase with runs of zeros
// (features never seen in training) compressed, and a checksum.
//
//   "RVPW"  u32 version  u64 layout signature  u32 phases  u32 phase size
//   u32 payload bytes  payload  u64 FNV-1a of everything before it
// All integers little-endian. The payload is a sequence of int16: a value other than
// -32768 is one weight; -32768 followed by a u16 count n is n zero weights.
#include <stdexcept>

#include "common/atomic_file.h"
#include "common/fnv1a.h"
#include "common/read_file.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {
namespace {

constexpr std::uint32_t kVersion = 1;
constexpr std::int16_t kZeroRun = -32768;
constexpr std::size_t kHeaderSize = 4 + 4 + 8 + 4 + 4 + 4;

using common::fnv1a;

void put(std::vector<unsigned char>& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<unsigned char>(value >> (8 * i)));
}

std::uint64_t get(const unsigned char* data, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= static_cast<std::uint64_t>(data[i]) << (8 * i);
    return value;
}

std::size_t expected_count() { return pattern::kPhaseCount * pattern::Layout::get().phase_size(); }

}  // namespace

PatternWeights PatternWeights::zero() { return {std::vector<std::int16_t>(expected_count(), 0)}; }

std::vector<unsigned char> PatternWeights::to_bytes() const {
    if (values.size() != expected_count()) throw std::logic_error("PatternWeights: wrong number of values");
    std::vector<unsigned char> payload;
    for (std::size_t i = 0; i < values.size();) {
        if (values[i] == 0) {
            std::size_t run = 0;
            while (i + run < values.size() && values[i + run] == 0 && run < 0xFFFF) ++run;
            put(payload, static_cast<std::uint16_t>(kZeroRun), 2);
            put(payload, run, 2);
            i += run;
        } else {
            // kZeroRun itself is not a weight: quantisation clamps to [-32767, 32767].
            put(payload, static_cast<std::uint16_t>(values[i] == kZeroRun ? -32767 : values[i]), 2);
            ++i;
        }
    }
    std::vector<unsigned char> out = {'R', 'V', 'P', 'W'};
    put(out, kVersion, 4);
    put(out, pattern::Layout::get().signature(), 8);
    put(out, pattern::kPhaseCount, 4);
    put(out, pattern::Layout::get().phase_size(), 4);
    put(out, payload.size(), 4);
    out.insert(out.end(), payload.begin(), payload.end());
    put(out, fnv1a(out.data(), out.size()), 8);
    return out;
}

PatternWeights PatternWeights::from_bytes(const unsigned char* data, std::size_t size, const std::string& source) {
    const auto fail = [&](const std::string& why) { throw std::runtime_error(source + ": " + why); };
    if (size < kHeaderSize + 8 || std::string(reinterpret_cast<const char*>(data), 4) != "RVPW")
        fail("not a pattern weights file");
    const std::size_t payload_size = get(data + kHeaderSize - 4, 4);
    if (size != kHeaderSize + payload_size + 8)
        fail("truncated or padded: " + std::to_string(size) + " bytes, the header announces " +
             std::to_string(kHeaderSize + payload_size + 8));
    if (get(data + size - 8, 8) != fnv1a(data, size - 8)) fail("checksum mismatch: the file is corrupt");
    if (get(data + 4, 4) != kVersion) fail("unsupported version " + std::to_string(get(data + 4, 4)));
    if (get(data + 8, 8) != pattern::Layout::get().signature() || get(data + 16, 4) != pattern::kPhaseCount ||
        get(data + 20, 4) != pattern::Layout::get().phase_size())
        fail("made for another feature layout than this program's");

    PatternWeights weights;
    weights.values.reserve(expected_count());
    const unsigned char* p = data + kHeaderSize;
    const unsigned char* end = p + payload_size;
    while (p + 2 <= end) {
        const auto value = static_cast<std::int16_t>(get(p, 2));
        p += 2;
        if (value != kZeroRun) {
            weights.values.push_back(value);
            continue;
        }
        if (p + 2 > end) fail("zero run without its length");
        weights.values.insert(weights.values.end(), get(p, 2), 0);
        p += 2;
        if (weights.values.size() > expected_count()) break;
    }
    if (p != end || weights.values.size() != expected_count())
        fail("holds " + std::to_string(weights.values.size()) + " weights, expected " + std::to_string(expected_count()));
    return weights;
}

PatternWeights PatternWeights::load(const std::string& path) {
    const std::string bytes = common::read_file(path);
    return from_bytes(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(), path);
}

void PatternWeights::save(const std::string& path) const {
    const std::vector<unsigned char> bytes = to_bytes();
    try {
        common::write_atomically(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(path + ": cannot write the pattern weights file (" + e.what() + ")");
    }
}

}  // namespace reversi
