#include "fit.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>

#include "common/thread_group.h"

namespace reversi::train {
namespace {

using pattern::Layout;

int empties_of(const Sample& s) { return 64 - popcount(s.player | s.opponent); }

// The fit of one phase. Variables are the representative weights (see
// Layout::representative); the design matrix has a 1 for each feature of a sample.
struct PhaseFit {
    const Layout& layout = Layout::get();
    int features = layout.feature_count();
    std::vector<std::uint32_t> rows;  // features per training sample, representative indices
    std::vector<double> labels;

    void add(const Sample& s) {
        std::uint32_t index[64];
        layout.indices(s.player, s.opponent, index);
        for (int i = 0; i < features; ++i) rows.push_back(layout.representative()[index[i]]);
        labels.push_back(s.score);
    }
    std::size_t size() const { return labels.size(); }

    void multiply(const std::vector<double>& x, std::vector<double>& out) const {  // out = A x
        for (std::size_t i = 0; i < size(); ++i) {
            double sum = 0;
            for (int j = 0; j < features; ++j) sum += x[rows[i * features + j]];
            out[i] = sum;
        }
    }
    void multiply_transposed(const std::vector<double>& r, std::vector<double>& out) const {  // out = A^T r
        std::fill(out.begin(), out.end(), 0.0);
        for (std::size_t i = 0; i < size(); ++i)
            for (int j = 0; j < features; ++j) out[rows[i * features + j]] += r[i];
    }

