#include "games/reversi_game.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <random>

#include "reversi/book.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "reversi/obf.h"
#include "reversi/openings.h"
#include "reversi/search.h"
#include "reversi/sized_search.h"

namespace reversi::app {

namespace {

// The texts of this file, translated in the context "ReversiGame".
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReversiGame)
};

int pieceOf(Color c) { return c == Color::Black ? kBlackPiece : kWhitePiece; }

class ReversiState final : public GameState {
public:
    explicit ReversiState(const sized::Board& board) : board_(board) {}
    const sized::Board& board() const { return board_; }

    int width() const override { return board_.size; }
    int piece(int cell) const override {
        if (cell < 0 || cell >= board_.squares()) return kEmptyCell;
        const sized::Cells bit = sized::cell_bit(cell);
        return (board_.black() & bit) ? kBlackPiece : (board_.white() & bit) ? kWhitePiece : kEmptyCell;
    }
    int toMove() const override { return pieceOf(board_.to_move); }
    int passMove() const override { return board_.pass_move(); }
    bool isLegal(int move) const override {
        if (move == board_.pass_move()) return board_.must_pass();
        return move >= 0 && move < board_.squares() && board_.is_legal(move);
    }
    std::vector<int> legalMoves() const override {
        if (board_.must_pass()) return {board_.pass_move()};
        return board_.legal_moves();
    }
    bool isOver() const override { return board_.is_game_over(); }
    int winner() const override {
        const int score = board_.black_score();
        return score > 0 ? kBlackPiece : score < 0 ? kWhitePiece : kEmptyCell;
    }
    int finalScore() const override { return board_.black_score(); }
    int count(int side) const override { return board_.disc_count(side == kBlackPiece ? Color::Black : Color::White); }
    StatePtr play(int move) const override { return std::make_shared<ReversiState>(board_.apply(move)); }
    std::vector<int> changedBy(int move) const override {
        std::vector<int> cells;
        if (move == board_.pass_move() || !isLegal(move)) return cells;
        const sized::Cells flipped = board_.flipped_discs(move);
        for (int sq = 0; sq < board_.squares(); ++sq)
            if (flipped & sized::cell_bit(sq)) cells.push_back(sq);
        return cells;
    }
    QString whyIllegal(int cell) const override {
        if (isLegal(cell)) return {};
        if (cell < 0 || cell >= board_.squares()) return Text::tr("That is not a square of the board.");
        if (piece(cell) != kEmptyCell) return Text::tr("The square is taken.");
        if (board_.must_pass()) return Text::tr("There is no move: the side to move passes.");
        return Text::tr("A move must turn at least one disc.");
    }
    std::string moveText(int move) const override {
        return move == board_.pass_move() ? std::string("pa") : square_name(move, board_.size);
    }
    int parseMove(std::string_view text) const override {
        if (text == "pa" || text == "PA") return board_.pass_move();
        const int sq = parse_square(text, board_.size);
        return sq == kNoMove ? kNotAMove : sq;
    }
    std::string key() const override {
        std::string k(1, 'R');
        k.append(std::to_string(board_.size)).append(board_.to_move == Color::Black ? "b" : "w");
        for (int sq = 0; sq < board_.squares(); ++sq) k += static_cast<char>('0' + piece(sq));
        return k;
    }

private:
    sized::Board board_;
};

// A level on a board: the 8x8 search's levels are selective from level 11 on; the
// engine of the other sizes searches full width.
SearchLimits levelLimits(const sized::Board& board, int level) { return sized::level_limits(board.size, level); }

// The heat-map searches as the strongest level does, until stopped: on 8x8
// selectively, which at equal time lands nearer the exact scores than full width
// (docs/reversi-strength.md, "The heat-map searches selectively").
SearchLimits heatMapLimits(const sized::Board& board) {
    SearchLimits limits = levelLimits(board, kMaxLevel);
    limits.seconds = 0;
    return limits;
}

// CandidateScore::probability of a score: none for an exact one.
int probabilityOf(bool exact, double confidence) { return exact ? 0 : cut_probability_percent(confidence); }

CandidateScore candidateOf(const MoveScore& s) {
    CandidateScore c;
    c.move = s.move;
    c.score = s.score;
    c.depth = s.depth;
    c.exact = s.exact;
    c.probability = probabilityOf(s.exact, s.confidence);
    c.pv = QList<int>(s.pv.begin(), s.pv.end());
    return c;
}

