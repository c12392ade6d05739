// Notation: square names, transcripts, OBF position lines and GGF game records.
// Round trips on random games, the FFO suite, the examples of the format
// descriptions, and every kind of parse error with its message (where + why).
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <random>

#include "reversi/notation.h"
#include "reversi/obf.h"

using namespace reversi;

namespace {

// Runs `parse` and returns the ParseError message it throws ("" when it throws nothing).
template <typename Parse>
QString parse_error(Parse parse) {
    try {
        parse();
    } catch (const ParseError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// The FFO files of tests/data, in the order of the suite.
const char* const kFfoFiles[] = {"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf"};

std::string data_path(const char* name) { return std::string(REVERSI_TEST_DATA) + "/" + name; }

}  // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void squares();

    void obfExample();
    void obfFfoSuiteRoundTrip();
    void obfNormalisation();
    void obfErrors_data();
    void obfErrors();
    void obfTextErrorsNameTheLine();
};

void TestNotation::squares() {
    for (int sq = 0; sq < 64; ++sq) {
        const std::string name = square_name(sq);
        QCOMPARE(parse_square(name), sq);
        const std::string upper{static_cast<char>(std::toupper(name[0])), name[1]};
        QCOMPARE(parse_square(upper), sq);
    }
    QCOMPARE(square_name(0), std::string("a1"));
    QCOMPARE(square_name(37), std::string("f5"));  // column f = 5, row 5 = 4: 5 + 8 * 4
    QCOMPARE(square_name(63), std::string("h8"));
    QCOMPARE(square_name(kPass), std::string("PA"));
    for (const char* pass : {"PA", "pa", "PS", "ps", "--"}) QCOMPARE(parse_square(pass), kPass);
    for (const char* bad : {"", "a", "a0", "a9", "i1", "f55", "5f", " f5", "-", "p-"}) QCOMPARE(parse_square(bad), kNoMove);
}

void TestNotation::obfExample() {
    // The example line of protocols.md.
    const std::string line = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;";
    const ObfRecord r = parse_obf_line(line);
    QCOMPARE(r.position.to_move, Color::Black);
    QVERIFY(r.position.white() >> parse_square("a1") & 1);
    QVERIFY(r.position.black() >> parse_square("h1") & 1);
    QVERIFY(r.position.empties() >> parse_square("b1") & 1);
    QCOMPARE(r.position.empty_count(), int(std::count(line.begin(), line.begin() + 64, '-')));
    QCOMPARE(r.moves.size(), std::size_t(2));
    QCOMPARE(r.moves[0], (ObfMoveScore{parse_square("a2"), 38}));
    QCOMPARE(r.moves[1], (ObfMoveScore{parse_square("c7"), 36}));
    QCOMPARE(write_obf_line(r), line);
}

void TestNotation::obfFfoSuiteRoundTrip() {
    // Every line of the FFO files is in normal form: it must parse and write back
    // byte for byte.
    int lines = 0;
    for (const char* name : kFfoFiles) {
        const std::vector<ObfRecord> records = read_obf_file(data_path(name));
        std::ifstream file(data_path(name));
        std::string line;
        std::size_t i = 0;
        while (std::getline(file, line)) {
            if (line.empty()) continue;
            QVERIFY2(i < records.size(), name);
            QCOMPARE(write_obf_line(records[i]), line);
            QCOMPARE(parse_obf_line(line), records[i]);
            QVERIFY(!records[i].moves.empty());
            ++i;
            ++lines;
        }
        QCOMPARE(i, records.size());
    }
    QCOMPARE(lines, 59);  // FFO #1..#59
}

void TestNotation::obfNormalisation() {
    // Lower case, '.' for empty, extra spaces, a missing final ';', a trailing comment
    // and a written pass all read fine and write back in normal form.
    const std::string sloppy =
        "  o--ooooX.OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX...OOOOX----O--X--------  x ;a2 : 38 ;  c7:+36 % from FFO";
    const std::string normal = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;";
    QCOMPARE(write_obf_line(parse_obf_line(sloppy)), normal);
    // No moves listed; the ';' may be left out.
    const std::string start = "---------------------------OX------XO--------------------------- X;";
    QCOMPARE(parse_obf_line(start).position, Position::start());
    QCOMPARE(write_obf_line(parse_obf_line(start.substr(0, start.size() - 1))), start);
    // A pass is a move when it is forced: Black has no move here, White has g8.
    const std::string pass_line = std::string(56, 'X') + "OXXXXX-- X; PA:+52;";
    const ObfRecord pass = parse_obf_line(pass_line);
    QVERIFY(pass.position.must_pass());
    QCOMPARE(pass.moves[0].move, kPass);
    QCOMPARE(write_obf_line(pass), pass_line);
}

void TestNotation::obfErrors_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    const QString board = "---------------------------OX------XO---------------------------";
    QTest::newRow("bad cell") << "----Z" + board.mid(5) + " X;"
                              << "column 5: expected cell 5 of 64 (e1: X, O, - or .), found 'Z'";
    QTest::newRow("short board") << board.left(40) << "column 41: expected cell 41 of 64 (a6: X, O, - or .), found the end of the text";
    QTest::newRow("bad side") << board + " B;" << "column 66: expected the side to move (X or O), found 'B'";
    QTest::newRow("no side") << board << "column 65: expected the side to move (X or O), found the end of the text";
    QTest::newRow("no semicolon") << board + " X f5:+0" << "column 68: expected ';' after the side to move, found 'f'";
    QTest::newRow("bad move") << board + " X; z9:+1;" << "column 69: expected a move (a1..h8 or PA), found 'z9'";
    QTest::newRow("illegal move") << board + " X; a1:+1;" << "column 69: A1 is not a legal move for Black";
    QTest::newRow("pass not forced") << board + " O; PA:+1;" << "column 69: PA is not a legal move for White";
    QTest::newRow("no colon") << board + " X; f5+1;" << "column 71: expected ':' after the move, found '+'";
    QTest::newRow("score too big") << board + " X; f5:+66;" << "column 72: expected a score from -64 to +64, found '+66'";
    QTest::newRow("no score") << board + " X; f5:;" << "column 72: expected a score from -64 to +64, found ';'";
    QTest::newRow("junk after score") << board + " X; f5:+2x" << "column 74: expected ';' after the score, found 'x'";
}

void TestNotation::obfErrors() {
    QFETCH(QString, line);
    QFETCH(QString, message);
    QCOMPARE(parse_error([&] { parse_obf_line(line.toStdString()); }), message);
}

void TestNotation::obfTextErrorsNameTheLine() {
    const std::string good =
        "% a comment\n"
        "\n"
        "---------------------------OX------XO--------------------------- X; F5:+0;\n";
    const std::string bad = "---------------------------OX------XO--------------------------- X; F4:+0;\n";
    QCOMPARE(parse_obf_text(good).size(), std::size_t(1));
    QCOMPARE(parse_error([&] { parse_obf_text(good + bad); }),
             QString("line 4, column 69: F4 is not a legal move for Black"));
    // A missing file is an error that names it.
    try {
        read_obf_file(data_path("no-such-file.obf"));
        QFAIL("no error for a missing file");
    } catch (const std::runtime_error& e) {
        QVERIFY(std::string(e.what()).find("no-such-file.obf: cannot open") != std::string::npos);
    }
}

QTEST_APPLESS_MAIN(TestNotation)
#include "test_notation.moc"
