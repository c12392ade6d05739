#include "background_writer.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include "game_records.h"

namespace reversi::app {

BackgroundWriter::BackgroundWriter(QObject* parent) : QObject(parent) { pool_.setMaxThreadCount(1); }

BackgroundWriter::~BackgroundWriter() { waitForDone(); }

void BackgroundWriter::write(const QString& path, const QByteArray& bytes, std::function<void(const QString&)> done,
                             MissingFolder missing) {
    (void)QtConcurrent::run(&pool_, [this, path, bytes, missing, done = std::move(done)] {
        const QString folder = QFileInfo(path).absolutePath();
        const QString problem = missing == MissingFolder::Make && !QDir().mkpath(folder)
                                    ? tr("cannot create the folder %1").arg(QDir::toNativeSeparators(folder))
                                    : writeFileAtomically(path, bytes);
        // Posted, not called: a continuation of a future already finished would run
        // within write(). `this` outlives the task (pool_ waits for it), and
        // waitForDone() takes what is posted here.
        QMetaObject::invokeMethod(
            this, [done, problem] { if (done) done(problem); }, Qt::QueuedConnection);
    });
}

void BackgroundWriter::waitForDone() {
    pool_.waitForDone();
    // Each write's result comes back as a queued call: take them now, so that one that
    // failed is still reported when the owner goes away next.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

}  // namespace reversi::app
