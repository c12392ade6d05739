#include "game_positions.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "common/read_file.h"
#include "common/text_scan.h"
#include "reversi/notation.h"

namespace cli {

std::vector<GameLine> read_game_lines(const std::string& path) {
    std::istringstream in{common::read_text_file(path)};
    std::vector<GameLine> games;
    std::size_t number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        std::string transcript = line.substr(0, line.find('\t'));
        const bool blank = std::all_of(transcript.begin(), transcript.end(), common::text::is_space);
        if (!blank) games.push_back({number, std::move(transcript)});
    }
    if (games.empty()) throw std::runtime_error(path + ": no games");
    return games;
}

std::vector<int> game_moves(const std::string& path, const GameLine& game) {
    try {
        return reversi::parse_transcript(game.transcript);
    } catch (const reversi::ParseError& e) {
        throw e.within(path + ", line " + std::to_string(game.number));
    }
}

void check_game_lines(const std::string& path, const std::vector<GameLine>& games) {
    for (const GameLine& game : games) game_moves(path, game);
}

std::optional<reversi::Position> game_position(const std::string& path, const GameLine& game, int empties) {
    reversi::Position p = reversi::Position::start();
    for (int move : game_moves(path, game)) {
        if (p.empty_count() == empties) break;
        p = p.apply(move);
    }
    if (p.empty_count() != empties || p.is_game_over()) return std::nullopt;
    return p.must_pass() ? p.pass() : p;
}

std::pair<reversi::Bitboard, reversi::Bitboard> canonical(reversi::Bitboard player, reversi::Bitboard opponent) {
    std::pair<reversi::Bitboard, reversi::Bitboard> best{~reversi::Bitboard{0}, ~reversi::Bitboard{0}};
    for (int s = 0; s < reversi::kSymmetryCount; ++s)
        best = std::min(best, {reversi::transform(player, s), reversi::transform(opponent, s)});
    return best;
}

}  // namespace cli
