#include "rules/view_as.h"

#include "changes/zones.h"
#include "costs/payment.h"
#include "rules/actions_start.h"
#include "skills/skills.h"

namespace parley {

namespace {

std::string skillName(const State& s, const SkillInst& k) { return "'" + s.content().skills[k.skill].name.text + "'"; }

// The conversion itself; returns the instance to speak.
Uid convert(State& s, const SkillInst& k, Uid uid) {
    const SkillDef& d = s.content().skills[k.skill];
    const auto as = static_cast<CardIndex>(d.asCard);
    s.noteCard(as);
    if (d.zeroCard) {
        const Uid made = s.newUid();
        s.hand().push_back({as, made, CardFlag::Token, 0});
        s.placed(Zone::Hand, s.hand().size() - 1);
        return made;
    }
    CardInst* ci = findCard(s, uid);
    s.converted.push_back({uid, ci->card});
    ci->card = as;
    return uid;
}

} // namespace

namespace {
// Everything but the converted card's own SPEAK checks; `as` is set for the caller to finish.
ApplyResult checkUseSkillBasics(const State& s, const Action& a, Explain e) {
    if (a.ability >= s.skills.size())
        return ApplyResult::refuse(e, ErrorCode::NoSuchAbility, [&] {
            return "there is no held skill " + std::to_string(a.ability);
        });
    const SkillInst& k = s.skills[a.ability];
    const SkillDef& d = s.content().skills[k.skill];
    if (d.type != SkillType::ViewAs)
        return ApplyResult::refuse(e, ErrorCode::NoSuchAbility, [&] {
            return skillName(s, k) + " is not a skill you play cards with";
        });
    if (k.owner != Side::Player)
        return ApplyResult::refuse(e, ErrorCode::PermanentNotControlled,
                                   [&] { return skillName(s, k) + " is not yours"; });
    if (d.atResponse)
        return ApplyResult::refuse(e, ErrorCode::Prohibited, [&] {
            return skillName(s, k) +
                   " plays a card only in answer to an effect (in the cancel window)";
        });
    if (!skillUsable(s, k))
        return ApplyResult::refuse(e, ErrorCode::LimitReached,
                                   [&] { return skillName(s, k) + " is used up"; });
    if (d.zeroCard) {
        if (a.uid != 0)
            return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                return skillName(s, k) + " plays from nothing: name no card";
            });
        if (s.nextUid >= kUidLimit)
            return ApplyResult::refuse(e, ErrorCode::LimitReached, [&] {
                return skillName(s, k) +
                       " cannot make another card: this conversation has made too many";
            });
    } else {
        Zone z;
        const CardInst* ci = findCard(s, a.uid, &z);
        if (!ci || z != Zone::Hand)
            return ApplyResult::refuse(e, ErrorCode::NotInHand, [&] {
                return "card #" + std::to_string(a.uid) + " is not in hand";
            });
        if (!skillMatches(s, d, ci->card))
            return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                return "'" + s.def(ci->card).name.text + "' cannot be played through " +
                       skillName(s, k);
            });
        if (d.cardCount > 1 && viewAsPartners(s, d, a.uid).size() + 1 < d.cardCount)
            return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                return skillName(s, k) + " plays " + std::to_string(d.cardCount) +
                       " matching cards together" +
                       (d.sameConnection ? " of one connection type" : "") +
                       ": there are not enough in hand with '" + s.def(ci->card).name.text + "'";
            });
    }
    return {};
}
} // namespace

ApplyResult checkUseSkill(const State& s, const Action& a, Explain e) {
    if (ApplyResult r = checkUseSkillBasics(s, a, e); !r.ok()) return r;
    const SkillInst& k = s.skills[a.ability];
    const SkillDef& d = s.content().skills[k.skill];
    // The converted card must be speakable. A card whose costs are weight and patience alone is
    // judged as it would be, without converting anything; one with other costs (which may count
    // the hand or the card's own place) on a converted copy, so nothing here changes either way.
    const CardDef& as = s.def(static_cast<CardIndex>(d.asCard));
    if (as.costs.empty() && as.alternativeCosts.empty())
        return checkSpeakInstance(s, CardInst{as.index, d.zeroCard ? s.nextUid : a.uid, 0, 0}, e);
    State scratch = s;
    const Uid uid = convert(scratch, k, a.uid);
    // Several cards as one: the cards played along cannot pay the costs too. Judged with the
    // first ones that fit; each answer to the question is judged again (checkViewAsCards).
    if (d.cardCount > 1) {
        const auto partners = viewAsPartners(s, d, a.uid);
        for (std::uint32_t i = 0; i + 1 < d.cardCount && i < partners.size(); ++i)
            scratch.converted.push_back({partners[i], findCard(s, partners[i])->card, true});
    }
    if (ApplyResult r = checkSpeakable(scratch, uid, e); !r.ok()) return r;
    return {};
}

