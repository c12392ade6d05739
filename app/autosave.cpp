#include "autosave.h"

#include <QDir>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

#include "game_records.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"
#include "common/text_scan.h"

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

QByteArray recordOf(const GameModel& game) {
    GgfGame record = ggf_of(game.history());
    record.date.clear();  // the same game gives the same bytes, so nothing is rewritten
    record.other_tags.emplace_back(kCursorTag, std::to_string(game.ply()));
    if (game.paused()) record.other_tags.emplace_back(kPausedTag, "1");
    // The other lines, when there are any (the record's moves are the line on the board).
    const std::vector<MoveTree> tree = game.history().tree();
    if (tree.size() > 1 || hasBranches(tree)) record.other_tags.emplace_back(kTreeTag, write_move_tree(tree));
    return QByteArray::fromStdString(write_ggf(record) + '\n');
}

const std::string* tagValue(const GgfGame& game, const char* name) {
    for (const auto& [tag, value] : game.other_tags)
        if (tag == name) return &value;
    return nullptr;
}

// Runs on the writer thread: "" or why the file could not be written.
QString writeRecord(const QByteArray& bytes) {
    if (!QDir().mkpath(Autosave::directory()))
        return QStringLiteral("cannot create %1").arg(Autosave::directory());
    return writeFileAtomically(Autosave::filePath(), bytes);
}

}  // namespace

Autosave::Autosave(QObject* parent) : QObject(parent) {
    writer_.setMaxThreadCount(1);
    delay_.setSingleShot(true);
    delay_.setInterval(kWriteDelayMs);
    connect(&delay_, &QTimer::timeout, this, &Autosave::writePending);
}

Autosave::~Autosave() { flush(); }

QString Autosave::directory() {
    const QString overridden = qEnvironmentVariable("REVERSI_DATA_DIR");
    return overridden.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : overridden;
}

QString Autosave::filePath() { return QDir(directory()).filePath(QStringLiteral("current-game.ggf")); }

void Autosave::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) connect(game_, &GameModel::gameChanged, this, &Autosave::record);
    emit gameChanged();
}

bool Autosave::restore() {
    if (!game_) return false;
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = file.readAll();
    try {
        const GgfGame saved = parse_ggf_game(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        // The tree of lines, then the line (the record's moves) and the cursor in it.
        GameHistory history(saved.start);
        if (const std::string* tree = tagValue(saved, kTreeTag))
            if (!history.load_tree(saved.start, parse_move_tree(*tree))) return false;
        for (const GgfMove& m : saved.moves)
            if (!history.play(m.square)) return false;
        std::optional<int> cursor;
        if (const std::string* value = tagValue(saved, kCursorTag)) cursor = common::text::parse_integer(*value);
        history.jump_to(cursor.value_or(history.length()));
        const std::string* paused = tagValue(saved, kPausedTag);
        game_->loadHistory(history, paused && *paused == "1");
    } catch (const ParseError& e) {
        qWarning("Reversi: the saved game %s is unreadable (%s); starting afresh", qPrintable(filePath()), e.what());
        return false;
    }
    written_ = recordOf(*game_);  // what the file says now, as this app would write it
    return true;
}

void Autosave::save() {
    record();
    writePending();
}

void Autosave::record() {
    if (!game_) return;
    const QByteArray bytes = recordOf(*game_);
    if (bytes == (pending_.isEmpty() ? written_ : pending_)) return;
    pending_ = bytes;
    if (!delay_.isActive()) delay_.start();  // not restarted: a steady stream of changes still gets written
}

void Autosave::writePending() {
    delay_.stop();
    if (pending_.isEmpty()) return;
    const QByteArray bytes = std::exchange(pending_, {});
    if (bytes == written_) return;
    written_ = bytes;
    QtConcurrent::run(&writer_, writeRecord, bytes).then(this, [this, bytes](const QString& problem) {
        if (problem.isEmpty()) return;
        qWarning("Reversi: cannot save the game to %s: %s", qPrintable(filePath()), qPrintable(problem));
        if (written_ == bytes) written_.clear();  // try again at the next change
    });
}

void Autosave::flush() {
    writePending();
    writer_.waitForDone();
}

}  // namespace reversi::app
