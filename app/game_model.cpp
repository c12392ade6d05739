#include "game_model.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include <QCoreApplication>
#include <QEvent>
#include <QScopedValueRollback>

#include "app_settings.h"

namespace reversi::app {

GameModel::GameModel(QObject* parent) : QAbstractListModel(parent) {
    ai_delay_.setSingleShot(true);
    connect(&ai_delay_, &QTimer::timeout, this, &GameModel::playPendingAiMove);
    connect(&ai_engine_, &EngineWorker::moveFound, this, &GameModel::onMoveFound);
    connect(&ai_engine_, &EngineWorker::busyChanged, this, &GameModel::thinkingChanged);
    connect(&analyst_, &EngineWorker::analysisUpdated, this, &GameModel::onAnalysisUpdated);
    connect(&analyst_, &EngineWorker::busyChanged, this, &GameModel::analyzingChanged);
    connect(&ai_engine_, &EngineWorker::failed, this, &GameModel::onAiFailed);
    connect(&analyst_, &EngineWorker::failed, this, &GameModel::onAnalysisFailed);
    connect(this, &GameModel::setupChanged, this, &GameModel::analysisTitleChanged);
    connect(this, &GameModel::analysisEngineChanged, this, &GameModel::analysisTitleChanged);
    QCoreApplication::instance()->installEventFilter(this);
    for (AiPlayer& p : players_) p = {0, boardGame()->defaultLevel(0)};
    positionChanged();
}

bool GameModel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        refreshOpeningNames();
        emit setupChanged();  // titles, engine and level names are translated
        emit playersChanged();
        emit gameChanged();
        emit dataChanged(index(0), index(cellCount() - 1), {SquareNameRole, ScoreTextRole, ScoreDetailRole});
    }
    return QAbstractListModel::eventFilter(watched, event);
}

// The evaluators' destructors stop their searches and join their threads.
GameModel::~GameModel() = default;

int GameModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : cellCount(); }

QVariant GameModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int cell = index.row();
    const GameState& pos = history_.position();
    const Analysis& a = analysis_[static_cast<std::size_t>(cell)];
    switch (role) {
    case Qt::DisplayRole:
    case SquareNameRole:
        return squareName(cell);
    case DiscRole:
        return pos.piece(cell);
    case LegalRole:
        return !gameOver() && pos.isLegal(cell);
    case ScoreRole:
        return a.valid ? QVariant(a.score) : QVariant();
    case ScoreDepthRole:
        return a.valid ? QVariant(a.depth) : QVariant();
    case ScoreExactRole:
        return a.valid && a.exact;
    case ScoreTextRole:
        return a.valid ? scoreText(a.score) : QString();
    case ScoreDetailRole:
        // A book move says so, with its book score, instead of how deep it was searched.
        if (const auto book = bookScore(cell)) return tr("book %1").arg(scoreText(*book));
        return a.valid ? detailText(a.depth, a.exact, a.probability) : QString();
    case BookRole:
        return bookScore(cell).has_value();
    case BestRole:
        return a.valid && (chosen_move_ == kNotAMove ? a.current && a.score == best_score_ : cell == chosen_move_);
    case HeatRole:
        if (!a.valid) return {};
        return top_score_ == worst_score_ ? 1.0 : double(a.score - worst_score_) / (top_score_ - worst_score_);
    case LastMoveRole: {
        const PlayedMove* last = history_.last_move();
        return last && last->move == cell;
    }
    case FlipOrderRole: {
        const PlayedMove* last = history_.last_move();
        if (!last || std::find(last->changed.begin(), last->changed.end(), cell) == last->changed.end()) return 0;
        const int w = boardWidth();
        return std::max(std::abs(cell % w - last->move % w), std::abs(cell / w - last->move / w));
    }
    case OnlyPlayableByRole:
        return gameOver() ? 0 : pos.onlyPlayableBy(cell);
    case MarkedRole:
        return boardGame()->markedCells().contains(cell);
    default:
        return {};
    }
}

