#include "previews.h"

#include "card_text.h"
#include "queries/card_view.h"
#include "queries/queries.h"
#include "skill_rules.h"

namespace parley::client {

namespace {

ExhaustingCard exhaustingCard(const State& s, const CardInst& ci) {
    // As the rules see the card now: filter skills may add or remove properties in hand.
    const PropertySet props = cardProperties(s, ci.card);
    const PropertySet goal = propertyBit(CardProperty::Fleeting) | propertyBit(CardProperty::Opportunity);
    return {ci.uid, ci.card, (props & goal) == goal,
            endsConversation(s.def(ci.card).effectsFor(EffectSlot::Exhaust))};
}

// The cards in hand with `property`, except `skip`, in hand order: the ones LISTEN exhausts.
std::vector<ExhaustingCard> exhaustingCards(const State& s, CardProperty property, Uid skip) {
    std::vector<ExhaustingCard> out;
    for (const CardInst& ci : s.hand())
        if (ci.uid != skip && cardHas(s, ci.card, property)) out.push_back(exhaustingCard(s, ci));
    return out;
}

// What a SPEAK of `played` exhausts: the engine's own snapshot (DESIGN.md: decided when the
// action is chosen, exactly what the preview shows).
std::vector<ExhaustingCard> speakExhausting(const State& s, Uid played) {
    std::vector<ExhaustingCard> out;
    for (const Uid uid : speakExhausts(s, played))
        for (const CardInst& ci : s.hand())
            if (ci.uid == uid) out.push_back(exhaustingCard(s, ci));
    return out;
}

} // namespace

std::string refusal(const State& s, const Action& a) {
    State copy = s;
    const ApplyResult r = copy.apply(a);
    return r.ok() ? std::string() : r.message;
}

SpeakPreview previewSpeak(const State& s, Uid selected) {
    SpeakPreview p;
    Zone z;
    std::uint32_t pos = 0;
    if (selected != 0 && s.locate(selected, z, pos) && z == Zone::Hand) {
        p.hasCard = true;
        p.uid = selected;
        p.card = s.hand()[pos].card;
        p.weight = speakWeight(s, p.card, &p.weightWhy);
        p.whyNot = refusal(s, Action::speak(selected, Roll::Success));
        p.legal = p.whyNot.empty();
    }
    p.patience = patienceCost(s, ActionKind::Speak, &p.patienceWhy);
    p.exhausting = speakExhausting(s, p.hasCard ? selected : Uid(0));
    return p;
}

ListenPreview previewListen(const State& s) {
    ListenPreview p;
    p.draw = listenDraw(s, &p.drawWhy);
    p.capacity = weightCapacity(s, &p.capacityWhy);
    p.patience = patienceCost(s, ActionKind::Listen, &p.patienceWhy);
    p.deck = static_cast<int>(s.deck().size());
    p.legal = refusal(s, Action::listen()).empty();
    p.exhausting = exhaustingCards(s, CardProperty::Opportunity, 0);
    return p;
}

SpeakPreview previewSkillPlay(const State& s, int slot, Uid uid) {
    SpeakPreview p;
    if (slot < 0 || slot >= int(s.skills.size())) return p;
    const SkillDef& d = s.content().skills[s.skills[std::uint32_t(slot)].skill];
    if (d.type != SkillType::ViewAs || d.asCard < 0) return p;
    p.skillSlot = slot;
    p.hasCard = true;
    p.uid = uid;
    p.card = static_cast<CardIndex>(d.asCard);
    Zone z;
    std::uint32_t pos = 0;
    if (uid != 0 && s.locate(uid, z, pos) && z == Zone::Hand) {
        p.hasSource = true;
        p.source = s.hand()[pos].card;
    }
    // The converted card pays its own weight, as the rules see it.
    p.weight = speakWeight(s, p.card, &p.weightWhy);
    p.whyNot = refusal(s, Action::useSkill(static_cast<std::uint8_t>(slot), uid, Roll::Success));
    p.legal = p.whyNot.empty();
    p.patience = patienceCost(s, ActionKind::Speak, &p.patienceWhy);
    p.exhausting = speakExhausting(s, uid);
    return p;
}

} // namespace parley::client
