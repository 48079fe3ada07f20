#pragma once
// Switches the interface language while the game runs: loads the translation, installs it, and
// has the QML engine re-evaluate every qsTr().
#include <QObject>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LanguageController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // Each: {code, name}, the name in its own language.
    Q_PROPERTY(QVariantList languages READ languages CONSTANT)

public:
    explicit LanguageController(QObject* parent = nullptr) : QObject(parent) {}

    QString language() const { return language_; }
    // Accepts "en", "de", "zh_CN"; anything else is refused and changes nothing.
    void setLanguage(const QString& code);
    QVariantList languages() const;
    static QStringList codes();

signals:
    void languageChanged();

private:
    QString language_ = QStringLiteral("en");
    QTranslator translator_;
    bool installed_ = false;
};

} // namespace parley::client
