#include "relabel.h"

#include <atomic>
#include <algorithm>
#include <cmath>

#include "common/thread_group.h"
#include "reversi/search.h"

namespace reversi::train {

std::size_t relabel_by_search(std::vector<Sample>& samples, const Evaluator& evaluator, const RelabelOptions& options) {
    std::atomic<std::size_t> next{0}, changed{0};
    common::run_workers(std::max(1, options.threads), [&](const std::atomic<bool>& stop) {
        Search search(4, evaluator);
        SearchLimits limits;
        limits.depth = options.depth;
        for (std::size_t i; !stop && (i = next++) < samples.size();) {
            Sample& s = samples[i];
            if (s.exact || held_out(s, options.held_out_every)) continue;
            // The colour does not matter to the score: the search sees player and opponent.
            const SearchResult r = search.best_move(Position{s.player, s.opponent, Color::Black}, limits);
            s.score = static_cast<int>(std::lround(options.blend * r.score + (1 - options.blend) * s.score));
            ++changed;
        }
    });
    return changed;
}

}  // namespace reversi::train
