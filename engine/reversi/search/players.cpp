#include "reversi/players.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <vector>

#include "common/text_scan.h"
#include "reversi/pattern_evaluation.h"

namespace reversi {
namespace {

// The classic square-weight table (row by row from a1).
constexpr int kSquareWeights[64] = {
    100, -20, 10, 5,  5,  10, -20, 100,  //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    10,  -2,  -1, -1, -1, -1, -2,  10,   //
    5,   -2,  -1, -1, -1, -1, -2,  5,    //
    5,   -2,  -1, -1, -1, -1, -2,  5,    //
    10,  -2,  -1, -1, -1, -1, -2,  10,   //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    100, -20, 10, 5,  5,  10, -20, 100,
};
constexpr int kWin = 100000;  // beyond any table score: a won game at a leaf

// Alpha-beta returns the same value whatever the order of the moves, so ordering
// changes no game the weak player plays; trying the moves with the best static score
// first only makes it fast enough for deep matches.
int table_negamax(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) {
    const Bitboard moves = legal_moves(player, opponent);
    if (!moves) {
        if (!legal_moves(opponent, player)) return final_score(player, opponent) * kWin / 64;
        return -table_negamax(opponent, player, depth, -beta, -alpha);
    }
    if (depth == 0) return SquareTablePlayer::table_score(player, opponent);
    struct Child {
        Bitboard player, opponent;  // the position after the move, its side to move first
        int static_score;           // its table score, for that side
    };
    Child children[64];  // more than any position has moves
    int count = 0;
    for (Bitboard m = moves; m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard flips = flipped_discs(player, opponent, sq);
        Child& c = children[count++];
        c.player = opponent & ~flips;
        c.opponent = player | flips | square_bit(sq);
        c.static_score = depth > 2 ? SquareTablePlayer::table_score(c.player, c.opponent) : 0;
    }
    if (depth > 2)
        std::stable_sort(children, children + count,
                         [](const Child& a, const Child& b) { return a.static_score < b.static_score; });
    int best = -2 * kWin;
    for (int i = 0; i < count; ++i) {
        const int score = -table_negamax(children[i].player, children[i].opponent, depth - 1, -beta, -alpha);
        best = std::max(best, score);
        alpha = std::max(alpha, score);
        if (alpha >= beta) break;
    }
    return best;
}

int parse_number(const std::string& spec, std::size_t from, int min, int max) {
    const std::string digits = from < spec.size() ? spec.substr(from) : "";  // "level" has no ':' and number
    // Up to 7 digits: every limit here fits, and std::stoi cannot overflow.
    const bool ok = !digits.empty() && digits.size() <= 7 &&
                    std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    const int value = ok ? std::stoi(digits) : -1;
    if (value < min || value > max)
        throw std::invalid_argument("player '" + spec + "': expected a whole number from " + std::to_string(min) +
                                    " to " + std::to_string(max) + " after ':', not '" + digits + "'");
    return value;
}

// The evaluation of a weights file named by a player (":weights=PATH"), loaded once a
// path and kept for the program's life: players hold a reference to it.
const Evaluator& evaluator_of_file(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<PatternEvaluator>> loaded;
    const std::lock_guard<std::mutex> lock(mutex);
    std::unique_ptr<PatternEvaluator>& evaluator = loaded[path];
    if (!evaluator) evaluator = std::make_unique<PatternEvaluator>(PatternWeights::load(path));
    return *evaluator;
}

}  // namespace

Position GameRecord::current() const {
    Position p = start;
    for (int move : moves) p = p.apply(move);
    return p;
}

std::vector<Color> GameRecord::movers() const {
    std::vector<Color> list;
    Position p = start;
    for (int move : moves) {
        list.push_back(p.to_move);
        p = p.apply(move);
    }
    return list;
}

int GreedyPlayer::choose_move(const GameRecord& game) {
    const Position p = game.current();
    if (p.must_pass()) return kPass;
    int best = kNoMove, most = -1;
    for (Bitboard m = p.moves(); m; m = without_first(m)) {
        const int sq = first_square(m);
        const int flips = popcount(flipped_discs(p.player, p.opponent, sq));
        if (flips > most) best = sq, most = flips;
    }
    return best;
}

int SquareTablePlayer::table_score(Bitboard player, Bitboard opponent) {
    // The table holds seven distinct weights: sum them class by class with popcounts.
    struct WeightClass {
        int weight;
        Bitboard squares;
    };
    static const std::vector<WeightClass> classes = [] {
        std::vector<WeightClass> list;
        for (int sq = 0; sq < 64; ++sq) {
            auto it = std::find_if(list.begin(), list.end(),
                                   [&](const WeightClass& c) { return c.weight == kSquareWeights[sq]; });
            if (it == list.end()) it = list.insert(list.end(), {kSquareWeights[sq], 0});
            it->squares |= square_bit(sq);
        }
        return list;
    }();
    int score = 0;
    for (const WeightClass& c : classes)
        score += c.weight * (popcount(player & c.squares) - popcount(opponent & c.squares));
    return score;
}

int SquareTablePlayer::choose_move(const GameRecord& game) {
    const Position p = game.current();
    if (p.must_pass()) return kPass;
    int best = kNoMove, alpha = -2 * kWin;
    for (Bitboard m = p.moves(); m; m = without_first(m)) {
        const int sq = first_square(m);
        const Bitboard flips = flipped_discs(p.player, p.opponent, sq);
        const int score =
            -table_negamax(p.opponent & ~flips, p.player | flips | square_bit(sq), depth_ - 1, -2 * kWin, -alpha);
        if (score > alpha || best == kNoMove) best = sq, alpha = std::max(alpha, score);
    }
    return best;
}

EnginePlayer::EnginePlayer(std::string name, const SearchLimits& limits, std::size_t table_megabytes,
                           const Evaluator& evaluator, const Book* book, int book_level)
    : name_(std::move(name)), limits_(limits), search_(table_megabytes, evaluator), book_(book),
      book_level_(book_level) {}

int EnginePlayer::choose_move(const GameRecord& game) {
    const Position position = game.current();
    if (book_)
        if (const std::optional<BookMove> m = book_move(*book_, position, book_level_, book_rng_)) return m->move;
    // A pass or the only move takes no search: a timed player would spend its time (and
    // its clock) on it.
    if (position.must_pass()) return kPass;
    if (popcount(position.moves()) == 1) return first_square(position.moves());
    if (!by_clock_) return search_.best_move(position, limits_).move;
    if (!game.clock) throw PlayerFailure("plays by the clock, but the game has none");
    const MoveBudget budget = plan_clock_move(*game.clock, position, game.movers(), game.seconds, limits_.threads);
    return search_.best_move(position, with_budget(limits_, budget)).move;
}

std::string weights_file_of(const std::string& spec) {
    // (A suffix is a ':' and a name without one: the file's path has no ':'.)
    const std::size_t at = spec.find(":weights=");
    if (at == std::string::npos) return {};
    const std::size_t start = at + 9;
    return spec.substr(start, spec.find(':', start) - start);
}

std::unique_ptr<Player> make_level_player(int level, int threads) {
    if (level < kMinLevel || level > kMaxLevel)
        throw std::invalid_argument("level must be from " + std::to_string(kMinLevel) + " to " +
                                    std::to_string(kMaxLevel));
    SearchLimits limits = level_limits(level);
    limits.threads = threads;
    return std::make_unique<EnginePlayer>("level:" + std::to_string(level), limits);
}

std::unique_ptr<Player> make_player(const std::string& spec, int threads) {
    if (spec == "greedy") return std::make_unique<GreedyPlayer>();
    if (spec.rfind("table:", 0) == 0) return std::make_unique<SquareTablePlayer>(parse_number(spec, 6, 1, 12));

    // Engine players: KIND:NUMBER[:EVALUATION][:book].
    std::string rest = spec;
    const Book* book = nullptr;
    const std::string book_suffix = ":book";
    if (rest.size() > book_suffix.size() &&
        rest.compare(rest.size() - book_suffix.size(), std::string::npos, book_suffix) == 0) {
        book = &builtin_book();
        rest.resize(rest.size() - book_suffix.size());
    }
    const std::size_t kind_end = rest.find(':');
    const std::string kind = rest.substr(0, kind_end);
    // "clock" has no number: its suffixes follow the kind.
    const std::size_t number_end =
        kind_end == std::string::npos || kind == "clock" ? kind_end : rest.find(':', kind_end + 1);
    const std::string head = rest.substr(0, number_end);
    const Evaluator* evaluator = &default_evaluator();
    std::optional<double> probcut;  // the kind's own when not given (a level's, else none)
    std::string evaluation, cut;    // the suffixes that chose the evaluation and the cut: one each at most
    for (std::size_t start = number_end; start != std::string::npos;) {
        const std::size_t end = rest.find(':', start + 1);
        const std::string name = rest.substr(start + 1, end == std::string::npos ? end : end - start - 1);
        start = end;
        const bool evaluates = name == "hand" || name == "pattern" || name.rfind("weights=", 0) == 0;
        const bool cuts = name.rfind("mpc", 0) == 0;
        if ((evaluates && !evaluation.empty()) || (cuts && !cut.empty()))
            throw std::invalid_argument("player '" + spec + "': '" + name + "' after '" + (evaluates ? evaluation : cut) +
                                        "' (one of each at most)");
        if (evaluates) evaluation = name;
        if (cuts) cut = name;
        if (name == "hand") {
            static const HeuristicEvaluator hand;
            evaluator = &hand;
        } else if (name == "pattern") {
            evaluator = &trained_evaluator();
        } else if (name.rfind("weights=", 0) == 0) {
            if (name.size() == 8) throw std::invalid_argument("player '" + spec + "': weights= needs a file name");
            evaluator = &evaluator_of_file(name.substr(8));
        } else if (name.rfind("mpc", 0) == 0) {
            // (Not strtod: it takes spaces, hexadecimal and, under some locales, a decimal comma.)
            probcut = name.size() == 3 ? kDefaultProbCut : common::text::parse_number(name.substr(3)).value_or(0);
            if (!(*probcut > 0 && *probcut <= 10))
                throw std::invalid_argument("player '" + spec + "': '" + name +
                                            "' should be mpc or mpc with a confidence above 0 and up to 10");
        } else {
            throw std::invalid_argument("player '" + spec + "': unknown evaluation '" + name +
                                        "' (expected hand, pattern or weights=FILE, mpc / mpcT for Multi-ProbCut, then optionally book)");
        }
    }
    SearchLimits limits;
    int book_level = kMaxLevel;
    if (kind == "level") {
        book_level = parse_number(head, 6, kMinLevel, kMaxLevel);
        limits = level_limits(book_level);
    } else if (kind == "depth") {
        limits.depth = parse_number(head, 6, 1, 60);
    } else if (kind == "time") {
        limits = with_move_time(limits, parse_number(head, 5, 1, kMaxMoveMilliseconds) / 1000.0, threads);
    } else if (kind != "clock") {
        throw std::invalid_argument("unknown player '" + spec +
                                    "' (expected greedy, table:D, level:N, depth:D, time:MS or clock, the engine "
                                    "players with an optional :hand or :pattern, :mpc and :book)");
    }
    limits.threads = threads;
    if (probcut) limits.probcut = *probcut;
    auto player = std::make_unique<EnginePlayer>(spec, limits, 16, *evaluator, book, book_level);
    if (kind == "clock") player->play_by_clock();
    return player;
}

}  // namespace reversi
