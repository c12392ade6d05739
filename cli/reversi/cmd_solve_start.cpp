#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "commands.h"
#include "reversi/notation.h"
#include "reversi/sized_search.h"
#include "setup_options.h"

namespace cli {
namespace {

// "Black wins by 4 (20-16)" style verdict for a finished line.
std::string verdict(const reversi::sized::Board& end) {
    const int black = end.disc_count(reversi::Color::Black), white = end.disc_count(reversi::Color::White);
    const int score = end.black_score();
    const std::string discs = " (" + std::to_string(black) + "-" + std::to_string(white) + " on the board)";
    if (score == 0) return "a draw" + discs;
    return std::string(score > 0 ? "Black" : "White") + " wins by " + std::to_string(score > 0 ? score : -score) + discs;
}

int run_solve_start(const Args& args) {
    BoardChoice choice;
    int threads = 1, table = 256;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (choice.read(args, i)) continue;
        if (args[i] == "--threads") {
            threads = parse_int(option_value(args, i), "--threads", 1, 64);
        } else if (args[i] == "--table") {
            table = parse_int(option_value(args, i), "--table", 1, 65536);
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    const reversi::sized::Board board = choice.board();
    if (board.empty_count() > kMaxSolveEmpties) {
        const std::string why = "this position has " + too_deep_to_solve(board.empty_count());
        // A position given is bad data (exit 1), as in solve; a start chosen, a bad choice.
        if (choice.position_given) throw std::runtime_error("--position: " + why);
        throw UsageError{why + "; the 6x6 start has 32"};
    }
    reversi::sized::Engine engine(static_cast<std::size_t>(table));
    const auto t0 = std::chrono::steady_clock::now();
    const reversi::SolveResult r = engine.solve(board, threads);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    std::string line;
    reversi::sized::Board end = board;
    for (int move : r.pv) {
        line += (line.empty() ? "" : " ") + reversi::square_name(move, board.size);
        end = end.apply(move);
    }
    // A position says nothing of the start it came from: it is named by its size and side to move.
    const std::string what = choice.position_given
                                 ? std::to_string(board.size) + "x" + std::to_string(board.size) + " position, " +
                                       reversi::color_name(board.to_move) + " to move"
                                 : std::to_string(board.size) + "x" + std::to_string(board.size) + ", " +
                                       reversi::sized::layout_name(choice.setup.layout) + " centre, " +
                                       reversi::color_name(choice.setup.first) + " first";
    std::printf("%s: %+d for %s with perfect play: %s\n", what.c_str(), r.score, reversi::color_name(board.to_move),
                verdict(end).c_str());
    std::printf("principal variation: %s\n", line.c_str());
    std::printf("%llu nodes (%llu on the main thread) in %.3f s on %d thread%s (%.1f Mn/s)\n",
                static_cast<unsigned long long>(r.nodes), static_cast<unsigned long long>(r.main_thread_nodes), seconds,
                threads, threads == 1 ? "" : "s", seconds > 0 ? r.nodes / seconds / 1e6 : 0.0);
    return 0;
}

const Registration registration{
    {"solve-start",
     "solve-start ([--size N] [--start crossed|parallel] [--first black|white] | --position \"OBF\") [--threads T] "
     "[--table MB]  solve a whole game exactly (4x4 in an instant, 6x6 in minutes, positions of up to 36 empty squares; a table of MB megabytes, default "
     "256): the result under perfect play, a principal variation, nodes and time",
     run_solve_start}};

}  // namespace
}  // namespace cli
