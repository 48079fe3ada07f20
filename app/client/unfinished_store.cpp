#include "unfinished_store.h"

#include "replay_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

namespace parley::client {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(UnfinishedStore)
};
// A file bigger than this is not ours: a conversation of thousands of actions is a few MB.
constexpr qint64 kFileLimit = 64 * 1024 * 1024;
const QString kSuffix = QStringLiteral(".parley-replay.json");

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// Moves `path` into the set-aside folder under its own name. Only a file set aside before under
// the same name is ever replaced (the earlier versions' single autosave, say), and `replaced`
// says so.
bool setAside(const QString& path, QString& kept, bool& replaced) {
    QDir().mkpath(UnfinishedStore::setAsideFolder());
    kept = UnfinishedStore::setAsideFolder() + QLatin1Char('/') + QFileInfo(path).fileName();
    replaced = QFileInfo::exists(kept);
    if (replaced && !QFile::remove(kept)) return false;
    return QFile::rename(path, kept);
}
} // namespace

QString UnfinishedStore::folder() {
    return dataFolder() + QStringLiteral("/unfinished");
}

QString UnfinishedStore::earlierAutosavePath() {
    return dataFolder() + QStringLiteral("/autosave") + kSuffix;
}

QString UnfinishedStore::setAsideFolder() {
    return dataFolder() + QStringLiteral("/set-aside");
}

std::vector<UnfinishedStore::Entry> UnfinishedStore::list(Wording& problem) {
    problem = {};
    QFileInfoList files =
        QDir(folder()).entryInfoList({QStringLiteral("*") + kSuffix}, QDir::Files | QDir::Hidden);
    const QFileInfo earlier(earlierAutosavePath());
    if (earlier.exists()) files << earlier;
    std::sort(files.begin(), files.end(), [](const QFileInfo& a, const QFileInfo& b) {
        return a.lastModified() > b.lastModified();
    });
    std::vector<Entry> entries;
    QStringList kept, replaced, stuck;
    for (const QFileInfo& info : files) {
        if (int(entries.size()) >= kListed) break;
        // Only a plain file of a sane size is read (a link to one too: saves write through it):
        // a pipe, a folder or a device in its place is not ours, and reading a pipe would wait
        // for ever. It is left where it is.
        if (!info.isFile()) continue;
        std::optional<Replay> r;
        QStringList problems;
        if (info.size() <= kFileLimit) r = readReplayFile(info.filePath(), problems);
        if (r) {
            entries.push_back({info.filePath(), info.lastModified(), std::move(*r)});
            continue;
        }
        QString to;
        bool wasThere = false;
        if (setAside(info.filePath(), to, wasThere)) {
            kept << QDir::toNativeSeparators(to);
            if (wasThere) replaced << QDir::toNativeSeparators(to);
        } else {
            stuck << QDir::toNativeSeparators(info.filePath());
        }
    }
    if (!kept.isEmpty() || !stuck.isEmpty()) {
        problem = [kept, replaced, stuck] {
            QStringList t;
            if (kept.size() == 1)
                t << Words::tr("A conversation saved earlier could not be read, so it is not "
                               "offered. It was kept as %1.")
                         .arg(kept.front());
            else if (kept.size() > 1)
                t << Words::tr("%1 conversations saved earlier could not be read, so they are not "
                               "offered. They were "
                               "kept as %2.")
                         .arg(kept.size())
                         .arg(kept.join(QStringLiteral(", ")));
            for (const QString& r : replaced)
                t << Words::tr("%1 replaces the file of that name set aside before.").arg(r);
            for (const QString& s : stuck)
                t << Words::tr("%1 could not be read nor set aside; it was left where it is.")
                         .arg(s);
            return t.join(QLatin1Char(' '));
        };
    }
    return entries;
}

QString UnfinishedStore::newPath() {
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    for (int n = 1;; ++n) {
        const QString path = folder() + QLatin1Char('/') + stamp +
                             (n > 1 ? QStringLiteral("-%1").arg(n) : QString()) + kSuffix;
        if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) return path;
    }
}

bool UnfinishedStore::save(const QString& path, const History& h, QString& error) {
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        error = Words::tr("the folder %1 cannot be made")
                    .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    return writeWhole(path, writeReplay(h), error);
}

bool UnfinishedStore::remove(const QString& path) {
    return !QFileInfo::exists(path) || QFile::remove(path);
}

} // namespace parley::client
