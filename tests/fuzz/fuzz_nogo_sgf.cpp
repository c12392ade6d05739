// NoGo SGF text. Invariants: every game that parses is legal move by move from its start
// (the empty board or stones set up), and its written record parses back to the same
// game (start, moves, rule, players, other properties); parse errors name the line.
#include <vector>

#include "fuzz_check.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"

using namespace nogo;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<SgfGame> games;
    try {
        games = parse_sgf_games(fuzz_text(data, size));
    } catch (const ParseError& e) {
        FUZZ_CHECK(e.where().rfind("line ", 0) == 0 && !e.why().empty());
        return 0;
    }
    FUZZ_CHECK(!games.empty());
    for (const SgfGame& game : games) {
        const GameRecord& record = game.record;
        FUZZ_CHECK(record.start.valid() && record.start.centre_rule() == record.centre_rule);
        Position position = record.start;
        for (int move : record.moves) {
            FUZZ_CHECK(position.is_legal(move));
            position.play(move);
        }
        FUZZ_CHECK(position == record.position);
        const std::vector<SgfGame> again =
            parse_sgf_games(write_sgf(record, game.black, game.white, {}, false, game.other_properties));
        FUZZ_CHECK(again.size() == 1);
        const SgfGame& back = again.front();
        FUZZ_CHECK(back.record.start == record.start && back.record.moves == record.moves);
        FUZZ_CHECK(back.record.centre_rule == record.centre_rule);
        FUZZ_CHECK(back.black == game.black && back.white == game.white);
        FUZZ_CHECK(back.other_properties == game.other_properties);
    }
    return 0;
}
