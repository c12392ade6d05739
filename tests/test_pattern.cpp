// The pattern evaluation: feature indices and their symmetries, the weights file
// (round trip, corruption, missing file) and the built-in weights.
#include <QtTest>

#include <cstdio>
#include <random>
#include <stdexcept>

#include "eval/pattern_vector_sum.h"
#include "reversi/obf.h"
#include "reversi/pattern_evaluation.h"
#include "reversi/players.h"

using namespace reversi;

namespace {

// Positions from random games: every phase, passes included.
std::vector<Position> random_positions(int games, std::mt19937_64& random) {
    std::vector<Position> positions;
    for (int g = 0; g < games; ++g) {
        Position p = Position::start();
        while (!p.is_game_over()) {
            positions.push_back(p);
            Bitboard moves = p.moves();
            if (!moves) {
                p = p.pass();
                continue;
            }
            for (int skip = int(random() % popcount(moves)); skip > 0; --skip) moves = without_first(moves);
            p = p.play(first_square(moves));
        }
    }
    return positions;
}

// Random values on the representatives, copied to the codes that share them.
PatternWeights random_weights(std::mt19937_64& random) {
    PatternWeights w = PatternWeights::zero();
    const auto& layout = pattern::Layout::get();
    for (int phase = 0; phase < pattern::kPhaseCount; ++phase) {
        const std::size_t base = phase * layout.phase_size();
        for (std::size_t k = 0; k < layout.phase_size(); ++k)
            if (layout.representative()[k] == k) w.values[base + k] = std::int16_t(int(random() % 201) - 100);
        for (std::size_t k = 0; k < layout.phase_size(); ++k) w.values[base + k] = w.values[base + layout.representative()[k]];
    }
    return w;
}

std::string temp_path(const char* name) { return QDir::temp().filePath(name).toStdString(); }

void write_bytes(const std::string& path, const std::vector<unsigned char>& bytes) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    QVERIFY(f);
    std::fwrite(bytes.data(), 1, bytes.size(), f);
    std::fclose(f);
}

