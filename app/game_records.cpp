#include "game_records.h"

#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <utility>

#include "engine_messages.h"
#include "file_places.h"
#include "game_history.h"
#include "game_model.h"
#include "reversi/notation.h"
#include "saved_game.h"

namespace reversi::app {

namespace {

QString toQString(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

std::string recordOf(const GameHistory& history, const RecordTags& tags, RecordStyle style) {
    std::vector<int> moves;
    for (const PlayedMove& m : history.moves()) moves.push_back(m.move);
    RecordTags all = tags;
    if (!(style.transcript && history.game()->hasTranscript(history.start())))
        all.insert(all.begin(), history.record_tags().begin(), history.record_tags().end());
    return history.game()->writeRecord(history.start_state(), moves, all, style);
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(bytes) != bytes.size()) return file.errorString();
    if (!file.commit()) return file.errorString();
    return {};
}

GameRecords::GameRecords(QObject* parent) : QObject(parent) { readers_.setMaxThreadCount(1); }

GameRecords::~GameRecords() {
    // A read under way stops at its next game rather than hold up the quit (readers_,
    // destroyed first of the members, waits for it): 100,000 games take seconds.
    ++openSerial_;
    // A save under way is finished and reported while this object is whole; a save
    // asked for meanwhile (by a handler of that report) is not begun.
    closing_ = true;
    writer_.waitForDone();
}

void GameRecords::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) {
        // The names follow the language (setupChanged says so) and the game on the
        // board, whose start may differ.
        connect(game_, &GameModel::setupChanged, this, &GameRecords::saveFormatsChanged);
        connect(game_, &GameModel::replaced, this, &GameRecords::saveFormatsChanged);
        // A game put on the board meanwhile (a new game, the board editor's, a recent
        // one) stands over the file being read, as a paste or another file does.
        connect(game_, &GameModel::aboutToReplace, this, &GameRecords::supersedeOpening);
        connect(game_, &GameModel::gameChanged, this, &GameRecords::checkSaved);
    }
    checkSaved();
    emit gameChanged();
    emit saveFormatsChanged();
}

QStringList GameRecords::saveExtensions() const {
    if (!game_) return {};
    QStringList extensions{game_->boardGame()->recordExtension()};
    if (game_->boardGame()->hasTranscript(*game_->history().start_state())) extensions.append(QStringLiteral("txt"));
    return extensions;
}

QStringList GameRecords::saveFormats() const {
    QStringList names;
    for (const QString& extension : saveExtensions())
        names.append(extension == QLatin1String("txt") ? tr("Transcript (.txt)")
                                                       : tr("%1 game (.%2)").arg(extension.toUpper(), extension));
    return names;
}

bool GameRecords::fail(const QString& message) {
    ++errorCount_;
    error_ = message;
    emit errorChanged();
    return false;
}

void GameRecords::setChoices(std::vector<RecordedGame> records, QStringList titles) {
    // A collection's games are let go on the reader thread: freeing 100,000 of them
    // takes tens of milliseconds.
    if (pending_.size() > 1)
        (void)QtConcurrent::run(&readers_, [games = std::exchange(pending_, {}), titles = choices_.titles()]() mutable {
            games = {};
            titles = {};
        });
    pending_ = std::move(records);
    choices_.setTitles(std::move(titles));
}

void GameRecords::supersedeOpening() {
    ++openSerial_;
    if (opening_.isEmpty()) return;
    opening_.clear();
    emit openingChanged();
}

bool GameRecords::load(const RecordedGame& game) {
    if (!game_) return fail(tr("There is no game to load into."));
    if (!game_->loadGame(game.game, game.start, game.moves, true, recordTagsOf(game.tags)))
        return fail(tr("The game could not be replayed."));
    if (!error_.isEmpty()) {
        error_.clear();
        emit errorChanged();
    }
    emit loaded();
    return true;
}

bool GameRecords::loadText(const QString& text) {
    Read pasted = read(text.toStdString(), {});
    // A file being opened is given up for a text that reads, not for one that does not
    // (a paste of something else while a collection was read lost the collection).
    if (pasted.error.isEmpty()) supersedeOpening();
    return take(std::move(pasted));
}

