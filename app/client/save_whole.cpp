#include "save_whole.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace parley::client {

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(SaveWhole)
};

// Writes all of `bytes`, unbuffered: a short write (the disk filling up) returns its count and
// the next write the system's reason, where a buffered one would only say "Unknown error".
bool writeAll(QIODevice& device, const QByteArray& bytes) {
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 n = device.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) return false;
        written += n;
    }
    return true;
}

} // namespace

QString saveWhole(const QString& path, const QByteArray& bytes) {
    if (path.isEmpty()) return Words::tr("no file was named");
    // A link stays a link: its final target is what gets written, atomically beside it.
    QString target = path;
    for (int hops = 0; QFileInfo(target).isSymLink(); ++hops) {
        if (hops == 40) return Words::tr("it is a link that leads round in a circle");
        const QString next = QFileInfo(target).symLinkTarget();
        if (next.isEmpty()) break;
        target = next;
    }
    const QFileInfo info(target);
    if (info.isDir()) return Words::tr("it is a folder");
    if (info.exists() && !info.isFile()) {
        // A device or a pipe is written to as it is: a rename would put a plain file in its place.
        QFile device(target);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || !writeAll(device, bytes))
            return device.errorString();
        return {};
    }
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return file.errorString();
    if (!writeAll(file, bytes) || !file.commit()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return why;
    }
    return {};
}

bool writeWhole(const QString& path, const std::string& text, QString& error) {
    const QString why = saveWhole(path, QByteArray::fromStdString(text));
    if (why.isEmpty()) return true;
    error = Words::tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), why);
    return false;
}

} // namespace parley::client
