// reversi-engine book: build, extend, show, export and import the opening book.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "commands.h"
#include "common/atomic_file.h"
#include "common/read_file.h"
#include "common/text_scan.h"
#include "game_positions.h"
#include "reversi/book.h"
#include "reversi/book_builder.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/openings.h"

namespace cli {
namespace {

std::string signed_text(int value) { return (value >= 0 ? "+" : "") + std::to_string(value); }

// What `book build` and `book extend` read besides the build options.
struct BuildFiles {
    std::string book;                     // the book file
    std::vector<std::string> games;       // --lines-from: game collections
    std::string roots;                    // --roots: the lines to build from
    int line_plies = 20, line_min = 20;   // --lines-plies, --lines-min
    std::string log;                      // --log: searched leaves, to resume from
};

// The games of a collection: one transcript a line (before any tab).
std::vector<std::vector<int>> read_transcripts(const std::string& path) {
    std::vector<std::vector<int>> games;
    for (const GameLine& line : read_game_lines(path)) games.push_back(game_moves(path, line));
    return games;
}

// The popular lines of the --lines-from collections.
std::vector<std::vector<int>> lines_of(const BuildFiles& files) {
    std::vector<std::vector<int>> games;
    for (const std::string& path : files.games) {
        std::vector<std::vector<int>> more = read_transcripts(path);
        games.insert(games.end(), more.begin(), more.end());
    }
    return reversi::popular_lines(games, files.line_plies, files.line_min);
}

// The settings that make a leaf's score (the search's depth, exact solve and cuts), as a
// log's first line says them: a run with other settings would take the logged scores
// for its own (a log of --depth 1 made a --depth 5 build a depth-1 book).
struct LeafSetting {
    const char* option;
    std::string value;
};
constexpr const char kLogHeader[] = "# leaves searched with";

std::vector<LeafSetting> leaf_settings(const reversi::BookBuildOptions& o) {
    return {{"--depth", std::to_string(o.depth)},
            {"--exact", std::to_string(o.exact_empties)},
            {"--mpc", common::text::format_number(o.probcut)}};
}

std::string log_header(const std::vector<LeafSetting>& settings) {
    std::string line = kLogHeader;
    for (const LeafSetting& s : settings) line += std::string(" ") + s.option + " " + s.value;
    return line;
}

// Refuses a log (`log` read from `path`) whose leaves were searched with other settings
// than `wanted`, or that does not say (a log of an earlier version: its scores cannot be
// checked). A new or empty log is fine: the header is written first.
void check_log_settings(const common::AppendedFile& log, const std::string& path,
                        const std::vector<LeafSetting>& wanted) {
    if (log.text.empty()) return;
    std::string first = log.text.substr(0, log.text.find('\n'));
    if (!first.empty() && first.back() == '\r') first.pop_back();
    const std::string where = path + ", line 1: ";
    if (first.compare(0, sizeof kLogHeader - 1, kLogHeader) != 0)
        throw std::runtime_error(where + "the log does not say the settings its leaves were searched with ('" +
                                 log_header(wanted) + "' for this build; a log of an earlier version): give a new --log");
    std::istringstream words(first.substr(sizeof kLogHeader - 1));
    for (const LeafSetting& s : wanted) {
        std::string option, value;
        if (!(words >> option >> value) || option != s.option)
            throw std::runtime_error(where + "expected '" + log_header(wanted) + "' or the same with other values, found '" +
                                     first + "'");
        if (value != s.value)
            throw std::runtime_error(where + "its leaves were searched with " + option + " " + value + ", and this build's are with " +
                                     option + " " + s.value + ": give the log's settings, or a new --log");
    }
}

// The leaves an interrupted build wrote to its log `log` read from `path`.
reversi::Book logged_leaves(const common::AppendedFile& log, const std::string& path) {
    try {
        return reversi::Book::from_text(log.text);
    } catch (const reversi::ParseError& e) {
        throw reversi::ParseError(e.within(path));
    }
}

// The --lines-from, --lines-plies or --lines-min option at args[i] (false for others).
bool read_lines_option(const Args& args, std::size_t& i, BuildFiles& files) {
    if (args[i] == "--lines-from") {
        files.games.push_back(repeatable_file_option_value(args, i));
    } else if (args[i] == "--lines-plies") {
        files.line_plies = parse_int(option_value(args, i), "--lines-plies", 1, 40);
    } else if (args[i] == "--lines-min") {
        files.line_min = parse_int(option_value(args, i), "--lines-min", 1, 100000000);
    } else {
        return false;
    }
    return true;
}

// The build options of `book build` and `book extend`, and the files they name.
BuildFiles read_build_options(const Args& args, reversi::BookBuildOptions& o) {
    BuildFiles files;
    std::string& path = files.book;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--games") {
            o.games = parse_int(option_value(args, i), "--games", 0, 10000000);
        } else if (args[i] == "--roots") {
            files.roots = file_option_value(args, i);
            o.roots = read_transcripts(files.roots);  // an empty file is refused there
        } else if (args[i] == "--plies") {
            o.plies = parse_int(option_value(args, i), "--plies", 0, 40);
        } else if (args[i] == "--depth") {
            o.depth = parse_int(option_value(args, i), "--depth", 1, 40);
        } else if (args[i] == "--exact") {
            o.exact_empties = parse_int(option_value(args, i), "--exact", 0, 40);
        } else if (args[i] == "--line-depth") {
            o.line_depth = parse_int(option_value(args, i), "--line-depth", 1, 20);
        } else if (args[i] == "--line-margin") {
            o.line_margin = parse_int(option_value(args, i), "--line-margin", 0, 64);
        } else if (args[i] == "--guided") {
            o.guided = true;
        } else if (args[i] == "--seed") {
            o.seed = static_cast<std::uint64_t>(parse_int(option_value(args, i), "--seed", 0, 1000000000));
        } else if (args[i] == "--threads") {
            o.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--workers") {
            o.workers = parse_int(option_value(args, i), "--workers", 1, 256);
        } else if (read_lines_option(args, i, files)) {
        } else if (args[i] == "--mpc") {
            o.probcut = parse_double(option_value(args, i), "--mpc", 0, 10);
        } else if (args[i] == "--log") {
            files.log = file_option_value(args, i);
        } else if (args[i] == "--no-names") {
            o.named = false;
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (path.empty()) {
            path = file_argument(args[i], "FILE");
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (path.empty()) throw UsageError{"the book FILE is required"};
    return files;
}

int build_or_extend(const Args& args, bool extend) {
    reversi::BookBuildOptions options;
    const BuildFiles files = read_build_options(args, options);
    const std::string& path = files.book;
    std::vector<std::string> read = files.games;
    if (!files.roots.empty()) read.push_back(files.roots);
    if (!files.log.empty()) {
        std::vector<std::string> others = read;
        others.push_back(path);
        check_not_an_input(files.log, "--log", others, true);
        read.push_back(files.log);  // (the book's temporary must not be the log either)
    }
    check_not_an_input(path, "the book", read);
    common::check_writable(path);  // before the searches, not after them
    const reversi::Book old = extend ? reversi::Book::load(path) : reversi::Book();
    options.lines = lines_of(files);
    if (!files.games.empty()) std::fprintf(stderr, "%zu popular lines\n", options.lines.size());
    const common::AppendedFile logged = files.log.empty() ? common::AppendedFile{} : common::read_appended_file(files.log);
    const std::vector<LeafSetting> settings = leaf_settings(options);
    check_log_settings(logged, files.log, settings);
    const reversi::Book resumed = logged_leaves(logged, files.log);
    std::ofstream log;
    if (!files.log.empty()) {
        resume_appending(files.log, logged);
        log.open(files.log, std::ios::binary | std::ios::app);
        if (logged.text.empty()) log << log_header(settings) << '\n' << std::flush;
        if (!log) throw std::runtime_error(files.log + ": cannot write the log");
    }
    const auto start = std::chrono::steady_clock::now();
    const auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    const reversi::Book book = reversi::extend_book(old, options, [&](const reversi::BookBuildProgress& p) {
        if (p.searched == 0)
            std::fprintf(stderr, "%zu new positions, %zu to search\n", p.new_positions, p.to_search);
        else if (p.searched % 100 == 0 || p.searched == p.to_search)
            std::fprintf(stderr, "searched %zu/%zu (%.0f s)\n", p.searched, p.to_search, seconds());
        if (p.last && log.is_open()) {
            log << reversi::book_entry_text(*p.last) << '\n' << std::flush;
            if (!log) throw std::runtime_error(files.log + ": cannot write the log");
        }
    }, resumed);
    book.save(path);
    const reversi::Position start_position = reversi::Position::start();
    const reversi::BookEntry* root = book.find(start_position);
    std::printf("%s: %zu positions (%zu new), %zu bytes, %.1f s; value of the start %s\n", path.c_str(), book.size(),
                book.size() - old.size(), book.to_bytes().size(), seconds(),
                root ? signed_text(root->value).c_str() : "(not in the book)");
    return 0;
}

// The book of `--book FILE` at args[i], or the built-in one.
const reversi::Book& chosen_book(const std::string& path, reversi::Book& storage) {
    if (path.empty()) return reversi::builtin_book();
    storage = reversi::Book::load(path);
    return storage;
}

int show(const Args& args) {
    std::string path, transcript, obf;
    bool have_transcript = false, have_position = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--book") {
            path = file_option_value(args, i);
        } else if (args[i] == "--position") {
            obf = option_value(args, i);
            have_position = true;
        } else if (is_option(args[i])) {
            throw unexpected_argument(args[i]);
        } else if (!have_transcript) {
            transcript = args[i];
            have_transcript = true;
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (have_transcript == have_position) throw UsageError{"give either a TRANSCRIPT or --position \"OBF\""};
    reversi::Book storage;
    const reversi::Book& book = chosen_book(path, storage);
    reversi::Position position = reversi::Position::start();
    if (have_transcript) {
        const std::vector<int> moves = reversi::parse_transcript(transcript);
        for (int m : moves) position = position.apply(m);
        for (const reversi::OpeningMark& mark : reversi::opening_marks(moves))
            std::printf("move %d: %s\n", mark.ply, mark.opening->name.c_str());
    } else {
        try {
            position = reversi::parse_obf_line(obf).position;
        } catch (const reversi::ParseError& e) {
            throw reversi::ParseError(e.within("--position"));
        }
        if (const reversi::NamedOpening* o = reversi::opening_at(position)) std::printf("opening: %s\n", o->name.c_str());
    }
    const std::vector<reversi::BookMove> moves = reversi::book_moves(book, position);
    if (moves.empty()) {
        std::printf("not in the book (%zu positions)\n", book.size());
        return 0;
    }
    std::printf("%s to move, value %s\nmove  score  next\n", reversi::color_name(position.to_move),
                signed_text(book.find(position)->value).c_str());
    for (const reversi::BookMove& m : moves)
        std::printf("%-4s  %+5d  %s\n", reversi::square_name(m.move).c_str(), m.score,
                    m.in_book ? "book" : "leaves the book");
    return 0;
}

int export_text(const Args& args) {
    std::string path, out_path;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--book") {
            path = file_option_value(args, i);
        } else if (is_option(args[i])) {  // ("-" is the standard output)
            throw unexpected_argument(args[i]);
        } else if (out_path.empty()) {
            out_path = args[i] == "-" ? args[i] : file_argument(args[i], "OUT");
        } else {
            throw unexpected_argument(args[i]);
        }
    }
    if (!path.empty() && !out_path.empty() && out_path != "-") check_not_an_input(out_path, "OUT", {path});
    reversi::Book storage;
    const std::string text = chosen_book(path, storage).to_text();
    if (out_path.empty() || out_path == "-") {
        std::fputs(text.c_str(), stdout);
        return 0;
    }
    common::write_atomically(out_path, text);
    return 0;
}

int import_text(const Args& args) {
    if (args.size() < 2) throw UsageError{"TEXT is required"};
    if (args.size() < 3) throw UsageError{"BOOK is required"};
    if (args.size() > 3) throw unexpected_argument(args[3]);
    const std::string& text = file_argument(args[1], "TEXT");
    check_not_an_input(file_argument(args[2], "BOOK"), "BOOK", {text});
    reversi::Book book;
    try {
        book = reversi::Book::from_text(common::read_text_file(args[1]));
    } catch (const reversi::ParseError& e) {
        throw reversi::ParseError(e.within(args[1]));
    }
    if (book.size() == 0) throw std::runtime_error(args[1] + ": no positions");
    book.save(args[2]);
    std::printf("%s: %zu positions\n", args[2].c_str(), book.size());
    return 0;
}

// `book lines`: the popular lines the build would add, one transcript a line, one line
// per final position (under symmetry), e.g. as match openings from the book's tree.
int print_lines(const Args& args) {
    BuildFiles chosen;
    for (std::size_t i = 1; i < args.size(); ++i)
        if (!read_lines_option(args, i, chosen)) throw unexpected_argument(args[i]);
    if (chosen.games.empty()) throw UsageError{"book lines needs --lines-from GAMES"};
    std::set<std::pair<reversi::Bitboard, reversi::Bitboard>> seen;
    for (const std::vector<int>& line : lines_of(chosen)) {
        reversi::Position p = reversi::Position::start();
        for (int m : line) p = p.apply(m);
        const reversi::CanonicalBoard c = reversi::canonical_board(p.player, p.opponent);
        if (seen.insert({c.player, c.opponent}).second) std::printf("%s\n", reversi::write_transcript(line).c_str());
    }
    return 0;
}

int run_book(const Args& args) {
    if (args.empty()) throw UsageError{"expected build, extend, show, export, import or lines"};
    if (args[0] == "build") return build_or_extend(args, false);
    if (args[0] == "extend") return build_or_extend(args, true);
    if (args[0] == "show") return show(args);
    if (args[0] == "export") return export_text(args);
    if (args[0] == "import") return import_text(args);
    if (args[0] == "lines") return print_lines(args);
    throw UsageError{"unknown book command '" + args[0] + "' (expected build, extend, show, export, import or lines)"};
}

const Registration registration{
    {"book",
     "book build FILE [--games N] [--plies P] [--depth D] [--exact E] [--seed S] [--no-names] [--line-depth LD] "
     "[--line-margin M] [--roots LINES] [--guided] [--threads T] [--workers W] [--lines-from GAMES]... [--lines-plies LP] [--lines-min K] "
     "[--mpc C] [--log LOG]  "
     "build an opening book from the named openings (unless --no-names), the positions of the first LP (default 20) moves of the "
     "games in GAMES files reached by at least K (default 20) of them, and N (default 500) self-play lines of P "
     "(default 16) moves, each move drawn within M discs (default 3) of the best of a depth-LD search (default 4), "
     "from the start or continuing the transcripts of LINES in turn (--guided: one colour of each line, Black and White in turn "
     "for each root, plays the book's best move or the leaf search's best, the other draws as usual); each position scored by a "
     "search at depth D (default 12; exact from E empties, default 24; Multi-ProbCut at confidence C when given; T threads), "
     "minimax through the book (W workers, default 1, search leaves side by side, same book); each searched leaf is appended to LOG (after a first line of the D, E and C it was searched with), and a LOG "
     "left by a stopped run of the same command resumes it (one of other D, E or C is refused); "
     "book extend FILE [same options]  add positions to FILE (use a new --seed for new lines); "
     "book show (TRANSCRIPT | --position \"OBF\") [--book FILE]  the opening's name and the book moves; "
     "book export [--book FILE] [OUT]  the book as text (default: the built-in book, to stdout); "
     "book import TEXT BOOK  a book from its text form; "
     "book lines --lines-from GAMES [--lines-from GAMES]... [--lines-plies P] [--lines-min K]  the popular lines the build adds, one "
     "transcript a line, one per final position (e.g. match openings from the book's tree)",
     run_book}};

}  // namespace
}  // namespace cli
