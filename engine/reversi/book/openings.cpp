#include "reversi/openings.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "book/opening_names_text.h"
#include "book/text_lines.h"
#include "reversi/notation.h"

namespace reversi {
namespace {

bool is_key_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

// The named openings of a list, keyed by the position each one reaches.
struct NameIndex {
    std::vector<NamedOpening> openings;
    std::map<CanonicalBoard, std::size_t> by_board;
};

CanonicalBoard canonical(const Position& p) { return canonical_board(p.player, p.opponent); }

// Parses `text` and indexes it; `index.openings` must not move afterwards.
NameIndex index_names(std::string_view text) {
    NameIndex index;
    index.openings = parse_opening_names(text);
    for (std::size_t i = 0; i < index.openings.size(); ++i) {
        Position p = Position::start();
        for (int m : index.openings[i].moves) p = p.apply(m);
        index.by_board.emplace(canonical(p), i);
    }
    return index;
}

const NameIndex& builtin_index() {
    static const NameIndex index = [] {
        try {
            return index_names(opening_names_text());
        } catch (const ParseError& e) {
            throw std::runtime_error(std::string("built-in opening names, ") + e.what());
        }
    }();
    return index;
}

}  // namespace

CanonicalBoard canonical_board(Bitboard player, Bitboard opponent) {
    CanonicalBoard best{player, opponent, 0};
    for (int s = 1; s < kSymmetryCount; ++s) {
        const CanonicalBoard image{transform(player, s), transform(opponent, s), s};
        if (image < best) best = image;
    }
    return best;
}

std::vector<NamedOpening> parse_opening_names(std::string_view text) {
    std::vector<NamedOpening> result;
    std::map<CanonicalBoard, int> line_of_board;  // for the duplicate message
    for_each_line(text, [&](std::string_view line, int line_number) {
        if (line.empty() || line[0] == '#') return;
        const std::string where = "line " + std::to_string(line_number);
        const std::size_t tab1 = line.find('\t');
        const std::size_t tab2 = tab1 == std::string_view::npos ? tab1 : line.find('\t', tab1 + 1);
        if (tab2 == std::string_view::npos)
            throw ParseError(where, "expected TRANSCRIPT, a tab, KEY, a tab and the name");
        NamedOpening opening;
        try {
            opening.moves = parse_transcript(line.substr(0, tab1));
        } catch (const ParseError& e) {
            throw e.within(where);
        }
        opening.key = std::string(line.substr(tab1 + 1, tab2 - tab1 - 1));
        opening.name = std::string(line.substr(tab2 + 1));
        if (opening.moves.empty()) throw ParseError(where, "the line has no moves");
        if (opening.key.empty() || !std::all_of(opening.key.begin(), opening.key.end(), is_key_char))
            throw ParseError(where + ", column " + std::to_string(tab1 + 2),
                             "the key must be lower-case letters, digits and '-'");
        if (opening.name.empty()) throw ParseError(where, "the name is empty");
        for (const NamedOpening& other : result)
            if (other.key == opening.key) throw ParseError(where, "the key '" + opening.key + "' is used twice");
        Position p = Position::start();
        for (int m : opening.moves) p = p.apply(m);
        const auto [it, fresh] = line_of_board.emplace(canonical(p), line_number);
        if (!fresh)
            throw ParseError(where, "reaches the same position as line " + std::to_string(it->second) +
                                        " (under symmetry)");
        result.push_back(std::move(opening));
    });
    return result;
}

const std::vector<NamedOpening>& named_openings() { return builtin_index().openings; }

const NamedOpening* opening_at(const Position& position) {
    const NameIndex& index = builtin_index();
    const auto it = index.by_board.find(canonical(position));
    return it == index.by_board.end() ? nullptr : &index.openings[it->second];
}

std::vector<OpeningMark> opening_marks(const std::vector<int>& moves, const Position& start) {
    std::vector<OpeningMark> marks;
    Position p = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        p = p.apply(moves[i]);
        if (const NamedOpening* o = opening_at(p)) marks.push_back({static_cast<int>(i) + 1, o});
    }
    return marks;
}

const NamedOpening* current_opening(const std::vector<OpeningMark>& marks) {
    return marks.empty() ? nullptr : marks.back().opening;
}

}  // namespace reversi
