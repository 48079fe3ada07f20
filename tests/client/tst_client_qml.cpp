// Qt Quick Test runner for the client's screens: the QML module is linked in statically and
// imported from its resource path, as in the game.
#include <QDir>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(Parley_ClientPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() {
        // The screens write settings; they must not touch the player's.
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QDir::tempPath() + "/parley-test-settings");
        QCoreApplication::setOrganizationName("ParleyTest");
        QSettings().clear();
        QQuickStyle::setStyle(QStringLiteral("Basic"));
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(client_qml, Setup)
#include "tst_client_qml.moc"
