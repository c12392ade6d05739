// Notation: square names, transcripts, OBF position lines and GGF game records.
// Round trips on random games, the FFO suite, the examples of the format
// descriptions, and every kind of parse error with its message (where + why).
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <random>

#include "reversi/notation.h"
#include "reversi/ggf.h"
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

// A random game played to its end, passes included as kPass.
std::vector<int> random_game(std::mt19937& rng, const Position& start = Position::start()) {
    std::vector<int> moves;
    for (Position p = start; !p.is_game_over();) {
        int move = kPass;
        if (!p.must_pass()) {
            std::vector<int> legal;
            for (Bitboard m = p.moves(); m; m = without_first(m)) legal.push_back(first_square(m));
            move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        }
        moves.push_back(move);
        p = p.apply(move);
    }
    return moves;
}

// The first random game (from a fixed seed) with a pass before its last move.
std::vector<int> random_game_with_pass() {
    std::mt19937 rng(2024);
    for (;;) {
        const std::vector<int> game = random_game(rng);
        const auto pass = std::find(game.begin(), game.end(), kPass);
        if (pass != game.end() && pass + 1 != game.end()) return game;
    }
}

std::string lower_case_transcript_with(const std::vector<int>& moves, const char* pass) {
    std::string out;
    for (int m : moves) out += m == kPass ? std::string(pass) : square_name(m);
    return out;
}

}  // namespace

class TestNotation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void squares();

    void transcriptKnownOpening();
    void transcriptSpacingAndCase();
    void transcriptRoundTripRandomGames();
    void transcriptImpliedAndExplicitPasses();
    void transcriptErrors_data();
    void transcriptErrors();
    void whyAMoveIsIllegal();
    void parseErrorParts();

    void ggfExample();
    void ggfFullRecord();
    void ggfTagOrderSpacingEscapes();
    void ggfSeveralGames();
    void ggfPasses();
    void ggfRoundTripRandomGames();
    void ggfErrors_data();
    void ggfErrors();

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

void TestNotation::transcriptKnownOpening() {
    // The transcript of protocols.md, replayed by hand square by square.
    const std::vector<int> moves = parse_transcript("f5d6c3d3c4f4f6f3e6e7");
    const char* names[] = {"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"};
    QCOMPARE(moves.size(), std::size(names));
    Position p = Position::start();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        QCOMPARE(moves[i], parse_square(names[i]));
        QVERIFY(p.is_legal(moves[i]));
        p = p.play(moves[i]);
    }
    QCOMPARE(write_transcript(moves), std::string("f5d6c3d3c4f4f6f3e6e7"));
    QVERIFY(parse_transcript("").empty());
    QVERIFY(parse_transcript(" \t\n").empty());
    // Black's four first moves, and nothing else, are legal.
    for (const char* first : {"d3", "c4", "f5", "e6"}) QCOMPARE(parse_transcript(first).size(), std::size_t(1));
}

void TestNotation::transcriptSpacingAndCase() {
    const std::vector<int> expected = parse_transcript("f5d6c3d3c4");
    QCOMPARE(parse_transcript("F5D6C3D3C4"), expected);
    QCOMPARE(parse_transcript("f5 D6 c3 D3 c4"), expected);  // Edax's alternating case
    QCOMPARE(parse_transcript("  f5\td6\n c3d3  c4\r\n"), expected);
}

void TestNotation::transcriptRoundTripRandomGames() {
    std::mt19937 rng(7);
    for (int game = 0; game < 300; ++game) {
        const std::vector<int> moves = random_game(rng);
        const std::string text = write_transcript(moves);
        QCOMPARE(parse_transcript(text), moves);
        // Prefixes that do not end with a pass also round-trip.
        const std::size_t cut = std::uniform_int_distribution<std::size_t>(0, moves.size())(rng);
        std::vector<int> prefix(moves.begin(), moves.begin() + cut);
        while (!prefix.empty() && prefix.back() == kPass) prefix.pop_back();
        QCOMPARE(parse_transcript(write_transcript(prefix)), prefix);
    }
}

