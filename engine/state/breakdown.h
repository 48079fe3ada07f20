#pragma once
// How a derived number came to be: "50 base, +10 from 2 Trust, +20 Focused = 80".
//
// Each step is kept twice: as English text (the CLI, logs and tests read it) and as data, so that
// a client can say the same in the player's language without parsing the English.
#include "content/enums.h"

#include <cstdint>
#include <string>
#include <vector>

namespace parley {

// Where a step of a breakdown comes from.
enum class StepOrigin : std::uint8_t {
    Rules,      // a number of the ruleset (hand limit, cards per SPEAK)
    Action,     // the patience an action costs; `index`: the ActionKind
    State,      // the emotional state's number; `index`: the state
    Difficulty, // a card's base success chance; `index`: the difficulty
    Tokens,     // the success formula's bonus from tokens; `index`: the token type
    CardValue,  // the card's own number (its weight, its depth)
    Ability,    // an ability's uses per turn
    Effect,     // the amount an effect asks for
    SameSpeak,  // another card of the same SPEAK costs no patience
    FreeAction, // the next action is free
    Limit,      // the ruleset's bounds on the success chance
    Floor,      // the least the number can be (a weight cost of 0, a hand limit of 1); `by`: it
    CannotFail, // the atmosphere lets no card fail; `index`: the atmosphere
    Atmosphere, // a modifier of the atmosphere; `index`: the atmosphere
    Card,       // a modifier of a card (an aura or a lasting effect); `index`: the card
    Skill,      // a modifier of a skill; `index`: the skill, `side`: whose it is
    RuleEffect, // a change by the rules: a modifier they put in the registry, or the success
                // formula's terms other than tokens (a card without a connection type)
};

struct Contribution {
    std::string source; // in English: "base (Hard)", "2 Trust", "Focused atmosphere", "limit 5..95"
    std::string change; // in English: "50", "+10", "x2", "= 0", "at most 3"
    int after = 0;      // the value after this step
    StepOrigin origin = StepOrigin::Rules;
    std::uint16_t index = 0;   // which item of the content table `origin` names (see StepOrigin)
    Side side = Side::Player;  // Skill: whose skill
    ModOp op = ModOp::Set;     // how this step changed the number: a start is a Set
    int by = 0;                // ...by this much
    int held = 0, counted = 0; // Tokens: the tokens held, and how many counted
};

struct Breakdown {
    std::vector<Contribution> parts;
    int result = 0;
    // A starting value: `value` from `origin`.
    Contribution& start(std::string source, StepOrigin origin, int value, std::uint16_t index = 0) {
        return add(std::move(source), std::to_string(value), value, origin, ModOp::Set, value,
                   index);
    }
    Contribution& add(std::string source, std::string change, int after,
                      StepOrigin origin = StepOrigin::Rules, ModOp op = ModOp::Set, int by = 0,
                      std::uint16_t index = 0) {
        Contribution& c = parts.emplace_back();
        c.source = std::move(source);
        c.change = std::move(change);
        c.after = after;
        c.origin = origin;
        c.op = op;
        c.by = by;
        c.index = index;
        return c;
    }
    std::string text() const; // "50 base (Hard), +10 from 2 Trust = 60"
};

} // namespace parley
