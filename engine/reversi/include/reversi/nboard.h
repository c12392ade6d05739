// The engine side of the NBoard protocol (see docs: protocols, "NBoard"): one command
// line in, zero or more lines out. Searches (`go`, `hint`) run on a worker thread so
// that `ping` can stop them; once a command has replaced the position (or a ping has
// arrived), nothing more of an older search is written. Commands keep their order: a
// `go` is answered before a `hint` or `go` sent after it starts (it waits on the worker,
// while the commands after it are still read), and a `hint` gives way to the next one.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "reversi/board.h"
#include "reversi/book.h"
#include "reversi/evaluation.h"
#include "reversi/game_clock.h"
#include "reversi/search.h"

namespace reversi {

// The search limits for NBoard's "set depth N": N plies in the midgame, and an exact
// solve from the point where a level searching about as deep solves (at least N empties).
SearchLimits nboard_depth_limits(int depth);

class NboardEngine {
public:
    using Output = std::function<void(const std::string& line)>;

    // `output` receives every line without its end of line, one call at a time (from
    // the caller's thread or the worker); it should flush. The search evaluates with
    // `evaluator` (which must outlive the engine), else the default evaluation. With a
    // `book` (which must outlive the engine), `go` in a book position answers at once
    // with a best book move (ties drawn at random) and its book score.
    explicit NboardEngine(Output output, int threads = 1, std::size_t table_megabytes = 64,
                          const Evaluator* evaluator = nullptr, const Book* book = nullptr);
    ~NboardEngine();
    NboardEngine(const NboardEngine&) = delete;
    NboardEngine& operator=(const NboardEngine&) = delete;

    // Handles one command line. Returns false after "quit". Unknown commands are ignored;
    // a malformed one is answered with "status ..." naming the problem and changes nothing.
    // A search that fails (std::bad_alloc, say) is answered the same way, with no move:
    // the position stays, and the next command is served as usual.
    bool handle(const std::string& line);

    // At the end of the input (unlike "quit"): waits for a running "go" to answer, and
    // stops a running "hint".
    void finish();

    // Plays by time instead of by `set depth` (still answered, but without effect):
    // every search deepens for `seconds`, as the time:MS players do, and solves exactly
    // from where a solve is expected to fit in that time. For equal-time matches.
    void play_by_time(double seconds);
    // Plays by the game's clock: `set game` gives the time control (TI) and the times
    // of the moves so far, `move X/eval/seconds` adds to them, and every `go` spends
    // the side to move's time left by phase (plan_move). A game without TI is played
    // as before (by time, else by depth), which a status line says.
    void play_by_clock() { by_clock_ = true; }
    // Multi-ProbCut at confidence `t` in every search (SearchLimits::probcut; 0: off).
    void set_probcut(double t) { probcut_ = t; }

    static constexpr const char* kName = "Reversi";

private:
    // A search asked for: what, of which position, within which limits, and the
    // generation its output belongs to.
    struct Job {
        bool hint = false;
        int best_n = 0;
        SearchLimits limits;
        Position position;
        std::uint64_t generation = 0;
    };
    void stop_search();                        // stops and joins the worker, drops its output and what waits
    void start_search(bool hint, int best_n);  // on the worker thread, after a go under way
    // The worker: `job`, then each job that came while it ran, in order.
    void run_jobs(Job job);
    // One search and its answer, a failure reported as a status line.
    void run_job(const Job& job);
    // The worker's search and its answer through `say` (may throw).
    void search_and_answer(bool hint, int best_n, const SearchLimits& limits, const Position& position,
                           const Output& say);
    void emit(const std::string& line);        // from the caller's thread
    void emit_from_search(std::uint64_t generation, const std::string& line);
    void error(const std::string& command, const std::string& why);

    void set_command(const std::string& rest);
    void set_game_command(const std::string& value);
    void move_command(const std::string& rest);
    // The limits of the next move's search: limits_, or the clock's budget for this move.
    SearchLimits move_limits() const;
    // Called by the worker as it answers a go: what `move_command` charges the engine's
    // clock when the GUI's move of that answer comes without its time.
    void answered(const Position& position, int move, double seconds);

    Output output_;
    int threads_;
    Search search_;
    Position position_ = Position::start();
    SearchLimits limits_;
    const Book* book_;
    std::mt19937_64 book_rng_{1};  // used by the worker only
    bool by_time_ = false;
    double probcut_ = 0;
    bool by_clock_ = false;
    std::optional<GameClock> clock_;  // the game's TI, when playing by the clock
    std::vector<Color> movers_;       // who made each move since the game's start
    std::vector<double> seconds_;     // and the time it took (0 when not given)

    struct Answer {
        Position position;
        int move = kNoMove;
        double seconds = 0;
    };
    // Written by the worker as it answers; read and reset only after stop_search()
    // has joined it, which orders the two without a lock.
    std::optional<Answer> last_answer_;

    std::mutex output_mutex_;
    std::uint64_t generation_ = 0;  // guarded by output_mutex_: bumped to silence a search
    std::atomic<bool> stop_{false};
    std::thread worker_;
    // Guarded by jobs_mutex_: whether the worker still runs a job, whether that is a
    // "hint", and the searches asked for after a "go" under way, in order (a hint
    // only last).
    std::mutex jobs_mutex_;
    bool working_ = false;
    bool searching_hint_ = false;
    std::deque<Job> waiting_;
};

}  // namespace reversi
