#include "replay_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUrl>

namespace parley::client {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(ReplayIo)
};
} // namespace

QString localPath(const QString& pathOrUrl) {
    return pathOrUrl.startsWith(QStringLiteral("file:")) ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
}

bool writeWhole(const QString& path, const std::string& text, QString& error) {
    const auto fail = [&](const QString& why) {
        error = Words::tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    // A link stays a link: its final target is what gets written, atomically beside it.
    QString target = path;
    for (int hops = 0; QFileInfo(target).isSymLink(); ++hops) {
        if (hops == 40) return fail(Words::tr("it is a link that leads round in a circle"));
        const QString next = QFileInfo(target).symLinkTarget();
        if (next.isEmpty()) break;
        target = next;
    }
    const QFileInfo info(target);
    if (info.isDir()) return fail(Words::tr("it is a folder"));
    if (info.exists() && !info.isFile()) {
        // A device or a pipe is written to as it is: a rename would put a plain file in its place.
        QFile device(target);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail(device.errorString());
        if (device.write(text.data(), qint64(text.size())) != qint64(text.size())) return fail(device.errorString());
        return true;
    }
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(why);
    }
    return true;
}

std::optional<Replay> readReplayFile(const QString& path, QStringList& problems) {
    Diagnostics diags;
    std::optional<Replay> r = loadReplay(QFile::encodeName(path).toStdString(), diags);
    for (const auto& d : diags.items())
        if (d.severity == Diagnostic::Severity::Error) problems << QString::fromStdString(d.format());
    if (!r && problems.isEmpty()) problems << Words::tr("%1 is not a replay.").arg(QDir::toNativeSeparators(path));
    return r;
}

} // namespace parley::client
