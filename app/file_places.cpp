#include "file_places.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUrl>
#include <QVariantMap>

namespace reversi::app {
namespace {

// Where volumes a person mounts appear on Unix systems (the others, /proc, /sys, /run,
// snaps' images, hold no games).
bool userVolume(const QString& root) {
#ifdef Q_OS_WIN
    (void)root;
    return true;  // C:\, D:\, …
#else
    for (const char* prefix : {"/media/", "/mnt/", "/run/media/", "/Volumes/"})
        if (root.startsWith(QLatin1String(prefix))) return true;
    return false;
#endif
}

}  // namespace

QVariantList filePlaces() {
    QVariantList places;
    QStringList seen;
    const auto add = [&](const QString& name, const QString& path) {
        const QString folder = QDir(path).absolutePath();
        if (path.isEmpty() || seen.contains(folder) || !QFileInfo(folder).isDir()) return;
        seen << folder;
        places.append(QVariantMap{{"name", name}, {"url", QUrl::fromLocalFile(folder)}});
    };
    add(QCoreApplication::translate("FilePlaces", "Home"), QDir::homePath());
    add(QCoreApplication::translate("FilePlaces", "Documents"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    add(QCoreApplication::translate("FilePlaces", "Downloads"),
        QStandardPaths::writableLocation(QStandardPaths::DownloadLocation));
    add(QCoreApplication::translate("FilePlaces", "Desktop"),
        QStandardPaths::writableLocation(QStandardPaths::DesktopLocation));
    for (const QStorageInfo& volume : QStorageInfo::mountedVolumes()) {
        if (!volume.isValid() || !volume.isReady() || !userVolume(volume.rootPath())) continue;
        const QString root = QDir::toNativeSeparators(volume.rootPath());
        const QString label = volume.displayName();
        const QString name = label.isEmpty() || label == volume.rootPath()
                                 ? root
                                 : QCoreApplication::translate("FilePlaces", "%1 (%2)", "a volume's name, its drive").arg(label, root);
        add(name, volume.rootPath());
    }
    add(QDir::toNativeSeparators(QDir::rootPath()), QDir::rootPath());  // "/", where the rest is
    return places;
}

}  // namespace reversi::app
