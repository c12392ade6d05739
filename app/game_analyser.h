// Whole-game analysis and the evaluation graph's data.
//
// Evaluations are kept per position (not per ply, so they survive undo, a new line or
// a reloaded game) and a shallower result never replaces a deeper one. They come from
// two sources: the live heat-map (GameModel::positionEvaluated) and "Analyse game",
// which searches every position of the game in the background, one after the other, on
// its own engine thread, and grades each move by what it lost against the best move.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "game_model.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "background_writer.h"
#include "engine_worker.h"

namespace reversi::app {

// Grades of a move by its loss against the best move (from the mover's view, in the
// game's score units: Reversi's discs, NoGo's win-rate points): 0 best, 1..3
// inaccuracy, 4..8 mistake, more than 8 blunder. Midgame scores are estimates a few
// units wide, so smaller losses are not called errors at all.
enum class MoveGrade { Best = 0, Inaccuracy = 1, Mistake = 2, Blunder = 3 };
constexpr int kInaccuracyMaxLoss = 3;
constexpr int kMistakeMaxLoss = 8;
MoveGrade grade_of_loss(int loss);

// One search result for a position.
struct Evaluation {
    int score = 0;  // the game's score units, Black's view
    int depth = 0;
    bool exact = false;
    int probability = 0;  // that the selective cuts behind the depth were right (as CandidateScore's)
};
// Whether `candidate` may replace `held`: exact beats estimates, deeper beats shallower.
bool replaces(const Evaluation& candidate, const Evaluation& held);

// Every legal move of a position scored by one search.
struct PositionAnalysis {
    std::vector<std::pair<int, int>> scores;  // (move, score for the side to move), best first
    std::vector<int> best_line;               // principal variation of the best move
    int depth = 0;
    bool exact = false;
};

class GameAnalyser : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(reversi::app::GameModel* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)  // "Analyse game" is under way
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)  // 0..1 of "Analyse game"
    // Why the last analysis stopped short (the engine failed), for the user; "" otherwise.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    // Why the analysis could not be kept on disk (it lasts until the app quits); "" once
    // a write works again.
    Q_PROPERTY(QString storeProblem READ storeProblem NOTIFY storeProblemChanged)
    // Engine level of "Analyse game" (a level of the game's analysis engine); 0, at
    // first, is the game's own (BoardGame::gameAnalysisLevel).
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY levelChanged)
    // Per ply 0..length: {score (Black's view), depth, exact}, or null when unknown.
    Q_PROPERTY(QVariantList points READ points NOTIFY resultsChanged)
    // Per move: {loss, grade (MoveGrade)}, or null when not analysed or a pass.
    Q_PROPERTY(QVariantList grades READ grades NOTIFY resultsChanged)
    // The best line from the current position (cells, and the game's pass), empty when unknown.
    Q_PROPERTY(QVariantList bestLine READ bestLine NOTIFY resultsChanged)
    Q_PROPERTY(QString bestLineText READ bestLineText NOTIFY resultsChanged)
    // The best line is wanted on screen: the current position is analysed for it
    // whenever it is not known yet.
    Q_PROPERTY(bool bestLineShown READ bestLineShown WRITE setBestLineShown NOTIFY bestLineShownChanged)
    // Keeps the results of the game's positions (all its lines) in the data folder's
    // analysis.txt across launches, written a second after they change. The app's
    // analyser is persistent; others (tests) are not unless told.
    Q_PROPERTY(bool persistent READ persistent WRITE setPersistent NOTIFY persistentChanged)

