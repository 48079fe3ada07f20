#include "client_test_support.h"

namespace parley::client::test {

void useScratchSettings(const char* application) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, QDir::tempPath() + "/parley-test-settings");
    QCoreApplication::setOrganizationName("ParleyTest");
    QCoreApplication::setApplicationName(application);
    QSettings().clear();
}

} // namespace parley::client::test
