#include <cstdio>
#include <string>

#include "commands.h"
#include "reversi/book.h"
#include "reversi/notation.h"
#include "reversi/openings.h"
#include "reversi/search.h"
#include "reversi/sized_search.h"
#include "setup_options.h"

namespace cli {
namespace {

std::string pv_text(const std::vector<int>& pv, int size) {
    std::string text;
    for (int move : pv) text += (text.empty() ? "" : " ") + reversi::square_name(move, size);
    return text;
}

int run_analyze(const Args& args) {
    std::string transcript;
    bool have_transcript = false;
    BoardChoice choice;
    reversi::SearchLimits limits = reversi::level_limits(reversi::kDefaultLevel);
    bool have_depth = false, have_time = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) {
            continue;
        } else if (args[i] == "--depth") {
            limits.depth = parse_int(option_value(args, i), "--depth", 1, 60);
            have_depth = true;
        } else if (args[i] == "--exact") {
            limits.exact_empties = parse_int(option_value(args, i), "--exact", 0, kMaxSolveEmpties);
        } else if (args[i] == "--time") {
            limits.seconds = parse_double(option_value(args, i), "--time", 0.001, 1e6);
            have_time = true;
        } else if (args[i] == "--threads") {
            limits.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (is_option(args[i]) && args[i] != "--") {  // ("--": a pass)
            throw unexpected_argument(args[i]);
        } else if (!have_transcript) {
            transcript = args[i];
            have_transcript = true;
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (have_transcript == choice.position_given) throw UsageError{"give either a TRANSCRIPT or --position \"OBF\""};
    if (have_depth && have_time) throw UsageError{"give --depth or --time, not both"};
    if (have_time) {
        limits.depth = 60;  // the clock decides how deep
        limits.probcut = reversi::kDefaultProbCut;  // as timed play (8x8; other sizes search full width)
    }

    const reversi::sized::Board start = choice.board();
    const std::vector<int> played = reversi::parse_transcript(transcript, start);
    reversi::sized::Board position = start;
    for (int move : played) position = position.apply(move);
    if (position.is_game_over()) {
        std::printf("game over: %+d for %s\n", position.final_score(), reversi::color_name(position.to_move));
        return 0;
    }

    reversi::sized::Engine engine;
    const std::vector<reversi::MoveScore> moves = engine.analyze(position, limits);
    std::printf("%s to move, %d empties\n", reversi::color_name(position.to_move), position.empty_count());
    // On 8x8 the built-in book marks its moves with their book scores, and the
    // opening is named (the last name reached by the transcript, or the position's).
    std::vector<reversi::BookMove> book;
    const reversi::NamedOpening* opening = nullptr;
    int opening_ply = 0;
    if (position.size == 8) {
        book = reversi::book_moves(reversi::builtin_book(), position.to_position());
        const auto marks = reversi::opening_marks(played, start.to_position());
        if (!marks.empty()) opening = marks.back().opening, opening_ply = marks.back().ply;
        if (!opening) opening = reversi::opening_at(position.to_position());
    }
    std::printf("move  score   depth  exact  book  pv\n");
    for (const reversi::MoveScore& m : moves) {
        std::string book_score = "-";
        for (const reversi::BookMove& b : book)
            if (b.move == m.move) book_score = (b.score >= 0 ? "+" : "") + std::to_string(b.score);
        std::printf("%-4s  %+5d  %6s  %-5s  %4s  %s\n", reversi::square_name(m.move, position.size).c_str(), m.score,
                    reversi::depth_text(m).c_str(), m.exact ? "yes" : "no", book_score.c_str(),
                    pv_text(m.pv, position.size).c_str());
    }
    if (opening && opening_ply > 0)
        std::printf("opening: %s (move %d)\n", opening->name.c_str(), opening_ply);
    else if (opening)
        std::printf("opening: %s\n", opening->name.c_str());
    return 0;
}

static_assert(reversi::kDefaultLevel == 10, "the usage below names the default level");
const Registration registration{
    {"analyze",
     "analyze (TRANSCRIPT [--size N] [--start crossed|parallel] [--first black|white] | --position \"OBF\") "
     "[--depth D | --time S] [--exact E] [--threads T]  score every legal move (default limits: the default level, 10; "
     "--time searches selectively on 8x8, as timed play, its depths marked with the probability that the cuts "
     "were right, e.g. 21@73%), "
     "with the built-in book's score of each book move and the name of the opening (8x8); "
     "the transcript is played from the start of that board (default 8x8), the position may have any size",
     run_analyze}};

}  // namespace
}  // namespace cli