ApplyResult checkViewAsCards(const State& s, const Action& a, Explain e) {
    const PendingDecisionData& dd = s.decision;
    if (dd.index >= s.skills.size())
        return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [] {
            return std::string("the view-as skill is no longer held");
        });
    const SkillInst& k = s.skills[dd.index];
    const SkillDef& d = s.content().skills[k.skill];
    const CardDef& as = s.def(static_cast<CardIndex>(d.asCard));
    if (as.costs.empty() && as.alternativeCosts.empty())
        return {}; // weight and patience: the cards along change nothing
    const auto options = viewAsPartners(s, d, dd.uid);
    State scratch = s;
    const Uid uid = convert(scratch, k, dd.uid);
    for (auto idx : a.choices)
        if (idx < options.size())
            scratch.converted.push_back({options[idx], findCard(s, options[idx])->card, true});
    if (ApplyResult r = checkSpeakable(scratch, uid, e); !r.ok())
        return ApplyResult::refuse(e, r.error,
                                   [&] { return "with those cards played along, " + r.message; });
    return {};
}

void startUseSkill(Ctx& c, const Action& a) {
    State& s = c.s;
    const SkillInst k = s.skills[a.ability];
    const SkillDef& d = s.content().skills[k.skill];
    if (d.cardCount > 1) {
        // The other cards are picked first; nothing is converted or counted until they are.
        s.decision = {DecisionPurpose::ViewAsCards,
                      DecisionKind::ChooseCards,
                      static_cast<std::uint8_t>(d.cardCount - 1),
                      static_cast<std::uint8_t>(d.cardCount - 1),
                      a.uid,
                      static_cast<CardIndex>(a.roll),
                      EffectList{},
                      a.ability};
        c.emit(ev::DecisionRequested{DecisionKind::ChooseCards});
        return;
    }
    const CardInst* before = a.uid ? findCard(s, a.uid) : nullptr;
    const CardIndex from = before ? before->card : static_cast<CardIndex>(d.asCard);
    const Uid uid = convert(s, k, a.uid);
    countSkillUse(s, k.skill, k.owner);
    c.emit(ev::SkillUsed{k.skill, sideIndex(k.owner), uid});
    c.emit(ev::CardViewedAs{uid, from, static_cast<CardIndex>(d.asCard), k.skill, d.zeroCard});
    beginPayment(c, ActionKind::Speak, uid, 0, a.roll);
    if (s.payment.active) {
        s.payment.viewAs = a.ability;
        s.payment.viewAsMade = d.zeroCard;
    }
}

SmallVec<Uid, 16> viewAsPartners(const State& s, const SkillDef& d, Uid first) {
    SmallVec<Uid, 16> out;
    const CardInst* lead = findCard(s, first);
    if (!lead) return out;
    const int connection = d.sameConnection ? cardConnection(s, lead->card) : -1;
    for (const CardInst& ci : s.hand()) {
        if (ci.uid == first || !skillMatches(s, d, ci.card)) continue;
        if (d.sameConnection && cardConnection(s, ci.card) != connection) continue;
        out.push_back(ci.uid);
    }
    return out;
}

SmallVec<Uid, 16> viewAsDecisionCards(const State& s) {
    const PendingDecisionData& d = s.decision;
    if (d.purpose != DecisionPurpose::ViewAsCards || d.index >= s.skills.size()) return {};
    return viewAsPartners(s, s.content().skills[s.skills[d.index].skill], d.uid);
}

