#include "samples.h"

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <stdexcept>

#include "common/read_file.h"
#include "common/text_scan.h"

namespace reversi::train {
namespace {

constexpr const char* kSampleHeader = "# reversi samples v1";
constexpr const char* kPositionHeader = "# reversi positions v1";

// The lines of a file that starts with `header`, each parsed by parse(line, sample),
// which returns false for a malformed line. Errors name the file and line.
template <typename Parse>
std::vector<Sample> read_lines(const std::string& path, const char* header, const char* what, const Parse& parse) {
    // (Read as a stream, not whole: a samples file can hold millions of lines.)
    std::ifstream in = common::open_file(path, std::string(what) + " ");
    // As every reader here, a file edited on Windows reads as it was written: CRLF line
    // ends and a byte-order mark are taken off.
    std::string line;
    const auto next_line = [&] {
        if (!std::getline(in, line)) return false;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    };
    const bool first = next_line();
    if (first) line = std::string(common::text::without_bom(line));
    if (!first || line != header)
        throw std::runtime_error(path + ", line 1: not a " + what + " file (expected the line '" + std::string(header) + "')");
    std::vector<Sample> samples;
    for (int number = 2; next_line(); ++number) {
        Sample s;
        if (!parse(line, s) || (s.player & s.opponent) != 0)
            throw std::runtime_error(path + ", line " + std::to_string(number) + ": malformed " + what + " '" + line + "'");
        // A game has at least the 4 discs of the start: the phases go from 0 to 60 empties.
        if (popcount(s.player | s.opponent) < 4)
            throw std::runtime_error(path + ", line " + std::to_string(number) + ": " + std::to_string(popcount(s.player | s.opponent)) +
                                     " discs, fewer than any game has: '" + line + "'");
        samples.push_back(s);
    }
    return samples;
}

}  // namespace

void write_sample_header(std::ostream& out) { out << kSampleHeader << '\n'; }

void write_sample(std::ostream& out, const Sample& s) {
    char line[96];
    std::snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %d %d %" PRIu32 "\n", s.player, s.opponent, s.score,
                  s.exact ? 1 : 0, s.game);
    out << line;
}

std::vector<Sample> read_samples(const std::string& path) {
    return read_lines(path, kSampleHeader, "sample", [](const std::string& line, Sample& s) {
        int exact = 0, end = 0;
        const int fields = std::sscanf(line.c_str(), "%16" SCNx64 " %16" SCNx64 " %d %d %" SCNu32 "%n", &s.player,
                                       &s.opponent, &s.score, &exact, &s.game, &end);
        s.exact = exact == 1;
        return fields == 5 && static_cast<std::size_t>(end) == line.size() && s.score >= -64 && s.score <= 64 &&
               (exact == 0 || exact == 1);
    });
}

void write_position_header(std::ostream& out) { out << kPositionHeader << '\n'; }

void write_position(std::ostream& out, const Sample& s) {
    char line[64];
    std::snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %" PRIu32 "\n", s.player, s.opponent, s.game);
    out << line;
}

std::vector<Sample> read_positions(const std::string& path) {
    return read_lines(path, kPositionHeader, "positions", [](const std::string& line, Sample& s) {
        int end = 0;
        const int fields =
            std::sscanf(line.c_str(), "%16" SCNx64 " %16" SCNx64 " %" SCNu32 "%n", &s.player, &s.opponent, &s.game, &end);
        return fields == 3 && static_cast<std::size_t>(end) == line.size();
    });
}

}  // namespace reversi::train
