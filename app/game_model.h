// The game as QML sees it: a list model of the board's cells plus the state of play,
// for whichever game (BoardGame) and board is being played.
//
// GameModel adapts the engines to Qt. It keeps the moves in a GameHistory, asks one
// EngineWorker for the AI's moves and another for the analysis heat-map (two engines on
// two threads, so the heat-map keeps streaming while the AI thinks), and turns every
// change of position into one dataChanged over the board.
#pragma once

#include <QAbstractListModel>
#include <QElapsedTimer>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>
#include <vector>

#include "engine_worker.h"
#include "game_history.h"

namespace reversi::app {

class GameModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // Colours are 0 = none, 1 = black, 2 = white throughout.
    // The game: "reversi" or "nogo" (the piece drawing), its title, the board's width,
    // its coordinates, cells marked on it (star points), and whether pieces stand on
    // the grid's intersections.
    Q_PROPERTY(QString gameKind READ gameKind NOTIFY setupChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY setupChanged)
    // The game and the heat-map's engine ("NoGo 9×9 · MinMax"): what scoreText's units
    // depend on, so that views of scores read it to follow them (and the language).
    Q_PROPERTY(QString analysisTitle READ analysisTitle NOTIFY analysisTitleChanged)
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY setupChanged)
    Q_PROPERTY(QStringList columnLabels READ columnLabels NOTIFY setupChanged)
    Q_PROPERTY(QStringList rowLabels READ rowLabels NOTIFY setupChanged)
    Q_PROPERTY(QVariantList markedCells READ markedCells NOTIFY setupChanged)
    Q_PROPERTY(bool onIntersections READ onIntersections NOTIFY setupChanged)
    // The setup as {kind, size, parallelStart, whiteFirst, centreRule} (GameSetup).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY setupChanged)
    Q_PROPERTY(QStringList engineNames READ engineNames NOTIFY setupChanged)
    Q_PROPERTY(bool hasPass READ hasPass NOTIFY setupChanged)
    Q_PROPERTY(int sideToMove READ sideToMove NOTIFY gameChanged)
    Q_PROPERTY(int blackCount READ blackCount NOTIFY gameChanged)
    Q_PROPERTY(int whiteCount READ whiteCount NOTIFY gameChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY gameChanged)
    Q_PROPERTY(int winner READ winner NOTIFY gameChanged)            // valid when gameOver; 0 = draw
    // Once over, why, when the winner alone does not say it (NoGo: who has no move).
    Q_PROPERTY(QString endReason READ endReason NOTIFY gameChanged)
    Q_PROPERTY(int passedColor READ passedColor NOTIFY gameChanged)  // who passed to reach this position
    Q_PROPERTY(bool blackIsAi READ blackIsAi NOTIFY playersChanged)
    Q_PROPERTY(bool whiteIsAi READ whiteIsAi NOTIFY playersChanged)
    Q_PROPERTY(int blackLevel READ blackLevel NOTIFY playersChanged)
    Q_PROPERTY(int whiteLevel READ whiteLevel NOTIFY playersChanged)
    Q_PROPERTY(QString blackAiName READ blackAiName NOTIFY playersChanged)  // "level 10", "MCTS · 1 s a move"
    Q_PROPERTY(QString whiteAiName READ whiteAiName NOTIFY playersChanged)
    Q_PROPERTY(int blackEngine READ blackEngine NOTIFY playersChanged)  // index in engineNames
    Q_PROPERTY(int whiteEngine READ whiteEngine NOTIFY playersChanged)
    // The engine of the heat-map (index in engineNames).
    Q_PROPERTY(int analysisEngine READ analysisEngine WRITE setAnalysisEngine NOTIFY analysisEngineChanged)
    Q_PROPERTY(bool aiTurn READ aiTurn NOTIFY gameChanged)      // the side to move is played by the AI
    Q_PROPERTY(bool aiPaused READ aiPaused NOTIFY gameChanged)  // ... but waits for resumeAi()
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    // Why the last engine request failed (e.g. no memory for its tables), "" when it did
    // not. The game is kept. The AI's failure pauses it until resumeAi(), which clears
    // this; the heat-map's lasts until the position changes (browsing included).
    Q_PROPERTY(QString engineProblem READ engineProblem NOTIFY engineProblemChanged)
    Q_PROPERTY(bool analysisEnabled READ analysisEnabled WRITE setAnalysisEnabled NOTIFY analysisEnabledChanged)
    Q_PROPERTY(bool analyzing READ analyzing NOTIFY analyzingChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY gameChanged)
    Q_PROPERTY(int ply READ ply NOTIFY gameChanged)
    Q_PROPERTY(int length READ length NOTIFY gameChanged)
    Q_PROPERTY(QStringList moves READ moves NOTIFY gameChanged)      // the whole line, "" for passes (QML names them)
    Q_PROPERTY(QVariantList moveColors READ moveColors NOTIFY gameChanged)
    // Per move of the line: how many moves were played from the position before it
    // (2 or more: the line branches there).
    Q_PROPERTY(QVariantList branchCounts READ branchCounts NOTIFY gameChanged)
    // The moves played from the position before the current one, main line first, as
    // {square, name, current}; empty at the start.
    Q_PROPERTY(QVariantList alternatives READ alternatives NOTIFY gameChanged)
    Q_PROPERTY(bool mainLine READ mainLine NOTIFY gameChanged)
    // The named opening of the position on the board ("" before any), and per move of
    // the line the name reached by it ("" where none is).
    Q_PROPERTY(QString openingName READ openingName NOTIFY gameChanged)
    Q_PROPERTY(bool namesOpenings READ namesOpenings NOTIFY setupChanged)
    Q_PROPERTY(QStringList openingNames READ openingNames NOTIFY gameChanged)
    // Per move of the line from the start, while the line stays in the opening book:
    // the book's score of the move (discs for its mover) when it was a book move.
    // Shorter than the line where the line left the book.
    Q_PROPERTY(QVariantList bookScores READ bookScores NOTIFY gameChanged)
    // Shortest time between a request and the AI's move appearing, so the board's
    // animation of the previous move is not overtaken. Tests set it to 0.
    Q_PROPERTY(int aiMoveDelay READ aiMoveDelay WRITE setAiMoveDelay NOTIFY aiMoveDelayChanged)

