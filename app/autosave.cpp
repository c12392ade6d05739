#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "game_model.h"
#include "game_records.h"
#include "reversi/ggf.h"
#include "reversi/notation.h"

namespace reversi::app {

Autosave::Autosave(QObject* parent) : QObject(parent) {}

QString Autosave::directory() {
    const QString overridden = qEnvironmentVariable("REVERSI_DATA_DIR");
    return overridden.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : overridden;
}

QString Autosave::filePath() { return QDir(directory()).filePath(QStringLiteral("current-game.ggf")); }

void Autosave::setGame(GameModel* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) connect(game_, &GameModel::gameChanged, this, &Autosave::save);
    emit gameChanged();
}

bool Autosave::restore() {
    if (!game_) return false;
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = file.readAll();
    try {
        const GgfGame saved = parse_ggf_game(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        std::vector<int> moves;
        for (const GgfMove& m : saved.moves) moves.push_back(m.square);
        if (!game_->loadGame(saved.start, moves, false)) return false;
    } catch (const ParseError& e) {
        qWarning("Reversi: the saved game %s is unreadable (%s); starting afresh", qPrintable(filePath()), e.what());
        return false;
    }
    return true;
}

void Autosave::save() {
    if (!game_) return;
    GgfGame game = ggf_of(game_->history());
    game.date.clear();  // the same game gives the same bytes, so nothing is rewritten
    const QByteArray bytes = QByteArray::fromStdString(write_ggf(game) + '\n');
    if (bytes == written_) return;
    if (!QDir().mkpath(directory())) {
        qWarning("Reversi: cannot create %s to save the game", qPrintable(directory()));
        return;
    }
    const QString problem = writeFileAtomically(filePath(), bytes);
    if (!problem.isEmpty()) {
        qWarning("Reversi: cannot save the game to %s: %s", qPrintable(filePath()), qPrintable(problem));
        return;
    }
    written_ = bytes;
}

}  // namespace reversi::app