QHash<int, QByteArray> GameModel::roleNames() const {
    return {
        {DiscRole, "disc"},
        {LegalRole, "legal"},
        {ScoreRole, "score"},
        {ScoreDepthRole, "scoreDepth"},
        {ScoreExactRole, "scoreExact"},
        {BestRole, "best"},
        {HeatRole, "heat"},
        {LastMoveRole, "lastMove"},
        {FlipOrderRole, "flipOrder"},
        {SquareNameRole, "squareName"},
        {ScoreTextRole, "scoreText"},
        {ScoreDetailRole, "scoreDetail"},
        {OnlyPlayableByRole, "onlyPlayableBy"},
        {MarkedRole, "marked"},
        {BookRole, "book"},
    };
}

std::optional<int> GameModel::bookScore(int cell) const {
    for (const auto& [move, score] : book_)
        if (move == cell) return score;
    return std::nullopt;
}

QVariantList GameModel::markedCells() const {
    QVariantList cells;
    for (int c : boardGame()->markedCells()) cells.append(c);
    return cells;
}

QVariantMap GameModel::setup() const {
    const GameSetup s = boardGame()->setup();
    return {{"kind", gameKind()},
            {"size", s.size},
            {"parallelStart", s.parallelStart},
            {"whiteFirst", s.whiteFirst},
            {"centreRule", s.centreRule}};
}

int GameModel::sideToMove() const { return gameOver() ? 0 : history_.position().toMove(); }
int GameModel::blackCount() const { return history_.position().count(kBlackPiece); }
int GameModel::whiteCount() const { return history_.position().count(kWhitePiece); }
bool GameModel::gameOver() const { return history_.position().isOver(); }
int GameModel::winner() const { return history_.position().winner(); }

int GameModel::passedColor() const {
    const PlayedMove* last = history_.last_move();
    return last && last->move == history_.start().passMove() ? last->color : 0;
}

QString GameModel::aiName(int side) const {
    const AiPlayer& p = players_[static_cast<std::size_t>(side == kBlackPiece ? 0 : 1)];
    if (engineNames().size() > 1)
        return QStringLiteral("%1 · %2").arg(engineNames().value(p.engine), boardGame()->levelName(p.engine, p.level));
    return tr("level %1").arg(p.level);
}

bool GameModel::aiTurn() const { return !gameOver() && isAi(history_.position().toMove()); }

void GameModel::setAnalysisEnabled(bool enabled) {
    if (analysis_enabled_ == enabled) return;
    analysis_enabled_ = enabled;
    emit analysisEnabledChanged();
    clearAnalysis();
    startAnalysis();
}

void GameModel::setAnalysisEngine(int engine) {
    engine = std::clamp(engine, 0, static_cast<int>(engineNames().size()) - 1);
    if (analysis_engine_ == engine) return;
    analysis_engine_ = engine;
    emit analysisEngineChanged();
    clearAnalysis();
    startAnalysis();
}

bool GameModel::isStop(int ply) const {
    const GameState& pos = history_.position_at(ply);
    if (pos.mustPass()) return false;
    return !hasHuman() || pos.isOver() || !isAi(pos.toMove());
}

bool GameModel::canUndo() const { return history_.can_undo(); }
bool GameModel::canRedo() const { return history_.can_redo(); }

QStringList GameModel::moves() const {
    QStringList names;
    const int pass = history_.start().passMove();
    for (const PlayedMove& m : history_.moves()) names.append(m.move == pass ? QString() : squareName(m.move));
    return names;
}

QVariantList GameModel::moveColors() const {
    QVariantList colors;
    for (const PlayedMove& m : history_.moves()) colors.append(m.color);
    return colors;
}

QVariantList GameModel::branchCounts() const {
    QVariantList counts;
    for (int ply = 1; ply <= history_.length(); ++ply) counts.append(static_cast<int>(history_.alternatives(ply).size()));
    return counts;
}

