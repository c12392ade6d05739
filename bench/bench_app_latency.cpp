// Event-loop latency of the app's UI thread while the AI searches at the highest level
// (and, in the third run, the heat-map analysis searches too), with the app's real
// window loaded (offscreen, software renderer: rendering runs on the UI thread too).
// The first run, with no search at all, shows what the machine's other load costs by
// itself.
//
// A 5 ms QTimer runs on the UI thread; each tick records how late it fired compared
// with the previous tick plus 5 ms. The UI thread must never be blocked by the engine,
// so the lateness should stay far below one 60 Hz frame (16 ms).
//
// Lateness is wall-clock time, so other processes on a loaded machine add to it (the
// baseline run shows how much). The UI thread's own CPU time over the run (its thread
// CPU clock) does not depend on that load: it is the work the app puts on that thread.
//   bench_app_latency [SECONDS]     (default 10 s per run, offscreen platform)
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTimer>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include "app_setup.h"
#include "game_model.h"
#include "reversi/search.h"

namespace {

struct Lateness {
    double max_ms = 0;
    double p99_ms = 0;
    double mean_ms = 0;
    std::size_t ticks = 0;
    double ui_cpu_percent = 0;  // UI-thread CPU time / wall time
};

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

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
    const double cpuStart = threadCpuMs();
    clock.start();
    timer.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QGuiApplication::exec();
    timer.stop();
    const double cpuMs = threadCpuMs() - cpuStart;
    const double wallMs = clock.nsecsElapsed() / 1e6;
    if (model.aiTurn() && !model.thinking()) std::fprintf(stderr, "warning: the AI finished before the measurement did\n");
    Lateness result;
    result.ui_cpu_percent = 100.0 * cpuMs / wallMs;
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
    std::printf("%-34s ticks %5zu  late: max %6.2f ms  p99 %5.2f ms  mean %5.2f ms  | UI thread CPU %4.1f%%\n",
                what, l.ticks, l.max_ms, l.p99_ms, l.mean_ms, l.ui_cpu_percent);
}

}  // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    reversi::app::setUpApplication(app);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    QQmlApplicationEngine engine;
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    if (!window) return 1;
    auto* model = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    if (!model) {
        std::fprintf(stderr, "bench_app_latency: the window has no GameModel named 'game'\n");
        return 1;
    }
    std::printf("UI-thread timer lateness (5 ms timer, %d s per run, level %d)\n", seconds, reversi::kMaxLevel);
    model->setAnalysisEnabled(false);
    model->newGame(false, false, reversi::kMaxLevel, reversi::kMaxLevel);  // two humans: the engines rest
    report("baseline: no search", measure(*model, seconds));
    model->newGame(true, false, reversi::kMaxLevel, reversi::kMaxLevel);  // the AI (Black) thinks at once
    report("AI searching", measure(*model, seconds));
    model->setAnalysisEnabled(true);
    model->newGame(true, false, reversi::kMaxLevel, reversi::kMaxLevel);
    report("AI searching + analysis streaming", measure(*model, seconds));
    return 0;
}
