// Running a loaded scenario step by step, with every state kept so that Back is exact.
#include "sim/scenario_stepper.h"

#include "queries/queries.h"

namespace parley {

ApplyResult scenarioStepAction(const State& s, const ScenarioStep& step, Action& out) {
    const Content& c = s.content();
    // The step's copy (0 = leftmost) of its card in zone `z`.
    auto findIn = [&](Zone z, Uid& uid) {
        int seen = 0;
        for (const CardInst& ci : s.zone(z))
            if (c.cards[ci.card].id == step.card && seen++ == step.copy) {
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

namespace {

// The step as failure messages have always named it (their wording is part of the CLI's output).
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

std::string cardName(const Content& c, const std::string& id) {
    const CardDef* d = c.findCard(id);
    return d && !d->name.text.empty() ? d->name.text : id;
}

std::string joined(const std::vector<std::string>& v, const char* sep = ", ") {
    std::string out;
    for (const auto& e : v) out += (out.empty() ? "" : sep) + e;
    return out;
}

std::string ordinal(int n) {
    static const char* words[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"};
    return n >= 0 && n < 9 ? words[n] : "copy " + std::to_string(n + 1) + " of";
}

std::string zoneText(const State& s, Zone z) {
    if (s.zone(z).empty()) return "(empty)";
    std::vector<std::string> names;
    for (const CardInst& ci : s.zone(z)) {
        std::string n = s.def(ci.card).name.text.empty() ? s.def(ci.card).id : s.def(ci.card).name.text;
        if (ci.has(CardFlag::Tapped)) n += " (tapped)";
        if (ci.has(CardFlag::NpcControlled)) n += " (theirs)";
        if (ci.has(CardFlag::Revealed)) n += " (revealed)";
        names.push_back(std::move(n));
    }
    return joined(names);
}

} // namespace

std::string describeScenarioStep(const Content& c, const ScenarioStep& st) {
    std::string out;
    switch (st.kind) {
    case ScenarioStep::Kind::Speak:
        out = "SPEAK " + (st.copy ? "the " + ordinal(st.copy) + " " : std::string()) + cardName(c, st.card);
        if (!st.as.empty()) out += " as " + cardName(c, st.as);
        break;
    case ScenarioStep::Kind::UseSkill: {
        const SkillDef* k = c.findSkill(st.card);
        out = "USE SKILL " + (k && !k->name.text.empty() ? k->name.text : st.card);
        break;
    }
    case ScenarioStep::Kind::Listen: out = "LISTEN"; break;
    case ScenarioStep::Kind::Activate:
        out = "ACTIVATE " + (st.copy ? "the " + ordinal(st.copy) + " " : std::string()) + cardName(c, st.card) +
              " (ability " + std::to_string(st.ability + 1) + ")";
        break;
    case ScenarioStep::Kind::Choose: {
        std::vector<std::string> picks;
        for (const auto& ch : st.choices)
            picks.push_back(ch.is_string() ? cardName(c, ch.get<std::string>()) : "option " + std::to_string(ch.get<std::uint64_t>() + 1));
        out = "CHOOSE " + (picks.empty() ? std::string("nothing") : joined(picks));
        break;
    }
    case ScenarioStep::Kind::Cancel: out = "CANCEL the action being paid for"; break;
    case ScenarioStep::Kind::Expect: {
        const auto checks = st.expect ? describeExpect(c, *st.expect) : std::vector<std::string>{};
        return "Expect: " + (checks.empty() ? std::string("nothing") : joined(checks));
    }
    }
    if (st.roll == Roll::Success) out += " (forced success)";
    else if (st.roll == Roll::Failure) out += " (forced failure)";
    if (!st.expectError.empty()) out += ", which must be refused with " + st.expectError;
    return out;
}

std::vector<std::string> describeScenarioState(const State& s) {
    const Content& c = s.content();
    const Ruleset& r = s.rules();
    std::vector<std::string> lines;
    const NpcDef& npc = c.npcs[s.npc];
    lines.push_back("Talking to " + (npc.name.text.empty() ? npc.id : npc.name.text));
    lines.push_back("State " + r.states[s.emotion].id + ", comfort " + std::to_string(s.comfort) + ", patience " +
                    std::to_string(s.patience) + ", weight " + std::to_string(availableWeight(s)) + " of " +
                    std::to_string(weightCapacity(s)) + ", atmosphere " + r.atmospheres[s.atmosphere].id + ", turn " +
                    std::to_string(s.turn));
    std::vector<std::string> tokens;
    for (std::size_t i = 0; i < r.tokens.size(); ++i)
        if (s.tokens[i] != 0) tokens.push_back(r.tokens[i] + " " + std::to_string(s.tokens[i]));
    lines.push_back("Tokens: " + (tokens.empty() ? std::string("none") : joined(tokens)));
    lines.push_back("Hand: " + zoneText(s, Zone::Hand));
    lines.push_back("Deck (top first): " + zoneText(s, Zone::Deck));
    lines.push_back("Discard pile: " + zoneText(s, Zone::Discard));
    lines.push_back("Exhausted pile: " + zoneText(s, Zone::Exhausted));
    lines.push_back("Table: " + zoneText(s, Zone::Table));
    if (!s.zone(Zone::Pile).empty()) lines.push_back("Skill piles: " + zoneText(s, Zone::Pile));
    std::vector<std::string> mine, theirs;
    for (const SkillInst& k : s.skills) {
        const SkillDef& d = c.skills[k.skill];
        (k.owner == Side::Player ? mine : theirs).push_back(d.name.text.empty() ? d.id : d.name.text);
    }
    lines.push_back("Your skills: " + (mine.empty() ? std::string("none") : joined(mine)));
    lines.push_back("Their skills: " + (theirs.empty() ? std::string("none") : joined(theirs)));
    if (s.freeNextAction) lines.push_back("A free next action is pending");
    if (const auto d = s.pendingDecision()) lines.push_back("Waiting for an answer: " + d->prompt);
    if (s.ended()) lines.push_back("The conversation is over: " + s.outcome());
    return lines;
}

ScenarioRun::ScenarioRun(const Scenario& sc) : sc_(sc) { states_.push_back(sc.initial); }

int ScenarioRun::stepCount() const {
    return static_cast<int>(sc_.steps.size()) + (sc_.expect && !sc_.expect->is_null() ? 1 : 0);
}

bool ScenarioRun::isFinalExpect(int index) const { return index == static_cast<int>(sc_.steps.size()) && index < stepCount(); }

bool ScenarioRun::failed() const {
    for (const StepResult& r : results_)
        if (!r.passed) return true;
    return false;
}

StepResult ScenarioRun::runAction(const ScenarioStep& step, State& s) {
    StepResult r;
    const State before = s;
    Action action;
    ApplyResult res = scenarioStepAction(s, step, action);
    if (res.ok()) res = s.apply(action, &events_);
    if (!res.ok()) {
        r.error = std::string(name(res.error));
        r.errorMessage = res.message;
    }
    if (!step.expectError.empty()) {
        if (res.ok()) r.message = stepText(step) + ": expected error " + step.expectError + ", but the action was accepted";
        else if (r.error != step.expectError)
            r.message = stepText(step) + ": expected error " + step.expectError + ", found " + r.error + " (" + res.message + ")";
        else if (s.serialize() != before.serialize())
            r.message = stepText(step) + ": the rejected action changed the state";
    } else if (!res.ok()) {
        r.message = stepText(step) + ": expected the action to be accepted, found error " + r.error + " (" + res.message + ")";
    } else if (step.rngAfter) {
        s.rng.setWords(step.rngAfter->data());
    }
    r.passed = r.message.empty();
    return r;
}

StepResult ScenarioRun::step() {
    StepResult r;
    r.index = next();
    if (atEnd()) {
        r.message = "the scenario has no more steps";
        return r;
    }
    State s = states_.back();
    eventMarks_.push_back(events_.size());
    if (isFinalExpect(r.index)) {
        r.checks = checkExpectKeys(s, events_, *sc_.expect);
        const std::string fail = checkExpect(s, events_, *sc_.expect);
        if (!fail.empty()) r.message = "final expect: " + fail;
        r.passed = r.message.empty();
    } else if (const ScenarioStep& st = sc_.steps[r.index]; st.kind == ScenarioStep::Kind::Expect) {
        r.checks = checkExpectKeys(s, events_, *st.expect);
        r.message = checkExpect(s, events_, *st.expect);
        r.passed = r.message.empty();
    } else {
        StepResult a = runAction(st, s);
        a.index = r.index;
        r = std::move(a);
    }
    states_.push_back(std::move(s));
    results_.push_back(r);
    return r;
}

bool ScenarioRun::runTo(int index) {
    index = std::clamp(index, 0, stepCount());
    while (next() > index) back();
    while (next() < index)
        if (!step().passed) return false;
    return true;
}

bool ScenarioRun::back() {
    if (results_.empty()) return false;
    states_.pop_back();
    events_.resize(eventMarks_.back());
    eventMarks_.pop_back();
    results_.pop_back();
    return true;
}

std::string ScenarioRun::describeStep(int index) const {
    if (index < 0 || index >= stepCount()) return {};
    if (isFinalExpect(index)) {
        const auto checks = describeExpect(sc_.content ? *sc_.content : states_.front().content(), *sc_.expect);
        return "Final checks: " + (checks.empty() ? std::string("nothing") : joined(checks));
    }
    return describeScenarioStep(states_.front().content(), sc_.steps[index]);
}

std::vector<std::string> ScenarioRun::describeSetup() const {
    std::vector<std::string> lines = describeScenarioState(sc_.initial);
    lines.front() += " (seed " + std::to_string(sc_.seed) + ")";
    return lines;
}

} // namespace parley
