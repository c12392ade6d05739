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

void BackgroundWriter::write(const QString& path, const QByteArray& bytes, std::function<void(const QString&)> done) {
    const auto writeFile = [path, bytes]() -> QString {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder)) return QStringLiteral("cannot create %1").arg(folder);
        return writeFileAtomically(path, bytes);
    };
    QtConcurrent::run(&pool_, writeFile).then(this, [done = std::move(done)](const QString& problem) {
        if (done) done(problem);
    });
}

void BackgroundWriter::waitForDone() {
    pool_.waitForDone();
    // Each write's result comes back as a queued call: take them now, so that one that
    // failed is still reported when the owner goes away next.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

}  // namespace reversi::app
