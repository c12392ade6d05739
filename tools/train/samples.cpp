#include "samples.h"

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <stdexcept>

namespace reversi::train {
namespace {
constexpr const char* kHeader = "# reversi samples v1";
}

void write_sample_header(std::ostream& out) { out << kHeader << '\n'; }

void write_sample(std::ostream& out, const Sample& s) {
    char line[96];
    std::snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %d %d %" PRIu32 "\n", s.player, s.opponent, s.score,
                  s.exact ? 1 : 0, s.game);
    out << line;
}

std::vector<Sample> read_samples(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(path + ": cannot open the sample file");
    std::string line;
    if (!std::getline(in, line) || line != kHeader)
        throw std::runtime_error(path + ":1: not a sample file (expected the line '" + std::string(kHeader) + "')");
    std::vector<Sample> samples;
    for (int number = 2; std::getline(in, line); ++number) {
        Sample s;
        std::uint64_t player = 0, opponent = 0;
        int exact = 0, end = 0;
        std::uint32_t game = 0;
        const int fields = std::sscanf(line.c_str(), "%16" SCNx64 " %16" SCNx64 " %d %d %" SCNu32 "%n", &player, &opponent,
                                       &s.score, &exact, &game, &end);
        const bool valid = fields == 5 && static_cast<std::size_t>(end) == line.size() && (player & opponent) == 0 &&
                           s.score >= -64 && s.score <= 64 && (exact == 0 || exact == 1);
        if (!valid)
            throw std::runtime_error(path + ":" + std::to_string(number) + ": malformed sample '" + line + "'");
        s.player = player, s.opponent = opponent, s.exact = exact == 1, s.game = game;
        samples.push_back(s);
    }
    return samples;
}

}  // namespace reversi::train
