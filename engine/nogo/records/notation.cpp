#include "nogo/notation.h"

#include <algorithm>

#include "common/text_scan.h"

namespace nogo {
namespace {

constexpr char kGtpColumns[] = "ABCDEFGHJ";  // no I

}  // namespace

ParseError::ParseError(std::string where, std::string why)
    : std::runtime_error(where + ": " + why), where_(std::move(where)), why_(std::move(why)) {}

ParseError ParseError::within(const std::string& outer) const { return ParseError(outer + ", " + where_, why_); }

std::string gtp_vertex(int point) {
    return {kGtpColumns[x_of(point)], static_cast<char>('1' + (kSize - 1 - y_of(point)))};
}

int parse_gtp_vertex(std::string_view text) {
    if (text.size() != 2) return kNoMove;
    const char column = common::text::to_upper(text[0]);
    int x = -1;
    for (int i = 0; i < kSize; ++i)
        if (kGtpColumns[i] == column) x = i;
    const int row = text[1] - '1';
    if (x < 0 || row < 0 || row >= kSize) return kNoMove;
    return point_of(x, kSize - 1 - row);
}

std::string sgf_point(int point) {
    return {static_cast<char>('a' + x_of(point)), static_cast<char>('a' + y_of(point))};
}

int parse_sgf_point(std::string_view text) {
    if (text.size() != 2) return kNoMove;
    const int x = text[0] - 'a', y = text[1] - 'a';
    if (x < 0 || x >= kSize || y < 0 || y >= kSize) return kNoMove;
    return point_of(x, y);
}

std::string board81(const Position& position) {
    std::string text(kPoints, '.');
    for (int p = 0; p < kPoints; ++p) {
        if (position.stones(Color::Black) >> p & 1) text[p] = 'X';
        if (position.stones(Color::White) >> p & 1) text[p] = 'O';
    }
    return text;
}

Position parse_board81(std::string_view text, bool centre_rule) {
    Bits black = 0, white = 0;
    for (std::size_t i = 0; i < text.size() && i < kPoints; ++i) {
        const char c = common::text::to_upper(text[i]);
        // (Its character's place: "column" read as one of the board's nine.)
        const std::string where = "character " + std::to_string(i + 1);
        if (c == 'X')
            black |= point_bit(static_cast<int>(i));
        else if (c == 'O')
            white |= point_bit(static_cast<int>(i));
        else if (c != '.' && c != '-')
            throw ParseError(where, "expected X, O, '.' or '-', found " + common::text::describe_char(text[i]));
    }
    if (text.size() != kPoints)
        throw ParseError("character " + std::to_string(std::min<std::size_t>(text.size(), kPoints) + 1),
                         "expected 81 points, found " + std::to_string(text.size()) + " characters");
    Position position = Position::from_stones(black, white, centre_rule);
    if (position.centre_taken_first())
        throw ParseError("board", "no game reaches it: under the centre rule Black's first stone may not take the centre");
    if (!position.valid())
        throw ParseError("board", "no game reaches it (a group without liberties, or Black must have as many "
                                  "stones as White or one more)");
    return position;
}

std::string board_diagram(const Position& position) {
    std::string header = "   ";
    for (int x = 0; x < kSize; ++x) {
        header += kGtpColumns[x];
        header += ' ';
    }
    std::string text = header + "\n";
    for (int y = 0; y < kSize; ++y) {
        const char row = static_cast<char>('1' + (kSize - 1 - y));
        text += ' ';
        text += row;
        text += ' ';
        for (int x = 0; x < kSize; ++x) {
            const Bits b = point_bit(point_of(x, y));
            text += (position.stones(Color::Black) & b) ? 'X' : (position.stones(Color::White) & b) ? 'O' : '.';
            text += ' ';
        }
        text += row;
        text += '\n';
    }
    return text + header;
}

std::string why_illegal(const Position& position, Color colour, int point) {
    if (position.is_game_over()) return "the game is over";
    if (colour != position.to_move()) return std::string("it is ") + color_name(position.to_move()) + "'s turn";
    switch (position.why_illegal(point)) {
        case Illegality::None: return "";
        case Illegality::OffBoard: return "not a point of the board";
        case Illegality::Occupied: return "the point is taken";
        case Illegality::CentreRule: return "under the centre rule, Black's first stone may not go on the centre";
        case Illegality::Captures: return "it would capture a group";
        case Illegality::Suicide: return "it would be suicide";
        case Illegality::CapturesAndSuicide: return "it would capture, and be suicide";
    }
    return "";
}

}  // namespace nogo