// The opening names Chinese players know by a Chinese name (the animals and things,
// and the three first replies); the others, mostly players' names, stay as they are.
constexpr const char* kTranslatedOpeningNames[] = {
    QT_TRANSLATE_NOOP("OpeningNames", "Perpendicular Opening"),
    QT_TRANSLATE_NOOP("OpeningNames", "Diagonal Opening"),
    QT_TRANSLATE_NOOP("OpeningNames", "Parallel Opening"),
    QT_TRANSLATE_NOOP("OpeningNames", "Tiger"),
    QT_TRANSLATE_NOOP("OpeningNames", "Rose"),
    QT_TRANSLATE_NOOP("OpeningNames", "Cow"),
    QT_TRANSLATE_NOOP("OpeningNames", "Cat"),
    QT_TRANSLATE_NOOP("OpeningNames", "Horse"),
    QT_TRANSLATE_NOOP("OpeningNames", "Swallow"),
    QT_TRANSLATE_NOOP("OpeningNames", "Flat"),
    QT_TRANSLATE_NOOP("OpeningNames", "Chimney"),
    QT_TRANSLATE_NOOP("OpeningNames", "Rocket"),
    QT_TRANSLATE_NOOP("OpeningNames", "Lollipop"),
    QT_TRANSLATE_NOOP("OpeningNames", "Raccoon Dog"),
    QT_TRANSLATE_NOOP("OpeningNames", "Sailboat"),
    QT_TRANSLATE_NOOP("OpeningNames", "Lightning Bolt"),
};

QString openingName(const std::string& english) {
    for (const char* name : kTranslatedOpeningNames)
        if (english == name) return QCoreApplication::translate("OpeningNames", name);
    return QString::fromStdString(english);
}

// The 8x8 board keeps its own search (the trained evaluation, the analysis reported a
// whole depth at a time) and plays from the opening book while in book; the other
// sizes use the engine of every size, which reports one move at a time: the list is
// rebuilt from the latest score of each move.
class ReversiEngine final : public GameEngine {
public:
    MoveAnswer bestMove(const GameState& state, const AiPlayer& player, const std::atomic<bool>& stop) override {
        const sized::Board& board = reversiBoard(state);
        // A book move is no search: depth 0 keeps its score out of the evaluation graph.
        if (board.size == 8)
            if (const std::optional<BookMove> m = book_move(builtin_book(), board.to_position(), player.level, book_rng_))
                return {m->move, m->score, 0, false};
        SearchLimits limits = levelLimits(board, player.level);
        limits.stop = &stop;
        const SearchResult r = board.size == 8 ? eight().best_move(board.to_position(), limits)
                                               : sized().best_move(board, limits);
        return {r.move == kNoMove ? kNotAMove : r.move, r.score, r.depth, r.exact,
                probabilityOf(r.exact, r.confidence)};
    }

    void analyze(const GameState& state, const AiPlayer& analyst, const std::atomic<bool>& stop,
                 const AnalysisUpdate& update) override {
        const sized::Board& board = reversiBoard(state);
        SearchLimits limits = analyst.level > 0 ? levelLimits(board, analyst.level) : heatMapLimits(board);
        limits.stop = &stop;
        if (board.size == 8) {
            eight().analyze(board.to_position(), limits, [&update](const std::vector<MoveScore>& scores) {
                QList<CandidateScore> list;
                for (const MoveScore& s : scores) list.append(candidateOf(s));
                update(list);
            });
            return;
        }
        std::map<int, MoveScore> latest;
        sized().analyze(board, limits, [&](const MoveScore& s) {
            latest[s.move] = s;
            QList<CandidateScore> list;
            for (const auto& [move, score] : latest) list.append(candidateOf(score));
            std::stable_sort(list.begin(), list.end(),
                             [](const CandidateScore& a, const CandidateScore& b) { return a.score > b.score; });
            update(list);
        });
    }

private:
    static constexpr std::size_t kTableMegabytes = 64;
    Search& eight() {
        if (!eight_) eight_ = std::make_unique<Search>(kTableMegabytes);
        return *eight_;
    }
    sized::Engine& sized() {
        if (!sized_) sized_ = std::make_unique<sized::Engine>(kTableMegabytes);
        return *sized_;
    }
    std::unique_ptr<Search> eight_;
    std::unique_ptr<sized::Engine> sized_;
    // Draws among the book moves within the level's margin: seeded afresh each run,
    // so the computer's openings vary from game to game and from run to run.
    std::mt19937_64 book_rng_{std::random_device{}()};
};

// GGF's RE: Black's disc difference when the game is over, "?" while it is not.
std::string resultText(const sized::Board& end) {
    if (!end.is_game_over()) return std::string(1, '?');
    const int score = end.black_score();
    return (score > 0 ? std::string(1, '+') : std::string()).append(std::to_string(score));
}

