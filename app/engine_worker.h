// A long-lived worker thread that owns one engine (a GameEngine of the game asked
// about) and answers requests without ever blocking the caller's (UI) thread.
//
// Every request carries a generation number chosen by the caller and replaces the
// previous request: starting a request or calling stop() sets the running search's
// stop token, so it returns within milliseconds. Results travel back by queued calls
// and are emitted only while their generation is still the current one; anything
// older is dropped.
#pragma once

#include <QList>
#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

#include "games/board_game.h"
#include "games/game_engine.h"

namespace reversi::app {

class EngineWorker : public QObject {
    Q_OBJECT
public:
    explicit EngineWorker(QObject* parent = nullptr);
    ~EngineWorker() override;  // stops the search and joins the thread

    // The move `player` chooses in `state` of `game`; answers with moveFound.
    void findMove(quint64 generation, const GamePtr& game, const StatePtr& state, const AiPlayer& player);
    // A score for every legal move by `analyst` (level 0: until stopped), as the search
    // improves them; answers with analysisUpdated after each improvement and
    // analysisFinished at the end.
    void analyze(quint64 generation, const GamePtr& game, const StatePtr& state, const AiPlayer& analyst);
    // Cancels the current request: nothing more is emitted for it.
    void stop();
    // Ends the current search at once but keeps the request: findMove answers with the
    // best move found so far, analyze with the depths it completed.
    void hurry();

    bool busy() const { return busy_; }

    // Hooks for tests. How the engine is made (e.g. one that fails to allocate its
    // tables): the requests made after this call have an engine of `factory`'s, made
    // afresh (set on the worker thread, in turn with the requests). And, set before the
    // first request, a call on the worker thread after each search and before its
    // result is sent, to hold a result back until the test has changed the request.
    using EngineFactory = std::function<std::unique_ptr<GameEngine>(const BoardGame&)>;
    void setEngineFactory(EngineFactory factory);
    void setResultHook(std::function<void()> hook) { result_hook_ = std::move(hook); }

signals:
    void moveFound(quint64 generation, int move, int score, int depth, bool exact, int probability);
    void analysisUpdated(quint64 generation, const QList<reversi::app::CandidateScore>& scores);
    void analysisFinished(quint64 generation);
    // The request could not be served (no memory for the engine's tables, or another
    // failure inside the engine); `why` is for the user. The worker stays usable.
    void failed(quint64 generation, const QString& why);
    void busyChanged();

private:
    // A request's flags: `stop` ends its search (the engine polls it); `dropped`
    // discards whatever it still produces.
    struct Request {
        std::atomic<bool> stop{false};
        std::atomic<bool> dropped{false};
    };
    using RequestToken = std::shared_ptr<Request>;
    RequestToken startRequest(quint64 generation);
    static void drop(const RequestToken& request);
    // Runs `job` on the worker thread with the engine of `game` (made when the last one
    // was another game's), unless the request was cancelled while it waited in the
    // queue. An exception from the engine ends the request with failed() instead of
    // ending the program.
    template <typename Job>
    void runOnWorker(quint64 generation, const GamePtr& game, const RequestToken& request, Job job);
    void heldBack() const { if (result_hook_) result_hook_(); }
    // Queues `deliver` back to this object's thread; it runs only if the request is
    // still the current one then.
    template <typename Deliver>
    void deliver(quint64 generation, const RequestToken& request, Deliver deliver);
    void setBusy(bool busy);

    QThread thread_;
    QObject* worker_context_;       // lives in thread_; target of queued jobs
    // Touched only on thread_ (made lazily there): the engine and the kind of game it plays.
    std::unique_ptr<GameEngine> engine_;
    QString engine_kind_;
    RequestToken request_;                 // token of the current request
    quint64 generation_ = 0;         // generation of the current request
    bool busy_ = false;
    EngineFactory make_engine_;
    std::function<void()> result_hook_;
};

}  // namespace reversi::app

Q_DECLARE_METATYPE(reversi::app::CandidateScore)
