#include "reversi/notation.h"

#include "common/text_scan.h"

namespace reversi {

ParseError::ParseError(std::string where, std::string why)
    : std::runtime_error(where + ": " + why), where_(std::move(where)), why_(std::move(why)) {}

ParseError ParseError::within(const std::string& outer) const { return ParseError(outer + ", " + where_, why_); }

const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

std::string square_name(int sq) { return square_name(sq, 8); }

std::string square_name(int sq, int size) {
    if (sq == size * size) return "PA";
    return static_cast<char>('a' + sq % size) + std::to_string(sq / size + 1);
}

int parse_square(std::string_view text) { return parse_square(text, 8); }

int parse_square(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3) return kNoMove;
    const char c = common::text::to_upper(text[0]);
    const char r = common::text::to_upper(text[1]);
    if (text.size() == 2 && ((c == 'P' && (r == 'A' || r == 'S')) || (c == '-' && r == '-'))) return size * size;
    if (c < 'A' || c >= 'A' + size || r < '1' || r > '9') return kNoMove;
    int row = r - '0';
    if (text.size() == 3) {
        if (text[2] < '0' || text[2] > '9') return kNoMove;
        row = row * 10 + (text[2] - '0');
    }
    if (row > size) return kNoMove;
    return (c - 'A') + size * (row - 1);
}

std::vector<int> parse_transcript(std::string_view transcript, const Position& start) {
    return parse_transcript(transcript, sized::Board::from_position(start));
}

std::vector<int> parse_transcript(std::string_view transcript, const sized::Board& start) {
    std::vector<int> moves;
    sized::Board position = start;
    const int pass = start.pass_move();
    common::text::Cursor in(transcript);
    int written = 0;  // number of the move being read, among the written ones
    for (in.skip_spaces(); !in.at_end(); in.skip_spaces()) {
        ++written;
        const std::size_t offset = in.offset();
        std::string_view token = in.rest().substr(0, 2);
        // Rows 10 and up take a third character (a digit cannot start a move).
        const std::string_view longer = in.rest().substr(0, 3);
        if (start.size >= 10 && longer.size() == 3 && longer[1] >= '1' && longer[1] <= '9' && longer[2] >= '0' &&
            longer[2] <= '9')
            token = longer;
        const auto fail = [&](const std::string& what) {
            // (A transcript of several lines says which line; a line break after the
            // last move, as a file ends, does not make two. On one line the place is
            // its character's: "column" read as a board's column.)
            const bool one_line = transcript.find('\n') > transcript.find_last_not_of(" \t\r\n\v\f");
            const std::string where = one_line ? "character " + std::to_string(offset + 1)
                                               : common::text::line_and_column(transcript, offset);
            throw ParseError("move " + std::to_string(written), what + " (" + where + ")");
        };
        const int move = parse_square(token, start.size);
        if (move == kNoMove) fail(common::text::describe_token(token) + " is not a square");
        in.seek(in.offset() + token.size());
        if (position.is_game_over()) fail(std::string(token) + " comes after the end of the game");
        if (move == pass) {
            if (!position.must_pass()) fail(std::string(token) + " is a pass but " + color_name(position.to_move) + " has a legal move");
        } else {
            if (position.must_pass()) {  // a pass left out of the transcript
                moves.push_back(pass);
                position = position.pass();
            }
            if (!position.is_legal(move)) fail(std::string(token) + " is illegal for " + color_name(position.to_move));
        }
        moves.push_back(move);
        position = position.apply(move);
    }
    return moves;
}

std::string why_illegal(const Position& position, Color colour, int move) {
    if (position.is_game_over()) return "the game is over";
    if (colour != position.to_move) return std::string("it is ") + color_name(position.to_move) + "'s turn";
    if (move == kPass) return position.must_pass() ? "" : std::string(color_name(colour)) + " has a move";
    if (position.must_pass()) return std::string(color_name(colour)) + " has no move and must pass";
    if (position.is_legal(move)) return "";
    return position.empties() >> move & 1 ? "it turns no disc" : "the square is taken";
}

std::string write_transcript(const std::vector<int>& moves) { return write_transcript(moves, 8); }

std::string write_transcript(const std::vector<int>& moves, int size) {
    std::string out;
    out.reserve(moves.size() * 2);
    for (int m : moves)
        if (m != size * size) out += square_name(m, size);
    return out;
}

}  // namespace reversi
