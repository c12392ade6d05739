// The opening book's speed and quality.
// Speed: plays games of the default level with the book (its best book moves, ties
// drawn at random, so games may repeat) and times every move while in book, then the
// same positions searched without the book.
// Quality: on random book positions, how much worse than a fresh search's best move
// (all moves at DEPTH) the worst move a level-1 player may draw from the book scores.
//   bench_book [GAMES] [POSITIONS] [DEPTH]   (default 20 games, 100 positions, depth 12)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <vector>

#include "bench_args.h"
#include "reversi/book.h"
#include "reversi/players.h"
#include "reversi/search.h"

using namespace reversi;

namespace {

double milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void print_times(const char* what, std::vector<double> ms) {
    if (ms.empty()) return;
    std::sort(ms.begin(), ms.end());
    std::printf("%-26s %5zu moves  median %8.3f ms  95%% %8.3f ms  max %8.3f ms\n", what, ms.size(), ms[ms.size() / 2],
                ms[ms.size() * 95 / 100], ms.back());
}

}  // namespace

int main(int argc, char** argv) {
    int games = 0, positions = 0;
    SearchLimits limits;
    const bool read = bench::read_arguments(argc, argv, "[GAMES] [POSITIONS] [DEPTH]", [&](const cli::Args& args) {
        bench::check_positional_count(args, 3);
        games = bench::positional_int(args, 0, "GAMES", 0, 1000000, 20);
        positions = bench::positional_int(args, 1, "POSITIONS", 0, 1000000, 100);
        limits.depth = bench::positional_int(args, 2, "DEPTH", 1, 30, 12);
    });
    if (!read) return 2;
    auto start = std::chrono::steady_clock::now();
    const Book& book = builtin_book();
    std::printf("built-in book: %zu positions, loaded in %.1f ms\n", book.size(), milliseconds_since(start));
    auto with_book = make_player("level:" + std::to_string(kDefaultLevel) + ":book");
    auto without_book = make_level_player(kDefaultLevel);
    std::vector<double> book_ms, search_ms, first_ms;
    int plies_in_book = 0;
    for (int g = 0; g < games; ++g) {
        GameRecord game;
        with_book->new_game();
        while (!game.current().is_game_over()) {
            const Position p = game.current();
            const bool in_book = !book_moves(book, p).empty();
            if (!in_book) break;
            start = std::chrono::steady_clock::now();
            const int move = with_book->choose_move(game);
            book_ms.push_back(milliseconds_since(start));
            if (game.moves.empty()) first_ms.push_back(book_ms.back());
            // (The only legal move is played without a search: no time of one to show.)
            if (popcount(p.moves()) > 1) {
                start = std::chrono::steady_clock::now();
                without_book->choose_move(game);
                search_ms.push_back(milliseconds_since(start));
            }
            game.moves.push_back(move);
            ++plies_in_book;
        }
    }
    std::printf("%d games, %.1f moves a game in book\n", games, double(plies_in_book) / std::max(1, games));
    print_times("level 10, first move, book", first_ms);
    print_times("level 10, in book", book_ms);
    print_times("level 10, same, searched", search_ms);

    Search search(64);
    std::mt19937_64 rng(1);
    // Discs lost against the fresh search's best move -> positions: by the book's best
    // move (what the top levels play), and by the worst move level 1 may draw.
    std::map<int, int> best_loss, worst_loss;
    for (int done = 0; done < positions;) {
        const BookEntry& e = book.entries()[std::uniform_int_distribution<std::size_t>(0, book.size() - 1)(rng)];
        const Position p{e.player, e.opponent, Color::Black};
        const std::vector<BookMove> moves = book_moves(book, p);
        if (moves.size() < 2) continue;
        const std::vector<MoveScore> fresh = search.analyze(p, limits);
        const auto loss = [&](int move) {
            for (const MoveScore& f : fresh)
                if (f.move == move) return fresh.front().score - f.score;
            return 0;
        };
        int worst = 0;
        for (const BookMove& m : moves) {
            if (m.score < moves.front().score - book_margin(kMinLevel)) break;
            worst = std::max(worst, loss(m.move));
        }
        ++best_loss[loss(moves.front().move)];
        ++worst_loss[worst];
        ++done;
    }
    std::printf("%d book positions, fresh depth-%d search: discs lost by the book's best move / by the worst move "
                "level 1 may draw\n",
                positions, limits.depth);
    for (int discs = 0; discs <= 64; ++discs)
        if (best_loss.count(discs) || worst_loss.count(discs))
            std::printf("  %2d discs: %3d / %3d positions\n", discs, best_loss[discs], worst_loss[discs]);
    return 0;
}
