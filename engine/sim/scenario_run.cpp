// Running a loaded scenario: its steps in order, then the final expectations.
#include "sim/scenario.h"

namespace parley {

namespace {

// Turns a scenario step into an engine action. Errors that only exist at the level of card ids
// (an id not in the content) are reported here in the engine's own error vocabulary.
ApplyResult toAction(const State& s, const ScenarioStep& step, Action& out) {
    const Content& c = s.content();
    auto findIn = [&](Zone z, Uid& uid) {
        for (const CardInst& ci : s.zone(z))
            if (c.cards[ci.card].id == step.card) {
                uid = ci.uid;
                return true;
            }
        return false;
    };
    switch (step.kind) {
    case ScenarioStep::Kind::Listen: out = Action::listen(); return {};
    case ScenarioStep::Kind::Cancel: out = Action::cancel(); return {};
    case ScenarioStep::Kind::Speak: {
        if (!c.findCard(step.card)) return ApplyResult::fail(ErrorCode::UnknownCard, "no card '" + step.card + "' in the content");
        Uid uid = 0;
        if (!findIn(Zone::Hand, uid)) {
            if (s.ended()) return ApplyResult::fail(ErrorCode::ConversationOver, "the conversation is over");
            return ApplyResult::fail(ErrorCode::NotInHand, "'" + step.card + "' is not in hand");
        }
        if (!step.as.empty()) {
            const CardDef* as = c.findCard(step.as);
            if (!as) return ApplyResult::fail(ErrorCode::UnknownCard, "no card '" + step.as + "' in the content");
            // The player's view-as skill that plays cards as that card; the engine checks the rest.
            for (std::uint32_t i = 0; i < s.skills.size(); ++i) {
                const SkillDef& k = c.skills[s.skills[i].skill];
                if (k.type == SkillType::ViewAs && !k.zeroCard && k.asCard == as->index && s.skills[i].owner == Side::Player) {
                    out = Action::useSkill(static_cast<std::uint8_t>(i), uid, step.roll);
                    return {};
                }
            }
            return ApplyResult::fail(ErrorCode::Prohibited, "no view-as skill lets '" + step.card + "' be played as '" + step.as + "'");
        }
        out = Action::speak(uid, step.roll);
        return {};
    }
    case ScenarioStep::Kind::UseSkill: {
        const SkillDef* k = c.findSkill(step.card);
        if (!k) return ApplyResult::fail(ErrorCode::NoSuchAbility, "no skill '" + step.card + "' in the content");
        for (std::uint32_t i = 0; i < s.skills.size(); ++i)
            if (s.skills[i].skill == k->index && s.skills[i].owner == Side::Player) {
                out = Action::useSkill(static_cast<std::uint8_t>(i), 0, step.roll);
                return {};
            }
        return ApplyResult::fail(ErrorCode::NoSuchAbility, "you do not hold the skill '" + step.card + "'");
    }
    case ScenarioStep::Kind::Activate: {
        if (!c.findCard(step.card)) return ApplyResult::fail(ErrorCode::UnknownCard, "no card '" + step.card + "' in the content");
        Uid uid = 0;
        if (!findIn(Zone::Table, uid)) {
            if (s.ended()) return ApplyResult::fail(ErrorCode::ConversationOver, "the conversation is over");
            return ApplyResult::fail(ErrorCode::NotOnTable, "'" + step.card + "' is not on the table");
        }
        out = Action::activate(uid, static_cast<std::uint8_t>(step.ability));
        return {};
    }
    case ScenarioStep::Kind::Choose: {
        const auto d = s.pendingDecision();
        std::vector<std::uint16_t> picks;
        std::vector<bool> used(d ? d->options.size() : 0, false);
        for (const auto& ch : step.choices) {
            if (ch.is_number_unsigned()) {
                picks.push_back(static_cast<std::uint16_t>(std::min<std::uint64_t>(ch.get<std::uint64_t>(), 65535)));
                continue;
            }
            // An id picks the first option with that id not picked yet (hands hold duplicates).
            std::uint16_t found = 65535;
            for (std::size_t i = 0; d && i < d->options.size(); ++i)
                if (!used[i] && d->options[i].id == ch.get<std::string>()) {
                    found = static_cast<std::uint16_t>(i);
                    used[i] = true;
                    break;
                }
            if (d && found == 65535)
                return ApplyResult::fail(ErrorCode::InvalidChoice, "no option '" + ch.get<std::string>() + "' to choose");
            picks.push_back(found);
        }
        out = Action::choose(std::move(picks));
        return {};
    }
    case ScenarioStep::Kind::Expect: break;
    }
    return {};
}

std::string stepText(const ScenarioStep& st) {
    switch (st.kind) {
    case ScenarioStep::Kind::Speak: return "speak '" + st.card + "'";
    case ScenarioStep::Kind::Listen: return "listen";
    case ScenarioStep::Kind::Activate: return "activate '" + st.card + "'";
    case ScenarioStep::Kind::Choose: return "choose " + st.choices.dump();
    case ScenarioStep::Kind::Cancel: return "cancel";
    case ScenarioStep::Kind::UseSkill: return "use skill '" + st.card + "'";
    case ScenarioStep::Kind::Expect: return "expect";
    }
    return {};
}

} // namespace

ScenarioResult runScenario(const Scenario& sc) {
    ScenarioResult r;
    r.name = sc.name;
    r.file = sc.source->name();
    State s = sc.initial;
    EventLog events;
    int n = 0;
    for (const ScenarioStep& step : sc.steps) {
        ++n;
        if (step.kind == ScenarioStep::Kind::Expect) {
            const std::string fail = checkExpect(s, events, *step.expect);
            if (!fail.empty()) {
                r.failedStep = n;
                r.message = fail;
                return r;
            }
            continue;
        }
        const std::string before = s.serialize();
        Action action;
        ApplyResult res = toAction(s, step, action);
        if (res.ok()) res = s.apply(action, &events);
        if (!step.expectError.empty()) {
            if (res.ok()) {
                r.failedStep = n;
                r.message = stepText(step) + ": expected error " + step.expectError + ", but the action was accepted";
                return r;
            }
            if (name(res.error) != step.expectError) {
                r.failedStep = n;
                r.message = stepText(step) + ": expected error " + step.expectError + ", found " +
                            std::string(name(res.error)) + " (" + res.message + ")";
                return r;
            }
            if (s.serialize() != before) {
                r.failedStep = n;
                r.message = stepText(step) + ": the rejected action changed the state";
                return r;
            }
            continue;
        }
        if (!res.ok()) {
            r.failedStep = n;
            r.message = stepText(step) + ": expected the action to be accepted, found error " +
                        std::string(name(res.error)) + " (" + res.message + ")";
            return r;
        }
    }
    if (sc.expect && !sc.expect->is_null()) {
        const std::string fail = checkExpect(s, events, *sc.expect);
        if (!fail.empty()) {
            r.failedStep = n + 1;
            r.message = "final expect: " + fail;
            return r;
        }
    }
    r.passed = true;
    return r;
}

} // namespace parley
