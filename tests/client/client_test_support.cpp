#include "client_test_support.h"

#include <QFile>
#include <QTemporaryDir>

namespace parley::client::test {

void useScratchSettings(const char* application) {
    // A config directory of this run's own: suites running at the same time share no file.
    static QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    // The autosave (AppDataLocation) too.
    static QTemporaryDir data;
    qputenv("XDG_DATA_HOME", QFile::encodeName(data.path()));
    QCoreApplication::setOrganizationName("ParleyTest");
    QCoreApplication::setApplicationName(application);
}

} // namespace parley::client::test
