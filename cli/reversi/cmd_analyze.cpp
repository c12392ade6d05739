#include <cstdio>
#include <string>

#include "commands.h"
#include "reversi/notation.h"
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
            limits.exact_empties = parse_int(option_value(args, i), "--exact", 0, 60);
        } else if (args[i] == "--time") {
            limits.seconds = parse_double(option_value(args, i), "--time", 0.001, 1e6);
            have_time = true;
        } else if (args[i] == "--threads") {
            limits.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (!args[i].empty() && args[i][0] == '-' && args[i] != "--") {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else if (!have_transcript) {
            transcript = args[i];
            have_transcript = true;
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (have_transcript == choice.position_given) throw UsageError{"give either a TRANSCRIPT or --position \"OBF\""};
    if (have_depth && have_time) throw UsageError{"give --depth or --time, not both"};
    if (have_time) limits.depth = 60;  // the clock decides how deep

    reversi::sized::Board position = choice.board();
    for (int move : reversi::parse_transcript(transcript, position)) position = position.apply(move);
    if (position.is_game_over()) {
        std::printf("game over: %+d for %s\n", position.final_score(), reversi::color_name(position.to_move));
        return 0;
    }

    reversi::sized::Engine engine;
    const std::vector<reversi::MoveScore> moves = engine.analyze(position, limits);
    std::printf("%s to move, %d empties\n", reversi::color_name(position.to_move), position.empty_count());
    std::printf("move  score  depth  exact  pv\n");
    for (const reversi::MoveScore& m : moves)
        std::printf("%-4s  %+5d  %5d  %-5s  %s\n", reversi::square_name(m.move, position.size).c_str(), m.score,
                    m.depth, m.exact ? "yes" : "no", pv_text(m.pv, position.size).c_str());
    return 0;
}

const Registration registration{
    {"analyze",
     "analyze (TRANSCRIPT [--size N] [--start crossed|parallel] [--first black|white] | --position \"OBF\") "
     "[--depth D | --time S] [--exact E] [--threads T]  score every legal move (default limits: the default level); "
     "the transcript is played from the start of that board (default 8x8), the position may have any size",
     run_analyze}};

}  // namespace
}  // namespace cli
