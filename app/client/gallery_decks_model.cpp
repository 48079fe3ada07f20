#include "gallery_decks_model.h"

#include "card_rules_text.h"
#include "card_text.h"
#include "effect_text.h"
#include "gallery_skill_text.h"

#include <algorithm>
#include <map>

namespace parley::client {

int GalleryDecksModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> GalleryDecksModel::roleNames() const {
    return {{DeckIdRole, "deckId"},
            {NameRole, "name"},
            {DescriptionRole, "description"},
            {SizeRole, "size"},
            {CardsRole, "cards"},
            {CurveRole, "curve"},
            {CurveMaxRole, "curveMax"},
            {PropertiesRole, "properties"},
            {TraitsRole, "traits"},
            {PartnersRole, "partners"},
            {SearchTextRole, "searchText"}};
}

QVariant GalleryDecksModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case DeckIdRole:
        return r.deckId;
    case DescriptionRole:
        return r.description;
    case SizeRole:
        return r.size;
    case CardsRole:
        return r.cards;
    case CurveRole:
        return r.curve;
    case CurveMaxRole:
        return r.curveMax;
    case PropertiesRole:
        return r.properties;
    case TraitsRole:
        return r.traits;
    case PartnersRole:
        return r.partners;
    case SearchTextRole:
        return r.search;
    default:
        return {};
    }
}

QVariantList GalleryDecksModel::curve(const Content& c, const std::vector<CardIndex>& cards) {
    std::map<int, int> byWeight;
    for (CardIndex card : cards)
        ++byWeight[c.cards.at(card).weight];
    QVariantList out;
    if (byWeight.empty()) return out;
    // Every weight in between too: a gap in the curve is worth seeing.
    for (int w = byWeight.begin()->first; w <= byWeight.rbegin()->first; ++w) {
        const auto it = byWeight.find(w);
        out << QVariantMap{{QStringLiteral("weight"), w},
                           {QStringLiteral("count"), it == byWeight.end() ? 0 : it->second}};
    }
    return out;
}

QVariantList GalleryDecksModel::propertyMix(const Content& c, const std::vector<CardIndex>& cards) {
    QVariantList out;
    for (std::size_t p = 0; p < kCardPropertyNames.size(); ++p) {
        const auto property = static_cast<CardProperty>(p);
        const int n = int(std::count_if(cards.begin(), cards.end(), [&](CardIndex card) {
            return c.cards.at(card).has(property);
        }));
        if (n == 0) continue;
        out << QVariantMap{
            {QStringLiteral("property"), propertyNames(propertyBit(property)).value(0)},
            {QStringLiteral("name"), EffectText::property(property)},
            {QStringLiteral("count"), n}};
    }
    return out;
}

void GalleryDecksModel::sync(const std::shared_ptr<const Content>& content, const QString& locale) {
    const Content& c = *content;
    const int before = int(rows_.size());
    const std::optional<State> describing = GallerySkillText::describingState(content);
    QVector<Row> rows;
    for (const DeckDef& d : c.decks) {
        Row r;
        r.deckId = QString::fromStdString(d.id);
        r.name = localized(d.name, locale);
        r.description = localized(d.description, locale);
        r.size = int(d.cards.size());
        // One entry per card, in the order the deck first names it, with its copies.
        std::vector<CardIndex> seen;
        for (CardIndex card : d.cards) {
            if (std::find(seen.begin(), seen.end(), card) != seen.end()) continue;
            seen.push_back(card);
            const CardDef& def = c.cards.at(card);
            r.cards << QVariantMap{
                {QStringLiteral("cardId"), QString::fromStdString(def.id)},
                {QStringLiteral("copies"), int(std::count(d.cards.begin(), d.cards.end(), card))},
                {QStringLiteral("card"), CardRulesText::summary(c, def, locale)}};
        }
        r.curve = curve(c, d.cards);
        for (const QVariant& bar : r.curve)
            r.curveMax = std::max(r.curveMax, bar.toMap().value(QStringLiteral("count")).toInt());
        r.properties = propertyMix(c, d.cards);
        for (std::uint16_t trait : d.traits)
            r.traits << GallerySkillText::entry(c, describing ? &*describing : nullptr, trait,
                                                Side::Player, locale);
        for (const NpcDef& npc : c.npcs)
            if (npc.deckId == d.id) r.partners << localized(npc.name, locale);
        r.search =
            (QStringList{r.name, r.description} + r.partners).join(QLatin1Char('\n')).toLower();
        rows.push_back(std::move(r));
    }
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (before != rows_.size()) emit countChanged();
}

int GalleryDecksModel::rowOf(const QString& deckId) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].deckId == deckId) return i;
    return -1;
}

QVariantMap GalleryDecksModel::get(int row) const {
    QVariantMap out;
    if (row < 0 || row >= rows_.size()) return out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

} // namespace parley::client