class ReversiGame final : public BoardGame {
public:
    explicit ReversiGame(const sized::Setup& setup) : setup_(setup) {}

    GameSetup setup() const override {
        return {GameKind::Reversi, setup_.size, setup_.layout == sized::StartLayout::Parallel,
                setup_.first == Color::White, false};
    }
    QString kind() const override { return QStringLiteral("reversi"); }
    QString title() const override { return Text::tr("Reversi %1×%1").arg(setup_.size); }
    StatePtr start() const override { return reversiState(sized::Board::start(setup_)); }
    QStringList columnLabels() const override {
        QStringList labels;
        for (int c = 0; c < setup_.size; ++c) labels.append(QString(QChar('a' + c)));
        return labels;
    }
    QStringList rowLabels() const override {
        QStringList labels;
        for (int r = 1; r <= setup_.size; ++r) labels.append(QString::number(r));
        return labels;
    }

    QStringList engineNames() const override { return {Text::tr("Alpha-beta")}; }
    int levelCount(int) const override { return kMaxLevel; }
    int defaultLevel(int) const override { return kDefaultLevel; }
    QString levelName(int, int level) const override {
        if (level <= 3) return Text::tr("Beginner");
        if (level <= 6) return Text::tr("Casual");
        if (level <= 9) return Text::tr("Intermediate");
        if (level <= 13) return Text::tr("Strong");
        if (level <= 17) return Text::tr("Expert");
        if (level <= 19) return Text::tr("Master");
        return Text::tr("Perfect endgame");
    }
    std::unique_ptr<GameEngine> makeEngine() const override { return std::make_unique<ReversiEngine>(); }

    // Names and the book know the standard 8x8 game only.
    bool namesOpenings() const override { return setup_.size == 8; }
    std::vector<std::pair<int, QString>> openingMarks(const StatePtr& start, const std::vector<int>& moves) const override {
        std::vector<std::pair<int, QString>> marks;
        const sized::Board& board = reversiBoard(*start);
        if (board.size != 8) return marks;
        for (const OpeningMark& m : opening_marks(moves, board.to_position()))
            marks.emplace_back(m.ply, openingName(m.opening->name));
        return marks;
    }
    std::vector<std::pair<int, int>> bookMoves(const GameState& state) const override {
        std::vector<std::pair<int, int>> moves;
        const sized::Board& board = reversiBoard(state);
        if (board.size != 8) return moves;
        for (const BookMove& m : book_moves(builtin_book(), board.to_position())) moves.emplace_back(m.move, m.score);
        return moves;
    }
    int gameAnalysisLevel() const override { return kDefaultLevel; }

    QString scoreText(int, int score) const override {
        return score > 0 ? QStringLiteral("+%1").arg(score) : QString::number(score);
    }
    QString detailText(int, int depth, bool exact, int probability) const override {
        if (exact) return QString();
        if (probability > 0) return Text::tr("d%1@%2%").arg(depth).arg(probability);
        return Text::tr("d%1").arg(depth);
    }
    QString heatMapHelp(int fullMargin) const override {
        const QString help =
            Text::tr("Heat-map: each move's score in discs for the side to move. Blue wins, orange loses, pale is even; "
                     "the deeper the colour, the bigger the margin (full at ±%1). Gold ring: the best move. d = search "
                     "depth, @ = the chance that its selective cuts were right; bold, underlined and framed: exact.")
                .arg(fullMargin);
        if (!namesOpenings()) return help;
        return Text::tr("%1 %2", "two sentences of a help text, one after the other")
            .arg(help, Text::tr("B: a move of the opening book.", "the letter of Cell.qml's badge"));
    }