void TestNotation::transcriptImpliedAndExplicitPasses() {
    const std::vector<int> game = random_game_with_pass();
    const std::string implied = write_transcript(game);
    QCOMPARE(implied.find("pa"), std::string::npos);
    QCOMPARE(implied.size(), 2 * (game.size() - std::count(game.begin(), game.end(), kPass)));
    QCOMPARE(parse_transcript(implied), game);
    for (const char* pass : {"PA", "pa", "PS", "--"}) QCOMPARE(parse_transcript(lower_case_transcript_with(game, pass)), game);
    // A written pass at the very end, when it is forced, is kept.
    const auto first_pass = std::find(game.begin(), game.end(), kPass);
    const std::vector<int> up_to_pass(game.begin(), first_pass + 1);
    QCOMPARE(parse_transcript(lower_case_transcript_with(up_to_pass, "PA")), up_to_pass);
    // Without it the forced pass has not happened yet.
    QCOMPARE(parse_transcript(write_transcript(up_to_pass)), std::vector<int>(game.begin(), first_pass));
}

// The protocols' reasons for a refused move (NBoard's move, GTP's play).
void TestNotation::whyAMoveIsIllegal() {
    const Position start = Position::start();
    QCOMPARE(why_illegal(start, Color::Black, parse_square("f5")), std::string());
    QCOMPARE(why_illegal(start, Color::Black, parse_square("a1")), std::string("it turns no disc"));
    QCOMPARE(why_illegal(start, Color::Black, parse_square("d4")), std::string("the square is taken"));
    QCOMPARE(why_illegal(start, Color::White, parse_square("f5")), std::string("it is Black's turn"));
    QCOMPARE(why_illegal(start, Color::Black, kPass), std::string("Black has a move"));
    // Black (b1, h8) has no move; White (a1) has c1.
    const Position stuck = Position::from_colors(square_bit(parse_square("b1")) | square_bit(parse_square("h8")),
                                                 square_bit(parse_square("a1")), Color::Black);
    QVERIFY(stuck.must_pass());
    QCOMPARE(why_illegal(stuck, Color::Black, parse_square("c1")), std::string("Black has no move and must pass"));
    QCOMPARE(why_illegal(stuck, Color::Black, kPass), std::string());
    const Position over = Position::from_colors(square_bit(parse_square("a1")), 0, Color::White);
    QCOMPARE(why_illegal(over, Color::White, parse_square("b1")), std::string("the game is over"));
}

void TestNotation::transcriptErrors_data() {
    QTest::addColumn<QString>("transcript");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a square") << "f5d6z9" << "move 3: 'z9' is not a square (character 5)";
    QTest::newRow("row 9") << "f5 d9" << "move 2: 'd9' is not a square (character 4)";
    QTest::newRow("lone character") << "f5d6c" << "move 3: 'c' is not a square (character 5)";
    QTest::newRow("split move") << "f5 d 6" << "move 2: 'd' followed by a space is not a square (character 4)";
    QTest::newRow("separator") << "f5,d6" << "move 2: ',d' is not a square (character 3)";
    // A NUL byte is one, not the end of the text (as it was called).
    QTest::newRow("NUL byte") << QString::fromUtf8("f5d6\0c3", 7) << "move 3: byte 0x00 is not a square (character 5)";
    QTest::newRow("NUL after a letter") << QString::fromUtf8("f5d\0", 4)
                                        << "move 2: 'd' followed by byte 0x00 is not a square (character 3)";
    QTest::newRow("illegal for White") << "f5d6c3d3c4a1" << "move 6: a1 is illegal for White (character 11)";
    QTest::newRow("illegal first move") << "a1" << "move 1: a1 is illegal for Black (character 1)";
    // Over several lines, the line too.
    QTest::newRow("second line") << "\n\nf5d6c3\nd3zz" << "move 5: 'zz' is not a square (line 4, column 3)";
    QTest::newRow("one line ended") << "f5a1\n" << "move 2: a1 is illegal for White (character 3)";
    QTest::newRow("pass not forced") << "f5PA" << "move 2: PA is a pass but White has a legal move (character 3)";
    QTest::newRow("dash pass not forced") << "--" << "move 1: -- is a pass but Black has a legal move (character 1)";
    // A finished random game with one more move.
    std::mt19937 rng(11);
    const std::string finished = write_transcript(random_game(rng));
    const int written = static_cast<int>(finished.size() / 2);
    QTest::newRow("after the end") << QString::fromStdString(finished + "a1")
                                   << QString("move %1: a1 comes after the end of the game (character %2)")
                                          .arg(written + 1)
                                          .arg(2 * written + 1);
}

