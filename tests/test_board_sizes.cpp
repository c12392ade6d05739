// Reversi on every board size (sized_board.h): the start layouts, the engine against
// the plain mailbox reference on random games, perft tables, and that a position where
// neither side can move ends the game at once.
#include <QtTest>

#include <chrono>
#include <fstream>
#include <random>
#include <sstream>

#include "reference_sized_rules.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/sized_board.h"
#include "reversi/sized_match.h"
#include "reversi/sized_search.h"
#include "sanitized.h"

using namespace reversi;
using sized::Board;
using sized::Cells;
using sized::Setup;
using sized::StartLayout;

namespace {

const int kSizes[] = {4, 6, 8, 10};

Cells to_cells(const std::vector<int>& squares) {
    Cells c = 0;
    for (int sq : squares) c |= sized::cell_bit(sq);
    return c;
}

Board from_reference(const reference_sized::Board& r) {
    std::vector<int> black, white;
    for (int sq = 0; sq < r.size() * r.size(); ++sq) {
        if (r.at(sq) == reference_sized::Black) black.push_back(sq);
        if (r.at(sq) == reference_sized::White) white.push_back(sq);
    }
    return Board::from_colors(r.size(), to_cells(black), to_cells(white),
                              r.to_move == reference_sized::Black ? Color::Black : Color::White);
}

reference_sized::Board reference_start(const Setup& s) {
    return reference_sized::Board(s.size, s.layout == StartLayout::Parallel,
                                  s.first == Color::Black ? reference_sized::Black : reference_sized::White);
}

// The four start setups of a size.
std::vector<Setup> setups(int size) {
    std::vector<Setup> all;
    for (StartLayout layout : {StartLayout::Crossed, StartLayout::Parallel})
        for (Color first : {Color::Black, Color::White}) all.push_back({size, layout, first});
    return all;
}

// A random game from `setup` to the end, passes explicit.
std::vector<int> random_game(const Setup& setup, std::mt19937_64& random) {
    std::vector<int> moves;
    for (Board b = Board::start(setup); !b.is_game_over(); b = b.apply(moves.back())) {
        const std::vector<int> legal = b.legal_moves();
        moves.push_back(legal.empty() ? b.pass_move() : legal[random() % legal.size()]);
    }
    return moves;
}

// The message of the ParseError `parse` throws (empty when it throws none).
template <class F>
QString parse_error(F&& parse) {
    try {
        parse();
    } catch (const ParseError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestBoardSizes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void supportedSizes() {
        for (int n = 0; n <= 12; ++n) QCOMPARE(sized::is_supported_size(n), n == 4 || n == 6 || n == 8 || n == 10);
    }

    void startLayouts() {
        // 8x8 crossed, Black first, is the 8x8 engine's start.
        QCOMPARE(Board::start({8, StartLayout::Crossed, Color::Black}), Board::from_position(Position::start()));
        // 10x10 crossed: e5 and f6 white, e6 and f5 black (columns a-j, rows 1-10).
        const Board crossed = Board::start({10, StartLayout::Crossed, Color::White});
        QCOMPARE(crossed.to_move, Color::White);
        QCOMPARE(crossed.white(), sized::cell_bit(4 + 10 * 4) | sized::cell_bit(5 + 10 * 5));
        QCOMPARE(crossed.black(), sized::cell_bit(4 + 10 * 5) | sized::cell_bit(5 + 10 * 4));
        // 6x6 side by side: c3 and d3 white, c4 and d4 black; Black may play b2, c2, d2, e2.
        const Board parallel = Board::start({6, StartLayout::Parallel, Color::Black});
        QCOMPARE(parallel.white(), sized::cell_bit(2 + 6 * 2) | sized::cell_bit(3 + 6 * 2));
        QCOMPARE(parallel.black(), sized::cell_bit(2 + 6 * 3) | sized::cell_bit(3 + 6 * 3));
        QCOMPARE(parallel.legal_moves(), (std::vector<int>{1 + 6, 2 + 6, 3 + 6, 4 + 6}));
        for (int n : kSizes)
            for (const Setup& s : setups(n)) {
                const Board b = Board::start(s);
                QCOMPARE(b.empty_count(), n * n - 4);
                QCOMPARE(b.empties() ^ b.black() ^ b.white(), b.all_squares());
                QCOMPARE(b, from_reference(reference_start(s)));
                QCOMPARE(b.legal_moves().size(), std::size_t{4});
            }
    }

    // The engine and the reference agree on legal moves, flips, passes, the end of the
    // game and the score, at every position of random games from every start.
    void matchesReferenceOnRandomGames_data() {
        QTest::addColumn<int>("size");
        for (int n : kSizes) QTest::newRow(qPrintable(QString("%1x%1").arg(n))) << n;
    }
    void matchesReferenceOnRandomGames() {
        QFETCH(int, size);
        std::mt19937_64 random(20261130u + size);
        const std::vector<Setup> starts = setups(size);
        int positions = 0;
        for (int game = 0; positions < (kSanitized ? 40000 : 200000); ++game) {
            const Setup& setup = starts[game % starts.size()];
            reference_sized::Board r = reference_start(setup);
            Board b = Board::start(setup);
            for (;;) {
                ++positions;
                QCOMPARE(b, from_reference(r));
                const std::vector<int> moves = r.legal_moves();
                QCOMPARE(b.legal_moves(), moves);
                QCOMPARE(b.moves(), to_cells(moves));
                for (int sq : moves) QCOMPARE(b.flipped_discs(sq), to_cells(r.flips(sq)));
                const bool over = r.game_over();
                QCOMPARE(b.is_game_over(), over);
                QCOMPARE(b.must_pass(), moves.empty() && !over);
                if (over) {
                    QCOMPARE(b.black_score(), r.black_score());
                    break;
                }
                if (moves.empty()) {
                    r.pass();
                    b = b.apply(b.pass_move());
                    continue;
                }
                const int sq = moves[random() % moves.size()];
                r.play(sq);
                b = b.apply(sq);
            }
        }
    }

    // perft tables of tests/data/perft_sizes.txt: "SIZE LAYOUT FIRST DEPTH NODES".
    // The engine checks every row up to a depth a test can afford; the reference the
    // smaller depths (REVERSI_PERFT_FULL=1: every row, both; that is how the table was
    // checked when it was made).
    void perftTables_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("first");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        std::ifstream in(REVERSI_TEST_DATA "/perft_sizes.txt");
        QVERIFY2(in, "tests/data/perft_sizes.txt is missing");
        std::string line;
        int rows = 0;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream fields(line);
            int size = 0, depth = 0;
            std::string layout, first;
            unsigned long long nodes = 0;
            QVERIFY2(static_cast<bool>(fields >> size >> layout >> first >> depth >> nodes), line.c_str());
            QTest::newRow(line.c_str()) << size << QString::fromStdString(layout) << QString::fromStdString(first)
                                        << depth << qulonglong(nodes);
            ++rows;
        }
        QVERIFY(rows >= 20);
    }
    void perftTables() {
        QFETCH(int, size);
        QFETCH(QString, layout);
        QFETCH(QString, first);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        Setup setup{size, StartLayout::Crossed, first == "white" ? Color::White : Color::Black};
        QVERIFY(sized::parse_layout(layout.toStdString(), setup.layout));
        const bool full = qgetenv("REVERSI_PERFT_FULL") == "1";
        if (full || nodes <= (kSanitized ? 2'000'000 : 20'000'000))
            QCOMPARE(qulonglong(sized::perft(Board::start(setup), depth)), nodes);
        if (full || nodes <= (kSanitized ? 100'000 : 300'000))
            QCOMPARE(qulonglong(reference_sized::perft(reference_start(setup), depth)), nodes);
    }

