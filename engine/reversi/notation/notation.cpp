#include "reversi/notation.h"

#include "common/text_scan.h"

namespace reversi {

ParseError::ParseError(std::string where, std::string why)
    : std::runtime_error(where + ": " + why), where_(std::move(where)), why_(std::move(why)) {}

ParseError ParseError::within(const std::string& outer) const { return ParseError(outer + ", " + where_, why_); }

const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

std::string square_name(int sq) {
    if (sq == kPass) return "PA";
    return {static_cast<char>('a' + column_of(sq)), static_cast<char>('1' + row_of(sq))};
}

int parse_square(std::string_view text) {
    if (text.size() != 2) return kNoMove;
    const char c = common::text::to_upper(text[0]);
    const char r = common::text::to_upper(text[1]);
    if (c >= 'A' && c <= 'H' && r >= '1' && r <= '8') return square_of(c - 'A', r - '1');
    if ((c == 'P' && (r == 'A' || r == 'S')) || (c == '-' && r == '-')) return kPass;
    return kNoMove;
}

std::vector<int> parse_transcript(std::string_view transcript, const Position& start) {
    std::vector<int> moves;
    Position position = start;
    common::text::Cursor in(transcript);
    int written = 0;  // number of the move being read, among the written ones
    for (in.skip_spaces(); !in.at_end(); in.skip_spaces()) {
        ++written;
        const int column = in.column();
        const std::string_view token = in.rest().substr(0, 2);
        const auto fail = [&](const std::string& what) {
            throw ParseError("move " + std::to_string(written), what + " (column " + std::to_string(column) + ")");
        };
        const int move = parse_square(token);
        if (move == kNoMove) fail(common::text::describe_token(token) + " is not a square");
        in.seek(in.offset() + 2);
        if (position.is_game_over()) fail(std::string(token) + " comes after the end of the game");
        if (move == kPass) {
            if (!position.must_pass()) fail(std::string(token) + " is a pass but " + color_name(position.to_move) + " has a legal move");
        } else {
            if (position.must_pass()) {  // a pass left out of the transcript
                moves.push_back(kPass);
                position = position.pass();
            }
            if (!position.is_legal(move)) fail(std::string(token) + " is illegal for " + color_name(position.to_move));
        }
        moves.push_back(move);
        position = position.apply(move);
    }
    return moves;
}

std::string write_transcript(const std::vector<int>& moves) {
    std::string out;
    out.reserve(moves.size() * 2);
    for (int m : moves)
        if (m != kPass) out += square_name(m);
    return out;
}

}  // namespace reversi
