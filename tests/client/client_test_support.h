#pragma once
// Helpers shared by the client's Qt Test suites.
#include "ai/policy.h"
#include "content/describe.h"
#include "content/loader.h"
#include "queries/queries.h"
#include "rules/setup.h"

#include "card_text.h"
#include "effect_text.h"
#include "game_controller.h"
#include "language_controller.h"
#include "launch_options.h"
#include "settings_controller.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QWindow>

namespace parley::client::test {
using namespace parley;
using namespace parley::client;

inline QString fixture(const char* name) {
    return QStringLiteral(PARLEY_CLIENT_FIXTURES "/") + name;
}
inline QString scenario(const char* rel) {
    return QStringLiteral(PARLEY_SOURCE_DIR "/tests/scenarios/") + rel;
}

inline int rowOfCard(const HandModel& hand, const QString& id) {
    for (int i = 0; i < hand.rowCount(); ++i)
        if (hand.data(hand.index(i), HandModel::CardIdRole).toString() == id) return i;
    return -1;
}

inline QStringList previewNames(const PreviewModel& p) {
    QStringList names;
    for (int i = 0; i < p.rowCount(); ++i)
        names << p.data(p.index(i), PreviewModel::NameRole).toString();
    return names;
}

inline int rowOfSkill(const SkillsModel& skills, const QString& id) {
    for (int i = 0; i < skills.rowCount(); ++i)
        if (skills.data(skills.index(i), SkillsModel::SkillIdRole).toString() == id) return i;
    return -1;
}

inline QString skillData(const SkillsModel& skills, const QString& id, int role) {
    const int row = rowOfSkill(skills, id);
    return row < 0 ? QString() : skills.data(skills.index(row), role).toString();
}

inline QStringList optionIds(const DecisionController& d) {
    QStringList ids;
    for (const QVariant& o : d.options())
        ids << o.toMap().value("id").toString();
    return ids;
}

// Attaches a model tester to every model of `game`, so each later change is checked too.
inline void testModels(GameController& game,
                std::vector<std::unique_ptr<QAbstractItemModelTester>>& testers) {
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             game.hand(), game.table(), game.log(), game.speakPreview(), game.listenPreview(),
             game.npcs(), game.decks(), game.explanations(), game.skills(), game.skillPreview()})
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            m, QAbstractItemModelTester::FailureReportingMode::QtTest));
}


// Settings and the autosave go to a scratch place, never the player's, and start empty. Call it before anything
// reads settings: QSettings fixes its paths on first use.
void useScratchSettings(const char* application);

} // namespace parley::client::test
