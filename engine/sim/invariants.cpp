#include "sim/invariants.h"

#include "changes/zones.h"
#include "content/limits.h"
#include "queries/queries.h"
#include "rules/decision_text.h"
#include "state/held_skills.h"

#include <algorithm>

namespace parley {

namespace {

std::string str(long long v) { return std::to_string(v); }

// Where two texts first differ, with a little of each around it.
std::string firstDifference(const std::string& a, const std::string& b) {
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    const std::size_t from = i > 30 ? i - 30 : 0;
    return "at character " + str(static_cast<long long>(i)) + ": ..." + a.substr(from, 70) + "... against ..." +
           b.substr(from, 70) + "...";
}

bool paymentPurpose(DecisionPurpose p) {
    return p == DecisionPurpose::PaymentOption || p == DecisionPurpose::PaymentX || p == DecisionPurpose::PaymentCards;
}

std::string cardText(const State& s, Uid uid) {
    Zone z;
    std::uint32_t pos;
    if (!s.locate(uid, z, pos)) return "#" + str(uid);
    return "#" + str(uid) + " (" + s.def(s.zone(z)[pos].card).id + ")";
}

std::string checkUids(const State& s) {
    thread_local std::vector<Uid> uids;
    uids.clear();
    const std::size_t skills = s.content().skills.size();
    for (int zi = 0; zi < kZoneCount; ++zi) {
        const Zone z = static_cast<Zone>(zi);
        for (const CardInst& ci : s.zone(z)) {
            if (ci.card >= s.content().cards.size())
                return "card #" + str(ci.uid) + " is card " + str(ci.card) + ", which the content does not have";
            if (ci.uid == 0) return "a card instance (" + s.def(ci.card).id + ") has uid 0";
            if (ci.uid >= s.nextUid)
                return "card #" + str(ci.uid) + " (" + s.def(ci.card).id + ") is not below nextUid " + str(s.nextUid);
            if (z == Zone::Pile ? ci.pile == 0 || ci.pile > skills : ci.pile != 0)
                return "card #" + str(ci.uid) + " (" + s.def(ci.card).id + ") has pile " + str(ci.pile) + " in zone " +
                       std::string(name(z));
            // The gate in front of trigger dispatch: a kind missing there would never fire.
            if (s.def(ci.card).triggerMask & ~s.cardEvents)
                return "card #" + str(ci.uid) + " (" + s.def(ci.card).id +
                       ") has triggers of kinds the state's cardEvents lacks (" +
                       str(s.cardEvents) + ")";
            // The sweep's gate: a token away from the table and hand must be swept when its
            // action settles (settleViewAs).
            if (ci.has(CardFlag::Token) && z != Zone::Table && z != Zone::Hand && !s.strayTokens)
                return "token card #" + str(ci.uid) + " (" + s.def(ci.card).id + ") is in zone " + std::string(name(z)) +
                       " and strayTokens is not set";
            uids.push_back(ci.uid);
        }
    }
    if (s.nextUid > kUidLimit) return "nextUid " + str(s.nextUid) + " is past the limit of card uids (" + str(kUidLimit) + ")";
    std::sort(uids.begin(), uids.end());
    const auto dup = std::adjacent_find(uids.begin(), uids.end());
    if (dup != uids.end()) return "uid " + str(*dup) + " is used by two card instances";
    // locate's index: a card indexed elsewhere is found only by the slow scan.
    for (int zi = 0; zi < kZoneCount; ++zi) {
        const Zone z = static_cast<Zone>(zi);
        for (const CardInst& ci : s.zone(z)) {
            if (ci.uid >= State::kSlotUids) continue;
            Zone at;
            std::uint32_t pos;
            const auto here = static_cast<std::uint32_t>(&ci - s.zone(z).data());
            if (!s.slot(ci.uid, at, pos) || at != z || pos != State::keptPosition(z, here))
                return "card #" + str(ci.uid) + " (" + s.def(ci.card).id + ") is at " + std::string(name(z)) + " " +
                       str(here) + " but the slot index does not say so";
        }
    }
    return {};
}

std::string checkSkills(const State& s) {
    for (std::uint32_t i = 0; i < s.skills.size(); ++i) {
        const SkillInst& k = s.skills[i];
        if (k.skill >= s.content().skills.size()) return "held skill " + str(i) + " is skill " + str(k.skill) + ", which the content does not have";
        if (k.hears != skillHears(s.content().skills[k.skill]))
            return "held skill '" + s.content().skills[k.skill].id + "' hears event " + str(k.hears) + ", should be " +
                   str(skillHears(s.content().skills[k.skill]));
        for (std::uint32_t j = 0; j < i; ++j)
            if (s.skills[j].skill == k.skill && s.skills[j].owner == k.owner)
                return "skill '" + s.content().skills[k.skill].id +
                       "' is held twice by the same side";
    }
    // The masks are a cache of the held skills: recomputed, they must not change.
    State fresh = s;
    refreshSkillMasks(fresh);
    if (fresh.skillTypes != s.skillTypes || fresh.skillEvents != s.skillEvents)
        return "the held skills' masks are stale (types " + str(s.skillTypes) + ", should be " +
               str(fresh.skillTypes) + "; events " + str(s.skillEvents) + ", should be " +
               str(fresh.skillEvents) + ")";
    for (std::size_t k = 0; k < s.hearers.size(); ++k)
        if (fresh.hearers[k] != s.hearers[k])
            return "the held skills' masks are stale (the hearers of event " + std::string(kTriggerKindNames[k]) +
                   " are " + str(s.hearers[k]) + ", should be " + str(fresh.hearers[k]) + ")";
    if (!s.skillUsesThisTurn)
        for (const SkillInst& k : s.skills)
            if (k.usesThisTurn)
                return "skill '" + s.content().skills[k.skill].id +
                       "' was used this turn, and the state says no skill was (skillUsesThisTurn)";
    if (fresh.responders != s.responders)
        return "the held skills' masks are stale (the skills that cancel or answer a cancellation)";
    for (std::size_t t = 0; t < s.typeSlots.size(); ++t)
        if (fresh.typeSlots[t] != s.typeSlots[t])
            return "the held skills' masks are stale (the " + std::string(kSkillTypeNames[t]) + " skills are " +
                   str(s.typeSlots[t]) + ", should be " + str(fresh.typeSlots[t]) + ")";
    return {};
}

// A derived number against its explanation replayed in 64 bits, saturating at the documented
// bound after every step as the rules promise (registry.h): a reference that cannot wrap. A step
// that shows another value than the replay is an overflow (or a step that is not what it
// says); a number past the bound did not saturate. `zeroOnlyIfReplayed`: a cost, which must not
// reach 0 unless its own steps take it there (a modifier, the same SPEAK, a free action), so that
// no overflow makes an action free and a conversation endless.
std::string checkDerived(const char* what, int shown, const Breakdown& why, bool zeroOnlyIfReplayed = false) {
    constexpr long long kMax = limits::kMaxDerivedNumber;
    if (shown < -kMax || shown > kMax)
        return std::string(what) + " is " + str(shown) + ", past the bound of derived numbers (" + str(kMax) + ")";
    long long v = 0;
    for (const Contribution& c : why.parts) {
        const long long by = c.by;
        switch (c.op) {
        case ModOp::Add: v += by; break;
        case ModOp::Multiply: v *= by; break; // both within 10^6 and 10^6: no overflow in 64 bits
        case ModOp::Set: v = by; break;
        case ModOp::Min: v = std::min(v, by); break;
        case ModOp::Max: v = std::max(v, by); break;
        case ModOp::AddMagnitude: v = v > 0 ? v + by : v < 0 ? v - by : 0; break;
        }
        v = std::clamp(v, -kMax, kMax);
        if (v != c.after)
            return std::string(what) + ": the step '" + c.change + " " + c.source + "' shows " + str(c.after) +
                   " where it makes " + str(v) + " (an overflow?) [" + why.text() + "]";
    }
    if (!why.parts.empty() && v != shown)
        return std::string(what) + " is " + str(shown) + " where its steps make " + str(v) + " [" + why.text() + "]";
    if (zeroOnlyIfReplayed && shown <= 0 && v > 0)
        return std::string(what) + " is " + str(shown) + " where its modifiers make it " + str(v) +
               ": a cost must never reach 0 by overflow";
    return {};
}

// Every derived number of the state, through checkDerived.
std::string checkDerivedNumbers(const State& s) {
    std::string bad;
    auto check = [&](const char* what, bool cost, auto&& query) {
        if (!bad.empty()) return;
        Breakdown why;
        const int shown = query(&why);
        bad = checkDerived(what, shown, why, cost);
    };
    check("SPEAK's patience cost", true, [&](Breakdown* b) { return patienceCost(s, ActionKind::Speak, b, false); });
    check("LISTEN's patience cost", true, [&](Breakdown* b) { return patienceCost(s, ActionKind::Listen, b, false); });
    check("the weight capacity", false, [&](Breakdown* b) { return weightCapacity(s, b); });
    check("the cards a LISTEN draws", false, [&](Breakdown* b) { return listenDraw(s, b); });
    check("the hand limit", false, [&](Breakdown* b) { return handLimit(s, b); });
    check("the reach", false, [&](Breakdown* b) { return reach(s, b); });
    check("the cards per SPEAK", false, [&](Breakdown* b) { return cardsPerSpeak(s, b); });
    for (const CardInst& ci : s.hand()) {
        check("a card's success chance", false, [&](Breakdown* b) { return successChance(s, ci.card, b); });
        check("a card's weight", false, [&](Breakdown* b) { return speakWeight(s, ci.card, b); });
        check("a card's depth", false, [&](Breakdown* b) { return cardDepth(s, ci.card, b); });
        if (!bad.empty()) return "card " + cardText(s, ci.uid) + ": " + bad;
    }
    return bad;
}

} // namespace

std::size_t countCards(const State& s) {
    std::size_t n = 0;
    for (int z = 0; z < kZoneCount; ++z)
        for (const CardInst& ci : s.zone(static_cast<Zone>(z))) n += !ci.has(CardFlag::Token);
    return n;
}

std::string checkStateInvariants(const State& s, std::size_t expectedCards) {
    const Ruleset& r = s.rules();
    if (const std::size_t n = countCards(s); n != expectedCards)
        return "cards are not conserved: " + str(static_cast<long long>(n)) + " cards besides tokens, where there were " +
               str(static_cast<long long>(expectedCards));
    if (std::string e = checkUids(s); !e.empty()) return e;
    if (s.comfort < r.comfortMin || s.comfort > r.comfortMax)
        return "comfort " + str(s.comfort) + " is outside " + str(r.comfortMin) + ".." + str(r.comfortMax);
    if (s.emotion >= r.states.size()) return "the emotional state " + str(s.emotion) + " does not exist";
    if (s.patience < 0) return "patience is negative (" + str(s.patience) + ")";
    if (const int cap = weightCapacity(s); s.weight < 0 || s.weight > cap)
        return "weight " + str(s.weight) + " is outside 0.." + str(cap) + " (the capacity)";
    if (s.atmosphere >= r.atmospheres.size()) return "the atmosphere " + str(s.atmosphere) + " does not exist";
    for (std::size_t t = 0; t < s.tokens.size(); ++t)
        if (s.tokens[t] < 0 || s.tokens[t] > 999)
            return "connection tokens of type " + str(static_cast<long long>(t)) + " are " + str(s.tokens[t]) + ", outside 0..999";
    if (s.turn < 1) return "the turn counter is " + str(s.turn);
    if (s.npc >= s.content().npcs.size()) return "the NPC " + str(s.npc) + " does not exist";
    if (std::string e = checkSkills(s); !e.empty()) return e;

    const bool deciding = s.decision.purpose != DecisionPurpose::None;
    if (paymentPurpose(s.decision.purpose) && !s.payment.active) return "a cost decision is pending with no payment under way";
    if (s.payment.active && !paymentPurpose(s.decision.purpose))
        return "a payment is under way with no cost decision pending";
    if (deciding && s.decision.options != PendingDecisionData::kUncounted &&
        s.decision.options != countDecisionOptions(s))
        return "the decision kept " + str(s.decision.options) + " option(s) when it was raised and offers " +
               str(static_cast<long long>(countDecisionOptions(s))) + " now";
    if (!deciding && s.decision.options != PendingDecisionData::kUncounted)
        return "no decision is pending and an option count is kept";
    if (s.ended()) {
        if (s.outcome().empty()) return "the conversation is over without an outcome";
        if (deciding) return "the conversation is over with a decision pending";
        if (!s.tasks.empty() || !s.firedTriggers.empty()) return "the conversation is over with work still queued";
    } else {
        if (s.comfort <= r.comfortMin) return "comfort is at its minimum " + str(s.comfort) + " and the conversation goes on";
        for (const CardInst& ci : s.zone(Zone::Table))
            if (!s.def(ci.card).isPermanent() && !ci.has(CardFlag::Token))
                return "'" + s.def(ci.card).id + "' is on the table but is neither a permanent nor a token";
        if (!deciding) {
            // Patience reaches 0 mid-action (a trigger's question pending, say); between actions a
            // running conversation has some left, and nothing is left half done.
            if (s.patience <= 0) return "patience is " + str(s.patience) + " between actions and the conversation goes on";
            if (!s.tasks.empty()) return str(s.tasks.size()) + " task(s) are left queued between actions";
            if (!s.firedTriggers.empty()) return "fired triggers are left queued between actions";
            if (s.spokenThisAction != 0) return "a SPEAK is still counted as under way between actions";
            // Tokens live only on the table; a card a zero-card view-as made exists off it only
            // while its action is under way.
            for (Zone z : {Zone::Hand, Zone::Deck, Zone::Discard, Zone::Exhausted, Zone::Pile})
                for (const CardInst& ci : s.zone(z))
                    if (ci.has(CardFlag::Token))
                        return "token " + cardText(s, ci.uid) + " is in zone " + std::string(name(z)) + " between actions";
            // A view-as card turns back when its action is over (a permanent stays as played).
            for (const Converted& v : s.converted) {
                Zone z;
                std::uint32_t pos;
                if (!s.locate(v.uid, z, pos) || z != Zone::Table)
                    return "card " + cardText(s, v.uid) + " is still played as another card after its action";
            }
        }
    }
    for (const CardInst& ci : s.hand())
        if (const int p = successChance(s, ci.card); p < 0 || p > 100)
            return "the success chance of " + cardText(s, ci.uid) + " is " + str(p) + "%";
    return checkDerivedNumbers(s);
}

namespace {
// serialize -> deserialize -> serialize, and equality with what was loaded back. Equal states
// serialize alike (serialize reads only what operator== compares), so the second serialization
// is made only to say where a state that loaded back differs: serializing is most of what these
// checks cost, and a state of 4,096 active effects made it most of a soak (issue 32).
std::string checkReload(const State& s, const std::string& text) {
    std::string err;
    const auto restored = State::deserialize(s.contentPtr(), text, err);
    if (!restored) return "the serialized state does not load back: " + err;
    if (*restored == s) return {};
    if (const std::string again = restored->serialize(); again != text)
        return "serialize -> deserialize -> serialize is not identical, " + firstDifference(again, text);
    return "the state loaded back is not equal to the original (though it serializes the same)";
}
} // namespace

std::string checkRoundTrip(const State& s, const std::string& given) {
    const std::string text = given.empty() ? s.serialize() : given;
    const State clone = s.clone();
    if (!(clone == s)) return "a clone is not equal to its original";
    if (const std::string t = clone.serialize(); t != text) return "a clone serializes differently, " + firstDifference(t, text);
    return checkReload(s, text);
}

void probeActions(const State& s, std::vector<Action>& out) {
    out.clear();
    out.push_back(Action::speak(60000));
    out.push_back(Action::speak(0));
    out.push_back(Action::choose({}));
    out.push_back(Action::choose({0, 0}));
    out.push_back(Action::choose({500}));
    out.push_back(Action::activate(1, 0));
    out.push_back(Action::activate(60000, 0));
    out.push_back(Action::listen());
    out.push_back(Action::cancel());
    out.push_back(Action::useSkill(200));
    for (const CardInst& ci : s.hand()) out.push_back(Action::speak(ci.uid));
    // Cards in the wrong place for what is asked of them.
    for (Zone z : {Zone::Deck, Zone::Discard, Zone::Exhausted, Zone::Pile})
        if (!s.zone(z).empty()) {
            out.push_back(Action::speak(s.zone(z)[0].uid));
            out.push_back(Action::activate(s.zone(z)[0].uid, 0));
        }
    for (const CardInst& ci : s.zone(Zone::Table)) {
        out.push_back(Action::speak(ci.uid));
        const auto n = static_cast<std::uint8_t>(std::min<std::size_t>(s.def(ci.card).abilities.size(), 8));
        for (std::uint8_t k = 0; k <= n; ++k) out.push_back(Action::activate(ci.uid, k)); // one past the last
        if (out.size() > 64) break;
    }
    if (!s.hand().empty()) out.push_back(Action::activate(s.hand()[0].uid, 0));
    for (std::uint32_t i = 0; i < s.skills.size() && i < 8; ++i) {
        const auto slot = static_cast<std::uint8_t>(i);
        out.push_back(Action::useSkill(slot));
        for (std::uint32_t h = 0; h < s.hand().size() && h < 3; ++h) out.push_back(Action::useSkill(slot, s.hand()[h].uid));
    }
    if (s.decision.purpose != DecisionPurpose::None) {
        const auto n = std::min<std::uint32_t>(decisionOptionCount(s), 8);
        for (std::uint16_t k = 0; k <= n; ++k) out.push_back(Action::choose({k})); // one past the last
        std::vector<std::uint16_t> all;
        for (std::uint16_t k = 0; k <= n; ++k) all.push_back(k);
        out.push_back(Action::choose(all));
        if (n >= 2) out.push_back(Action::choose({1, 0}));
    }
}

std::string checkLegality(const State& s, const std::vector<Action>& legal, const std::vector<Action>& probes,
                          bool applyEveryLegal) {
    if (s.ended() && !legal.empty())
        return "the conversation is over and still offers " + str(static_cast<long long>(legal.size())) + " action(s)";
    if (!s.ended() && legal.empty()) return "the conversation goes on and offers no legal action";
    const std::size_t n = legal.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!s.isLegal(legal[i]))
            return "legalActions() offers " + describeAction(s, legal[i]) + " but isLegal() refuses it";
        if (n <= 64)
            for (std::size_t j = 0; j < i; ++j)
                if (legal[j] == legal[i]) return "legalActions() offers " + describeAction(s, legal[i]) + " twice";
    }
    if (applyEveryLegal) {
        for (std::size_t i = 0; i < n && i < 64; ++i) {
            State copy = s;
            const ApplyResult r = copy.apply(legal[i]);
            if (!r.ok()) return "legalActions() offers " + describeAction(s, legal[i]) + " but apply() refuses it: " + r.message;
        }
    }
    // legalActions() stops listing the answers to a huge pick; isLegal() still knows them.
    const bool truncated = n >= 4096;
    Action sorted;
    for (const Action& p : probes) {
        // Picks are a set: legalActions() lists each in increasing order, isLegal() takes any.
        const Action* key = &p;
        if (p.kind == ActionKind::Choose && !std::is_sorted(p.choices.begin(), p.choices.end())) {
            sorted = p;
            std::sort(sorted.choices.begin(), sorted.choices.end());
            key = &sorted;
        }
        const bool listed = std::find(legal.begin(), legal.end(), *key) != legal.end();
        const bool isLegal = s.isLegal(p);
        if (p.kind == ActionKind::Cancel) {
            // Cancel is a way back, not a move: never listed, legal while a payment is under way.
            if (listed) return "legalActions() lists Cancel";
            if (isLegal != s.payment.active)
                return std::string("isLegal(Cancel) is ") + (isLegal ? "true" : "false") + " while a payment is " +
                       (s.payment.active ? "" : "not ") + "under way";
        } else if (isLegal != listed && !(truncated && p.kind == ActionKind::Choose)) {
            return "isLegal() " + std::string(isLegal ? "accepts " : "refuses ") + describeAction(s, p) + " but legalActions() " +
                   (listed ? "lists" : "does not list") + " it";
        }
        if (isLegal) continue;
        State copy = s;
        const ApplyResult r = copy.apply(p);
        if (r.ok()) return "isLegal() refuses " + describeAction(s, p) + " but apply() accepts it";
        if (!(copy == s)) return "the refused " + describeAction(s, p) + " changed the state (" + r.message + ")";
    }
    return {};
}

