#include "content/content.h"

#include "content/limits.h"

namespace parley {

const std::string& LocalizedText::get(std::string_view locale) const {
    if (!locale.empty()) {
        for (const auto& [loc, t] : translations)
            if (loc == locale) return t;
        const std::string_view lang = locale.substr(0, locale.find_first_of("_-"));
        for (const auto& [loc, t] : translations)
            if (loc == lang) return t;
    }
    return text;
}

namespace {
template <typename T> int indexById(const std::vector<T>& items, std::string_view id) {
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id) return static_cast<int>(i);
    return -1;
}
} // namespace

int Ruleset::tokenIndex(std::string_view name) const {
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i] == name) return static_cast<int>(i);
    return -1;
}
int Ruleset::stateIndex(std::string_view name) const { return indexById(states, name); }
int Ruleset::atmosphereIndex(std::string_view name) const { return indexById(atmospheres, name); }
int Ruleset::difficultyIndex(std::string_view name) const { return indexById(difficulties, name); }

const CardDef* Content::findCard(std::string_view id) const {
    auto it = cardIndex.find(std::string(id));
    return it == cardIndex.end() ? nullptr : &cards[it->second];
}
const NpcDef* Content::findNpc(std::string_view id) const {
    auto it = npcIndex.find(std::string(id));
    return it == npcIndex.end() ? nullptr : &npcs[it->second];
}
const DeckDef* Content::findDeck(std::string_view id) const {
    auto it = deckIndex.find(std::string(id));
    return it == deckIndex.end() ? nullptr : &decks[it->second];
}
const SkillDef* Content::findSkill(std::string_view id) const {
    auto it = skillIndex.find(std::string(id));
    return it == skillIndex.end() ? nullptr : &skills[it->second];
}
int Content::markIndex(std::string_view name) const {
    for (std::size_t i = 0; i < markNames.size(); ++i)
        if (markNames[i] == name) return static_cast<int>(i);
    return -1;
}
namespace {
// The card fields of a condition, for conditions that read nothing else.
class CardOnlyVars final : public VarLookup {
public:
    explicit CardOnlyVars(const CardDef& c) : c_(c) {}
    std::int64_t value(VarId id) const override {
        switch (id) {
        case kVarCardWeight: return c_.weight;
        case kVarCardConnection: return c_.connectionType;
        case kVarCardDepth: return c_.depth;
        case kVarCardFleeting: return c_.has(CardProperty::Fleeting);
        case kVarCardOpportunity: return c_.has(CardProperty::Opportunity);
        case kVarCardGoal: return c_.isGoal();
        case kVarCardPermanent: return c_.isPermanent();
        default: return 0;
        }
    }

private:
    const CardDef& c_;
};
} // namespace

void Content::cacheCardConditions(std::size_t budget) {
    auto cardOnly = [](const Formula& f) {
        return f.readsOnly([](VarId v) { return v >= kVarCardWeight && v <= kVarCardPermanent; });
    };
    // A row per condition or skill that some card decides, and each formula evaluated for every
    // card, each cost the number of cards, while the budget lasts; past it the rest stay
    // undecided (asked of the state), which is slower but never wrong.
    auto charge = [&] {
        if (budget < cards.size()) return false;
        budget -= cards.size();
        return true;
    };
    auto start = [&](std::vector<std::uint8_t>& row) {
        if (row.empty()) {
            if (!charge()) return false;
            row.assign(cards.size(), kUndecided);
        }
        return charge();
    };
    conditionByCard.assign(conditions.size(), {});
    for (std::size_t i = 0; i < conditions.size(); ++i) {
        auto& row = conditionByCard[i];
        if (cardOnly(conditions[i])) {
            if (!start(row)) continue;
            for (std::size_t c = 0; c < cards.size(); ++c) row[c] = conditions[i].eval(CardOnlyVars(cards[c])) != 0;
            continue;
        }
        // A part that reads only the card decides the whole for the cards where it is false
        // (joined by `and`) or true (joined by `or`).
        for (const Formula::Op joiner : {Formula::Op::And, Formula::Op::Or}) {
            const bool decides = joiner == Formula::Op::Or;
            for (const Formula& part : conditions[i].operands(joiner)) {
                if (!cardOnly(part) || !start(row)) continue;
                for (std::size_t c = 0; c < cards.size(); ++c)
                    if ((part.eval(CardOnlyVars(cards[c])) != 0) == decides) row[c] = decides;
            }
        }
    }
    skillMatchByCard.assign(skills.size(), {});
    for (const SkillDef& k : skills) {
        auto& row = skillMatchByCard[k.index];
        if ((k.match.empty() && k.matchCondition == 0) || !start(row)) continue;
        for (const CardDef& card : cards) {
            const int known = !card.matches(k.match) ? 0 : k.matchCondition == 0 ? 1 : cardCondition(k.matchCondition, card.index);
            row[card.index] = known < 0 ? kUndecided : static_cast<std::uint8_t>(known);
        }
    }
}

void Content::summarizeSkills() {
    filterProperties = 0;
    for (const SkillDef& k : skills)
        if (k.type == SkillType::Filter)
            filterProperties =
                static_cast<PropertySet>(filterProperties | k.addProperties | k.removeProperties);
}

