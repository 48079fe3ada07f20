// Qt Quick Test runner for the client's screens: the QML module is linked in statically and
// imported from its resource path, as in the game.
#include <QDesktopServices>
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
    // File URLs the screens hand to the desktop (the error panel's "open in the editor") end
    // here: the tests check them through the models' signals, and no editor starts.
    void openFileUrl(const QUrl&) {}
    void applicationAvailable() {
        QDesktopServices::setUrlHandler(QStringLiteral("file"), this, "openFileUrl");
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