QVariantList GameModel::alternatives() const {
    QVariantList list;
    const int ply = history_.ply();
    if (ply == 0) return list;
    const int played = history_.last_move()->move;
    for (int move : history_.alternatives(ply))
        list.append(QVariantMap{{"square", move}, {"name", squareName(move)}, {"current", move == played}});
    return list;
}

void GameModel::refreshOpeningNames() {
    std::vector<int> moves;
    for (const PlayedMove& m : history_.moves()) moves.push_back(m.move);
    opening_names_ = QStringList(static_cast<qsizetype>(moves.size()), QString());
    for (const auto& [ply, name] : boardGame()->openingMarks(history_.start_state(), moves))
        opening_names_[ply - 1] = name;
}

void GameModel::refreshBookScores() {
    book_scores_.clear();
    const std::vector<StatePtr> states = history_.line_states();
    const std::vector<PlayedMove> moves = history_.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::vector<std::pair<int, int>> book = boardGame()->bookMoves(*states[i]);
        const auto it = std::find_if(book.begin(), book.end(), [&](const auto& m) { return m.first == moves[i].move; });
        if (it == book.end()) break;  // out of book from here (lines seldom come back to it)
        book_scores_.append(it->second);
    }
}

QString GameModel::openingName() const {
    // Bounded by the names made: a binding may read this while a replaced game's line
    // is in place and its names not yet made (positionChanged makes them).
    for (int ply = std::min(history_.ply(), static_cast<int>(opening_names_.size())); ply >= 1; --ply)
        if (!opening_names_[ply - 1].isEmpty()) return opening_names_[ply - 1];
    return {};
}

void GameModel::chooseLine(int ply, int square) {
    if (!history_.choose(ply, square)) return;
    paused_ = true;  // as when moving the cursor: the AI does not play over a line
    positionChanged();
}

void GameModel::makeMainLine() {
    if (history_.is_main_line()) return;
    history_.make_main_line();
    emit gameChanged();
}

void GameModel::setAiMoveDelay(int ms) {
    ms = std::max(ms, 0);
    if (ai_move_delay_ms_ == ms) return;
    ai_move_delay_ms_ = ms;
    emit aiMoveDelayChanged();
}

bool GameModel::play(int square) {
    const GameState& pos = history_.position();
    if (gameOver() || isAi(pos.toMove()) || !pos.isLegal(square)) return false;
    paused_ = false;
    playMove(square);
    return true;
}

void GameModel::playMove(int move) {
    history_.play(move);
    if (history_.position().mustPass()) history_.play(history_.position().passMove());
    positionChanged();
}

void GameModel::undo() {
    if (!history_.can_undo()) return;
    int target = history_.ply() - 1;
    while (target > 0 && !isStop(target)) --target;
    moveCursor(target);
}

void GameModel::redo() {
    if (!history_.can_redo()) return;
    int target = history_.ply() + 1;
    while (target < history_.length() && !isStop(target)) ++target;
    moveCursor(target);
}

void GameModel::jumpTo(int ply) {
    if (ply < 0 || ply > history_.length() || ply == history_.ply()) return;
    moveCursor(ply);
}

void GameModel::moveCursor(int ply) {
    history_.jump_to(ply);
    // Looking through the game must not make the AI play over the recorded line.
    paused_ = true;
    positionChanged();
}

void GameModel::clampPlayers() {
    const int engines = static_cast<int>(engineNames().size());
    for (AiPlayer& p : players_) {
        p.engine = std::clamp(p.engine, 0, engines - 1);
        p.level = std::clamp(p.level, 1, boardGame()->levelCount(p.engine));
    }
    analysis_engine_ = std::clamp(analysis_engine_, 0, engines - 1);
}

