#include "hand_model.h"

#include "breakdown_text.h"
#include "card_rules_text.h"
#include "card_text.h"
#include "previews.h"
#include "queries/card_view.h"
#include "queries/queries.h"
#include "refusal_text.h"

namespace parley::client {

int HandModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> HandModel::roleNames() const {
    return {{UidRole, "uid"},
            {CardIdRole, "cardId"},
            {NameRole, "name"},
            {DialogueRole, "dialogue"},
            {WeightRole, "weight"},
            {WeightWhyRole, "weightWhy"},
            {DifficultyRole, "difficulty"},
            {ChanceRole, "chance"},
            {ChanceWhyRole, "chanceWhy"},
            {FailureChanceRole, "failureChance"},
            {PropertiesRole, "badges"},
            {GoalRole, "goal"},
            {PermanentRole, "permanent"},
            {SuccessTextRole, "successText"},
            {FailureTextRole, "failureText"},
            {ExhaustTextRole, "exhaustText"},
            {HasExhaustRole, "hasExhaust"},
            {PlayableRole, "playable"},
            {BlockedReasonRole, "blockedReason"},
            {ExhaustingRole, "exhausting"},
            {RulesRole, "rules"}};
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case UidRole:
        return int(r.uid);
    case CardIdRole:
        return r.cardId;
    case DialogueRole:
        return r.dialogue;
    case WeightRole:
        return r.weight;
    case WeightWhyRole:
        return r.weightWhy;
    case DifficultyRole:
        return r.difficulty;
    case ChanceRole:
        return r.chance;
    case ChanceWhyRole:
        return r.chanceWhy;
    case FailureChanceRole:
        // The roll fails on what the success chance leaves (0 when the card cannot fail).
        return 100 - r.chance;
    case PropertiesRole:
        return r.properties;
    case GoalRole:
        return r.goal;
    case PermanentRole:
        return r.permanent;
    case SuccessTextRole:
        return r.success;
    case FailureTextRole:
        return r.failure;
    case ExhaustTextRole:
        return r.exhaust;
    case HasExhaustRole:
        return r.hasExhaust;
    case PlayableRole:
        return r.playable;
    case BlockedReasonRole:
        return r.blocked;
    case ExhaustingRole:
        return r.exhausting;
    case RulesRole:
        return r.rules;
    default:
        return {};
    }
}

HandModel::Row HandModel::makeRow(const State& s, const CardInst& ci, const QString& locale) {
    const CardDef& d = s.def(ci.card);
    Row r;
    r.uid = ci.uid;
    r.cardId = QString::fromStdString(d.id);
    r.name = cardName(d, locale);
    r.dialogue = localized(d.dialogue, locale);
    Breakdown weightWhy, chanceWhy;
    r.weight = speakWeight(s, ci.card, &weightWhy);
    r.chance = successChance(s, ci.card, &chanceWhy);
    r.weightWhy = BreakdownText::text(s, weightWhy, locale);
    r.chanceWhy = BreakdownText::text(s, chanceWhy, locale);
    // Properties and difficulty as the rules see them now (filter skills change them in hand).
    const PropertySet props = cardProperties(s, ci.card);
    const PropertySet goal = propertyBit(CardProperty::Fleeting) | propertyBit(CardProperty::Opportunity);
    r.difficulty = difficultyName(s.rules().difficulties.at(cardDifficulty(s, ci.card)).id);
    r.properties = propertyNames(props);
    r.goal = (props & goal) == goal;
    r.permanent = d.isPermanent();
    r.success = effectsText(s.content(), d.effectsFor(EffectSlot::Success), locale);
    r.failure = effectsText(s.content(), d.effectsFor(EffectSlot::Failure), locale);
    r.exhaust = effectsText(s.content(), d.effectsFor(EffectSlot::Exhaust), locale);
    r.hasExhaust = !r.exhaust.isEmpty();
    r.rules = CardRulesText::lines(s.content(), d, locale);
    r.blocked = RefusalText::of(s, Action::speak(ci.uid), locale);
    r.playable = r.blocked.isEmpty();
    return r;
}

void HandModel::sync(const State& s, const QString& locale, const QVector<Uid>& exhausted) {
    const int before = int(rows_.size());
    QVector<Row> target;
    for (const CardInst& ci : s.hand())
        target.push_back(makeRow(s, ci, locale));

    // Remove the rows whose card left the hand (from the back, so rows keep their places).
    for (int i = int(rows_.size()) - 1; i >= 0; --i) {
        const Uid uid = rows_[i].uid;
        const bool kept =
            std::any_of(target.begin(), target.end(), [uid](const Row& r) { return r.uid == uid; });
        if (kept) continue;
        if (exhausted.contains(uid)) {
            rows_[i].exhausting = true;
            emit dataChanged(index(i), index(i), {ExhaustingRole});
        }
        beginRemoveRows({}, i, i);
        rows_.removeAt(i);
        endRemoveRows();
    }
    // The survivors keep their order in the engine's hand; if not, start over.
    QVector<Uid> survivors;
    for (const Row& r : target)
        if (rowOf(r.uid) >= 0) survivors.push_back(r.uid);
    bool sameOrder = survivors.size() == rows_.size();
    for (int i = 0; sameOrder && i < survivors.size(); ++i)
        sameOrder = rows_[i].uid == survivors[i];
    if (!sameOrder) {
        beginResetModel();
        rows_ = target;
        endResetModel();
    } else {
        // Insert the new cards where the engine has them.
        for (int i = 0; i < target.size(); ++i) {
            if (i < rows_.size() && rows_[i].uid == target[i].uid) {
                rows_[i] = target[i];
                continue;
            }
            beginInsertRows({}, i, i);
            rows_.insert(i, target[i]);
            endInsertRows();
        }
        if (!rows_.isEmpty()) emit dataChanged(index(0), index(int(rows_.size()) - 1));
    }
    if (before != rows_.size()) emit countChanged();
}

Uid HandModel::uidAt(int row) const {
    return row >= 0 && row < rows_.size() ? rows_[row].uid : Uid(0);
}

int HandModel::rowOf(Uid uid) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].uid == uid) return i;
    return -1;
}

} // namespace parley::client
