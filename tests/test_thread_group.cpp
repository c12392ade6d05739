// common/thread_group.h: run_workers runs every worker and waits for them; the first
// exception one throws stops the others (they see `stop`) and reaches the caller, with
// every thread ended (no std::terminate from a thread left running).
#include <QtTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "common/thread_group.h"

class TestThreadGroup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyWorkerRuns() {
        std::atomic<int> ran{0};
        common::run_workers(4, [&](const std::atomic<bool>& stop) {
            if (!stop) ++ran;  // (no QVERIFY off the test's thread)
        });
        QCOMPARE(ran.load(), 4);
    }

    void aFailureStopsTheOthersAndReachesTheCaller() {
        std::atomic<int> started{0}, stopped{0};
        try {
            common::run_workers(3, [&](const std::atomic<bool>& stop) {
                if (started++ == 0) throw std::runtime_error("worker failed");
                // The others work until told to stop (at most a minute: a hang fails the test).
                const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
                while (!stop && std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
                if (stop) ++stopped;
            });
            QFAIL("the worker's exception was lost");
        } catch (const std::runtime_error& e) {
            QCOMPARE(QString(e.what()), QStringLiteral("worker failed"));
        }
        QCOMPARE(started.load(), 3);
        QCOMPARE(stopped.load(), 2);
    }
};

QTEST_APPLESS_MAIN(TestThreadGroup)
#include "test_thread_group.moc"
