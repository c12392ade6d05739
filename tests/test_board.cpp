// Rules: perft against published counts, and the bitboard engine against the plain
// reference implementation on random games.
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

#include "reference_rules.h"
#include "reversi/board.h"
#include "reversi/perft.h"
#include "decimal_comma_locale.h"

using namespace reversi;

namespace {

Bitboard to_mask(const std::vector<int>& squares) {
    Bitboard m = 0;
    for (int sq : squares) m |= square_bit(sq);
    return m;
}

Position from_reference(const reference::Board& b) {
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const int c = b.cell[sq / 8][sq % 8];
        if (c == reference::Black) black |= square_bit(sq);
        if (c == reference::White) white |= square_bit(sq);
    }
    return Position::from_colors(black, white, b.to_move == reference::Black ? Color::Black : Color::White);
}

std::uint64_t seed_from_environment() {
    const QByteArray s = qgetenv("REVERSI_SEED");
    return s.isEmpty() ? 20261129u : s.toULongLong();
}

}  // namespace

class TestBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void squareNumbering() {
        // a1 = bit 0 (top-left), h1 = bit 7, a2 = bit 8, h8 = bit 63.
        QCOMPARE(square_of(0, 0), 0);
        QCOMPARE(square_of(7, 0), 7);
        QCOMPARE(square_of(0, 1), 8);
        QCOMPARE(square_of(7, 7), 63);
        const Position s = Position::start();
        QCOMPARE(s.black(), square_bit(square_of(3, 4)) | square_bit(square_of(4, 3)));  // d5, e4
        // Black's first moves are d3, c4, f5, e6.
        const Bitboard expected = square_bit(square_of(3, 2)) | square_bit(square_of(2, 3)) |
                                  square_bit(square_of(5, 4)) | square_bit(square_of(4, 5));
        QCOMPARE(s.moves(), expected);
    }

    void perftMatchesPublishedCounts_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        std::ifstream in(REVERSI_TEST_DATA "/perft_othello.txt");
        QVERIFY2(in, "tests/data/perft_othello.txt is missing");
        std::string line;
        int rows = 0;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream fields(line);
            int depth = 0;
            unsigned long long standard = 0;
            fields >> depth >> standard;
            if (depth >= 1 && depth <= 9) {
                QTest::newRow(qPrintable(QString("depth %1").arg(depth))) << depth << qulonglong(standard);
                ++rows;
            }
        }
        QCOMPARE(rows, 9);
    }
    void perftMatchesPublishedCounts() {
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(qulonglong(perft(Position::start(), depth)), nodes);
    }

    void perftLineIgnoresTheProcessLocale() {
        const DecimalCommaLocale comma;
        QVERIFY2(comma.active(), DecimalCommaLocale::missing());
        QCOMPARE(perft_line({9, 2500000, 0.25}), std::string("perft 9: 2500000 nodes in 0.250 s (10.0 Mn/s)"));
    }

    void perftOfFinishedGameIsOneLeafAtAnyDepth() {
        const Position full = Position::from_colors(~Bitboard{0}, 0, Color::White);
        QCOMPARE(perft(full, 1), std::uint64_t{1});
        QCOMPARE(perft(full, 5), std::uint64_t{1});
    }

    void matchesReferenceOnRandomGames() {
        const std::uint64_t seed = seed_from_environment();
        std::mt19937_64 rng(seed);
        const QByteArray context = QByteArray("seed ") + QByteArray::number(qulonglong(seed)) +
                                   " (set REVERSI_SEED to replay)";
        int positions = 0;
        while (positions < 200000) {
            reference::Board ref = reference::Board::start();
            Position pos = Position::start();
            for (;;) {
                ++positions;
                QCOMPARE(pos, from_reference(ref));
                const Bitboard moves = to_mask(ref.legal_moves());
                QVERIFY2(pos.moves() == moves, context.constData());
                QVERIFY2(detail::legal_moves_generic(pos.player, pos.opponent) == moves, context.constData());
                QVERIFY2(pos.is_game_over() == ref.game_over(), context.constData());
                QCOMPARE(popcount(pos.discs(Color::Black)), ref.count(reference::Black));
                for (int sq = 0; sq < 64; ++sq) {
                    const Bitboard expected = to_mask(ref.flips(sq));
                    if ((pos.player | pos.opponent) >> sq & 1) continue;  // flips only defined on empties
                    QVERIFY2(flipped_discs(pos.player, pos.opponent, sq) == expected, context.constData());
                    QVERIFY2(detail::flipped_discs_generic(pos.player, pos.opponent, sq) == expected,
                             context.constData());
                }
                if (ref.game_over()) {
                    const int diff = ref.count(reference::Black) - ref.count(reference::White);
                    const int empties = 64 - ref.count(reference::Black) - ref.count(reference::White);
                    const int expected = diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
                    QVERIFY2(pos.black_score() == expected, context.constData());
                    break;
                }
                const std::vector<int> legal = ref.legal_moves();
                if (legal.empty()) {
                    QVERIFY2(pos.must_pass(), context.constData());
                    ref.pass();
                    pos = pos.pass();
                    continue;
                }
                const int sq = legal[rng() % legal.size()];
                ref.play(sq);
                pos = pos.play(sq);
            }
        }
    }

    void symmetriesAreAGroupActingOnRules() {
        std::mt19937_64 rng(seed_from_environment());
        QSet<Bitboard> images;
        const Bitboard probe = square_bit(square_of(1, 0)) | square_bit(square_of(0, 2));  // b1, a3
        for (int s = 0; s < kSymmetryCount; ++s) {
            images.insert(transform(probe, s));
            QCOMPARE(transform(transform(probe, s), inverse_symmetry(s)), probe);
        }
        QCOMPARE(images.size(), kSymmetryCount);  // 8 distinct symmetries
        for (int game = 0; game < 200; ++game) {
            Position pos = Position::start();
            while (!pos.is_game_over()) {
                for (int s = 0; s < kSymmetryCount; ++s) {
                    const Position t = pos.transformed(s);
                    QCOMPARE(t.moves(), transform(pos.moves(), s));
                    QCOMPARE(popcount(t.player), popcount(pos.player));
                }
                Bitboard m = pos.moves();
                if (!m) { pos = pos.pass(); continue; }
                int k = int(rng() % popcount(m));
                while (k--) m = without_first(m);
                pos = pos.play(first_square(m));
            }
        }
    }

    void hashSeparatesSideToMove() {
        const Position s = Position::start();
        const Position swapped{s.player, s.opponent, Color::White};
        QVERIFY(s.hash() != swapped.hash());
        QVERIFY(s.hash() != s.play(square_of(3, 2)).hash());
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "test_board.moc"