    // A position where neither side can move is over at once, whatever its size and
    // whoever is to move: no move, no pass, and the score counts the empties.
    void noMoveForEitherSideEndsTheGame() {
        for (int n : kSizes)
            for (const Setup& s : setups(n)) {
                // One colour only: the other side has no disc left to flip.
                Board b = Board::start(s);
                b = Board::from_colors(n, b.black() | b.white(), 0, s.first);
                QVERIFY(b.is_game_over());
                QVERIFY(!b.must_pass());
                QVERIFY(b.legal_moves().empty());
                QCOMPARE(b.black_score(), n * n);
                QCOMPARE(sized::perft(b, 5), std::uint64_t{1});
                // The engine neither moves nor passes there: it reports the final score.
                sized::Engine engine(1);
                const SearchResult best = engine.best_move(b, level_limits(5));
                QCOMPARE(best.move, kNoMove);
                QVERIFY(best.exact);
                QCOMPARE(best.score, b.final_score());
                QVERIFY(engine.analyze(b, level_limits(5)).empty());
                const SolveResult solved = engine.solve(b);
                QCOMPARE(solved.score, b.final_score());
                QVERIFY(solved.pv.empty());
                // Two discs that cannot take each other (corners): a draw of 1-1.
                const Board corners = Board::from_colors(n, sized::cell_bit(0), sized::cell_bit(n * n - 1), s.first);
                QVERIFY(corners.is_game_over());
                QCOMPARE(corners.black_score(), 0);
            }
    }

