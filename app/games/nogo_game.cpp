#include "games/nogo_game.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

#include "nogo/mcts.h"
#include "nogo/minmax.h"
#include "nogo/notation.h"
#include "nogo/sgf.h"
#include "reversi/notation.h"

namespace reversi::app {

namespace {

// The texts of this file, translated in the context "NogoGame".
struct Text {
    Q_DECLARE_TR_FUNCTIONS(NogoGame)
};

// Win rates show as points above or below 50 %: a proven result is the whole 50.
constexpr int kProvenMargin = 50;

int pieceOf(nogo::Color c) { return c == nogo::Color::Black ? kBlackPiece : kWhitePiece; }
nogo::Color colorOf(int side) { return side == kBlackPiece ? nogo::Color::Black : nogo::Color::White; }

class NogoState final : public GameState {
public:
    explicit NogoState(const nogo::Position& position) : position_(position) {}
    const nogo::Position& position() const { return position_; }

    int width() const override { return nogo::kSize; }
    int piece(int cell) const override {
        if (cell < 0 || cell >= nogo::kPoints) return kEmptyCell;
        for (nogo::Color c : {nogo::Color::Black, nogo::Color::White})
            if (position_.stones(c) >> cell & 1) return pieceOf(c);
        return kEmptyCell;
    }
    int toMove() const override { return pieceOf(position_.to_move()); }
    bool isLegal(int move) const override { return position_.is_legal(move); }
    std::vector<int> legalMoves() const override {
        std::vector<int> moves;
        for (nogo::Bits b = position_.moves(); b; b = nogo::without_first(b)) moves.push_back(nogo::first_point(b));
        return moves;
    }
    bool isOver() const override { return position_.is_game_over(); }
    int winner() const override { return pieceOf(position_.winner()); }
    int finalScore() const override { return position_.winner() == nogo::Color::Black ? kProvenMargin : -kProvenMargin; }
    int count(int side) const override { return nogo::popcount(position_.stones(colorOf(side))); }
    StatePtr play(int move) const override { return std::make_shared<NogoState>(position_.after(move)); }
    QString whyIllegal(int cell) const override {
        switch (position_.why_illegal(cell)) {
        case nogo::Illegality::None: return {};
        case nogo::Illegality::OffBoard: return Text::tr("That is not a point of the board.");
        case nogo::Illegality::Occupied: return Text::tr("The point is taken.");
        case nogo::Illegality::CentreRule: return Text::tr("Black's first stone may not go on the centre point.");
        case nogo::Illegality::Captures: return Text::tr("Illegal: it would capture (take the last liberty of a group).");
        case nogo::Illegality::Suicide: return Text::tr("Illegal: suicide (the stone's own group would have no liberty).");
        case nogo::Illegality::CapturesAndSuicide: return Text::tr("Illegal: it would capture, and be suicide.");
        }
        return {};
    }
    QString endReason() const override {
        return position_.to_move() == nogo::Color::Black ? Text::tr("Black has no legal move.") : Text::tr("White has no legal move.");
    }
    int onlyPlayableBy(int cell) const override {
        if (cell < 0 || cell >= nogo::kPoints || !(position_.empties() >> cell & 1)) return kEmptyCell;
        // The centre rule holds Black off the centre for the first move only: no one's point.
        if (position_.centre_rule() && position_.move_number() == 0 && cell == nogo::kCentre) return kEmptyCell;
        const bool black = position_.legal(nogo::Color::Black) >> cell & 1;
        const bool white = position_.legal(nogo::Color::White) >> cell & 1;
        return black == white ? kEmptyCell : black ? kBlackPiece : kWhitePiece;
    }
    std::string moveText(int move) const override { return nogo::gtp_vertex(move); }
    int parseMove(std::string_view text) const override {
        const int point = nogo::parse_gtp_vertex(text);
        return point == nogo::kNoMove ? kNotAMove : point;
    }
    std::string key() const override {
        std::string k(position_.centre_rule() ? "Nc" : "N");
        return k.append(nogo::board81(position_));
    }

private:
    nogo::Position position_;
};

// Levels by time per move, the same for both engines.
constexpr double kLevelSeconds[] = {0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10};
constexpr int kLevels = static_cast<int>(std::size(kLevelSeconds));
constexpr int kDefault = 5;  // 1 s
constexpr int kMcts = 0;

// MinMax's evaluation is a count of points each side keeps for itself; proofs are
// shown as the whole margin, other scores kept within it.
int minmaxScore(int score) {
    if (score >= nogo::kProvenScore) return kProvenMargin;
    if (score <= -nogo::kProvenScore) return -kProvenMargin;
    return std::clamp(score, -kProvenMargin + 1, kProvenMargin - 1);
}

QString visitsText(std::uint64_t visits) {
    if (visits >= 1000000) return QStringLiteral("%1M").arg(static_cast<double>(visits) / 1e6, 0, 'f', 1);
    if (visits >= 1000) return QStringLiteral("%1k").arg(static_cast<double>(visits) / 1e3, 0, 'f', 1);
    return QString::number(visits);
}


CandidateScore candidateOf(const nogo::MoveStat& s, bool mcts) {
    CandidateScore c;
    c.move = s.move;
    c.exact = s.proven != 0;
    c.pv = {s.move};
    if (mcts) {
        const double rate = s.proven > 0 ? 1.0 : s.proven < 0 ? 0.0 : s.win_rate;
        c.score = static_cast<int>(std::lround((rate - 0.5) * 2 * kProvenMargin));
        c.depth = static_cast<int>(std::min<std::uint64_t>(s.visits, 2000000000));
    } else {
        c.score = minmaxScore(s.score);
        c.depth = s.depth;

    }
    return c;
}

class NogoEngine final : public GameEngine {
public:
    MoveAnswer bestMove(const GameState& state, const AiPlayer& player, const std::atomic<bool>& stop) override {
        const nogo::Position& position = nogoPosition(state);
        if (position.is_game_over()) return {};
        nogo::SearchLimits limits;
        limits.seconds = kLevelSeconds[std::clamp(player.level, 1, kLevels) - 1];
        limits.cancel = &stop;
        const bool mcts = player.engine == kMcts;
        const nogo::SearchResult r = engine(mcts).search(position, limits);
        const int score = mcts ? static_cast<int>(std::lround((r.win_rate - 0.5) * 2 * kProvenMargin)) : minmaxScore(r.score);
        // MCTS has no depth: its playouts say how far it looked (and a depth of 0 would
        // keep its evaluations off the graph, as those of no search).
        const int depth = mcts ? static_cast<int>(std::clamp<std::uint64_t>(r.playouts, 1, 2000000000)) : r.depth;
        return {r.move, r.proven ? r.proven * kProvenMargin : score, depth, r.proven != 0};
    }