void GameModel::switchGame(const GamePtr& game) {
    const bool sameGame = boardGame()->setup() == game->setup();
    const bool sameCells = game->start()->cellCount() == cellCount();
    const bool sameKind = game->kind() == gameKind();
    if (!sameCells) beginResetModel();
    history_ = GameHistory(game);
    analysis_.assign(static_cast<std::size_t>(cellCount()), {});  // views read it at once
    if (!sameCells) endResetModel();
    if (!sameKind) {
        // The other game's computer players are those last chosen for it, not its
        // defaults: a record opened or a game restored keeps the user's opponents.
        const QVariantMap chosen = AppSettings().playersOf(game->kind());
        players_[0] = {chosen.value("blackEngine").toInt(), chosen.value("blackLevel").toInt()};
        players_[1] = {chosen.value("whiteEngine").toInt(), chosen.value("whiteLevel").toInt()};
        analysis_engine_ = 0;
        emit analysisEngineChanged();
    }
    clampPlayers();
    if (!sameGame) emit setupChanged();
}

void GameModel::newGame(bool blackIsAi, bool whiteIsAi, int blackLevel, int whiteLevel) {
    QVariantMap options = setup();
    options.insert({{"blackIsAi", blackIsAi}, {"whiteIsAi", whiteIsAi}, {"blackLevel", blackLevel},
                    {"whiteLevel", whiteLevel}, {"blackEngine", 0}, {"whiteEngine", 0}});
    newGameOf(options);
}

void GameModel::newGameOf(const QVariantMap& options) {
    emit aboutToReplace();
    setEngineProblem({});
    GameSetup s = boardGame()->setup();
    const QString kind = options.value("kind", gameKind()).toString();
    if (kind != gameKind()) s = standardGame(gameKindNamed(kind))->setup();
    s.size = options.value("size", s.size).toInt();
    s.parallelStart = options.value("parallelStart", s.parallelStart).toBool();
    s.whiteFirst = options.value("whiteFirst", s.whiteFirst).toBool();
    s.centreRule = options.value("centreRule", s.centreRule).toBool();
    switchGame(makeGame(s));
    ai_ = {options.value("blackIsAi", ai_[0]).toBool(), options.value("whiteIsAi", ai_[1]).toBool()};
    players_[0] = {options.value("blackEngine", players_[0].engine).toInt(), options.value("blackLevel", players_[0].level).toInt()};
    players_[1] = {options.value("whiteEngine", players_[1].engine).toInt(), options.value("whiteLevel", players_[1].level).toInt()};
    clampPlayers();
    paused_ = false;
    history_.reset();
    emit replaced();
    emit playersChanged();
    positionChanged();
}

void GameModel::loadHistory(const GameHistory& history, bool pauseAi, std::optional<std::array<bool, 2>> computers) {
    emit aboutToReplace();
    setEngineProblem({});  // the replaced game's
    switchGame(history.game());
    history_ = history;
    paused_ = pauseAi;
    if (computers) ai_ = *computers;
    emit replaced();
    emit playersChanged();
    positionChanged();
}

bool GameModel::loadGame(const StatePtr& start, const std::vector<int>& moves, bool pauseAi) {
    return loadGame(boardGame(), start, moves, pauseAi);
}

bool GameModel::loadGame(const GamePtr& game, const StatePtr& start, const std::vector<int>& moves, bool pauseAi,
                         RecordTags recordTags) {
    GameHistory replay(game, start);
    for (int move : moves)
        if (!replay.play(move)) return false;
    if (replay.position().mustPass()) replay.play(replay.position().passMove());
    replay.set_record_tags(std::move(recordTags));
    loadHistory(replay, pauseAi);
    return true;
}

void GameModel::stopThinking() {
    if (!aiTurn()) return;
    paused_ = true;
    ai_engine_.stop();  // its answer, if already on the way, is dropped by the worker
    ai_delay_.stop();
    pending_ai_move_ = kNotAMove;
    emit thinkingChanged();
    emit gameChanged();
}

