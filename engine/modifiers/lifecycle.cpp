#include "modifiers/lifecycle.h"

namespace parley {

void installAtmosphere(State& s, std::uint16_t atm) {
    s.effects.removeBySourceType(EffectSource::Atmosphere);
    const AtmosphereDef& def = s.rules().atmospheres[atm];
    for (std::size_t i = 0; i < def.modifiers.size(); ++i) {
        const ModifierDef& m = def.modifiers[i];
        ActiveEffect e;
        e.target = m.target;
        e.op = m.op;
        e.value = static_cast<std::int16_t>(m.value);
        e.source = EffectSource::Atmosphere;
        e.sourceCard = atm; // for atmospheres: the atmosphere's index
        e.sourceIndex = static_cast<std::uint8_t>(i);
        s.effects.add(e);
    }
}

std::string effectLabel(const State& s, const ActiveEffect& e) {
    switch (e.source) {
    case EffectSource::Atmosphere: return s.rules().atmospheres[e.sourceCard].id + " atmosphere";
    case EffectSource::Rule: return "rule";
    default: return s.def(e.sourceCard).name.text;
    }
}

} // namespace parley
