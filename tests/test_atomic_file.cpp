// common/atomic_file.h: a file is replaced whole or not at all. A write that fails at
// any step (the temporary cannot be made, the writer throws, the rename is refused)
// leaves the old file as it was and no temporary behind, and says which file and why.
#include <QtTest>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <ostream>
#include <stdexcept>
#include <string>

#include "common/atomic_file.h"

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

std::string read(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void put(const QString& path, const std::string& bytes) {
    std::ofstream(path.toStdString(), std::ios::binary) << bytes;
}

// The message of what `f` throws as std::runtime_error, empty if it throws nothing.
template <typename F>
QString failure(F f) {
    try {
        f();
    } catch (const std::runtime_error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesAndReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.txt");
        common::write_atomically(path.toStdString(), "first\n");
        QCOMPARE(read(path), std::string("first\n"));
        // Bytes as they are: no line-end translation on any system.
        common::write_atomically(path.toStdString(), [](std::ostream& out) { out << "second\r\n" << '\0' << "x"; });
        QCOMPARE(read(path), std::string("second\r\n\0x", 10));
        QVERIFY(!QFile::exists(path + ".tmp"));
    }

    void aWriterThatThrowsChangesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.txt");
        put(path, "old");
        const QString e = failure([&] {
            common::write_atomically(path.toStdString(), [](std::ostream& out) {
                out << "half";
                throw std::runtime_error("the writer gave up");
            });
        });
        QCOMPARE(e, QString("the writer gave up"));
        QCOMPARE(read(path), std::string("old"));
        QVERIFY(!QFile::exists(path + ".tmp"));
    }

    void aTemporaryThatCannotBeMadeChangesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.txt");
        put(path, "old");
        QVERIFY(QDir(dir.path()).mkdir("out.txt.tmp"));  // where the temporary would go
        const QString e = failure([&] { common::write_atomically(path.toStdString(), "new"); });
        QVERIFY2(e.startsWith("cannot write " + path + ".tmp: "), qPrintable(e));
        QCOMPARE(read(path), std::string("old"));
    }

    void aRefusedRenameLeavesNoTemporary() {
        QTemporaryDir dir;
        const QString path = dir.filePath("out");
        QVERIFY(QDir(dir.path()).mkpath("out/inside"));  // a directory, not empty: no file replaces it
        const QString e = failure([&] { common::write_atomically(path.toStdString(), "new"); });
        QVERIFY2(e.startsWith("cannot replace " + path + ": "), qPrintable(e));
        QVERIFY(QFileInfo(path).isDir());
        QVERIFY(!QFile::exists(path + ".tmp"));
        // Known before any work too.
        QCOMPARE(failure([&] { common::check_writable(path.toStdString()); }), e);
    }

    void aMissingDirectoryIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("nowhere/out.txt");
        const QString e = failure([&] { common::write_atomically(path.toStdString(), "new"); });
        QVERIFY2(e.startsWith("cannot write " + path + ".tmp: "), qPrintable(e));
        // The same is known before any work, and a place that can be written is left as it was.
        QCOMPARE(failure([&] { common::check_writable(path.toStdString()); }), e);
        const QString fine = dir.filePath("out.txt");
        put(fine, "old");
        QCOMPARE(failure([&] { common::check_writable(fine.toStdString()); }), QString());
        QCOMPARE(read(fine), std::string("old"));
        QVERIFY(!QFile::exists(fine + ".tmp"));
        // Another run's temporary is left as it is.
        put(fine + ".tmp", "theirs");
        QCOMPARE(failure([&] { common::check_writable(fine.toStdString()); }), QString());
        QCOMPARE(read(fine + ".tmp"), std::string("theirs"));
    }

    // A full disk is named as the reason, whether the writer's bytes overflowed the
    // stream's buffer on their way (a book's text: the reason was lost, "the system gave
    // no reason") or went out only at the end. /dev/full is Linux's full disk.
    void aFullDiskIsTheReason() {
        if (!QFileInfo::exists("/dev/full")) QSKIP("no /dev/full on this system to stand for a full disk");
        const QString reason = QString("cannot write /dev/full: ") + std::strerror(ENOSPC);
        QCOMPARE(failure([] { common::write_atomically("/dev/full", std::string(1 << 20, 'x')); }), reason);
        QCOMPARE(failure([] {
            common::write_atomically("/dev/full", [](std::ostream& out) {
                for (int line = 0; line < 100000; ++line) out << "a line of a book's text\n";
            });
        }), reason);
        QCOMPARE(failure([] { common::write_atomically("/dev/full", "a little"); }), reason);
    }

    // A pipe (or a device: --output /dev/null) in the file's place is written into, not
    // replaced by a renamed file, which as root would replace /dev/null itself.
    void aPipeIsWrittenInPlace() {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        const std::string path = dir.filePath("pipe").toStdString();
        QCOMPARE(mkfifo(path.c_str(), 0600), 0);
        // The reading end, opened first without waiting for a writer: nothing blocks.
        const int reader = open(path.c_str(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QCOMPARE(failure([&] { common::check_writable(path); }), QString());
        QCOMPARE(failure([&] { common::write_atomically(path, "through the pipe"); }), QString());
        char buffer[64] = {};
        const ssize_t got = read(reader, buffer, sizeof buffer - 1);
        close(reader);
        QCOMPARE(std::string(buffer, got > 0 ? std::size_t(got) : 0), std::string("through the pipe"));
        struct stat status {};
        QCOMPARE(stat(path.c_str(), &status), 0);
        QVERIFY(S_ISFIFO(status.st_mode));
        QVERIFY(!QFile::exists(QString::fromStdString(path + ".tmp")));
#else
        QSKIP("named pipes are a POSIX test");
#endif
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "test_atomic_file.moc"
