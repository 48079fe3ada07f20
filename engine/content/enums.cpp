#include "content/enums.h"

#include <cctype>

namespace parley {

std::optional<EffectType> effectTypeFromName(std::string_view s) {
    if (s == "draw") return EffectType::DrawCards;
    if (auto t = enumFromName<EffectType>(kEffectTypeNames, s)) return t;
    // "createToken" names CreateToken: the same name with its first letter in lower case.
    if (s.empty() || !std::islower(static_cast<unsigned char>(s[0]))) return std::nullopt;
    std::string upper(s);
    upper[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(upper[0])));
    return enumFromName<EffectType>(kEffectTypeNames, upper);
}

std::string name(EffectList l) {
    if (l.isSlot()) return std::string(name(l.asSlot()));
    if (l.isSkill()) return "skill";
    return (l.isTrigger() ? "trigger " : "ability ") + std::to_string(l.index());
}

std::optional<EffectList> parseEffectList(std::string_view s) {
    if (auto slot = enumFromName<EffectSlot>(kEffectSlotNames, s)) return EffectList::slot(*slot);
    if (s == "skill") return EffectList::skill();
    auto number = [&](std::string_view prefix, int max) -> int {
        if (s.substr(0, prefix.size()) != prefix) return -1;
        int v = 0;
        const std::string_view digits = s.substr(prefix.size());
        if (digits.empty() || digits.size() > 3) return -1;
        for (char c : digits) {
            if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
            v = v * 10 + (c - '0');
        }
        return v < max ? v : -1;
    };
    if (int k = number("trigger ", EffectList::kMaxTriggers); k >= 0) return EffectList::trigger(k);
    if (int k = number("ability ", EffectList::kMaxAbilities); k >= 0) return EffectList::ability(k);
    return std::nullopt;
}

} // namespace parley
