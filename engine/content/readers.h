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

// Reads a deck's card list (ids or {card, count} entries) at r[key].
bool readCardList(ObjectReader& r, std::string_view key, const Content& content,
                  std::vector<CardIndex>& out);

} // namespace parley
