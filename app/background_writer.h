// Writes files atomically on a thread of its own, one after another in the order asked,
// so that slow storage never stalls the UI: the autosave, the kept analysis and the
// games the user saves go through it.
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

    // What to do when the file's folder does not exist: the app's own files make it, a
    // file the user named does not (a mistyped path fails instead).
    enum class MissingFolder { Make, Fail };
    // Writes `bytes` to `path`; `done` is then called on this object's thread, always
    // through its event loop (never within write()), with "" or why the file could not
    // be written.
    void write(const QString& path, const QByteArray& bytes, std::function<void(const QString&)> done,
               MissingFolder missing = MissingFolder::Make);
    // Waits until every write asked for is on disk, and calls their `done`.
    void waitForDone();

private:
    QThreadPool pool_;  // one thread: writes land in the order they were asked
};

}  // namespace reversi::app
