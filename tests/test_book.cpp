// The opening names (under symmetry) and the opening book: its file format, its text
// form, and that its moves are never much worse than a fresh deep search.
#include "reversi/nboard.h"

#include <QtTest>

#include <mutex>
#include <random>
#include <set>
#include <stdexcept>
#include <string>

#include "reversi/book.h"
#include "reversi/book_builder.h"
#include "reversi/notation.h"
#include "reversi/players.h"
#include "reversi/openings.h"
#include "reversi/search.h"

using namespace reversi;

namespace {

std::string name_of(const std::string& transcript) {
    const NamedOpening* o = current_opening(opening_marks(parse_transcript(transcript)));
    return o ? o->key : "";
}

template <class F>
QString error_of(F f) {
    try {
        f();
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// A small book built here: no names, a few short lines, a shallow search.
const Book& small_book() {
    static const Book book = [] {
        BookBuildOptions o;
        o.games = 6;
        o.plies = 8;
        o.depth = 4;
        o.named = false;
        return extend_book(Book(), o);
    }();
    return book;
}

}  // namespace

class TestBook : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theListIsBuiltIn() {
        const auto& openings = named_openings();
        QVERIFY(openings.size() >= 70);
        std::set<std::string> keys;
        for (const NamedOpening& o : openings) keys.insert(o.key);
        QCOMPARE(keys.size(), openings.size());
        for (const char* key : {"tiger", "rose", "buffalo-kenichi-variation", "heath-tobidashi", "cow", "snake-peasant",
                                "aubrey-tanaka", "rose-v-toth", "cow-bat-bat-cambridge"})
            QVERIFY2(keys.count(key), key);
    }

    // Lines from the four first moves, written as a second published list gives them
    // (its own orientation for each start), name the same openings.
    void namesUnderSymmetry() {
        QCOMPARE(name_of("f5d6c3d3c4"), std::string("tiger"));
        QCOMPARE(name_of("c4e3f6e6f5"), std::string("tiger"));
        QCOMPARE(name_of("d3c5f6f5e6"), std::string("tiger"));
        QCOMPARE(name_of("e6f4c3c4d3"), std::string("tiger"));
        QCOMPARE(name_of("d3c5f6f5e6e3c3"), std::string("stephenson"));
        QCOMPARE(name_of("e6f4c3c4d3d6f6"), std::string("stephenson"));
        QCOMPARE(name_of("e6f6f5d6c5e3d3"), std::string("rose-v-toth"));
        QCOMPARE(name_of("c4c3d3e3f4d6e6"), std::string("rose-v-toth"));
        QCOMPARE(name_of("e6f4e3d6c5f3c4f6f5g4"), std::string("rose"));
        QCOMPARE(name_of("c4c5"), std::string("parallel-opening"));
        QCOMPARE(name_of("d3c3"), std::string("diagonal-opening"));
        // Every name, from each start: the images of its line under the symmetries
        // that keep the start position reach it at the same move.
        std::set<int> first_moves;
        for (const NamedOpening& o : named_openings()) {
            for (int s = 0; s < kSymmetryCount; ++s) {
                if (Position::start().transformed(s) != Position::start()) continue;
                std::vector<int> line;
                for (int m : o.moves) line.push_back(transform_square(m, s));
                first_moves.insert(line[0]);
                const auto marks = opening_marks(line);
                QVERIFY(!marks.empty());
                QCOMPARE(marks.back().opening, &o);
                QCOMPARE(marks.back().ply, int(line.size()));
            }
        }
        QCOMPARE(first_moves, (std::set<int>{parse_square("f5"), parse_square("d3"), parse_square("c4"),
                                             parse_square("e6")}));
    }

    void marksAreTheMovesWhereNamesAreReached() {
        const auto marks = opening_marks(parse_transcript("f5d6c3d3c4f4f6f3"));
        QCOMPARE(int(marks.size()), 4);
        QCOMPARE(marks[0].ply, 2);
        QCOMPARE(marks[0].opening->key, std::string("perpendicular-opening"));
        QCOMPARE(marks[1].ply, 5);
        QCOMPARE(marks[1].opening->name, std::string("Tiger"));
        QCOMPARE(marks[2].ply, 7);
        QCOMPARE(marks[3].opening->key, std::string("compoth"));
        QVERIFY(opening_marks(parse_transcript("f5f6e6")).size() == 1);  // the diagonal opening only
        QVERIFY(current_opening({}) == nullptr);
    }

    void badNameListsAreRefused() {
        QString e = error_of([] { parse_opening_names("f5d6\ttiger\tTiger\nf5z9\tx\tX\n"); });
        QVERIFY2(e.contains("line 2") && e.contains("'z9'"), qPrintable(e));
        e = error_of([] { parse_opening_names("f5d6\tperp\tPerpendicular\nc4e3\tother\tOther\n"); });
        QVERIFY2(e.contains("line 2") && e.contains("same position as line 1"), qPrintable(e));
        e = error_of([] { parse_opening_names("f5d6 perp Perpendicular\n"); });
        QVERIFY2(e.contains("line 1") && e.contains("tab"), qPrintable(e));
        e = error_of([] { parse_opening_names("f5d6\tPerp\tPerpendicular\n"); });
        QVERIFY2(e.contains("key"), qPrintable(e));
    }

    void bookHoldsItsLinesUnderSymmetry() {
        const Book& book = small_book();
        QVERIFY(book.size() > 10);
        const BookEntry* root = book.find(Position::start());
        QVERIFY(root != nullptr);
        // The four first moves lead to one position, up to symmetry.
        for (const char* first : {"f5", "d3", "c4", "e6"})
            QCOMPARE(book.find(Position::start().play(parse_square(first))),
                     book.find(Position::start().play(parse_square("f5"))));
        // The start's value is the best of its book moves.
        const std::vector<BookMove> moves = book_moves(book, Position::start());
        QVERIFY(!moves.empty());
        QCOMPARE(moves.front().score, int(root->value));
    }

    // The lines shared by at least K games, counted under symmetry: d3c3c4e3 is
    // f5f6e6f4 mirrored, so each of the two is reached by two games.
    void popularLinesAreTheSharedTree() {
        std::vector<std::vector<int>> games;
        for (const char* g : {"f5d6c3d3c4f4", "f5d6c3d3c4f4c5", "f5d6c3d3c4b5", "f5f6e6f4", "d3c3c4e3"})
            games.push_back(parse_transcript(g));
        const auto transcripts = [](const std::vector<std::vector<int>>& lines) {
            std::set<std::string> set;
            for (const auto& line : lines) set.insert(write_transcript(line));
            return set;
        };
        QCOMPARE(transcripts(popular_lines(games, 20, 2)),
                 (std::set<std::string>{"f5d6c3d3c4f4", "f5f6e6f4", "d3c3c4e3"}));
        QCOMPARE(transcripts(popular_lines(games, 3, 2)), (std::set<std::string>{"f5d6c3", "f5f6e6", "d3c3c4"}));
        // Three games share f5d6c3d3c4 only; the diagonal lines stop after their first move.
        QCOMPARE(transcripts(popular_lines(games, 20, 3)), (std::set<std::string>{"f5d6c3d3c4", "d3"}));
        QVERIFY(popular_lines(games, 20, 6).empty());
    }

    // Given lines enter the book; a build given the leaves an earlier run searched
    // takes them instead of searching again and otherwise ends with the same book.
    void buildAddsLinesAndResumesFromSearchedLeaves() {
        BookBuildOptions o;
        o.games = 0;
        o.depth = 4;
        o.named = false;
        o.lines = {parse_transcript("f5d6c3d3c4f4f6"), parse_transcript("f5f6e6f4e3")};
        std::vector<BookEntry> logged;
        const Book whole = extend_book(Book(), o, [&](const BookBuildProgress& p) {
            if (p.last) logged.push_back(*p.last);
        });
        QCOMPARE(int(whole.size()), 7 + 5 + 1 - 1);  // both lines, the start; f5 shared
        for (const char* line : {"f5d6c3d3c4f4f6", "f5f6e6f4e3"}) {
            Position p = Position::start();
            for (int m : parse_transcript(line)) QVERIFY(whole.find(p = p.play(m)) != nullptr);
        }
        QCOMPARE(logged.size(), whole.size());

        // Resume from the first half of the log, one of its leaves altered so that
        // taking it (rather than searching again) shows.
        std::vector<BookEntry> half(logged.begin(), logged.begin() + logged.size() / 2);
        half[0].leaf_score = static_cast<std::int8_t>(half[0].leaf_score + 7);
        std::size_t searched_again = 0;
        const Book resumed = extend_book(Book(), o, [&](const BookBuildProgress& p) { searched_again += p.last != nullptr; },
                                         Book(half));
        QCOMPARE(searched_again, logged.size() - half.size());
        const BookEntry* altered = resumed.find_canonical(half[0].player, half[0].opponent);
        QVERIFY(altered && altered->leaf_score == half[0].leaf_score);
        half[0].leaf_score = static_cast<std::int8_t>(half[0].leaf_score - 7);
        QVERIFY(extend_book(Book(), o, {}, Book(half)).entries() == whole.entries());
    }

    // Self-play lines from roots continue them: the book is the roots' positions and
    // a tree below the root's end, to `plies` moves from the start.
    void linesContinueTheirRoots() {
        BookBuildOptions o;
        o.games = 3;
        o.plies = 9;
        o.line_depth = 2;
        o.line_margin = 64;  // any move: the lines part after the root
        o.depth = 3;
        o.named = false;
        const std::vector<int> tiger = parse_transcript("f5d6c3d3c4");
        o.roots = {tiger};
        const Book book = extend_book(Book(), o);
        Position end = Position::start();
        for (int m : tiger) {
            QVERIFY(book.find(end));
            end = end.play(m);
        }
        std::set<std::pair<Bitboard, Bitboard>> below;  // the end and the book's tree under it
        std::vector<Position> todo{end};
        while (!todo.empty()) {
            const Position p = todo.back();
            todo.pop_back();
            const BookEntry* e = book.find(p);
            if (!e || !below.insert({e->player, e->opponent}).second) continue;
            QVERIFY(popcount(p.player | p.opponent) <= 4 + o.plies);
            for (Bitboard m = p.moves(); m; m = without_first(m)) todo.push_back(p.play(first_square(m)));
        }
        QCOMPARE(book.size(), tiger.size() + below.size());
        QVERIFY(below.size() > 4 + 1);  // three lines of four moves part somewhere
    }

    // Guided lines: one colour plays the book's best move, or out of the book the leaf
    // search's best move; the other draws at the line depth. From the Tiger's end
    // (White to move), line 1 is White's guided line and line 0 Black's, where White
    // draws its move.
    void guidedLinesPlayTheBooksMoves() {
        BookBuildOptions o;
        o.games = 2;
        o.line_depth = 1;
        o.line_margin = 0;
        o.depth = 4;
        o.named = false;
        o.guided = true;
        const std::vector<int> tiger = parse_transcript("f5d6c3d3c4");
        o.roots = {tiger};
        o.plies = static_cast<int>(tiger.size()) + 1;
        Position end = Position::start();
        for (int m : tiger) end = end.play(m);
        QCOMPARE(end.to_move, Color::White);

        SearchLimits leaf;
        leaf.depth = o.depth;
        leaf.exact_empties = o.exact_empties;
        const int searched_best = Search(o.table_megabytes).best_move(end, leaf).move;
        // The drawing colour picks among the moves as good as the best at the line
        // depth (a margin of 0 leaves a choice only where scores tie).
        SearchLimits line;
        line.depth = o.line_depth;
        const std::vector<MoveScore> scored = Search(o.table_megabytes).analyze(end, line);
        Bitboard drawable = 0;
        for (const MoveScore& s : scored)
            if (s.score == scored.front().score) drawable |= square_bit(s.move);
        const Book fresh = extend_book(Book(), o);
        Bitboard booked_children = 0;
        for (Bitboard m = end.moves(); m; m = without_first(m))
            if (fresh.find(end.play(first_square(m)))) booked_children |= square_bit(first_square(m));
        QVERIFY(booked_children & square_bit(searched_best));  // the guided line
        QVERIFY(booked_children & drawable);                    // the drawn one
        QCOMPARE(booked_children & ~drawable & ~square_bit(searched_best), Bitboard{0});
        QVERIFY(popcount(booked_children) <= 2);
        QCOMPARE(fresh.size(), tiger.size() + 1 + popcount(booked_children));

        // A book whose best move at the end is one neither search plays: the guided
        // line follows the book.
        Bitboard others = end.moves() & ~square_bit(searched_best) & ~drawable;
        QVERIFY(others != 0);
        const int booked = first_square(others);
        const CanonicalBoard c = canonical_board(end.player, end.opponent);
        BookEntry e;
        e.player = c.player;
        e.opponent = c.opponent;
        e.leaf_move = static_cast<std::uint8_t>(transform_square(booked, c.symmetry));
        e.leaf_score = 20;
        e.depth = 18;
        std::vector<BookEntry> entries{e};
        back_up_values(entries);
        const Book followed = extend_book(Book(std::move(entries)), o);
        QVERIFY(followed.find(end.play(booked)));
        QVERIFY(!followed.find(end.play(searched_best)) || (drawable & square_bit(searched_best)));
    }

    // Workers drawing lines and searching leaves side by side build the same book as
    // one, every leaf reported once; a progress callback that throws (a log that cannot
    // be written) stops them all and reaches the caller.
    void workersBuildTheSameBook() {
        BookBuildOptions o;
        o.games = 6;
        o.plies = 6;
        o.line_depth = 2;
        o.depth = 5;
        o.named = false;
        const Book one = extend_book(Book(), o);
        o.workers = 3;
        std::set<std::pair<Bitboard, Bitboard>> reported;
        const Book three = extend_book(Book(), o, [&](const BookBuildProgress& p) {
            if (p.last) QVERIFY(reported.insert({p.last->player, p.last->opponent}).second);
        });
        QVERIFY(one.size() > 20);
        QCOMPARE(reported.size(), one.size());
        QVERIFY(three.entries() == one.entries());

        std::size_t calls = 0;
        bool thrown = false;
        try {
            extend_book(Book(), o, [&](const BookBuildProgress& p) {
                ++calls;
                if (p.searched == 3) throw std::runtime_error("log full");
            });
        } catch (const std::runtime_error& e) {
            thrown = std::string(e.what()) == "log full";
        }
        QVERIFY(thrown);
        QVERIFY(calls < one.size());
    }

    void valuesAreTheMinimaxOfTheLeaves() {
        for (const BookEntry& e : small_book().entries()) {
            const Position p{e.player, e.opponent, Color::Black};
            int best = e.leaf_move == BookEntry::kNoLeaf ? -65 : e.leaf_score;
            for (Bitboard m = p.moves(); m; m = without_first(m))
                if (const BookEntry* child = small_book().find(p.play(first_square(m))))
                    best = std::max(best, -int(child->value));
            QCOMPARE(int(e.value), best);
        }
    }

    void binaryRoundTripAndBadFiles() {
        const std::string bytes = small_book().to_bytes();
        QVERIFY(Book::from_bytes(bytes, "test").entries() == small_book().entries());

        std::string corrupt = bytes;
        corrupt[corrupt.size() / 2] ^= 0x10;
        QString e = error_of([&] { Book::from_bytes(corrupt, "x.book"); });
        QVERIFY2(e.startsWith("x.book: ") && e.contains("checksum mismatch"), qPrintable(e));
        e = error_of([&] { Book::from_bytes(bytes.substr(0, bytes.size() - 20), "x.book"); });
        QVERIFY2(e.contains("truncated"), qPrintable(e));
        e = error_of([&] { Book::from_bytes("hello, world, this is text", "x.book"); });
        QVERIFY2(e.contains("not an opening book file"), qPrintable(e));
        std::string other_version = bytes;
        other_version[4] = 2;
        e = error_of([&] { Book::from_bytes(other_version, "x.book"); });
        QVERIFY2(e.contains("unsupported book version 2"), qPrintable(e));
        e = error_of([&] { Book::load("/nonexistent/dir/x.book"); });
        QVERIFY2(e.contains("cannot open"), qPrintable(e));

        // A book that cannot be saved leaves the one it was to replace as it was.
        QTemporaryDir dir;
        const std::string path = dir.filePath("x.book").toStdString();
        small_book().save(path);
        QVERIFY(QDir(dir.path()).mkdir("x.book.tmp"));  // the temporary cannot be made
        e = error_of([&] { Book().save(path); });
        QVERIFY2(e.startsWith(QString::fromStdString(path) + ": cannot write the book (cannot write "), qPrintable(e));
        QVERIFY(Book::load(path).entries() == small_book().entries());
    }

    void textRoundTripAndBadText() {
        const std::string text = small_book().to_text();
        QVERIFY(Book::from_text(text).entries() == small_book().entries());
        QCOMPARE(Book::from_text(text).to_text(), text);

        // A line with a bad field: the line and the column.
        const std::size_t second = text.find('\n', text.find('\n') + 1) + 1;  // after the comment and one line
        std::string bad = text;
        const std::size_t leaf_column = bad.find(' ', second + 64 + 1 + 1);  // after "<cells> <side>"
        QVERIFY(leaf_column != std::string::npos && leaf_column + 3 <= bad.size());
        bad[leaf_column + 1] = 'z';  // (not replace(): GCC 12 warns of its memmove here, wrongly)
        bad[leaf_column + 2] = '9';
        QString e = error_of([&] { Book::from_text(bad); });
        QVERIFY2(e.contains("line 3, column " + QString::number(leaf_column + 2 - second)), qPrintable(e));
        e = error_of([&] { Book::from_text(text + text.substr(second)); });
        QVERIFY2(e.contains("already in the book"), qPrintable(e));
    }

    void levelsPickWithinTheirMargin() {
        const Book& book = small_book();
        std::mt19937_64 rng(7);
        std::set<int> seen;
        const std::vector<BookMove> moves = book_moves(book, Position::start());
        for (int i = 0; i < 40; ++i) {
            const std::optional<BookMove> m = book_move(book, Position::start(), 1, rng);
            QVERIFY(m.has_value());
            QVERIFY(m->score >= moves.front().score - book_margin(1));
            seen.insert(m->move);
        }
        QVERIFY(seen.size() > 1);  // the four symmetric first moves at least
        // Out of book: no move (a position far from the start's few lines).
        QVERIFY(!book_move(book, Position::from_colors(0x0000001818000000ull, 0x0000240000240000ull, Color::Black), 1, rng));
        QVERIFY(book_margin(20) == 0 && book_margin(1) >= book_margin(10));
    }

    void playersAndNboardUseTheBook() {
        for (const char* name : {"level:3:book", "depth:3:pattern:book", "time:20:book"})
            QCOMPARE(QString::fromStdString(make_player(name)->name()), QString(name));
        for (const char* bad : {"depth:3:book:pattern", "level:3:bok", "book", "level:book"})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, make_player(bad));

        // A book player plays book moves (the book's best at depth:D, no margin).
        const Book& book = small_book();
        EnginePlayer player("book", SearchLimits{}, 1, default_evaluator(), &book, kMaxLevel);
        GameRecord game;
        const int best = book_moves(book, Position::start()).front().score;
        for (int i = 0; i < 8; ++i) {
            const int move = player.choose_move(game);
            bool listed = false;
            for (const BookMove& m : book_moves(book, Position::start()))
                listed = listed || (m.move == move && m.score == best);
            QVERIFY(listed);
        }

        // NBoard with a book answers 'go' from it, with the book score.
        std::vector<std::string> lines;
        std::mutex mutex;
        NboardEngine engine(
            [&](const std::string& line) {
                const std::lock_guard<std::mutex> lock(mutex);
                lines.push_back(line);
            },
            1, 16, nullptr, &book);
        engine.handle("go");
        engine.finish();
        QCOMPARE(int(lines.size()), 1);
        const std::string answer = lines[0];
        QVERIFY2(answer.rfind("=== ", 0) == 0, answer.c_str());
        const int move = parse_square(answer.substr(4, 2));
        QVERIFY(Position::start().is_legal(move));
        QCOMPARE(answer.substr(6, answer.find('/', 7) - 6), std::string(1, '/').append(std::to_string(best)).append(".00"));
    }