void TestNotation::transcriptErrors() {
    QFETCH(QString, transcript);
    QFETCH(QString, message);
    QCOMPARE(parse_error([&] { parse_transcript(transcript.toStdString()); }), message);
}

namespace {
const char* const kStartBoard = "---------------------------O*------*O---------------------------";
}

void TestNotation::ggfExample() {
    // The example record of protocols.md.
    const std::string text = std::string("(;GM[Othello]PC[local]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ") + kStartBoard +
                             " *]B[F5]W[D6]B[C3];)";
    const GgfGame g = parse_ggf_game(text);
    QCOMPARE(g.start, Position::start());
    QCOMPARE(g.place, std::string("local"));
    QCOMPARE(g.black_player, std::string("a"));
    QCOMPARE(g.white_player, std::string("b"));
    QCOMPARE(g.result, std::string("?"));
    QVERIFY(!g.numeric_result());
    QCOMPARE(g.time_control, std::string("5:00"));
    QCOMPARE(g.type, std::string("8"));
    QCOMPARE(g.moves.size(), std::size_t(3));
    QCOMPARE(g.moves[1], (GgfMove{parse_square("d6"), std::nullopt, std::nullopt}));
    Position p = Position::start();
    for (int sq : parse_transcript("f5d6c3")) p = p.play(sq);
    QCOMPARE(g.final_position(), p);
    // Written in the normal tag order.
    QCOMPARE(write_ggf(g), std::string("(;GM[Othello]PC[local]PB[a]PW[b]TI[5:00]TY[8]RE[?]BO[8 ") + kStartBoard +
                               " *]B[F5]W[D6]B[C3];)");
    QCOMPARE(parse_ggf_game(write_ggf(g)), g);
}

void TestNotation::ggfFullRecord() {
    const std::string text = std::string("(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[alpha]PW[beta]RB[2031.75]"
                                         "RW[1899.00]TI[15:00]TY[8]RE[+12.000]BO[8 ") +
                             kStartBoard + " *]B[F5]W[D6/1.00/2.5]B[c3//2.449]W[d3/-0.5/];)";
    const GgfGame g = parse_ggf_game(text);
    QCOMPARE(g.date, std::string("2003.12.15_13:24:03.MST"));
    QCOMPARE(g.black_rating, std::string("2031.75"));
    QCOMPARE(g.white_rating, std::string("1899.00"));
    QCOMPARE(g.numeric_result(), std::optional<double>(12.0));
    QCOMPARE(g.moves.size(), std::size_t(4));
    QCOMPARE(g.moves[0], (GgfMove{parse_square("f5"), std::nullopt, std::nullopt}));
    QCOMPARE(g.moves[1], (GgfMove{parse_square("d6"), 1.0, 2.5}));
    QCOMPARE(g.moves[2], (GgfMove{parse_square("c3"), std::nullopt, 2.449}));
    QCOMPARE(g.moves[3], (GgfMove{parse_square("d3"), -0.5, std::nullopt}));
    // Numbers come back in their shortest exact form.
    const std::string written = write_ggf(g);
    QVERIFY(written.find("W[D6/1/2.5]B[C3//2.449]W[D3/-0.5]") != std::string::npos);
    QCOMPARE(parse_ggf_game(written), g);
    GgfGame negative = g;
    negative.result = "-3.5";
    QCOMPARE(negative.numeric_result(), std::optional<double>(-3.5));
}

