#include "reversi/obf.h"

#include "common/read_file.h"
#include "common/text_scan.h"
#include "reversi/notation.h"

namespace reversi {
namespace {

[[noreturn]] void fail(const common::text::Cursor& in, const std::string& why) {
    throw ParseError("column " + std::to_string(in.column()), why);
}

// The end of the meaningful part of a line: its end or a '%' comment.
bool at_line_end(const common::text::Cursor& in) { return in.at_end() || in.peek() == '%'; }

bool is_cell(char c) { return c == 'X' || c == 'x' || c == 'O' || c == 'o' || c == '-' || c == '.'; }

sized::Board read_board(common::text::Cursor& in, int size) {
    sized::Cells black = 0, white = 0;
    const int squares = size * size;
    for (int sq = 0; sq < squares; ++sq) {
        const char c = common::text::to_upper(in.peek());
        if (c == 'X') {
            black |= sized::cell_bit(sq);
        } else if (c == 'O') {
            white |= sized::cell_bit(sq);
        } else if (in.at_end() || (c != '-' && c != '.')) {
            fail(in, "expected cell " + std::to_string(sq + 1) + " of " + std::to_string(squares) + " (" +
                         square_name(sq, size) + ": X, O, - or .), found " + in.describe_next());
        }
        in.take();
    }
    in.skip_spaces();
    const char side = common::text::to_upper(in.peek());
    if (side != 'X' && side != 'O') fail(in, "expected the side to move (X or O), found " + in.describe_next());
    in.take();
    return sized::Board::from_colors(size, black, white, side == 'X' ? Color::Black : Color::White);
}

// The board size of a line from its run of cells: N * N cells, or N * N and the side
// written right after them.
int board_size_of(const common::text::Cursor& in) {
    const std::string_view rest = in.rest();
    int run = 0;
    while (run < static_cast<int>(rest.size()) && is_cell(rest[run])) ++run;
    for (int size = sized::kMinBoardSize; size <= sized::kMaxBoardSize; size += 2)
        if (run == size * size || run == size * size + 1) return size;
    fail(in, "expected the cells of a board (16, 36, 64 or 100 of X, O, - or .), found " + std::to_string(run));
}

// "MOVE:SCORE" (without the ';').
ObfMoveScore read_move_score(common::text::Cursor& in, const sized::Board& position) {
    const std::string_view rest = in.rest();
    std::size_t token_length = 2;
    if (position.size >= 10 && rest.size() >= 3 && rest[2] >= '0' && rest[2] <= '9') token_length = 3;
    const std::string_view token = rest.substr(0, token_length);
    const int move = parse_square(token, position.size);
    if (move == kNoMove)
        fail(in, "expected a move (a1.." + square_name(position.squares() - 1, position.size) + " or PA), found " +
                     common::text::describe_token(token));
    if (move == position.pass_move() ? !position.must_pass() : !position.is_legal(move)) {
        std::string name;
        for (char c : token) name += common::text::to_upper(c);
        fail(in, name + " is not a legal move for " + color_name(position.to_move));
    }
    in.seek(in.offset() + token.size());
    in.skip_spaces();
    if (!in.accept(':')) fail(in, "expected ':' after the move, found " + in.describe_next());
    in.skip_spaces();
    const std::string_view number = in.rest();
    std::size_t length = 0;
    while (length < number.size() &&
           (number[length] == '+' || number[length] == '-' || (number[length] >= '0' && number[length] <= '9')))
        ++length;
    const std::optional<int> score = common::text::parse_integer(number.substr(0, length));
    const int limit = position.squares();
    if (!score || *score < -limit || *score > limit)
        fail(in, "expected a score from -" + std::to_string(limit) + " to +" + std::to_string(limit) + ", found " +
                     (length > 0 ? "'" + common::text::excerpt(number.substr(0, length)) + "'" : in.describe_next()));
    in.seek(in.offset() + length);
    return {move, *score};
}

// One line on a board of `size`, or of the size its cells give when size is 0.
sized::ObfRecord read_record(std::string_view line, int size) {
    common::text::Cursor in(line);
    in.skip_spaces();
    sized::ObfRecord record;
    record.position = read_board(in, size ? size : board_size_of(in));
    in.skip_spaces();
    if (!in.accept(';') && !at_line_end(in))
        fail(in, "expected ';' after the side to move, found " + in.describe_next());
    for (in.skip_spaces(); !at_line_end(in); in.skip_spaces()) {
        const std::size_t at = in.offset();
        const ObfMoveScore move = read_move_score(in, record.position);
        // One score a move: two would leave which one holds to whoever reads the record.
        for (const ObfMoveScore& listed : record.moves)
            if (listed.move == move.move) {
                in.seek(at);
                std::string name = square_name(move.move, record.position.size);
                for (char& c : name) c = common::text::to_upper(c);
                fail(in, name + " is listed twice");
            }
        record.moves.push_back(move);
        in.skip_spaces();
        if (!in.accept(';') && !at_line_end(in))
            fail(in, "expected ';' after the score, found " + in.describe_next());
    }
    return record;
}

ObfRecord to_8x8(const sized::ObfRecord& record) { return {record.position.to_position(), record.moves}; }

// Every record of a text; `parse_line` reads one line, and `problem` (when given) says
// what its caller cannot use in a record read, refused at its line.
template <class Record>
std::vector<Record> parse_lines(std::string_view text, Record (*parse_line)(std::string_view),
                                const std::function<void()>& before_each = {},
                                const std::function<std::string(const Record&)>& problem = {}) {
    std::vector<Record> records;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t eol = text.find('\n');
        const std::string_view line = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
        common::text::Cursor in(line);
        in.skip_spaces();
        if (at_line_end(in)) continue;  // empty line or comment
        if (before_each) before_each();
        const std::string where = "line " + std::to_string(number);
        try {
            records.push_back(parse_line(line));
        } catch (const ParseError& e) {
            throw e.within(where);
        }
        const std::string why = problem ? problem(records.back()) : std::string();
        if (!why.empty()) throw ParseError(where, why);
    }
    return records;
}

// `parse_text(contents)` on a file's contents, its errors placed in the file.
template <class Parse>
auto read_file(const std::string& path, Parse parse_text) {
    const std::string contents = common::read_text_file(path);
    try {
        return parse_text(contents);
    } catch (const ParseError& e) {
        throw e.within(path);
    }
}

}  // namespace