    void squareNames() {
        QCOMPARE(square_name(99, 10), std::string("j10"));
        QCOMPARE(square_name(90, 10), std::string("a10"));
        QCOMPARE(square_name(35, 6), std::string("f6"));
        QCOMPARE(square_name(36, 6), std::string("PA"));
        QCOMPARE(parse_square("J10", 10), 99);
        QCOMPARE(parse_square("pa", 10), 100);
        QCOMPARE(parse_square("g1", 6), kNoMove);   // column g is off a 6x6 board
        QCOMPARE(parse_square("a7", 6), kNoMove);   // so is row 7
        QCOMPARE(parse_square("a11", 10), kNoMove);
        QCOMPARE(parse_square("a10", 8), kNoMove);
        for (int n : kSizes)
            for (int sq = 0; sq <= n * n; ++sq) QCOMPARE(parse_square(square_name(sq, n), n), sq);
    }

    // Transcripts, OBF lines and GGF records of random games of every size and start
    // read back as written.
    void notationRoundTrips() {
        std::mt19937_64 random(77);
        for (int n : kSizes)
            for (const Setup& setup : setups(n))
                for (int game = 0; game < 20; ++game) {
                    const std::vector<int> moves = random_game(setup, random);
                    const Board start = Board::start(setup);
                    QCOMPARE(parse_transcript(write_transcript(moves, n), start), moves);

                    sized::GgfGame g;
                    g.start = start;
                    g.type = std::to_string(n);
                    for (int m : moves) g.moves.push_back({m, std::nullopt, std::nullopt});
                    g.result = std::to_string(g.final_position().black_score());
                    const std::string text = sized::write_ggf(g);
                    QVERIFY(text.find("BO[" + std::to_string(n) + " ") != std::string::npos);
                    QCOMPARE(sized::parse_ggf_game(text), g);

                    Board b = start;
                    for (std::size_t i = 0; i < moves.size() / 2; ++i) b = b.apply(moves[i]);
                    sized::ObfRecord record{b, {}};
                    if (!b.is_game_over())
                        record.moves.push_back({b.must_pass() ? b.pass_move() : b.legal_moves().front(), -n});
                    const std::string line = sized::write_obf_line(record);
                    QCOMPARE(line.find(' '), std::size_t(n * n));
                    QCOMPARE(sized::parse_obf_line(line), record);
                }
        // Row 10 in a transcript without separators: "e4" then "e10" or "a10b9".
        const Board ten = Board::start({10, StartLayout::Crossed, Color::Black});
        QCOMPARE(parse_transcript("e4", ten), std::vector<int>{4 + 10 * 3});
        std::mt19937_64 seeded(5);
        const std::vector<int> game = random_game({10, StartLayout::Crossed, Color::Black}, seeded);
        // The game up to a move on row 10 and the move after it: written "…x10y9…" with no
        // separator, and read back as the same moves (row 10, not row 1 and a stray 0).
        std::size_t at = 0;
        while (at + 1 < game.size() && (game[at] < 90 || game[at] == ten.pass_move() || game[at + 1] == ten.pass_move())) ++at;
        QVERIFY(at + 1 < game.size());
        const std::vector<int> prefix(game.begin(), game.begin() + static_cast<std::ptrdiff_t>(at) + 2);
        const std::string text = write_transcript(prefix, 10);
        const std::string pair = square_name(prefix[at], 10) + square_name(prefix[at + 1], 10);
        QVERIFY2(text.size() >= pair.size() && text.compare(text.size() - pair.size(), pair.size(), pair) == 0, text.c_str());
        QCOMPARE(parse_transcript(text, ten), prefix);
    }

