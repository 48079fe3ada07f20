#include "replay_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

namespace parley::client {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(ReplayIo)
};
// An autosave bigger than this is not ours: a conversation of thousands of actions is a few MB.
constexpr qint64 kAutosaveLimit = 64 * 1024 * 1024;
} // namespace

QString localPath(const QString& pathOrUrl) {
    return pathOrUrl.startsWith(QStringLiteral("file:")) ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
}

bool writeWhole(const QString& path, const std::string& text, QString& error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = Words::tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        error = Words::tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        file.cancelWriting();
        return false;
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

QString Autosave::path() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.parley-replay.json");
}

bool Autosave::save(const History& h, QString& error) {
    QDir().mkpath(QFileInfo(path()).absolutePath());
    return writeWhole(path(), writeReplay(h), error);
}

std::optional<Replay> Autosave::load(Wording& problem) {
    problem = {};
    const QFileInfo info(path());
    if (!info.exists()) return std::nullopt;
    std::optional<Replay> r;
    QStringList problems;
    // Only a plain file of a sane size is read: a pipe or a directory in its place is not ours.
    if (info.isFile() && info.size() <= kAutosaveLimit) r = readReplayFile(path(), problems);
    if (r) return r;
    problem = [kept = QDir::toNativeSeparators(path() + QStringLiteral(".unreadable"))] {
        return Words::tr("The conversation saved last time could not be read, so it is not offered. It was "
                         "kept as %1.")
            .arg(kept);
    };
    QFile::remove(path() + QStringLiteral(".unreadable"));
    if (!QFile::rename(path(), path() + QStringLiteral(".unreadable"))) QFile::remove(path());
    return std::nullopt;
}

void Autosave::remove() {
    QFile::remove(path());
}

} // namespace parley::client
