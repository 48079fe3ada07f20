// The text of a conversation as parley-cli prints it (play, replay).
// Engine headers that use Ctx come before Qt's, which defines `emit` as a macro.
#include "skills/skills.h"

#include "play_text.h"

#include "cli_common.h"
#include "queries/queries.h"
#include "sim/ending_text.h"
#include "sim/event_text.h"

#include <algorithm>

namespace parley::cli {

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

void printMoment(const State& s, bool explain) {
    out(statusLine(s));
    out(handLine(s, explain));
    out(tableLine(s));
}

void printOutcome(const State& s) {
    out("Outcome: " + s.outcome() + " (" + std::string(name(s.end.reason)) + ") after " + std::to_string(s.turn - 1) +
        " actions.");
    const nlohmann::ordered_json* data = s.endData();
    if (!data) return;
    // The terms in words, as the end screen says them (sim/ending_text.h); the pack's own keys,
    // which no sentence says, stay as data for the designer.
    const EndingTerms* terms = endingTerms(s);
    if (!terms || !data->is_object()) {
        out("Outcome data: " + jsonLine(*data));
        return;
    }
    if (terms->reason) out("Reason: " + terms->reason->text + ".");
    const Content& c = s.content();
    const std::string said = englishTerms(c, endingLines(c, *terms, c.npcs[s.npc]));
    if (!said.empty()) out("Terms: " + said);
    nlohmann::ordered_json rest = nlohmann::ordered_json::object();
    const auto& known = endingDataKeys();
    for (const auto& [key, value] : data->items())
        if (std::find(known.begin(), known.end(), key) == known.end()) rest[key] = value;
    if (!rest.empty()) out("Other outcome data: " + jsonLine(rest));
}

} // namespace parley::cli
