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

// The board sizes a reader takes: only 8 for the 8x8 engine's games, every
// supported size for the sized ones.
struct SizePolicy {
    bool any_supported;
    bool accepts(int size) const { return any_supported ? sized::is_supported_size(size) : size == 8; }
    std::string refusal(const std::string& size) const {
        return "board size " + common::text::excerpt(size) + " is not supported (" +
               (any_supported ? std::string("only ") + sized::supported_sizes_text() : std::string("only 8")) + ")";
    }
};

// The leading digits of a value (the size in BO[8 ...]).
std::string leading_digits(std::string_view value) {
    std::size_t digits = 0;
    while (digits < value.size() && value[digits] >= '0' && value[digits] <= '9') ++digits;
    return std::string(value.substr(0, digits));
}

// The size that BO's leading digits give (none from more than three digits: no size is
// that long, and they might overflow). One reading for the board and for the moves.
std::optional<int> board_size_of(const std::string& digits) {
    return digits.size() <= 3 ? common::text::parse_integer(digits) : std::nullopt;
}

// "N <N*N cells> <side>"; throws BadValue.
sized::Board parse_board(std::string_view value, const SizePolicy& policy) {
    common::text::Cursor in(value);
    in.skip_spaces();
    const std::string size_text = leading_digits(in.rest());
    if (size_text.empty()) throw BadValue{"expected the board size, found " + in.describe_next()};
    const std::optional<int> size = board_size_of(size_text);
    if (!size || !policy.accepts(*size)) throw BadValue{policy.refusal(size_text)};
    in.seek(in.offset() + size_text.size());
    const int squares = *size * *size;
    // A cell too many or too few would otherwise be told as a wrong side to move (the
    // side read as the last cell, or a cell as the side).
    std::size_t marks = 0;
    bool only_marks = true;
    char last = '\0';
    for (const char c : in.rest()) {
        if (common::text::is_space(c)) continue;
        ++marks;
        only_marks = only_marks && std::string_view("*XxOo-.").find(c) != std::string_view::npos;
        last = c;
    }
    // (The cells alone, ending in an empty one, lack the side: said below.)
    const bool side_missing = marks == static_cast<std::size_t>(squares) && (last == '-' || last == '.');
    if (only_marks && !side_missing && marks != static_cast<std::size_t>(squares) + 1)
        throw BadValue{std::to_string(marks) + " marks where " + std::to_string(squares + 1) + " are expected: " +
                       std::to_string(squares) + " cells, then the side to move (* or O)"};
    sized::Cells black = 0, white = 0;
    for (int sq = 0; sq < squares; ++sq) {
        in.skip_spaces();  // spaces between rows (or cells) are allowed
        const std::string shown = in.describe_next();
        const char c = in.at_end() ? '\0' : in.take();
        if (c == '*' || c == 'X' || c == 'x') {
            black |= sized::cell_bit(sq);
        } else if (c == 'O' || c == 'o') {
            white |= sized::cell_bit(sq);
        } else if (c != '-' && c != '.') {
            throw BadValue{"cell " + std::to_string(sq + 1) + " of " + std::to_string(squares) + " (" +
                           square_name(sq, *size) + ") is " + shown + ", expected *, O or -"};
        }
    }
    in.skip_spaces();
    const std::string shown_side = in.describe_next();
    const char side = in.at_end() ? '\0' : in.take();
    if (side != '*' && side != 'X' && side != 'x' && side != 'O' && side != 'o')
        throw BadValue{"expected the side to move (* or O), found " + shown_side};
    in.skip_spaces();
    if (!in.at_end()) throw BadValue{"unexpected " + in.describe_next() + " after the side to move"};
    return sized::Board::from_colors(*size, black, white, side == 'O' || side == 'o' ? Color::White : Color::Black);
}

// The start position as a game type holds it.
template <class Start>
Start to_start(const sized::Board& board);
template <>
Position to_start<Position>(const sized::Board& board) { return board.to_position(); }
template <>
sized::Board to_start<sized::Board>(const sized::Board& board) { return board; }

int board_size(const Position&) { return 8; }
int board_size(const sized::Board& board) { return board.size; }

std::optional<double> parse_optional_number(std::string_view field, const char* what) {
    field = trimmed(field);
    if (field.empty()) return std::nullopt;
    const std::optional<double> v = common::text::parse_number(field);
    if (!v) throw BadValue{std::string(what) + " '" + common::text::excerpt(field) + "' is not a number"};
    return v;
}

