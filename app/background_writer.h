// Writes files atomically on a thread of its own, one after another in the order asked,
// so that slow storage never stalls the UI: the autosave and the kept analysis use it.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <functional>

namespace reversi::app {

class BackgroundWriter : public QObject {
    Q_OBJECT

public:
    explicit BackgroundWriter(QObject* parent = nullptr);
    ~BackgroundWriter() override;  // waits for the writes under way

    // Writes `bytes` to `path`, creating its folder; `done` is then called on this
    // object's thread with "" or why the file could not be written.
    void write(const QString& path, const QByteArray& bytes, std::function<void(const QString&)> done);
    // Waits until every write asked for is on disk, and calls their `done`.
    void waitForDone();

private:
    QThreadPool pool_;  // one thread: writes land in the order they were asked
};

}  // namespace reversi::app