const NpcDef* Content::defaultNpc() const {
    if (const NpcDef* n = findNpc(ruleset.defaultNpc)) return n;
    return npcs.empty() ? nullptr : &npcs.front();
}

bool CardDef::matches(const CardFilter& f) const {
    if (f.card >= 0 && static_cast<int>(index) != f.card) return false;
    if (f.tokenType != 0 && tokenType != f.tokenType) return false;
    // Asked first whether the filter names properties, so that a filter without them (most) does
    // not read this card at all: the candidate scans ask it of every card in a zone.
    if (f.properties != 0 && (properties & f.properties) != f.properties) return false;
    if (f.connectionType >= 0 && connectionType != f.connectionType) return false;
    return true;
}

std::uint16_t Content::internTokenType(const std::string& type) {
    for (std::size_t i = 0; i < tokenTypes.size(); ++i)
        if (tokenTypes[i] == type) return static_cast<std::uint16_t>(i + 1);
    if (tokenTypes.size() >= limits::kMaxTokenTypes) return 0;
    tokenTypes.push_back(type);
    return static_cast<std::uint16_t>(tokenTypes.size());
}

std::uint16_t Content::internOutcome(const std::string& outcome) {
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i] == outcome) return static_cast<std::uint16_t>(i);
    if (outcomes.size() >= limits::kMaxOutcomes) return kTooManyOutcomes;
    outcomes.push_back(outcome);
    return static_cast<std::uint16_t>(outcomes.size() - 1);
}

namespace {
void addStateVars(VarNames& v, const Ruleset& rules, const std::vector<std::string>& tokenTypes,
                  const std::vector<std::string>& marks) {
    for (std::size_t i = 0; i < marks.size(); ++i) {
        v.add("player." + marks[i], static_cast<VarId>(kVarMarkFirst + 3 * i));
        v.add("npc." + marks[i], static_cast<VarId>(kVarMarkFirst + 3 * i + 1));
        v.add("self." + marks[i], static_cast<VarId>(kVarMarkFirst + 3 * i + 2));
    }
    v.add("comfort", kVarComfort);
    v.add("patience", kVarPatience);
    v.add("weight", kVarWeight);
    v.add("capacity", kVarCapacity);
    v.add("turn", kVarTurn);
    v.add("hand", kVarHand);
    v.add("deck", kVarDeck);
    v.add("discard", kVarDiscard);
    v.add("exhausted", kVarExhausted);
    v.add("state", kVarState);
    v.add("x", kVarX);
    v.add("amount", kVarAmount);
    v.add("table", kVarTable);
    for (std::size_t i = 0; i < rules.tokens.size(); ++i)
        v.add(rules.tokens[i], static_cast<VarId>(kVarTokenFirst + i));
    for (std::size_t i = 0; i < tokenTypes.size(); ++i)
        v.add(tokenTypes[i], static_cast<VarId>(kVarTokenTypeFirst + i));
}
} // namespace

VarNames cardFormulaVars(const Ruleset& rules, const std::vector<std::string>& tokenTypes,
                         const std::vector<std::string>& marks) {
    VarNames v;
    addStateVars(v, rules, tokenTypes, marks);
    return v;
}

VarNames skillConditionVars(const Content& content) {
    VarNames v = conditionVars(content.ruleset, content.tokenTypes, content.markNames);
    v.add("roll", kVarRoll);
    v.add("chance", kVarChance);
    return v;
}

VarNames conditionVars(const Ruleset& rules, const std::vector<std::string>& tokenTypes,
                       const std::vector<std::string>& marks) {
    VarNames v = cardFormulaVars(rules, tokenTypes, marks);
    v.add("card.weight", kVarCardWeight);
    v.add("card.connectionType", kVarCardConnection);
    v.add("card.depth", kVarCardDepth);
    v.add("card.fleeting", kVarCardFleeting);
    v.add("card.opportunity", kVarCardOpportunity);
    v.add("card.goal", kVarCardGoal);
    v.add("card.permanent", kVarCardPermanent);
    v.add("value", kVarValue);
    for (std::size_t i = 0; i < rules.tokens.size(); ++i) v.addLiteral(rules.tokens[i], static_cast<int>(i));
    return v;
}

const VarNames& Content::formulaVars(Vars kind) {
    VarsCache& c = varsCache_[static_cast<std::size_t>(kind)];
    // The vocabularies only grow while content loads, so equal sizes mean equal lists.
    if (c.built && c.tokenTypes == tokenTypes.size() && c.marks == markNames.size() &&
        c.tokens == ruleset.tokens.size())
        return c.names;
    switch (kind) {
    case Vars::Card:
        c.names = cardFormulaVars(ruleset, tokenTypes, markNames);
        break;
    case Vars::Condition:
        c.names = conditionVars(ruleset, tokenTypes, markNames);
        break;
    case Vars::SkillCondition:
        c.names = skillConditionVars(*this);
        break;
    }
    c.tokenTypes = tokenTypes.size();
    c.marks = markNames.size();
    c.tokens = ruleset.tokens.size();
    c.built = true;
    return c.names;
}

VarNames successFormulaVars(const Ruleset& rules) {
    VarNames v;
    v.add("base", kVarBase);
    v.add("tokens", kVarTokens);
    addStateVars(v, rules, {}, {});
    return v;
}

} // namespace parley
