#include "settings_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <QFile>
#include <sys/stat.h>
#endif

namespace parley::client {

namespace {

// What a path that is neither a regular file nor a directory is, for the warning.
QString oddKind(const QString& path) {
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (S_ISFIFO(st.st_mode)) return QStringLiteral("a named pipe");
        if (S_ISSOCK(st.st_mode)) return QStringLiteral("a socket");
        if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) return QStringLiteral("a device");
    }
#else
    Q_UNUSED(path);
#endif
    return QStringLiteral("a special file");
}

} // namespace

QString SettingsFile::defaultPath() {
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty()) organization = QStringLiteral("Unknown Organization");
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + '/' +
           organization + '/' + QCoreApplication::applicationName() + QStringLiteral(".conf");
}

QString SettingsFile::problem(const QString& path) {
    // QSettings takes this lock to write; opening a pipe or a directory there never returns.
    const QString lock = path + QStringLiteral(".lock");
    if (const QFileInfo info(lock); info.exists() && !info.isFile())
        return QStringLiteral("its lock file '%1' is %2, not a regular file")
            .arg(lock, info.isDir() ? QStringLiteral("a directory") : oddKind(lock));
    const QFileInfo info(path);
    if (!info.exists()) return {};
    if (!info.isFile())
        return QStringLiteral("it is %1, not a regular file")
            .arg(info.isDir() ? QStringLiteral("a directory") : oddKind(path));
    if (!info.isReadable()) return QStringLiteral("it cannot be read");
    if (info.size() > maxBytes)
        return QStringLiteral("it holds %1 bytes, more than the %2 a settings file may")
            .arg(info.size())
            .arg(maxBytes);
    return {};
}

SettingsFile::SettingsFile(const QString& path) {
    const QString why = problem(path);
    if (why.isEmpty()) {
        settings_ = std::make_unique<QSettings>(path, QSettings::IniFormat);
        return;
    }
    qWarning("parley: not reading the settings file '%s': %s; this session uses the default "
             "settings and keeps no changes",
             qPrintable(path), qPrintable(why));
    // QSettings keeps what is set in memory even if the scratch file cannot be made.
    scratch_ = std::make_unique<QTemporaryDir>();
    settings_ = std::make_unique<QSettings>(scratch_->filePath(QStringLiteral("settings.conf")),
                                            QSettings::IniFormat);
}

} // namespace parley::client
