// One board game as the app plays it: its rules' start, its board's labels, its AI
// players and their levels, its scores as text and its records. The model, the history,
// the records, the autosave and the analysis only speak to this interface, so a new
// game is a new BoardGame (with its GameState and GameEngine) and a piece drawing in
// QML, with nothing else to edit.
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/game_engine.h"
#include "games/game_state.h"

namespace reversi::app {

enum class GameKind { Reversi, NoGo };

// Everything that makes one game differ from another before the first move.
struct GameSetup {
    GameKind kind = GameKind::Reversi;
    int size = 8;                // Reversi: 4, 6, 8 or 10; NoGo: 9
    bool parallelStart = false;  // Reversi: the centre discs side by side, not crossed
    bool whiteFirst = false;     // Reversi: White moves first
    bool centreRule = false;     // NoGo: Black's first move may not be the centre

    friend bool operator==(const GameSetup& a, const GameSetup& b) {
        return a.kind == b.kind && a.size == b.size && a.parallelStart == b.parallelStart &&
               a.whiteFirst == b.whiteFirst && a.centreRule == b.centreRule;
    }
    friend bool operator!=(const GameSetup& a, const GameSetup& b) { return !(a == b); }
};

class BoardGame;
using GamePtr = std::shared_ptr<const BoardGame>;

// Tags of a record the reader does not interpret, kept in order (the app's own: the
// cursor, the pause, the other lines).
using RecordTags = std::vector<std::pair<std::string, std::string>>;

// How a game is written: as a record of its game's format or, when asked and the game
// has one, as a transcript (a move list); with today's date where the format has one.
struct RecordStyle {
    bool transcript = false;
    bool dated = true;
};

// "ann – bob (+4.000) · 1977": the players a record names ("?" for one it leaves out),
// its result and its date, "" when it names none (what the "Which game?" list shows, and
// what its filter searches).
std::string recordDetails(const std::string& black, const std::string& white, const std::string& result,
                          const std::string& date = {});

// A game read from a text.
struct RecordedGame {
    GamePtr game;
    StatePtr start;
    std::vector<int> moves;  // passes explicit
    bool position = false;   // a position to study (OBF), not a game
    std::string details;     // its players and result, as the record names them ("" when none)
    // Its header's tags but those the board, the moves and the result give (GGF's TY, BO
    // and RE; SGF's SZ, RE, ...): the players, place, date, clock, comments, the app's own.
    RecordTags tags;
};

class BoardGame {
public:
    virtual ~BoardGame() = default;

    virtual GameSetup setup() const = 0;
    // "reversi" or "nogo": names the game to QML (its piece drawing) and in files.
    virtual QString kind() const = 0;
    // "Reversi 8×8", "NoGo 9×9", translated.
    virtual QString title() const = 0;
    virtual StatePtr start() const = 0;
    // The board's coordinates: columns left to right, rows top to bottom.
    virtual QStringList columnLabels() const = 0;
    virtual QStringList rowLabels() const = 0;
    // Cells drawn with a dot on the board (Go's star points).
    virtual QList<int> markedCells() const { return {}; }
    // Pieces stand on the grid's intersections (Go) rather than in its squares.
    virtual bool onIntersections() const { return false; }
    // A move's name for people: "f5", "E5", "pass" (translated).
    virtual QString moveName(int move) const;

    // Whether the game has named openings (openingMarks can name something).
    virtual bool namesOpenings() const { return false; }
    // The named openings a line reaches: (ply, name for people) for every move where a
    // name is reached (ply 1 is the position after the first move). None by default.
    virtual std::vector<std::pair<int, QString>> openingMarks(const StatePtr& start, const std::vector<int>& moves) const {
        (void)start;
        (void)moves;
        return {};
    }
    // The moves an opening book knows in `state`, with their book scores (the game's
    // score units, for the side to move). None by default.
    virtual std::vector<std::pair<int, int>> bookMoves(const GameState& state) const {
        (void)state;
        return {};
    }

    // The AI: its engines ("Alpha-beta"; "MCTS", "MinMax") and each one's levels,
    // 1..levelCount, named for people.
    virtual QStringList engineNames() const = 0;
    virtual int levelCount(int engine) const = 0;
    virtual int defaultLevel(int engine) const = 0;
    virtual QString levelName(int engine, int level) const = 0;
    virtual std::unique_ptr<GameEngine> makeEngine() const = 0;
    // The level "Analyse game" searches each position at: deep enough to grade moves,
    // short enough for a whole game in a minute or two.
    virtual int gameAnalysisLevel() const = 0;

    // A score of `engine` (CandidateScore::score) as shown: "+4", "63%"; how far it was
    // searched, as shown beside it: "d12" (depth), "d21@73%" (depth behind selective
    // cuts, right with that probability), "1.2k" (MCTS playouts), "" for an exact score;
    // and how to read the heat-map, whose colour is full from a score of `fullMargin` on.
    virtual QString scoreText(int engine, int score) const = 0;
    // Whether the engine's scores rank its moves, equal scores being equally good (a
    // count of discs); else its first move is its choice, whatever others score (MCTS:
    // the most played move, while a little-played one may show a higher win rate).
    virtual bool scoresRankMoves(int) const { return true; }
    virtual QString detailText(int engine, int depth, bool exact, int probability) const = 0;
    virtual QString heatMapHelp(int fullMargin) const = 0;

    // Records: the file extension of the game's own format, whether a game from `start`
    // may be written as a transcript too, and the game as a record of it with `tags`
    // in its header (the record's own, players, place, date, ..., and the app's; those
    // the format names, PB or DT say, are written as it names them), or as the shortest
    // text people paste (a transcript, from the standard start and without tags only).
    virtual QString recordExtension() const = 0;
    virtual bool hasTranscript(const GameState&) const { return false; }
    virtual std::string writeRecord(const StatePtr& start, const std::vector<int>& moves, const RecordTags& tags,
                                    RecordStyle style) const = 0;
    // The position of an editor's board (pieces per cell, the side to move), or null
    // with the reason no game of these rules reaches it.
    virtual StatePtr fromPieces(const std::vector<int>& pieces, int toMove, QString* why) const = 0;
};

// The game of `setup` (an unsupported Reversi size gives 8x8).
GamePtr makeGame(const GameSetup& setup);
// A kind's usual game (Reversi 8x8 from the crossed start, NoGo 9x9 without the
// centre rule): the game a kind starts as, and the one to ask for its engines and
// levels, which do not depend on the setup.
GamePtr standardGame(GameKind kind);
GamePtr standardReversi();
// The kind BoardGame::kind() names ("nogo"; anything else is Reversi).
GameKind gameKindNamed(const QString& kind);

// Every game of `text`, whatever its game: GGF or a transcript or OBF for Reversi,
// SGF for NoGo. Throws ParseError naming where and why. `beforeEach`, when given, is
// called before each game of a collection is read: whoever no longer wants a long read
// stops it by throwing from there (the exception passes through).
std::vector<RecordedGame> readRecords(std::string_view text, const std::function<void()>& beforeEach = {});

}  // namespace reversi::app
