// Event-loop latency of the app's UI thread while the AI searches at the highest level
// (and, in the third run, the heat-map analysis searches too). The first run, with no
// search at all, shows what the machine's other load costs by itself.
//
// A 5 ms QTimer runs on the UI thread; each tick records how late it fired compared
// with the previous tick plus 5 ms. The UI thread must never be blocked by the engine,
// so the lateness should stay far below one 60 Hz frame (16 ms).
//   bench_app_latency [SECONDS]     (default 10 s per run, offscreen platform)
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "game_model.h"
#include "reversi/search.h"

namespace {

struct Lateness {
    double max_ms = 0;
    double p99_ms = 0;
    double mean_ms = 0;
    std::size_t ticks = 0;
};

Lateness measure(reversi::app::GameModel& model, int seconds) {
    constexpr int kIntervalMs = 5;
    std::vector<double> late;
    QElapsedTimer clock;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(kIntervalMs);
    qint64 last = 0;
    QObject::connect(&timer, &QTimer::timeout, [&]() {
        const qint64 now = clock.nsecsElapsed();
        late.push_back(std::max(0.0, (now - last) / 1e6 - kIntervalMs));
        last = now;
    });
    clock.start();
    timer.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    timer.stop();
    if (model.aiTurn() && !model.thinking()) std::fprintf(stderr, "warning: the AI finished before the measurement did\n");
    Lateness result;
    result.ticks = late.size();
    if (late.empty()) return result;
    std::sort(late.begin(), late.end());
    result.max_ms = late.back();
    result.p99_ms = late[late.size() * 99 / 100];
    double sum = 0;
    for (double l : late) sum += l;
    result.mean_ms = sum / static_cast<double>(late.size());
    return result;
}

void report(const char* what, const Lateness& l) {
    std::printf("%-40s ticks %6zu  max %6.2f ms  p99 %5.2f ms  mean %5.2f ms\n", what, l.ticks, l.max_ms, l.p99_ms,
                l.mean_ms);
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    std::printf("UI-thread timer lateness (5 ms timer, %d s per run, level %d)\n", seconds, reversi::kMaxLevel);
    {
        reversi::app::GameModel model;
        model.newGame(false, false, reversi::kMaxLevel);  // two humans: the engines rest
        report("baseline: no search", measure(model, seconds));
    }
    {
        reversi::app::GameModel model;
        model.newGame(true, false, reversi::kMaxLevel);  // the AI (Black) thinks at once
        report("AI searching", measure(model, seconds));
    }
    {
        reversi::app::GameModel model;
        model.setAnalysisEnabled(true);
        model.newGame(true, false, reversi::kMaxLevel);
        report("AI searching + analysis streaming", measure(model, seconds));
    }
    return 0;
}