void GameModel::resumeAi() {
    if (!aiTurn() || !paused_) return;
    paused_ = false;
    setEngineProblem({});
    emit gameChanged();
    startAi();
}

void GameModel::moveNow() {
    if (!aiTurn() || !thinking()) return;
    if (ai_delay_.isActive()) {  // the move is found and only waits for its delay
        ai_delay_.stop();
        playPendingAiMove();
        return;
    }
    hurry_ = true;  // and the answer comes without the delay
    ai_engine_.hurry();
}

void GameModel::playPendingAiMove() {
    const int move = pending_ai_move_;
    pending_ai_move_ = kNotAMove;
    emit thinkingChanged();
    if (move == kNotAMove) return;
    const QScopedValueRollback<bool> acting(computer_acting_, true);
    playMove(move);
}

void GameModel::takeOver() {
    if (!aiTurn()) return;
    ai_[history_.position().toMove() == kBlackPiece ? 0 : 1] = false;
    paused_ = false;
    emit playersChanged();
    positionChanged();
}

QVariantList GameModel::flipsFor(int square) const {
    QVariantList cells;
    const GameState& pos = history_.position();
    if (gameOver() || !pos.isLegal(square)) return cells;
    for (int c : pos.changedBy(square)) cells.append(c);
    return cells;
}

QString GameModel::whyIllegal(int square) const {
    if (gameOver()) return tr("The game is over.");
    return history_.position().whyIllegal(square);
}

QString GameModel::squareName(int square) const { return boardGame()->moveName(square); }


QStringList GameModel::levelNames(const QString& kind, int engine) const {
    const GamePtr game = standardGame(gameKindNamed(kind));
    QStringList names;
    for (int level = 1; level <= game->levelCount(engine); ++level) names.append(game->levelName(engine, level));
    return names;
}

QString GameModel::analysisTitle() const {
    return gameTitle() + QStringLiteral(" · ") + engineNames().value(analysis_engine_);
}

QStringList GameModel::engineNamesOf(const QString& kind) const { return standardGame(gameKindNamed(kind))->engineNames(); }

void GameModel::positionChanged() {
    ++generation_;
    // A paused AI's failure stays until it resumes; the heat-map's was this position's.
    if (!paused_ || !ai_problem_) setEngineProblem({});
    ai_delay_.stop();
    pending_ai_move_ = kNotAMove;
    emit thinkingChanged();
    analysis_.assign(static_cast<std::size_t>(cellCount()), {});
    book_ = gameOver() ? std::vector<std::pair<int, int>>() : boardGame()->bookMoves(history_.position());
    refreshOpeningNames();
    refreshBookScores();
    // Every role, in an order views rely on: a disc starts turning when its piece changes
    // and reads its place in the ripple then, so the ripple's order comes first (with no
    // list, views took the roles in the hash's order, which changes from run to run).
    QList<int> roles{FlipOrderRole, LastMoveRole};
    for (const int role : roleNames().keys())
        if (!roles.contains(role)) roles.append(role);
    emit dataChanged(index(0), index(cellCount() - 1), roles);
    emit gameChanged();
    startEngines();
}

void GameModel::startEngines() {
    startAi();
    startAnalysis();
}

void GameModel::startAi() {
    if (aiTurn() && !paused_) {
        ai_clock_.start();
        hurry_ = false;
        ai_engine_.findMove(generation_, boardGame(), history_.state(), player(history_.position().toMove()));
    } else {
        ai_engine_.stop();
    }
}

void GameModel::startAnalysis() {
    if (analysis_enabled_ && !gameOver())
        analyst_.analyze(generation_, boardGame(), history_.state(), {analysis_engine_, 0});
    else
        analyst_.stop();
}

