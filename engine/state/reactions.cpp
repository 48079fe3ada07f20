#include "state/reactions.h"

namespace parley {

std::vector<Reaction> reactionsTo(const Content& content, std::uint16_t npc,
                                  const EventLog& events) {
    std::vector<Reaction> out;
    if (npc >= content.npcs.size()) return out;
    const NpcReactions& voice = content.npcs[npc].reactions;
    int goal = -1;      // 1 the goal succeeded, 0 it failed
    int stateFrom = -1; // before the action's first change of state
    int stateTo = -1;   // after its last
    int outcome = -1;
    for (const Event& e : events) {
        if (const auto* s = std::get_if<ev::CardSucceeded>(&e)) {
            if (content.cards[s->card].isGoal()) goal = 1;
        } else if (const auto* f = std::get_if<ev::CardFailed>(&e)) {
            if (content.cards[f->card].isGoal()) goal = 0;
        } else if (const auto* c = std::get_if<ev::StateChanged>(&e)) {
            if (stateFrom < 0) stateFrom = c->from;
            stateTo = c->to;
        } else if (const auto* end = std::get_if<ev::ConversationEnded>(&e)) {
            outcome = end->outcome;
        }
    }
    if (goal >= 0)
        if (const LocalizedText* line = voice.onGoal(goal == 1))
            out.push_back(
                {goal == 1 ? ReactionMoment::GoalSuccess : ReactionMoment::GoalFailure, 0, line});
    if (outcome < 0 && stateTo >= 0 && stateTo != stateFrom)
        if (const LocalizedText* line = voice.onState(std::size_t(stateTo)))
            out.push_back({ReactionMoment::State, stateTo, line});
    if (outcome >= 0)
        if (const LocalizedText* line = voice.onEnd(std::uint16_t(outcome)))
            out.push_back({ReactionMoment::End, outcome, line});
    return out;
}

} // namespace parley
