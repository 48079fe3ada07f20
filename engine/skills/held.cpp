#include "skills/skills.h"

#include "changes/zones.h"
#include "modifiers/lifecycle.h"

namespace parley {

void grantSkill(Ctx& c, std::uint16_t skill, Side owner) {
    State& s = c.s;
    if (heldSkill(s, skill, owner) >= 0) return;
    const SkillDef& d = s.content().skills[skill];
    s.skills.push_back({skill, owner, 0, 0, skillHears(d)});
    registerSkillModifiers(c, d.modifiers, skillSourceUid(skill, owner), skill, owner);
    addSkillMasks(s, s.skills.size() - 1);
    c.emit(ev::SkillGained{skill, sideIndex(owner)});
}

void removeSkill(Ctx& c, std::uint16_t skill, Side owner) {
    State& s = c.s;
    const int at = heldSkill(s, skill, owner);
    if (at < 0) return;
    s.skills.erase(static_cast<std::uint32_t>(at));
    const SkillDef& d = s.content().skills[skill];
    removeSkillEffects(c, skillSourceUid(skill, owner));
    refreshSkillMasks(s);
    // Marks it kept, except system marks ("-Keep"), which outlive the skill on purpose.
    for (std::uint8_t m : d.marks) {
        const std::string& markName = s.content().markNames[m];
        if (markName.size() >= 5 && markName.compare(markName.size() - 5, 5, "-Keep") == 0) continue;
        for (std::uint32_t i = s.marks.size(); i-- > 0;) {
            const Mark k = s.marks[i];
            if (k.mark != m || k.holder == sideHolder(owner == Side::Player ? Side::Npc : Side::Player)) continue;
            s.marks.erase(i);
            c.emit(ev::MarkChanged{k.holder, k.mark, k.value, 0});
        }
    }
    // Its pile goes to the discard pile, each card as a move out of the pile.
    if (d.pile) {
        SmallVec<Uid, 16> pile;
        for (const CardInst& ci : s.zone(Zone::Pile))
            if (ci.pile == skill + 1) pile.push_back(ci.uid);
        for (Uid u : pile) moveCard(c, u, Zone::Discard);
    }
    // Its record (seed 003's cleanup of a description record on loss).
    for (std::uint32_t i = s.records.size(); i-- > 0;)
        if (s.records[i].skill == skill && s.records[i].owner() == owner) s.records.erase(i);
    c.emit(ev::SkillLost{skill, sideIndex(owner)});
}

void recordCard(Ctx& c, std::uint16_t skill, Side owner, CardIndex card) {
    State& s = c.s;
    int held = 0;
    for (const SkillRecord& r : s.records) {
        if (r.skill != skill || r.owner() != owner) continue;
        if (r.card == card) return;
        ++held;
    }
    if (held >= kMaxRecordPerSkill || heldSkill(s, skill, owner) < 0) return;
    s.records.push_back(SkillRecord::of(skill, owner, card));
    c.emit(ev::SkillRecorded{skill, sideIndex(owner), card});
}

std::string describeSkill(const State& s, const SkillInst& k, std::string_view locale,
                          std::string_view separator, std::string_view none) {
    const SkillDef& d = s.content().skills[k.skill];
    std::string out;
    const std::string& text = d.description.get(locale);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
        if (close == std::string::npos) {
            out += text[i];
            continue;
        }
        const std::string key = text.substr(i + 1, close - i - 1);
        const int m = s.content().markIndex(key);
        if (m >= 0) out += std::to_string(s.mark(sideHolder(k.owner), static_cast<std::uint8_t>(m)));
        else if (key == "uses") out += std::to_string(k.usesTotal);
        else if (key == "record") {
            bool first = true;
            for (const SkillRecord& r : s.records) {
                if (r.skill != k.skill || r.owner() != k.owner) continue;
                if (!first) out += separator;
                out += s.def(r.card).name.get(locale);
                first = false;
            }
            if (first) out += none;
        } else
            out += text.substr(i, close - i + 1); // not a placeholder: kept as written
        i = close;
    }
    return out;
}

void addMark(Ctx& c, Uid holder, std::uint8_t mark, int delta) {
    State& s = c.s;
    for (std::uint32_t i = 0; i < s.marks.size(); ++i) {
        Mark& k = s.marks[i];
        if (k.holder != holder || k.mark != mark) continue;
        const int from = k.value;
        const int to = std::clamp(from + delta, 0, 999);
        if (to == from) return;
        c.emit(ev::MarkChanged{holder, mark, from, to});
        if (to == 0) s.marks.erase(i);
        else k.value = static_cast<std::int16_t>(to);
        return;
    }
    if (delta <= 0) return;
    const int to = std::min(delta, 999);
    s.marks.push_back({holder, mark, 0, static_cast<std::int16_t>(to)});
    c.emit(ev::MarkChanged{holder, mark, 0, to});
}

} // namespace parley
