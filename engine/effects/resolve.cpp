#include "effects/resolve.h"

#include "changes/mutate.h"
#include "changes/zones.h"
#include "effects/pipeline.h"
#include "modifiers/lifecycle.h"
#include "queries/formula_vars.h"
#include "queries/queries.h"
#include "queries/targets.h"
#include "skills/skills.h"

#include <algorithm>

namespace parley {

namespace {

// The rest of this effect list, when there is a rest, is at the top of the stack; a cost that
// cannot be paid drops it.
void fizzle(Ctx& c, const Task& frame) {
    State& s = c.s;
    c.emit(ev::EffectFizzled{frame.effect.card, frame.effect.list, frame.effect.index});
    const std::size_t size = s.content().effectList(frame.effect.card, frame.effect.list).size();
    if (leavesRest(frame.effect, size) && !s.tasks.empty() &&
        s.tasks.back().kind == TaskKind::ResolveEffects &&
        s.tasks.back().uid == frame.uid && s.tasks.back().effect.list == frame.effect.list &&
        s.tasks.back().effect.card == frame.effect.card)
        s.tasks.pop_back();
}

void askForCards(Ctx& c, const Task& frame, int min, int max, std::size_t candidates) {
    c.s.decision = {DecisionPurpose::EffectChoice,
                    DecisionKind::ChooseCards,
                    static_cast<std::uint8_t>(min),
                    static_cast<std::uint8_t>(max),
                    frame.uid,
                    frame.effect.card,
                    frame.effect.list,
                    frame.effect.index};
    c.s.decision.options = PendingDecisionData::counted(candidates);
    c.emit(ev::DecisionRequested{DecisionKind::ChooseCards});
}

// Whose pile a pile effect means: the skill it names, or its own skill.
int pileOf(const Task& frame, const EffectDef& e) {
    if (e.skill >= 0) return e.skill;
    return frame.effect.list.isSkill() ? frame.effect.card : -1;
}

// Effects that act on picked cards: they pick automatically when there is nothing to choose.
void resolvePicking(Ctx& c, const Task& frame, const EffectDef& e) {
    const State& s = c.s;
    const UidList cands = effectCandidates(s, e, frame.uid, pileOf(frame, e));
    const int n = static_cast<int>(cands.size());
    if (e.amountIsChoice) {
        if (n == 0) return;
        askForCards(c, frame, 0, std::min(n, 255), cands.size());
        return;
    }
    const int want = effectAmount(s, e, frame.effect.x, frame.effect.amount);
    if (e.isCost && n < want) {
        fizzle(c, frame);
        return;
    }
    if (want == 0) return;
    if (n <= want) {
        PendingDecisionData d{DecisionPurpose::EffectChoice,
                              DecisionKind::ChooseCards,
                              0,
                              0,
                              frame.uid,
                              frame.effect.card,
                              frame.effect.list,
                              frame.effect.index};
        applyEffectChoice(c, d, std::span<const Uid>(cands.data(), cands.size()));
        return;
    }
    askForCards(c, frame, want, std::min(want, 255), cands.size());
}

} // namespace

void applyEffectChoice(Ctx& c, const PendingDecisionData& d, std::span<const Uid> picks) {
    State& s = c.s;
    const EffectDef& e = s.content().effectList(d.card, d.list)[d.index];
    for (Uid uid : picks) {
        // Seed 003's on_effect: each target is its own application, and may be protected alone.
        if (!e.isCost) {
            const CardInst* target = findCard(s, uid);
            if (!target) continue;
            if (const SkillDef* by = protectedBy(s, d.card, d.list, d.index, target->card)) {
                c.emit(ev::EffectNullified{d.card, d.list, d.index, static_cast<std::int16_t>(by->index), uid});
                continue;
            }
        }
        switch (e.type) {
        case EffectType::Sacrifice: moveCard(c, uid, Zone::Discard); break;
        case EffectType::Discard:
            if (const CardInst* ci = findCard(s, uid)) c.emit(ev::CardDiscarded{uid, ci->card});
            moveCard(c, uid, Zone::Discard);
            break;
        case EffectType::Reveal: revealCard(c, uid); break;
        case EffectType::Tutor: moveCard(c, uid, e.zone); break;
        case EffectType::PutOnPile: moveToPile(c, uid, static_cast<std::uint16_t>(e.skill >= 0 ? e.skill : d.card)); break;
        case EffectType::TakeFromPile: moveCard(c, uid, Zone::Hand); break;
        default: break;
        }
    }
    if (e.type == EffectType::Tutor) shuffleZone(s, Zone::Deck); // a searched deck is shuffled
    // Later effects of the list, when there are any, read how many were picked as `amount`.
    if (!s.tasks.empty() && s.tasks.back().kind == TaskKind::ResolveEffects &&
        s.tasks.back().uid == d.uid && s.tasks.back().effect.list == d.list &&
        s.tasks.back().effect.index == d.index + 1)
        s.tasks.back().effect.amount = static_cast<std::int16_t>(picks.size());
}

void resolveEffect(Ctx& c, const Task& frame, int bonus) {
    State& s = c.s;
    const CardIndex card = frame.effect.card;
    const EffectList list = frame.effect.list;
    const std::uint8_t index = frame.effect.index;
    const EffectDef& e = s.content().effectList(card, list)[index];
    auto resolved = [&](int amount) { c.emit(ev::EffectResolved{card, list, index, e.type, amount}); };
    // `bonus`: what on-effect skills added (AdjustEffect, seed 003's ConfirmDamage).
    auto value = [&] {
        return evalFormula(e.amount, s, frame.effect.x, frame.effect.amount, frame.uid) + bonus;
    };
    switch (e.type) {
    case EffectType::None: return;
    case EffectType::AddComfort:
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight: {
        // The ScaleBy types differ only in what their formula reads; all of them add comfort.
        const int amount = value();
        resolved(amount);
        changeComfort(c, amount);
        return;
    }
    case EffectType::DrawCards: {
        const int amount = std::max(0, value());
        resolved(amount);
        drawCards(c, amount);
        return;
    }
    case EffectType::AddWeight: {
        const int amount = value();
        resolved(amount);
        const int cap = weightCapacity(s);
        setWeight(c, std::clamp(s.weight + amount, 0, std::max<int>(cap, s.weight)));
        return;
    }
    case EffectType::SetAtmosphere:
        resolved(e.atmosphere);
        setAtmosphere(c, e.atmosphere);
        return;
    case EffectType::EndConversation:
        resolved(0);
        endByEffect(c, card, list, index, e.outcome);
        return;
    case EffectType::ComfortReset:
        resolved(0);
        resetComfort(c);
        return;
    case EffectType::WeightRefresh:
        resolved(0);
        setWeight(c, weightCapacity(s));
        return;
    case EffectType::FreeNextAction:
        resolved(0);
        if (!s.freeNextAction) c.emit(ev::FreeActionGranted{});
        s.freeNextAction = true;
        return;
    case EffectType::Reveal:
    case EffectType::Sacrifice:
    case EffectType::Discard:
    case EffectType::Tutor:
        if (e.selfOnly) {
            // Seed 000's "scope: selfOnly": reveal this card from the hand, or sacrifice it from
            // the table; paid automatically, and a cost that cannot be paid fizzles.
            Zone z;
            const bool payable = e.type == EffectType::Reveal ? findCard(s, frame.uid, &z) && z == Zone::Hand
                                                               : isOwnPermanent(s, frame.uid);
            if (payable) {
                resolved(1);
                if (e.type == EffectType::Reveal) revealCard(c, frame.uid);
                else moveCard(c, frame.uid, Zone::Discard);
            } else if (e.isCost) {
                fizzle(c, frame);
            }
            return;
        }
        resolved(0);
        resolvePicking(c, frame, e);
        return;
    case EffectType::CreateToken: {
        // A formula may ask for any number; one effect makes at most kMaxTokensPerEffect (limits.h).
        const int amount = std::clamp(effectAmount(s, e, frame.effect.x, frame.effect.amount) + bonus, 0,
                                      limits::kMaxTokensPerEffect);
        resolved(amount);
        for (int i = 0; i < amount && !s.ended(); ++i) createToken(c, static_cast<CardIndex>(e.tokenCard), e.controller);
        return;
    }
    case EffectType::SendToZone:
        resolved(0);
        moveCard(c, frame.uid, e.zone);
        return;
    case EffectType::AddModifier:
        resolved(e.duration);
        if (frame.effect.list.isSkill()) {
            // A skill's frame: `card` is the skill's index.
            const Side owner = frame.effect.npcOwned ? Side::Npc : Side::Player;
            addTimedModifiers(c, e, EffectSource::Skill, skillSourceUid(frame.effect.card, owner),
                              frame.effect.card, owner);
        } else {
            addTimedModifiers(c, e, EffectSource::CardEffect, frame.uid, card);
        }
        return;
    case EffectType::AddTokens:
        if (e.isCost && !costEffectPayable(s, e, frame.uid)) {
            fizzle(c, frame);
            return;
        }
        resolved(0);
        for (std::size_t t = 0; t < e.tokens.size() && !s.ended(); ++t)
            if (e.tokens[t] != 0) changeTokens(c, static_cast<int>(t), e.tokens[t]);
        return;
    case EffectType::PutOnPile:
    case EffectType::TakeFromPile:
        if (e.type == EffectType::PutOnPile && e.selfOnly) {
            resolveSkillEffect(c, frame, e, 1);
            return;
        }
        resolved(0);
        resolvePicking(c, frame, e);
        return;
    case EffectType::Nullify:
    case EffectType::Reroll:
    case EffectType::RepeatEffects:
    case EffectType::RecordCard:
    case EffectType::GrantSkill:
    case EffectType::RemoveSkill: resolveSkillEffect(c, frame, e, 0); return;
    case EffectType::AdjustEffect:
    case EffectType::AdjustRoll:
    case EffectType::AddMark: resolveSkillEffect(c, frame, e, value()); return;
    }
}

} // namespace parley
