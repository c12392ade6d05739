#include "nogo/match.h"

#include <stdexcept>
#include <string>

#include "nogo/notation.h"
#include "nogo/random.h"

namespace nogo {

std::vector<int> match_opening(int n, int plies, bool centre_rule) {
    Random random(0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(n + 1) + 0x1234567ull);
    Position p;
    p.set_centre_rule(centre_rule);
    std::vector<int> moves;
    while (static_cast<int>(moves.size()) < plies && !p.is_game_over()) {
        const Bits legal = p.moves();
        const int move = nth_point(legal, random.below(popcount(legal)));
        moves.push_back(move);
        p.play(move);
    }
    return moves;
}

MatchGame play_game(Player& black, Player& white, const std::vector<int>& opening, bool centre_rule) {
    MatchGame game;
    game.record = GameRecord(centre_rule);
    for (int move : opening) {
        if (game.record.position.is_game_over() || !game.record.position.is_legal(move))
            throw std::invalid_argument("opening move " + std::to_string(game.record.moves.size() + 1) + " (" +
                                        gtp_vertex(move) + ") is not legal");
        game.record.play(move);
    }
    black.new_game();
    white.new_game();
    while (!game.record.position.is_game_over()) {
        const Color side = game.record.position.to_move();
        Player& player = side == Color::Black ? black : white;
        try {
            const int move = player.choose_move(game.record);
            if (!game.record.position.is_legal(move))
                throw PlayerFailure(move == kNoMove ? "no move"
                                                    : gtp_vertex(move) + " is not legal for " + color_name(side) + ": " +
                                                          why_illegal(game.record.position, side, move));
            game.record.play(move);
        } catch (const PlayerFailure& e) {
            game.forfeited_by = side;
            game.forfeit_reason = player.name() + ": " + e.what();  // which player: an engine's command
            game.winner = opposite(side);
            return game;
        } catch (const PlayerResigns&) {
            game.resigned_by = side;
            game.winner = opposite(side);
            return game;
        }
    }
    game.winner = game.record.position.winner();
    return game;
}

MatchResult play_match(Player& first, Player& second, int games, int opening_plies, bool centre_rule,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game) {
    MatchResult result;
    for (int i = 0; i < games; ++i) {
        const int opening = i / 2;
        const bool first_is_black = i % 2 == 0;
        MatchGame game = first_is_black ? play_game(first, second, match_opening(opening, opening_plies, centre_rule), centre_rule)
                                        : play_game(second, first, match_opening(opening, opening_plies, centre_rule), centre_rule);
        game.opening = opening;
        game.first_is_black = first_is_black;
        if ((game.winner == Color::Black) == first_is_black)
            ++result.wins;
        else
            ++result.losses;
        result.games_played.push_back(game);
        if (on_game) on_game(result.games_played.back(), result);
    }
    return result;
}

}  // namespace nogo
