// The text form of the book, one position a line:
//   <64 cells a1..h8: X black, O white, - empty> <side to move X|O> <leaf> <score> <depth>
// e.g. "---------------------------OX------XXX-------------------------- O f4 +1 12".
// The leaf is the best move out of the book, the score its search score for the side
// to move, the depth that search's midgame depth or "exact"; all three are "--" when
// every move of the position stays in the book. Values are not written: reading recomputes them.
// '#' starts a comment line. Books contain no passes, so the side to move follows from
// the disc count (Black with an even count).
#include <cstdlib>
#include <set>

#include "book/entry_check.h"
#include "book/text_lines.h"
#include "reversi/book.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/openings.h"

namespace reversi {
namespace {

std::string signed_text(int value) { return (value >= 0 ? "+" : "") + std::to_string(value); }

struct Token {
    std::string_view text;
    int column = 0;  // 1-based
};

std::vector<Token> split_words(std::string_view line) {
    std::vector<Token> words;
    for (std::size_t i = 0; i < line.size();) {
        if (line[i] == ' ' || line[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < line.size() && line[end] != ' ' && line[end] != '\t') ++end;
        words.push_back({line.substr(i, end - i), static_cast<int>(i) + 1});
        i = end;
    }
    return words;
}

// An integer from `min` to `max` written with an optional sign, or nullopt.
std::optional<int> read_int(std::string_view text, int min, int max) {
    std::size_t i = text.size() > 1 && (text[0] == '+' || text[0] == '-') ? 1 : 0;
    if (i == text.size() || text.size() - i > 3) return std::nullopt;
    for (std::size_t j = i; j < text.size(); ++j)
        if (text[j] < '0' || text[j] > '9') return std::nullopt;
    const int value = std::atoi(std::string(text).c_str());
    if (value < min || value > max) return std::nullopt;
    return value;
}

BookEntry read_line(std::string_view line, const std::string& where) {
    const std::vector<Token> words = split_words(line);
    const auto fail = [&](const Token& t, const std::string& why) {
        throw ParseError(where + ", column " + std::to_string(t.column), why);
    };
    if (words.size() != 5)
        throw ParseError(where, "expected 5 fields (board, side, leaf, score, depth), found " +
                                    std::to_string(words.size()));
    Position p;
    try {
        const std::size_t end = static_cast<std::size_t>(words[1].column - 1) + words[1].text.size();
        p = parse_obf_line(line.substr(0, end)).position;
    } catch (const ParseError& e) {
        throw e.within(where);
    }
    const int discs = popcount(p.player | p.opponent);
    if ((discs % 2 == 0) != (p.to_move == Color::Black))
        fail(words[1], "with " + std::to_string(discs) + " discs and no pass, " +
                           color_name(discs % 2 == 0 ? Color::Black : Color::White) + " is to move");
    if (!p.moves()) fail(words[1], "the side to move has no move");
    const CanonicalBoard c = canonical_board(p.player, p.opponent);
    BookEntry e;
    e.player = c.player;
    e.opponent = c.opponent;
    const bool no_leaf = words[2].text == "--";
    if (!no_leaf) {
        const int move = parse_square(words[2].text);
        if (move < 0 || move >= 64 || !p.is_legal(move)) fail(words[2], "the leaf must be a legal move or '--'");
        e.leaf_move = static_cast<std::uint8_t>(transform_square(move, c.symmetry));
        const std::optional<int> score = read_int(words[3].text, -64, 64);
        if (!score) fail(words[3], "the score must be a number of discs from -64 to +64");
        e.leaf_score = static_cast<std::int8_t>(*score);
    } else if (words[3].text != "--") {
        fail(words[3], "a position without a leaf has the score '--'");
    }
    if (no_leaf) {
        if (words[4].text != "--") fail(words[4], "a position without a leaf has the depth '--'");
    } else if (words[4].text == "exact") {
        e.depth = BookEntry::kExactDepth;
    } else {
        const std::optional<int> depth = read_int(words[4].text, 1, BookEntry::kExactDepth - 1);
        if (!depth) fail(words[4], "the depth must be from 1 to 59 or 'exact'");
        e.depth = static_cast<std::uint8_t>(*depth);
    }
    const std::string problem = book_entry_problem(e);
    if (!problem.empty()) throw ParseError(where, problem);
    return e;
}

}  // namespace

std::string book_entry_text(const BookEntry& e) {
    const int discs = popcount(e.player | e.opponent);
    const Color side = discs % 2 == 0 ? Color::Black : Color::White;
    ObfRecord record;
    record.position = Position{e.player, e.opponent, side};
    std::string line = write_obf_line(record);  // "<cells> <side>;"
    line.pop_back();
    if (e.leaf_move == BookEntry::kNoLeaf) {
        line += " -- -- --";
    } else {
        line += " " + square_name(e.leaf_move) + " " + signed_text(e.leaf_score);
        line += e.depth == BookEntry::kExactDepth ? " exact" : " " + std::to_string(e.depth);
    }
    return line;
}

std::string Book::to_text() const {
    std::string text = "# Reversi opening book: board, side to move, leaf move, its score, its depth\n";
    for (const BookEntry& e : entries_) text += book_entry_text(e) + "\n";
    return text;
}

Book Book::from_text(std::string_view text) {
    std::vector<BookEntry> entries;
    std::set<std::pair<Bitboard, Bitboard>> seen;
    for_each_line(text, [&](std::string_view line, int line_number) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#') return;
        const std::string where = "line " + std::to_string(line_number);
        const BookEntry e = read_line(line, where);
        if (!seen.insert({e.player, e.opponent}).second)
            throw ParseError(where, "the position is already in the book (perhaps under a symmetry)");
        entries.push_back(e);
    });
    back_up_values(entries);
    return Book(std::move(entries));
}

}  // namespace reversi