void TestNotation::ggfTagOrderSpacingEscapes() {
    // Moves before BO, whitespace and ';' between tags, an unknown tag, escapes.
    const std::string text = std::string("(;\n  B[f5] W[d6]\n  BO[8 --------\n-------- -------- ---O*--- ---*O--- "
                                         "-------- -------- -------- *]\n  PB[Mr \\] x \\\\ y] C[a comment; "
                                         "with (parens)] GM[othello] ;)");
    const GgfGame g = parse_ggf_game(text);
    QCOMPARE(g.start, Position::start());
    QCOMPARE(g.moves.size(), std::size_t(2));
    QCOMPARE(g.black_player, std::string("Mr ] x \\ y"));
    QCOMPARE(g.other_tags.size(), std::size_t(1));
    QCOMPARE(g.other_tags[0].first, std::string("C"));
    QCOMPARE(g.other_tags[0].second, std::string("a comment; with (parens)"));
    const std::string written = write_ggf(g);
    QVERIFY(written.find("PB[Mr \\] x \\\\ y]") != std::string::npos);
    QCOMPARE(parse_ggf_game(written), g);
}

void TestNotation::ggfSeveralGames() {
    std::mt19937 rng(3);
    std::string text;
    std::vector<GgfGame> games(4);
    for (GgfGame& g : games) {
        for (int m : random_game(rng)) g.moves.push_back({m, std::nullopt, std::nullopt});
        g.result = std::to_string(g.final_position().black_score());
        text += write_ggf(g) + "\n\n";
    }
    QCOMPARE(parse_ggf(text), games);
    QVERIFY(parse_ggf(" \n").empty());
    QCOMPARE(parse_error([&] { parse_ggf_game(text); }), QString("GGF: expected exactly one game, found 4"));
    QCOMPARE(games[0].numeric_result(), std::optional<double>(games[0].final_position().black_score()));
}

void TestNotation::ggfPasses() {
    const std::vector<int> game = random_game_with_pass();
    GgfGame g;
    for (int m : game) g.moves.push_back({m, std::nullopt, std::nullopt});
    const std::string explicit_passes = write_ggf(g);
    QVERIFY(explicit_passes.find("[PA]") != std::string::npos);
    QCOMPARE(parse_ggf_game(explicit_passes), g);
    // A record that leaves a forced pass out gets it back.
    std::string implied = explicit_passes;
    for (std::size_t at; (at = implied.find("B[PA]")) != std::string::npos || (at = implied.find("W[PA]")) != std::string::npos;)
        implied.erase(at, 5);
    QVERIFY(implied != explicit_passes);
    QCOMPARE(parse_ggf_game(implied), g);
    // The move after a left-out pass is still checked: here it is on an occupied square.
    const auto first_pass = std::find(game.begin(), game.end(), kPass);
    GgfGame before_pass;
    Position p = Position::start();
    for (auto it = game.begin(); it != first_pass; ++it) {
        before_pass.moves.push_back({*it, std::nullopt, std::nullopt});
        p = p.apply(*it);
    }
    QVERIFY(p.must_pass());
    const std::string occupied = square_name(first_square(p.player | p.opponent));
    const Color next = opposite(p.to_move);
    const std::string tag = std::string(next == Color::Black ? "B[" : "W[") + occupied + "]";
    std::string record = write_ggf(before_pass);
    const int column = static_cast<int>(record.size()) - 1;
    record.insert(record.size() - 2, tag);
    QCOMPARE(parse_error([&] { parse_ggf_game(record); }),
             QString("game 1, line 1, column %1, move %2 (%3): illegal for %4")
                 .arg(column)
                 .arg(before_pass.moves.size() + 1)
                 .arg(QString::fromStdString(tag))
                 .arg(next == Color::Black ? "Black" : "White"));
}