// "F5", "F5/1.00/2.5", "F5//2.449", "PA" on a board of `size`; throws BadValue.
GgfMove parse_move(std::string_view value, int size) {
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
    move.square = parse_square(square, size);
    if (move.square == kNoMove) throw BadValue{"'" + common::text::excerpt(square) + "' is not a square"};
    move.eval = parse_optional_number(fields[1], "eval");
    move.seconds = parse_optional_number(fields[2], "time");
    // A move's time is spent, never given back (a clock that read it would gain it).
    if (move.seconds && *move.seconds < 0)
        throw BadValue{"time '" + common::text::excerpt(trimmed(fields[2])) + "' is below 0 seconds"};
    return move;
}

// The tags held as plain text, in the order the writer puts them.
template <class Game>
struct TextTag {
    const char* name;
    std::string Game::*field;
};
template <class Game>
const TextTag<Game> kTextTags[] = {{"PC", &Game::place},        {"DT", &Game::date},         {"PB", &Game::black_player},
                                   {"PW", &Game::white_player}, {"RB", &Game::black_rating}, {"RW", &Game::white_rating},
                                   {"TI", &Game::time_control}, {"TY", &Game::type},         {"RE", &Game::result}};
template <class Game>
const TextTag<Game>* find_text_tag(const std::string& name) {
    for (const TextTag<Game>& t : kTextTags<Game>)
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

// Stores a tag that is not a move in `game`, whose board has `size` squares a side
// (as its BO says); throws BadValue.
template <class Game>
void interpret_tag(const Tag& tag, Game& game, std::set<std::string>& seen, int size, const SizePolicy& policy) {
    const TextTag<Game>* text_tag = find_text_tag<Game>(tag.name);
    if (!text_tag && tag.name != "GM" && tag.name != "BO") {
        game.other_tags.emplace_back(tag.name, tag.value);
        return;
    }
    if (!seen.insert(tag.name).second) throw BadValue{"the tag appears twice"};
    if (tag.name == "GM") {
        if (!names_othello(tag.value))
            throw BadValue{"the game is '" + common::text::excerpt(tag.value) + "', not Othello"};
    } else if (tag.name == "BO") {
        game.start = to_start<decltype(game.start)>(parse_board(tag.value, policy));
    } else {
        game.*(text_tag->field) = tag.value;
        const std::optional<int> type_size = tag.name == "TY" ? board_size_of_type(tag.value) : std::nullopt;
        if (type_size && !policy.accepts(*type_size)) throw BadValue{policy.refusal(std::to_string(*type_size))};
        if (type_size && *type_size != size)
            throw BadValue{"board size " + std::to_string(*type_size) + " does not match BO's " + std::to_string(size)};
    }
}

// Appends the moves to game.moves, checking each against the position reached.
template <class Game>
void replay_moves(const std::vector<MoveTag>& moves, Game& game, const RecordReader& reader) {
    auto position = game.start;
    const int pass = board_size(position) * board_size(position);
    for (const MoveTag& m : moves) {
        if (position.is_game_over()) reader.fail(m.offset, m.what, "the game is already over");
        if (m.color != position.to_move) {
            if (!position.must_pass())
                reader.fail(m.offset, m.what, std::string(color_name(position.to_move)) + " is to move");
            game.moves.push_back({pass, std::nullopt, std::nullopt});  // a forced pass left out
            position = position.pass();
        }
        const std::string mover = color_name(position.to_move);
        if (m.move.square == pass ? !position.must_pass() : !position.is_legal(m.move.square))
            reader.fail(m.offset, m.what,
                        m.move.square == pass ? mover + " has a legal move and may not pass" : "illegal for " + mover);
        game.moves.push_back(m.move);
        position = position.apply(m.move.square);
    }
}

// The size BO gives (8 without a BO or a readable size; BO's own check reports that).
int size_from_board_tag(const std::vector<Tag>& tags) {
    for (const Tag& tag : tags) {
        if (tag.name != "BO") continue;
        const std::optional<int> size = board_size_of(leading_digits(trimmed(tag.value)));
        if (size && sized::is_supported_size(*size)) return *size;
    }
    return 8;
}

template <class Game>
Game build_game(const std::vector<Tag>& tags, const RecordReader& reader, const SizePolicy& policy) {
    Game game;
    const int size = size_from_board_tag(tags);
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
                moves.push_back({color, parse_move(tag.value, size), what, tag.offset});
            } else {
                interpret_tag(tag, game, seen, size, policy);
            }
        } catch (const BadValue& e) {
            reader.fail(tag.offset, what, e.why);
        }
    }
    // Without TY the board's own size is the type, so that the record writes back as
    // it reads (a missing TY means "8" only on an 8x8 board).
    if (!seen.count("TY")) game.type = std::to_string(size);
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

