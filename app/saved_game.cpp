#include "saved_game.h"

#include <optional>
#include <string>

#include "common/text_scan.h"
#include "game_model.h"
#include "game_records.h"
#include "reversi/ggf.h"
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

const std::string* tagValue(const GgfGame& game, const char* name) {
    for (const auto& [tag, value] : game.other_tags)
        if (tag == name) return &value;
    return nullptr;
}

}  // namespace

QByteArray savedGameOf(const GameModel& game) {
    GgfGame record = ggf_of(game.history());
    record.date.clear();  // the same game gives the same bytes
    record.other_tags.emplace_back(kCursorTag, std::to_string(game.ply()));
    if (game.paused()) record.other_tags.emplace_back(kPausedTag, "1");
    // The other lines, when there are any (the record's moves are the line on the board).
    const std::vector<MoveTree> tree = game.history().tree();
    if (tree.size() > 1 || hasBranches(tree)) record.other_tags.emplace_back(kTreeTag, write_move_tree(tree));
    return QByteArray::fromStdString(write_ggf(record) + '\n');
}

SavedGame readSavedGame(const QByteArray& bytes) {
    const GgfGame saved = parse_ggf_game(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    SavedGame game{GameHistory(saved.start), false};
    // The tree of lines, then the line (the record's moves) and the cursor in it.
    if (const std::string* tree = tagValue(saved, kTreeTag))
        if (!game.history.load_tree(saved.start, parse_move_tree(*tree)))
            throw ParseError("TREE", "a move of the tree is illegal");
    for (std::size_t i = 0; i < saved.moves.size(); ++i)
        if (!game.history.play(saved.moves[i].square))
            throw ParseError("move " + std::to_string(i + 1), "it does not replay");
    std::optional<int> cursor;
    if (const std::string* value = tagValue(saved, kCursorTag)) cursor = common::text::parse_integer(*value);
    game.history.jump_to(cursor.value_or(game.history.length()));
    const std::string* paused = tagValue(saved, kPausedTag);
    game.paused = paused && *paused == "1";
    return game;
}

}  // namespace reversi::app
