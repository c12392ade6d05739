#include "game_model.h"

#include <algorithm>
#include <cstdlib>

#include <QCoreApplication>
#include <QEvent>

#include "reversi/notation.h"

namespace reversi::app {

namespace {

int colorCode(Color c) { return c == Color::Black ? 1 : 2; }

// Engine limits for the heat-map: the strongest level, refined until the position
// changes.
SearchLimits analysisLimits() {
    SearchLimits limits = level_limits(kMaxLevel);
    limits.seconds = 0;
    return limits;
}

}  // namespace

GameModel::GameModel(QObject* parent) : QAbstractListModel(parent) {
    ai_delay_.setSingleShot(true);
    connect(&ai_delay_, &QTimer::timeout, this, [this]() {
        const int move = pending_ai_move_;
        pending_ai_move_ = kNoMove;
        if (move != kNoMove) playMove(move);
    });
    connect(&ai_engine_, &EngineWorker::moveFound, this, &GameModel::onMoveFound);
    connect(&ai_engine_, &EngineWorker::busyChanged, this, &GameModel::thinkingChanged);
    connect(&analyst_, &EngineWorker::analysisUpdated, this, &GameModel::onAnalysisUpdated);
    connect(&analyst_, &EngineWorker::busyChanged, this, &GameModel::analyzingChanged);
    connect(&ai_engine_, &EngineWorker::failed, this, &GameModel::onEngineFailed);
    connect(&analyst_, &EngineWorker::failed, this, &GameModel::onEngineFailed);
    QCoreApplication::instance()->installEventFilter(this);
    positionChanged();
}

bool GameModel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) emit gameChanged();
    return QAbstractListModel::eventFilter(watched, event);
}

// The evaluators' destructors stop their searches and join their threads.
GameModel::~GameModel() = default;

int GameModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 64; }

QVariant GameModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int sq = index.row();
    const Position& pos = history_.position();
    const Analysis& a = analysis_[static_cast<std::size_t>(sq)];
    switch (role) {
    case Qt::DisplayRole:
    case SquareNameRole:
        return squareName(sq);
    case DiscRole:
        return (pos.black() >> sq & 1) ? 1 : (pos.white() >> sq & 1) ? 2 : 0;
    case LegalRole:
        return !gameOver() && pos.is_legal(sq);
    case ScoreRole:
        return a.valid ? QVariant(a.score) : QVariant();
    case ScoreDepthRole:
        return a.valid ? QVariant(a.depth) : QVariant();
    case ScoreExactRole:
        return a.valid && a.exact;
    case BestRole:
        return a.valid && a.score == best_score_;
    case HeatRole:
        if (!a.valid) return {};
        return best_score_ == worst_score_ ? 1.0 : double(a.score - worst_score_) / (best_score_ - worst_score_);
    case LastMoveRole: {
        const PlayedMove* last = history_.last_move();
        return last && last->move == sq;
    }
    case FlipOrderRole: {
        const PlayedMove* last = history_.last_move();
        if (!last || !(last->flipped >> sq & 1)) return 0;
        return std::max(std::abs(column_of(sq) - column_of(last->move)), std::abs(row_of(sq) - row_of(last->move)));
    }
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
    };
}

int GameModel::sideToMove() const { return gameOver() ? 0 : colorCode(history_.position().to_move); }
int GameModel::blackCount() const { return popcount(history_.position().black()); }
int GameModel::whiteCount() const { return popcount(history_.position().white()); }
bool GameModel::gameOver() const { return history_.position().is_game_over(); }

int GameModel::winner() const {
    const int score = history_.position().black_score();
    return score > 0 ? 1 : score < 0 ? 2 : 0;
}

int GameModel::passedColor() const {
    const PlayedMove* last = history_.last_move();
    return last && last->move == kPass ? colorCode(last->color) : 0;
}

bool GameModel::aiTurn() const { return !gameOver() && isAi(history_.position().to_move); }

void GameModel::setAnalysisEnabled(bool enabled) {
    if (analysis_enabled_ == enabled) return;
    analysis_enabled_ = enabled;
    emit analysisEnabledChanged();
    clearAnalysis();
    startAnalysis();
}

bool GameModel::isStop(int ply) const {
    const Position& pos = history_.position_at(ply);
    if (pos.must_pass()) return false;
    return !hasHuman() || pos.is_game_over() || !isAi(pos.to_move);
}

bool GameModel::canUndo() const { return history_.can_undo(); }
bool GameModel::canRedo() const { return history_.can_redo(); }

QStringList GameModel::moves() const {
    QStringList names;
    for (const PlayedMove& m : history_.moves())
        names.append(m.move == kPass ? QString() : QString::fromStdString(square_name(m.move)));
    return names;
}

QVariantList GameModel::moveColors() const {
    QVariantList colors;
    for (const PlayedMove& m : history_.moves()) colors.append(colorCode(m.color));
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
    const Position& pos = history_.position();
    if (gameOver() || isAi(pos.to_move) || !pos.is_legal(square)) return false;
    paused_ = false;
    playMove(square);
    return true;
}

