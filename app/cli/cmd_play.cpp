// parley-cli play: one whole conversation played by an AI policy, printed as a readable log.
// Engine headers that use Ctx come before Qt's, which defines `emit` as a macro.
#include "skills/skills.h"

#include "cli_common.h"
#include "sim/playout.h"
#include "commands.h"
#include "modifiers/queries.h"
#include "rules/setup.h"
#include "sim/event_text.h"

#include "ai/policy.h"

namespace parley::cli {

namespace {

std::string statusLine(const State& s) {
    const Ruleset& r = s.rules();
    std::string line = "[turn " + std::to_string(s.turn) + "] " + r.states[s.emotion].id + ", comfort " +
                       (s.comfort > 0 ? "+" : "") + std::to_string(s.comfort) + " | weight " +
                       std::to_string(availableWeight(s)) + "/" + std::to_string(weightCapacity(s)) + " | patience " +
                       std::to_string(s.patience) + " | atmosphere " + r.atmospheres[s.atmosphere].id;
    std::string tokens;
    for (std::size_t i = 0; i < r.tokens.size(); ++i)
        if (s.tokens[i] > 0) tokens += (tokens.empty() ? "" : ", ") + std::to_string(s.tokens[i]) + " " + r.tokens[i];
    if (!tokens.empty()) line += " | tokens " + tokens;
    return line;
}

std::string handLine(const State& s, bool explain) {
    std::string line = "  Hand:";
    if (s.hand().empty()) return line + " (empty)";
    for (const CardInst& ci : s.hand()) {
        const CardDef& d = s.def(ci.card);
        Breakdown why;
        const int chance = successChance(s, ci.card, explain ? &why : nullptr);
        line += "\n    - " + d.name.text + " [w" + std::to_string(d.weight) + ", " + std::to_string(chance) + "%";
        // As the card is now: filter skills may have changed its properties.
        const PropertySet props = cardProperties(s, ci.card);
        const bool fleeting = props & propertyBit(CardProperty::Fleeting), opportunity = props & propertyBit(CardProperty::Opportunity);
        if (fleeting && opportunity) line += ", GOAL";
        else if (fleeting) line += ", Fleeting";
        else if (opportunity) line += ", Opportunity";
        line += "]";
        if (explain) {
            Breakdown weight;
            speakWeight(s, ci.card, &weight);
            line += "  chance: " + why.text() + "; weight: " + weight.text();
        }
    }
    return line;
}

// Who holds which skill, each with its description as it reads now (marks filled in).
std::string skillsLine(const State& s) {
    std::string line;
    for (const SkillInst& k : s.skills) {
        const SkillDef& d = s.content().skills[k.skill];
        line += std::string("\n    - ") + (k.owner == Side::Player ? "you: " : "them: ") + d.name.text + " (" +
                std::string(name(d.type)) + "): " + describeSkill(s, k);
    }
    return line.empty() ? std::string() : "  Skills:" + line;
}

std::string tableLine(const State& s) {
    if (s.zone(Zone::Table).empty()) return "  Table: (empty)";
    std::string line = "  Table:";
    for (const CardInst& ci : s.zone(Zone::Table)) {
        line += " " + s.def(ci.card).name.text;
        if (ci.has(CardFlag::Tapped)) line += " (tapped)";
        if (ci.has(CardFlag::NpcControlled)) line += " (theirs)";
        line += ";";
    }
    line.pop_back();
    return line;
}

void printEvents(const State& s, const EventLog& events) {
    for (const Event& e : events) {
        const std::string t = eventText(s, e);
        if (!t.empty()) out(t);
    }
}

} // namespace

int runPlay(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"npc", "The NPC to talk to (default: the content's default NPC).", "ID"});
    p.addOption({"seed", "The game's random seed (default 1).", "N"});
    p.addOption({"policy", "The AI policy: random, greedy or lookahead (default greedy).", "NAME"});
    p.addOption({"content", "Load content from this file or folder instead of the built-in pack (repeatable).", "PATH"});
    p.addOption({"explain", "Show how every success chance is computed."});
    if (int r = parseArgs(p, args, "Play one conversation with an AI policy and print it as a log."); r >= 0) return r;
    if (!p.positionalArguments().isEmpty()) return usageError("play takes no arguments besides options");
    long long seed = 1;
    if (!intOption(p, "seed", 0, 4'000'000'000LL, seed)) return kUsage;
    const QString policyName = p.value("policy").isEmpty() ? QString("greedy") : p.value("policy");
    auto policy = makePolicy(policyName.toStdString(), static_cast<std::uint64_t>(seed) + 7919);
    if (!policy) return usageError("unknown policy '" + policyName + "' (known: random, greedy, lookahead)");

    bool ok = false;
    const auto content = loadContent(p.values("content"), ok);
    if (!ok) return kCheckFailed;
    const NpcDef* npc = p.isSet("npc") ? content->findNpc(p.value("npc").toStdString()) : content->defaultNpc();
    if (!npc) {
        std::string known;
        for (const auto& n : content->npcs) known += (known.empty() ? "" : ", ") + n.id;
        return usageError(p.isSet("npc") ? "unknown NPC '" + p.value("npc") + "' (known: " + QString::fromStdString(known) + ")"
                                         : QString("the content has no NPCs"));
    }
    const bool explain = p.isSet("explain");

    EventLog events;
    State s = newConversation(content, content->npcIndex.at(npc->id), static_cast<std::uint64_t>(seed), &events);
    out("Parley: a conversation with " + npc->name.text + " (seed " + std::to_string(seed) + ", policy " +
        std::string(policy->name()) + ")");
    if (!npc->description.empty()) out(npc->description);
    out("");
    printEvents(s, events);
    if (const std::string skills = skillsLine(s); !skills.empty()) out(skills);
    // Content whose actions cost nothing never ends: stop where simulations stop, and say so.
    int actions = 0;
    while (!s.ended()) {
        if (++actions > kPlayoutActionLimit) {
            out("");
            out("Stopped after " + std::to_string(kPlayoutActionLimit) +
                " actions: this conversation does not end (do its actions cost no patience?).");
            return kCheckFailed;
        }
        if (!s.pendingDecision()) {
            out("");
            out(statusLine(s));
            out(handLine(s, explain));
            out(tableLine(s));
        }
        if (explain && !s.pendingDecision()) {
            // Every derived number of this moment, each as its list of contributions.
            Breakdown draw, cap, speak, listen, limit, depth, perSpeak;
            listenDraw(s, &draw);
            weightCapacity(s, &cap);
            patienceCost(s, ActionKind::Speak, &speak);
            patienceCost(s, ActionKind::Listen, &listen);
            handLimit(s, &limit);
            reach(s, &depth);
            cardsPerSpeak(s, &perSpeak);
            out("  Explained: LISTEN draws " + draw.text() + "; capacity " + cap.text() + "; SPEAK costs " +
                speak.text() + " patience; LISTEN costs " + listen.text() + " patience; hand limit " + limit.text() +
                "; reach " + depth.text() + "; cards per SPEAK " + perSpeak.text());
        }
        events.clear();
        const Action a = policy->choose(s);
        if (const auto d = s.pendingDecision(); d && a.kind == ActionKind::Choose) {
            std::string picked;
            for (auto i : a.choices) picked += (picked.empty() ? "" : ", ") + d->options[i].label;
            out("  " + d->prompt + " -> " + (picked.empty() ? "(none)" : picked));
        }
        const ApplyResult r = s.apply(a, &events);
        if (!r.ok()) {
            err("internal error: the policy chose a rejected action: " + r.message);
            return kCheckFailed;
        }
        printEvents(s, events);
    }
    out("");
    out(statusLine(s));
    out("Outcome: " + s.outcome() + " (" + std::string(name(s.end.reason)) + ") after " + std::to_string(s.turn - 1) +
        " actions.");
    if (const nlohmann::ordered_json* data = s.endData()) out("Outcome data: " + jsonLine(*data));
    return kOk;
}

} // namespace parley::cli
