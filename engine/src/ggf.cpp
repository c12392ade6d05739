#include "reversi/ggf.h"

#include <algorithm>
#include <iterator>
#include <set>

#include "reversi/notation.h"
#include "text_scan.h"

namespace reversi {
namespace {

// A tag value that does not make sense; the caller adds where it is.
struct BadValue {
    std::string why;
};

// One TAG[value] as read, with where it started for messages.
struct Tag {
    std::string name;
    std::string value;  // unescaped
    std::size_t offset;
};

// Reads one record starting at "(;" and ending at ")"; ';' between tags is ignored.
class RecordReader {
public:
    RecordReader(std::string_view text, std::size_t offset, int game) : in_(text), game_(game) { in_.seek(offset); }

    std::vector<Tag> read_tags() {
        expect_open();
        std::vector<Tag> tags;
        for (;;) {
            in_.skip_spaces();
            if (in_.accept(';')) continue;
            if (in_.accept(')')) return tags;
            tags.push_back(read_tag());
        }
    }
    std::size_t offset() const { return in_.offset(); }
    [[noreturn]] void fail(std::size_t offset, const std::string& what, const std::string& why) const {
        std::string where = "game " + std::to_string(game_) + ", " + text::line_and_column(in_.text(), offset);
        if (!what.empty()) where += ", " + what;
        throw ParseError(where, why);
    }

private:
    void expect_open() {
        const std::size_t at = in_.offset();
        if (!(in_.accept('(') && in_.accept(';')))
            fail(at, "", "expected a game record starting with \"(;\", found " +
                             text::describe_token(in_.text().substr(at, 2)));
    }

    Tag read_tag() {
        Tag tag{{}, {}, in_.offset()};
        while (!in_.at_end() && ((in_.peek() >= 'A' && in_.peek() <= 'Z') || (in_.peek() >= 'a' && in_.peek() <= 'z') ||
                                 (in_.peek() >= '0' && in_.peek() <= '9')))
            tag.name += text::to_upper(in_.take());
        if (tag.name.empty())
            fail(tag.offset, "", "expected a tag name, ';' or ')', found " + text::describe_char(in_.peek()));
        in_.skip_spaces();
        if (!in_.accept('['))
            fail(in_.offset(), "tag " + tag.name, "expected '[' after the tag name, found " + text::describe_char(in_.peek()));
        for (;;) {
            if (in_.at_end()) fail(tag.offset, "tag " + tag.name, "the value is not closed by ']'");
            const char c = in_.take();
            if (c == ']') return tag;
            if (c == '\\' && !in_.at_end()) {
                tag.value += in_.take();
            } else {
                tag.value += c;
            }
        }
    }

    text::Cursor in_;
    int game_;
};

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && text::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && text::is_space(s.back())) s.remove_suffix(1);
    return s;
}

// The board size a TY value claims: its first number, if any ("8", "8r", "s8r20" -> 8).
std::optional<int> board_size_of_type(std::string_view type) {
    std::size_t i = 0;
    while (i < type.size() && !(type[i] >= '0' && type[i] <= '9')) ++i;
    std::size_t j = i;
    while (j < type.size() && type[j] >= '0' && type[j] <= '9' && j - i < 4) ++j;
    if (i == j) return std::nullopt;
    return text::parse_integer(type.substr(i, j - i));
}

