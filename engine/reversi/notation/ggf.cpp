#include "reversi/ggf.h"

#include <set>

#include "reversi/notation.h"
#include "common/text_scan.h"

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
        std::string where = "game " + std::to_string(game_) + ", " + common::text::line_and_column(in_.text(), offset);
        if (!what.empty()) where += ", " + what;
        throw ParseError(where, why);
    }

private:
    void expect_open() {
        const std::size_t at = in_.offset();
        if (!(in_.accept('(') && in_.accept(';')))
            fail(at, "", "expected a game record starting with \"(;\", found " +
                             common::text::describe_token(in_.text().substr(at, 2)));
    }

    Tag read_tag() {
        Tag tag{{}, {}, in_.offset()};
        while (!in_.at_end() && ((in_.peek() >= 'A' && in_.peek() <= 'Z') || (in_.peek() >= 'a' && in_.peek() <= 'z') ||
                                 (in_.peek() >= '0' && in_.peek() <= '9')))
            tag.name += common::text::to_upper(in_.take());
        if (tag.name.empty())
            fail(tag.offset, "", "expected a tag name, ';' or ')', found " + in_.describe_next());
        in_.skip_spaces();
        if (!in_.accept('['))
            fail(in_.offset(), "tag " + tag.name, "expected '[' after the tag name, found " + in_.describe_next());
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

    common::text::Cursor in_;
    int game_;
};

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && common::text::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && common::text::is_space(s.back())) s.remove_suffix(1);
    return s;
}

// The board size a TY value claims: its first number, if any ("8", "8r", "s8r20" -> 8).
std::optional<int> board_size_of_type(std::string_view type) {
    std::size_t i = 0;
    while (i < type.size() && !(type[i] >= '0' && type[i] <= '9')) ++i;
    std::size_t j = i;
    while (j < type.size() && type[j] >= '0' && type[j] <= '9' && j - i < 4) ++j;
    if (i == j) return std::nullopt;
    return common::text::parse_integer(type.substr(i, j - i));
}

// "8 <64 cells> <side>"; throws BadValue.
Position parse_board(std::string_view value) {
    common::text::Cursor in(value);
    in.skip_spaces();
    std::size_t digits = 0;
    while (digits < in.rest().size() && in.rest()[digits] >= '0' && in.rest()[digits] <= '9') ++digits;
    const std::string size(in.rest().substr(0, digits));
    if (size.empty()) throw BadValue{"expected the board size, found " + in.describe_next()};
    if (size != "8") throw BadValue{"board size " + common::text::excerpt(size) + " is not supported (only 8)"};
    in.seek(in.offset() + digits);
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        in.skip_spaces();  // spaces between rows (or cells) are allowed
        const std::string shown = in.describe_next();
        const char c = in.at_end() ? '\0' : in.take();
        if (c == '*' || c == 'X' || c == 'x') {
            black |= square_bit(sq);
        } else if (c == 'O' || c == 'o') {
            white |= square_bit(sq);
        } else if (c != '-' && c != '.') {
            throw BadValue{"cell " + std::to_string(sq + 1) + " of 64 (" + square_name(sq) + ") is " + shown +
                ", expected *, O or -"};
        }
    }
    in.skip_spaces();
    const std::string shown_side = in.describe_next();
    const char side = in.at_end() ? '\0' : in.take();
    if (side != '*' && side != 'X' && side != 'x' && side != 'O' && side != 'o')
        throw BadValue{"expected the side to move (* or O), found " + shown_side};
    in.skip_spaces();
    if (!in.at_end()) throw BadValue{"unexpected " + in.describe_next() + " after the side to move"};
    return Position::from_colors(black, white, side == 'O' || side == 'o' ? Color::White : Color::Black);
}

std::optional<double> parse_optional_number(std::string_view field, const char* what) {
    field = trimmed(field);
    if (field.empty()) return std::nullopt;
    const std::optional<double> v = common::text::parse_number(field);
    if (!v) throw BadValue{std::string(what) + " '" + common::text::excerpt(field) + "' is not a number"};
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
    if (move.square == kNoMove) throw BadValue{"'" + common::text::excerpt(square) + "' is not a square"};
    move.eval = parse_optional_number(fields[1], "eval");
    move.seconds = parse_optional_number(fields[2], "time");
    return move;
}

// The tags held as plain text, in the order the writer puts them.
struct TextTag {
    const char* name;
    std::string GgfGame::*field;
};
const TextTag kTextTags[] = {{"PC", &GgfGame::place},        {"DT", &GgfGame::date},         {"PB", &GgfGame::black_player},
                             {"PW", &GgfGame::white_player}, {"RB", &GgfGame::black_rating}, {"RW", &GgfGame::white_rating},
                             {"TI", &GgfGame::time_control}, {"TY", &GgfGame::type},         {"RE", &GgfGame::result}};

