// A position of any board game the app plays, seen the same way by the model, the
// history, the records and the analysis: a square board of cells numbered row by row
// from the top-left (cell = column + width * row), each empty or holding a black or a
// white piece, and moves that are cells (plus, in games that have one, a pass).
//
// States are immutable and shared: playing a move makes a new state.
#pragma once

#include <QString>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::app {

// Piece and side codes, as QML sees them.
enum PieceCode : int { kEmptyCell = 0, kBlackPiece = 1, kWhitePiece = 2 };
constexpr int otherSide(int side) { return side == kBlackPiece ? kWhitePiece : kBlackPiece; }

// Not a move (a game without a pass has kNotAMove as its pass).
constexpr int kNotAMove = -1;

class GameState;
using StatePtr = std::shared_ptr<const GameState>;

class GameState {
public:
    virtual ~GameState() = default;

    virtual int width() const = 0;
    int cellCount() const { return width() * width(); }
    virtual int piece(int cell) const = 0;  // PieceCode
    virtual int toMove() const = 0;         // kBlackPiece or kWhitePiece (also once over)
    // The pass's move code, kNotAMove in a game without passes.
    virtual int passMove() const { return kNotAMove; }
    // A cell the side to move may play, or the pass when it has no other move.
    virtual bool isLegal(int move) const = 0;
    // The legal moves in ascending order; the pass alone when it is forced; none when over.
    virtual std::vector<int> legalMoves() const = 0;
    bool mustPass() const { return passMove() != kNotAMove && isLegal(passMove()); }
    virtual bool isOver() const = 0;
    // Once over: kBlackPiece, kWhitePiece, or kEmptyCell for a draw.
    virtual int winner() const = 0;
    // Once over: why, when the winner alone does not say it ("White has no legal move").
    virtual QString endReason() const { return {}; }
    // Once over: the result for Black in the game's score units (CandidateScore).
    virtual int finalScore() const = 0;
    virtual int count(int side) const = 0;  // pieces of `side` on the board
    // Precondition: isLegal(move).
    virtual StatePtr play(int move) const = 0;
    // The cells besides its own that `move` changes (Reversi's turned discs).
    virtual std::vector<int> changedBy(int move) const { (void)move; return {}; }
    // Why the side to move may not play `cell` ("" when it may): for the status line.
    virtual QString whyIllegal(int cell) const = 0;
    // The side that alone could play the empty `cell` (NoGo's decisive points), else
    // kEmptyCell.
    virtual int onlyPlayableBy(int cell) const { (void)cell; return kEmptyCell; }

    // A move as records and the move tree write it ("f5", "E5"; "pa" for a pass), and
    // back (kNotAMove when the text is not a move of this board).
    virtual std::string moveText(int move) const = 0;
    virtual int parseMove(std::string_view text) const = 0;
    // Equal for equal positions (and differs between games and boards): a map key.
    virtual std::string key() const = 0;
};

}  // namespace reversi::app
