#include "reversi/sized_match.h"

#include <random>
#include <stdexcept>

namespace reversi::sized {
namespace {

class GreedyPlayer : public Player {
public:
    std::string name() const override { return "greedy"; }
    int choose_move(const Board& board) override { return greedy_move(board); }
};

class EnginePlayer : public Player {
public:
    EnginePlayer(std::string name, const SearchLimits& limits) : name_(std::move(name)), limits_(limits), engine_(16) {}
    std::string name() const override { return name_; }
    void new_game() override { engine_.clear(); }
    int choose_move(const Board& board) override {
        // A pass or the only move takes no search (a timed player would spend its time).
        if (board.must_pass()) return board.pass_move();
        const std::vector<int> moves = board.legal_moves();
        if (moves.size() == 1) return moves.front();
        return engine_.best_move(board, limits_).move;
    }

private:
    std::string name_;
    SearchLimits limits_;
    Engine engine_;
};

// The number after "KIND:" in `spec`, within [min, max].
int spec_number(const std::string& spec, std::size_t from, int min, int max) {
    const std::string digits = spec.substr(from);
    if (digits.find(':') != std::string::npos)
        throw std::invalid_argument("player '" + spec + "': on this board a player takes nothing after its number " +
                                    "(greedy, level:N, depth:D or time:MS)");
    int value = -1;
    if (!digits.empty() && digits.size() < 8 && digits.find_first_not_of("0123456789") == std::string::npos)
        value = std::stoi(digits);
    if (value < min || value > max)
        throw std::invalid_argument("player '" + spec + "': the number after ':' must be from " + std::to_string(min) +
                                    " to " + std::to_string(max));
    return value;
}

// The game after `opening`'s moves from `start`.
MatchGame play_game(Player& black, Player& white, const Board& start, const std::vector<int>& opening) {
    MatchGame game;
    game.start = start;
    game.moves = opening;
    game.opening_plies = static_cast<int>(opening.size());
    black.new_game();
    white.new_game();
    Board b = start;
    for (int move : opening) b = b.apply(move);
    while (!b.is_game_over()) {
        const int move = (b.to_move == Color::Black ? black : white).choose_move(b);
        if (move == b.pass_move() ? !b.must_pass() : !b.is_legal(move))
            throw std::logic_error("the engine chose an illegal move");  // a bug, not a forfeit: built-in players only
        game.moves.push_back(move);
        b = b.apply(move);
    }
    game.first_score = b.black_score();
    return game;
}

}  // namespace

std::unique_ptr<Player> make_player(const std::string& spec, int size, int threads) {
    if (spec == "greedy") return std::make_unique<GreedyPlayer>();
    SearchLimits limits;
    if (spec.rfind("level:", 0) == 0) {
        limits = level_limits(size, spec_number(spec, 6, kMinLevel, kMaxLevel));
    } else if (spec.rfind("depth:", 0) == 0) {
        limits.depth = spec_number(spec, 6, 1, 60);
    } else if (spec.rfind("time:", 0) == 0) {
        limits = move_time_limits(size, spec_number(spec, 5, 1, kMaxMoveMilliseconds) / 1000.0, threads);
    } else {
        throw std::invalid_argument("unknown player '" + spec + "' (on this board: greedy, level:N, depth:D or time:MS)");
    }
    limits.threads = threads;
    return std::make_unique<EnginePlayer>(spec, limits);
}

// How many random openings a pair draws before giving up on one that leaves a move.
constexpr int kOpeningDraws = 1000;

MatchResult play_match(Player& first, Player& second, const Setup& setup, int games, int opening_plies,
                       const std::function<void(const MatchGame&, const MatchResult&)>& on_game) {
    MatchResult result;
    const Board start = Board::start(setup);
    std::vector<int> opening;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0) {  // a new pair: a new opening, the same for the same pair index
            // Drawn again while it ends the game: the players must have a move to play.
            std::mt19937_64 random(static_cast<std::uint64_t>(g / 2) + 1);
            for (int draw = 0;; ++draw) {
                if (draw == kOpeningDraws)
                    throw std::invalid_argument("no opening of " + std::to_string(opening_plies) +
                                                " plies found that leaves a move to play (" + std::to_string(kOpeningDraws) +
                                                " drawn)");
                opening.clear();
                Board b = start;
                for (int ply = 0; ply < opening_plies && !b.is_game_over(); ++ply) {
                    const std::vector<int> moves = b.legal_moves();
                    opening.push_back(moves.empty() ? b.pass_move() : moves[random() % moves.size()]);
                    b = b.apply(opening.back());
                }
                if (!b.is_game_over()) break;
            }
        }
        const bool first_is_black = g % 2 == 0;
        MatchGame game = first_is_black ? play_game(first, second, start, opening) : play_game(second, first, start, opening);
        game.first_is_black = first_is_black;
        if (!first_is_black) game.first_score = -game.first_score;
        if (game.first_score > 0) ++result.wins;
        else if (game.first_score < 0) ++result.losses;
        else ++result.draws;
        if (on_game) on_game(game, result);
    }
    return result;
}

}  // namespace reversi::sized
