#include <cstdio>
#include <string>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/search.h"

namespace cli {
namespace {

std::string pv_text(const std::vector<int>& pv) {
    std::string text;
    for (int move : pv) text += (text.empty() ? "" : " ") + reversi::square_name(move);
    return text;
}

int run_analyze(const Args& args) {
    std::string transcript, obf;
    bool have_transcript = false, have_position = false;
    reversi::SearchLimits limits = reversi::level_limits(reversi::kDefaultLevel);
    bool have_depth = false, have_time = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--position") {
            obf = option_value(args, i);
            have_position = true;
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
    if (have_transcript == have_position) throw UsageError{"give either a TRANSCRIPT or --position \"OBF\""};
    if (have_depth && have_time) throw UsageError{"give --depth or --time, not both"};
    if (have_time) limits.depth = 60;  // the clock decides how deep

    reversi::Position position = reversi::Position::start();
    if (have_position) {
        position = reversi::parse_obf_line(obf).position;
    } else {
        for (int move : reversi::parse_transcript(transcript)) position = position.apply(move);
    }
    if (position.is_game_over()) {
        std::printf("game over: %+d for %s\n", reversi::final_score(position.player, position.opponent),
                    reversi::color_name(position.to_move));
        return 0;
    }

    reversi::Search search;
    const std::vector<reversi::MoveScore> moves = search.analyze(position, limits);
    std::printf("%s to move, %d empties\n", reversi::color_name(position.to_move), position.empty_count());
    std::printf("move  score  depth  exact  pv\n");
    for (const reversi::MoveScore& m : moves)
        std::printf("%-4s  %+5d  %5d  %-5s  %s\n", reversi::square_name(m.move).c_str(), m.score, m.depth,
                    m.exact ? "yes" : "no", pv_text(m.pv).c_str());
    return 0;
}

const Registration registration{
    {"analyze",
     "analyze (TRANSCRIPT | --position \"OBF\") [--depth D | --time S] [--exact E] [--threads T]  score every "
     "legal move (default limits: the default level)",
     run_analyze}};

}  // namespace
}  // namespace cli
