// GameRecords::open() reads on a thread of its own; the tests wait for its outcome.
#pragma once

#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include "game_records.h"

// Opens `file` and waits until the read is done: true when it loaded a game or offered
// its games, false on an error (or after 10 s without an outcome).
inline bool openAndWait(reversi::app::GameRecords& records, const QUrl& file) {
    QSignalSpy finished(&records, &reversi::app::GameRecords::openFinished);
    records.open(file);
    // (A small file may be read before open() returns: then the signal has come already.)
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, 10000)) return false;
    return finished.first().at(1).toBool();
}
