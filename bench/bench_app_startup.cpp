// Time from launching reversi-app to its first frame, as the app itself reports it with
// --measure-startup (clock started at the top of main, stopped at the first
// frameSwapped of the window). Runs the app several times and prints each figure,
// the best and the median.
//   bench_app_startup [RUNS]    (default 5; offscreen platform unless QT_QPA_PLATFORM is set)
#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "bench_args.h"

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    int runs = 0;
    const bool read = bench::read_arguments(argc, argv, "[RUNS]", [&](const cli::Args& args) {
        bench::check_positional_count(args, 1);
        runs = bench::positional_int(args, 0, "RUNS", 1, 1000, 5);
    });
    if (!read) return 2;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM"))) env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QRegularExpression figure(QStringLiteral("launch to first frame: ([0-9.]+) ms"));
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(REVERSI_APP_PATH), {QStringLiteral("--measure-startup")});
        // (A crash's exit code means nothing: a crash after the figure is no success.)
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
            process.exitCode() != 0) {
            std::fprintf(stderr, "bench_app_startup: %s failed: %s\n", REVERSI_APP_PATH,
                         qPrintable(QString::fromLocal8Bit(process.readAllStandardError())));
            return 1;
        }
        const auto match = figure.match(QString::fromLocal8Bit(process.readAllStandardOutput()));
        if (!match.hasMatch()) {
            std::fprintf(stderr, "bench_app_startup: no figure in the app's output\n");
            return 1;
        }
        ms.push_back(match.captured(1).toDouble());
        std::printf("run %d: %.1f ms\n", i + 1, ms.back());
    }
    std::sort(ms.begin(), ms.end());
    std::printf("launch to first frame: best %.1f ms, median %.1f ms (%d runs)\n", ms.front(), ms[ms.size() / 2], runs);
    return 0;
}
