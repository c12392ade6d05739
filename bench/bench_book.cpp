// How fast the default level answers from the opening book, against its search.
// Plays games between two default-level players with the book (random within the
// level's margin, so the games differ) and times every move while the mover is in
// book, then the same positions searched without the book.
//   bench_book [GAMES]   (default 20)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "reversi/book.h"
#include "reversi/players.h"

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
    const int games = argc > 1 ? std::atoi(argv[1]) : 20;
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
            start = std::chrono::steady_clock::now();
            without_book->choose_move(game);
            search_ms.push_back(milliseconds_since(start));
            game.moves.push_back(move);
            ++plies_in_book;
        }
    }
    std::printf("%d games, %.1f moves a game in book\n", games, double(plies_in_book) / std::max(1, games));
    print_times("level 10, first move, book", first_ms);
    print_times("level 10, in book", book_ms);
    print_times("level 10, same, searched", search_ms);
    return 0;
}
