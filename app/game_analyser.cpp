#include "game_analyser.h"

#include <QDir>
#include <QFile>

#include "autosave.h"

#include <algorithm>
#include <optional>

#include "game_model.h"
#include "common/text_scan.h"
#include "games/reversi_game.h"
#include "reversi/search.h"

namespace reversi::app {

namespace {

int blackView(const GameState& p, int score) { return p.toMove() == kBlackPiece ? score : -score; }

// The first line of the store; a file without it is of the first version (8x8 Reversi
// only, boards in hex), still read.
constexpr const char* kStoreStem = "reversi-analysis ";  // then the version
constexpr int kStoreVersion = 2;
const QByteArray kStoreHeader = kStoreStem + QByteArray::number(kStoreVersion);

// A key of the first version's "black white side" (hex bitboards, 0 = Black to move).
std::optional<std::string> keyOfVersion1(const QByteArray& black, const QByteArray& white, const QByteArray& side) {
    bool b = false, w = false, s = false;
    const Bitboard blacks = black.toULongLong(&b, 16), whites = white.toULongLong(&w, 16);
    const int toMove = side.toInt(&s);
    if (!b || !w || !s || (blacks & whites) != 0 || (toMove != 0 && toMove != 1)) return std::nullopt;
    return reversiState(Position::from_colors(blacks, whites, static_cast<Color>(toMove)))->key();
}

// A position's results under one engine: the engines of a game score in their own units
// (NoGo: MCTS win rates, MinMax points), so each keeps its own. The first engine's key
// is the position's own, as stores written before engines were told apart have it.
std::string keyOf(const GameState& position, int engine) {
    return engine == 0 ? position.key() : position.key() + "@" + std::to_string(engine);
}

std::optional<int> scoreOf(const PositionAnalysis& analysis, int move) {
    for (const auto& [m, score] : analysis.scores)
        if (m == move) return score;
    return std::nullopt;
}
}  // namespace

MoveGrade grade_of_loss(int loss) {
    if (loss <= 0) return MoveGrade::Best;
    if (loss <= kInaccuracyMaxLoss) return MoveGrade::Inaccuracy;
    if (loss <= kMistakeMaxLoss) return MoveGrade::Mistake;
    return MoveGrade::Blunder;
}

bool replaces(const Evaluation& candidate, const Evaluation& held) {
    if (candidate.exact != held.exact) return candidate.exact;
    return candidate.depth >= held.depth;
}

GameAnalyser::GameAnalyser(QObject* parent) : QObject(parent) {
    connect(&engine_, &EngineWorker::analysisUpdated, this, &GameAnalyser::onUpdated);
    connect(&engine_, &EngineWorker::analysisFinished, this, &GameAnalyser::onFinished);
    connect(&engine_, &EngineWorker::failed, this, [this](quint64 generation, const QString& why) {
        if (generation != generation_) return;
        stop();
        setProblem(why);
    });
    store_delay_.setSingleShot(true);
    store_delay_.setInterval(1000);
    connect(&store_delay_, &QTimer::timeout, this, &GameAnalyser::store);
    connect(this, &GameAnalyser::resultsChanged, this, [this]() {
        if (persistent_ && !store_delay_.isActive()) store_delay_.start();
    });
}

GameAnalyser::~GameAnalyser() {
    if (store_delay_.isActive()) store();
    writer_.waitForDone();  // (its report comes while this object is whole)
}

QString GameAnalyser::storePath() { return QDir(Autosave::directory()).filePath(QStringLiteral("analysis.txt")); }

void GameAnalyser::setPersistent(bool persistent) {
    if (persistent_ == persistent) return;
    persistent_ = persistent;
    if (persistent_) load();
    else store_delay_.stop();  // nothing more is written, not even what waited
    emit persistentChanged();
}

// The header, then one line a position: "E key score depth exact probability" for an
// evaluation (lines written before the probability have none: 0), and "A key depth
// exact move:score,... line:move,..." for the scores of every move (keys as
// GameState::key(), which holds no space, and "@E" after it for engine E but the first;
// moves as numbers).
void GameAnalyser::store() {
    store_delay_.stop();
    if (store_is_newer_) return;
    QByteArray text = kStoreHeader + '\n';
    for (const StatePtr& p : stored_positions_)
        for (int engine = 0; engine < stored_engines_; ++engine) {
            const Key k = keyOf(*p, engine);
            const QByteArray key = QByteArray::fromStdString(k);
            if (const auto e = evaluations_.find(k); e != evaluations_.end())
                text += "E " + key + ' ' + QByteArray::number(e->second.score) + ' ' + QByteArray::number(e->second.depth) +
                        ' ' + QByteArray::number(e->second.exact) + ' ' + QByteArray::number(e->second.probability) + '\n';
            if (const auto a = analyses_.find(k); a != analyses_.end()) {
                QByteArrayList scores, line;
                for (const auto& [move, score] : a->second.scores) scores << QByteArray::number(move) + ':' + QByteArray::number(score);
                for (int square : a->second.best_line) line << QByteArray::number(square);
                text += "A " + key + ' ' + QByteArray::number(a->second.depth) + ' ' + QByteArray::number(a->second.exact) +
                        ' ' + scores.join(',') + ' ' + (line.isEmpty() ? QByteArray("-") : line.join(',')) + '\n';
            }
        }
    writer_.write(storePath(), text, [this](const QString& problem) {
        if (!problem.isEmpty()) qWarning("Reversi: cannot keep the analysis: %s", qPrintable(problem));
        const QString said = problem.isEmpty() ? QString()
                                               : tr("The analysis could not be kept in %1 (%2): it lasts until you quit.")
                                                     .arg(QDir::toNativeSeparators(storePath()), problem);
        if (said == store_problem_) return;
        store_problem_ = said;
        emit storeProblemChanged();
    });
}

void GameAnalyser::load() {
    QFile file(storePath());
    if (!file.open(QIODevice::ReadOnly)) return;
    const QByteArray first = file.peek(256).split('\n').front().trimmed();
    const std::optional<int> version =
        first.startsWith(kStoreStem) ? common::text::parse_integer(first.mid(qsizetype(qstrlen(kStoreStem))).toStdString())
                                     : std::nullopt;
    if (version && *version > kStoreVersion) {
        store_is_newer_ = true;
        store_problem_ = tr("The kept analysis in %1 is of a newer version of the app (%2): it is left as it is, and "
                            "this session's analysis is not kept.")
                             .arg(QDir::toNativeSeparators(storePath()), QString::fromUtf8(first));
        emit storeProblemChanged();
        return;
    }
    const bool version1 = first != kStoreHeader;  // version 1 had no header
    if (!version1) file.readLine();
    // Each line stands alone: a damaged one is left out, not what follows it.
    int unreadable = 0, firstUnreadable = 0;
    for (int number = version1 ? 1 : 2; !file.atEnd(); ++number) {
        QList<QByteArray> f = file.readLine().trimmed().split(' ');
        bool ok = true;
        if (version1 && f.size() >= 4) {  // three fields of the board become one key
            const std::optional<std::string> key = keyOfVersion1(f[1], f[2], f[3]);
            ok = key.has_value();
            f.erase(f.begin() + 1, f.begin() + 4);
            f.insert(1, QByteArray::fromStdString(key.value_or(std::string())));
        }
        ok = ok && ((f[0] == "E" && (f.size() == 5 || f.size() == 6)) || (f[0] == "A" && f.size() == 6)) && !f[1].isEmpty();
        const auto integer = [&](const QByteArray& text) {
            bool good = false;
            const int v = text.toInt(&good);
            ok = ok && good;
            return v;
        };
        const Key k = f.value(1).toStdString();
        if (ok && f[0] == "E") {
            const Evaluation e{integer(f[2]), integer(f[3]), integer(f[4]) != 0, f.size() == 6 ? integer(f[5]) : 0};
            if (ok) offer(k, e);
        } else if (ok) {
            PositionAnalysis a;
            a.depth = integer(f[2]);
            a.exact = integer(f[3]) != 0;
            for (const QByteArray& pair : f[4].split(',')) {
                const QList<QByteArray> ms = pair.split(':');
                ok = ok && ms.size() == 2;
                if (ok) a.scores.emplace_back(integer(ms[0]), integer(ms[1]));
            }
            if (f[5] != "-")
                for (const QByteArray& square : f[5].split(',')) a.best_line.push_back(integer(square));
            if (ok) analyses_.try_emplace(k, a);
        }
        if (!ok && unreadable++ == 0) firstUnreadable = number;
    }
    if (unreadable > 0)
        qWarning("Reversi: %s: %d unreadable line(s) left out, the first line %d", qPrintable(storePath()), unreadable,
                 firstUnreadable);
    resultsChangedNow();
}

void GameAnalyser::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) {
        // The queue is of this game's positions: it ends with the game.
        connect(game_, &GameModel::aboutToReplace, this, &GameAnalyser::stop);
        connect(game_, &QObject::destroyed, this, &GameAnalyser::stop);
        connect(game_, &GameModel::analysisEngineChanged, this, [this]() {
            on_board_.reset();
            resultsChangedNow();  // the other engine's results, in its units
        });
        connect(game_, &GameModel::gameChanged, this, [this]() {
            on_board_.reset();
            keepPositionsToStore();
            resultsChangedNow();
            if (best_line_shown_) analysePosition();
        });
        connect(game_, &GameModel::positionEvaluated, this, [this](int ply, int score, int depth, bool exact,
                                                                   int probability) {
            const GameState& p = game_->history().position_at(ply);
            const Evaluation evaluation{blackView(p, score), depth, exact, probability};
            const Key key = shownKey(p);
            if (ply == game_->ply()) on_board_.emplace(key, evaluation);
            if (!offer(key, evaluation)) resultsChangedNow();  // (on_board_ may have changed)
        });
    }
    keepPositionsToStore();
    emit gameChanged();
    resultsChangedNow();
}