    // The built-in book: on random book positions, every move a level may draw from it
    // scores, by a fresh search (depth 10, all moves), within the level's margin plus a
    // set tolerance of that search's best move: the tolerance covers the disagreement
    // of two estimates (the book's scores come from depth-16 selective leaves deeper in its tree).
    void builtInBookIsNeverMuchWorseThanSearch() {
        const Book& book = builtin_book();
        QVERIFY2(book.size() > 1000, "the built-in book is missing or tiny");
        constexpr int kTolerance = 5;  // discs
        Search search(64);
        SearchLimits limits;
        limits.depth = 10;
        std::mt19937_64 rng(11);
        int checked = 0;
        while (checked < 12) {
            const BookEntry& e = book.entries()[std::uniform_int_distribution<std::size_t>(0, book.size() - 1)(rng)];
            const Position p{e.player, e.opponent, Color::Black};
            const std::vector<BookMove> moves = book_moves(book, p);
            if (moves.size() < 2) continue;
            const std::vector<MoveScore> fresh = search.analyze(p, limits);
            for (const int level : {kMinLevel, kDefaultLevel, kMaxLevel}) {
                for (const BookMove& m : moves) {
                    if (m.score < moves.front().score - book_margin(level)) break;  // never drawn
                    const auto it =
                        std::find_if(fresh.begin(), fresh.end(), [&](const MoveScore& s) { return s.move == m.move; });
                    QVERIFY(it != fresh.end());
                    const QString why = QString("level %1, book move %2 scores %3 by search, best %4")
                                            .arg(level)
                                            .arg(QString::fromStdString(square_name(m.move)))
                                            .arg(it->score)
                                            .arg(fresh.front().score);
                    QVERIFY2(it->score >= fresh.front().score - book_margin(level) - kTolerance, qPrintable(why));
                }
            }
            ++checked;
        }
    }
};

QTEST_GUILESS_MAIN(TestBook)
#include "test_book.moc"
