#include "engine_messages.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace reversi::app {

namespace {

// A phrase of the engine's: its English as a regular expression over the whole text,
// and the same words with %1, %2 ... for what the expression captures (at most four).
// Each capture is put in the language in turn (a colour, a character, a phrase within a
// phrase), but for those in `quoted` (bit 1 for %1, 2 for %2, 4 for %3, 8 for %4): what
// the person wrote, kept as it is.
struct Phrase {
    const char* english;
    const char* words;
    unsigned quoted = 0;
};

// Parts of WHERE ("FILE, line 3, column 7", "move 4"). In English every phrase here
// and below reads exactly as the engine wrote it.
constexpr Phrase kPlaces[] = {
    {R"(move (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "move %1")},
    {R"(move (\d+) \((.+)\))", QT_TRANSLATE_NOOP("EngineMessages", "move %1 (%2)"), 2},
    {R"(game (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "game %1")},
    {R"(line (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "line %1")},
    {R"(column (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "column %1")},
    {R"(character (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "character %1")},
    {R"(text)", QT_TRANSLATE_NOOP("EngineMessages", "text")},
    {R"(board)", QT_TRANSLATE_NOOP("EngineMessages", "board")},
    {R"(file)", QT_TRANSLATE_NOOP("EngineMessages", "file")},
    {R"(move tree)", QT_TRANSLATE_NOOP("EngineMessages", "move tree")},
    {R"(TREE)", QT_TRANSLATE_NOOP("EngineMessages", "TREE")},
    {R"(tag ([A-Z0-9]+))", QT_TRANSLATE_NOOP("EngineMessages", "tag %1"), 1},
};

// WHY, and the terms within it: the readers' messages for moves (reversi/notation.cpp's
// transcripts, obf.cpp, ggf.cpp; nogo/records/sgf.cpp), app/games/board_game.cpp's,
// and the saved games' (saved_game.cpp, game_history.cpp's tree of lines), then those
// about a record's structure.
constexpr Phrase kPhrases[] = {
    {R"((.+) \(column (\d+)\))", QT_TRANSLATE_NOOP("EngineMessages", "%1 (column %2)")},
    {R"((.+) \(character (\d+)\))", QT_TRANSLATE_NOOP("EngineMessages", "%1 (character %2)")},
    {R"((.+) \(line (\d+), column (\d+)\))", QT_TRANSLATE_NOOP("EngineMessages", "%1 (line %2, column %3)")},
    {R"((.+) is not a square)", QT_TRANSLATE_NOOP("EngineMessages", "%1 is not a square")},
    {R"((\S+) comes after the end of the game)", QT_TRANSLATE_NOOP("EngineMessages", "%1 comes after the end of the game")},
    {R"((\S+) is a pass but (Black|White) has a legal move)",
     QT_TRANSLATE_NOOP("EngineMessages", "%1 is a pass but %2 has a legal move")},
    {R"((\S+) is illegal for (Black|White))", QT_TRANSLATE_NOOP("EngineMessages", "%1 is illegal for %2")},
    {R"((\S+) is not a legal move for (Black|White))", QT_TRANSLATE_NOOP("EngineMessages", "%1 is not a legal move for %2")},
    {R"(the game is already over)", QT_TRANSLATE_NOOP("EngineMessages", "the game is already over")},
    {R"((Black|White) is to move)", QT_TRANSLATE_NOOP("EngineMessages", "%1 is to move")},
    {R"((Black|White) has a legal move and may not pass)",
     QT_TRANSLATE_NOOP("EngineMessages", "%1 has a legal move and may not pass")},
    {R"(illegal for (Black|White))", QT_TRANSLATE_NOOP("EngineMessages", "illegal for %1")},
    {R"(it is empty: expected a transcript, an OBF position, a GGF game or an SGF game)",
     QT_TRANSLATE_NOOP("EngineMessages", "it is empty: expected a transcript, an OBF position, a GGF game or an SGF game")},
    {R"(it holds no game)", QT_TRANSLATE_NOOP("EngineMessages", "it holds no game")},
    {R"('(.*)' is not a point \(aa\.\.ii\))", QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a point (aa..ii)"), 1},
    {R"(the game is '(.*)', not Othello)", QT_TRANSLATE_NOOP("EngineMessages", "the game is '%1', not Othello"), 1},
    {R"(a pass: NoGo has none)", QT_TRANSLATE_NOOP("EngineMessages", "a pass: NoGo has none")},
    {R"((Black|White) moves out of turn \((Black|White) to move\))",
     QT_TRANSLATE_NOOP("EngineMessages", "%1 moves out of turn (%2 to move)")},
    {R"((\S+ \(\S+\)) is not legal for (Black|White): the game is over)",
     QT_TRANSLATE_NOOP("EngineMessages", "%1 is not legal for %2: the game is over")},
    // An illegal point, then why (nogo/records/notation.cpp's why_illegal), each in turn.
    {R"((\S+ \(\S+\) is not legal for (?:Black|White)): (.+))", QT_TRANSLATE_NOOP("EngineMessages", "%1: %2")},
    {R"((\S+ \(\S+\)) is not legal for (Black|White))", QT_TRANSLATE_NOOP("EngineMessages", "%1 is not legal for %2")},
    {R"(the point is taken)", QT_TRANSLATE_NOOP("EngineMessages", "the point is taken")},
    {R"(under the centre rule, Black's first stone may not go on the centre)",
     QT_TRANSLATE_NOOP("EngineMessages", "under the centre rule, Black's first stone may not go on the centre")},
    {R"(it would capture a group)", QT_TRANSLATE_NOOP("EngineMessages", "it would capture a group")},
    {R"(it would be suicide)", QT_TRANSLATE_NOOP("EngineMessages", "it would be suicide")},
    {R"(it would capture, and be suicide)", QT_TRANSLATE_NOOP("EngineMessages", "it would capture, and be suicide")},
    {R"(a '\(' is not closed)", QT_TRANSLATE_NOOP("EngineMessages", "a '(' is not closed")},
    {R"(a '\)' without its '\(')", QT_TRANSLATE_NOOP("EngineMessages", "a ')' without its '('")},
    {R"(a move after branches in parentheses)", QT_TRANSLATE_NOOP("EngineMessages", "a move after branches in parentheses")},
    {R"('(.)' does not start a move)", QT_TRANSLATE_NOOP("EngineMessages", "'%1' does not start a move"), 1},
    {R"('(.*)' is not a move of this board)", QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a move of this board"), 1},
    {R"(a line deeper than (\d+) moves and branches)", QT_TRANSLATE_NOOP("EngineMessages", "a line deeper than %1 moves and branches")},
    // A record's structure: GGF (reversi/notation/ggf.cpp).
    {R"(expected a game record starting with "\(;", found (.+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected a game record starting with \"(;\", found %1")},
    {R"(expected a tag name, ';' or '\)', found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected a tag name, ';' or ')', found %1")},
    {R"(expected '\[' after the tag name, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected '[' after the tag name, found %1")},
    {R"(the value is not closed by '\]')", QT_TRANSLATE_NOOP("EngineMessages", "the value is not closed by ']'")},
    {R"(expected the board size, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected the board size, found %1")},
    {R"(board size (.+) is not supported \(only 8\))", QT_TRANSLATE_NOOP("EngineMessages", "board size %1 is not supported (only 8)"), 1},
    {R"(board size (.+) is not supported \(only 4, 6, 8 or 10\))",
     QT_TRANSLATE_NOOP("EngineMessages", "board size %1 is not supported (only 4, 6, 8 or 10)"), 1},
    {R"(cell (\d+) of (\d+) \((\S+)\) is (.+), expected \*, O or -)",
     QT_TRANSLATE_NOOP("EngineMessages", "cell %1 of %2 (%3) is %4, expected *, O or -")},
    {R"((\d+) marks where (\d+) are expected: (\d+) cells, then the side to move \(\* or O\))",
     QT_TRANSLATE_NOOP("EngineMessages", "%1 marks where %2 are expected: %3 cells, then the side to move (* or O)")},
    {R"(expected the side to move \(\* or O\), found (.+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected the side to move (* or O), found %1")},
    {R"(unexpected (.+) after the side to move)", QT_TRANSLATE_NOOP("EngineMessages", "unexpected %1 after the side to move")},
    {R"(eval '(.*)' is not a number)", QT_TRANSLATE_NOOP("EngineMessages", "eval '%1' is not a number"), 1},
    {R"(time '(.*)' is not a number)", QT_TRANSLATE_NOOP("EngineMessages", "time '%1' is not a number"), 1},
    {R"(time '(.*)' is below 0 seconds)", QT_TRANSLATE_NOOP("EngineMessages", "time '%1' is below 0 seconds"), 1},
    {R"(more than three '/'-separated fields)", QT_TRANSLATE_NOOP("EngineMessages", "more than three '/'-separated fields")},
    {R"(the tag appears twice)", QT_TRANSLATE_NOOP("EngineMessages", "the tag appears twice")},
    {R"(board size (\d+) does not match BO's (\d+))", QT_TRANSLATE_NOOP("EngineMessages", "board size %1 does not match BO's %2")},
    // OBF (reversi/notation/obf.cpp).
    {R"(expected the side to move \(X or O\), found (.+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected the side to move (X or O), found %1")},
    {R"(expected the cells of a board \(16, 36, 64 or 100 of X, O, - or \.\), found (\d+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected the cells of a board (16, 36, 64 or 100 of X, O, - or .), found %1")},
    {R"(expected a move \((a1\.\.\S+) or PA\), found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected a move (%1 or PA), found %2")},
    {R"(expected ':' after the move, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected ':' after the move, found %1")},
    {R"(expected a score from -(\d+) to \+(\d+), found (.+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected a score from -%1 to +%2, found %3")},
    {R"(expected ';' after the side to move, found (.+))",
     QT_TRANSLATE_NOOP("EngineMessages", "expected ';' after the side to move, found %1")},
    {R"((\S+) is listed twice)", QT_TRANSLATE_NOOP("EngineMessages", "%1 is listed twice")},
    {R"(expected ';' after the score, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected ';' after the score, found %1")},
    // SGF (nogo/records/sgf.cpp).
    {R"(expected '(.)', found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected '%1', found %2"), 1},
    {R"(expected ';' to start a node, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected ';' to start a node, found %1")},
    {R"(variations nested more than (\d+) deep)", QT_TRANSLATE_NOOP("EngineMessages", "variations nested more than %1 deep")},
    {R"(property names are upper case, found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "property names are upper case, found %1")},
    {R"(expected '\[' after ([A-Z]+), found (.+))", QT_TRANSLATE_NOOP("EngineMessages", "expected '[' after %1, found %2"), 1},
    {R"(the value of ([A-Z]+) has no closing '\]')", QT_TRANSLATE_NOOP("EngineMessages", "the value of %1 has no closing ']'"), 1},
    {R"((\S+ \(\S+\)) is set up twice)", QT_TRANSLATE_NOOP("EngineMessages", "%1 is set up twice"), 1},
    {R"(no NoGo game reaches these stones: every group needs a liberty, and Black has as many stones as White or one more)",
     QT_TRANSLATE_NOOP("EngineMessages",
                       "no NoGo game reaches these stones: every group needs a liberty, and Black has as many stones as White or one more")},
    {R"(no NoGo game reaches these stones: under the centre rule Black's first stone may not take the centre)",
     QT_TRANSLATE_NOOP("EngineMessages",
                       "no NoGo game reaches these stones: under the centre rule Black's first stone may not take the centre")},
    {R"(PL\[(.*)\]: on the empty board (Black|White) is to move \(NoGo has no passes\))",
     QT_TRANSLATE_NOOP("EngineMessages", "PL[%1]: on the empty board %2 is to move (NoGo has no passes)"), 1},
    {R"(PL\[(.*)\]: with these stones (Black|White) is to move \(NoGo has no passes\))",
     QT_TRANSLATE_NOOP("EngineMessages", "PL[%1]: with these stones %2 is to move (NoGo has no passes)"), 1},
    {R"(([A-Z]+) has (\d+) values; a move has one)", QT_TRANSLATE_NOOP("EngineMessages", "%1 has %2 values; a move has one"), 1},
    {R"(([A-Z]+) has (\d+) values; it takes one)", QT_TRANSLATE_NOOP("EngineMessages", "%1 has %2 values; it takes one"), 1},
    {R"(GM\[(.*)\] is not Go's board \(GM\[1\]\))", QT_TRANSLATE_NOOP("EngineMessages", "GM[%1] is not Go's board (GM[1])"), 1},
    {R"(SZ\[(.*)\]: NoGo is played on 9x9 \(SZ\[9\]\))", QT_TRANSLATE_NOOP("EngineMessages", "SZ[%1]: NoGo is played on 9x9 (SZ[9])"), 1},
    {R"(setup \(([A-Z]+)\) is read in the first node only, as stones to start from)",
     QT_TRANSLATE_NOOP("EngineMessages", "setup (%1) is read in the first node only, as stones to start from"), 1},
    // A saved game's own checks (app/saved_game.cpp).
    {R"(it holds (\d+) games, not one)", QT_TRANSLATE_NOOP("EngineMessages", "it holds %1 games, not one")},
    {R"(a move of the tree is illegal)", QT_TRANSLATE_NOOP("EngineMessages", "a move of the tree is illegal")},
    {R"(it does not replay)", QT_TRANSLATE_NOOP("EngineMessages", "it does not replay")},
    {R"('(.*)' is not two of human and computer, Black's first)",
     QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not two of human and computer, Black's first"), 1},
    {R"('(.*)' is not parallel or white)", QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not parallel or white"), 1},
    {R"(only a Reversi game has one)", QT_TRANSLATE_NOOP("EngineMessages", "only a Reversi game has one")},
    {R"('(.*)' is not a move number from 0 to (\d+))",
     QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a move number from 0 to %2"), 1},
    {R"('(.*)' is not 1)", QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not 1"), 1},
    // Terms (common/text_scan.cpp's characters).
    {R"(Black)", QT_TRANSLATE_NOOP("EngineMessages", "Black")},
    {R"(White)", QT_TRANSLATE_NOOP("EngineMessages", "White")},
    {R"('(.+)' followed by (.+))", QT_TRANSLATE_NOOP("EngineMessages", "'%1' followed by %2"), 1},
    {R"(byte 0x([0-9A-F]{2}))", QT_TRANSLATE_NOOP("EngineMessages", "byte 0x%1"), 1},
    {R"(the end of the text)", QT_TRANSLATE_NOOP("EngineMessages", "the end of the text")},
    {R"(a line break)", QT_TRANSLATE_NOOP("EngineMessages", "a line break")},
    {R"(a tab)", QT_TRANSLATE_NOOP("EngineMessages", "a tab")},
    {R"(a space)", QT_TRANSLATE_NOOP("EngineMessages", "a space")},
};

// `text` in the words of the first phrase that matches all of it, or as it is.
template <std::size_t N>
QString translated(const QString& text, const Phrase (&phrases)[N]) {
    for (const Phrase& phrase : phrases) {
        const QRegularExpression expression(QRegularExpression::anchoredPattern(QString::fromUtf8(phrase.english)));
        const QRegularExpressionMatch match = expression.match(text);
        if (!match.hasMatch()) continue;
        QString words = QCoreApplication::translate("EngineMessages", phrase.words);
        // The captures are filled in at once (a capture may hold a '%').
        const auto capture = [&](int i) {
            return phrase.quoted >> (i - 1) & 1 ? match.captured(i) : translated(match.captured(i), kPhrases);
        };
        switch (expression.captureCount()) {
            case 0: return words;
            case 1: return words.arg(capture(1));
            case 2: return words.arg(capture(1), capture(2));
            case 3: return words.arg(capture(1), capture(2), capture(3));
            default: return words.arg(capture(1), capture(2), capture(3), capture(4));
        }
    }
    return text;
}

// The places at the end of WHERE, from the last back; what comes before the first
// unknown part (a file's name, which may hold ", ") is kept whole.
QString translatedPlace(const QString& where) {
    QStringList parts = where.split(QStringLiteral(", "));
    QStringList places;
    while (!parts.isEmpty()) {
        const QString place = translated(parts.last(), kPlaces);
        if (place == parts.last()) break;
        places.prepend(place);
        parts.removeLast();
    }
    if (!parts.isEmpty()) places.prepend(parts.join(QStringLiteral(", ")));
    return places.join(QCoreApplication::translate("EngineMessages", ", ", "between the parts of where an error is"));
}

}  // namespace

QString parseErrorText(const ParseError& error) {
    return QCoreApplication::translate("EngineMessages", "%1: %2", "where: why")
        .arg(translatedPlace(QString::fromStdString(error.where())), translated(QString::fromStdString(error.why()), kPhrases));
}

}  // namespace reversi::app