void GameModel::playMove(int move) {
    history_.play(move);
    if (history_.position().must_pass()) history_.play(kPass);
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

void GameModel::newGame(bool blackIsAi, bool whiteIsAi, int blackLevel, int whiteLevel) {
    emit aboutToReplace();
    setEngineProblem({});
    ai_ = {blackIsAi, whiteIsAi};
    levels_ = {std::clamp(blackLevel, kMinLevel, kMaxLevel), std::clamp(whiteLevel, kMinLevel, kMaxLevel)};
    paused_ = false;
    history_.reset();
    emit playersChanged();
    positionChanged();
}

void GameModel::loadHistory(const GameHistory& history, bool pauseAi) {
    emit aboutToReplace();
    history_ = history;
    paused_ = pauseAi;
    positionChanged();
}

bool GameModel::loadGame(const Position& start, const std::vector<int>& moves, bool pauseAi) {
    GameHistory replay(start);
    for (int move : moves)
        if (!replay.play(move)) return false;
    if (replay.position().must_pass()) replay.play(kPass);
    loadHistory(replay, pauseAi);
    return true;
}

void GameModel::stopThinking() {
    if (!aiTurn()) return;
    paused_ = true;
    ai_engine_.stop();  // its answer, if already on the way, is dropped by the worker
    ai_delay_.stop();
    pending_ai_move_ = kNoMove;
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
    ai_engine_.hurry();
}

void GameModel::takeOver() {
    if (!aiTurn()) return;
    ai_[static_cast<int>(history_.position().to_move)] = false;
    paused_ = false;
    emit playersChanged();
    positionChanged();
}

QVariantList GameModel::flipsFor(int square) const {
    QVariantList squares;
    const Position& pos = history_.position();
    if (gameOver() || !pos.is_legal(square)) return squares;
    for (Bitboard b = flipped_discs(pos.player, pos.opponent, square); b; b = without_first(b))
        squares.append(first_square(b));
    return squares;
}

QString GameModel::squareName(int square) const {
    if (square == kPass) return tr("pass");
    if (square < 0 || square > 63) return {};
    return QString::fromStdString(square_name(square));
}

void GameModel::positionChanged() {
    ++generation_;
    ai_delay_.stop();
    pending_ai_move_ = kNoMove;
    analysis_.fill({});
    emit dataChanged(index(0), index(63));
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
        const Position& pos = history_.position();
        ai_engine_.findMove(generation_, pos, level_limits(levels_[static_cast<int>(pos.to_move)]));
    } else {
        ai_engine_.stop();
    }
}

void GameModel::startAnalysis() {
    if (analysis_enabled_ && !gameOver())
        analyst_.analyze(generation_, history_.position(), analysisLimits());
    else
        analyst_.stop();
}

void GameModel::clearAnalysis() {
    analysis_.fill({});
    emit dataChanged(index(0), index(63), {ScoreRole, ScoreDepthRole, ScoreExactRole, BestRole, HeatRole});
}

void GameModel::onMoveFound(quint64 generation, int move, int score, int depth, bool exact) {
    if (generation != generation_ || !aiTurn() || paused_) return;
    // The AI's own search scores the position too: the graph fills during play.
    if (depth > 0) emit positionEvaluated(history_.ply(), score, depth, exact);
    const Position& pos = history_.position();
    if (move == kNoMove || !(move == kPass ? pos.must_pass() : pos.is_legal(move))) {
        qWarning("GameModel: the engine answered an illegal move %d; the AI pauses", move);
        stopThinking();
        return;
    }
    pending_ai_move_ = move;
    ai_delay_.start(std::max(0, ai_move_delay_ms_ - static_cast<int>(ai_clock_.elapsed())));
}

void GameModel::onAnalysisUpdated(quint64 generation, const QList<CandidateScore>& scores) {
    if (generation != generation_ || scores.isEmpty()) return;
    analysis_.fill({});
    int first = 63, last = 0;
    best_score_ = scores.front().score;
    worst_score_ = best_score_;
    for (const CandidateScore& s : scores) {
        if (s.move < 0 || s.move > 63) continue;
        analysis_[static_cast<std::size_t>(s.move)] = {true, s.score, s.depth, s.exact};
        best_score_ = std::max(best_score_, s.score);
        worst_score_ = std::min(worst_score_, s.score);
        first = std::min(first, s.move);
        last = std::max(last, s.move);
    }
    emit positionEvaluated(history_.ply(), best_score_, scores.front().depth, scores.front().exact);
    if (first <= last)
        emit dataChanged(index(first), index(last), {ScoreRole, ScoreDepthRole, ScoreExactRole, BestRole, HeatRole});
}

void GameModel::onEngineFailed(quint64 generation, const QString& why) {
    if (generation != generation_) return;
    qWarning("GameModel: %s", qPrintable(why));
    setEngineProblem(why);
    if (aiTurn()) {
        paused_ = true;
        emit gameChanged();
    }
}

void GameModel::setEngineProblem(const QString& why) {
    if (engine_problem_ == why) return;
    engine_problem_ = why;
    emit engineProblemChanged();
}

}  // namespace reversi::app
