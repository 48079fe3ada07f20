#pragma once
// Warnings about a pack that loads but will not play as its designer means: a deck with no goal,
// a card too heavy ever to be spoken, a card that nothing brings into play, an NPC with nothing
// in its deck. Each names the file, position and pointer of the entry it is about. Only the
// pack's own entries are looked at: what is built in under it is not the designer's to fix.
#include "content/content.h"
#include "content/diagnostics.h"
#include "content/pack_layers.h"

#include <vector>

namespace parley {

// Where each loaded entry was read, by its index in Content (null for a card the loader made).
struct EntrySources {
    std::vector<const SectionItem*> cards, decks, npcs;
};

void checkPack(const Content& content, const EntrySources& where, Diagnostics& diags);

} // namespace parley
