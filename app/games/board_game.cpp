#include "games/board_game.h"

#include <QCoreApplication>

#include <cctype>

#include "common/text_scan.h"
#include "games/nogo_game.h"
#include "games/reversi_game.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"

namespace reversi::app {

std::string recordDetails(const std::string& black, const std::string& white, const std::string& result,
                          const std::string& date) {
    std::string details;
    if (!black.empty() || !white.empty())
        details.append(black.empty() ? "?" : black).append(" – ").append(white.empty() ? "?" : white);
    if (!result.empty()) details.append(details.empty() ? "" : " ").append("(").append(result).append(")");
    if (!date.empty()) details.append(details.empty() ? "" : " · ").append(date);
    return details;
}

QString BoardGame::moveName(int move) const {
    const StatePtr any = start();
    if (move == any->passMove()) return QCoreApplication::translate("BoardGame", "pass");
    if (move < 0 || move >= any->cellCount()) return {};
    return QString::fromStdString(any->moveText(move));
}

GamePtr makeGame(const GameSetup& setup) {
    if (setup.kind == GameKind::NoGo) return nogoGame(setup.centreRule);
    return reversiGame({setup.size, setup.parallelStart ? sized::StartLayout::Parallel : sized::StartLayout::Crossed,
                        setup.whiteFirst ? Color::White : Color::Black});
}

GamePtr standardGame(GameKind kind) {
    GameSetup setup;
    setup.kind = kind;
    if (kind == GameKind::NoGo) setup.size = 9;
    return makeGame(setup);
}

GamePtr standardReversi() { return standardGame(GameKind::Reversi); }

GameKind gameKindNamed(const QString& kind) {
    return kind == QLatin1String("nogo") ? GameKind::NoGo : GameKind::Reversi;
}

namespace {

// Whether a record is GGF: its first GM tag names Othello as GGF's reader takes it (an
// SGF game's GM[1] is Go's board, NoGo's), or it has no GM tag but GGF's board, BO, in
// its first game.
bool isGgf(std::string_view text) {
    const std::size_t tag = text.find("GM[");
    if (tag == std::string_view::npos) return text.substr(0, text.find(')')).find("BO[") != std::string_view::npos;
    const std::size_t end = text.find(']', tag);
    return end != std::string_view::npos && names_othello(text.substr(tag + 3, end - tag - 3));
}

}  // namespace

std::vector<RecordedGame> readRecords(std::string_view text, const std::function<void()>& beforeEach) {
    text = common::text::without_bom(text);  // (an editor's mark before a file's text)
    std::size_t first = 0;
    while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
    if (first == text.size())
        throw ParseError("text", "it is empty: expected a transcript, an OBF position, a GGF game or an SGF game");
    // GGF and SGF both open with "(;": GGF names its game Othello, SGF's NoGo is Go's board.
    const bool record = text.substr(first, 2) == "(;";
    if (record && !isGgf(text)) return readNogoRecords(text, beforeEach);
    return readReversiRecords(text, beforeEach);
}

}  // namespace reversi::app
