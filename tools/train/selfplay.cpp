#include "selfplay.h"

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>

#include "common/thread_group.h"
#include "reversi/endgame.h"
#include "reversi/match.h"
#include "reversi/search.h"

namespace reversi::train {
namespace {

// SplitMix64: a small generator whose output is the same on every platform.
struct Random {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

int random_move(Bitboard moves, Random& random) {
    for (int skip = random.below(popcount(moves)); skip > 0; --skip) moves = without_first(moves);
    return first_square(moves);
}

// The state one game needs; one per thread, reused game after game. The solver orders
// its moves by the same evaluation as the search: where equally good moves tie, its
// choice then depends on the options alone, not on the weights built into the program
// (which retraining replaces).
struct Player {
    Search search;
    EndgameSolver solver;
    explicit Player(const Evaluator& evaluator) : search(8, evaluator), solver(8, &evaluator) {}
};

SelfPlayGame play_game(Player& engine, const SelfPlayOptions& options, std::uint32_t game) {
    Random random{options.seed * 0x100000001B3ull + game};
    const auto& openings = xot_openings();
    Position position = Position::start();
    SelfPlayGame played;
    for (int move : openings[random.below(static_cast<int>(openings.size()))]) {
        position = position.apply(move);
        played.moves.push_back(move);
    }
    engine.search.clear();
    engine.solver.clear();

    // The random move is played at the first position with at most this many empties:
    // half of the games right after the opening (so that every phase gets as many
    // positions), the others anywhere before the exact solve.
    const int random_at = random.below(2) == 0
                              ? position.empty_count()
                              : options.exact_empties + 1 + random.below(position.empty_count() - options.exact_empties);
    bool randomised = false;
    SearchLimits limits;
    limits.depth = options.depth;

    struct Kept {
        Position position;
        int exact_score;  // valid when exact
        bool exact;
    };
    std::vector<Kept> kept;
    bool have_outcome = false;
    Color outcome_side = Color::Black;
    int outcome = 0;  // exact score for outcome_side
    while (!position.is_game_over()) {
        if (position.must_pass()) {
            position = position.pass();
            continue;
        }
        const Bitboard moves = position.moves();
        int move;
        if (position.empty_count() <= options.exact_empties) {
            const SolveResult solved = engine.solver.solve(position);
            if (!have_outcome) have_outcome = true, outcome_side = position.to_move, outcome = solved.score;
            kept.push_back({position, solved.score, true});
            move = random.below(4) == 0 ? random_move(moves, random) : solved.move;
        } else if (!randomised && position.empty_count() <= random_at) {
            randomised = true;
            move = random_move(moves, random);
        } else {
            if (randomised) kept.push_back({position, 0, false});
            move = engine.search.best_move(position, limits).move;
        }
        position = position.play(move);
        played.moves.push_back(move);
    }
    if (!have_outcome) outcome_side = position.to_move, outcome = final_score(position.player, position.opponent);

    std::vector<Sample>& samples = played.samples;
    samples.reserve(kept.size());
    for (const Kept& k : kept) {
        Sample s;
        s.player = k.position.player;
        s.opponent = k.position.opponent;
        s.exact = k.exact;
        s.score = k.exact ? k.exact_score : (k.position.to_move == outcome_side ? outcome : -outcome);
        s.game = game;
        samples.push_back(s);
    }
    return played;
}

}  // namespace

std::vector<Sample> self_play_game(const SelfPlayOptions& options, const Evaluator& evaluator, std::uint32_t game) {
    Player engine(evaluator);
    return play_game(engine, options, game).samples;
}

void self_play(const SelfPlayOptions& options, const Evaluator& evaluator,
               const std::function<void(std::uint32_t, const SelfPlayGame&)>& on_game) {
    std::mutex mutex;
    std::condition_variable finished;
    std::map<std::uint32_t, SelfPlayGame> done;  // games waiting for their turn
    std::uint32_t next_game = 0;
    const auto total = static_cast<std::uint32_t>(options.games);

    std::atomic<bool> stop{false};
    const auto worker = [&] {
        try {
            Player engine(evaluator);
            for (;;) {
                std::uint32_t game;
                {
                    std::lock_guard<std::mutex> lock(mutex);
                    if (next_game == total || stop) return;
                    game = next_game++;
                }
                SelfPlayGame played = play_game(engine, options, game);
                std::lock_guard<std::mutex> lock(mutex);
                done.emplace(game, std::move(played));
                finished.notify_one();
            }
        } catch (...) {
            // The games' order waits for this worker's game: it must hear that none comes.
            {
                std::lock_guard<std::mutex> lock(mutex);
                stop = true;
            }
            finished.notify_one();
            throw;  // to the group, which rethrows it from join()
        }
    };
    {
        common::ThreadGroup workers(stop);  // stopped and joined however this block is left
        for (int t = 0; t < options.threads; ++t) workers.run(worker);
        for (std::uint32_t game = 0; game < total; ++game) {
            SelfPlayGame played;
            {
                std::unique_lock<std::mutex> lock(mutex);
                finished.wait(lock, [&] { return done.count(game) != 0 || stop; });
                if (stop) break;
                played = std::move(done[game]);
                done.erase(game);
            }
            on_game(game, played);
        }
        workers.join();
    }
}

}  // namespace reversi::train
