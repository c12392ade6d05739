#include "nogo/sgf.h"

#include <algorithm>
#include <vector>

#include "common/text_scan.h"
#include "nogo/notation.h"

namespace nogo {
namespace {

// SGF text values escape ']' and '\' with a backslash.
std::string escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// Variations nested deeper than this are refused rather than risking the stack (each
// level is a call). A NoGo game has at most 81 moves, so even a tree that branches at
// every move nests about 82 deep; 200 is also the JSON reader's limit.
constexpr int kMaxNesting = 200;

struct Property {
    std::string name;
    std::vector<std::string> values;
    std::vector<std::size_t> offsets;  // of each value, for messages
};

// Reads the main line's nodes: a list of properties per node.
class Reader {
public:
    explicit Reader(std::string_view text) : in_(text) {}

    // The main line of each game of the collection, in order; at least one game.
    // `before_each` (when given) is called before each game is read.
    std::vector<std::vector<std::vector<Property>>> main_lines(const std::function<void()>& before_each) {
        std::vector<std::vector<std::vector<Property>>> games;
        do {
            if (before_each) before_each();
            expect('(');
            read_sequence(games.emplace_back(), true, 1);
            in_.skip_spaces();
        } while (!in_.at_end());
        return games;
    }

    [[noreturn]] void fail(std::size_t offset, const std::string& why) const {
        throw ParseError(common::text::line_and_column(in_.text(), offset), why);
    }

private:
    void expect(char c) {
        in_.skip_spaces();
        if (!in_.accept(c)) fail(in_.offset(), std::string("expected '") + c + "', found " + in_.describe_next());
    }

    // After '(' at nesting `depth`: nodes, then variations; only the first variation
    // continues the main line.
    void read_sequence(std::vector<std::vector<Property>>& nodes, bool keep, int depth) {
        in_.skip_spaces();
        if (in_.peek() != ';') fail(in_.offset(), "expected ';' to start a node, found " + in_.describe_next());
        while (in_.skip_spaces(), in_.accept(';')) {
            std::vector<Property> node = read_properties();
            if (keep) nodes.push_back(std::move(node));
        }
        bool first = true;
        while (in_.skip_spaces(), in_.accept('(')) {
            if (depth == kMaxNesting)
                fail(in_.offset() - 1, "variations nested more than " + std::to_string(kMaxNesting) + " deep");
            read_sequence(nodes, keep && first, depth + 1);
            first = false;
        }
        expect(')');
    }

    std::vector<Property> read_properties() {
        std::vector<Property> properties;
        for (;;) {
            in_.skip_spaces();
            const char c = in_.peek();
            if (!(c >= 'A' && c <= 'Z')) {
                if (c >= 'a' && c <= 'z') fail(in_.offset(), "property names are upper case, found " + in_.describe_next());
                return properties;
            }
            Property p;
            while (in_.peek() >= 'A' && in_.peek() <= 'Z') p.name += in_.take();
            in_.skip_spaces();
            if (in_.peek() != '[') fail(in_.offset(), "expected '[' after " + p.name + ", found " + in_.describe_next());
            while (in_.skip_spaces(), in_.accept('[')) {
                p.offsets.push_back(in_.offset());
                std::string value;
                for (;;) {
                    if (in_.at_end()) fail(p.offsets.back() - 1, "the value of " + p.name + " has no closing ']'");
                    char v = in_.take();
                    if (v == ']') break;
                    if (v == '\\' && !in_.at_end()) v = in_.take();
                    value += v;
                }
                p.values.push_back(value);
            }
            properties.push_back(std::move(p));
        }
    }

