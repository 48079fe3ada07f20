#pragma once
// The held skills (seed 003) as a list model: one row per skill either side holds, in the
// engine's order (State::skills): the NPC's personality and the player's traits, each with its
// live description (marks filled in) and how much of its limit is used.
#include "state/state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class SkillsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Skills belong to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY countChanged)
    Q_PROPERTY(int npcCount READ npcCount NOTIFY countChanged)

public:
    enum Role {
        SlotRole = Qt::UserRole + 1, // index into State::skills (Action::useSkill's slot)
        SkillIdRole,
        NameRole,
        OwnerRole,       // "You" or the NPC's name, translated
        MineRole,        // held by the player
        TypeIdRole,      // the engine's type name: trigger, viewAs, ...
        TypeRole,        // the type, translated
        DescriptionRole, // live: marks filled in
        UsesRole,        // "Used 1 of 3 this conversation", or "No limit"
        UsesShortRole,   // "1/3" (the conversation's limit first), or "" without a limit
        LimitedRole,     // it has a limit at all
        UsableRole,      // within its limits now
        TooltipRole,     // everything above, for a tooltip
    };
    Q_ENUM(Role)

    explicit SkillsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    // A held skill's live description in the player's language: marks and uses filled in, and
    // "{record}" as the list of the cards it has noted.
    static QString describe(const State& s, const SkillInst& k, const QString& locale);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Brings the rows in line with the state's held skills. The same skills as before: the rows
    // that changed get dataChanged; skills gained or lost: a reset.
    void sync(const State& s, const QString& locale, const QString& npcName);
    void clear();
    int playerCount() const;
    int npcCount() const;

    // The translated label of a skill type (the engine's name, e.g. "viewAs").
    static QString typeLabel(SkillType type);

signals:
    void countChanged();

private:
    struct Row {
        int slot = 0;
        std::uint16_t skill = 0;
        Side owner = Side::Player;
        QString id, name, owner_, typeId, type, description, uses, usesShort, tooltip;
        bool limited = false, usable = true;
        bool operator==(const Row&) const = default;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
