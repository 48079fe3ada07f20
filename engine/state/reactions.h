#pragma once
// What the conversation partner says in answer to one action (issue 11), from the reactions its
// content gives (NpcReactions): the client shows them as the partner's speech and in the log.
#include "state/events.h"

namespace parley {

enum class ReactionMoment : std::uint8_t { State, GoalSuccess, GoalFailure, End };

struct Reaction {
    ReactionMoment moment = ReactionMoment::State;
    int key = 0;                         // the state reached (State) or the outcome (End)
    const LocalizedText* line = nullptr; // into the content; never null in a returned reaction
};

// The partner's lines in answer to `events` (what one action caused), in the order they are
// said: the goal's line, then the line of the state the action left the partner in (only when
// it changed, and only when the conversation goes on: at the end the ending's line speaks for
// it), then the ending's line. Moments the content gives no line for are left out.
std::vector<Reaction> reactionsTo(const Content& content, std::uint16_t npc,
                                  const EventLog& events);

} // namespace parley