GameRecords::Read GameRecords::read(std::string_view text, const std::string& source,
                                    const std::function<void()>& beforeEach) {
    Read result;
    try {
        result.records = readRecords(text, beforeEach);
    } catch (const ParseError& e) {
        // The reader's own words say where and why (engine_messages.h: in the language of
        // the moment where they are known).
        result.error = tr("Cannot read the game: %1").arg(parseErrorText(source.empty() ? e : e.within(source)));
        return result;
    }
    if (result.records.size() < 2) return result;
    // Made here, off the UI thread when a file is read: a collection has many.
    // (QCoreApplication::translate is thread-safe.)
    result.titles.reserve(static_cast<qsizetype>(result.records.size()));
    for (std::size_t i = 0; i < result.records.size(); ++i) {
        if (beforeEach) beforeEach();
        const RecordedGame& r = result.records[i];
        const QString title = r.position ? tr("Position %1").arg(i + 1) : tr("Game %1").arg(i + 1);
        result.titles.append(r.details.empty() ? title
                                               : tr("%1: %2", "a game to choose: Game 2: its players").arg(title, toQString(r.details)));
    }
    return result;
}

GameRecords::Read GameRecords::readFile(const QString& path, const std::function<void()>& beforeEach) {
    QString why;
    try {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            return read(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                        QFileInfo(path).fileName().toStdString(), beforeEach);
        }
        why = file.errorString();
    } catch (const std::exception& e) {  // out of memory, say: a collection may be large
        why = QString::fromLocal8Bit(e.what());
    }
    Read result;
    result.error = tr("Cannot open %1: %2").arg(path, why);
    return result;
}

bool GameRecords::take(Read read) {
    if (!read.error.isEmpty()) return fail(read.error);
    if (read.records.size() == 1) {
        setChoices({}, {});
        return load(read.records.front());
    }
    setChoices(std::move(read.records), std::move(read.titles));
    return true;
}

bool GameRecords::choose(int index) {
    supersedeOpening();
    if (index < 0 || index >= static_cast<int>(pending_.size())) return fail(tr("There is no game %1.").arg(index + 1));
    const RecordedGame chosen = pending_[static_cast<std::size_t>(index)];
    setChoices({}, {});
    return load(chosen);
}

void GameRecords::cancelChoice() {
    supersedeOpening();
    setChoices({}, {});
}

bool GameRecords::paste() { return loadText(QGuiApplication::clipboard()->text()); }

QString GameRecords::gameText() const {
    if (!game_) return {};
    return toQString(recordOf(game_->history(), {}, {true, true}));
}

void GameRecords::copy() const { QGuiApplication::clipboard()->setText(gameText()); }

void GameRecords::open(const QUrl& url) {
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    supersedeOpening();
    const int serial = openSerial_;
    opening_ = QFileInfo(path).fileName();
    emit openingChanged();
    // The outcome always comes through the event loop, never within open(). `this`
    // outlives the read: readers_, destroyed first, waits for it, and what it posted
    // goes with this object.
    (void)QtConcurrent::run(&readers_, [this, path, url, serial] {
        // A read that a paste, another file, a new game or the quit has superseded stops
        // (or does not start, having waited for the reader thread): its result would be
        // dropped, and the next read waits for it.
        const auto stopIfSuperseded = [this, serial] {
            if (serial != openSerial_) throw Superseded{};
        };
        // Shared, not copied: a collection's games are many.
        std::shared_ptr<Read> read;
        try {
            stopIfSuperseded();
            read = std::make_shared<Read>(readFile(path, stopIfSuperseded));
        } catch (const Superseded&) {
            return;
        }
        QMetaObject::invokeMethod(
            this,
            [this, read, url, serial] {
                if (serial != openSerial_) return;  // a later paste, open or choice stands
                opening_.clear();
                emit openingChanged();
                const bool ok = take(std::move(*read));
                emit openFinished(url, ok);
            },
            Qt::QueuedConnection);
    });
}

