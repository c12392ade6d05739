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
    drop(request_);
    thread_.quit();
    thread_.wait();
    // The thread has ended, so the engine is no longer in use anywhere.
    engine_.reset();
}

void EngineWorker::drop(const RequestToken& request) {
    if (!request) return;
    request->dropped.store(true);
    request->stop.store(true);
}

EngineWorker::RequestToken EngineWorker::startRequest(quint64 generation) {
    drop(request_);
    request_ = std::make_shared<Request>();
    generation_ = generation;
    setBusy(true);
    return request_;
}

void EngineWorker::stop() {
    drop(request_);
    request_.reset();
    setBusy(false);
}

void EngineWorker::setEngineFactory(EngineFactory factory) {
    // (A test that changed the factory between two requests got the engine the first
    // had made, or not, as the worker was quick: a flaky test.)
    QMetaObject::invokeMethod(
        worker_context_,
        [this, factory = std::move(factory)]() mutable {
            make_engine_ = std::move(factory);
            engine_.reset();
        },
        Qt::QueuedConnection);
}

void EngineWorker::hurry() {
    if (request_) request_->stop.store(true);
}

template <typename Job>
void EngineWorker::runOnWorker(quint64 generation, const GamePtr& game, const RequestToken& request, Job job) {
    QMetaObject::invokeMethod(
        worker_context_,
        [this, generation, game, request, job = std::move(job)]() {
            if (request->dropped.load()) return;
            QString why;
            try {
                if (!engine_ || engine_kind_ != game->kind()) {
                    engine_.reset();
                    engine_ = make_engine_ ? make_engine_(*game) : game->makeEngine();
                    engine_kind_ = game->kind();
                }
                job(*engine_);
                return;
            } catch (const std::bad_alloc&) {
                why = QCoreApplication::translate("EngineWorker", "There is not enough memory for the engine.");
            } catch (const std::exception& e) {
                why = QCoreApplication::translate("EngineWorker", "The engine failed: %1").arg(QString::fromUtf8(e.what()));
            }
            engine_.reset();  // made afresh for the next request
            deliver(generation, request, [this, generation, why]() {
                setBusy(false);
                emit failed(generation, why);
            });
        },
        Qt::QueuedConnection);
}

template <typename Deliver>
void EngineWorker::deliver(quint64 generation, const RequestToken& request, Deliver deliver) {
    QMetaObject::invokeMethod(
        this,
        [this, generation, request, deliver = std::move(deliver)]() {
            // stop() and newer requests drop the request on this thread, so a result
            // that arrives after them is dropped here even if it was already queued.
            if (generation == generation_ && !request->dropped.load()) deliver();
        },
        Qt::QueuedConnection);
}

void EngineWorker::findMove(quint64 generation, const GamePtr& game, const StatePtr& state, const AiPlayer& player) {
    const RequestToken request = startRequest(generation);
    runOnWorker(generation, game, request, [this, generation, state, player, request](GameEngine& engine) {
        const MoveAnswer answer = engine.bestMove(*state, player, request->stop);
        if (request->dropped.load()) return;
        heldBack();  // tests change the request here, while the result is on its way
        deliver(generation, request, [this, generation, answer, request]() {
            // The move first, then idle: its receiver (the model's move delay) is busy in
            // turn before this worker is not, so "thinking" does not blink off between.
            // A request begun by the receiver keeps the worker busy.
            emit moveFound(generation, answer.move, answer.score, answer.depth, answer.exact, answer.probability);
            if (request_ == request) setBusy(false);
        });
    });
}

void EngineWorker::analyze(quint64 generation, const GamePtr& game, const StatePtr& state, const AiPlayer& analyst) {
    const RequestToken request = startRequest(generation);
    runOnWorker(generation, game, request, [this, generation, state, analyst, request](GameEngine& engine) {
        engine.analyze(*state, analyst, request->stop, [this, generation, &request](const QList<CandidateScore>& update) {
            if (request->dropped.load()) return;
            deliver(generation, request, [this, generation, update]() { emit analysisUpdated(generation, update); });
        });
        if (request->dropped.load()) return;
        deliver(generation, request, [this, generation]() {
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