    common::text::Cursor in_;
};

}  // namespace

std::string write_sgf(const GameRecord& game, const std::string& black, const std::string& white,
                      std::optional<Color> winner, bool forfeit,
                      const std::vector<std::pair<std::string, std::string>>& other_properties) {
    std::string text = "(;GM[1]FF[4]CA[UTF-8]SZ[9]RU[NoGo" + std::string(game.centre_rule ? ", no centre first" : "") +
                       "]PB[" + escape(black) + "]PW[" + escape(white) + "]";
    bool set_up = false;
    for (const Color colour : {Color::Black, Color::White}) {
        const Bits stones = game.start.stones(colour);
        if (stones) text += colour == Color::Black ? "AB" : "AW";
        for (Bits rest = stones; rest; rest = without_first(rest)) text += "[" + sgf_point(first_point(rest)) + "]";
        set_up = set_up || stones;
    }
    if (set_up) text += game.start.to_move() == Color::Black ? "PL[B]" : "PL[W]";
    if (winner) text += std::string("RE[") + (*winner == Color::Black ? "B" : "W") + (forfeit ? "+F]" : "+R]");
    for (std::size_t i = 0; i < other_properties.size(); ++i) {
        const auto& [name, value] = other_properties[i];
        if (i == 0 || other_properties[i - 1].first != name) text += name;
        text += "[" + escape(value) + "]";
    }
    Color side = game.start.to_move();
    for (int move : game.moves) {
        text += side == Color::Black ? ";B[" : ";W[";
        text += sgf_point(move) + "]";
        side = opposite(side);
    }
    return text + ")";
}

namespace {

// The properties read below; all but the setup lists AB and AW take one value.
constexpr std::string_view kRead[] = {"GM", "FF", "CA", "SZ", "RU", "PB", "PW", "RE", "B", "W", "AB", "AW", "PL"};

// The position that the first node's AB and AW set up (the empty board without them);
// the first node's PL, when given, must name the side that NoGo's rules put to move.
Position start_position(const Reader& reader, const std::vector<const Property*>& setup, const Property* to_move,
                        bool centre_rule) {
    Bits stones[2] = {0, 0};
    for (const Property* p : setup)
        for (std::size_t k = 0; k < p->values.size(); ++k) {
            const int point = parse_sgf_point(p->values[k]);
            if (point == kNoMove)
                reader.fail(p->offsets[k], "'" + common::text::excerpt(p->values[k]) + "' is not a point (aa..ii)");
            if ((stones[0] | stones[1]) & point_bit(point))
                reader.fail(p->offsets[k], p->values[k] + " (" + gtp_vertex(point) + ") is set up twice");
            stones[p->name == "AB" ? 0 : 1] |= point_bit(point);
        }
    Position start = Position::from_stones(stones[0], stones[1], centre_rule);
    if (start.centre_taken_first())
        reader.fail(setup.front()->offsets.front(),
                    "no NoGo game reaches these stones: under the centre rule Black's first stone may not take the centre");
    if (!start.valid())
        reader.fail(setup.front()->offsets.front(),
                    "no NoGo game reaches these stones: every group needs a liberty, and Black has as many stones "
                    "as White or one more");
    const std::string side = start.to_move() == Color::Black ? "B" : "W";
    // PL[b] as PL[B]: SGF's colours are upper case, but some writers do not care.
    if (to_move && !common::text::equals_ignoring_case(to_move->values.front(), side))
        reader.fail(to_move->offsets.front(), "PL[" + common::text::excerpt(to_move->values.front()) + "]: " +
                                                  (setup.empty() ? "on the empty board " : "with these stones ") +
                                                  color_name(start.to_move()) + " is to move (NoGo has no passes)");
    return start;
}

SgfGame read_game(const Reader& reader, const std::vector<std::vector<Property>>& nodes) {
    SgfGame game;
    bool centre_rule = false;
    std::vector<std::pair<const Property*, Color>> moves;
    std::vector<const Property*> setup;  // AB and AW of the first node
    const Property* to_move = nullptr;   // PL
    for (std::size_t n = 0; n < nodes.size(); ++n)
        for (const Property& p : nodes[n]) {
            const std::string& value = p.values.front();
            const bool read = std::find(std::begin(kRead), std::end(kRead), p.name) != std::end(kRead);
            const bool sets_up = p.name == "AB" || p.name == "AW";
            const bool is_move = p.name == "B" || p.name == "W";
            // Only the first value would be read: the others would be lost without a word.
            if (read && !sets_up && p.values.size() > 1)
                reader.fail(p.offsets[1], p.name + " has " + std::to_string(p.values.size()) + " values; " +
                                              (is_move ? "a move has one" : "it takes one"));
            if (p.name == "GM" && value != "1") reader.fail(p.offsets[0], "GM[" + common::text::excerpt(value) + "] is not Go's board (GM[1])");
            if (p.name == "SZ" && value != "9") reader.fail(p.offsets[0], "SZ[" + common::text::excerpt(value) + "]: NoGo is played on 9x9 (SZ[9])");
            if (p.name == "AE" || (sets_up && n > 0))
                reader.fail(p.offsets[0], "setup (" + p.name + ") is read in the first node only, as stones to start from");
            if (sets_up) setup.push_back(&p);
            if (p.name == "PL" && n == 0) to_move = &p;
            if (p.name == "PB") game.black = value;
            if (p.name == "PW") game.white = value;
            if (p.name == "RE") game.result = value;
            if (p.name == "RU") {
                std::string lower;
                for (char c : value) lower += common::text::to_lower(c);
                centre_rule = lower.find("centre") != std::string::npos || lower.find("center") != std::string::npos;
            }
            if (is_move) moves.emplace_back(&p, p.name == "B" ? Color::Black : Color::White);
            if (n == 0 && !read)
                for (const std::string& v : p.values) game.other_properties.emplace_back(p.name, v);
        }
    game.record = GameRecord(start_position(reader, setup, to_move, centre_rule));
    for (const auto& [p, colour] : moves) {
        const std::string& value = p->values.front();
        const int point = parse_sgf_point(value);
        const Position& position = game.record.position;
        if (value.empty() || value == "tt") reader.fail(p->offsets[0], "a pass: NoGo has none");
        if (point == kNoMove) reader.fail(p->offsets[0], "'" + common::text::excerpt(value) + "' is not a point (aa..ii)");
        if (colour != position.to_move())
            reader.fail(p->offsets[0], std::string(color_name(colour)) + " moves out of turn (" + color_name(position.to_move()) + " to move)");
        if (!position.is_legal(point))
            reader.fail(p->offsets[0], value + " (" + gtp_vertex(point) + ") is not legal for " + color_name(colour) + ": " +
                                       why_illegal(position, colour, point));
        game.record.play(point);
    }
    return game;
}

}  // namespace

std::vector<SgfGame> parse_sgf_games(std::string_view text, const std::function<void()>& before_each) {
    Reader reader(text);
    std::vector<SgfGame> games;
    // The checks come while the text is read, the larger part of the work.
    for (const auto& nodes : reader.main_lines(before_each)) games.push_back(read_game(reader, nodes));
    return games;
}

}  // namespace nogo