void GameAnalyser::keepPositionsToStore() {
    // (A model gone keeps the positions it had: the last write at quit comes after it.)
    if (!game_) return;
    stored_positions_ = game_->history().positions();
    stored_engines_ = static_cast<int>(game_->engineNames().size());
}

double GameAnalyser::progress() const { return total_ == 0 ? 0.0 : double(done_) / double(total_); }

void GameAnalyser::setLevel(int level) {
    level = std::clamp(level, 0, kMaxLevel);
    if (level_ == level) return;
    level_ = level;
    emit levelChanged();
}

GameAnalyser::Key GameAnalyser::shownKey(const GameState& position) const {
    return keyOf(position, game_ ? game_->analysisEngine() : 0);
}

const PositionAnalysis* GameAnalyser::analysis(const GameState& position) const {
    const auto it = analyses_.find(shownKey(position));
    return it == analyses_.end() ? nullptr : &it->second;
}

const Evaluation* GameAnalyser::evaluation(const GameState& position) const {
    const auto it = evaluations_.find(shownKey(position));
    return it == evaluations_.end() ? nullptr : &it->second;
}

void GameAnalyser::resultsChangedNow() {
    // The lists go first: QML's bindings read them again as the signal is emitted, before
    // any connection of this object's own would run.
    points_.reset();
    grades_.reset();
    emit resultsChanged();
}