InvariantChecker::InvariantChecker(const State& start, InvariantOptions options)
    : options_(options), cards_(countCards(start)) {}

std::string InvariantChecker::check(const State& s) {
    if (std::string e = checkStateInvariants(s, cards_); !e.empty()) return e;
    s.legalActions(legal_);
    if (options_.probes) probeActions(s, probes_);
    else probes_.clear();
    if (std::string e = checkLegality(s, legal_, probes_, options_.applyEveryLegal); !e.empty()) return e;
    if (!options_.roundTrip) return {};
    // Serializing is most of the cost of these checks, so a clone serves twice: it must still
    // equal the state after every refused probe was tried on it (refused actions leave even the
    // serialization byte for byte as it was: equal states serialize alike, so the texts are
    // compared only to say where they differ).
    const std::string text = s.serialize();
    State copy = s.clone();
    if (!(copy == s)) return "a clone is not equal to its original";
    for (const Action& p : probes_)
        if (!s.isLegal(p)) copy.apply(p);
    if (!(copy == s)) {
        if (const std::string clone = s.clone().serialize(); clone != text)
            return "a clone serializes differently, " + firstDifference(clone, text);
        if (const std::string after = copy.serialize(); after != text)
            return "refused actions changed the serialized state, " + firstDifference(after, text);
        return "refused actions changed the state (though it serializes the same)";
    }
    return checkReload(s, text);
}

