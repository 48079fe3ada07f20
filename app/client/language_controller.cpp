#include "language_controller.h"

#include <QCoreApplication>
#include <QQmlEngine>

namespace parley::client {

QStringList LanguageController::codes() {
    return {"en", "de", "zh_CN"};
}

QVariantList LanguageController::languages() const {
    return {QVariantMap{{"code", "en"}, {"name", "English"}},
            QVariantMap{{"code", "de"}, {"name", "Deutsch"}},
            QVariantMap{{"code", "zh_CN"}, {"name", QString::fromUtf8("简体中文")}}};
}

void LanguageController::setLanguage(const QString& code) {
    // English starts as the language without its file: the first call loads it (its plural
    // forms, "1 action" and "2 actions", are only there).
    if ((code == language_ && installed_) || !codes().contains(code)) return;
    if (installed_) {
        QCoreApplication::removeTranslator(&translator_);
        installed_ = false;
    }
    // English is the source language, but it has its own file too so that wording can be fixed
    // without touching the code.
    if (translator_.load(QStringLiteral(":/i18n/parley_%1.qm").arg(code)))
        installed_ = QCoreApplication::installTranslator(&translator_);
    const bool changed = code != language_;
    language_ = code;
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    if (changed) emit languageChanged();
}

} // namespace parley::client
