// Qt Quick Test runner for the client's screens: the QML module is linked in statically and
// imported from its resource path, as in the game.
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
        // The screens write settings; they must not touch the player's (test mode keeps them in
        // ~/.qttest).
        QStandardPaths::setTestModeEnabled(true);
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