template <class Game>
std::vector<Game> parse_games(std::string_view text, const SizePolicy& policy,
                              const std::function<void()>& before_each = {}) {
    std::vector<Game> games;
    common::text::Cursor in(text);
    for (in.skip_spaces(); !in.at_end(); in.skip_spaces()) {
        if (before_each) before_each();
        RecordReader reader(text, in.offset(), static_cast<int>(games.size()) + 1);
        const std::vector<Tag> tags = reader.read_tags();
        games.push_back(build_game<Game>(tags, reader, policy));
        in.seek(reader.offset());
    }
    return games;
}

template <class Game>
Game parse_one_game(std::string_view text, const SizePolicy& policy) {
    std::vector<Game> games = parse_games<Game>(text, policy);
    if (games.size() != 1)
        throw ParseError("GGF", "expected exactly one game, found " + std::to_string(games.size()));
    return std::move(games.front());
}

template <class Game>
std::string write_game(const Game& game) {
    std::string out = "(;GM[Othello]";
    for (const TextTag<Game>& t : kTextTags<Game>) {
        const std::string& value = game.*(t.field);
        // TY is always written: a reader takes a missing TY for "8".
        if (!value.empty() || t.field == &Game::type) out += std::string(t.name) + '[' + escaped(value) + ']';
    }
    for (const auto& [name, value] : game.other_tags) out += name + '[' + escaped(value) + ']';
    const sized::Board start = sized::Board::from_colors(board_size(game.start), game.start.black(),
                                                         game.start.white(), game.start.to_move);
    out += "BO[" + std::to_string(start.size) + ' ';
    const sized::Cells black = start.black(), white = start.white();
    for (int sq = 0; sq < start.squares(); ++sq) out += (black >> sq & 1) ? '*' : (white >> sq & 1) ? 'O' : '-';
    out += start.to_move == Color::Black ? " *]" : " O]";
    Color mover = start.to_move;
    for (const GgfMove& m : game.moves) {
        std::string name = square_name(m.square, start.size);
        for (char& c : name) c = common::text::to_upper(c);
        out += (mover == Color::Black ? "B[" : "W[") + name;
        if (m.eval || m.seconds) out += '/' + (m.eval ? common::text::format_number(*m.eval) : std::string());
        if (m.seconds) out += '/' + common::text::format_number(*m.seconds);
        out += ']';
        mover = opposite(mover);
    }
    return out + ";)";
}

constexpr SizePolicy kOnly8x8{false};
constexpr SizePolicy kAnySize{true};

}  // namespace

template <class Start>
std::optional<double> BasicGgfGame<Start>::numeric_result() const {
    return common::text::parse_number(trimmed(result));
}
template <class Start>
std::vector<std::pair<std::string, std::string>> BasicGgfGame<Start>::text_tags() const {
    std::vector<std::pair<std::string, std::string>> tags;
    for (const TextTag<BasicGgfGame>& t : kTextTags<BasicGgfGame>)
        if (!(this->*(t.field)).empty()) tags.emplace_back(t.name, this->*(t.field));
    return tags;
}
template <class Start>
bool BasicGgfGame<Start>::set_text_tag(const std::string& name, std::string value) {
    const TextTag<BasicGgfGame>* tag = find_text_tag<BasicGgfGame>(name);
    if (tag) this->*(tag->field) = std::move(value);
    return tag != nullptr;
}
template struct BasicGgfGame<Position>;
template struct BasicGgfGame<sized::Board>;

std::vector<GgfGame> parse_ggf(std::string_view text) { return parse_games<GgfGame>(text, kOnly8x8); }
GgfGame parse_ggf_game(std::string_view text) { return parse_one_game<GgfGame>(text, kOnly8x8); }
std::string write_ggf(const GgfGame& game) { return write_game(game); }

bool names_othello(std::string_view gm_value) {
    return common::text::equals_ignoring_case(trimmed(gm_value), "OTHELLO");
}

namespace sized {
std::vector<GgfGame> parse_ggf(std::string_view text, const std::function<void()>& before_each) {
    return parse_games<GgfGame>(text, kAnySize, before_each);
}
GgfGame parse_ggf_game(std::string_view text) { return parse_one_game<GgfGame>(text, kAnySize); }
std::string write_ggf(const GgfGame& game) { return write_game(game); }
}  // namespace sized

}  // namespace reversi
