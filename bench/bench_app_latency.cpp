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
// With --open, a last run opens FILE (a collection of many games, say) the way the Open
// dialog does, and lasts until the games are offered (or the error shown) and 0.2 s more;
// then it types a filter into the list of games and chooses one. Last, it opens FILE
// again and, 0.3 s later, a file of one game: how long that game takes to reach the
// board shows that the superseded read stops rather than hold the reader thread.
//   bench_app_latency [SECONDS] [--open FILE]   (default 10 s per run, offscreen platform)
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTimer>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include "app_setup.h"
#include "bench_args.h"
#include "game_model.h"
#include "game_records.h"
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

// Measures until `stop` quits the event loop (the runs below stop after a fixed time).
Lateness measure(reversi::app::GameModel& model, const std::function<void()>& stop) {
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
    stop();
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

std::function<void()> after(int seconds) {
    return [seconds] { QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit); };
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
    int seconds = 10;
    QString openFile;
    // (QGuiApplication has taken its own arguments, such as -platform, out of argv.)
    const bool read = bench::read_arguments(argc, argv, "[SECONDS] [--open FILE]", [&](const cli::Args& args) {
        bool seconds_given = false;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i] == "--open") {
                openFile = QString::fromLocal8Bit(cli::file_option_value(args, i).c_str());
            } else if (!seconds_given && args[i].rfind("--", 0) != 0) {
                seconds = cli::parse_int(args[i], "SECONDS", 1, 3600);
                seconds_given = true;
            } else {
                throw cli::UsageError{"unexpected argument '" + args[i] + "'"};
            }
        }
    });
    if (!read) return 2;
    QQmlApplicationEngine engine;
    QQuickWindow* window = reversi::app::loadMainWindow(engine);
    if (!window) return 1;
    auto* model = window->findChild<reversi::app::GameModel*>(QStringLiteral("game"));
    auto* records = window->findChild<reversi::app::GameRecords*>(QStringLiteral("records"));
    if (!model || !records) {
        std::fprintf(stderr, "bench_app_latency: the window has no GameModel 'game' or GameRecords 'records'\n");
        return 1;
    }
    std::printf("UI-thread timer lateness (5 ms timer, %d s per run, level %d)\n", seconds, reversi::kMaxLevel);
    model->setAnalysisEnabled(false);
    model->newGame(false, false, reversi::kMaxLevel, reversi::kMaxLevel);  // two humans: the engines rest
    report("baseline: no search", measure(*model, after(seconds)));
    model->newGame(true, false, reversi::kMaxLevel, reversi::kMaxLevel);  // the AI (Black) thinks at once
    report("AI searching", measure(*model, after(seconds)));
    model->setAnalysisEnabled(true);
    model->newGame(true, false, reversi::kMaxLevel, reversi::kMaxLevel);
    report("AI searching + analysis streaming", measure(*model, after(seconds)));
    if (openFile.isEmpty()) return 0;

    model->setAnalysisEnabled(false);
    model->newGame(false, false, reversi::kMaxLevel, reversi::kMaxLevel);
    QElapsedTimer opening;
    double openMs = 0;
    const auto opened = [&] {
        if (openMs == 0) openMs = opening.nsecsElapsed() / 1e6;
        QTimer::singleShot(200, qApp, &QCoreApplication::quit);
    };
    const QMetaObject::Connection openedOnce = QObject::connect(records, &reversi::app::GameRecords::openFinished, qApp, opened);
    constexpr int kOpenDeadlineS = 300;  // a read that never reports ends the run, not hangs it
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, qApp, &QCoreApplication::quit);
    const Lateness l = measure(*model, [&] {
        QTimer::singleShot(200, qApp, [&] {
            opening.start();
            records->open(QUrl::fromLocalFile(openFile));
        });
        deadline.start(kOpenDeadlineS * 1000);
    });
    if (openMs == 0) {
        std::fprintf(stderr, "bench_app_latency: opening %s did not report within %d s\n", qPrintable(openFile),
                     kOpenDeadlineS);
        return 1;
    }
    report("opening a file", l);
    std::printf("%s: %lld games offered (%s) after %.0f ms\n", qPrintable(QFileInfo(openFile).fileName()),
                static_cast<long long>(records->choices().size()),
                records->error().isEmpty() ? "no error" : qPrintable(records->error()), openMs);
    // Typing in the "Which game?" filter narrows the list on the UI thread, a key at a time.
    if (records->choiceList()->total() > 0) {
        QElapsedTimer typing;
        typing.start();
        const QString typed = QStringLiteral("player 7");
        for (int n = 1; n <= typed.size(); ++n) records->choiceList()->setFilter(typed.left(n));
        std::printf("filter '%s' typed a key at a time: %.1f ms a key, %d games shown\n", qPrintable(typed),
                    typing.nsecsElapsed() / 1e6 / typed.size(), records->choiceList()->rowCount());
        // Choosing one loads it and lets the others go.
        QElapsedTimer choosing;
        choosing.start();
        const bool chosen = records->choose(records->choiceList()->data(records->choiceList()->index(0),
                                                                         reversi::app::GameChoices::GameRole).toInt());
        std::printf("choosing a game: %.1f ms (%s)\n", choosing.nsecsElapsed() / 1e6, chosen ? "loaded" : "not loaded");
    }

    QObject::disconnect(openedOnce);
    QTemporaryDir dir;
    const QUrl oneGame = QUrl::fromLocalFile(dir.filePath(QStringLiteral("one-game.txt")));
    QFile one(oneGame.toLocalFile());
    if (!one.open(QIODevice::WriteOnly) || one.write("f5d6c3\n") < 0) return 1;
    one.close();
    QElapsedTimer second;
    double secondMs = 0;
    QObject::connect(records, &reversi::app::GameRecords::openFinished, qApp, [&](const QUrl& url) {
        if (url != oneGame) return;
        secondMs = second.nsecsElapsed() / 1e6;
        QCoreApplication::quit();
    });
    QTimer::singleShot(0, qApp, [&] {
        records->open(QUrl::fromLocalFile(openFile));
        QTimer::singleShot(300, qApp, [&] {
            second.start();
            records->open(oneGame);
        });
    });
    deadline.start(kOpenDeadlineS * 1000);  // anew: this run has its own
    QCoreApplication::exec();
    if (secondMs == 0) {
        std::fprintf(stderr, "bench_app_latency: the second file did not report within %d s\n", kOpenDeadlineS);
        return 1;
    }
    std::printf("%s again, superseded after 0.3 s by a file of one game: that game on the board after %.0f ms\n",
                qPrintable(QFileInfo(openFile).fileName()), secondMs);
    return 0;
}
