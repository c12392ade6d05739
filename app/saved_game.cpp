#include "saved_game.h"

#include <algorithm>
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
constexpr const char* kSetupTag = "SETUP";
constexpr const char* kPlayersTag = "PLAYERS";
constexpr const char* kAppTags[] = {kCursorTag, kPausedTag, kTreeTag, kSetupTag, kPlayersTag};

std::string playersText(bool blackIsComputer, bool whiteIsComputer) {
    return std::string(blackIsComputer ? "computer" : "human") + (whiteIsComputer ? ",computer" : ",human");
}

// Which sides a PLAYERS value gives the computer. Throws ParseError for another value.
std::array<bool, 2> computersOf(const std::string& text) {
    for (const bool black : {false, true})
        for (const bool white : {false, true})
            if (text == playersText(black, white)) return {black, white};
    throw ParseError(kPlayersTag, "'" + common::text::excerpt(text) + "' is not two of human and computer, Black's first");
}

// The setup's choices its start does not show once edited: Reversi's parallel start
// and White first ("parallel,white"; "" for neither).
std::string setupText(const GameSetup& setup) {
    std::string text = setup.parallelStart ? "parallel" : "";
    if (setup.whiteFirst) text += text.empty() ? "white" : ",white";
    return text;
}

// `game` with the choices of a SETUP value. Throws ParseError for a word it does not know.
GamePtr withSetup(const GamePtr& game, const std::string& text) {
    GameSetup setup = game->setup();
    setup.parallelStart = setup.whiteFirst = false;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string word = text.substr(start, end - start);
        if (word == "parallel") setup.parallelStart = true;
        else if (word == "white") setup.whiteFirst = true;
        else throw ParseError(kSetupTag, "'" + common::text::excerpt(word) + "' is not parallel or white");
        start = end + 1;
    }
    if (setup.kind != GameKind::Reversi) throw ParseError(kSetupTag, "only a Reversi game has one");
    return makeGame(setup);
}

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

// The setup's choices, when there are any: a game from its own start shows them, an
// edited start does not.
void addSetup(const GameHistory& history, RecordTags& tags) {
    const std::string setup = setupText(history.game()->setup());
    if (!setup.empty()) tags.emplace_back(kSetupTag, setup);
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
    tags.emplace_back(kPlayersTag, playersText(game.blackIsAi(), game.whiteIsAi()));
    addSetup(game.history(), tags);
    addTree(game.history(), tags);
    // Without a date, so that the same game gives the same bytes.
    return QByteArray::fromStdString(recordOf(game.history(), tags, {false, false}) + '\n');
}

QByteArray gameContentOf(const GameHistory& history) {
    RecordTags tags;
    addSetup(history, tags);
    addTree(history, tags);
    return QByteArray::fromStdString(recordOf(history, tags, {false, false}));
}

RecordTags recordTagsOf(const RecordTags& tags) {
    RecordTags kept;
    for (const auto& tag : tags)
        if (std::none_of(std::begin(kAppTags), std::end(kAppTags), [&](const char* app) { return tag.first == app; }))
            kept.push_back(tag);
    return kept;
}

SavedGame readSavedGame(const QByteArray& bytes) {
    const std::vector<RecordedGame> records =
        readRecords(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (records.size() != 1) throw ParseError("file", "it holds " + std::to_string(records.size()) + " games, not one");
    const RecordedGame& saved = records.front();
    // The app's tags are written once each; a second would be a damaged file (which one
    // holds?), not a choice to make in silence.
    for (const char* app : kAppTags)
        if (std::count_if(saved.tags.begin(), saved.tags.end(), [&](const auto& tag) { return tag.first == app; }) > 1)
            throw ParseError(app, "the tag appears twice");
    const std::string* setup = tagValue(saved.tags, kSetupTag);
    SavedGame game{GameHistory(setup ? withSetup(saved.game, *setup) : saved.game, saved.start), false, std::nullopt};
    // The tree of lines, then the line (the record's moves) and the cursor in it.
    if (const std::string* tree = tagValue(saved.tags, kTreeTag))
        if (!game.history.load_tree(saved.start, parse_move_tree(*tree, *saved.start)))
            throw ParseError("TREE", "a move of the tree is illegal");
    for (std::size_t i = 0; i < saved.moves.size(); ++i)
        if (!game.history.play(saved.moves[i]))
            throw ParseError("move " + std::to_string(i + 1), "it does not replay");
    if (const std::string* value = tagValue(saved.tags, kCursorTag)) {
        const std::optional<int> cursor = common::text::parse_integer(*value);
        if (!cursor || !game.history.jump_to(*cursor))
            throw ParseError(kCursorTag, "'" + common::text::excerpt(*value) + "' is not a move number from 0 to " +
                                             std::to_string(game.history.length()));
    } else {
        game.history.jump_to(game.history.length());
    }
    game.history.set_record_tags(recordTagsOf(saved.tags));
    const std::string* paused = tagValue(saved.tags, kPausedTag);
    if (paused && *paused != "1") throw ParseError(kPausedTag, "'" + common::text::excerpt(*paused) + "' is not 1");
    game.paused = paused != nullptr;
    if (const std::string* players = tagValue(saved.tags, kPlayersTag)) game.computers = computersOf(*players);
    return game;
}

}  // namespace reversi::app
