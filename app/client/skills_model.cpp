#include "skills_model.h"

#include "card_text.h"
#include "skill_rules.h"

namespace parley::client {

QString SkillsModel::describe(const State& s, const SkillInst& k, const QString& locale) {
    //: Between the names of the cards a skill has noted, in its description: "Small Talk, Offer Tea"
    const std::string separator = tr(", ").toStdString();
    //: In a skill's description, where the cards it has noted would be listed, while there are none
    const std::string none = tr("none yet").toStdString();
    return QString::fromStdString(skillDescription(s, k, locale.toStdString(), separator, none));
}

int SkillsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> SkillsModel::roleNames() const {
    return {{SlotRole, "slot"},         {SkillIdRole, "skillId"},
            {NameRole, "name"},         {OwnerRole, "owner"},
            {MineRole, "mine"},         {TypeIdRole, "typeId"},
            {TypeRole, "type"},         {DescriptionRole, "description"},
            {UsesRole, "uses"},         {UsesShortRole, "usesShort"},
            {LimitedRole, "limited"},
            {UsableRole, "usable"},     {TooltipRole, "tooltip"}};
}

QVariant SkillsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return r.name;
    case SlotRole: return r.slot;
    case SkillIdRole: return r.id;
    case OwnerRole: return r.owner_;
    case MineRole: return r.owner == Side::Player;
    case TypeIdRole: return r.typeId;
    case TypeRole: return r.type;
    case DescriptionRole: return r.description;
    case UsesRole: return r.uses;
    case UsesShortRole: return r.usesShort;
    case LimitedRole: return r.limited;
    case UsableRole: return r.usable;
    case Qt::ToolTipRole:
    case TooltipRole: return r.tooltip;
    default: return {};
    }
}

QString SkillsModel::typeLabel(SkillType type) {
    switch (type) {
    case SkillType::Trigger: return tr("Reaction");
    case SkillType::ViewAs: return tr("Plays a card as another");
    case SkillType::Filter: return tr("Changes cards in hand");
    case SkillType::TargetMod: return tr("Extra plays");
    case SkillType::Prohibit: return tr("Forbids");
    case SkillType::Invalidity: return tr("Nullifies effects");
    case SkillType::MaxCards: return tr("Hand limit");
    case SkillType::Distance: return tr("Distance");
    case SkillType::AttackRange: return tr("Reach");
    }
    return {};
}

namespace {
QString usesText(const SkillDef& d, const SkillInst& k) {
    if (d.perTurn > 0 && d.perConversation > 0)
        return SkillsModel::tr("Used %1 of %2 this turn, %3 of %4 this conversation")
            .arg(k.usesThisTurn).arg(d.perTurn).arg(k.usesTotal).arg(d.perConversation);
    if (d.perTurn > 0) return SkillsModel::tr("Used %1 of %2 this turn").arg(k.usesThisTurn).arg(d.perTurn);
    if (d.perConversation > 0)
        return SkillsModel::tr("Used %1 of %2 this conversation").arg(k.usesTotal).arg(d.perConversation);
    return SkillsModel::tr("No limit");
}
} // namespace

void SkillsModel::sync(const State& s, const QString& locale, const QString& npcName) {
    QVector<Row> target;
    for (std::uint32_t i = 0; i < s.skills.size(); ++i) {
        const SkillInst& k = s.skills[i];
        const SkillDef& d = s.content().skills[k.skill];
        Row r;
        r.slot = int(i);
        r.skill = k.skill;
        r.owner = k.owner;
        r.id = QString::fromStdString(d.id);
        r.name = localized(d.name, locale);
        r.owner_ = k.owner == Side::Player ? tr("You") : npcName;
        const std::string_view t = name(d.type);
        r.typeId = QString::fromUtf8(t.data(), qsizetype(t.size()));
        r.type = typeLabel(d.type);
        r.description = describe(s, k, locale);
        r.limited = d.perTurn > 0 || d.perConversation > 0;
        r.uses = usesText(d, k);
        r.usesShort = d.perConversation > 0 ? QStringLiteral("%1/%2").arg(k.usesTotal).arg(d.perConversation)
                      : d.perTurn > 0       ? QStringLiteral("%1/%2").arg(k.usesThisTurn).arg(d.perTurn)
                                            : QString();
        r.usable = skillUsableNow(s, k);
        r.tooltip = QStringLiteral("%1 (%2) \u2014 %3\n%4\n%5")
                        .arg(r.name, r.owner_, r.type, r.description, r.uses);
        target.push_back(r);
    }
    bool same = target.size() == rows_.size();
    for (int i = 0; same && i < target.size(); ++i)
        same = target[i].skill == rows_[i].skill && target[i].owner == rows_[i].owner;
    if (!same) {
        const int before = int(rows_.size());
        const int playersBefore = playerCount();
        beginResetModel();
        rows_ = target;
        endResetModel();
        if (before != rows_.size() || playersBefore != playerCount()) emit countChanged();
        return;
    }
    for (int i = 0; i < target.size(); ++i) {
        if (target[i] == rows_[i]) continue;
        rows_[i] = target[i];
        emit dataChanged(index(i), index(i));
    }
}

void SkillsModel::clear() {
    if (rows_.isEmpty()) return;
    beginResetModel();
    rows_.clear();
    endResetModel();
    emit countChanged();
}

int SkillsModel::playerCount() const {
    return int(std::count_if(rows_.begin(), rows_.end(),
                             [](const Row& r) { return r.owner == Side::Player; }));
}

int SkillsModel::npcCount() const {
    return int(rows_.size()) - playerCount();
}

} // namespace parley::client
