#include "reversi/match.h"

#include <chrono>
#include <string>

#include "common/text_scan.h"

#include "reversi/notation.h"
#include "notation/xot_openings_text.h"

namespace reversi {

const std::vector<std::vector<int>>& xot_openings() {
    static const std::vector<std::vector<int>> openings = [] {
        std::vector<std::vector<int>> list;
        const std::string text = xot_openings_text();
        std::size_t from = 0;
        int line_number = 0;
        while (from < text.size()) {
            std::size_t end = text.find('\n', from);
            if (end == std::string::npos) end = text.size();
            std::string line = text.substr(from, end - from);
            ++line_number;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            try {
                if (!line.empty()) list.push_back(parse_transcript(line));
            } catch (const ParseError& e) {
                throw e.within("built-in XOT openings, line " + std::to_string(line_number));
            }
            from = end + 1;
        }
        return list;
    }();
    return openings;
}

MatchGame play_game(Player& black, Player& white, const std::vector<int>& opening,
                    const std::optional<GameClock>& clock) {
    using Clock = std::chrono::steady_clock;
    MatchGame game;
    game.record.moves = opening;
    game.record.seconds.assign(opening.size(), 0.0);
    game.record.clock = clock;
    black.new_game();
    white.new_game();
    Position p = game.record.current();
    while (!p.is_game_over()) {
        Player& mover = p.to_move == Color::Black ? black : white;
        std::string failure;
        int move = kNoMove;
        const Clock::time_point start = Clock::now();
        try {
            move = mover.choose_move(game.record);
            const bool legal = move == kPass ? p.must_pass() : p.is_legal(move);
            if (!legal)
                failure = "illegal move " + (move >= 0 && move <= kPass ? square_name(move) : std::to_string(move)) +
                          " by " + color_name(p.to_move);
        } catch (const PlayerFailure& e) {
            failure = e.what();
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        // Time is judged first: a move after the flag fell loses whatever it is.
        if (clock) {
            const double left = time_left(*clock, p.to_move, game.record.movers(), game.record.seconds) - seconds;
            if (left < 0)
                failure = "ran out of time (" + common::text::format_fixed(seconds, 3) + " s on this move, " +
                          common::text::format_fixed(left, 3) + " s left)";
        }
        if (!failure.empty()) {
            game.forfeited_by = p.to_move;
            game.forfeit_reason = mover.name() + ": " + failure;
            game.first_score = p.to_move == Color::Black ? -64 : 64;
            return game;
        }
        game.record.moves.push_back(move);
        game.record.seconds.push_back(seconds);
        p = p.apply(move);
    }
    game.first_score = p.black_score();
    return game;
}

MatchResult play_match(Player& first, Player& second, int games,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game) {
    return play_match(first, second, games, xot_openings(), on_game);
}

MatchResult play_match(Player& first, Player& second, int games, const std::vector<std::vector<int>>& openings,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game,
                       const std::optional<GameClock>& clock) {
    const int pairs = (games + 1) / 2;
    MatchResult result;
    for (int g = 0; g < games; ++g) {
        const int pair = g / 2;
        // Spread the pairs over the whole set.
        const int opening = static_cast<int>(static_cast<long long>(pair) * static_cast<long long>(openings.size()) / pairs);
        const bool first_is_black = g % 2 == 0;
        MatchGame game = first_is_black ? play_game(first, second, openings[opening], clock)
                                        : play_game(second, first, openings[opening], clock);
        game.opening = opening;
        game.first_is_black = first_is_black;
        if (!first_is_black) game.first_score = -game.first_score;
        if (game.first_score > 0) ++result.wins;
        else if (game.first_score < 0) ++result.losses;
        else ++result.draws;
        result.games_played.push_back(game);
        if (on_game) on_game(result.games_played.back(), result);
    }
    return result;
}

}  // namespace reversi
