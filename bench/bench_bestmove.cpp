// Best-move benchmark: each player of the command line chooses a move in every
// position of an OBF file whose moves all carry their exact scores (the test set of
// `reversi-engine testset`, tests/data/bestmove.obf by default), and the bench prints
// the share of positions where the move is exactly best and the mean disc loss against
// the best move, overall and by empties.
//   bench_bestmove [--file FILE] [--count N] [--threads T] [PLAYER]...
// PLAYER as `reversi-engine match` takes it (time:MS, depth:D, level:N, ...; default
// time:10 and time:100). Every position gets a fresh player (an empty table), so the
// positions do not help each other. Timed players depend on the machine's load: the
// load average is printed before and after each player.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.h"
#include "load_average.h"
#include "reversi/obf.h"
#include "reversi/players.h"

using namespace reversi;

namespace {

struct Tally {
    int positions = 0, best = 0;
    long long loss = 0;
    void add(int disc_loss) {
        ++positions;
        best += disc_loss == 0;
        loss += disc_loss;
    }
    void print(const char* label) const {
        std::printf("  %-8s %5d positions  best %5.1f%%  mean loss %.3f discs\n", label, positions,
                    positions ? 100.0 * best / positions : 0.0, positions ? double(loss) / positions : 0.0);
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::string path = REVERSI_BESTMOVE_SET;
    int count = -1, threads = 1;
    std::vector<std::string> specs;
    const bool read = bench::read_arguments(
        argc, argv, "[--file FILE] [--count N] [--threads T] [PLAYER]...", [&](const cli::Args& args) {
            for (std::size_t i = 0; i < args.size(); ++i) {
                if (args[i] == "--file")
                    path = cli::file_option_value(args, i);
                else if (args[i] == "--count")
                    count = cli::parse_int(cli::option_value(args, i), "--count", 1, 1000000);
                else if (args[i] == "--threads")
                    threads = cli::parse_int(cli::option_value(args, i), "--threads", 1, 64);
                else if (!args[i].empty() && args[i][0] == '-')
                    throw cli::UsageError{"unknown option '" + args[i] + "'"};
                else
                    specs.push_back(args[i]);
            }
        });
    if (!read) return 2;
    if (specs.empty()) specs = {"time:10", "time:100"};

    std::vector<ObfRecord> records;
    try {
        records = read_obf_file(path);
        for (const std::string& spec : specs) make_player(spec, threads);  // refuse a bad name before any work
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_bestmove: %s\n", e.what());
        return 2;
    }
    if (count > 0 && static_cast<std::size_t>(count) < records.size()) records.resize(count);
    std::printf("%s: %zu positions, %d thread%s\n", path.c_str(), records.size(), threads, threads > 1 ? "s" : "");

    for (const std::string& spec : specs) {
        const double load_before = bench::load_average();
        const auto t0 = std::chrono::steady_clock::now();
        Tally all;
        std::map<int, Tally> by_empties;
        for (const ObfRecord& record : records) {
            if (record.moves.empty()) continue;
            const std::unique_ptr<Player> player = make_player(spec, threads);
            GameRecord game;
            game.start = record.position;
            const int move = player->choose_move(game);
            const int best = best_listed_score(record);
            int chosen = -65;
            for (const ObfMoveScore& m : record.moves)
                if (m.move == move) chosen = m.score;
            if (chosen == -65) {
                std::fprintf(stderr, "bench_bestmove: %s: %s played a move the file does not score\n", path.c_str(),
                             spec.c_str());
                return 1;
            }
            all.add(best - chosen);
            by_empties[record.position.empty_count()].add(best - chosen);
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::printf("%s (%.1f s, load %.2f -> %.2f)\n", spec.c_str(), seconds, load_before, bench::load_average());
        all.print("all");
        for (const auto& [empties, tally] : by_empties) tally.print((std::to_string(empties) + " emp").c_str());
        std::fflush(stdout);
    }
    return 0;
}
