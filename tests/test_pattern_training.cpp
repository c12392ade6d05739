// The training pipeline at a small scale: self-play labels, the sample file, and a fit
// that must generalise (held-out error well below the hand evaluation's).
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>

#include "fit.h"
#include "relabel.h"
#include "reversi/endgame.h"
#include "reversi/search.h"
#include "selfplay.h"

using namespace reversi;
using namespace reversi::train;

namespace {

SelfPlayOptions small_run() {
    SelfPlayOptions o;
    o.games = 1000;
    o.threads = 2;
    o.depth = 1;
    o.exact_empties = 14;
    o.seed = 11;
    return o;
}

// The samples of the first `games` games of a run of the hand evaluation.
std::vector<Sample> hand_games(const SelfPlayOptions& options, std::uint32_t games) {
    std::vector<Sample> samples;
    for (std::uint32_t game = 0; game < games; ++game) {
        const std::vector<Sample> more = self_play_game(options, HeuristicEvaluator(), game);
        samples.insert(samples.end(), more.begin(), more.end());
    }
    return samples;
}

std::string temp_path(const char* name) { return QDir::temp().filePath(name).toStdString(); }

}  // namespace

class TestPatternTraining : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void selfPlayLabelsAreConsistent() {
        const SelfPlayOptions options = small_run();
        const HeuristicEvaluator hand;
        EndgameSolver solver(8);
        for (std::uint32_t game = 0; game < 6; ++game) {
            const std::vector<Sample> samples = self_play_game(options, hand, game);
            QVERIFY(!samples.empty());
            // The same game again gives the same samples (reproducible runs).
            const std::vector<Sample> again = self_play_game(options, hand, game);
            QCOMPARE(again.size(), samples.size());
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const Sample& s = samples[i];
                QCOMPARE(again[i].player, s.player);
                QCOMPARE(again[i].score, s.score);
                QCOMPARE(s.game, game);
                const int empties = 64 - popcount(s.player | s.opponent);
                QCOMPARE(s.exact, empties <= options.exact_empties);
                QVERIFY(legal_moves(s.player, s.opponent) != 0);  // positions where a move is chosen
                if (s.exact) QCOMPARE(solver.solve({s.player, s.opponent, Color::Black}).score, s.score);
            }
        }
    }

    void sampleFileRoundTrip() {
        const std::vector<Sample> samples = self_play_game(small_run(), HeuristicEvaluator(), 3);
        const std::string path = temp_path("reversi_test_samples.txt");
        {
            std::ofstream out(path);
            write_sample_header(out);
            for (const Sample& s : samples) write_sample(out, s);
        }
        const std::vector<Sample> read = read_samples(path);
        QCOMPARE(read.size(), samples.size());
        for (std::size_t i = 0; i < read.size(); ++i) {
            QCOMPARE(read[i].player, samples[i].player);
            QCOMPARE(read[i].opponent, samples[i].opponent);
            QCOMPARE(read[i].score, samples[i].score);
            QCOMPARE(read[i].exact, samples[i].exact);
        }
        {
            std::ofstream out(path, std::ios::app);
            out << "0000000000000001 0000000000000001 3 0 7\n";  // overlapping discs
        }
        try {
            read_samples(path);
            QFAIL("a malformed sample was accepted");
        } catch (const std::runtime_error& e) {
            const QString message = e.what();
            QVERIFY2(message.contains(QString::fromStdString(path) + ", line " + QString::number(samples.size() + 2) + ":"),
                     qPrintable(message));
        }
        std::remove(path.c_str());
    }

    void backedUpLabelsBlendASearchScore() {
        const std::vector<Sample> samples = hand_games(small_run(), 4);
        std::vector<Sample> relabelled = samples;
        RelabelOptions relabel;
        relabel.depth = 1;
        relabel.blend = 0.5;
        relabel.held_out_every = 2;
        const HeuristicEvaluator hand;
        const std::size_t changed = relabel_by_search(relabelled, hand, relabel);
        std::size_t expected = 0;
        Search search(1, hand);
        SearchLimits limits;
        limits.depth = 1;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            const Sample& s = samples[i];
            if (s.exact || s.game % 2 == 0) {
                QCOMPARE(relabelled[i].score, s.score);
                continue;
            }
            ++expected;
            const int searched = search.best_move({s.player, s.opponent, Color::Black}, limits).score;
            QCOMPARE(relabelled[i].score, int(std::lround(0.5 * searched + 0.5 * s.score)));
        }
        QVERIFY(expected > 10);
        QCOMPARE(changed, expected);
    }

    void fitLearnsBeyondTheHandEvaluation() {
        const SelfPlayOptions options = small_run();
        std::vector<Sample> samples;
        self_play(options, HeuristicEvaluator(), [&](std::uint32_t, const SelfPlayGame& game) {
            samples.insert(samples.end(), game.samples.begin(), game.samples.end());
        });
        FitOptions fit;
        fit.iterations = 60;
        fit.ridge = 30;
        fit.min_samples = 2000;
        fit.held_out_every = 5;
        fit.threads = 2;
        const FitResult result = fit_weights(samples, fit);

        // Midgame labels of such shallow games are mostly noise; the positions labelled
        // exactly (phases entirely within the exact solve) show whether the fit learns.
        double trained = 0, hand = 0, exact_trained = 0, exact_hand = 0;
        std::size_t held_out = 0, exact_held_out = 0;
        for (const PhaseReport& p : result.phases) {
            trained += p.held_out_error * p.held_out_samples;
            hand += p.hand_held_out_error * p.held_out_samples;
            held_out += p.held_out_samples;
            if (pattern::last_empties(p.phase) <= options.exact_empties) {
                exact_trained += p.held_out_error * p.held_out_samples;
                exact_hand += p.hand_held_out_error * p.held_out_samples;
                exact_held_out += p.held_out_samples;
            }
            qInfo("phase %2d: train %5zu held-out %4zu  error train %5.2f held-out %5.2f hand %5.2f", p.phase,
                  p.train_samples, p.held_out_samples, p.train_error, p.held_out_error, p.hand_held_out_error);
        }
        QVERIFY(exact_held_out > 500);
        trained /= held_out, hand /= held_out, exact_trained /= exact_held_out, exact_hand /= exact_held_out;
        qInfo("held-out mean absolute error: trained %.2f discs, hand %.2f discs; exactly labelled: trained %.2f, "
              "hand %.2f",
              trained, hand, exact_trained, exact_hand);
        QVERIFY2(exact_trained < 0.75 * exact_hand,
                 qPrintable(QString("exactly labelled: trained %1, hand %2").arg(exact_trained).arg(exact_hand)));
        QVERIFY2(trained < hand, qPrintable(QString("trained %1, hand %2").arg(trained).arg(hand)));
    }

    // With a prior, the ridge pulls towards it: a huge ridge returns the prior itself
    // (a fit without one would return zeros), a small one moves off it towards the labels.
    void priorIsWhereTheRidgePulls() {
        const std::vector<Sample> samples = hand_games(small_run(), 40);
        FitOptions fit;
        fit.iterations = 30;
        fit.min_samples = 200;
        fit.ridge = 10;
        const PatternWeights prior = fit_weights(samples, fit).weights;

        fit.prior = &prior;
        fit.ridge = 1e12;
        const PatternWeights held = fit_weights(samples, fit).weights;
        QCOMPARE(held.values.size(), prior.values.size());
        std::size_t nonzero = 0;
        for (std::size_t i = 0; i < prior.values.size(); ++i) {
            QVERIFY2(std::abs(held.values[i] - prior.values[i]) <= 1, qPrintable(QString::number(i)));
            nonzero += prior.values[i] != 0;
        }
        QVERIFY(nonzero > 1000);

        fit.ridge = 1;
        const PatternWeights moved = fit_weights(samples, fit).weights;
        std::size_t changed = 0;
        for (std::size_t i = 0; i < prior.values.size(); ++i) changed += std::abs(moved.values[i] - prior.values[i]) > 1;
        QVERIFY2(changed > 100, qPrintable(QString::number(changed)));
    }

    // A phase without samples of its own keeps the prior, even under a weak ridge that
    // moves every other phase; asked to fit it anyway, its window borrows neighbours'.
    void phaseWithoutSamplesKeepsThePrior() {
        std::vector<Sample> samples = hand_games(small_run(), 40);
        FitOptions fit;
        fit.iterations = 30;
        fit.min_samples = 200;
        fit.ridge = 10;
        const PatternWeights prior = fit_weights(samples, fit).weights;

        const int empty_phase = 3;
        samples.erase(std::remove_if(samples.begin(), samples.end(),
                                     [&](const Sample& s) {
                                         return pattern::phase_of(64 - popcount(s.player | s.opponent)) == empty_phase;
                                     }),
                      samples.end());
        fit.prior = &prior;
        fit.ridge = 1;
        const std::size_t size = pattern::Layout::get().phase_size();
        const auto changed_in = [&](const PatternWeights& w, int phase) {
            std::size_t changed = 0;
            for (std::size_t k = phase * size; k < (phase + 1) * size; ++k) changed += w.values[k] != prior.values[k];
            return changed;
        };
        const FitResult kept = fit_weights(samples, fit);
        QVERIFY(kept.phases[empty_phase].kept_prior);
        QCOMPARE(changed_in(kept.weights, empty_phase), std::size_t{0});
        QVERIFY(!kept.phases[empty_phase + 1].kept_prior);
        QVERIFY2(changed_in(kept.weights, empty_phase + 1) > 100, "a phase with samples moves off the prior");

        fit.keep_prior_under = 0;
        const FitResult borrowed = fit_weights(samples, fit);
        QVERIFY(!borrowed.phases[empty_phase].kept_prior);
        QVERIFY(borrowed.phases[empty_phase].window_low < pattern::first_empties(empty_phase));
        QVERIFY2(changed_in(borrowed.weights, empty_phase) > 100, "the borrowed window moves it");
    }

    // --constants-only: labels of odd empties 3 discs higher than those of even ones move
    // the two constants of each phase apart by about that, keep their sum, and change
    // nothing else; after it, the two parities' samples are off by the same on average.
    void constantsOnlyFitsTheParitySplit() {
        std::vector<Sample> samples = hand_games(small_run(), 40);
        FitOptions fit;
        fit.iterations = 30;
        fit.min_samples = 200;
        const PatternWeights prior = fit_weights(samples, fit).weights;
        const auto empties = [](const Sample& s) { return 64 - popcount(s.player | s.opponent); };
        for (Sample& s : samples)
            if (empties(s) % 2 == 1) s.score += 3;
        fit.prior = &prior;
        fit.constants_only = true;
        const FitResult result = fit_weights(samples, fit);

        const pattern::Layout& layout = pattern::Layout::get();
        const std::size_t size = layout.phase_size(), constant = layout.constant_offset();
        for (std::size_t k = 0; k < result.weights.values.size(); ++k)
            if (k % size != constant && k % size != constant + 1)
                QCOMPARE(result.weights.values[k], prior.values[k]);
        int phases_seen = 0;
        for (int phase = 0; phase < pattern::kPhaseCount; ++phase) {
            const auto at = [&](const PatternWeights& w, int parity) { return w.values[phase * size + constant + parity]; };
            QCOMPARE(at(result.weights, 0) + at(result.weights, 1), at(prior, 0) + at(prior, 1));
            double residual[2] = {0, 0};
            int count[2] = {0, 0};
            for (const Sample& s : samples) {
                if (s.game % fit.held_out_every == 0 || pattern::phase_of(empties(s)) != phase) continue;
                const int parity = empties(s) % 2;
                residual[parity] += s.score - layout.sum(result.weights.values.data() + phase * size, s.player, s.opponent) /
                                                  double(kEvalScale);
                ++count[parity];
            }
            if (count[0] < 40 || count[1] < 40) continue;
            ++phases_seen;
            const double gap = residual[1] / count[1] - residual[0] / count[0];
            QVERIFY2(std::abs(gap) < 0.02, qPrintable(QString("phase %1: the parities' mean residuals differ by %2").arg(phase).arg(gap)));
            // The prior's constants were fitted to the unshifted labels: the new spread is
            // the prior's plus about 3 discs.
            const auto spread = [&](const PatternWeights& w) { return (at(w, 1) - at(w, 0)) / double(kEvalScale); };
            QVERIFY2(std::abs(spread(result.weights) - spread(prior) - 3) < 1.5,
                     qPrintable(QString("phase %1: spread %2").arg(phase).arg(spread(result.weights))));
        }
        QVERIFY(phases_seen >= 3);
    }
};

QTEST_APPLESS_MAIN(TestPatternTraining)
#include "test_pattern_training.moc"
