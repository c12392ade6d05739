// reversi-engine book: build, extend, show, export and import the opening book.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "commands.h"
#include "reversi/book.h"
#include "reversi/book_builder.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/openings.h"

namespace cli {
namespace {

std::string signed_text(int value) { return (value >= 0 ? "+" : "") + std::to_string(value); }

std::string read_text_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot open the file");
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The build options of `book build` and `book extend`; returns the book file's path.
std::string read_build_options(const Args& args, reversi::BookBuildOptions& o) {
    std::string path;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--games") {
            o.games = parse_int(option_value(args, i), "--games", 0, 10000000);
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
        } else if (args[i] == "--seed") {
            o.seed = static_cast<std::uint64_t>(parse_int(option_value(args, i), "--seed", 0, 1000000000));
        } else if (args[i] == "--threads") {
            o.threads = parse_int(option_value(args, i), "--threads", 1, 256);
        } else if (args[i] == "--no-names") {
            o.named = false;
        } else if (!args[i].empty() && args[i][0] == '-') {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else if (path.empty()) {
            path = args[i];
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (path.empty()) throw UsageError{"the book FILE is required"};
    return path;
}

int build_or_extend(const Args& args, bool extend) {
    reversi::BookBuildOptions options;
    const std::string path = read_build_options(args, options);
    const reversi::Book old = extend ? reversi::Book::load(path) : reversi::Book();
    const auto start = std::chrono::steady_clock::now();
    const auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    const reversi::Book book = reversi::extend_book(old, options, [&](const reversi::BookBuildProgress& p) {
        if (p.searched == 0)
            std::fprintf(stderr, "%zu new positions, %zu to search\n", p.new_positions, p.to_search);
        else if (p.searched % 100 == 0 || p.searched == p.to_search)
            std::fprintf(stderr, "searched %zu/%zu (%.0f s)\n", p.searched, p.to_search, seconds());
    });
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
    bool have_transcript = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--book") {
            path = option_value(args, i);
        } else if (args[i] == "--position") {
            obf = option_value(args, i);
        } else if (!args[i].empty() && args[i][0] == '-') {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else if (!have_transcript) {
            transcript = args[i];
            have_transcript = true;
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    if (have_transcript == !obf.empty()) throw UsageError{"give either a TRANSCRIPT or --position \"OBF\""};
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
            path = option_value(args, i);
        } else if (!args[i].empty() && args[i][0] == '-') {
            throw UsageError{"unknown option '" + args[i] + "'"};
        } else if (out_path.empty()) {
            out_path = args[i];
        } else {
            throw UsageError{"unexpected argument '" + args[i] + "'"};
        }
    }
    reversi::Book storage;
    const std::string text = chosen_book(path, storage).to_text();
    if (out_path.empty() || out_path == "-") {
        std::fputs(text.c_str(), stdout);
        return 0;
    }
    std::ofstream out(out_path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error(out_path + ": cannot write the file");
    return 0;
}

int import_text(const Args& args) {
    if (args.size() != 3) throw UsageError{"expected TEXT-FILE BOOK-FILE"};
    reversi::Book book;
    try {
        book = reversi::Book::from_text(read_text_file(args[1]));
    } catch (const reversi::ParseError& e) {
        throw reversi::ParseError(e.within(args[1]));
    }
    book.save(args[2]);
    std::printf("%s: %zu positions\n", args[2].c_str(), book.size());
    return 0;
}

int run_book(const Args& args) {
    if (args.empty()) throw UsageError{"expected build, extend, show, export or import"};
    if (args[0] == "build") return build_or_extend(args, false);
    if (args[0] == "extend") return build_or_extend(args, true);
    if (args[0] == "show") return show(args);
    if (args[0] == "export") return export_text(args);
    if (args[0] == "import") return import_text(args);
    throw UsageError{"unknown book command '" + args[0] + "' (expected build, extend, show, export or import)"};
}

const Registration registration{
    {"book",
     "book build FILE [--games N] [--plies P] [--depth D] [--exact E] [--seed S] [--no-names] [--line-depth D] "
     "[--line-margin M] [--threads T]  build an opening book from the named openings and N self-play lines of P "
     "moves, each position scored by a search at depth D (exact from E empties), minimax through the book; "
     "book extend FILE [same options]  add positions to FILE (use a new --seed for new lines); "
     "book show (TRANSCRIPT | --position \"OBF\") [--book FILE]  the opening's name and the book moves; "
     "book export [--book FILE] [OUT]  the book as text (default: the built-in book, to stdout); "
     "book import TEXT BOOK  a book from its text form",
     run_book}};

}  // namespace
}  // namespace cli
