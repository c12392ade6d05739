#include "game_choices.h"

namespace reversi::app {

GameChoices::GameChoices(QObject* parent) : QAbstractListModel(parent) {}

int GameChoices::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(shown_.size());
}

QVariant GameChoices::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int game = shown_[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case TitleRole: return titles_.at(game);
        case GameRole: return game;
        default: return {};
    }
}

QHash<int, QByteArray> GameChoices::roleNames() const { return {{TitleRole, "title"}, {GameRole, "game"}}; }

void GameChoices::setFilter(const QString& filter) {
    if (filter_ == filter) return;
    const int before = rowCount();
    beginResetModel();
    filter_ = filter;
    refilter();
    endResetModel();
    emit filterChanged();
    if (rowCount() != before) emit countChanged();
}

void GameChoices::setTitles(QStringList titles) {
    const int before = rowCount();
    const bool filtered = !filter_.isEmpty();
    beginResetModel();
    titles_ = std::move(titles);
    filter_.clear();
    refilter();
    endResetModel();
    if (filtered) emit filterChanged();
    if (rowCount() != before) emit countChanged();
    emit totalChanged();
}

void GameChoices::refilter() {
    const QStringList words = filter_.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    shown_.clear();
    for (int i = 0; i < titles_.size(); ++i) {
        bool all = true;
        for (const QString& word : words) all = all && titles_.at(i).contains(word, Qt::CaseInsensitive);
        if (all) shown_.push_back(i);
    }
}

}  // namespace reversi::app