bool GameAnalyser::offer(const Key& key, const Evaluation& evaluation) {
    const auto [it, inserted] = evaluations_.try_emplace(key, evaluation);
    if (!inserted) {
        if (!replaces(evaluation, it->second)) return false;
        it->second = evaluation;
    }
    resultsChangedNow();
    return true;
}

QVariantList GameAnalyser::points() const {
    if (!points_) points_ = makePoints();
    return *points_;
}

QVariantList GameAnalyser::grades() const {
    if (!grades_) grades_ = makeGrades();
    return *grades_;
}

QVariantList GameAnalyser::makePoints() const {
    QVariantList list;
    if (!game_) return list;
    const GameHistory& history = game_->history();
    for (int ply = 0; ply <= history.length(); ++ply) {
        const GameState& p = history.position_at(ply);
        if (p.isOver()) {
            list.append(QVariantMap{{"score", p.finalScore()}, {"depth", 0}, {"exact", true}});
        } else if (const Evaluation* e = on_board_ && ply == history.ply() && on_board_->first == shownKey(p)
                                             ? &on_board_->second
                                             : evaluation(p)) {
            list.append(QVariantMap{
                {"score", e->score}, {"depth", e->depth}, {"exact", e->exact}, {"probability", e->probability}});
        } else {
            list.append(QVariant());
        }
    }
    return list;
}

QVariantList GameAnalyser::makeGrades() const {
    QVariantList list;
    if (!game_) return list;
    const GameHistory& history = game_->history();
    const std::vector<PlayedMove> moves = history.moves();
    for (int i = 0; i < history.length(); ++i) {
        const int move = moves[static_cast<std::size_t>(i)].move;
        const PositionAnalysis* a = move == history.start().passMove() ? nullptr : analysis(history.position_at(i));
        const std::optional<int> played = a ? scoreOf(*a, move) : std::nullopt;
        if (!played) {
            list.append(QVariant());
            continue;
        }
        // The first move is the search's choice: the best score for the alpha-beta
        // engines, the most visited move for MCTS, where a move tried less can show a
        // higher (noisier) win rate. A move scored above the choice lost nothing.
        const int loss = std::max(0, a->scores.front().second - *played);
        list.append(QVariantMap{{"loss", loss}, {"grade", static_cast<int>(grade_of_loss(loss))}});
    }
    return list;
}

