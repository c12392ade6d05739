// The binary book file:
//   "RVBK"  u32 version  u32 entry bytes (20)  u64 entry count
//   entries: u64 player  u64 opponent  i8 value  i8 leaf score  u8 leaf move  u8 depth
//   u64 FNV-1a of everything before it
// All integers little-endian; entries sorted by (player, opponent), boards canonical.

#include "book/entry_check.h"
#include "common/atomic_file.h"
#include "common/fnv1a.h"
#include "common/read_file.h"
#include "reversi/book.h"
#include "reversi/openings.h"

namespace reversi {
namespace {

constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kEntryBytes = 20;
constexpr std::size_t kHeaderBytes = 4 + 4 + 4 + 8;

void put(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>(value >> (8 * i)));
}

std::uint64_t get(const unsigned char* data, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= static_cast<std::uint64_t>(data[i]) << (8 * i);
    return value;
}

}  // namespace

std::string book_entry_problem(const BookEntry& e) {
    if (e.player & e.opponent) return "a square holds both colours";
    if (popcount(e.player | e.opponent) < 4) return "fewer than 4 discs";
    const CanonicalBoard c = canonical_board(e.player, e.opponent);
    if (c.player != e.player || c.opponent != e.opponent) return "the board is not in canonical form";
    if (e.value < -64 || e.value > 64 || e.leaf_score < -64 || e.leaf_score > 64) return "a score beyond 64 discs";
    if (!legal_moves(e.player, e.opponent)) return "the side to move has no move";
    if (e.leaf_move == BookEntry::kNoLeaf) {
        if (e.leaf_score != 0 || e.depth != 0) return "a score or depth without a leaf move";
    } else {
        if (!(legal_moves(e.player, e.opponent) >> e.leaf_move & 1)) return "the leaf move is not legal";
        if (e.depth < 1 || e.depth > BookEntry::kExactDepth) return "a search depth outside 1..60";
    }
    return {};
}

std::string Book::to_bytes() const {
    std::string out = "RVBK";
    put(out, kVersion, 4);
    put(out, kEntryBytes, 4);
    put(out, entries_.size(), 8);
    for (const BookEntry& e : entries_) {
        put(out, e.player, 8);
        put(out, e.opponent, 8);
        put(out, static_cast<std::uint8_t>(e.value), 1);
        put(out, static_cast<std::uint8_t>(e.leaf_score), 1);
        put(out, e.leaf_move, 1);
        put(out, e.depth, 1);
    }
    put(out, common::fnv1a(reinterpret_cast<const unsigned char*>(out.data()), out.size()), 8);
    return out;
}

Book Book::from_bytes(std::string_view bytes, const std::string& source) {
    const auto fail = [&](const std::string& why) { throw BookError(source + ": " + why); };
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t size = bytes.size();
    if (size < kHeaderBytes + 8 || bytes.substr(0, 4) != "RVBK") fail("not an opening book file");
    if (get(data + 4, 4) != kVersion)
        fail("unsupported book version " + std::to_string(get(data + 4, 4)) + " (this program reads version " +
             std::to_string(kVersion) + ")");
    if (get(data + 8, 4) != kEntryBytes) fail("unexpected entry size " + std::to_string(get(data + 8, 4)));
    const std::uint64_t count = get(data + 12, 8);
    if (count > (size - kHeaderBytes - 8) / kEntryBytes || size != kHeaderBytes + count * kEntryBytes + 8)
        fail("truncated or padded: " + std::to_string(size) + " bytes, the header announces " +
             std::to_string(count) + " positions");
    if (get(data + size - 8, 8) != common::fnv1a(data, size - 8)) fail("checksum mismatch: the file is corrupt");
    std::vector<BookEntry> entries(count);
    for (std::size_t i = 0; i < count; ++i) {
        const unsigned char* p = data + kHeaderBytes + i * kEntryBytes;
        BookEntry& e = entries[i];
        e.player = get(p, 8);
        e.opponent = get(p + 8, 8);
        e.value = static_cast<std::int8_t>(p[16]);
        e.leaf_score = static_cast<std::int8_t>(p[17]);
        e.leaf_move = p[18];
        e.depth = p[19];
        const std::string problem = book_entry_problem(e);
        if (!problem.empty()) fail("position " + std::to_string(i + 1) + ": " + problem);
        if (i > 0 && !(entries[i - 1].player < e.player ||
                       (entries[i - 1].player == e.player && entries[i - 1].opponent < e.opponent)))
            fail("position " + std::to_string(i + 1) + ": positions out of order or repeated");
    }
    return Book(std::move(entries));
}

Book Book::load(const std::string& path) {
    std::string bytes;
    try {
        bytes = common::read_file(path);
    } catch (const std::runtime_error& e) {
        throw BookError(e.what());
    }
    return from_bytes(bytes, path);
}

void Book::save(const std::string& path) const {
    try {
        common::write_atomically(path, to_bytes());
    } catch (const std::runtime_error& e) {
        throw BookError(path + ": cannot write the book (" + e.what() + ")");
    }
}

}  // namespace reversi
