// Engine headers before Qt's: Qt defines `emit` as a macro, and the engine has a method of that name.
#include "skills/skills.h"
#include "test_support.h"

#include "modifiers/lifecycle.h"

#include <QTest>

namespace parley::test {

std::shared_ptr<const Content> builtin() {
    Diagnostics diags;
    auto c = builtinContent(&diags);
    if (!c)
        for (const auto& d : diags.items()) qWarning("%s", d.format().c_str());
    return c;
}

std::shared_ptr<const Content> contentFrom(std::initializer_list<std::string> docs, Diagnostics* diags) {
    ContentLoader loader;
    int i = 0;
    for (const auto& d : docs) loader.addSource("doc" + std::to_string(i++) + ".json", d);
    loader.addBuiltinRulesetIfMissing();
    Diagnostics local;
    auto c = loader.load(diags ? *diags : local);
    return c;
}

std::string skillsDoc(const std::string& skills, const std::string& extraCards) {
    return R"({"cards": [{"id": "a", "weight": 1, "difficulty": "Easy"},
                        {"id": "b", "weight": 2, "difficulty": "Easy", "costs": [{"cost": "discard", "amount": 1}]})" +
           extraCards + R"(],
              "npcs": [{"id": "n", "deck": ["a", "a", "b"]}],
              "skills": [)" + skills + "]}";
}

std::string cardsDoc(std::initializer_list<std::string> cards) {
    std::string out = "[";
    bool first = true;
    for (const auto& c : cards) {
        out += (first ? "" : ",") + c;
        first = false;
    }
    return out + "]";
}

Uid uidOf(const State& s, Zone z, std::string_view id) {
    for (const CardInst& ci : s.zone(z))
        if (s.def(ci.card).id == id) return ci.uid;
    return 0;
}

void useAtmosphere(State& s, int atm) {
    s.atmosphere = static_cast<std::uint16_t>(atm);
    Ctx quiet{s, nullptr};
    installAtmosphere(quiet, s.atmosphere);
}

void withoutSkills(State& s) {
    Ctx quiet{s, nullptr};
    while (!s.skills.empty()) removeSkill(quiet, s.skills.back().skill, s.skills.back().owner);
}

std::string sourcePath(const std::string& rel) { return std::string(PARLEY_SOURCE_DIR) + "/" + rel; }

} // namespace parley::test
