// Square names and transcripts. Invariants: a square that parses names itself back;
// a transcript that parses is a legal game, and its written form parses to the same
// moves (up to a trailing pass, which the written form leaves out). The same on the
// 10x10 board, whose rows 10 take three characters.
#include <vector>

#include "fuzz_check.h"
#include "reversi/notation.h"

using namespace reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz_text(data, size);

    const int square = parse_square(text.substr(0, 2));
    FUZZ_CHECK(square == kNoMove || (square >= 0 && square <= kPass));
    if (square != kNoMove) FUZZ_CHECK(parse_square(square_name(square)) == square);

    const sized::Board ten = sized::Board::start({10, sized::StartLayout::Crossed, Color::Black});
    const int ten_square = parse_square(text.substr(0, 3), 10);
    FUZZ_CHECK(ten_square == kNoMove || (ten_square >= 0 && ten_square <= 100));
    if (ten_square != kNoMove) FUZZ_CHECK(parse_square(square_name(ten_square, 10), 10) == ten_square);
    try {
        std::vector<int> ten_moves = parse_transcript(text, ten);
        sized::Board board = ten;
        for (int move : ten_moves) {
            FUZZ_CHECK(move == 100 ? board.must_pass() : board.is_legal(move));
            board = board.apply(move);
        }
        while (!ten_moves.empty() && ten_moves.back() == 100) ten_moves.pop_back();
        FUZZ_CHECK(parse_transcript(write_transcript(ten_moves, 10), ten) == ten_moves);
    } catch (const ParseError& e) {
        FUZZ_CHECK(!e.where().empty() && !e.why().empty());
    }

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
