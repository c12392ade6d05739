#include "game_positions.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "common/read_file.h"
#include "common/text_scan.h"
#include "reversi/notation.h"

namespace cli {

std::vector<std::string> read_game_lines(const std::string& path) {
    std::istringstream in{std::string(common::text::without_bom(common::read_file(path)))};
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    if (lines.empty()) throw std::runtime_error(path + ": no games");
    return lines;
}

namespace {

std::vector<int> game_moves(const std::string& path, const std::vector<std::string>& games, std::size_t line) {
    try {
        return reversi::parse_transcript(games[line].substr(0, games[line].find('\t')));
    } catch (const std::exception& e) {
        throw std::runtime_error(path + ":" + std::to_string(line + 1) + ": " + e.what());
    }
}

}  // namespace

void check_game_lines(const std::string& path, const std::vector<std::string>& games) {
    for (std::size_t line = 0; line < games.size(); ++line) game_moves(path, games, line);
}

std::optional<reversi::Position> game_position(const std::string& path, const std::vector<std::string>& games,
                                               std::size_t line, int empties) {
    reversi::Position p = reversi::Position::start();
    for (int move : game_moves(path, games, line)) {
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
