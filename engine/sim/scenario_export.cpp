// Saving a game (or a moment of it) as a scenario. The game is replayed from its initial state,
// so every step is written against the state it will run in, and the written file is loaded and
// run before it is handed out: an export that would not pass is refused, never saved.
#include "sim/scenario_export.h"

#include "queries/queries.h"
#include "sim/scenario.h"
#include "sim/scenario_stepper.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace parley {

namespace {

using json = nlohmann::ordered_json;

const std::string& cardId(const State& s, const CardInst& ci) { return s.def(ci.card).id; }

json ids(const State& s, Zone z, std::uint8_t withFlag = 0, std::uint8_t withoutFlag = 0) {
    json out = json::array();
    for (const CardInst& ci : s.zone(z))
        if ((!withFlag || ci.has(withFlag)) && !(ci.flags & withoutFlag)) out.push_back(cardId(s, ci));
    return out;
}

json allTokens(const State& s) {
    json t = json::object();
    for (std::size_t i = 0; i < s.rules().tokens.size(); ++i) t[s.rules().tokens[i]] = s.tokens[i];
    return t;
}

json rngWords(const Rng& rng) {
    const std::uint32_t* w = rng.words();
    return json::array({w[0], w[1], w[2], w[3]});
}

// The checks of a state that an exported file ends with.
json finalChecks(const State& s) {
    json e = json::object();
    e["ended"] = s.ended();
    if (s.ended()) {
        e["outcome"] = s.outcome();
        e["endReason"] = std::string(name(s.end.reason));
    }
    e["state"] = s.rules().states[s.emotion].id;
    e["comfort"] = s.comfort;
    e["patience"] = s.patience;
    e["weight"] = availableWeight(s);
    e["atmosphere"] = s.rules().atmospheres[s.atmosphere].id;
    e["turn"] = s.turn;
    e["tokens"] = allTokens(s);
    for (Zone z : {Zone::Hand, Zone::Deck, Zone::Discard, Zone::Exhausted, Zone::Table})
        e[std::string(kZoneNames[static_cast<int>(z)])] = ids(s, z);
    if (const auto d = s.pendingDecision()) {
        e["pending"] = std::string(name(d->kind));
        json opts = json::array();
        for (const auto& o : d->options) opts.push_back(o.id);
        e["pendingOptions"] = opts;
    } else {
        e["pending"] = nullptr;
    }
    return e;
}

// Which copy (0 = leftmost) of its card the instance `uid` is in zone `z`; -1 when absent.
int copyOf(const State& s, Zone z, Uid uid, std::string& id) {
    std::uint32_t pos = 0;
    Zone at{};
    if (!s.locate(uid, at, pos) || at != z) return -1;
    id = cardId(s, s.zone(z)[pos]);
    int copy = 0;
    for (std::uint32_t i = 0; i < pos; ++i)
        if (cardId(s, s.zone(z)[i]) == id) ++copy;
    return copy;
}

std::string rollWord(Roll r) { return r == Roll::Success ? "success" : "failure"; }

// One action as a step (its JSON and the parsed form the runner uses), written against state `s`.
bool actionStep(const State& s, const Action& a, Roll outcome, json& out, ScenarioStep& step, std::string& error) {
    const Content& c = s.content();
    out = json::object();
    step = ScenarioStep{};
    switch (a.kind) {
    case ActionKind::Listen:
        out["listen"] = true;
        step.kind = ScenarioStep::Kind::Listen;
        break;
    case ActionKind::Cancel:
        out["cancel"] = true;
        step.kind = ScenarioStep::Kind::Cancel;
        break;
    case ActionKind::Speak:
    case ActionKind::UseSkill: {
        step.kind = ScenarioStep::Kind::Speak;
        if (a.kind == ActionKind::UseSkill) {
            if (a.ability >= s.skills.size()) {
                error = "it uses a skill that is not held";
                return false;
            }
            const SkillDef& k = c.skills[s.skills[a.ability].skill];
            if (a.uid == 0) {
                step.kind = ScenarioStep::Kind::UseSkill;
                step.card = k.id;
                out["useSkill"] = k.id;
            } else {
                step.as = c.cards[k.asCard].id;
            }
        }
        if (step.kind == ScenarioStep::Kind::Speak) {
            step.copy = copyOf(s, Zone::Hand, a.uid, step.card);
            if (step.copy < 0) {
                error = "the card it plays is not in hand";
                return false;
            }
            out["speak"] = step.card;
            if (step.copy) out["copy"] = step.copy;
            if (!step.as.empty()) out["as"] = step.as;
        }
        if (outcome != Roll::Random) {
            out["outcome"] = rollWord(outcome);
            step.roll = outcome;
        }
        break;
    }
    case ActionKind::Activate:
        step.kind = ScenarioStep::Kind::Activate;
        step.copy = copyOf(s, Zone::Table, a.uid, step.card);
        if (step.copy < 0) {
            error = "the card it activates is not on the table";
            return false;
        }
        step.ability = a.ability;
        out["activate"] = step.card;
        if (step.copy) out["copy"] = step.copy;
        out["ability"] = a.ability;
        break;
    case ActionKind::Choose: {
        step.kind = ScenarioStep::Kind::Choose;
        const auto d = s.pendingDecision();
        std::vector<bool> used(d ? d->options.size() : 0, false);
        json picks = json::array();
        // By option id where the runner's reading of the id (the first copy not picked yet) is
        // this very option; by index otherwise.
        for (std::uint16_t i : a.choices) {
            std::size_t first = used.size();
            if (d && i < d->options.size())
                for (std::size_t k = 0; k < d->options.size() && first == used.size(); ++k)
                    if (!used[k] && d->options[k].id == d->options[i].id) first = k;
            if (first == i) {
                used[i] = true;
                picks.push_back(d->options[i].id);
            } else {
                picks.push_back(i);
            }
        }
        out["choose"] = picks;
        step.choices = picks;
        break;
    }
    }
    return true;
}

// A State as JSON with instance numbers replaced by places ("hand 2"), so that two states built
// differently (a game, a set-up) compare equal when they hold the same moment.
json placeless(const State& s) {
    json j = json::parse(s.serialize());
    std::map<Uid, std::string> place;
    for (int z = 0; z < kZoneCount; ++z)
        for (std::uint32_t i = 0; i < s.zone(static_cast<Zone>(z)).size(); ++i)
            place[s.zone(static_cast<Zone>(z))[i].uid] = std::string(kZoneNames[z]) + " " + std::to_string(i);
    auto where = [&](const json& uid) -> json {
        if (!uid.is_number_unsigned()) return uid;
        const auto u = uid.get<Uid>();
        if (u == kHolderPlayer) return "player";
        if (u == kHolderNpc) return "npc";
        const auto it = place.find(u);
        return it == place.end() ? json(u == 0 ? "none" : "gone") : json(it->second);
    };
    j.erase("nextUid");
    // Reset before each roll reads it: between actions it is a leftover, not part of the moment.
    j.erase("atmosphereSet");
    for (auto& [zone, list] : j["zones"].items())
        for (auto& e : list) e.erase(1);
    j["effects"].erase("nextId");
    std::vector<std::string> fx;
    for (auto& e : j["effects"]["entries"]) {
        e[6] = where(e[6]);
        e.erase(0);
        fx.push_back(e.dump());
    }
    std::sort(fx.begin(), fx.end());
    j["effects"] = fx;
    for (auto& u : j["abilityUses"]) u[0] = where(u[0]);
    std::vector<std::string> marks;
    for (auto& m : j["marks"]) {
        if (m[2] == 0) continue; // a mark at 0 is no mark
        m[0] = where(m[0]);
        marks.push_back(m.dump());
    }
    std::sort(marks.begin(), marks.end());
    j["marks"] = marks;
    for (auto& v : j["converted"]) v[0] = where(v[0]);
    return j;
}

std::string partName(const std::string& key) {
    static const std::map<std::string, std::string> names = {
        {"effects",
         "its active effects (modifiers with a duration, or effects the set-up does not make)"},
        {"abilityUses", "the abilities already used this turn"},
        {"skills", "the skills held in the order they were gained (one gained during play comes "
                   "after the other side's)"},
        {"marks",
         "the marks on the player, the NPC or a card that is not the first copy of its card"},
        {"zones", "the cards' order or flags (tapped, revealed, the NPC's, token cards)"},
        {"converted", "cards being played as other cards"},
        {"records", "the cards noted in skills' records (a set-up has no records)"},
        {"atmosphereSet", "an atmosphere set halfway through a card"},
        {"spokenThisAction", "a SPEAK halfway through"},
    };
    const auto it = names.find(key);
    return it == names.end() ? key : it->second;
}

// The set-up that writes out moment `m`, or an error naming what it cannot hold.
bool momentSetup(const State& m, json& setup, std::string& error) {
    if (m.ended()) {
        error = "the conversation is over (" + m.outcome() + "), so there is no moment left to play from";
        return false;
    }
    if (const auto d = m.pendingDecision()) {
        error = "a decision is pending (" + d->prompt + "); a set-up cannot start halfway through an action, so answer it first";
        return false;
    }
    if (m.payment.active || !m.tasks.empty() || !m.firedTriggers.empty()) {
        error = "an action is still resolving; a set-up cannot start halfway through an action";
        return false;
    }
    const Content& c = m.content();
    setup = json::object();
    setup["state"] = m.rules().states[m.emotion].id;
    setup["comfort"] = m.comfort;
    setup["patience"] = m.patience;
    setup["weight"] = m.weight;
    if (m.atmosphere != m.rules().defaultAtmosphere) setup["atmosphere"] = m.rules().atmospheres[m.atmosphere].id;
    setup["turn"] = m.turn;
    if (m.freeNextAction) setup["freeNextAction"] = true;
    setup["tokens"] = allTokens(m);
    setup["hand"] = ids(m, Zone::Hand);
    setup["deck"] = ids(m, Zone::Deck);
    setup["discard"] = ids(m, Zone::Discard);
    setup["exhausted"] = ids(m, Zone::Exhausted);
    setup["table"] = ids(m, Zone::Table, 0, CardFlag::NpcControlled);
    if (json theirs = ids(m, Zone::Table, CardFlag::NpcControlled); !theirs.empty()) setup["theirTable"] = theirs;
    if (json tapped = ids(m, Zone::Table, CardFlag::Tapped); !tapped.empty()) setup["tapped"] = tapped;
    if (json revealed = ids(m, Zone::Hand, CardFlag::Revealed); !revealed.empty()) setup["revealed"] = revealed;
    json player = json::array(), npc = json::array();
    for (const SkillInst& k : m.skills) (k.owner == Side::Player ? player : npc).push_back(c.skills[k.skill].id);
    // The NPC's first: held skills keep their order, and a start holds the NPC's before the player's.
    setup["skills"] = {{"npc", npc}, {"player", player}};
    json uses = json::object();
    for (const SkillInst& k : m.skills)
        if (k.usesThisTurn || k.usesTotal)
            uses[k.owner == Side::Player ? "player" : "npc"][c.skills[k.skill].id] = {{"turn", k.usesThisTurn}, {"total", k.usesTotal}};
    if (!uses.empty()) setup["skillUses"] = uses;
    json pile = json::object();
    for (const CardInst& ci : m.zone(Zone::Pile))
        if (ci.pile) pile[c.skills[ci.pile - 1].id].push_back(cardId(m, ci));
    if (!pile.empty()) setup["pile"] = pile;
    json marks = json::object();
    for (const Mark& mk : m.marks) {
        if (!mk.value) continue;
        std::string who = mk.holder == kHolderPlayer ? "player" : mk.holder == kHolderNpc ? "npc" : "";
        if (who.empty()) {
            Zone z{};
            std::uint32_t pos = 0;
            if (!m.locate(mk.holder, z, pos)) continue;
            who = cardId(m, m.zone(z)[pos]);
        }
        marks[who][c.markNames[mk.mark]] = mk.value;
    }
    if (!marks.empty()) setup["marks"] = marks;
    setup["rng"] = rngWords(m.rng);
    return true;
}

std::string defaultName(const GameRecord& g, const State& s) {
    const NpcDef& npc = s.content().npcs[s.npc];
    return "Conversation with " + (npc.name.text.empty() ? npc.id : npc.name.text) + " (seed " +
           std::to_string(g.start.seed) + ")";
}

std::string contentPath(const std::string& p, const std::filesystem::path& baseDir) {
    std::error_code ec;
    std::filesystem::path abs = std::filesystem::weakly_canonical(std::filesystem::absolute(p, ec), ec);
    if (ec) abs = std::filesystem::absolute(p);
    if (baseDir.empty()) return abs.generic_string();
    const auto base = std::filesystem::weakly_canonical(std::filesystem::absolute(baseDir, ec), ec);
    const auto rel = abs.lexically_relative(base);
    return rel.empty() ? abs.generic_string() : rel.generic_string();
}

// Loads the document as `parley-cli scenario` would and runs it; empty when it passes.
std::string check(const json& doc, const std::filesystem::path& baseDir, std::optional<Scenario>* loaded = nullptr) {
    Diagnostics diags;
    auto sc = loadScenarioText("(exported scenario)", doc.dump(2), baseDir.empty() ? "." : baseDir, diags);
    if (!sc) {
        std::string why;
        for (const auto& d : diags.items())
            if (d.severity == Diagnostic::Severity::Error && why.empty()) why = d.format();
        return "the written scenario does not load: " + why;
    }
    const ScenarioResult r = runScenario(*sc);
    if (loaded) *loaded = std::move(sc);
    return r.passed ? std::string() : "step " + std::to_string(r.failedStep) + ": " + r.message;
}

} // namespace

