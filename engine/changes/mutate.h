#pragma once
// The only ways rules change the numbers of a conversation. Each emits its event and applies the
// knock-on rules (the comfort battery moving the state, weight clamped to a smaller capacity).
#include "state/context.h"

namespace parley {

// Applies an effect's comfort change through the modifiers and the battery.
void changeComfort(Ctx& c, int requested);
void resetComfort(Ctx& c);
void setEmotion(Ctx& c, std::uint8_t to);
void setAtmosphere(Ctx& c, std::uint16_t to);
void setWeight(Ctx& c, int to);
void setPatience(Ctx& c, int to);
// Keeps the weight pool within the current capacity after the capacity shrinks.
void clampWeight(Ctx& c);

// Ends the conversation. Pending work stops, except cards already on their way to a pile.
void endConversation(Ctx& c, EndReason reason, std::uint16_t outcome);
void endByEffect(Ctx& c, CardIndex card, EffectList list, std::uint8_t index, std::uint16_t outcome);

// Connection tokens: gains and spends fire tokenGained / tokenSpent.
void changeTokens(Ctx& c, int type, int delta);

} // namespace parley
