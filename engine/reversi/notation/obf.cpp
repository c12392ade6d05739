#include "reversi/obf.h"

#include <fstream>
#include <sstream>

#include "reversi/notation.h"
#include "common/text_scan.h"

namespace reversi {
namespace {

[[noreturn]] void fail(const common::text::Cursor& in, const std::string& why) {
    throw ParseError("column " + std::to_string(in.column()), why);
}

// The end of the meaningful part of a line: its end or a '%' comment.
bool at_line_end(const common::text::Cursor& in) { return in.at_end() || in.peek() == '%'; }

Position read_board(common::text::Cursor& in) {
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = common::text::to_upper(in.peek());
        if (c == 'X') {
            black |= square_bit(sq);
        } else if (c == 'O') {
            white |= square_bit(sq);
        } else if (in.at_end() || (c != '-' && c != '.')) {
            fail(in, "expected cell " + std::to_string(sq + 1) + " of 64 (" + square_name(sq) +
                         ": X, O, - or .), found " + in.describe_next());
        }
        in.take();
    }
    in.skip_spaces();
    const char side = common::text::to_upper(in.peek());
    if (side != 'X' && side != 'O') fail(in, "expected the side to move (X or O), found " + in.describe_next());
    in.take();
    return Position::from_colors(black, white, side == 'X' ? Color::Black : Color::White);
}

// "MOVE:SCORE" (without the ';').
ObfMoveScore read_move_score(common::text::Cursor& in, const Position& position) {
    const std::string_view token = in.rest().substr(0, 2);
    const int move = parse_square(token);
    if (move == kNoMove) fail(in, "expected a move (a1..h8 or PA), found " + common::text::describe_token(token));
    if (move == kPass ? !position.must_pass() : !position.is_legal(move))
        fail(in, std::string{common::text::to_upper(token[0]), common::text::to_upper(token[1])} + " is not a legal move for " +
                     color_name(position.to_move));
    in.seek(in.offset() + 2);
    in.skip_spaces();
    if (!in.accept(':')) fail(in, "expected ':' after the move, found " + in.describe_next());
    in.skip_spaces();
    const std::string_view rest = in.rest();
    std::size_t length = 0;
    while (length < rest.size() && (rest[length] == '+' || rest[length] == '-' || (rest[length] >= '0' && rest[length] <= '9')))
        ++length;
    const std::optional<int> score = common::text::parse_integer(rest.substr(0, length));
    if (!score || *score < -64 || *score > 64)
        fail(in, "expected a score from -64 to +64, found " +
                     (length > 0 ? "'" + common::text::excerpt(rest.substr(0, length)) + "'" : in.describe_next()));
    in.seek(in.offset() + length);
    return {move, *score};
}

}  // namespace

ObfRecord parse_obf_line(std::string_view line) {
    common::text::Cursor in(line);
    in.skip_spaces();
    ObfRecord record;
    record.position = read_board(in);
    in.skip_spaces();
    if (!in.accept(';') && !at_line_end(in))
        fail(in, "expected ';' after the side to move, found " + in.describe_next());
    for (in.skip_spaces(); !at_line_end(in); in.skip_spaces()) {
        record.moves.push_back(read_move_score(in, record.position));
        in.skip_spaces();
        if (!in.accept(';') && !at_line_end(in))
            fail(in, "expected ';' after the score, found " + in.describe_next());
    }
    return record;
}

std::string write_obf_line(const ObfRecord& record) {
    std::string out;
    const Bitboard black = record.position.black(), white = record.position.white();
    for (int sq = 0; sq < 64; ++sq) out += (black >> sq & 1) ? 'X' : (white >> sq & 1) ? 'O' : '-';
    out += record.position.to_move == Color::Black ? " X;" : " O;";
    for (const ObfMoveScore& m : record.moves) {
        std::string name = square_name(m.move);
        for (char& c : name) c = common::text::to_upper(c);
        out += ' ' + name + ':' + (m.score >= 0 ? "+" : "") + std::to_string(m.score) + ';';
    }
    return out;
}

std::vector<ObfRecord> parse_obf_text(std::string_view text) {
    std::vector<ObfRecord> records;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t eol = text.find('\n');
        const std::string_view line = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
        common::text::Cursor in(line);
        in.skip_spaces();
        if (at_line_end(in)) continue;  // empty line or comment
        try {
            records.push_back(parse_obf_line(line));
        } catch (const ParseError& e) {
            throw e.within("line " + std::to_string(number));
        }
    }
    return records;
}

std::vector<ObfRecord> read_obf_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error(path + ": cannot open the file");
    std::ostringstream contents;
    contents << file.rdbuf();
    try {
        return parse_obf_text(contents.str());
    } catch (const ParseError& e) {
        throw e.within(path);
    }
}

}  // namespace reversi