// Runs `f` and returns the message of the std::runtime_error it throws ("" if none).
template <typename F>
QString error_of(F f) {
    try {
        f();
    } catch (const std::runtime_error& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

}  // namespace

class TestPattern : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void vectorSumMatchesThePlainSum() {
#ifdef REVERSI_PATTERN_VECTOR_SUM
        // Any int16 weights (extremes included, so sign extension is exercised), every
        // phase, positions from games and arbitrary disjoint boards.
        std::mt19937_64 random(8);
        const auto& layout = pattern::Layout::get();
        PatternWeights w = PatternWeights::zero();
        for (auto& v : w.values)
            v = std::int16_t(random() % 4 == 0 ? (random() % 2 ? 32767 : -32767) : int(random() % 65535) - 32767);
        const pattern::VectorSum vector_sum(layout, w.values);
        std::vector<Position> positions = random_positions(20, random);
        for (int i = 0; i < 2000; ++i) {
            const Bitboard player = random() & random(), opponent = random() & ~player;
            positions.push_back({player, opponent, Color::Black});
        }
        for (const Position& p : positions)
            for (int phase = 0; phase < pattern::kPhaseCount; ++phase)
                QCOMPARE(vector_sum.sum(phase, p.player, p.opponent),
                         layout.sum(w.values.data() + phase * layout.phase_size(), p.player, p.opponent));
#else
        QSKIP("this build does not target AVX-512 VBMI, so it has only the plain sum");
#endif
    }

    void codesFollowTheMoves() {
        // Along random games, passes included, the codes updated move by move are those
        // of the position read from the board, lanes past the last instance stay 0, and
        // the sum from the codes is the plain sum for every phase's weights.
        std::mt19937_64 random(9);
        const auto& layout = pattern::Layout::get();
        const PatternWeights w = random_weights(random);
        const PatternEvaluator evaluator(w);
        const auto same = [](const pattern::Codes& a, const pattern::Codes& b) {
            return a.mover == b.mover && a.waiting == b.waiting;
        };
        int moves = 0, passes = 0;
        for (int game = 0; game < 40; ++game) {
            Position p = Position::start();
            pattern::Codes codes = layout.codes(p.player, p.opponent);
            while (!p.is_game_over()) {
                QVERIFY(same(codes, layout.codes(p.player, p.opponent)));
                for (std::size_t i = layout.instances().size(); i < pattern::kMaxInstances; ++i)
                    QVERIFY(codes.mover[i] == 0 && codes.waiting[i] == 0);
                for (int phase = 0; phase < pattern::kPhaseCount; ++phase) {
                    const std::int16_t* weights = w.values.data() + phase * layout.phase_size();
                    QCOMPARE(layout.sum(weights, codes, p.player, p.opponent),
                             layout.sum(weights, p.player, p.opponent));
                }
                QCOMPARE(evaluator.evaluate(codes, p.player, p.opponent), evaluator.evaluate(p.player, p.opponent));
                pattern::Codes next;
                if (p.must_pass()) {
                    pattern::Layout::pass(codes, next);
                    p = p.pass();
                    ++passes;
                } else {
                    Bitboard m = p.moves();
                    for (int skip = int(random() % popcount(m)); skip > 0; --skip) m = without_first(m);
                    const int square = first_square(m);
                    layout.play(codes, square, flipped_discs(p.player, p.opponent, square), next);
                    p = p.play(square);
                    ++moves;
                }
                codes = next;
            }
        }
        QVERIFY(moves > 2000 && passes > 0);
    }

    void layoutHasTheExpectedFeatures() {
        const auto& layout = pattern::Layout::get();
        // 4 edges, 4 corners 3x3, 8 corner 2x5, 4 x (rows 2-4, diagonals 7-4), 2 diagonals 8,
        // mobility and the constant (one for each parity of the empties).
        QCOMPARE(layout.feature_count(), 4 + 4 + 8 + 4 * 3 + 2 + 4 * 4 + 2);
        QCOMPARE(layout.phase_size(), std::size_t(2 * 59049 + 19683 + 3 * 6561 + 6561 + 2187 + 729 + 243 + 81 + 41 + 2));
        // Every index of a position lies in the table, each feature in its own part.
        std::mt19937_64 random(1);
        std::uint32_t index[64];
        for (const Position& p : random_positions(20, random)) {
            layout.indices(p.player, p.opponent, index);
            for (int i = 0; i < layout.feature_count(); ++i) QVERIFY(index[i] < layout.phase_size());
        }
        // The start position: every pattern code is that of its squares.
        layout.indices(Position::start().player, Position::start().opponent, index);
        QCOMPARE(index[0], 0u);  // edge of the empty row 1
    }

    void evaluationIsSymmetric() {
        // With any weights that respect the shared codes, the evaluation of a position
        // and of its 8 symmetric images are the same: instances and representatives agree.
        std::mt19937_64 random(2);
        const PatternEvaluator evaluator(random_weights(random));
        for (const Position& p : random_positions(30, random)) {
            const int expected = evaluator.evaluate(p.player, p.opponent);
            for (int s = 1; s < kSymmetryCount; ++s) {
                const Position t = p.transformed(s);
                QCOMPARE(evaluator.evaluate(t.player, t.opponent), expected);
            }
        }
    }

    void evaluationIsTheSumOfItsFeatures() {
        // Two non-zero weights: the constants of the phase with 30-34 empties, the even
        // one (the start has 60 empties) and the odd one after it.
        PatternWeights w = PatternWeights::zero();
        const auto& layout = pattern::Layout::get();
        std::uint32_t index[64];
        const Position start = Position::start();
        layout.indices(start.player, start.opponent, index);
        const std::uint32_t constant = index[layout.feature_count() - 1];
        QCOMPARE(constant, layout.constant_offset());
        w.values[pattern::phase_of(32) * layout.phase_size() + constant] = 1234;
        w.values[pattern::phase_of(32) * layout.phase_size() + constant + 1] = -567;
        const PatternEvaluator evaluator(w);
        std::mt19937_64 random(3);
        int seen[2] = {0, 0};
        for (const Position& p : random_positions(5, random)) {
            const int empties = p.empty_count();
            const bool in_phase = pattern::phase_of(empties) == 6;
            if (in_phase) ++seen[empties % 2];
            QCOMPARE(evaluator.evaluate(p.player, p.opponent), !in_phase ? 0 : empties % 2 == 0 ? 1234 : -567);
        }
        QVERIFY2(seen[0] > 0 && seen[1] > 0, "positions of both parities in the phase");
    }

    void evaluationIsClamped() {
        PatternWeights w = PatternWeights::zero();
        for (auto& v : w.values) v = 30000;
        const PatternEvaluator evaluator(w);
        QCOMPARE(evaluator.evaluate(Position::start().player, Position::start().opponent), kEvalLimit);
    }

    void weightsRoundTrip() {
        std::mt19937_64 random(4);
        const PatternWeights w = random_weights(random);
        const std::vector<unsigned char> bytes = w.to_bytes();
        QVERIFY(PatternWeights::from_bytes(bytes.data(), bytes.size(), "test").values == w.values);
        const std::string path = temp_path("reversi_test_pattern.weights");
        w.save(path);
        QVERIFY(PatternWeights::load(path).values == w.values);
        std::remove(path.c_str());
        // Zero runs longer than one run token holds.
        const PatternWeights zero = PatternWeights::zero();
        const std::vector<unsigned char> zero_bytes = zero.to_bytes();
        QVERIFY(zero_bytes.size() < 200);
        QVERIFY(PatternWeights::from_bytes(zero_bytes.data(), zero_bytes.size(), "test").values == zero.values);
    }

    void badWeightsAreRefusedClearly() {
        std::mt19937_64 random(5);
        const std::vector<unsigned char> good = random_weights(random).to_bytes();
        const std::string path = temp_path("reversi_test_pattern_bad.weights");

        std::vector<unsigned char> corrupt = good;
        corrupt[corrupt.size() / 2] ^= 0x10;
        write_bytes(path, corrupt);
        QString message = error_of([&] { PatternWeights::load(path); });
        QVERIFY2(message.contains(QString::fromStdString(path)) && message.contains("checksum"), qPrintable(message));

        write_bytes(path, std::vector<unsigned char>(good.begin(), good.end() - 100));
        message = error_of([&] { PatternWeights::load(path); });
        QVERIFY2(message.contains("truncated"), qPrintable(message));

        write_bytes(path, {'h', 'e', 'l', 'l', 'o'});
        message = error_of([&] { PatternWeights::load(path); });
        QVERIFY2(message.contains("not a pattern weights file"), qPrintable(message));
        std::remove(path.c_str());

        message = error_of([&] { PatternWeights::load(path); });
        QVERIFY2(message.contains(QString::fromStdString(path)) && message.contains("cannot open"), qPrintable(message));
    }

    void playersNameTheirEvaluation() {
        for (const char* name : {"depth:3:pattern", "depth:3:hand", "level:4:pattern", "time:20:hand", "time:20"})
            QCOMPARE(QString::fromStdString(make_player(name)->name()), QString(name));
        for (const char* bad : {"depth:3:", "depth:3:x", "time:0", "time:3600001", "level:3:hand:x", "depth::pattern"})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, make_player(bad));
    }

    void builtInWeightsBeatTheHandEvaluation() {
        // On the FFO endgame positions (20 to 34 empties, exact scores in the files),
        // the trained evaluation is nearer the true score than the hand one.
        const PatternEvaluator& trained = trained_evaluator();
        const HeuristicEvaluator hand;
        double trained_error = 0, hand_error = 0;
        int count = 0;
        for (const char* file : {"/fforum-1-19.obf", "/fforum-20-39.obf", "/fforum-40-59.obf"}) {
            for (const ObfRecord& r : read_obf_file(std::string(REVERSI_TEST_DATA) + file)) {
                if (r.moves.empty()) continue;
                const int best = best_listed_score(r);
                const Position& p = r.position;
                trained_error += std::abs(trained.evaluate(p.player, p.opponent) / double(kEvalScale) - best);
                hand_error += std::abs(hand.evaluate(p.player, p.opponent) / double(kEvalScale) - best);
                ++count;
            }
        }
        QVERIFY(count >= 50);
        qInfo("FFO #1-#59 mean absolute error: trained %.2f discs, hand %.2f discs", trained_error / count,
              hand_error / count);
        QVERIFY(trained_error < hand_error);
    }
};

QTEST_APPLESS_MAIN(TestPattern)
#include "test_pattern.moc"
