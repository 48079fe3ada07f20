#include "queries/queries.h"

#include "queries/card_view.h"
#include "queries/formula_vars.h"
#include "state/held_skills.h"

#include <algorithm>

namespace parley {

namespace {

std::string signedText(int v) { return v >= 0 ? "+" + std::to_string(v) : std::to_string(v); }

// The least a number can be: a step of its own when it applies, so that the steps add up.
int floored(int value, int floor, Breakdown* why) {
    if (value >= floor) return value;
    if (why) why->add("(never below " + std::to_string(floor) + ")", "= " + std::to_string(floor), floor, StepOrigin::Floor, ModOp::Set, floor);
    return floor;
}

// Whose a derived number is, for the scopes "player" and "npc" and a skill's "source": the
// comfort is the partner's; the cards (the player's deck, the player's permanents, whose
// abilities only the player uses and pays for) and every other pool and limit are the player's.
Side numberOwner(ModTarget target, int card) {
    if (card < 0 && target == ModTarget::ComfortChange) return Side::Npc;
    return Side::Player;
}

} // namespace

// Every derived number is a query over the active-effects registry; the number's own base comes
// from the rules, and each applied effect can explain itself.
int applyModifiersInForce(const State& s, ModTarget target, int value, Breakdown* why, int card,
                          bool onTable) {
    const int base = value;
    auto accept = [&](const ActiveEffect& e) {
        if (e.trigger != EffectTrigger::Continuous) return false;
        switch (e.scope) {
        case EffectScope::Source: // the source's own numbers (an atmosphere has none)
            if (e.source == EffectSource::Atmosphere) return false;
            // A skill's source is its owner, not a card: sourceCard is the skill's index.
            if (e.source == EffectSource::Skill) {
                if (numberOwner(target, card) != e.side) return false;
            } else if (card != static_cast<int>(e.sourceCard)) {
                return false;
            }
            break;
        case EffectScope::Hand: // numbers about a card, such as its chance or weight
            if (card < 0) return false;
            break;
        case EffectScope::Table: // numbers about a card on the table: its abilities' uses and costs
            if (card < 0 || !onTable) return false;
            break;
        case EffectScope::Player:
        case EffectScope::Npc:
            if (numberOwner(target, card) !=
                (e.scope == EffectScope::Player ? Side::Player : Side::Npc))
                return false;
            break;
        case EffectScope::Global:
            break;
        }
        if (e.condition == 0) return true;
        if (card >= 0)
            if (const int known = knownCardCondition(s, e.condition, static_cast<CardIndex>(card));
                known >= 0)
                return known != 0;
        FormulaVars vars(s);
        vars.setValue(base);
        if (card >= 0) vars.setCard(&s.def(static_cast<CardIndex>(card)));
        return s.content().conditions[e.condition - 1].eval(vars) != 0;
    };
    return s.effects.combined(target, value, accept, [&](const ActiveEffect& e) { return effectLabel(s, e); }, why);
}

bool cannotFail(const State& s) { return s.rules().atmospheres[s.atmosphere].cannotFail; }

int successChance(const State& s, CardIndex card, Breakdown* why) {
    const Ruleset& rules = s.rules();
    const CardDef& def = s.def(card);
    if (cannotFail(s)) {
        if (why) {
            why->start(rules.atmospheres[s.atmosphere].id + " atmosphere (cannot fail)", StepOrigin::CannotFail, 100,
                       s.atmosphere);
            why->result = 100;
        }
        return 100;
    }
    // A filter skill may change the difficulty of a card in hand.
    const SkillInst* filter = nullptr;
    const int difficulty = cardDifficulty(s, card, &filter);
    const DifficultyDef& diff = rules.difficulties[difficulty];
    // A filter skill may make the card count as another connection type.
    const SkillInst* asType = nullptr;
    const int connection = cardConnection(s, card, &asType);
    const int held = connection >= 0 ? s.tokens[connection] : 0;
    // How many tokens count is itself a query (an aura may make a type count double).
    const int tokens =
        connection >= 0 ? std::max(0, applyModifiers(s, ModTarget::TokenCount, held, nullptr, card))
                        : 0;
    FormulaVars vars(s);
    vars.setSuccessInputs(diff.base, tokens);
    // The formula's value (up to 10^9) saturates like every derived number, so the chance's
    // explanation replays within the bound (sim/invariants.cpp checks it).
    int value = saturatedDerived(rules.successFormula.eval(vars));
    if (why) {
        if (filter) {
            // The card's own base, then the filter skill's: the explanation names the skill.
            const DifficultyDef& own = rules.difficulties[def.difficulty];
            why->start("base (" + own.id + ")", StepOrigin::Difficulty, own.base, def.difficulty);
            const SkillDef& k = s.content().skills[filter->skill];
            why->add(k.name.text + (filter->owner == Side::Player ? " (your trait)" : " (their skill)") + ": " + diff.id,
                     "= " + std::to_string(diff.base), diff.base, StepOrigin::Skill, ModOp::Set, diff.base, filter->skill)
                .side = filter->owner;
        } else {
            why->start("base (" + diff.id + ")", StepOrigin::Difficulty, diff.base, difficulty);
        }
        if (value != diff.base) {
            std::string src = rules.successFormula.text();
            if (connection >= 0)
                src = "from " + std::to_string(held) + " " + rules.tokens[connection] +
                      (tokens != held ? " counting as " + std::to_string(tokens) : "") +
                      (asType ? " (a " + rules.tokens[connection] + " card through " +
                                    s.content().skills[asType->skill].name.text + ")"
                              : "") +
                      " (" + src + ")";
            // A card without a connection type moves only by the formula's other terms: the rules.
            const bool fromTokens = connection >= 0;
            Contribution& c =
                why->add(src, signedText(value - diff.base), value,
                         fromTokens ? StepOrigin::Tokens : StepOrigin::RuleEffect, ModOp::Add,
                         value - diff.base, std::uint16_t(fromTokens ? connection : 0));
            c.held = held;
            c.counted = tokens;
        }
    }
    value = applyModifiers(s, ModTarget::SuccessChance, value, why, card);
    const int clamped = std::clamp(value, rules.successMin, rules.successMax);
    if (why) {
        if (clamped != value)
            why->add("limit " + std::to_string(rules.successMin) + ".." + std::to_string(rules.successMax),
                     "= " + std::to_string(clamped), clamped, StepOrigin::Limit, ModOp::Set, clamped);
        why->result = clamped;
    }
    return clamped;
}

namespace {
// A number that starts from the rules (`base`, named `source` in explanations), goes through the
// modifiers, and is never below `floor`.
int ruleNumber(const State& s, ModTarget target, int base, int floor, const char* source, Breakdown* why) {
    if (why) {
        if (source) why->start(source, StepOrigin::Rules, base);
        else why->start(s.rules().states[s.emotion].id + " state", StepOrigin::State, base, s.emotion);
    }
    const int v = floored(applyModifiers(s, target, base, why), floor, why);
    if (why) why->result = v;
    return v;
}
} // namespace

int weightCapacity(const State& s, Breakdown* why) {
    return ruleNumber(s, ModTarget::WeightCapacity, s.rules().states[s.emotion].weightCapacity, 0, nullptr, why);
}

int availableWeight(const State& s) { return std::min<int>(s.weight, weightCapacity(s)); }

int listenDraw(const State& s, Breakdown* why) {
    return ruleNumber(s, ModTarget::ListenDraw, s.rules().states[s.emotion].listenDraw, 0, nullptr, why);
}

int patienceCost(const State& s, ActionKind kind, Breakdown* why, bool countFreeAction) {
    const Ruleset& rules = s.rules();
    int v = kind == ActionKind::Speak   ? rules.speakPatienceCost
            : kind == ActionKind::Listen ? rules.listenPatienceCost
                                         : 0;
    if (why) why->start(kind == ActionKind::Speak ? "SPEAK" : "LISTEN", StepOrigin::Action, v, std::uint16_t(kind));
    v = floored(applyModifiers(s, ModTarget::PatienceCost, v, why), 0, why);
    if (v > 0 && kind == ActionKind::Speak && s.spokenThisAction > 0) {
        v = 0; // another card of the same SPEAK (cards per SPEAK): the SPEAK has been paid for
        if (why) why->add("same SPEAK", "= 0", 0, StepOrigin::SameSpeak);
    }
    if (v > 0 && countFreeAction && s.freeNextAction && (kind == ActionKind::Speak || kind == ActionKind::Listen)) {
        v = 0;
        if (why) why->add("free action", "= 0", 0, StepOrigin::FreeAction);
    }
    if (why) why->result = v;
    return v;
}

int handLimit(const State& s, Breakdown* why) {
    return ruleNumber(s, ModTarget::HandLimit, s.rules().handLimit, 1, "rules", why);
}

int reach(const State& s, Breakdown* why) {
    return ruleNumber(s, ModTarget::Reach, s.rules().states[s.emotion].reach, 0, nullptr, why);
}

int cardDepth(const State& s, CardIndex card, Breakdown* why) {
    const int d = s.def(card).depth;
    if (why) why->start("card depth", StepOrigin::CardValue, d);
    const int v = floored(applyModifiers(s, ModTarget::Depth, d, why, card), 0, why);
    if (why) why->result = v;
    return v;
}

int cardsPerSpeak(const State& s, Breakdown* why) {
    return ruleNumber(s, ModTarget::CardsPerSpeak, 1, 1, "rules", why);
}

int usesPerTurn(const State& s, CardIndex card, int base, Breakdown* why) {
    if (why) why->start("ability", StepOrigin::Ability, base);
    const int v = floored(applyModifiers(s, ModTarget::UsesPerTurn, base, why, card, true), 0, why);
    if (why) why->result = v;
    return v;
}

int speakWeight(const State& s, CardIndex card, Breakdown* why) {
    const int w = s.def(card).weight;
    if (why) why->start("card weight", StepOrigin::CardValue, w);
    const int v = floored(applyModifiers(s, ModTarget::WeightCost, w, why, card), 0, why);
    if (why) why->result = v;
    return v;
}

int comfortChange(const State& s, int requested, Breakdown* why) {
    if (why) why->add("effect", signedText(requested), requested, StepOrigin::Effect, ModOp::Add, requested);
    const int v = applyModifiers(s, ModTarget::ComfortChange, requested, why);
    if (why) why->result = v;
    return v;
}

std::string effectLabel(const State& s, const ActiveEffect& e) {
    switch (e.source) {
    case EffectSource::Atmosphere: return s.rules().atmospheres[e.sourceCard].id + " atmosphere";
    case EffectSource::Rule: return "rule";
    case EffectSource::Skill:
        return s.content().skills[e.sourceCard].name.text + (e.side == Side::Player ? " (your trait)" : " (their skill)");
    default: return s.def(e.sourceCard).name.text;
    }
}

} // namespace parley