    QString recordExtension() const override { return QStringLiteral("ggf"); }
    // A transcript says nothing of the board, so it is read as played from the 8x8
    // standard start: other boards and starts (an edited one too) are written as GGF,
    // which says it.
    bool hasTranscript(const GameState& start) const override { return reversiBoard(start) == sized::Board::start(); }
    std::string writeRecord(const StatePtr& start, const std::vector<int>& moves, const RecordTags& tags,
                            RecordStyle style) const override {
        const sized::Board& board = reversiBoard(*start);
        if (style.transcript && tags.empty() && board == sized::Board::start()) return write_transcript(moves, board.size);
        sized::GgfGame game;
        game.start = board;
        for (int move : moves) game.moves.push_back({move, {}, {}});
        game.place = "Reversi";
        if (style.dated) game.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        for (const auto& [name, value] : tags)
            if (!game.set_text_tag(name, value)) game.other_tags.emplace_back(name, value);
        // What the board says, whatever a record said.
        game.type = std::to_string(board.size);
        game.result = resultText(game.final_position());
        return sized::write_ggf(game);
    }
    StatePtr fromPieces(const std::vector<int>& pieces, int toMove, QString* why) const override {
        const int n = setup_.size;
        sized::Cells black = 0, white = 0;
        for (int sq = 0; sq < n * n && sq < static_cast<int>(pieces.size()); ++sq) {
            if (pieces[static_cast<std::size_t>(sq)] == kBlackPiece) black |= sized::cell_bit(sq);
            if (pieces[static_cast<std::size_t>(sq)] == kWhitePiece) white |= sized::cell_bit(sq);
        }
        const auto refuse = [why](const QString& reason) {
            if (why) *why = reason;
            return StatePtr();
        };
        if ((black | white) == 0) return refuse(Text::tr("The board is empty: place some discs."));
        const int c = n / 2;
        for (int sq : {(c - 1) * n + c - 1, (c - 1) * n + c, c * n + c - 1, c * n + c})
            if (!((black | white) & sized::cell_bit(sq)))
                return refuse(Text::tr("The four centre squares must hold discs: every game starts with them filled, "
                                 "and a square never empties."));
        return reversiState(sized::Board::from_colors(n, black, white, toMove == kWhitePiece ? Color::White : Color::Black));
    }

private:
    sized::Setup setup_;
};

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

// An OBF line starts with a board's cells (16 to 100); a transcript never holds 'x',
// 'o', '-' or '.' runs that long.
bool looksLikeObf(std::string_view text) {
    const std::string_view first = text.substr(0, text.find('\n'));
    std::size_t cells = 0;
    while (cells < first.size() && std::string_view("XxOo-.").find(first[cells]) != std::string_view::npos) ++cells;
    return cells >= 16;
}

sized::Setup setupOf(const sized::Board& start) {
    // The game a position belongs to: its size, and the standard layout (a position
    // set up elsewhere is played by the usual rules whatever its centre).
    sized::Setup setup{start.size};
    for (sized::StartLayout layout : {sized::StartLayout::Crossed, sized::StartLayout::Parallel})
        for (Color first : {Color::Black, Color::White})
            if (sized::Board::start({start.size, layout, first}) == start) return {start.size, layout, first};
    return setup;
}

}  // namespace

GamePtr reversiGame(const sized::Setup& setup) {
    return std::make_shared<ReversiGame>(sized::is_supported_size(setup.size) ? setup : sized::Setup{});
}

StatePtr reversiState(const sized::Board& board) { return std::make_shared<ReversiState>(board); }
StatePtr reversiState(const Position& position) { return reversiState(sized::Board::from_position(position)); }
const sized::Board& reversiBoard(const GameState& state) { return static_cast<const ReversiState&>(state).board(); }
Position reversiPosition(const GameState& state) { return reversiBoard(state).to_position(); }

std::vector<RecordedGame> readReversiRecords(std::string_view text, const std::function<void()>& beforeEach) {
    // The kind of text is told by its first characters; the readers take it whole, so
    // that the lines and columns of their messages are the text's own.
    const std::string_view body = trimmed(text);
    std::vector<RecordedGame> records;
    const auto add = [&records](const sized::Board& start, std::vector<int> moves, bool position, std::string details,
                                RecordTags tags) {
        records.push_back({reversiGame(setupOf(start)), reversiState(start), std::move(moves), position,
                           std::move(details), std::move(tags)});
    };
    if (body.substr(0, 2) == "(;") {
        const std::vector<sized::GgfGame> games = sized::parse_ggf(text, beforeEach);
        for (std::size_t i = 0; i < games.size(); ++i) {
            std::vector<int> moves;
            for (const GgfMove& m : games[i].moves) moves.push_back(m.square);
            RecordTags tags;
            for (auto& tag : games[i].text_tags())
                if (tag.first != "TY" && tag.first != "RE") tags.push_back(std::move(tag));
            tags.insert(tags.end(), games[i].other_tags.begin(), games[i].other_tags.end());
            add(games[i].start, std::move(moves), false,
                recordDetails(games[i].black_player, games[i].white_player, games[i].result, games[i].date), std::move(tags));
        }
    } else if (looksLikeObf(body)) {
        const std::vector<sized::ObfRecord> positions = sized::parse_obf_text(text, beforeEach);
        for (std::size_t i = 0; i < positions.size(); ++i)
            add(positions[i].position, {}, true, {}, {});
    } else {
        add(sized::Board::start(), parse_transcript(text, sized::Board::start()), false, {}, {});
    }
    if (records.empty()) throw ParseError("text", "it holds no game");
    return records;
}

}  // namespace reversi::app