void finishViewAsCards(Ctx& c, const PendingDecisionData& d, std::span<const Uid> partners) {
    State& s = c.s;
    if (d.index >= s.skills.size()) return;
    const SkillInst k = s.skills[d.index];
    const SkillDef& def = s.content().skills[k.skill];
    const CardInst* lead = findCard(s, d.uid);
    if (!lead) return;
    const CardIndex from = lead->card;
    const Uid uid = convert(s, k, d.uid);
    for (Uid p : partners)
        if (const CardInst* ci = findCard(s, p)) s.converted.push_back({p, ci->card, true});
    countSkillUse(s, k.skill, k.owner);
    c.emit(ev::SkillUsed{k.skill, sideIndex(k.owner), uid});
    c.emit(ev::CardViewedAs{uid, from, static_cast<CardIndex>(def.asCard), k.skill, false});
    beginPayment(c, ActionKind::Speak, uid, 0, static_cast<Roll>(d.card));
    if (s.payment.active) s.payment.viewAs = d.index;
}

void spendViewAsCards(Ctx& c) {
    State& s = c.s;
    // Taken out of the list first: moving a card must not find it still being played.
    SmallVec<Uid, 4> spent;
    for (std::uint32_t i = s.converted.size(); i-- > 0;)
        if (s.converted[i].spent) {
            spent.insert(0, s.converted[i].uid);
            s.converted.erase(i);
        }
    for (Uid u : spent) {
        Zone z;
        if (findCard(s, u, &z) && z == Zone::Hand) moveCard(c, u, Zone::Discard);
    }
}

void viewAsActions(const State& s, std::vector<Action>& out) {
    if (!s.hasSkillType(SkillType::ViewAs)) return;
    for (std::uint32_t i = 0; i < s.skills.size(); ++i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        if (d.type != SkillType::ViewAs || s.skills[i].owner != Side::Player || d.atResponse)
            continue;
        const auto slot = static_cast<std::uint8_t>(i);
        if (d.zeroCard) {
            if (checkUseSkill(s, Action::useSkill(slot), Explain::No).ok())
                out.push_back(Action::useSkill(slot));
            continue;
        }
        // The converted card is the same whichever hand card becomes it: for the common card
        // (weight and patience only) it is judged once, without sentences.
        const CardDef& as = s.def(static_cast<CardIndex>(d.asCard));
        const bool simple = as.costs.empty() && as.alternativeCosts.empty() && d.cardCount == 1;
        int speakable = -1;
        if (!simple) {
            for (const CardInst& ci : s.hand())
                if (checkUseSkill(s, Action::useSkill(slot, ci.uid), Explain::No).ok())
                    out.push_back(Action::useSkill(slot, ci.uid));
            continue;
        }
        // The checks of checkUseSkill, as yes or no: a usable skill, a matching hand card.
        if (!skillUsable(s, s.skills[i])) continue;
        for (const CardInst& ci : s.hand()) {
            if (!skillMatches(s, d, ci.card)) continue;
            if (speakable < 0) speakable = canSpeakInstance(s, CardInst{as.index, ci.uid, 0, 0});
            if (speakable) out.push_back(Action::useSkill(slot, ci.uid));
        }
    }
}

void undoViewAs(State& s, const PendingPayment& p) {
    if (p.viewAs < 0 || static_cast<std::uint32_t>(p.viewAs) >= s.skills.size()) return;
    // Cards that were to be played along stay in hand, as they were.
    for (std::uint32_t i = s.converted.size(); i-- > 0;)
        if (s.converted[i].spent) s.converted.erase(i);
    SkillInst& k = s.skills[static_cast<std::uint32_t>(p.viewAs)];
    if (k.usesThisTurn) --k.usesThisTurn;
    if (k.usesTotal) --k.usesTotal;
    if (p.viewAsMade) {
        for (std::uint32_t i = s.hand().size(); i-- > 0;)
            if (s.hand()[i].uid == p.uid) {
                s.hand().erase(i);
                s.reindex(Zone::Hand, i);
                s.forgetSlot(p.uid);
            }
        if (s.nextUid == p.uid + 1) --s.nextUid;
        return;
    }
    for (std::uint32_t i = 0; i < s.converted.size(); ++i)
        if (s.converted[i].uid == p.uid) {
            if (CardInst* ci = findCard(s, p.uid)) ci->card = s.converted[i].original;
            s.converted.erase(i);
            return;
        }
}

} // namespace parley