    // CGLS for min |A x - y|^2 + ridge |x - x0|^2, as min |A z - (y - A x0)|^2 + ridge |z|^2
    // with x = x0 + z. An empty x0 is the zero prior, and costs no pass over the samples.
    std::vector<double> solve(int iterations, double ridge, const std::vector<double>& x0) const {
        const std::size_t n = layout.phase_size();
        std::vector<double> x(n, 0.0), r(labels), s(n), p(n), q(size());
        if (!x0.empty()) {
            multiply(x0, q);
            for (std::size_t i = 0; i < size(); ++i) r[i] -= q[i];
        }
        const auto dot = [](const std::vector<double>& a, const std::vector<double>& b) {
            double sum = 0;
            for (std::size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
            return sum;
        };
        multiply_transposed(r, s);
        p = s;
        double gamma = dot(s, s);
        for (int it = 0; it < iterations && gamma > 1e-12; ++it) {
            multiply(p, q);
            const double alpha = gamma / (dot(q, q) + ridge * dot(p, p));
            for (std::size_t k = 0; k < n; ++k) x[k] += alpha * p[k];
            for (std::size_t i = 0; i < size(); ++i) r[i] -= alpha * q[i];
            multiply_transposed(r, s);
            for (std::size_t k = 0; k < n; ++k) s[k] -= ridge * x[k];
            const double next = dot(s, s);
            for (std::size_t k = 0; k < n; ++k) p[k] = s[k] + next / gamma * p[k];
            gamma = next;
        }
        if (!x0.empty())
            for (std::size_t k = 0; k < n; ++k) x[k] += x0[k];
        return x;
    }
};

// Weights of one phase in discs, by representative index: the inverse of store_phase.
std::vector<double> load_phase(const PatternWeights& weights, int phase) {
    const Layout& layout = Layout::get();
    const std::size_t base = static_cast<std::size_t>(phase) * layout.phase_size();
    std::vector<double> x(layout.phase_size(), 0.0);
    for (std::size_t k = 0; k < layout.phase_size(); ++k)
        x[layout.representative()[k]] = weights.values[base + k] / double(kEvalScale);
    return x;
}

// Weights of one phase, quantised to evaluation units, every index given its
// representative's value.
void store_phase(const std::vector<double>& x, int phase, PatternWeights& weights) {
    const Layout& layout = Layout::get();
    const std::size_t base = static_cast<std::size_t>(phase) * layout.phase_size();
    for (std::size_t k = 0; k < layout.phase_size(); ++k) {
        const double units = std::round(x[layout.representative()[k]] * kEvalScale);
        weights.values[base + k] = static_cast<std::int16_t>(std::clamp(units, -32767.0, 32767.0));
    }
}

// With every other weight of the phase fixed (already in `weights`), the least-squares
// constant of each parity is the current one plus the mean residual of the phase's
// training samples of that parity. Only the difference between the two is taken: their
// sum (twice the phase's level) stays, because the cuts' fits (Multi-ProbCut, the endgame
// cut) compare searches whose leaves lie in different phases at the levels they were
// fitted with (moving the levels to the exact scores cost 3.8 % more nodes at depth 18
// with the cut, docs/reversi-strength.md). Both parities need keep_prior_under samples
// (at least one), or the phase keeps its constants. Returns whether they were fitted.
bool fit_parity_split(const std::vector<Sample>& samples, const FitOptions& options, int phase, PatternWeights& weights) {
    const Layout& layout = Layout::get();
    std::int16_t* table = weights.values.data() + static_cast<std::size_t>(phase) * layout.phase_size();
    double residual[2] = {0, 0};
    std::size_t count[2] = {0, 0};
    for (const Sample& s : samples) {
        if (held_out(s, options.held_out_every) || pattern::phase_of(empties_of(s)) != phase) continue;
        const int parity = static_cast<int>(layout.constant_index(s.player, s.opponent) - layout.constant_offset());
        residual[parity] += s.score - layout.sum(table, s.player, s.opponent) / double(kEvalScale);
        ++count[parity];
    }
    const std::size_t least = static_cast<std::size_t>(std::max(1, options.keep_prior_under));
    if (count[0] < least || count[1] < least) return false;
    std::int16_t& even = table[layout.constant_offset()];
    std::int16_t& odd = table[layout.constant_offset() + 1];
    const int sum = even + odd;
    const auto shift = [&](int parity) { return static_cast<int>(std::lround(residual[parity] / count[parity] * kEvalScale)); };
    const int split = (odd + shift(1)) - (even + shift(0));
    const int new_even = static_cast<int>(std::ceil((sum - split) / 2.0));
    even = static_cast<std::int16_t>(std::clamp(new_even, -32767, 32767));
    odd = static_cast<std::int16_t>(std::clamp(sum - new_even, -32767, 32767));
    return true;
}

// Fits one phase into `weights` (each thread writes only its own phase's values).
PhaseReport fit_phase(const std::vector<Sample>& samples, const FitOptions& options, int phase, PatternWeights& weights) {
    PhaseReport report;
    report.phase = phase;
    // The window: the phase's own empties, widened until it holds enough samples.
    std::vector<std::size_t> train_count_by_empties(61, 0);
    for (const Sample& s : samples)
        if (!held_out(s, options.held_out_every)) ++train_count_by_empties[empties_of(s)];
    int low = pattern::first_empties(phase), high = pattern::last_empties(phase);
    const auto count = [&] {
        std::size_t n = 0;
        for (int e = low; e <= high; ++e) n += train_count_by_empties[e];
        return n;
    };
    const Layout& layout = Layout::get();
    const std::size_t size = layout.phase_size(), base = static_cast<std::size_t>(phase) * size;
    if (options.prior && (count() < static_cast<std::size_t>(options.keep_prior_under) || options.constants_only)) {
        report.window_low = low, report.window_high = high;
        report.train_samples = count();
        std::copy_n(options.prior->values.begin() + base, size, weights.values.begin() + base);
        report.kept_prior = !options.constants_only || !fit_parity_split(samples, options, phase, weights);
        return report;
    }
    while (count() < static_cast<std::size_t>(options.min_samples) && (low > 0 || high < 60))
        low = std::max(0, low - 1), high = std::min(60, high + 1);
    report.window_low = low, report.window_high = high;

    PhaseFit fit;
    for (const Sample& s : samples)
        if (!held_out(s, options.held_out_every) && empties_of(s) >= low && empties_of(s) <= high) fit.add(s);
    report.train_samples = fit.size();
    const std::vector<double> x0 = options.prior ? load_phase(*options.prior, phase) : std::vector<double>{};
    store_phase(fit.solve(options.iterations, options.ridge, x0), phase, weights);
    return report;
}

// Errors of the quantised weights actually shipped, in discs. The training error is
// that of this phase's weights over its whole window, as fitted: the window reaches
// into the neighbouring phases, whose samples the evaluation itself scores with their
// own phase's weights. (The held-out samples are the phase's own, where the two agree.)
void measure(const std::vector<Sample>& samples, const FitOptions& options, const PatternWeights& weights,
             PhaseReport& report) {
    const Layout& layout = Layout::get();
    const std::int16_t* table = weights.values.data() + static_cast<std::size_t>(report.phase) * layout.phase_size();
    const HeuristicEvaluator hand;
    double train_sum = 0, held_sum = 0, hand_sum = 0;
    for (const Sample& s : samples) {
        const int empties = empties_of(s);
        if (empties < report.window_low || empties > report.window_high) continue;
        const int units = std::clamp(layout.sum(table, s.player, s.opponent), -kEvalLimit, kEvalLimit);
        const double error = std::abs(units / double(kEvalScale) - s.score);
        if (!held_out(s, options.held_out_every)) {
            train_sum += error;
        } else if (pattern::phase_of(empties) == report.phase) {
            ++report.held_out_samples;
            held_sum += error;
            hand_sum += std::abs(hand.evaluate(s.player, s.opponent) / double(kEvalScale) - s.score);
        }
    }
    report.train_error = report.train_samples ? train_sum / report.train_samples : 0;
    report.held_out_error = report.held_out_samples ? held_sum / report.held_out_samples : 0;
    report.hand_held_out_error = report.held_out_samples ? hand_sum / report.held_out_samples : 0;
}

// Runs job(phase) for every phase on `threads` threads.
template <typename Job>
void for_each_phase(int threads, const Job& job) {
    std::atomic<int> next_phase{0};
    common::run_workers(std::max(1, threads), [&](const std::atomic<bool>& stop) {
        for (int phase; !stop && (phase = next_phase++) < pattern::kPhaseCount;) job(phase);
    });
}

}  // namespace

FitResult fit_weights(const std::vector<Sample>& samples, const FitOptions& options) {
    if (options.constants_only && !options.prior) throw std::invalid_argument("fit_weights: constants_only needs a prior");
    FitResult result{PatternWeights::zero(), std::vector<PhaseReport>(pattern::kPhaseCount)};
    for_each_phase(options.threads,
                   [&](int phase) { result.phases[phase] = fit_phase(samples, options, phase, result.weights); });
    for_each_phase(options.threads, [&](int phase) { measure(samples, options, result.weights, result.phases[phase]); });
    return result;
}

}  // namespace reversi::train
