#include "game_records.h"

#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSaveFile>

#include <cctype>

#include "game_history.h"
#include "game_model.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

namespace reversi::app {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

// An OBF line starts with 64 cells; a transcript never holds 'x', 'o', '-' or '.'
// runs that long.
bool looksLikeObf(std::string_view text) {
    const std::string_view first = text.substr(0, text.find('\n'));
    if (first.size() < 64) return false;
    for (char c : first.substr(0, 64))
        if (std::string_view("XxOo-.").find(c) == std::string_view::npos) return false;
    return true;
}

std::string gameTitle(const GgfGame& game, std::size_t index) {
    std::string title = "Game ";
    title.append(std::to_string(index + 1));
    if (!game.black_player.empty() || !game.white_player.empty())
        title.append(": ").append(game.black_player).append(" - ").append(game.white_player);
    if (!game.result.empty()) title.append(" (").append(game.result).append(")");
    return title;
}

QString toQString(const std::string& s) { return QString::fromStdString(s); }

// GGF's RE: Black's disc difference when the game is over, "?" while it is not.
std::string resultText(const Position& end) {
    if (!end.is_game_over()) return std::string(1, '?');
    const int score = end.black_score();
    return (score > 0 ? QStringLiteral("+%1").arg(score) : QString::number(score)).toStdString();
}

}  // namespace

std::vector<TitledGame> read_records(std::string_view text) {
    text = trimmed(text);
    if (text.empty()) throw ParseError("text", "it is empty: expected a transcript, an OBF position or a GGF game");
    std::vector<TitledGame> records;
    if (text.substr(0, 2) == "(;") {
        const std::vector<GgfGame> games = parse_ggf(text);
        for (std::size_t i = 0; i < games.size(); ++i) {
            TitledGame record{{games[i].start, {}}, gameTitle(games[i], i)};
            for (const GgfMove& m : games[i].moves) record.game.moves.push_back(m.square);
            records.push_back(std::move(record));
        }
    } else if (looksLikeObf(text)) {
        const std::vector<ObfRecord> positions = parse_obf_text(text);
        for (std::size_t i = 0; i < positions.size(); ++i)
            records.push_back({{positions[i].position, {}}, std::string("Position ").append(std::to_string(i + 1))});
    } else {
        records.push_back({{Position::start(), parse_transcript(text)}, "Game"});
    }
    if (records.empty()) throw ParseError("text", "it holds no game");
    return records;
}

GgfGame ggf_of(const GameHistory& history) {
    GgfGame game;
    game.start = history.position_at(0);
    for (const PlayedMove& m : history.moves()) game.moves.push_back({m.move, {}, {}});
    game.place = "Reversi";
    game.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    game.result = resultText(history.position_at(history.length()));
    return game;
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(bytes) != bytes.size()) return file.errorString();
    if (!file.commit()) return file.errorString();
    return {};
}

GameRecords::GameRecords(QObject* parent) : QObject(parent) {}

void GameRecords::setGame(GameModel* game) {
    if (game_ == game) return;
    game_ = game;
    emit gameChanged();
}

QStringList GameRecords::choices() const {
    QStringList titles;
    for (const TitledGame& r : pending_) titles.append(toQString(r.title));
    return titles;
}

bool GameRecords::fail(const QString& message) {
    error_ = message;
    emit errorChanged();
    return false;
}

void GameRecords::setChoices(std::vector<TitledGame> records) {
    pending_ = std::move(records);
    emit choicesChanged();
}

bool GameRecords::load(const GameRecord& game) {
    if (!game_) return fail(tr("There is no game to load into."));
    if (!game_->loadGame(game.start, game.moves, true)) return fail(tr("The game could not be replayed."));
    if (!error_.isEmpty()) {
        error_.clear();
        emit errorChanged();
    }
    emit loaded();
    return true;
}

bool GameRecords::loadText(const QString& text) { return loadFrom(text.toStdString(), {}); }

bool GameRecords::loadFrom(std::string_view text, const std::string& source) {
    std::vector<TitledGame> records;
    try {
        records = read_records(text);
    } catch (const ParseError& e) {
        return fail(toQString(source.empty() ? e.what() : e.within(source).what()));
    }
    if (records.size() == 1) {
        setChoices({});
        return load(records.front().game);
    }
    setChoices(std::move(records));
    return true;
}

bool GameRecords::choose(int index) {
    if (index < 0 || index >= static_cast<int>(pending_.size())) return fail(tr("There is no game %1.").arg(index + 1));
    const GameRecord chosen = pending_[static_cast<std::size_t>(index)].game;
    setChoices({});
    return load(chosen);
}

bool GameRecords::paste() { return loadText(QGuiApplication::clipboard()->text()); }

QString GameRecords::gameText() const {
    if (!game_) return {};
    const GameHistory& history = game_->history();
    if (history.position_at(0) == Position::start()) {
        std::vector<int> moves;
        for (const PlayedMove& m : history.moves()) moves.push_back(m.move);
        return toQString(write_transcript(moves));
    }
    return toQString(write_ggf(ggf_of(history)));
}

void GameRecords::copy() const { QGuiApplication::clipboard()->setText(gameText()); }

bool GameRecords::open(const QUrl& url) {
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(tr("Cannot open %1: %2").arg(path, file.errorString()));
    const QByteArray bytes = file.readAll();
    return loadFrom(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                    QFileInfo(path).fileName().toStdString());
}

bool GameRecords::save(const QUrl& url) {
    if (!game_) return fail(tr("There is no game to save."));
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    const bool ggf = path.endsWith(QLatin1String(".ggf"), Qt::CaseInsensitive);
    const QString text = ggf ? toQString(write_ggf(ggf_of(game_->history()))) : gameText();
    const QString problem = writeFileAtomically(path, (text + QLatin1Char('\n')).toUtf8());
    if (!problem.isEmpty()) return fail(tr("Cannot save %1: %2").arg(path, problem));
    if (!error_.isEmpty()) {
        error_.clear();
        emit errorChanged();
    }
    return true;
}

QUrl GameRecords::suggestedFile(const QUrl& folder) const {
    const QDir dir(folder.toLocalFile());
    const QString stem = QStringLiteral("reversi-") + QDate::currentDate().toString(Qt::ISODate);
    QString name = stem + QStringLiteral(".ggf");
    for (int n = 2; dir.exists(name); ++n) name = QStringLiteral("%1-%2.ggf").arg(stem).arg(n);
    return QUrl::fromLocalFile(dir.filePath(name));
}

QUrl GameRecords::fileIn(const QUrl& folder, const QString& name) {
    if (name.isEmpty()) return {};
    return QUrl::fromLocalFile(QDir(folder.toLocalFile()).filePath(name));
}

QString GameRecords::fileName(const QUrl& file) { return QFileInfo(file.toLocalFile()).fileName(); }

QString GameRecords::folderName(const QUrl& folder) { return QDir::toNativeSeparators(folder.toLocalFile()); }

QUrl GameRecords::parentFolder(const QUrl& folder) {
    QDir dir(folder.toLocalFile());
    if (folder.isEmpty() || !dir.cdUp()) return {};
    return QUrl::fromLocalFile(dir.absolutePath());
}

bool GameRecords::fileExists(const QUrl& file) { return file.isLocalFile() && QFileInfo::exists(file.toLocalFile()); }

QUrl GameRecords::withExtension(const QUrl& file, int filterIndex) {
    const QString path = file.toLocalFile();
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty()) return file;
    return QUrl::fromLocalFile(path + (filterIndex == 1 ? QStringLiteral(".txt") : QStringLiteral(".ggf")));
}

}  // namespace reversi::app