public:
    explicit GameAnalyser(QObject* parent = nullptr);
    ~GameAnalyser() override;  // writes what waits to be stored

    GameModel* game() const { return game_; }
    void setGame(GameModel* game);
    bool running() const { return running_; }
    double progress() const;
    QString problem() const { return problem_; }
    QString storeProblem() const { return store_problem_; }
    int level() const { return level_; }
    void setLevel(int level);
    QVariantList points() const;
    QVariantList grades() const;
    QVariantList bestLine() const;
    QString bestLineText() const;
    bool bestLineShown() const { return best_line_shown_; }
    bool persistent() const { return persistent_; }
    void setPersistent(bool persistent);
    static QString storePath();
    void setBestLineShown(bool shown);

    // Analyses every position of the game where a move was played, and the last one.
    // Replacing the game (a new one, a file opened) stops it.
    Q_INVOKABLE void start();
    // Analyses the current position only (for its best line), unless already known.
    Q_INVOKABLE void analysePosition();
    Q_INVOKABLE void stop();
    // The Stop button of a whole-game run: stop(), then the best line, when shown, is
    // searched for the current position (it waited for the run, which may not have
    // reached that position).
    Q_INVOKABLE void stopGameAnalysis();

    EngineWorker& engine() { return engine_; }  // tests: its engine factory

    // Stored results, for tests: null when the position was never analysed.
    const PositionAnalysis* analysis(const GameState& position) const;
    const Evaluation* evaluation(const GameState& position) const;

signals:
    void gameChanged();
    void runningChanged();
    void progressChanged();
    void levelChanged();
    void resultsChanged();
    void finished();
    void bestLineShownChanged();
    void persistentChanged();
    void problemChanged();
    void storeProblemChanged();

private:
    using Key = std::string;  // GameState::key() and the engine (keyOf)

    // The key of `position` under the engine the model analyses with now.
    Key shownKey(const GameState& position) const;
    QVariantList makePoints() const;
    QVariantList makeGrades() const;
    // Keeps `evaluation` where it says more than the one kept; whether it did (and so
    // emitted resultsChanged).
    bool offer(const Key& key, const Evaluation& evaluation);
    void resultsChangedNow();  // forgets points_ and grades_, then emits resultsChanged
    // Analyses `queue` in order; `wholeGame` shows as running, with progress.
    void runQueue(std::vector<StatePtr> queue, bool wholeGame);
    void analyseNext();
    void onUpdated(quint64 generation, const QList<CandidateScore>& scores);
    void onFinished(quint64 generation);
    void setRunning(bool running);
    void setProblem(const QString& problem);
    // The stored results: written (of the game's positions only) and read back.
    void store();
    void load();
    // The game's positions and engines, which store() writes the results of: kept as
    // the game changes, since at quit the model may go before this object's last write.
    void keepPositionsToStore();

    // Guarded: QML may destroy the model before this object (nothing orders them).
    QPointer<GameModel> game_;
    std::vector<StatePtr> stored_positions_;
    int stored_engines_ = 0;
    int level_ = 0;
    QString problem_;  // why the engine stopped, until the next analysis starts
    QString store_problem_;
    // The store on disk is of a newer version (its header says so): neither read nor
    // written over, so that going back to this version loses nothing of it.
    bool store_is_newer_ = false;
    std::map<Key, Evaluation> evaluations_;
    // The heat-map's latest score of the position on the board, which the graph shows
    // there (the board's own number) rather than an older, deeper one; cleared when the
    // position changes.
    std::optional<std::pair<Key, Evaluation>> on_board_;
    // points() and grades() as last made: each row of the move list reads them, so they
    // are made once for each change (resultsChangedNow, which every change they show
    // goes through).
    mutable std::optional<QVariantList> points_, grades_;
    std::map<Key, PositionAnalysis> analyses_;
    std::vector<StatePtr> queue_;  // positions still to analyse, in order
    // The game and engine the queue was made for: its positions go to that game's engine,
    // whatever the model holds by then.
    GamePtr queue_game_;
    int queue_engine_ = 0;
    std::size_t done_ = 0;
    std::size_t total_ = 0;
    QList<CandidateScore> latest_;  // the deepest complete result of the running search
    quint64 generation_ = 0;
    bool running_ = false;
    bool best_line_shown_ = false;
    bool persistent_ = false;
    QTimer store_delay_;
    BackgroundWriter writer_;  // the store, written away from the UI thread
    EngineWorker engine_;
};

}  // namespace reversi::app
