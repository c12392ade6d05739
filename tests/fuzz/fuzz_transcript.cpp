// Square names and transcripts. Invariants: a square that parses names itself back;
// a transcript that parses is a legal game, and its written form parses to the same
// moves (up to a trailing pass, which the written form leaves out).
#include <vector>

#include "fuzz_check.h"
#include "reversi/notation.h"

using namespace reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);

    const int square = parse_square(text.substr(0, 2));
    FUZZ_CHECK(square == kNoMove || (square >= 0 && square <= kPass));
    if (square != kNoMove) FUZZ_CHECK(parse_square(square_name(square)) == square);

    std::vector<int> moves;
    try {
        moves = parse_transcript(text);
    } catch (const ParseError& e) {
        FUZZ_CHECK(!e.where().empty() && !e.why().empty());
        return 0;
    }
    Position position = Position::start();
    for (int move : moves) {
        FUZZ_CHECK(move == kPass ? position.must_pass() : position.is_legal(move));
        position = position.apply(move);
    }
    while (!moves.empty() && moves.back() == kPass) moves.pop_back();
    const std::string written = write_transcript(moves);
    FUZZ_CHECK(parse_transcript(written) == moves);
    return 0;
}
