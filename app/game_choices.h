// The games of a text or file that holds several, as the "Which game?" list shows them:
// a list model (the view makes rows only for what is on screen, so a collection of
// 100,000 games opens at once) narrowed by a filter the user types.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace reversi::app {

class GameChoices : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameRecords owns its choices")
    // Rows shown: the games whose title holds every word of the filter (any case).
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Every game to choose from, shown or not (0: there is no choice to make).
    Q_PROPERTY(int total READ total NOTIFY totalChanged)

public:
    enum Role { TitleRole = Qt::UserRole + 1, GameRole };

    explicit GameChoices(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString filter() const { return filter_; }
    void setFilter(const QString& filter);
    int total() const { return static_cast<int>(titles_.size()); }
    const QStringList& titles() const { return titles_; }
    // New games to choose from (none: the choice is over); the filter is cleared.
    void setTitles(QStringList titles);

signals:
    void filterChanged();
    void countChanged();
    void totalChanged();

private:
    // shown_ from titles_ and filter_ (inside a model reset).
    void refilter();

    QStringList titles_;
    QString filter_;
    std::vector<int> shown_;  // indices into titles_, in order
};

}  // namespace reversi::app
