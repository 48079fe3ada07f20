#pragma once
// The text of a conversation as `parley-cli play` and `parley-cli replay` print it: the status,
// hand, table and skills of a moment, and one line per event.
#include "state/state.h"

#include <string>

namespace parley::cli {

std::string statusLine(const State& s);
std::string handLine(const State& s, bool explain);
std::string skillsLine(const State& s); // empty when nobody holds a skill
std::string tableLine(const State& s);
void printEvents(const State& s, const EventLog& events);
// The status, hand and table of `s`, as play prints them before each action.
void printMoment(const State& s, bool explain = false);
// "Outcome: ... after N actions.", then the ending's reason and terms in words (sim/ending_text.h)
// and any outcome data of the pack's own, for an ended conversation.
void printOutcome(const State& s);

} // namespace parley::cli
