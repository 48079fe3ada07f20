#pragma once
// An ending's terms (issue 11): the data of an EndConversation effect, read into types so that the
// end screen and the CLI can say it in words ("You will deliver Elena's letter to Lord Blackwood
// within 73 hours."). Seed 002 leaves the data free-form and passes it to the game unchanged;
// `EffectDef::data` still holds it as written. These are the keys the built-in goals use.
#include "content/content.h"
#include "content/pack_layers.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace parley {

class ObjectReader;

struct EndingTerms {
    // "createsObligation": true, or an "obligationType" given.
    bool obligation = false;
    std::string obligationType;        // "delivery", "favor", "fine", or a pack's own; may be empty
    std::string recipient;             // "recipientId": a person's or an NPC's id; empty: none
    std::optional<LocalizedText> item; // "item": what is to be delivered ("Elena's letter")
    std::optional<int> deadline;       // "deadline": hours
    std::optional<int> payment;        // "payment": coins; negative: the player pays
    std::vector<std::pair<std::uint8_t, int>>
        tokens;                          // "tokenReward": connection token index, count
    std::string penalty;                 // "penalty": "burden_card" or a pack's own kind
    int penaltyCard = -1;                // "penaltyCard": the burden card that joins the deck
    std::optional<int> relationship;     // "relationshipPenalty": negative: worse
    std::optional<LocalizedText> reason; // "reason": why it ended, as the content says it
    std::string access;                  // "grantsAccess": a place's id

    // Whether there is anything to say beyond the reason.
    bool hasTerms() const {
        return obligation || payment.value_or(0) != 0 || !tokens.empty() || !penalty.empty() ||
               relationship.value_or(0) != 0 || !access.empty();
    }
};

// Every key above: the rest of an ending's data is the pack's own, passed on untouched.
const std::vector<std::string>& endingDataKeys();

// Reads the EndConversation effect's "data" at r["data"] into out.ending (null when there is no
// data). The data was free-form before these terms, so nothing in it stops a pack from loading: a
// known key of the wrong type, or a recipient, place or card that is not in the content, is a
// warning naming where, and that part is left out of the words.
void readEnding(ObjectReader& r, Content& content, EffectDef& out);

// The "people" and "places" sections, read before the cards (an ending names them). Every NPC's
// id is registered among the people too, so an ending may name a partner. Unlike the ending's
// data these sections are new, so their entries are closed: an unknown key is an error.
void readPeopleAndPlaces(const Sections& sections, Content& content, Diagnostics& diags);

// A person's name, or an NPC's when the id is an NPC's; null for an id the content does not know.
const LocalizedText* personName(const Content& content, std::string_view id);
const LocalizedText* placeName(const Content& content, std::string_view id);

} // namespace parley
