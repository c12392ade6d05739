// Move-generation speed: perft 11 and 12 from the start position, each checked
// against the published leaf count (standard convention, see tests/data/perft_othello.txt).
#include <cstdint>
#include <cstdio>

#include "reversi/perft.h"

int main() {
    struct Published {
        int depth;
        std::uint64_t nodes;
    };
    const Published published[] = {{11, 212258800ull}, {12, 1939886636ull}};
    bool all_match = true;
    for (const Published& p : published) {
        const reversi::PerftRun run = reversi::timed_perft(reversi::Position::start(), p.depth);
        const bool match = run.nodes == p.nodes;
        all_match = all_match && match;
        std::printf("%s\n  %s the published count %llu\n", reversi::perft_line(run).c_str(),
                    match ? "matches" : "DIFFERS from", static_cast<unsigned long long>(p.nodes));
        std::fflush(stdout);
    }
    return all_match ? 0 : 1;
}
