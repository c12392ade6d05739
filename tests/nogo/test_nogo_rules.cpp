// NoGo rules: the test positions with their full legal sets, perft against the
// published counts, and the bitboard engine against a plain reference implementation
// on random games.
#include <QtTest>

#include <fstream>
#include <random>
#include <sstream>

#include "common/json.h"
#include "nogo/board.h"
#include "nogo/notation.h"
#include "nogo/perft.h"
#include "reference_nogo.h"

using namespace nogo;

namespace {

std::string read_file(const char* path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

reference_nogo::Board to_reference(const Position& p) {
    reference_nogo::Board b;
    for (int q = 0; q < kPoints; ++q) {
        if (p.stones(Color::Black) >> q & 1) b.cell[q] = reference_nogo::Black;
        if (p.stones(Color::White) >> q & 1) b.cell[q] = reference_nogo::White;
    }
    b.to_move = p.to_move() == Color::Black ? reference_nogo::Black : reference_nogo::White;
    return b;
}

Bits to_bits(const std::vector<int>& points) {
    Bits b = 0;
    for (int p : points) b |= point_bit(p);
    return b;
}

// "x,y" keys of positions.json.
int point_of_key(const std::string& key) {
    const auto comma = key.find(',');
    return point_of(std::stoi(key.substr(0, comma)), std::stoi(key.substr(comma + 1)));
}

}  // namespace

class TestNogoRules : public QObject {
    Q_OBJECT
private slots:
    void numbering() {
        QCOMPARE(point_of(4, 4), kCentre);
        QCOMPARE(gtp_vertex(kCentre), std::string("E5"));
        QCOMPARE(gtp_vertex(point_of(0, 0)), std::string("A9"));
        QCOMPARE(gtp_vertex(point_of(8, 8)), std::string("J1"));
        QCOMPARE(sgf_point(kCentre), std::string("ee"));
        for (int p = 0; p < kPoints; ++p) {
            QCOMPARE(parse_gtp_vertex(gtp_vertex(p)), p);
            QCOMPARE(parse_sgf_point(sgf_point(p)), p);
        }
        QCOMPARE(parse_gtp_vertex("I5"), kNoMove);
        QCOMPARE(parse_gtp_vertex("e5"), kCentre);
        QCOMPARE(parse_gtp_vertex("E0"), kNoMove);
        QCOMPARE(parse_sgf_point("ej"), kNoMove);
    }

    // Every position of positions.json: both colours' legal counts and illegal points,
    // from the stones and by replaying the listed move order move by move.
    void testPositions() {
        const common::json::Value all = common::json::parse(read_file(NOGO_TEST_DATA "/positions.json"));
        QVERIFY(all.members().size() >= 7);
        for (const auto& [name, data] : all.members()) {
            const Position board = parse_board81(data.find("board81")->as_string());
            Position replayed;
            for (const common::json::Value& move : data.find("order")->items()) {
                const int p = point_of(int(move.items()[0].as_number()), int(move.items()[1].as_number()));
                QVERIFY2(replayed.is_legal(p), name.c_str());
                replayed.play(p);
            }
            QVERIFY2(replayed == board, name.c_str());
            QCOMPARE(replayed.hash(), board.hash());
            QCOMPARE(std::string(data.find("to_move")->as_string()), std::string(board.to_move() == Color::Black ? "black" : "white"));
            for (const Position* p : {&board, static_cast<const Position*>(&replayed)}) {
                for (Color c : {Color::Black, Color::White}) {
                    const std::string side = c == Color::Black ? "black" : "white";
                    QCOMPARE(popcount(p->legal(c)), int(data.find(side + "_legal_count")->as_number()));
                    Bits illegal = 0;
                    for (const auto& [key, why] : data.find(side + "_illegal_empty")->members()) illegal |= point_bit(point_of_key(key));
                    QVERIFY2((p->empties() & ~p->legal(c)) == illegal, (name + " " + side).c_str());
                }
            }
        }
    }

    void perftMatchesPublishedCounts_data() {
        // The table "| depth | leaf count | verified by |" of positions.md.
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        std::istringstream in(read_file(NOGO_TEST_DATA "/positions.md"));
        std::string line;
        bool in_table = false;
        int rows = 0;
        while (std::getline(in, line)) {
            if (line.rfind("## Perft from the empty board", 0) == 0) in_table = true;
            if (!in_table || line.size() < 4 || line[0] != '|' || !std::isdigit(static_cast<unsigned char>(line[2]))) continue;
            const int depth = std::stoi(line.substr(2));
            std::string count = line.substr(line.find('|', 2) + 1);
            count = count.substr(0, count.find('|'));
            std::string digits;
            for (char c : count.substr(0, count.find('('))) if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
            if (depth <= 4) QTest::newRow(qPrintable(QString("depth %1").arg(depth))) << depth << qulonglong(std::stoull(digits));
            ++rows;
            if (depth == 5) break;
        }
        QCOMPARE(rows, 5);
    }
    void perftMatchesPublishedCounts() {
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(qulonglong(perft(Position(), depth)), nodes);
    }