std::string InvariantChecker::step(State& s, const Action& a, EventLog* events, ApplyResult* result) {
    const bool legal = s.isLegal(a);
    const State before = s;
    ApplyResult r = s.apply(a, events);
    const bool ok = r.ok();
    if (result) *result = std::move(r);
    if (ok != legal)
        return legal ? "isLegal() accepts " + describeAction(before, a) + " but apply() refuses it"
                     : "isLegal() refuses " + describeAction(before, a) + " but apply() accepts it";
    if (!ok) {
        if (!(s == before)) return "the refused " + describeAction(before, a) + " changed the state";
        return {};
    }
    if (std::string e = checkStateInvariants(s, cards_); !e.empty()) return "after " + describeAction(before, a) + ": " + e;
    return {};
}

std::string describeAction(const State& s, const Action& a) {
    std::string out;
    switch (a.kind) {
    case ActionKind::Speak: out = "SPEAK " + cardText(s, a.uid); break;
    case ActionKind::Listen: out = "LISTEN"; break;
    case ActionKind::Cancel: out = "CANCEL"; break;
    case ActionKind::Activate: out = "ACTIVATE " + cardText(s, a.uid) + " ability " + str(a.ability); break;
    case ActionKind::UseSkill: {
        out = "USE SKILL " + str(a.ability);
        if (a.ability < s.skills.size()) out += " (" + s.content().skills[s.skills[a.ability].skill].id + ")";
        if (a.uid) out += " on " + cardText(s, a.uid);
        break;
    }
    case ActionKind::Choose: {
        out = "CHOOSE [";
        for (std::size_t i = 0; i < a.choices.size(); ++i) out += (i ? ", " : "") + str(a.choices[i]);
        out += "]";
        break;
    }
    }
    if (a.roll == Roll::Success) out += " (forced success)";
    else if (a.roll == Roll::Failure) out += " (forced failure)";
    return out;
}

} // namespace parley