// "8 <64 cells> <side>"; throws BadValue.
Position parse_board(std::string_view value) {
    text::Cursor in(value);
    in.skip_spaces();
    std::size_t digits = 0;
    while (digits < in.rest().size() && in.rest()[digits] >= '0' && in.rest()[digits] <= '9') ++digits;
    const std::string size(in.rest().substr(0, digits));
    if (size.empty()) throw BadValue{"expected the board size, found " + text::describe_char(in.peek())};
    if (size != "8") throw BadValue{"board size " + size + " is not supported (only 8)"};
    in.seek(in.offset() + digits);
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        in.skip_spaces();  // spaces between rows (or cells) are allowed
        const char c = in.at_end() ? '\0' : in.take();
        if (c == '*' || c == 'X' || c == 'x') {
            black |= square_bit(sq);
        } else if (c == 'O' || c == 'o') {
            white |= square_bit(sq);
        } else if (c != '-' && c != '.') {
            throw BadValue{"cell " + std::to_string(sq + 1) + " of 64 (" + square_name(sq) + ") is " + text::describe_char(c) +
                ", expected *, O or -"};
        }
    }
    in.skip_spaces();
    const char side = in.at_end() ? '\0' : in.take();
    if (side != '*' && side != 'X' && side != 'x' && side != 'O' && side != 'o')
        throw BadValue{"expected the side to move (* or O), found " + text::describe_char(side)};
    in.skip_spaces();
    if (!in.at_end()) throw BadValue{"unexpected " + text::describe_char(in.peek()) + " after the side to move"};
    return Position::from_colors(black, white, side == 'O' || side == 'o' ? Color::White : Color::Black);
}

std::optional<double> parse_optional_number(std::string_view field, const char* what) {
    field = trimmed(field);
    if (field.empty()) return std::nullopt;
    const std::optional<double> v = text::parse_number(field);
    if (!v) throw BadValue{std::string(what) + " " + text::describe_token(field) + " is not a number"};
    return v;
}

// "F5", "F5/1.00/2.5", "F5//2.449", "PA"; throws BadValue.
GgfMove parse_move(std::string_view value) {
    std::string_view fields[3];
    int count = 0;
    for (;;) {
        const std::size_t slash = value.find('/');
        if (count == 2 && slash != std::string_view::npos) throw BadValue{"more than three '/'-separated fields"};
        fields[count++] = value.substr(0, slash);
        if (slash == std::string_view::npos) break;
        value.remove_prefix(slash + 1);
    }
    GgfMove move;
    const std::string_view square = trimmed(fields[0]);
    move.square = parse_square(square);
    if (move.square == kNoMove) throw BadValue{text::describe_token(square) + " is not a square"};
    move.eval = parse_optional_number(fields[1], "eval");
    move.seconds = parse_optional_number(fields[2], "time");
    return move;
}

GgfGame build_game(const std::vector<Tag>& tags, const RecordReader& reader) {
    GgfGame game;
    std::string* const fields[] = {&game.place,        &game.date,         &game.black_player, &game.white_player,
                                   &game.black_rating, &game.white_rating, &game.time_control, &game.type,
                                   &game.result};
    const char* const names[] = {"PC", "DT", "PB", "PW", "RB", "RW", "TI", "TY", "RE"};
    std::set<std::string> seen;
    struct MoveTag {
        Color color;
        GgfMove move;
        std::string what;  // "move 3 (B[F5])", for messages
        std::size_t offset;
    };
    std::vector<MoveTag> moves;
    for (const Tag& tag : tags) {
        const bool is_move = tag.name == "B" || tag.name == "W";
        const std::string what = is_move ? "move " + std::to_string(moves.size() + 1) + " (" + tag.name + "[" + tag.value + "])"
                                         : "tag " + tag.name;
        try {
            if (is_move) {
                moves.push_back({tag.name == "B" ? Color::Black : Color::White, parse_move(tag.value), what, tag.offset});
                continue;
            }
            const bool known = tag.name == "GM" || tag.name == "BO" ||
                               std::find(std::begin(names), std::end(names), tag.name) != std::end(names);
            if (!known) {
                game.other_tags.emplace_back(tag.name, tag.value);
                continue;
            }
            if (!seen.insert(tag.name).second) throw BadValue{"the tag appears twice"};
            if (tag.name == "GM") {
                std::string upper;
                for (char c : trimmed(tag.value)) upper += text::to_upper(c);
                if (upper != "OTHELLO") throw BadValue{"the game is " + text::describe_token(tag.value) + ", not Othello"};
            } else if (tag.name == "BO") {
                game.start = parse_board(tag.value);
            } else {
                for (std::size_t i = 0; i < std::size(names); ++i)
                    if (tag.name == names[i]) *fields[i] = tag.value;
                if (tag.name == "TY") {
                    const std::optional<int> size = board_size_of_type(tag.value);
                    if (size && *size != 8)
                        throw BadValue{"board size " + std::to_string(*size) + " is not supported (only 8)"};
                }
            }
        } catch (const BadValue& e) {
            reader.fail(tag.offset, what, e.why);
        }
    }
    // Replay the moves from BO, wherever BO stood among the tags.
    Position position = game.start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const MoveTag& m = moves[i];
        const std::string& what = m.what;
        if (position.is_game_over()) reader.fail(m.offset, what, "the game is already over");
        if (m.color != position.to_move) {
            if (!position.must_pass())
                reader.fail(m.offset, what, std::string(color_name(position.to_move)) + " is to move");
            game.moves.push_back({kPass, std::nullopt, std::nullopt});  // a forced pass left out
            position = position.pass();
        }
        if (m.move.square == kPass ? !position.must_pass() : !position.is_legal(m.move.square))
            reader.fail(m.offset, what,
                        m.move.square == kPass ? std::string(color_name(position.to_move)) + " has a legal move and may not pass"
                                               : std::string("illegal for ") + color_name(position.to_move));
        game.moves.push_back(m.move);
        position = position.apply(m.move.square);
    }
    return game;
}

