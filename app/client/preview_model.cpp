#include "preview_model.h"

#include "breakdown_text.h"
#include "card_text.h"
#include "refusal_text.h"

namespace parley::client {

int PreviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> PreviewModel::roleNames() const {
    return {{NameRole, "name"}, {EffectRole, "effect"}, {UidRole, "uid"}};
}

QVariant PreviewModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case EffectRole:
        return r.effect;
    case UidRole:
        return int(r.uid);
    default:
        return {};
    }
}

void PreviewModel::setExhausting(const State& s, const std::vector<ExhaustingCard>& cards,
                                 const QString& locale) {
    beginResetModel();
    rows_.clear();
    goals_.clear();
    goalEnds_ = false;
    for (const ExhaustingCard& c : cards) {
        const CardDef& d = s.def(c.card);
        if (c.goal) {
            goals_ << client::cardName(d, locale);
            goalEnds_ = goalEnds_ || c.endsConversation;
        } else {
            rows_.push_back({client::cardName(d, locale),
                             effectsText(s.content(), d.effectsFor(EffectSlot::Exhaust), locale), c.uid});
        }
    }
    endResetModel();
}

void PreviewModel::show(const State& s, const SpeakPreview& p, const QString& locale) {
    setExhausting(s, p.exhausting, locale);
    hasCard_ = p.hasCard;
    cardName_ = p.hasCard ? client::cardName(s.def(p.card), locale) : QString();
    skillName_ = p.skillSlot >= 0 && p.skillSlot < int(s.skills.size())
                     ? localized(s.content().skills[s.skills[std::uint32_t(p.skillSlot)].skill].name, locale)
                     : QString();
    sourceName_ = p.hasSource ? client::cardName(s.def(p.source), locale) : QString();
    weight_ = p.weight;
    weightWhy_ = BreakdownText::text(s, p.weightWhy, locale);
    reason_ = p.legal || !p.hasCard ? QString()
                                    : RefusalText::of(s,
                                                      p.skillSlot >= 0 ? Action::useSkill(std::uint8_t(p.skillSlot), p.uid)
                                                                       : Action::speak(p.uid),
                                                      locale);
    legal_ = p.legal;
    patience_ = p.patience;
    patienceWhy_ = BreakdownText::text(s, p.patienceWhy, locale);
    lastAction_ = !s.ended() && s.patience - p.patience <= 0;
    emit changed();
}

void PreviewModel::show(const State& s, const ListenPreview& p, const QString& locale) {
    setExhausting(s, p.exhausting, locale);
    draw_ = p.draw;
    drawWhy_ = BreakdownText::text(s, p.drawWhy, locale);
    capacity_ = p.capacity;
    capacityWhy_ = BreakdownText::text(s, p.capacityWhy, locale);
    patience_ = p.patience;
    patienceWhy_ = BreakdownText::text(s, p.patienceWhy, locale);
    deckCount_ = p.deck;
    legal_ = p.legal;
    lastAction_ = !s.ended() && s.patience - p.patience <= 0;
    emit changed();
}

void PreviewModel::clear() {
    beginResetModel();
    rows_.clear();
    goals_.clear();
    endResetModel();
    legal_ = hasCard_ = goalEnds_ = lastAction_ = false;
    cardName_.clear();
    skillName_.clear();
    sourceName_.clear();
    reason_.clear();
    emit changed();
}

} // namespace parley::client
