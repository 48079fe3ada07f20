// Qt Quick Test runner for the client's screens: the QML module is linked in statically and
// imported from its resource path, as in the game.
#include <QApplication>
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

// QUICK_TEST_MAIN_WITH_SETUP would make a QGuiApplication (Qt Quick Test makes one unless an
// application exists already), and the balance lab's charts (Qt Charts) need a QApplication: so
// this main makes one first, and the rest is what the macro does.
int main(int argc, char** argv) {
    QTEST_SET_MAIN_SOURCE_PATH
    QApplication app(argc, argv);
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "client_qml", QUICK_TEST_SOURCE_DIR, &setup);
}
#include "tst_client_qml.moc"
