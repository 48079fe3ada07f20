#pragma once
// What an ending binds the player to, sentence by sentence (issue 11). endingLines() decides which
// sentences an ending's terms make and what goes in them; each front end words them in its own
// language: englishLine() here for parley-cli, EndingText (app/client) through tr() for the
// game. Both take the same lines, so the CLI and the end screen say the same thing, and a client
// test holds the two English wordings equal for every built-in ending.
#include "content/ending.h"
#include "state/state.h"

#include <string>
#include <vector>

namespace parley {

struct EndingLine {
    enum class Kind : std::uint8_t {
        Delivery,     // to `who`, of `item`, within `hours` (each may be missing)
        Favour,       // owed to `who`, within `hours`
        Fine,         // paid to `who`, within `hours`
        Obligation,   // of the pack's own `type` (may be empty), to `who`, within `hours`
        Paid,         // the player is paid `amount` coins
        Pays,         // the player pays `amount` coins
        FineIs,       // the fine is `amount` coins
        Gains,        // connection tokens the player gains: `tokens`
        Loses,        // and loses (counts positive)
        CardJoins,    // card `card` joins the player's deck; `burden`: as a burden
        Burden,       // an unnamed burden card joins the deck
        Penalty,      // a penalty of the pack's own `type`
        Relationship, // with `who` (the partner) changes by `amount`
        Access,       // the player may pass `place`
    };
    Kind kind = Kind::Obligation;
    // A person or place: its name when the content gives one, else its id (say it as words).
    const LocalizedText* who = nullptr;
    std::string whoId;
    const LocalizedText* item = nullptr;
    const LocalizedText* place = nullptr;
    std::string placeId;
    std::string type;
    int hours = 0; // 0: no deadline
    int amount = 0;
    int card = -1;
    bool burden = false;
    std::vector<std::pair<std::uint8_t, int>> tokens;
};

// The terms of the ending `s` reached (null when it has none) and their sentences in order: the
// obligation, payment, tokens, penalty, relationship, access. `partner`: the NPC talked to.
const EndingTerms* endingTerms(const State& s);
std::vector<EndingLine> endingLines(const Content& content, const EndingTerms& terms,
                                    const NpcDef& partner);

// In English, for parley-cli.
std::string englishLine(const Content& content, const EndingLine& line);
// Every line, joined by spaces; empty when there are none.
std::string englishTerms(const Content& content, const std::vector<EndingLine>& lines);
// A pack's id as words: "walked_away", "NorthGate" -> "Walked away", "North gate".
std::string englishWordsOfId(std::string_view id);

} // namespace parley