    // Every reader refuses what does not fit the board, naming where.
    void notationErrors_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString six = QString(14, '-') + "OX----XO" + QString(14, '-');  // 6x6 crossed, 36 cells
        QTest::newRow("obf cell count") << "obf" << QString(50, '-') + " X;"
                                        << "column 1: expected the cells of a board (16, 36, 64 or 100 of X, O, - or .), found 50";
        QTest::newRow("obf off the board") << "obf" << six + " X; g1:+2;"
                                           << "column 41: expected a move (a1..f6 or PA), found 'g1'";
        QTest::newRow("obf score too big") << "obf" << six + " X; c2:+37;"
                                           << "column 44: expected a score from -36 to +36, found '+37'";
        QTest::newRow("obf text line") << "obf text" << "% six\n" + six + " X;\n" + six + " Z;"
                                       << "line 3, column 38: expected the side to move (X or O), found 'Z'";
        const QString bo6 = "BO[6 " + six + " *]";
        QTest::newRow("ggf size 12") << "ggf" << "(;BO[12 " + QString(144, '-') + " *];)"
                                     << "game 1, line 1, column 3, tag BO: board size 12 is not supported (only 4, 6, 8 or 10)";
        QTest::newRow("ggf odd size") << "ggf" << "(;BO[5 " + QString(25, '-') + " *];)"
                                      << "game 1, line 1, column 3, tag BO: board size 5 is not supported (only 4, 6, 8 or 10)";
        QTest::newRow("ggf short board") << "ggf" << "(;BO[6 " + QString(30, '-') + " *];)"
                                         << "game 1, line 1, column 3, tag BO: 31 marks where 37 are expected: 36 cells, then the side to move (* or O)";
        QTest::newRow("ggf type mismatch") << "ggf" << "(;TY[8]" + bo6 + ";)"
                                           << "game 1, line 1, column 3, tag TY: board size 8 does not match BO's 6";
        QTest::newRow("ggf move off board") << "ggf" << "(;TY[6]" + bo6 + "B[G1];)"
                                            << "game 1, line 1, column 52, move 1 (B[G1]): 'G1' is not a square";
        QTest::newRow("ggf illegal") << "ggf" << "(;TY[6]\n" + bo6 + "\nB[C2]W[A1];)"
                                     << "game 1, line 3, column 6, move 2 (W[A1]): illegal for White";
        // The moves are read on the board BO gives, however its size is written.
        QTest::newRow("ggf size 006") << "ggf" << "(;TY[6]\nBO[006 " + six + " *]\nB[C2]W[A1];)"
                                      << "game 1, line 3, column 6, move 2 (W[A1]): illegal for White";
        QTest::newRow("transcript 6x6") << "transcript6" << "c2 g7" << "move 2: 'g7' is not a square (character 4)";
        QTest::newRow("transcript 10x10") << "transcript10" << "e4k1" << "move 2: 'k1' is not a square (character 3)";
        QTest::newRow("8x8 ggf refuses 10") << "ggf8" << "(;BO[10 " + QString(100, '-') + " *];)"
                                            << "game 1, line 1, column 3, tag BO: board size 10 is not supported (only 8)";
    }
    void notationErrors() {
        QFETCH(QString, kind);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string t = text.toStdString();
        QString got;
        if (kind == "obf") got = parse_error([&] { sized::parse_obf_line(t); });
        if (kind == "obf text") got = parse_error([&] { sized::parse_obf_text(t); });
        if (kind == "ggf") got = parse_error([&] { sized::parse_ggf(t); });
        if (kind == "ggf8") got = parse_error([&] { parse_ggf(t); });
        if (kind == "transcript6") got = parse_error([&] { parse_transcript(t, Board::start({6, StartLayout::Crossed, Color::Black})); });
        if (kind == "transcript10") got = parse_error([&] { parse_transcript(t, Board::start({10, StartLayout::Crossed, Color::Black})); });
        QCOMPARE(got, message);
    }

    // The solver against plain minimax: 4x4 from every start, and positions of random
    // games on every size with a few empties left; the principal variation reaches
    // the score it claims. With one thread and two (below the helpers' 12 empties on
    // the larger boards: twoThreadsSolveAsOne has them).
    void solverMatchesPlainMinimax() {
        sized::Engine engine(16);
        std::mt19937_64 random(99);
        for (int n : kSizes)
            for (const Setup& setup : setups(n))
                for (int game = 0; game < (n == 4 ? 1 : kSanitized ? 2 : 6); ++game) {
                    reference_sized::Board r = reference_start(setup);
                    Board b = Board::start(setup);
                    // To 4x4's start, or to 9 empties on the larger boards.
                    const int stop_at = n == 4 ? 12 : 9;
                    while (b.empty_count() > stop_at && !b.is_game_over()) {
                        const std::vector<int> moves = r.legal_moves();
                        if (moves.empty()) {
                            r.pass();
                            b = b.pass();
                            continue;
                        }
                        const int sq = moves[random() % moves.size()];
                        r.play(sq);
                        b = b.play(sq);
                    }
                    const int expected = reference_sized::solve(r);
                    for (int threads : {1, 2}) {
                        engine.clear();
                        const SolveResult solved = engine.solve(b, threads);
                        QCOMPARE(solved.score, expected);
                        Board end = b;
                        for (int move : solved.pv) {
                            QVERIFY(move == end.pass_move() ? end.must_pass() : end.is_legal(move));
                            end = end.apply(move);
                        }
                        if (!b.is_game_over()) QCOMPARE(solved.move, solved.pv.front());
                        QVERIFY(end.is_game_over());
                        QCOMPARE(b.to_move == end.to_move ? end.final_score() : -end.final_score(), expected);
                    }
                }
    }

    // With more empties than plain minimax can reach here, where the solve runs its
    // helper threads (from 12 empties) and the table is used below the root: two threads
    // give one thread's score, on 6x6 and 10x10 (the 128-bit table), with a principal
    // variation that reaches it.
    void twoThreadsSolveAsOne() {
        sized::Engine engine(16);
        std::mt19937_64 random(7);
        for (int n : {6, 10})
            for (const Setup& setup : setups(n))
                for (int game = 0; game < 2; ++game) {
                    Board b = Board::start(setup);
                    while (b.empty_count() > 14 && !b.is_game_over()) {
                        const std::vector<int> moves = b.legal_moves();
                        b = moves.empty() ? b.pass() : b.play(moves[random() % moves.size()]);
                    }
                    engine.clear();
                    const SolveResult one = engine.solve(b, 1);
                    engine.clear();
                    const SolveResult two = engine.solve(b, 2);
                    QCOMPARE(two.score, one.score);
                    Board end = b;
                    for (int move : two.pv) {
                        QVERIFY(move == end.pass_move() ? end.must_pass() : end.is_legal(move));
                        end = end.apply(move);
                    }
                    QVERIFY(end.is_game_over());
                    QCOMPARE(b.to_move == end.to_move ? end.final_score() : -end.final_score(), one.score);
                }
    }

    // Analysis: every move gets its exact score once the solve is reached, reported as
    // it comes with its depth; the midgame depths before it are flagged inexact.
    void analysisScoresEveryMove() {
        sized::Engine engine(16);
        std::mt19937_64 random(3);
        for (int n : {4, 6, 10}) {
            Board b = Board::start({n, StartLayout::Crossed, Color::Black});
            while (b.empty_count() > 10 || b.must_pass()) {
                const std::vector<int> moves = b.legal_moves();
                b = moves.empty() ? b.pass() : b.play(moves[random() % moves.size()]);
                if (b.is_game_over()) b = Board::start({n, StartLayout::Crossed, Color::Black});
            }
            SearchLimits limits = level_limits(6);  // depth 6, exact from 12 empties
            std::vector<MoveScore> reported;
            const std::vector<MoveScore> list = engine.analyze(b, limits, [&](const MoveScore& m) { reported.push_back(m); });
            QCOMPARE(list.size(), b.legal_moves().size());
            for (std::size_t i = 0; i < list.size(); ++i) {
                const MoveScore& m = list[i];
                QVERIFY(m.exact);
                QCOMPARE(m.depth, b.empty_count());
                if (i > 0) QVERIFY(list[i - 1].score >= m.score);
                QCOMPARE(m.score, -engine.solve(b.play(m.move)).score);
                QCOMPARE(m.pv.front(), m.move);
            }
            // Depths 1..5 (half the empties), then the solve: one report per move and step.
            QCOMPARE(reported.size(), list.size() * 6);
            QVERIFY(!reported.front().exact);
            QCOMPARE(reported.front().depth, 1);
            const SearchResult best = engine.best_move(b, limits);
            QCOMPARE(best.score, list.front().score);
            QVERIFY(best.exact);
        }
    }

    // Levels mean the same on every size, and a stopped search still answers legally.
    void levelsAndStopping() {
        sized::Engine engine(16);
        for (int n : kSizes) {
            const Board start = Board::start({n, StartLayout::Parallel, Color::White});
            QVERIFY(start.is_legal(sized::greedy_move(start)));
            const SearchResult r = engine.best_move(start, level_limits(3));
            QVERIFY(start.is_legal(r.move));
            QCOMPARE(r.depth, 3);  // level 3: 3 plies, exact from 6 empties
            QVERIFY(!r.exact);
            const std::atomic<bool> stop{true};
            SearchLimits limits = level_limits(20);
            limits.stop = &stop;
            const SearchResult stopped = engine.best_move(start, limits);
            QVERIFY(stopped.stopped);
            QVERIFY(start.is_legal(stopped.move));
        }
        // A time limit holds in the exact step too (a 6x6 position of 22 empties took
        // 12 s of a 0.2 s budget): the search answers from its last midgame depth.
        const Board six = sized::parse_obf_line("OX.....O.....XOX..XXOXX....OO......O X;").position;
        SearchLimits timed;
        timed.seconds = 0.2;
        timed.exact_empties = 36;
        QElapsedTimer clock;
        clock.start();
        const SearchResult r = engine.best_move(six, timed);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(six.is_legal(r.move));
        QVERIFY(!r.exact);
    }

    // One engine solving a 6x6 position whose discs all lie in its first 16 squares, then
    // 4x4's start (the same bits): the second answer is 4x4's own, not the 6x6 entry's
    // (the engine once answered -34, a score no 4x4 game has).
    void sizesSharingATableDoNotMeetInIt() {
        const Board six = sized::parse_obf_line("-----OX--XO------------------------- X;").position;
        const Board four = Board::start({4, StartLayout::Crossed, Color::Black});
        QCOMPARE(static_cast<std::uint64_t>(six.player), static_cast<std::uint64_t>(four.player));
        QCOMPARE(static_cast<std::uint64_t>(six.opponent), static_cast<std::uint64_t>(four.opponent));
        sized::Engine fresh(16), shared(16);
        const SolveResult expected = fresh.solve(four);
        shared.solve(six);
        QCOMPARE(shared.solve(four).score, expected.score);
        QCOMPARE(shared.best_move(four, level_limits(4)).score, fresh.best_move(four, level_limits(4)).score);
    }

    // A level or a move time means on 8x8 what it means for the 8x8 engine, whatever
    // the start: a match with --size 8 (or another start) played level 13 full width.
    void levelsAndTimesOfEachSize() {
        for (int level : {5, 13, 20}) {
            const SearchLimits eight = sized::level_limits(8, level), plain = level_limits(level);
            QCOMPARE(eight.depth, plain.depth);
            QCOMPARE(eight.exact_empties, plain.exact_empties);
            QCOMPARE(eight.probcut, plain.probcut);
            const SearchLimits six = sized::level_limits(6, level), full = full_width_level_limits(level);
            QCOMPARE(six.depth, full.depth);
            QCOMPARE(six.probcut, 0.0);
            QCOMPARE(eight.seconds, 0.0);  // 8x8's levels are fixed searches
            QVERIFY(six.seconds > 0 && six.seconds <= 4);
        }
        // A level on 10x10 answers within its time: level 13 searched 13 plies full width
        // here, over a minute (depth 12 alone took 18 s), where it is held to 2.6 s.
        const Board ten = sized::parse_obf_line(
            "O-OOO-----OOOXX-----OOXXXX----O-XOXX-----XXOXX------XXXXX-----XXXXXX------XX-O------XX--------X----- X;").position;
        sized::Engine engine(16);
        const auto start = std::chrono::steady_clock::now();
        const SearchResult r = engine.best_move(ten, sized::level_limits(10, 13));
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY(ten.is_legal(r.move));
        QVERIFY2(seconds < 2.6 + 1.0, qPrintable(QString::number(seconds)));
        QVERIFY(sized::level_limits(8, 13).probcut > 0);
        const SearchLimits timed = sized::move_time_limits(8, 0.5, 1);
        QCOMPARE(timed.seconds, 0.5);
        QVERIFY(timed.exact_empties > 0);
        QCOMPARE(sized::move_time_limits(6, 0.5, 1).seconds, 0.5);
        // A minute a move is a time like any other, on every board.
        for (int n : kSizes) QVERIFY(sized::make_player("time:60000", n) != nullptr);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sized::make_player("time:3600001", 6));
    }

    // Each match game is whole: from the setup's start, the opening's moves (the same
    // for both games of a pair), then the players' (at least one), to the end, with the
    // first player's score the final one from its side.
    void matchGamesHoldTheirOpening() {
        const Setup setup{4, StartLayout::Crossed};
        const auto greedy = sized::make_player("greedy", 4), level = sized::make_player("level:2", 4);
        std::vector<sized::MatchGame> games;
        sized::play_match(*greedy, *level, setup, 40, 11,
                          [&](const sized::MatchGame& game, const sized::MatchResult&) { games.push_back(game); });
        QCOMPARE(int(games.size()), 40);
        for (std::size_t g = 0; g < games.size(); ++g) {
            const sized::MatchGame& game = games[g];
            QVERIFY(game.start == Board::start(setup));
            QCOMPARE(game.opening_plies, 11);
            QVERIFY(int(game.moves.size()) > game.opening_plies);
            Board b = game.start;
            for (std::size_t i = 0; i < game.moves.size(); ++i) {
                const int m = game.moves[i];
                QVERIFY(!b.is_game_over());
                QVERIFY(m == b.pass_move() ? b.must_pass() : b.is_legal(m));
                b = b.apply(m);
            }
            QVERIFY(b.is_game_over());
            QCOMPARE(game.first_score, game.first_is_black ? b.black_score() : -b.black_score());
            if (g % 2 == 1) {
                const std::vector<int>& before = games[g - 1].moves;
                QVERIFY(std::equal(before.begin(), before.begin() + 11, game.moves.begin()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBoardSizes)
#include "test_board_sizes.moc"
