#pragma once
// Readers for each section of the content format. Each adds diagnostics for what it rejects and
// returns false when the item cannot be used.
#include "content/object_reader.h"

namespace parley {

bool readRuleset(ObjectReader& r, Content& content);
bool readCard(ObjectReader& r, Content& content, CardDef& out);
bool readEffect(ObjectReader& r, Content& content, EffectDef& out);
bool readDeck(ObjectReader& r, const Content& content, DeckDef& out);
bool readNpc(ObjectReader& r, const Content& content, NpcDef& out);
// An NPC's "reactions" (its lines as the conversation goes) and "portrait" files.
bool readReactions(ObjectReader& r, const Content& content, NpcReactions& out);
bool readPortrait(ObjectReader& r, const Content& content, NpcDef& out);

// Seed 001/000 parts of a card: costs, activated abilities, triggered abilities, card filters.
bool readCostList(ObjectReader& r, std::string_view key, Content& content, CostList& out);
bool readAlternativeCosts(ObjectReader& r, std::string_view key, Content& content, std::vector<CostList>& out);
bool readAbilities(ObjectReader& r, Content& content, std::vector<AbilityDef>& out);
bool readTriggers(ObjectReader& r, Content& content, std::vector<TriggerDef>& out);
// Reads a filter object at r[key] ({"card", "tokenType", "property"/"properties", "connectionType"}).
bool readFilter(ObjectReader& r, std::string_view key, Content& content, CardFilter& out);
// A cost's or effect's own "filter", "tokenType" and "card" fields, which together say which
// cards qualify. With `namedCard` set, "card" names a card to make (createToken) instead.
bool readTargetFields(ObjectReader& r, Content& content, CardFilter& out, int* namedCard = nullptr);
// The "tokenType" field at r["tokenType"], interned; false (with an error) past the limit.
bool readTokenType(ObjectReader& r, Content& content, std::uint16_t& out);
// "; did you mean 'drawCards'?" for an unknown effect type, among every spelling the loader takes.
std::string effectTypeHint(std::string_view word);
// Effects written as one object, a list, or null, at r[key].
bool readEffectList(ObjectReader& r, std::string_view key, Content& content, std::vector<EffectDef>& out);

// Compiles the condition at r[key] (if any) with `vars` and registers it in Content::conditions;
// `out` gets its index + 1 (0 when there is none). False, with an error, for a bad formula.
bool readCondition(ObjectReader& r, std::string_view key, Content& content, const VarNames& vars, std::uint16_t& out);

// Seed 004's generic modifier, one or a list at r[key].
bool readModifier(ObjectReader& m, Content& content, ModifierDef& out);
bool readModifierList(ObjectReader& r, std::string_view key, Content& content, std::vector<ModifierDef>& out);

// Seed 003's skills. preRegisterSkill records the marks a skill declares before any formula is
// compiled (formulas may read marks); readSkill reads the rest once cards are known.
void preRegisterSkill(const nlohmann::ordered_json& node, Content& content);
bool readSkill(ObjectReader& r, Content& content, SkillDef& out);
// A list of skill ids at r[key] (an NPC's skills, a deck's traits).
bool readSkillRefs(ObjectReader& r, std::string_view key, const Content& content, std::vector<std::uint16_t>& out);

// Reads a deck's card list (ids or {card, count} entries) at r[key].
bool readCardList(ObjectReader& r, std::string_view key, const Content& content,
                  std::vector<CardIndex>& out);

} // namespace parley
