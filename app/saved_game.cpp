#include "saved_game.h"

#include <optional>
#include <string>

#include "common/text_scan.h"
#include "game_model.h"
#include "game_records.h"
#include "reversi/notation.h"

namespace reversi::app {

namespace {

constexpr const char* kCursorTag = "CURSOR";
constexpr const char* kPausedTag = "PAUSED";
constexpr const char* kTreeTag = "TREE";

bool hasBranches(const std::vector<MoveTree>& tree) {
    for (const MoveTree& t : tree)
        if (t.children.size() > 1 || hasBranches(t.children)) return true;
    return false;
}

const std::string* tagValue(const RecordTags& tags, const char* name) {
    for (const auto& [tag, value] : tags)
        if (tag == name) return &value;
    return nullptr;
}

// The other lines, when there are any (the record's moves are the line on the board).
void addTree(const GameHistory& history, RecordTags& tags) {
    const std::vector<MoveTree> tree = history.tree();
    if (tree.size() > 1 || hasBranches(tree)) tags.emplace_back(kTreeTag, write_move_tree(tree, history.start()));
}

}  // namespace

QByteArray savedGameOf(const GameModel& game) {
    RecordTags tags{{kCursorTag, std::to_string(game.ply())}};
    if (game.paused()) tags.emplace_back(kPausedTag, "1");
    addTree(game.history(), tags);
    // Without a date, so that the same game gives the same bytes.
    return QByteArray::fromStdString(recordOf(game.history(), tags, {false, false}) + '\n');
}

QByteArray gameContentOf(const GameHistory& history) {
    RecordTags tags;
    addTree(history, tags);
    return QByteArray::fromStdString(recordOf(history, tags, {false, false}));
}

SavedGame readSavedGame(const QByteArray& bytes) {
    const std::vector<RecordedGame> records =
        readRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (records.size() != 1) throw ParseError("file", "it holds " + std::to_string(records.size()) + " games, not one");
    const RecordedGame& saved = records.front();
    SavedGame game{GameHistory(saved.game, saved.start), false};
    // The tree of lines, then the line (the record's moves) and the cursor in it.
    if (const std::string* tree = tagValue(saved.tags, kTreeTag))
        if (!game.history.load_tree(saved.start, parse_move_tree(*tree, *saved.start)))
            throw ParseError("TREE", "a move of the tree is illegal");
    for (std::size_t i = 0; i < saved.moves.size(); ++i)
        if (!game.history.play(saved.moves[i]))
            throw ParseError("move " + std::to_string(i + 1), "it does not replay");
    std::optional<int> cursor;
    if (const std::string* value = tagValue(saved.tags, kCursorTag)) cursor = common::text::parse_integer(*value);
    game.history.jump_to(cursor.value_or(game.history.length()));
    const std::string* paused = tagValue(saved.tags, kPausedTag);
    game.paused = paused && *paused == "1";
    return game;
}

}  // namespace reversi::app
