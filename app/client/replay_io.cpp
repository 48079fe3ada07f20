#include "replay_io.h"

#include "file_names.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

std::optional<Replay> readReplayFile(const QString& path, QStringList& problems) {
    Diagnostics diags;
    std::optional<Replay> r = loadReplay(nativePath(path), diags);
    for (const auto& d : diags.items())
        if (d.severity == Diagnostic::Severity::Error) problems << QString::fromStdString(d.format());
    if (!r && problems.isEmpty()) problems << Words::tr("%1 is not a replay.").arg(QDir::toNativeSeparators(path));
    return r;
}

} // namespace parley::client
