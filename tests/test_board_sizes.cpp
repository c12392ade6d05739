// Reversi on every board size (sized_board.h): the start layouts, the engine against
// the plain mailbox reference on random games, perft tables, and that a position where
// neither side can move ends the game at once.
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

#include "reference_sized_rules.h"
#include "reversi/sized_board.h"

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

}  // namespace

class TestBoardSizes : public QObject {
    Q_OBJECT
private slots:
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
        for (int game = 0; positions < 200000; ++game) {
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
        if (full || nodes <= 20'000'000) QCOMPARE(qulonglong(sized::perft(Board::start(setup), depth)), nodes);
        if (full || nodes <= 300'000) QCOMPARE(qulonglong(reference_sized::perft(reference_start(setup), depth)), nodes);
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
                // Two discs that cannot take each other (corners): a draw of 1-1.
                const Board corners = Board::from_colors(n, sized::cell_bit(0), sized::cell_bit(n * n - 1), s.first);
                QVERIFY(corners.is_game_over());
                QCOMPARE(corners.black_score(), 0);
            }
    }
};

QTEST_GUILESS_MAIN(TestBoardSizes)
#include "test_board_sizes.moc"
