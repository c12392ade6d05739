#include "common/match_stats.h"

#include <cmath>
#include <limits>

namespace common {
namespace {

double elo_of(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

}  // namespace

double MatchTally::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

double MatchTally::score_deviation() const {
    if (games() == 0) return 0;
    const double s = score(), n = games();
    const double variance = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    return std::sqrt(variance / n);
}

double MatchTally::elo() const {
    const double s = score();
    if (s <= 0) return -std::numeric_limits<double>::infinity();
    if (s >= 1) return std::numeric_limits<double>::infinity();
    return elo_of(s);
}

double MatchTally::elo_margin() const {
    const double s = score(), d = 1.96 * score_deviation();
    const double low = s - d, high = s + d;
    if (low <= 0 || high >= 1) return std::numeric_limits<double>::infinity();
    return (elo_of(high) - elo_of(low)) / 2;
}

}  // namespace common