void GameModel::clearAnalysis() {
    analysis_.assign(static_cast<std::size_t>(cellCount()), {});
    emit dataChanged(index(0), index(cellCount() - 1),
                     {ScoreRole, ScoreDepthRole, ScoreExactRole, BestRole, HeatRole, ScoreTextRole, ScoreDetailRole});
}

void GameModel::onMoveFound(quint64 generation, int move, int score, int depth, bool exact, int probability) {
    if (generation != generation_ || !aiTurn() || paused_) return;
    // The AI's own search scores the position too: the graph fills during play, from an
    // AI of the heat-map's engine only (NoGo's MinMax scores points, MCTS win rates).
    if (depth > 0 && player(history_.position().toMove()).engine == analysis_engine_)
        emit positionEvaluated(history_.ply(), score, depth, exact, probability);
    if (move == kNotAMove || !history_.position().isLegal(move)) {
        qWarning("GameModel: the engine answered an illegal move %d; the AI pauses", move);
        const QScopedValueRollback<bool> acting(computer_acting_, true);
        stopThinking();
        return;
    }
    pending_ai_move_ = move;
    ai_delay_.start(hurry_ ? 0 : std::max(0, ai_move_delay_ms_ - static_cast<int>(ai_clock_.elapsed())));
    emit thinkingChanged();
}

void GameModel::onAnalysisUpdated(quint64 generation, const QList<CandidateScore>& scores) {
    if (generation != generation_ || scores.isEmpty()) return;
    analysis_.assign(static_cast<std::size_t>(cellCount()), {});
    int first = cellCount() - 1, last = 0;
    int deepest = std::numeric_limits<int>::min();
    for (const CandidateScore& s : scores)
        if (!s.exact) deepest = std::max(deepest, s.depth);
    const CandidateScore* best = nullptr;  // the best current score's, for the graph
    top_score_ = worst_score_ = scores.front().score;
    for (const CandidateScore& s : scores) {
        if (s.move < 0 || s.move >= cellCount()) continue;
        const bool current = s.exact || s.depth == deepest;
        analysis_[static_cast<std::size_t>(s.move)] = {true, s.score, s.depth, s.exact, s.probability, current};
        if (current && (!best || s.score > best->score)) best = &s;
        top_score_ = std::max(top_score_, s.score);
        worst_score_ = std::min(worst_score_, s.score);
        first = std::min(first, s.move);
        last = std::max(last, s.move);
    }
    if (!best) best = &scores.front();  // (no score of a move on the board)
    best_score_ = best->score;
    // Where the scores do not rank the moves, the best is the engine's choice, and the
    // graph follows its score.
    const bool ranked = boardGame()->scoresRankMoves(analysis_engine_);
    chosen_move_ = ranked ? kNotAMove : scores.front().move;
    if (!ranked) best = &scores.front();
    emit positionEvaluated(history_.ply(), best->score, best->depth, best->exact, best->probability);
    if (first <= last)
        emit dataChanged(index(first), index(last),
                         {ScoreRole, ScoreDepthRole, ScoreExactRole, BestRole, HeatRole, ScoreTextRole, ScoreDetailRole});
}

void GameModel::onAiFailed(quint64 generation, const QString& why) {
    if (generation != generation_) return;
    qWarning("GameModel: %s", qPrintable(why));
    setEngineProblem(why, true);
    const QScopedValueRollback<bool> acting(computer_acting_, true);
    stopThinking();  // paused, until the user resumes
}

// The heat-map is missing for this position; the computer plays on.
void GameModel::onAnalysisFailed(quint64 generation, const QString& why) {
    if (generation != generation_) return;
    qWarning("GameModel: %s", qPrintable(why));
    if (!ai_problem_ || engine_problem_.isEmpty()) setEngineProblem(why);  // (the paused AI's says more)
}

void GameModel::setEngineProblem(const QString& why, bool ai) {
    ai_problem_ = ai;
    if (engine_problem_ == why) return;
    engine_problem_ = why;
    emit engineProblemChanged();
}

}  // namespace reversi::app
