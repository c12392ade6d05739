// A child process driven line by line over its stdin/stdout, for the protocol tests.
// Waits are bounded so that a silent or hung program fails the test instead of
// blocking it; they are not timing assertions.
#pragma once

#include <QProcess>
#include <QStringList>
#include <QtTest>

class LineProcess {
public:
    static constexpr int kWaitMs = 60000;

    LineProcess(const QString& program, const QStringList& arguments) {
        process_.setProgram(program);
        process_.setArguments(arguments);
        process_.start();
    }
    ~LineProcess() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(kWaitMs);
        }
    }
    bool started() { return process_.waitForStarted(kWaitMs); }

    void write_line(const QByteArray& line) {
        process_.write(line + '\n');
        process_.waitForBytesWritten(kWaitMs);
    }
    void close_input() { process_.closeWriteChannel(); }

    // The next line of stdout without its end of line; a null string when the
    // program ends or stays silent.
    QString read_line() {
        while (!process_.canReadLine())
            if (!process_.waitForReadyRead(kWaitMs)) return QString();
        return QString::fromUtf8(process_.readLine()).chopped(1);
    }

    // Waits for the end; returns the exit code (-1 when it did not end or crashed).
    int wait_exit() {
        if (!process_.waitForFinished(kWaitMs) || process_.exitStatus() != QProcess::NormalExit) return -1;
        return process_.exitCode();
    }
    QString read_all_output() { return QString::fromUtf8(process_.readAllStandardOutput()); }
    QString read_errors() { return QString::fromUtf8(process_.readAllStandardError()); }

private:
    QProcess process_;
};