Roll spokenOutcome(const EventLog& events) {
    for (const Event& e : events)
        if (const auto* roll = std::get_if<ev::RollMade>(&e)) return roll->success ? Roll::Success : Roll::Failure;
    return Roll::Random;
}

std::string ScenarioExport::text() const { return doc.dump(2) + "\n"; }

ScenarioExport exportScenario(const GameRecord& game, const ScenarioExportOptions& options) {
    ScenarioExport out;
    const int n = static_cast<int>(game.actions.size());
    if (!game.initial.contentPtr()) {
        out.error = "the game has no initial state";
        return out;
    }
    if (options.fromAction > n) {
        out.error = "the game has only " + std::to_string(n) + " actions, so it has no moment after action " +
                    std::to_string(options.fromAction);
        return out;
    }
    // Replay the game: every step is written against the state it runs in, with the outcome
    // that happened, and the generator's state after it where forcing the roll skipped a die.
    const int from = std::max(options.fromAction, 0);
    State s = game.initial;
    State script = game.initial; // the game as the scenario will play it, forced rolls and all
    json steps = json::array(), plainSteps = json::array();
    for (int i = 0; i < n; ++i) {
        const Action& a = game.actions[i];
        EventLog events;
        const State before = s;
        const ApplyResult res = s.apply(a, &events);
        if (!res.ok()) {
            out.error = "action " + std::to_string(i + 1) + " is refused on replay (" + std::string(name(res.error)) + ": " +
                        res.message + ")";
            return out;
        }
        const bool rolls = a.kind == ActionKind::Speak || a.kind == ActionKind::UseSkill;
        // A roll may also come with a choice (a SPEAK whose costs were asked for): it is checked,
        // but only a SPEAK step can force it.
        const Roll rolled = spokenOutcome(events);
        const Roll happened = rolls ? rolled : Roll::Random;
        const Roll given = i < static_cast<int>(game.outcomes.size()) ? game.outcomes[i] : Roll::Random;
        if (given != Roll::Random && given != rolled) {
            out.error = "action " + std::to_string(i + 1) + ": the outcome given (" + rollWord(given) +
                        ") is not what the replay rolled (" + (rolled == Roll::Random ? "no roll" : rollWord(rolled)) + ")";
            return out;
        }
        if (i < from) {
            script = s;
            continue;
        }
        json j;
        ScenarioStep step;
        std::string why;
        if (!actionStep(before, a, happened, j, step, why)) {
            out.error = "action " + std::to_string(i + 1) + " cannot be written as a step: " + why;
            return out;
        }
        // The step must stand for this very action when the runner reads it back.
        Action back, want = a;
        if (rolls) want.roll = happened != Roll::Random ? happened : a.roll;
        if (!scenarioStepAction(before, step, back).ok() || !(back == want)) {
            out.error = "action " + std::to_string(i + 1) + " (" + describeScenarioStep(before.content(), step) +
                        ") cannot be written as a step that means the same action";
            return out;
        }
        json plain = j;
        plain.erase("outcome");
        if (a.roll != Roll::Random) plain["outcome"] = rollWord(a.roll);
        plainSteps.push_back(plain);
        script.apply(want);
        if (!(script.rng == s.rng)) {
            j["rngAfter"] = rngWords(s.rng);
            script.rng = s.rng;
        }
        steps.push_back(j);
    }
    if (!(s == game.final)) {
        out.error = "the actions given do not lead to the final state given (the game's history is incomplete?)";
        return out;
    }

    json doc = json::object();
    doc["format"] = "parley-scenario/1";
    doc["name"] = options.name.empty() ? defaultName(game, game.initial) : options.name;
    doc["description"] = !options.description.empty() ? options.description
                         : options.fromAction < 0
                             ? "Saved from a game: its start, the " + std::to_string(n) +
                                   " actions taken with their outcomes as they happened, and the state at the end."
                             : "Saved from a game: the moment after " + std::to_string(from) + " of its " +
                                   std::to_string(n) + " actions as the set-up, the actions after it, and the state at the end.";
    doc["seed"] = game.start.seed;
    if (!game.start.contentPaths.empty()) {
        json paths = json::array();
        for (const auto& p : game.start.contentPaths) paths.push_back(contentPath(p, options.baseDir));
        doc["content"] = paths;
        if (game.start.addOn) doc["contentMode"] = "addOn";
    }
    doc["npc"] = game.start.npc.empty() ? game.initial.content().npcs[game.initial.npc].id : game.start.npc;
    json setup = json::object();
    if (options.fromAction < 0) {
        // The start itself: the same NPC, deck and seed deal the same cards and the same future.
        if (!game.start.deck.empty()) setup["deckId"] = game.start.deck;
        else {
            json traits = json::array();
            for (const SkillInst& k : game.initial.skills)
                if (k.owner == Side::Player) traits.push_back(game.initial.content().skills[k.skill].id);
            if (!traits.empty()) setup["skills"] = {{"player", traits}};
        }
    } else {
        State moment = game.initial;
        for (int i = 0; i < from; ++i) moment.apply(game.actions[i]);
        std::string why;
        if (!momentSetup(moment, setup, why)) {
            out.error = "cannot start the scenario from the moment after action " + std::to_string(from) + ": " + why;
            return out;
        }
        // Whatever the set-up fields cannot hold shows up as a difference from the moment.
        json probe = doc;
        probe["setup"] = setup;
        Diagnostics diags;
        auto sc = loadScenarioText("(exported scenario)", probe.dump(), options.baseDir.empty() ? "." : options.baseDir, diags);
        if (!sc) {
            out.error = "the moment's set-up does not load: " + (diags.items().empty() ? std::string() : diags.items().front().message);
            return out;
        }
        const json want = placeless(moment), got = placeless(sc->initial);
        std::string missing;
        for (const auto& [key, value] : want.items())
            if (!got.contains(key) || got[key] != value) {
            missing += (missing.empty() ? "" : "; ") + partName(key);
        }
        if (!missing.empty()) {
            out.error = "cannot start the scenario from the moment after action " + std::to_string(from) +
                        ": a set-up cannot hold " + missing;
            return out;
        }
    }
    doc["setup"] = setup;
    doc["steps"] = steps;
    doc["expect"] = finalChecks(game.final);

    std::string failure = check(doc, options.baseDir);
    if (!failure.empty()) {
        // Forcing a roll skips the die the game drew; where the generator's state between
        // actions cannot make up for it (a shuffle after the roll of the same action), the
        // seeded rolls replay the game as it was.
        json plain = doc;
        plain["steps"] = plainSteps;
        if (check(plain, options.baseDir).empty()) {
            plain["description"] = doc["description"].get<std::string>() +
                                   " The outcomes are not forced: the seed replays them, since forcing them would change later shuffles.";
            doc = std::move(plain);
            failure.clear();
        }
    }
    if (!failure.empty()) {
        out.error = "the saved scenario would not pass (" + failure + ")";
        return out;
    }
    out.ok = true;
    out.doc = std::move(doc);
    return out;
}

} // namespace parley