void TestNotation::ggfRoundTripRandomGames() {
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> eval(-64, 64), seconds(0, 100);
    std::bernoulli_distribution coin(0.5);
    const char* const names[] = {"", "anna", "b]ob", "c\\d", "with space", "x[y]"};
    for (int i = 0; i < 100; ++i) {
        GgfGame g;
        // Start from a random position reached by random play: BO round-trips too.
        const std::vector<int> opening = random_game(rng);
        for (std::size_t k = 0; k < opening.size() / 3; ++k) g.start = g.start.apply(opening[k]);
        if (g.start.must_pass()) g.start = g.start.pass();
        for (int m : random_game(rng, g.start)) {
            GgfMove move{m, std::nullopt, std::nullopt};
            if (coin(rng)) move.eval = eval(rng);
            if (coin(rng)) move.seconds = seconds(rng);
            g.moves.push_back(move);
        }
        g.black_player = names[rng() % std::size(names)];
        g.white_player = names[rng() % std::size(names)];
        g.place = names[rng() % std::size(names)];
        g.result = std::to_string(g.final_position().black_score());
        if (coin(rng)) g.other_tags.emplace_back("KM", names[rng() % std::size(names)]);
        QCOMPARE(parse_ggf_game(write_ggf(g)), g);
    }
}

