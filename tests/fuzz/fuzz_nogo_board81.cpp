// NoGo's 81-character boards, with and without the centre rule. Invariants: a board that
// parses has the stones its characters say and is one a legal game reaches, and its
// written form parses back to it; parse errors say where (a column, or the board).
#include "fuzz_check.h"
#include "nogo/notation.h"

using namespace nogo;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);
    for (const bool centre_rule : {false, true}) {
        Position position;
        try {
            position = parse_board81(text, centre_rule);
        } catch (const ParseError& e) {
            FUZZ_CHECK((e.where().rfind("character ", 0) == 0 || e.where() == "board") && !e.why().empty());
            continue;
        }
        FUZZ_CHECK(text.size() == kPoints && position.valid() && position.centre_rule() == centre_rule);
        for (int p = 0; p < kPoints; ++p) {
            const char c = text[p];
            const Bits bit = point_bit(p);
            FUZZ_CHECK(((position.stones(Color::Black) & bit) != 0) == (c == 'X' || c == 'x'));
            FUZZ_CHECK(((position.stones(Color::White) & bit) != 0) == (c == 'O' || c == 'o'));
        }
        const std::string written = board81(position);
        FUZZ_CHECK(written.size() == kPoints && parse_board81(written, centre_rule) == position);
    }
    return 0;
}