QVariantList GameAnalyser::bestLine() const {
    QVariantList line;
    if (!game_) return line;
    if (const PositionAnalysis* a = analysis(game_->history().position()))
        for (int sq : a->best_line) line.append(sq);
    return line;
}

QString GameAnalyser::bestLineText() const {
    QStringList names;
    for (const QVariant& sq : bestLine()) names.append(game_->squareName(sq.toInt()));
    return names.join(QLatin1Char(' '));
}

void GameAnalyser::setBestLineShown(bool shown) {
    if (best_line_shown_ == shown) return;
    best_line_shown_ = shown;
    emit bestLineShownChanged();
    if (shown) analysePosition();
    else if (!running_) stop();  // a best line no one will see
}

void GameAnalyser::start() {
    if (!game_) return;
    const GameHistory& history = game_->history();
    std::vector<StatePtr> queue;
    const std::vector<StatePtr> line = history.line_states();
    const std::vector<PlayedMove> moves = history.moves();
    for (int ply = 0; ply < history.length(); ++ply)
        if (moves[static_cast<std::size_t>(ply)].move != history.start().passMove()) queue.push_back(line[static_cast<std::size_t>(ply)]);
    // The last position too, for the graph, unless the game is over there.
    if (!line.back()->isOver()) queue.push_back(line.back());
    runQueue(std::move(queue), true);
}

void GameAnalyser::analysePosition() {
    if (!game_ || running_) return;  // the whole game comes first
    const StatePtr& p = game_->history().state();
    // Known here: a search still under way is for a position the board has left.
    if (p->isOver() || analysis(*p)) return stop();
    runQueue({p}, false);
}

void GameAnalyser::runQueue(std::vector<StatePtr> queue, bool wholeGame) {
    stop();
    setProblem({});
    queue_ = std::move(queue);
    queue_game_ = game_->boardGame();
    queue_engine_ = game_->analysisEngine();
    std::reverse(queue_.begin(), queue_.end());  // taken from the back, in game order
    total_ = queue_.size();
    done_ = 0;
    emit progressChanged();
    setRunning(wholeGame);
    analyseNext();
}

void GameAnalyser::stop() {
    engine_.stop();
    queue_.clear();
    setRunning(false);
}

void GameAnalyser::stopGameAnalysis() {
    const bool wasRunning = running_;
    stop();
    if (wasRunning && best_line_shown_) analysePosition();
}

void GameAnalyser::analyseNext() {
    if (queue_.empty()) {
        if (running_) {
            setRunning(false);
            emit finished();
            // The best line of a position reached while the game was analysed (which
            // waited for the run) is searched now.
            if (best_line_shown_) analysePosition();
        }
        return;
    }
    latest_.clear();
    const int level = level_ > 0 ? level_ : queue_game_->gameAnalysisLevel();
    engine_.analyze(++generation_, queue_game_, queue_.back(), {queue_engine_, level});
}

void GameAnalyser::setProblem(const QString& problem) {
    if (problem_ == problem) return;
    problem_ = problem;
    emit problemChanged();
}

void GameAnalyser::onUpdated(quint64 generation, const QList<CandidateScore>& scores) {
    if (generation == generation_) latest_ = scores;
}

void GameAnalyser::onFinished(quint64 generation) {
    if (generation != generation_ || queue_.empty()) return;
    const StatePtr position = queue_.back();
    queue_.pop_back();
    bool offered = false;  // (offer emits resultsChanged)
    if (!latest_.isEmpty()) {
        PositionAnalysis result;
        for (const CandidateScore& s : latest_) result.scores.emplace_back(s.move, s.score);
        result.best_line.assign(latest_.front().pv.begin(), latest_.front().pv.end());
        result.depth = latest_.front().depth;
        result.exact = latest_.front().exact;
        const Key key = keyOf(*position, queue_engine_);
        const auto [it, inserted] = analyses_.try_emplace(key, result);
        if (!inserted && replaces({0, result.depth, result.exact}, {0, it->second.depth, it->second.exact}))
            it->second = result;
        offered = offer(key, {blackView(*position, result.scores.front().second), result.depth, result.exact,
                              latest_.front().probability});
    }
    ++done_;
    emit progressChanged();
    if (!offered) resultsChangedNow();  // (the analysis, for the grades, is new either way)
    analyseNext();
}

void GameAnalyser::setRunning(bool running) {
    if (running_ == running) return;
    running_ = running;
    emit runningChanged();
}

}  // namespace reversi::app
