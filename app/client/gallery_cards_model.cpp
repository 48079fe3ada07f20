#include "gallery_cards_model.h"

#include "card_rules_text.h"
#include "card_text.h"

#include <algorithm>

namespace parley::client {

namespace {
int copiesIn(const std::vector<CardIndex>& cards, CardIndex card) {
    return int(std::count(cards.begin(), cards.end(), card));
}
} // namespace

int GalleryCardsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> GalleryCardsModel::roleNames() const {
    return {{CardIdRole, "cardId"},
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
            {RulesRole, "rules"},
            {SummaryRole, "summary"},
            {PropertyMaskRole, "propertyMask"},
            {ConnectionRole, "connection"},
            {ConnectionNameRole, "connectionName"},
            {DifficultyRankRole, "difficultyRank"},
            {DeckUsesRole, "deckUses"},
            {NpcUsesRole, "npcUses"},
            {DeckCopiesRole, "deckCopies"},
            {SearchTextRole, "searchText"}};
}

QVariant GalleryCardsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
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
        return !r.exhaust.isEmpty();
    case PlayableRole:
        return true; // a printed card: nothing in a conversation refuses it
    case BlockedReasonRole:
        return QString();
    case ExhaustingRole:
        return false;
    case RulesRole:
        return r.rules;
    case SummaryRole:
        return r.summary;
    case PropertyMaskRole:
        return r.propertyMask;
    case ConnectionRole:
        return r.connection;
    case ConnectionNameRole:
        return r.connectionName;
    case DifficultyRankRole:
        return r.difficultyRank;
    case DeckUsesRole:
        return r.deckUses;
    case NpcUsesRole:
        return r.npcUses;
    case DeckCopiesRole:
        return r.deckCopies;
    case SearchTextRole:
        return r.search;
    default:
        return {};
    }
}

void GalleryCardsModel::sync(const Content& c, const QString& locale) {
    const int before = int(rows_.size());
    QVector<Row> rows;
    for (const CardDef& d : c.cards) {
        if (d.synthetic) continue;
        Row r;
        r.cardId = QString::fromStdString(d.id);
        r.name = cardName(d, locale);
        r.dialogue = localized(d.dialogue, locale);
        r.weight = d.weight;
        r.weightWhy = tr("%1 as printed").arg(d.weight);
        const DifficultyDef& diff = c.ruleset.difficulties.at(d.difficulty);
        r.difficulty = difficultyName(diff.id);
        r.difficultyRank = d.difficulty;
        // In play, connection tokens and modifiers move it; printed, it is the difficulty's base.
        r.chance = std::clamp(diff.base, c.ruleset.successMin, c.ruleset.successMax);
        r.chanceWhy = tr("%1 for %2, before connection tokens and modifiers in play")
                          .arg(r.chance)
                          .arg(r.difficulty);
        r.propertyMask = d.properties;
        r.properties = propertyNames(d.properties);
        r.goal = d.isGoal();
        r.permanent = d.isPermanent();
        r.connection = d.connectionType;
        if (d.connectionType >= 0 && std::size_t(d.connectionType) < c.ruleset.tokens.size())
            r.connectionName = tokenName(c.ruleset.tokens[std::size_t(d.connectionType)]);
        else
            r.connection = -1;
        r.success = effectsText(c, d.effectsFor(EffectSlot::Success), locale);
        r.failure = effectsText(c, d.effectsFor(EffectSlot::Failure), locale);
        r.exhaust = effectsText(c, d.effectsFor(EffectSlot::Exhaust), locale);
        r.rules = CardRulesText::lines(c, d, locale);
        r.summary = CardRulesText::summary(c, d, locale);
        for (const DeckDef& deck : c.decks) {
            const int n = copiesIn(deck.cards, d.index);
            if (n == 0) continue;
            r.deckUses << QVariantMap{{QStringLiteral("deckId"), QString::fromStdString(deck.id)},
                                      {QStringLiteral("name"), localized(deck.name, locale)},
                                      {QStringLiteral("copies"), n}};
            r.deckCopies += n;
        }
        for (const NpcDef& npc : c.npcs) {
            const int n = copiesIn(npc.deck, d.index);
            if (n == 0) continue;
            r.npcUses << QVariantMap{{QStringLiteral("npcId"), QString::fromStdString(npc.id)},
                                     {QStringLiteral("name"), localized(npc.name, locale)},
                                     {QStringLiteral("copies"), n}};
        }
        QStringList words{r.name, r.success, r.failure, r.exhaust};
        for (const QVariant& l : r.rules) {
            const QVariantMap m = l.toMap();
            words << m.value(QStringLiteral("title")).toString()
                  << m.value(QStringLiteral("text")).toString();
        }
        r.search = words.join(QLatin1Char('\n')).toLower();
        rows.push_back(std::move(r));
    }
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (before != rows_.size()) emit countChanged();
}

int GalleryCardsModel::rowOf(const QString& cardId) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].cardId == cardId) return i;
    return -1;
}

QVariantMap GalleryCardsModel::rowMap(int row) const {
    QVariantMap out;
    if (row < 0 || row >= rows_.size()) return out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

} // namespace parley::client
