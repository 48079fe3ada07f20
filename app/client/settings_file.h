#pragma once
// The file behind the player's settings, opened only when it is safe to: QSettings reads its file
// as soon as it is constructed, and a named pipe there (or in place of the lock file it takes to
// write) would block the game forever. When the file must not be used, this session keeps its
// settings in a scratch file that is thrown away, and says so once on stderr.
#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace parley::client {

class SettingsFile {
public:
    // Larger than any settings file the game writes by orders of magnitude.
    static constexpr qint64 maxBytes = 1 << 20;

    explicit SettingsFile(const QString& path = defaultPath());

    // The file QSettings itself uses for the application's user settings on Linux
    // (<config>/<organization>/<application>.conf): it could only tell by reading it.
    static QString defaultPath();
    // Why `path` must not be used as a settings file; empty when it may (a missing file may).
    static QString problem(const QString& path);

    QSettings& settings() { return *settings_; }
    const QSettings& settings() const { return *settings_; }

private:
    std::unique_ptr<QTemporaryDir> scratch_;
    std::unique_ptr<QSettings> settings_;
};

} // namespace parley::client
