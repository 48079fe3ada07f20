#include "effects/resolve.h"

#include "modifiers/queries.h"
#include "rules/formula_vars.h"
#include "rules/mutate.h"

#include <algorithm>

namespace parley {

void resolveEffect(Ctx& c, CardIndex card, EffectSlot slot, std::uint8_t index) {
    State& s = c.s;
    const EffectDef& e = s.def(card).effectsFor(slot)[index];
    int amount = 0;
    switch (e.type) {
    case EffectType::None: break;
    case EffectType::AddComfort:
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight:
        // The ScaleBy types differ only in what their formula reads; all of them add comfort.
        amount = evalFormula(e.amount, s);
        c.emit(ev::EffectResolved{card, slot, index, e.type, amount});
        changeComfort(c, amount);
        return;
    case EffectType::DrawCards:
        amount = std::max(0, evalFormula(e.amount, s));
        c.emit(ev::EffectResolved{card, slot, index, e.type, amount});
        drawCards(c, amount);
        return;
    case EffectType::AddWeight: {
        amount = evalFormula(e.amount, s);
        c.emit(ev::EffectResolved{card, slot, index, e.type, amount});
        const int cap = weightCapacity(s);
        setWeight(c, std::clamp(s.weight + amount, 0, std::max<int>(cap, s.weight)));
        return;
    }
    case EffectType::SetAtmosphere:
        c.emit(ev::EffectResolved{card, slot, index, e.type, e.atmosphere});
        setAtmosphere(c, e.atmosphere);
        return;
    case EffectType::EndConversation:
        c.emit(ev::EffectResolved{card, slot, index, e.type, 0});
        endByEffect(c, card, slot, index, e.outcome);
        return;
    case EffectType::ComfortReset:
        c.emit(ev::EffectResolved{card, slot, index, e.type, 0});
        resetComfort(c);
        return;
    case EffectType::WeightRefresh:
        c.emit(ev::EffectResolved{card, slot, index, e.type, 0});
        setWeight(c, weightCapacity(s));
        return;
    case EffectType::FreeNextAction:
        c.emit(ev::EffectResolved{card, slot, index, e.type, 0});
        if (!s.freeNextAction) c.emit(ev::FreeActionGranted{});
        s.freeNextAction = true;
        return;
    }
}

} // namespace parley
