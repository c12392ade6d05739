#include "reversi/sized_board.h"

#include "variants/kernels.h"

namespace reversi::sized {

bool is_supported_size(int size) { return size >= kMinBoardSize && size <= kMaxBoardSize && size % 2 == 0; }
const char* supported_sizes_text() { return "4, 6, 8 or 10"; }

const char* layout_name(StartLayout layout) { return layout == StartLayout::Crossed ? "crossed" : "parallel"; }

bool parse_layout(const std::string& text, StartLayout& layout) {
    if (text == "crossed") layout = StartLayout::Crossed;
    else if (text == "parallel") layout = StartLayout::Parallel;
    else return false;
    return true;
}

std::uint64_t hash_cells(Cells player, Cells opponent) {
    const auto low = [](Cells c) { return static_cast<std::uint64_t>(c); };
    const auto high = [](Cells c) { return static_cast<std::uint64_t>(c >> 64); };
    return hash_board(low(player) ^ hash_board(high(player), high(opponent)), low(opponent));
}

Board Board::start(const Setup& setup) {
    const int n = setup.size, c = n / 2;
    const auto at = [n](int column, int row) { return cell_bit(column + n * row); };
    Cells black, white;
    if (setup.layout == StartLayout::Crossed) {
        black = at(c - 1, c) | at(c, c - 1);
        white = at(c - 1, c - 1) | at(c, c);
    } else {
        black = at(c - 1, c) | at(c, c);
        white = at(c - 1, c - 1) | at(c, c - 1);
    }
    return from_colors(n, black, white, setup.first);
}

Board Board::from_colors(int size, Cells black, Cells white, Color to_move) {
    return to_move == Color::Black ? Board{size, black, white, to_move} : Board{size, white, black, to_move};
}

Board Board::from_position(const Position& position) { return {8, position.player, position.opponent, position.to_move}; }

Position Board::to_position() const {
    return {static_cast<Bitboard>(player), static_cast<Bitboard>(opponent), to_move};
}

Cells Board::all_squares() const { return size * size == 128 ? ~Cells{0} : (Cells{1} << (size * size)) - 1; }

int Board::empty_count() const { return squares() - count_bits(player | opponent); }
int Board::disc_count(Color c) const { return count_bits(c == Color::Black ? black() : white()); }

Cells Board::moves() const {
    return with_kernel(size, [&](auto k) -> Cells {
        using K = decltype(k);
        using Bits = typename K::Bits;
        return K::legal_moves(static_cast<Bits>(player), static_cast<Bits>(opponent));
    });
}

std::vector<int> Board::legal_moves() const {
    std::vector<int> list;
    for (Cells m = moves(); m; m &= m - 1) list.push_back(lowest_bit(m));
    return list;
}

bool Board::is_legal(int sq) const { return sq >= 0 && sq < squares() && (moves() >> sq & 1); }

bool Board::must_pass() const { return moves() == 0 && pass().moves() != 0; }
bool Board::is_game_over() const { return moves() == 0 && pass().moves() == 0; }

Cells Board::flipped_discs(int sq) const {
    if (!is_legal(sq)) return 0;
    return with_kernel(size, [&](auto k) -> Cells {
        using K = decltype(k);
        using Bits = typename K::Bits;
        return K::flipped_discs(static_cast<Bits>(player), static_cast<Bits>(opponent), sq);
    });
}

Board Board::play(int sq) const {
    const Cells f = flipped_discs(sq);
    return {size, opponent ^ f, player ^ f ^ cell_bit(sq), opposite(to_move)};
}

int Board::final_score() const {
    return with_kernel(size, [&](auto k) {
        using K = decltype(k);
        using Bits = typename K::Bits;
        return K::final_score(static_cast<Bits>(player), static_cast<Bits>(opponent));
    });
}

}  // namespace reversi::sized