public:
    enum Role {
        DiscRole = Qt::UserRole + 1,  // the piece: 0 empty, 1 black, 2 white
        LegalRole,                    // a legal move now
        ScoreRole,                    // analysis score for the side to move, in the game's units (undefined when none)
        ScoreDepthRole,               // depth of the score, or MCTS playouts
        ScoreExactRole,               // exact, or a proven win or loss
        BestRole,                     // the best analysed move
        HeatRole,                     // 0 (worst candidate) .. 1 (best candidate), undefined when none
        LastMoveRole,
        FlipOrderRole,                // 1.. = distance from the last move for the discs it turned, else 0
        SquareNameRole,
        ScoreTextRole,                // the score as shown: "+4", "63%" ("" when none)
        ScoreDetailRole,              // its depth or playouts as shown: "d12", "d21@73%", "1.2k"
        OnlyPlayableByRole,           // the side that alone could play this empty cell (NoGo), else 0
        MarkedRole,                   // a marked cell of the board (Go's star points)
        BookRole,                     // an opening-book move of the position on the board
    };
    Q_ENUM(Role)

    explicit GameModel(QObject* parent = nullptr);
    ~GameModel() override;
    // A language change renames passes in the move list.
    bool eventFilter(QObject* watched, QEvent* event) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const GamePtr& boardGame() const { return history_.game(); }
    QString gameKind() const { return boardGame()->kind(); }
    QString gameTitle() const { return boardGame()->title(); }
    QString analysisTitle() const;
    int boardWidth() const { return history_.start().width(); }
    int cellCount() const { return history_.start().cellCount(); }
    QStringList columnLabels() const { return boardGame()->columnLabels(); }
    QStringList rowLabels() const { return boardGame()->rowLabels(); }
    QVariantList markedCells() const;
    bool onIntersections() const { return boardGame()->onIntersections(); }
    QVariantMap setup() const;
    QStringList engineNames() const { return boardGame()->engineNames(); }
    bool hasPass() const { return history_.start().passMove() != kNotAMove; }
    int blackEngine() const { return players_[0].engine; }
    int whiteEngine() const { return players_[1].engine; }
    int analysisEngine() const { return analysis_engine_; }
    void setAnalysisEngine(int engine);

    int sideToMove() const;
    int blackCount() const;
    int whiteCount() const;
    bool gameOver() const;
    int winner() const;
    QString endReason() const { return gameOver() ? history_.position().endReason() : QString(); }
    // How a computer side is named: its level, and its engine where the game has several.
    QString aiName(int side) const;
    QString blackAiName() const { return aiName(kBlackPiece); }
    QString whiteAiName() const { return aiName(kWhitePiece); }
    int passedColor() const;
    bool blackIsAi() const { return ai_[0]; }
    bool whiteIsAi() const { return ai_[1]; }
    int blackLevel() const { return players_[0].level; }
    int whiteLevel() const { return players_[1].level; }
    bool aiTurn() const;
    bool aiPaused() const { return aiTurn() && paused_; }
    // True while the computer changes the game (plays its move, or pauses when its engine
    // failed): the changes it signals are no one's doing.
    bool computerActing() const { return computer_acting_; }
    // The AI was told to wait (it is paused whenever it is to move), kept while the
    // cursor moves through the game.
    bool paused() const { return paused_; }
    // Searching, or holding the found move for the AI's move delay: until the move is
    // on the board, it can still be stopped or hurried.
    bool thinking() const { return ai_engine_.busy() || ai_delay_.isActive(); }
    QString engineProblem() const { return engine_problem_; }
    bool analysisEnabled() const { return analysis_enabled_; }
    void setAnalysisEnabled(bool enabled);
    bool analyzing() const { return analyst_.busy(); }
    bool canUndo() const;
    bool canRedo() const;
    int ply() const { return history_.ply(); }
    int length() const { return history_.length(); }
    QStringList moves() const;
    QVariantList moveColors() const;
    QVariantList branchCounts() const;
    QVariantList alternatives() const;
    bool mainLine() const { return history_.is_main_line(); }
    QString openingName() const;
    bool namesOpenings() const { return boardGame()->namesOpenings(); }
    QStringList openingNames() const { return opening_names_; }
    QVariantList bookScores() const { return book_scores_; }
    int aiMoveDelay() const { return ai_move_delay_ms_; }
    void setAiMoveDelay(int ms);

    const GameHistory& history() const { return history_; }
    // The two engines, for tests that need their hooks.
    EngineWorker& aiEngine() { return ai_engine_; }
    EngineWorker& analyst() { return analyst_; }

    // Plays `square` (a cell, or the pass) for the side to move when that side is
    // human; false if refused.
    Q_INVOKABLE bool play(int square);
    // Back to the previous position where a human is to move (one move when nobody is).
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void jumpTo(int ply);
    // Follows the line that played `square` at `ply` (one of alternatives at ply).
    Q_INVOKABLE void chooseLine(int ply, int square);
    Q_INVOKABLE void makeMainLine();
    // A new game of the same game and board. Each side is a human or the AI at its own
    // level (levels of human sides are kept but unused), with its first engine.
    Q_INVOKABLE void newGame(bool blackIsAi, bool whiteIsAi, int blackLevel, int whiteLevel);
    // A new game of any game: `options` holds the setup (kind "reversi" or "nogo",
    // size, parallelStart, whiteFirst, centreRule) and the players (blackIsAi,
    // whiteIsAi, blackEngine, whiteEngine, blackLevel, whiteLevel); what it leaves out
    // is as in the game now.
    Q_INVOKABLE void newGameOf(const QVariantMap& options);
    // Replaces the game by `moves` played from `start` of the game now (players
    // unchanged), with the cursor at the end and any forced pass there played. With
    // `pauseAi` an AI to move waits for resumeAi(). False, and nothing changed, when a
    // move is illegal.
    bool loadGame(const StatePtr& start, const std::vector<int>& moves, bool pauseAi);
    // The same for a game of any game (the model switches to it), with what its record
    // says of it (GameHistory::record_tags).
    bool loadGame(const GamePtr& game, const StatePtr& start, const std::vector<int>& moves, bool pauseAi,
                  RecordTags recordTags = {});
    // Replaces the game by `history` (its game), its cursor and lines as they are. The
    // players stay, but for the sides `computers` gives (Black's, White's), when given.
    void loadHistory(const GameHistory& history, bool pauseAi, std::optional<std::array<bool, 2>> computers = {});
    // Stops the AI's search; the AI then waits for resumeAi() (pause).
    Q_INVOKABLE void stopThinking();
    Q_INVOKABLE void resumeAi();
    // The AI plays the best move it has found so far, now.
    Q_INVOKABLE void moveNow();
    // The side to move, played by the AI, is played by a person from now on.
    Q_INVOKABLE void takeOver();
    // Cells the side to move would change by playing `square` (Reversi's turned discs;
    // empty when illegal).
    Q_INVOKABLE QVariantList flipsFor(int square) const;
    // Why the side to move may not play `square` now ("" when it may).
    Q_INVOKABLE QString whyIllegal(int square) const;
    Q_INVOKABLE QString squareName(int square) const;
    // A score of the heat-map's engine (of the graph, the legend) as the game shows it,
    // and how to read the heat-map whose colour is full from `fullMargin` on.
    Q_INVOKABLE QString scoreText(int score) const { return boardGame()->scoreText(analysis_engine_, score); }
    // How far a score of the heat-map's engine was searched: "d12", "d21@73%", "1.2k", "".
    Q_INVOKABLE QString detailText(int depth, bool exact, int probability = 0) const {
        return boardGame()->detailText(analysis_engine_, depth, exact, probability);
    }
    Q_INVOKABLE QString heatMapHelp(int fullMargin) const { return boardGame()->heatMapHelp(fullMargin); }
    // The names of an engine's levels, 1..count, for the New Game dialog.
    Q_INVOKABLE QStringList levelNames(const QString& kind, int engine) const;
    Q_INVOKABLE QStringList engineNamesOf(const QString& kind) const;