const TextTag* find_text_tag(const std::string& name) {
    for (const TextTag& t : kTextTags)
        if (name == t.name) return &t;
    return nullptr;
}

// A B or W tag, read but not yet checked against the position.
struct MoveTag {
    Color color;
    GgfMove move;
    std::string what;  // "move 3 (B[F5])", for messages
    std::size_t offset;
};

// Stores a tag that is not a move in `game`; throws BadValue.
void interpret_tag(const Tag& tag, GgfGame& game, std::set<std::string>& seen) {
    const TextTag* text_tag = find_text_tag(tag.name);
    if (!text_tag && tag.name != "GM" && tag.name != "BO") {
        game.other_tags.emplace_back(tag.name, tag.value);
        return;
    }
    if (!seen.insert(tag.name).second) throw BadValue{"the tag appears twice"};
    if (tag.name == "GM") {
        std::string upper;
        for (char c : trimmed(tag.value)) upper += common::text::to_upper(c);
        if (upper != "OTHELLO") throw BadValue{"the game is '" + common::text::excerpt(tag.value) + "', not Othello"};
    } else if (tag.name == "BO") {
        game.start = parse_board(tag.value);
    } else {
        game.*(text_tag->field) = tag.value;
        const std::optional<int> size = tag.name == "TY" ? board_size_of_type(tag.value) : std::nullopt;
        if (size && *size != 8) throw BadValue{"board size " + std::to_string(*size) + " is not supported (only 8)"};
    }
}

// Appends the moves to game.moves, checking each against the position reached.
void replay_moves(const std::vector<MoveTag>& moves, GgfGame& game, const RecordReader& reader) {
    Position position = game.start;
    for (const MoveTag& m : moves) {
        if (position.is_game_over()) reader.fail(m.offset, m.what, "the game is already over");
        if (m.color != position.to_move) {
            if (!position.must_pass())
                reader.fail(m.offset, m.what, std::string(color_name(position.to_move)) + " is to move");
            game.moves.push_back({kPass, std::nullopt, std::nullopt});  // a forced pass left out
            position = position.pass();
        }
        const std::string mover = color_name(position.to_move);
        if (m.move.square == kPass ? !position.must_pass() : !position.is_legal(m.move.square))
            reader.fail(m.offset, m.what,
                        m.move.square == kPass ? mover + " has a legal move and may not pass" : "illegal for " + mover);
        game.moves.push_back(m.move);
        position = position.apply(m.move.square);
    }
}

GgfGame build_game(const std::vector<Tag>& tags, const RecordReader& reader) {
    GgfGame game;
    std::set<std::string> seen;
    std::vector<MoveTag> moves;
    for (const Tag& tag : tags) {
        const bool is_move = tag.name == "B" || tag.name == "W";
        const std::string what = is_move ? "move " + std::to_string(moves.size() + 1) + " (" + tag.name + "[" +
                                               common::text::excerpt(tag.value) + "])"
                                         : "tag " + tag.name;
        try {
            if (is_move) {
                const Color color = tag.name == "B" ? Color::Black : Color::White;
                moves.push_back({color, parse_move(tag.value), what, tag.offset});
            } else {
                interpret_tag(tag, game, seen);
            }
        } catch (const BadValue& e) {
            reader.fail(tag.offset, what, e.why);
        }
    }
    replay_moves(moves, game, reader);  // from BO, wherever BO stood among the tags
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

std::optional<double> GgfGame::numeric_result() const { return common::text::parse_number(trimmed(result)); }

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
    common::text::Cursor in(text);
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
    for (const TextTag& t : kTextTags) {
        const std::string& value = game.*(t.field);
        // TY is always written: a reader takes a missing TY for "8".
        if (!value.empty() || t.field == &GgfGame::type) out += std::string(t.name) + '[' + escaped(value) + ']';
    }
    for (const auto& [name, value] : game.other_tags) out += name + '[' + escaped(value) + ']';
    out += "BO[8 ";
    const Bitboard black = game.start.black(), white = game.start.white();
    for (int sq = 0; sq < 64; ++sq) out += (black >> sq & 1) ? '*' : (white >> sq & 1) ? 'O' : '-';
    out += game.start.to_move == Color::Black ? " *]" : " O]";
    Color mover = game.start.to_move;
    for (const GgfMove& m : game.moves) {
        std::string name = square_name(m.square);
        for (char& c : name) c = common::text::to_upper(c);
        out += (mover == Color::Black ? "B[" : "W[") + name;
        if (m.eval || m.seconds) out += '/' + (m.eval ? common::text::format_number(*m.eval) : std::string());
        if (m.seconds) out += '/' + common::text::format_number(*m.seconds);
        out += ']';
        mover = opposite(mover);
    }
    return out + ";)";
}

}  // namespace reversi
