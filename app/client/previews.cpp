#include "previews.h"

#include "card_text.h"
#include "modifiers/queries.h"
#include "skills/card_view.h"

namespace parley::client {

namespace {

// The cards in hand with `property`, except `skip`, in hand order: the ones the action exhausts
// (DESIGN.md: decided when the action is chosen, exactly what the preview shows).
std::vector<ExhaustingCard> exhaustingCards(const State& s, CardProperty property, Uid skip) {
    std::vector<ExhaustingCard> out;
    for (const CardInst& ci : s.hand()) {
        const CardDef& d = s.def(ci.card);
        // As the rules see the card now: filter skills may add or remove properties in hand.
        const PropertySet props = cardProperties(s, ci.card);
        if (ci.uid == skip || !(props & propertyBit(property))) continue;
        const PropertySet goal = propertyBit(CardProperty::Fleeting) | propertyBit(CardProperty::Opportunity);
        out.push_back({ci.uid, ci.card, (props & goal) == goal, endsConversation(d.effectsFor(EffectSlot::Exhaust))});
    }
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
    p.exhausting = exhaustingCards(s, CardProperty::Fleeting, p.hasCard ? selected : Uid(0));
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

} // namespace parley::client