void GameRecords::save(const QUrl& url) {
    if (closing_) return;
    if (!game_) {
        fail(tr("There is no game to save."));
        // As a write's outcome, through the event loop.
        QMetaObject::invokeMethod(this, [this, url] { emit saveFinished(url, false); }, Qt::QueuedConnection);
        return;
    }
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    const bool record = QFileInfo(path).suffix().compare(game_->boardGame()->recordExtension(), Qt::CaseInsensitive) == 0;
    const QString text = toQString(recordOf(game_->history(), {}, {!record, true}));
    writing_.append(path);
    if (writing_.size() == 1) emit savingChanged();
    const int errorsBefore = errorCount_;
    writer_.write(
        path, (text + QLatin1Char('\n')).toUtf8(),
        [this, url, path, errorsBefore, content = gameContentOf(game_->history())](const QString& problem) {
            writing_.removeOne(path);
            if (!problem.isEmpty()) {
                setSaved({}, {});
                fail(tr("Cannot save %1: %2").arg(path, problem));
            } else {
                // Said only while the board still shows the game written (moves may have
                // been played meanwhile).
                setSaved(QFileInfo(path).fileName(), content);
                checkSaved();
                if (errorCount_ == errorsBefore && !error_.isEmpty()) {
                    // (An error of something done since, a paste say, stays.)
                    error_.clear();
                    emit errorChanged();
                }
            }
            emit saveFinished(url, problem.isEmpty());
            // (After the outcome: whoever waits for the saves knows by then whether this
            // one failed.)
            if (writing_.isEmpty()) emit savingChanged();
        },
        BackgroundWriter::MissingFolder::Fail);
}

QString GameRecords::savingFile() const {
    return writing_.isEmpty() ? QString() : QFileInfo(writing_.front()).fileName();
}

void GameRecords::setSaved(const QString& file, const QByteArray& content) {
    saved_content_ = content;
    if (saved_file_ == file) return;
    saved_file_ = file;
    emit savedFileChanged();
}

void GameRecords::checkSaved() {
    if (!saved_file_.isEmpty() && (!game_ || gameContentOf(game_->history()) != saved_content_)) setSaved({}, {});
}

QUrl GameRecords::suggestedFile(const QUrl& folder, int formatIndex) const {
    const QDir dir(folder.toLocalFile());
    const QString kind = game_ ? game_->gameKind() : QStringLiteral("reversi");
    const QStringList extensions = saveExtensions();
    const QString extension = extensions.value(formatIndex, extensions.value(0, QStringLiteral("ggf")));
    const QString stem = kind + QLatin1Char('-') + QDate::currentDate().toString(Qt::ISODate);
    QString name = stem + QLatin1Char('.') + extension;
    for (int n = 2; taken(dir.filePath(name)); ++n) name = QStringLiteral("%1-%2.%3").arg(stem).arg(n).arg(extension);
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

QVariantList GameRecords::places() { return filePlaces(); }

bool GameRecords::fileExists(const QUrl& file) const { return file.isLocalFile() && taken(file.toLocalFile()); }

bool GameRecords::taken(const QString& path) const { return QFileInfo::exists(path) || writing_.contains(path); }

QString GameRecords::nameInFormat(const QString& name, int formatIndex) const {
    const QStringList extensions = saveExtensions();
    const QString suffix = QFileInfo(name).suffix();
    if (extensions.isEmpty() || !extensions.contains(suffix, Qt::CaseInsensitive)) return name;
    return name.left(name.size() - suffix.size()) + extensions.value(formatIndex, extensions.front());
}

QUrl GameRecords::withExtension(const QUrl& file, int formatIndex) const {
    const QString path = file.toLocalFile();
    const QStringList extensions = saveExtensions();
    // Any other suffix is part of the name ("Kim vs. Lee", "final v1.2"): kept, it would
    // pick the transcript for any format chosen and hide the file from the dialogs'
    // filters.
    if (path.isEmpty() || extensions.isEmpty() || extensions.contains(QFileInfo(path).suffix(), Qt::CaseInsensitive))
        return file;
    return QUrl::fromLocalFile(path + QLatin1Char('.') + extensions.value(formatIndex, extensions.front()));
}

}  // namespace reversi::app
