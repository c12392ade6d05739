// GameRecords::open() reads and save() writes on threads of their own; the tests wait
// for the outcome.
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

// Saves to `file` and waits until the write is done: "" when the file was written, else
// the error it gave (or that no outcome came within 10 s).
inline QString saveAndWait(reversi::app::GameRecords& records, const QUrl& file) {
    QSignalSpy finished(&records, &reversi::app::GameRecords::saveFinished);
    records.save(file);
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, 10000)) return QStringLiteral("no outcome within 10 s");
    return finished.first().at(1).toBool() ? QString() : records.error();
}