    void analyze(const GameState& state, const AiPlayer& analyst, const std::atomic<bool>& stop,
                 const AnalysisUpdate& update) override {
        const nogo::Position& position = nogoPosition(state);
        if (position.is_game_over()) return;
        nogo::SearchLimits limits;
        // The heat-map searches until stopped (MCTS's tree stops growing at its node cap).
        limits.seconds = analyst.level > 0 ? kLevelSeconds[std::clamp(analyst.level, 1, kLevels) - 1] : 0;
        limits.cancel = &stop;
        limits.report_seconds = 0.25;
        const bool mcts = analyst.engine == kMcts;
        engine(mcts).search(position, limits, [&update, mcts](const nogo::Analysis& a) {
            QList<CandidateScore> list;
            for (const nogo::MoveStat& s : a.moves) list.append(candidateOf(s, mcts));
            update(list);
        });
    }

private:
    nogo::Engine& engine(bool mcts) {
        auto& made = mcts ? mcts_ : minmax_;
        if (!made) made = mcts ? std::unique_ptr<nogo::Engine>(std::make_unique<nogo::Mcts>())
                               : std::unique_ptr<nogo::Engine>(std::make_unique<nogo::MinMax>());
        return *made;
    }
    std::unique_ptr<nogo::Engine> mcts_;
    std::unique_ptr<nogo::Engine> minmax_;
};

class NogoGame final : public BoardGame {
public:
    explicit NogoGame(bool centreRule) : centre_rule_(centreRule) {}

    GameSetup setup() const override { return {GameKind::NoGo, nogo::kSize, false, false, centre_rule_}; }
    QString kind() const override { return QStringLiteral("nogo"); }
    QString title() const override { return Text::tr("NoGo 9×9"); }
    StatePtr start() const override {
        nogo::Position empty;
        empty.set_centre_rule(centre_rule_);
        return nogoState(empty);
    }
    // Go's coordinates: columns A-J without I, rows 9 (top) to 1.
    QStringList columnLabels() const override {
        QStringList labels;
        for (int x = 0; x < nogo::kSize; ++x) labels.append(QString::fromStdString(nogo::gtp_vertex(x)).left(1));
        return labels;
    }
    QStringList rowLabels() const override {
        QStringList labels;
        for (int y = 0; y < nogo::kSize; ++y) labels.append(QString::number(nogo::kSize - y));
        return labels;
    }
    QList<int> markedCells() const override {
        return {nogo::point_of(2, 2), nogo::point_of(6, 2), nogo::kCentre, nogo::point_of(2, 6), nogo::point_of(6, 6)};
    }
    bool onIntersections() const override { return true; }

