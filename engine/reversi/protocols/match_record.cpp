#include "reversi/match_record.h"

#include <cstdio>

#include "common/atomic_file.h"
#include "reversi/notation.h"

namespace reversi {

GgfGame ggf_of(const GameRecord& record) {
    GgfGame ggf;
    ggf.start = record.start;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const double seconds = i < record.seconds.size() ? record.seconds[i] : 0;
        ggf.moves.push_back({record.moves[i], {}, seconds > 0 ? std::optional<double>(seconds) : std::nullopt});
    }
    if (record.clock) ggf.time_control = ggf_clock_text(*record.clock);
    return ggf;
}

GgfGame match_game_record(const MatchGame& game, const std::string& first_name, const std::string& second_name,
                          const std::string& place, const std::string& date) {
    GgfGame ggf = ggf_of(game.record);
    ggf.black_player = game.first_is_black ? first_name : second_name;
    ggf.white_player = game.first_is_black ? second_name : first_name;
    ggf.place = place;
    ggf.date = date;
    const int black_score = game.first_is_black ? game.first_score : -game.first_score;
    char result[16];
    std::snprintf(result, sizeof result, "%+d.000", black_score);
    ggf.result = result;
    if (game.forfeited_by)
        ggf.other_tags.emplace_back("C", std::string(color_name(*game.forfeited_by)) + " forfeits: " +
                                             game.forfeit_reason);
    return ggf;
}

void save_ggf_file(const std::string& path, const std::vector<GgfGame>& games) {
    std::string text;
    for (const GgfGame& game : games) text += write_ggf(game) + "\n";
    common::write_atomically(path, text);
}

}  // namespace reversi
