#include "engine_worker.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <new>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace reversi::app {

namespace {
// Transposition table size of each worker's engine.
constexpr std::size_t kTableMegabytes = 64;

// The engine must never take the CPU from the UI thread: on a machine with fewer
// cores than busy threads the scheduler should run the event loop first. Linux keeps
// a nice value per thread, and QThread's priorities do nothing under its default
// scheduling policy, so the worker lowers its own nice value there.
void lowerCurrentThreadPriority() {
#ifdef Q_OS_LINUX
    constexpr int kEngineNice = 10;
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kEngineNice);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}
}  // namespace

EngineWorker::EngineWorker(QObject* parent) : QObject(parent), worker_context_(new QObject) {
    qRegisterMetaType<CandidateScore>();
    qRegisterMetaType<QList<CandidateScore>>();
    thread_.setObjectName(QStringLiteral("reversi-engine-worker"));
    worker_context_->moveToThread(&thread_);
    connect(&thread_, &QThread::started, worker_context_, &lowerCurrentThreadPriority, Qt::DirectConnection);
    connect(&thread_, &QThread::finished, worker_context_, &QObject::deleteLater);
    thread_.start();
}

EngineWorker::~EngineWorker() {
    if (stop_) stop_->store(true);
    thread_.quit();
    thread_.wait();
    // The thread has ended, so the search is no longer in use anywhere.
    search_.reset();
}

EngineWorker::StopToken EngineWorker::startRequest(quint64 generation) {
    if (stop_) stop_->store(true);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    generation_ = generation;
    setBusy(true);
    return stop_;
}

void EngineWorker::stop() {
    if (stop_) stop_->store(true);
    stop_.reset();
    setBusy(false);
}

template <typename Job>
void EngineWorker::runOnWorker(quint64 generation, const StopToken& stop, Job job) {
    QMetaObject::invokeMethod(
        worker_context_,
        [this, generation, stop, job = std::move(job)]() {
            if (stop->load()) return;
            QString why;
            try {
                if (!search_) search_ = make_search_ ? make_search_() : std::make_unique<Search>(kTableMegabytes);
                job(*search_);
                return;
            } catch (const std::bad_alloc&) {
                why = QCoreApplication::translate("EngineWorker", "There is not enough memory for the engine.");
            } catch (const std::exception& e) {
                why = QCoreApplication::translate("EngineWorker", "The engine failed: %1").arg(QString::fromUtf8(e.what()));
            }
            search_.reset();  // made afresh for the next request
            deliver(generation, stop, [this, generation, why]() {
                setBusy(false);
                emit failed(generation, why);
            });
        },
        Qt::QueuedConnection);
}

template <typename Deliver>
void EngineWorker::deliver(quint64 generation, const StopToken& stop, Deliver deliver) {
    QMetaObject::invokeMethod(
        this,
        [this, generation, stop, deliver = std::move(deliver)]() {
            // stop() and newer requests set the token on this thread, so a result
            // that arrives after them is dropped here even if it was already queued.
            if (generation == generation_ && !stop->load()) deliver();
        },
        Qt::QueuedConnection);
}

void EngineWorker::findMove(quint64 generation, const Position& position, const SearchLimits& limits) {
    const StopToken stop = startRequest(generation);
    runOnWorker(generation, stop, [this, generation, position, limits, stop](Search& search) {
        SearchLimits bounded = limits;
        bounded.stop = stop.get();
        const SearchResult result = search.best_move(position, bounded);
        if (stop->load()) return;
        heldBack();  // tests change the request here, while the result is on its way
        deliver(generation, stop, [this, generation, result]() {
            setBusy(false);
            emit moveFound(generation, result.move, result.score, result.depth, result.exact);
        });
    });
}

void EngineWorker::analyze(quint64 generation, const Position& position, const SearchLimits& limits) {
    const StopToken stop = startRequest(generation);
    runOnWorker(generation, stop, [this, generation, position, limits, stop](Search& search) {
        SearchLimits bounded = limits;
        bounded.stop = stop.get();
        search.analyze(position, bounded, [this, generation, &stop](const std::vector<MoveScore>& scores) {
            if (stop->load()) return;
            QList<CandidateScore> update;
            update.reserve(static_cast<qsizetype>(scores.size()));
            for (const MoveScore& s : scores)
                update.append({s.move, s.score, s.depth, s.exact, QList<int>(s.pv.begin(), s.pv.end())});
            deliver(generation, stop, [this, generation, update]() { emit analysisUpdated(generation, update); });
        });
        if (stop->load()) return;
        deliver(generation, stop, [this, generation]() {
            setBusy(false);
            emit analysisFinished(generation);
        });
    });
}

void EngineWorker::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged();
}

}  // namespace reversi::app