void TestNotation::ggfErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString bo = QString("BO[8 ") + kStartBoard + " *]";
    QTest::newRow("not a record") << "GM[Othello]" << "game 1, line 1, column 1: expected a game record starting with \"(;\", found 'GM'";
    QTest::newRow("junk after a game") << "(;" + bo + ";) x" << "game 2, line 1, column 78: expected a game record starting with \"(;\", found 'x'";
    QTest::newRow("unclosed value") << "(;" + bo + "PB[nobody" << "game 1, line 1, column 75, tag PB: the value is not closed by ']'";
    QTest::newRow("no bracket") << "(;GM Othello]" << "game 1, line 1, column 6, tag GM: expected '[' after the tag name, found 'O'";
    QTest::newRow("bad tag name") << "(;GM[Othello]$[x];)" << "game 1, line 1, column 14: expected a tag name, ';' or ')', found '$'";
    QTest::newRow("not othello") << "(;GM[Go]" + bo + ";)" << "game 1, line 1, column 3, tag GM: the game is 'Go', not Othello";
    QTest::newRow("duplicate tag") << "(;PB[a]PB[b]" + bo + ";)" << "game 1, line 1, column 8, tag PB: the tag appears twice";
    QTest::newRow("board size") << "(;BO[10 " + QString(100, '-') + " *];)" << "game 1, line 1, column 3, tag BO: board size 10 is not supported (only 8)";
    QTest::newRow("type size") << "(;TY[s10r]" + bo + ";)" << "game 1, line 1, column 3, tag TY: board size 10 is not supported (only 8)";
    QTest::newRow("bad cell") << "(;BO[8 ---Z" + QString(kStartBoard).mid(4) + " *];)"
                              << "game 1, line 1, column 3, tag BO: cell 4 of 64 (d1) is 'Z', expected *, O or -";
    QTest::newRow("short board") << "(;BO[8 ---- *];)" << "game 1, line 1, column 3, tag BO: 5 marks where 65 are expected: 64 cells, then the side to move (* or O)";
    // A cell short or over is said so (it was told as a wrong side to move).
    QTest::newRow("63 cells") << "(;BO[8 " + QString(kStartBoard).mid(1) + " *];)" << "game 1, line 1, column 3, tag BO: 64 marks where 65 are expected: 64 cells, then the side to move (* or O)";
    QTest::newRow("65 cells") << "(;BO[8 -" + QString(kStartBoard) + " *];)" << "game 1, line 1, column 3, tag BO: 66 marks where 65 are expected: 64 cells, then the side to move (* or O)";
    QTest::newRow("no side") << "(;BO[8 " + QString(kStartBoard) + "];)" << "game 1, line 1, column 3, tag BO: expected the side to move (* or O), found the end of the text";
    QTest::newRow("bad side") << "(;BO[8 " + QString(kStartBoard) + " B];)" << "game 1, line 1, column 3, tag BO: expected the side to move (* or O), found 'B'";
    QTest::newRow("bad square") << "(;" + bo + "B[f5]W[z9];)" << "game 1, line 1, column 80, move 2 (W[z9]): 'z9' is not a square";
    QTest::newRow("bad eval") << "(;" + bo + "B[f5/abc];)" << "game 1, line 1, column 75, move 1 (B[f5/abc]): eval 'abc' is not a number";
    QTest::newRow("bad time") << "(;" + bo + "B[f5/1/nan];)" << "game 1, line 1, column 75, move 1 (B[f5/1/nan]): time 'nan' is not a number";
    QTest::newRow("negative time") << "(;" + bo + "B[f5//-1000];)" << "game 1, line 1, column 75, move 1 (B[f5//-1000]): time '-1000' is below 0 seconds";
    QTest::newRow("too many fields") << "(;" + bo + "B[f5/1/2/3];)" << "game 1, line 1, column 75, move 1 (B[f5/1/2/3]): more than three '/'-separated fields";
    QTest::newRow("illegal move") << "(;" + bo + "B[f5]W[a1];)" << "game 1, line 1, column 80, move 2 (W[a1]): illegal for White";
    QTest::newRow("wrong colour") << "(;" + bo + "W[f5];)" << "game 1, line 1, column 75, move 1 (W[f5]): Black is to move";
    QTest::newRow("pass not forced") << "(;" + bo + "B[PA];)" << "game 1, line 1, column 75, move 1 (B[PA]): Black has a legal move and may not pass";
    std::mt19937 rng(13);
    GgfGame finished;
    for (int m : random_game(rng)) finished.moves.push_back({m, std::nullopt, std::nullopt});
    std::string record = write_ggf(finished);
    const int column = static_cast<int>(record.size()) - 1;  // where ";)" stood
    record.insert(record.size() - 2, "B[a1]");
    QTest::newRow("after the end") << QString::fromStdString(record)
                                   << QString("game 1, line 1, column %1, move %2 (B[a1]): the game is already over")
                                          .arg(column)
                                          .arg(finished.moves.size() + 1);
    QTest::newRow("unfinished record") << "(;" + bo << "game 1, line 1, column 75: expected a tag name, ';' or ')', found the end of the text";
    QTest::newRow("second line") << "(;" + bo + "\n B[f5]\n  W[a1];)" << "game 1, line 3, column 3, move 2 (W[a1]): illegal for White";
}

void TestNotation::ggfErrors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    QCOMPARE(parse_error([&] { parse_ggf(text.toStdString()); }), message);
}

void TestNotation::parseErrorParts() {
    // where() and why() let a caller point at the place (e.g. highlight the move).
    try {
        parse_transcript("f5d6z9");
        QFAIL("no error");
    } catch (const ParseError& e) {
        QCOMPARE(e.where(), std::string("move 3"));
        QCOMPARE(e.why(), std::string("'z9' is not a square (character 5)"));
        const ParseError outer = e.within("game.txt");
        QCOMPARE(outer.where(), std::string("game.txt, move 3"));
        QCOMPARE(std::string(outer.what()), std::string("game.txt, move 3: 'z9' is not a square (character 5)"));
    }
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
    QTest::newRow("move twice") << board + " X; f5:+0; F5:+4;" << "column 76: F5 is listed twice";
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