signals:
    void gameChanged();
    void playersChanged();
    void setupChanged();
    void analysisEngineChanged();
    void analysisTitleChanged();
    void thinkingChanged();
    void engineProblemChanged();
    void analyzingChanged();
    void analysisEnabledChanged();
    void aiMoveDelayChanged();
    // The game is about to be replaced by another (new game, load): the last moment to
    // keep it.
    void aboutToReplace();
    // Another game is on the board (new game, load), maybe of another start or setup.
    void replaced();
    // The heat-map's (or the AI's) best score for the position at `ply`, for the side to
    // move there, with its depth and the probability that its selective cuts were right
    // (as CandidateScore::probability).
    void positionEvaluated(int ply, int score, int depth, bool exact, int probability);

private:
    struct Analysis {
        bool valid = false;
        int score = 0;
        int depth = 0;
        bool exact = false;
        int probability = 0;  // as CandidateScore::probability
        // Of the analysis's deepest search so far, or exact: a score that may be the best.
        // (Where moves are scored one by one, as on the other board sizes, the others
        // still show the depth before, whose scores do not compare with these.)
        bool current = false;
    };

    bool isAi(int side) const { return ai_[static_cast<std::size_t>(side == kBlackPiece ? 0 : 1)]; }
    AiPlayer& player(int side) { return players_[static_cast<std::size_t>(side == kBlackPiece ? 0 : 1)]; }
    // The game becomes `game` (history and engines follow), announced to QML.
    void switchGame(const GamePtr& game);
    void clampPlayers();
    void refreshOpeningNames();
    void refreshBookScores();
    std::optional<int> bookScore(int cell) const;  // the book's score of a move, if a book move
    bool hasHuman() const { return !ai_[0] || !ai_[1]; }
    // A position the cursor stops at on undo/redo: not a forced pass, and a human's
    // turn when there is a human.
    bool isStop(int ply) const;
    // Plays a move (or pass) and any forced pass after it.
    void playMove(int move);
    void playPendingAiMove();  // the AI's found move, held for its delay until now
    void moveCursor(int ply);
    // Everything that follows a change of position: board, properties, engines.
    void positionChanged();
    void startEngines();
    void startAi();
    void startAnalysis();
    void clearAnalysis();
    void onMoveFound(quint64 generation, int move, int score, int depth, bool exact, int probability);
    void onAnalysisUpdated(quint64 generation, const QList<CandidateScore>& scores);
    void onAiFailed(quint64 generation, const QString& why);
    void onAnalysisFailed(quint64 generation, const QString& why);
    void setEngineProblem(const QString& why, bool ai = false);

    GameHistory history_;
    std::array<bool, 2> ai_{false, true};  // Black, White
    std::array<AiPlayer, 2> players_{};      // Black, White
    int analysis_engine_ = 0;
    bool paused_ = false;
    bool analysis_enabled_ = false;
    std::vector<Analysis> analysis_;         // per cell
    std::vector<std::pair<int, int>> book_;  // the book's moves and scores in the position on the board
    // The opening name each move of the line reaches ("" where none): read by every row
    // of the move list, so made once a change of position (or language), not per read.
    QStringList opening_names_;
    QVariantList book_scores_;
    int best_score_ = 0;           // of the current scores (Analysis::current): the best move's
    int chosen_move_ = kNotAMove;  // where scores do not rank the moves: the engine's choice
    int top_score_ = 0;            // of all the scores shown: the heat-map's ends
    int worst_score_ = 0;
    quint64 generation_ = 0;  // increases with every change of position or players
    int ai_move_delay_ms_ = 400;
    QElapsedTimer ai_clock_;  // since the AI's current request
    QTimer ai_delay_;         // holds the AI's answer until ai_move_delay_ms_ passed
    int pending_ai_move_ = kNotAMove;
    bool computer_acting_ = false;
    bool hurry_ = false;      // "move now" was asked: the answer is played without the delay
    QString engine_problem_;
    bool ai_problem_ = false;  // engine_problem_ is the AI's (kept while it is paused), not the heat-map's
    EngineWorker ai_engine_;
    EngineWorker analyst_;
};

}  // namespace reversi::app
