#include "engine_messages.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace reversi::app {

namespace {

// A phrase of the engine's: its English as a regular expression over the whole text,
// and the same words with %1, %2 ... for what the expression captures. Each capture is
// put in the language in turn (a colour, a character, a phrase within a phrase), but
// for those in `quoted` (bit 1 for %1, 2 for %2): what the person wrote, kept as it is.
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
    {R"(text)", QT_TRANSLATE_NOOP("EngineMessages", "text")},
    {R"(board)", QT_TRANSLATE_NOOP("EngineMessages", "board")},
    {R"(file)", QT_TRANSLATE_NOOP("EngineMessages", "file")},
    {R"(move tree)", QT_TRANSLATE_NOOP("EngineMessages", "move tree")},
    {R"(TREE)", QT_TRANSLATE_NOOP("EngineMessages", "TREE")},
};

// WHY, and the terms within it: the readers' messages for moves (reversi/notation.cpp's
// transcripts, obf.cpp, ggf.cpp; nogo/records/sgf.cpp), app/games/board_game.cpp's,
// and the saved games' (saved_game.cpp, game_history.cpp's tree of lines). Each
// phrase captures at most two parts.
constexpr Phrase kPhrases[] = {
    {R"((.+) \(column (\d+)\))", QT_TRANSLATE_NOOP("EngineMessages", "%1 (column %2)")},
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
    // A saved game's own checks (app/saved_game.cpp).
    {R"(it holds (\d+) games, not one)", QT_TRANSLATE_NOOP("EngineMessages", "it holds %1 games, not one")},
    {R"(a move of the tree is illegal)", QT_TRANSLATE_NOOP("EngineMessages", "a move of the tree is illegal")},
    {R"(it does not replay)", QT_TRANSLATE_NOOP("EngineMessages", "it does not replay")},
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
        // At most two captures, filled in at once (a capture may hold a '%').
        const auto capture = [&](int i) {
            return phrase.quoted >> (i - 1) & 1 ? match.captured(i) : translated(match.captured(i), kPhrases);
        };
        if (expression.captureCount() == 1) return words.arg(capture(1));
        if (expression.captureCount() == 2) return words.arg(capture(1), capture(2));
        return words;
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