    QStringList engineNames() const override { return {Text::tr("MCTS"), Text::tr("MinMax")}; }
    int levelCount(int) const override { return kLevels; }
    int defaultLevel(int) const override { return kDefault; }
    QString levelName(int, int level) const override {
        const double s = kLevelSeconds[std::clamp(level, 1, kLevels) - 1];
        return s < 1 ? Text::tr("%1 ms a move").arg(std::lround(s * 1000)) : Text::tr("%1 s a move").arg(s);
    }
    std::unique_ptr<GameEngine> makeEngine() const override { return std::make_unique<NogoEngine>(); }
    int gameAnalysisLevel() const override { return 4; }  // half a second a position

    bool scoresRankMoves(int engine) const override { return engine != kMcts; }
    // MCTS's scores are win rates (points above or below 50 %), MinMax's evaluations.
    QString scoreText(int engine, int score) const override {
        if (engine == kMcts) return QStringLiteral("%1%").arg(50 + score);
        return score > 0 ? QStringLiteral("+%1").arg(score) : QString::number(score);
    }
    QString detailText(int engine, int depth, bool exact, int) const override {
        if (engine == kMcts) return visitsText(static_cast<std::uint64_t>(depth));
        return exact ? QString() : Text::tr("d%1").arg(depth);
    }
    QString heatMapHelp(int fullMargin) const override {
        return Text::tr("Heat-map: each point's chance of winning for the side to move (MCTS: the share of won playouts, "
                  "with their number; MinMax: a score and its depth). Blue wins, orange loses, pale is even; the colour "
                  "is full from %1 % or %2 % on. Gold ring: the move the engine would play (MCTS: the most searched, "
                  "whose rate may be a little below another's); bold, underlined and framed: a proven win or loss.")
            .arg(50 + fullMargin)
            .arg(50 - fullMargin);
    }

    QString recordExtension() const override { return QStringLiteral("sgf"); }
    std::string writeRecord(const StatePtr& start, const std::vector<int>& moves, const RecordTags& tags,
                            RecordStyle) const override {
        nogo::GameRecord record(nogoPosition(*start));  // with the stones of an edited board
        for (int move : moves) record.play(move);
        std::optional<nogo::Color> winner;
        if (record.position.is_game_over()) winner = record.position.winner();
        std::string black, white;
        RecordTags others;
        for (const auto& [name, value] : tags) {
            if (name == "PB") black = value;
            else if (name == "PW") white = value;
            else others.emplace_back(name, value);
        }
        return nogo::write_sgf(record, black, white, winner, false, others);
    }
    StatePtr fromPieces(const std::vector<int>& pieces, int, QString* why) const override {
        nogo::Bits black = 0, white = 0;
        for (int p = 0; p < nogo::kPoints && p < static_cast<int>(pieces.size()); ++p) {
            if (pieces[static_cast<std::size_t>(p)] == kBlackPiece) black |= nogo::point_bit(p);
            if (pieces[static_cast<std::size_t>(p)] == kWhitePiece) white |= nogo::point_bit(p);
        }
        const nogo::Position position = nogo::Position::from_stones(black, white, centre_rule_);
        if (!position.valid()) {
            if (why)
                *why = position.centre_taken_first()
                           ? Text::tr("No NoGo game reaches this: under the centre rule Black's first stone may not take "
                                      "the centre.")
                           : Text::tr("No NoGo game reaches this: every group needs a liberty, and Black has as many "
                                      "stones as White or one more.");
            return {};
        }
        return nogoState(position);
    }

private:
    bool centre_rule_;
};

}  // namespace

GamePtr nogoGame(bool centreRule) { return std::make_shared<NogoGame>(centreRule); }
StatePtr nogoState(const nogo::Position& position) { return std::make_shared<NogoState>(position); }
const nogo::Position& nogoPosition(const GameState& state) { return static_cast<const NogoState&>(state).position(); }

std::vector<RecordedGame> readNogoRecords(std::string_view text, const std::function<void()>& beforeEach) {
    try {
        std::vector<RecordedGame> games;
        for (const nogo::SgfGame& sgf : nogo::parse_sgf_games(text, beforeEach)) {
            const bool centre = sgf.record.centre_rule;
            // The date is one of the properties the reader keeps as they are (DT).
            std::string date;
            for (const auto& [name, value] : sgf.other_properties)
                if (name == "DT") date = value;
            RecordTags tags;
            if (!sgf.black.empty()) tags.emplace_back("PB", sgf.black);
            if (!sgf.white.empty()) tags.emplace_back("PW", sgf.white);
            tags.insert(tags.end(), sgf.other_properties.begin(), sgf.other_properties.end());
            games.push_back({nogoGame(centre), nogoState(sgf.record.start), sgf.record.moves, false,
                             recordDetails(sgf.black, sgf.white, sgf.result, date), std::move(tags)});
        }
        return games;
    } catch (const nogo::ParseError& e) {
        throw ParseError(e.where(), e.why());
    }
}

}  // namespace reversi::app
