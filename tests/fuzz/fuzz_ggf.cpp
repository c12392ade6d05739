// GGF text. Invariants: every game that parses is legal from its start position, and
// its written record parses back to the same game; the same for the reader of every
// board size.
#include <vector>

#include "fuzz_check.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"

using namespace reversi;

namespace {

void check_sized(std::string_view text) {
    std::vector<sized::GgfGame> games;
    try {
        games = sized::parse_ggf(text);
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("game ", 0) == 0 && !e.why().empty());
        return;
    }
    for (const sized::GgfGame& game : games) {
        sized::Board board = game.start;
        for (const GgfMove& move : game.moves) {
            FUZZ_CHECK(move.square == board.pass_move() ? board.must_pass() : board.is_legal(move.square));
            board = board.apply(move.square);
        }
        FUZZ_CHECK(board == game.final_position());
        FUZZ_CHECK(sized::parse_ggf_game(sized::write_ggf(game)) == game);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    check_sized(fuzz_text(data, size));
    std::vector<GgfGame> games;
    try {
        games = parse_ggf(fuzz_text(data, size));
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("game ", 0) == 0 && !e.why().empty());
        return 0;
    }
    for (const GgfGame& game : games) {
        Position position = game.start;
        for (const GgfMove& move : game.moves) {
            FUZZ_CHECK(move.square == kPass ? position.must_pass() : position.is_legal(move.square));
            position = position.apply(move.square);
        }
        FUZZ_CHECK(position == game.final_position());
        FUZZ_CHECK(parse_ggf_game(write_ggf(game)) == game);
    }
    return 0;
}
