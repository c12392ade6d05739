#include "reversi/nboard.h"

#include <new>

#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "common/text_scan.h"

namespace reversi {
namespace {

constexpr int kDefaultDepth = 12;
// A timed search of the only legal move: long enough for a first depth's evaluation.
constexpr double kOnlyMoveSeconds = 0.02;

// Evaluations and times: two decimals, with a point whatever the process's locale.
std::string two_decimals(double value) { return common::text::format_fixed(value, 2); }

std::string upper_name(int move) {
    std::string name = square_name(move);
    for (char& c : name) c = common::text::to_upper(c);
    return name;
}

// Moves of a principal variation from `position`: the side to move's in upper case,
// the opponent's in lower case, so the colours can be told apart.
std::string pv_text(const std::vector<int>& pv) {
    std::string text;
    for (std::size_t i = 0; i < pv.size(); ++i) {
        std::string name = upper_name(pv[i]);
        if (i % 2 == 1)
            for (char& c : name) c = common::text::to_lower(c);
        text += name;
    }
    return text;
}

// A whole number from `min` to `max`, or throws ParseError naming `what`.
int parse_bounded(const std::string& text, const char* what, int min, int max) {
    const std::optional<int> n = common::text::parse_integer(text);
    if (!n || *n < min || *n > max)
        throw ParseError(what, "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
                                   ", found '" + common::text::excerpt(text) + "'");
    return *n;
}

}  // namespace

SearchLimits nboard_depth_limits(int depth) {
    SearchLimits limits;
    for (int level = kMinLevel; level <= kMaxLevel; ++level) {
        const SearchLimits at_level = full_width_level_limits(level);
        if (at_level.depth > depth) break;
        limits.exact_empties = at_level.exact_empties;
    }
    limits.depth = depth;
    // Searching N plies with N empties left is a solve anyway.
    limits.exact_empties = std::max(limits.exact_empties, depth);
    return limits;
}

NboardEngine::NboardEngine(Output output, int threads, std::size_t table_megabytes, const Evaluator* evaluator,
                           const Book* book)
    : output_(std::move(output)),
      threads_(threads),
      search_(table_megabytes, evaluator ? *evaluator : default_evaluator()),
      limits_(nboard_depth_limits(kDefaultDepth)),
      book_(book) {}

NboardEngine::~NboardEngine() { stop_search(); }

void NboardEngine::emit(const std::string& line) {
    std::lock_guard<std::mutex> lock(output_mutex_);
    output_(line);
}

void NboardEngine::emit_from_search(std::uint64_t generation, const std::string& line) {
    std::lock_guard<std::mutex> lock(output_mutex_);
    if (generation == generation_) output_(line);
}

void NboardEngine::error(const std::string& command, const std::string& why) {
    emit("status error in '" + command + "': " + why);
}

void NboardEngine::stop_search() {
    {
        std::lock_guard<std::mutex> lock(output_mutex_);
        ++generation_;
    }
    {
        std::lock_guard<std::mutex> lock(jobs_mutex_);
        waiting_.clear();
    }
    if (worker_.joinable()) {
        stop_ = true;
        worker_.join();
    }
    stop_ = false;
}

void NboardEngine::finish() {
    // A "go" is answered (a script may pipe its commands and close); a "hint" is
    // analysis for a GUI that has gone, and at a deep `set depth` it would run for hours.
    bool hint;
    {
        std::lock_guard<std::mutex> lock(jobs_mutex_);
        if (!waiting_.empty() && waiting_.back().hint) waiting_.pop_back();
        hint = working_ && searching_hint_ && waiting_.empty();
    }
    if (hint) stop_search();
    if (worker_.joinable()) worker_.join();
}

void NboardEngine::play_by_time(double seconds) {
    limits_ = with_move_time(SearchLimits{}, seconds, threads_);
    by_time_ = true;
}

SearchLimits NboardEngine::move_limits() const {
    if (!clock_) return limits_;
    return with_budget(SearchLimits{}, plan_clock_move(*clock_, position_, movers_, seconds_, threads_));
}

void NboardEngine::start_search(bool hint, int best_n) {
    // A hint is not a move of the game: the clock of the side to move (often the
    // person's, nearly spent) does not budget it, or it might not finish a depth and
    // show no evaluation at all.
    Job job{hint, best_n, hint ? limits_ : move_limits(), position_, 0};
    job.limits.threads = threads_;
    job.limits.probcut = probcut_;
    job.limits.stop = &stop_;
    {
        // Commands run in their order: after a go under way, this search waits for its
        // answer (a GUI that wants it stopped pings first), and for each go that waits;
        // a hint that waits is analysis, and gives way to this one.
        std::lock_guard<std::mutex> lock(jobs_mutex_);
        if (working_ && !searching_hint_) {
            std::lock_guard<std::mutex> output_lock(output_mutex_);
            job.generation = generation_;
            if (!waiting_.empty() && waiting_.back().hint) waiting_.pop_back();
            waiting_.push_back(job);
            return;
        }
    }
    stop_search();  // a hint is analysis, replaced at once
    {
        std::lock_guard<std::mutex> lock(output_mutex_);
        job.generation = generation_;
    }
    std::lock_guard<std::mutex> lock(jobs_mutex_);  // (the worker's first look at the queue waits for it)
    working_ = true;
    searching_hint_ = hint;
    try {
        worker_ = std::thread([this, job] { run_jobs(job); });
    } catch (...) {
        working_ = false;
        throw;
    }
}

void NboardEngine::run_jobs(Job job) {
    for (;;) {
        run_job(job);
        std::lock_guard<std::mutex> lock(jobs_mutex_);
        if (waiting_.empty()) {
            working_ = false;
            return;
        }
        job = waiting_.front();
        waiting_.pop_front();
        searching_hint_ = job.hint;
    }
}

void NboardEngine::run_job(const Job& job) {
    const Output say = [&](const std::string& line) { emit_from_search(job.generation, line); };
    // The thread's edge: a failure is reported (NBoard has no error message; GUIs show
    // status lines) instead of ending the program.
    std::string why;
    try {
        search_and_answer(job.hint, job.best_n, job.limits, job.position, say);
        return;
    } catch (const std::bad_alloc&) {
        why = "out of memory for the search";
    } catch (const std::exception& e) {
        why = std::string("the search failed: ") + e.what();
    } catch (...) {
        why = "the search failed";
    }
    say("status error in '" + std::string(job.hint ? "hint" : "go") + "': " + why);
}

void NboardEngine::search_and_answer(bool hint, int best_n, const SearchLimits& limits, const Position& position,
                                     const Output& say) {
    if (hint) {
        if (!position.is_game_over()) {
            search_.analyze(position, limits, [&](const std::vector<MoveScore>& moves) {
                for (const MoveScore& m : moves)
                    say("search " + pv_text(m.pv) + " " + two_decimals(m.score) + " 0 " +
                        (m.exact ? std::string("60") : depth_text(m)));
            }, best_n);
        }
        if (!stop_) say("status");
        return;
    }
    if (position.is_game_over()) {
        say("status the game is over: no move to choose");
        return;
    }
    if (position.must_pass()) {
        answered(position, kPass, 0);
        say("=== PA");
        return;
    }
    if (book_) {
        if (const std::optional<BookMove> m = book_move(*book_, position, kMaxLevel, book_rng_)) {
            answered(position, m->move, 0);
            say("=== " + upper_name(m->move) + "/" + two_decimals(m->score) + "/0.00");
            return;
        }
    }
    SearchLimits search_limits = limits;
    if (popcount(position.moves()) == 1 && limits.seconds > 0) {
        // The only move needs no time of the clock: a short search gives its evaluation.
        search_limits.seconds = std::min(limits.seconds, kOnlyMoveSeconds);
        search_limits.target_seconds = std::min(limits.target_seconds, kOnlyMoveSeconds);
    }
    const SearchResult r = search_.best_move(position, search_limits);
    if (stop_) return;
    answered(position, r.move, r.seconds);
    say("nodestats " + std::to_string(r.nodes) + " " + two_decimals(r.seconds));
    say("=== " + upper_name(r.move) + "/" + two_decimals(r.score) + "/" + two_decimals(r.seconds));
}

void NboardEngine::answered(const Position& position, int move, double seconds) {
    last_answer_ = Answer{position, move, seconds};
}

void NboardEngine::set_command(const std::string& rest) {
    const auto [what, value] = common::text::split_word(rest);
    if (what == "depth") {
        try {
            const int depth = parse_bounded(value, "depth", 1, 60);
            if (!by_time_) limits_ = nboard_depth_limits(depth);
            emit(std::string("set myname ") + kName);
        } catch (const ParseError& e) {
            error("set depth", e.why());
        }
    } else if (what == "game") {
        set_game_command(value);
    } else if (what == "contempt") {
        // Accepted for GUIs that send it; the search scores draws as 0 whatever the value.
        try {
            parse_bounded(value, "contempt", -6400, 6400);
        } catch (const ParseError& e) {
            error("set contempt", e.why());
        }
    }
}

void NboardEngine::set_game_command(const std::string& value) {
    try {
        const GgfGame game = parse_ggf_game(value);
        std::optional<GameClock> clock;
        if (by_clock_ && !game.time_control.empty()) clock = parse_ggf_clock(game.time_control);
        stop_search();
        position_ = game.start;
        movers_.clear();
        seconds_.clear();
        for (const GgfMove& m : game.moves) {
            movers_.push_back(position_.to_move);
            seconds_.push_back(m.seconds.value_or(0));
            position_ = position_.apply(m.square);
        }
        if (by_clock_ && !clock)
            emit("status the game has no clock (TI): playing by " + std::string(by_time_ ? "time" : "depth"));
        clock_ = clock;
        // An answer of the game before is not one of this game's moves, even at the
        // same position.
        last_answer_.reset();
    } catch (const ParseError& e) {
        error("set game", e.what());
    }
}

void NboardEngine::move_command(const std::string& rest) {
    // "F5", "F5/eval" or "F5/eval/seconds"; the eval (the mover's own) is checked, not used.
    const std::size_t slash = rest.find('/');
    const std::string token = rest.substr(0, slash);
    const std::size_t time_slash = slash == std::string::npos ? slash : rest.find('/', slash + 1);
    const std::string eval_text = slash == std::string::npos ? "" : rest.substr(slash + 1, time_slash - slash - 1);
    const std::string time_text = time_slash == std::string::npos ? "" : rest.substr(time_slash + 1);
    const std::optional<double> seconds = common::text::parse_number(time_text);
    const int move = parse_square(token);
    std::string why;
    if (move == kNoMove) why = "'" + common::text::excerpt(token) + "' is not a move";
    else if (!eval_text.empty() && !common::text::parse_number(eval_text))
        why = "'" + common::text::excerpt(eval_text) + "' is not an evaluation";
    else if (!time_text.empty() && (!seconds || *seconds < 0))
        why = "'" + common::text::excerpt(time_text) + "' is not a time in seconds";
    else if (position_.is_game_over()) why = "the game is over";
    else if (const std::string reason = why_illegal(position_, position_.to_move, move); !reason.empty())
        why = square_name(move) + " is not legal for " + color_name(position_.to_move) + " (" + reason + ")";
    if (!why.empty()) return error("move", why);
    stop_search();
    // A GUI may leave the time out (the protocol then takes it as 0). For the engine's
    // own answer, its clock is charged what the answer took, or it would plan every
    // later move as if none of its time had gone.
    double taken = seconds.value_or(0);
    if (!seconds && last_answer_ && last_answer_->position == position_ && last_answer_->move == move)
        taken = last_answer_->seconds;
    movers_.push_back(position_.to_move);
    seconds_.push_back(taken);
    position_ = position_.apply(move);
}

bool NboardEngine::handle(const std::string& line) {
    const auto [command, rest] = common::text::split_word(line);
    if (command == "quit") {
        stop_search();
        return false;
    }
    if (command == "ping") {
        stop_search();
        // N comes back whole, as a GUI matches the pong to its ping by it; only a value
        // longer than any id (a line of junk) is cut, and invisible bytes are shown as '?'.
        constexpr std::size_t kLongestId = 64;
        emit(rest.empty() ? "pong" : "pong " + common::text::excerpt(rest, kLongestId));
    } else if (command == "set") {
        set_command(rest);
    } else if (command == "move") {
        move_command(rest);
    } else if (command == "go") {
        start_search(false, 0);
    } else if (command == "hint") {
        try {
            start_search(true, parse_bounded(rest, "hint", 1, 64));
        } catch (const ParseError& e) {
            error("hint", e.why());
        }
    } else if (command == "learn") {
        emit("learned");
    }
    // "nboard N" needs no answer; anything else is ignored, as the protocol asks.
    return true;
}

}  // namespace reversi