std::string escaped(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

std::optional<double> GgfGame::numeric_result() const { return text::parse_number(trimmed(result)); }

Position GgfGame::final_position() const {
    Position p = start;
    for (const GgfMove& m : moves) p = p.apply(m.square);
    return p;
}

bool operator==(const GgfGame& a, const GgfGame& b) {
    return a.start == b.start && a.moves == b.moves && a.place == b.place && a.date == b.date &&
           a.black_player == b.black_player && a.white_player == b.white_player && a.black_rating == b.black_rating &&
           a.white_rating == b.white_rating && a.time_control == b.time_control && a.type == b.type &&
           a.result == b.result && a.other_tags == b.other_tags;
}

std::vector<GgfGame> parse_ggf(std::string_view text) {
    std::vector<GgfGame> games;
    text::Cursor in(text);
    for (in.skip_spaces(); !in.at_end(); in.skip_spaces()) {
        RecordReader reader(text, in.offset(), static_cast<int>(games.size()) + 1);
        const std::vector<Tag> tags = reader.read_tags();
        games.push_back(build_game(tags, reader));
        in.seek(reader.offset());
    }
    return games;
}

GgfGame parse_ggf_game(std::string_view text) {
    std::vector<GgfGame> games = parse_ggf(text);
    if (games.size() != 1)
        throw ParseError("GGF", "expected exactly one game, found " + std::to_string(games.size()));
    return std::move(games.front());
}

std::string write_ggf(const GgfGame& game) {
    std::string out = "(;GM[Othello]";
    const auto tag = [&out](const char* name, const std::string& value) {
        if (!value.empty()) out += std::string(name) + '[' + escaped(value) + ']';
    };
    tag("PC", game.place);
    tag("DT", game.date);
    tag("PB", game.black_player);
    tag("PW", game.white_player);
    tag("RB", game.black_rating);
    tag("RW", game.white_rating);
    tag("TI", game.time_control);
    out += "TY[" + escaped(game.type) + ']';
    tag("RE", game.result);
    for (const auto& [name, value] : game.other_tags) out += name + '[' + escaped(value) + ']';
    out += "BO[8 ";
    const Bitboard black = game.start.black(), white = game.start.white();
    for (int sq = 0; sq < 64; ++sq) out += (black >> sq & 1) ? '*' : (white >> sq & 1) ? 'O' : '-';
    out += game.start.to_move == Color::Black ? " *]" : " O]";
    Color mover = game.start.to_move;
    for (const GgfMove& m : game.moves) {
        std::string name = square_name(m.square);
        for (char& c : name) c = text::to_upper(c);
        out += (mover == Color::Black ? "B[" : "W[") + name;
        if (m.eval || m.seconds) out += '/' + (m.eval ? text::format_number(*m.eval) : std::string());
        if (m.seconds) out += '/' + text::format_number(*m.seconds);
        out += ']';
        mover = opposite(mover);
    }
    return out + ";)";
}

}  // namespace reversi
