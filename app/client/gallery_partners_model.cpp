#include "gallery_partners_model.h"

#include "card_text.h"
#include "gallery_skill_text.h"
#include "portrait_svg.h"

namespace parley::client {

int GalleryPartnersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> GalleryPartnersModel::roleNames() const {
    return {{NpcIdRole, "npcId"},
            {NameRole, "name"},
            {DescriptionRole, "description"},
            {PortraitRole, "portrait"},
            {StartStateRole, "startState"},
            {PatienceRole, "patience"},
            {DeckIdRole, "deckId"},
            {DeckNameRole, "deckName"},
            {DeckSizeRole, "deckSize"},
            {SkillsRole, "skills"},
            {SearchTextRole, "searchText"},
            {StartStateRankRole, "startStateRank"},
            {SkillCountRole, "skillCount"}};
}

QVariant GalleryPartnersModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case NpcIdRole:
        return r.npcId;
    case DescriptionRole:
        return r.description;
    case PortraitRole:
        return r.portrait;
    case StartStateRole:
        return r.startState;
    case PatienceRole:
        return r.patience;
    case DeckIdRole:
        return r.deckId;
    case DeckNameRole:
        return r.deckName;
    case DeckSizeRole:
        return r.deckSize;
    case SkillsRole:
        return r.skills;
    case SearchTextRole:
        return r.search;
    case StartStateRankRole:
        return r.startStateRank;
    case SkillCountRole:
        return int(r.skills.size());
    default:
        return {};
    }
}

void GalleryPartnersModel::sync(const std::shared_ptr<const Content>& content,
                                const QString& locale) {
    const Content& c = *content;
    const int before = int(rows_.size());
    const std::optional<State> describing = GallerySkillText::describingState(content);
    QVector<Row> rows;
    for (const NpcDef& n : c.npcs) {
        Row r;
        r.npcId = QString::fromStdString(n.id);
        r.name = localized(n.name, locale);
        r.description = localized(n.description, locale);
        const std::size_t state = n.initialState;
        r.startState = localized(c.ruleset.states.at(state).name, locale);
        r.startStateRank = int(state);
        const std::string& file = n.portraitFor(state);
        r.portrait = file.empty() ? QString() : portraitFile(QString::fromStdString(file));
        if (r.portrait.isEmpty())
            r.portrait = portraitSvg(r.npcId, int(state), int(c.ruleset.states.size()));
        r.patience = n.patience;
        r.deckSize = int(n.deck.size());
        r.deckId = QString::fromStdString(n.deckId);
        if (const DeckDef* d = c.findDeck(n.deckId)) r.deckName = localized(d->name, locale);
        QStringList words{r.name, r.description};
        for (std::uint16_t skill : n.skills) {
            const QVariantMap e = GallerySkillText::entry(c, describing ? &*describing : nullptr,
                                                          skill, Side::Npc, locale);
            words << e.value(QStringLiteral("name")).toString()
                  << e.value(QStringLiteral("description")).toString();
            r.skills << e;
        }
        r.search = words.join(QLatin1Char('\n')).toLower();
        rows.push_back(std::move(r));
    }
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (before != rows_.size()) emit countChanged();
}

int GalleryPartnersModel::rowOf(const QString& npcId) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].npcId == npcId) return i;
    return -1;
}

QVariantMap GalleryPartnersModel::get(int row) const {
    QVariantMap out;
    if (row < 0 || row >= rows_.size()) return out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

} // namespace parley::client