    void centreRule() {
        // positions.md: with the rule, Black has 80 first moves (and White is unaffected).
        Position p;
        p.set_centre_rule(true);
        QCOMPARE(perft(p, 1), std::uint64_t(80));
        QVERIFY(!p.is_legal(kCentre));
        p.play(0);
        QVERIFY(p.is_legal(kCentre));
        QCOMPARE(perft(p, 1), std::uint64_t(80));
    }

    void malformedBoards() {
        QVERIFY_THROWS_EXCEPTION(ParseError, parse_board81("X"));
        try {
            parse_board81(std::string(40, '.') + "Z" + std::string(40, '.'));
            QFAIL("no error");
        } catch (const ParseError& e) {
            QCOMPARE(e.where(), std::string("character 41"));
        }
        // A white stone without liberties in the corner, and too many white stones.
        QVERIFY_THROWS_EXCEPTION(ParseError, parse_board81("OX" + std::string(7, '.') + "X" + std::string(71, '.')));
        QVERIFY_THROWS_EXCEPTION(ParseError, parse_board81("O" + std::string(80, '.')));
    }

    // Why a point is illegal, against the reference's flood fill, on random games; and
    // the centre rule and the board's edge.
    void illegalityMatchesReference() {
        std::mt19937_64 random(7);
        int checked[7] = {};
        for (int game = 0; game < 300; ++game) {
            Position p;
            while (!p.is_game_over()) {
                const reference_nogo::Board ref = to_reference(p);
                const int colour = index_of(p.to_move()) + 1;
                for (int q = 0; q < kPoints; ++q) {
                    Illegality expected = Illegality::None;
                    if (ref.cell[q] != reference_nogo::Empty) {
                        expected = Illegality::Occupied;
                    } else if (ref.captures(q, colour) && ref.suicide(q, colour)) {
                        expected = Illegality::CapturesAndSuicide;
                    } else if (ref.captures(q, colour)) {
                        expected = Illegality::Captures;
                    } else if (ref.suicide(q, colour)) {
                        expected = Illegality::Suicide;
                    }
                    QCOMPARE(int(p.why_illegal(q)), int(expected));
                    ++checked[int(expected)];
                }
                const Bits moves = p.moves();
                p.play(nth_point(moves, int(random() % popcount(moves))));
            }
        }
        // Every reason occurred (the random games reach all of them).
        for (Illegality seen : {Illegality::None, Illegality::Occupied, Illegality::Captures, Illegality::Suicide,
                                Illegality::CapturesAndSuicide})
            QVERIFY2(checked[int(seen)] > 0, qPrintable(QString::number(int(seen))));
        QCOMPARE(int(Position().why_illegal(-1)), int(Illegality::OffBoard));
        QCOMPARE(int(Position().why_illegal(kPoints)), int(Illegality::OffBoard));
        Position centre;
        centre.set_centre_rule(true);
        QCOMPARE(int(centre.why_illegal(kCentre)), int(Illegality::CentreRule));
        QCOMPARE(int(centre.why_illegal(kCentre - 1)), int(Illegality::None));
    }

    // The incremental engine against the reference on the positions of random games:
    // both colours' legal sets, game over and winner; also against a rebuild from the
    // stones, the symmetries, and legal sets that never grow.
    void matchesReferenceOnRandomGames() {
        std::mt19937_64 random(20261130);
        int positions = 0, games = 0;
        while (positions < 200000) {
            Position p;
            Bits previous[2] = {kAllPoints, kAllPoints};
            for (;;) {
                const reference_nogo::Board ref = to_reference(p);
                for (Color c : {Color::Black, Color::White}) {
                    const int ci = index_of(c);
                    const Bits expected = to_bits(ref.legal_moves(ci + 1));
                    if (p.legal(c) != expected)
                        QFAIL(qPrintable(QString("game %1: legal set of %2 differs in %3").arg(games).arg(color_name(c)).arg(board81(p).c_str())));
                    QVERIFY((p.legal(c) & ~previous[ci]) == 0);
                    previous[ci] = p.legal(c);
                }
                QCOMPARE(p.is_game_over(), ref.game_over());
                ++positions;
                if (positions % 64 == 0) {
                    const Position rebuilt = Position::from_stones(p.stones(Color::Black), p.stones(Color::White));
                    QVERIFY(rebuilt.valid());
                    QVERIFY(rebuilt.legal(Color::Black) == p.legal(Color::Black) && rebuilt.legal(Color::White) == p.legal(Color::White));
                    QCOMPARE(rebuilt.hash(), p.hash());
                    const int s = int(random() % kSymmetryCount);
                    const Position t = p.transformed(s);
                    QVERIFY(t.legal(Color::Black) == transform(p.legal(Color::Black), s));
                    QVERIFY(t.legal(Color::White) == transform(p.legal(Color::White), s));
                    QVERIFY(t.transformed(inverse_symmetry(s)) == p);
                }
                if (p.is_game_over()) {
                    QCOMPARE(int(index_of(p.winner())) + 1, ref.winner());
                    break;
                }
                const Bits moves = p.moves();
                p.play(nth_point(moves, int(random() % popcount(moves))));
            }
            ++games;
        }
        qInfo("%d positions from %d random games", positions, games);
    }
};

QTEST_GUILESS_MAIN(TestNogoRules)
#include "test_nogo_rules.moc"