ObfRecord parse_obf_line(std::string_view line) { return to_8x8(read_record(line, 8)); }

std::string write_obf_line(const ObfRecord& record) {
    return sized::write_obf_line({sized::Board::from_position(record.position), record.moves});
}

std::vector<ObfRecord> parse_obf_text(std::string_view text) { return parse_lines(text, &parse_obf_line); }

std::vector<ObfRecord> read_obf_file(const std::string& path) { return read_file(path, &parse_obf_text); }

namespace sized {

ObfRecord parse_obf_line(std::string_view line) { return read_record(line, 0); }

std::string write_obf_line(const ObfRecord& record) {
    std::string out;
    const Board& p = record.position;
    const Cells black = p.black(), white = p.white();
    for (int sq = 0; sq < p.squares(); ++sq) out += (black >> sq & 1) ? 'X' : (white >> sq & 1) ? 'O' : '-';
    out += p.to_move == Color::Black ? " X;" : " O;";
    for (const ObfMoveScore& m : record.moves) {
        std::string name = square_name(m.move, p.size);
        for (char& c : name) c = common::text::to_upper(c);
        out += ' ' + name + ':' + (m.score >= 0 ? "+" : "") + std::to_string(m.score) + ';';
    }
    return out;
}

std::vector<ObfRecord> parse_obf_text(std::string_view text, const std::function<void()>& before_each,
                                      const std::function<std::string(const ObfRecord&)>& problem) {
    return parse_lines(text, &parse_obf_line, before_each, problem);
}

std::vector<ObfRecord> read_obf_file(const std::string& path, const std::function<std::string(const ObfRecord&)>& problem) {
    return read_file(path, [&](std::string_view text) { return parse_obf_text(text, {}, problem); });
}

}  // namespace sized

}  // namespace reversi
