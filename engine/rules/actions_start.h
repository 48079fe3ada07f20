#pragma once
// What SPEAK and an activated ability do once their costs are paid.
#include "costs/after_payment.h"
#include "queries/card_view.h"

#include <optional>

namespace parley {

// Whether the hand card `uid` could be spoken now (every SPEAK check but the pending decision).
ApplyResult checkSpeakable(const State& s, Uid uid, Explain e = Explain::Yes);
// The same for a card instance as it would be (a view-as card before it is converted); only
// for cards whose costs are weight and patience alone, which do not depend on where it is.
ApplyResult checkSpeakInstance(const State& s, const CardInst& ci, Explain e = Explain::Yes);
// The same, yes or no, without the sentences (for listing legal actions).
bool canSpeakInstance(const State& s, const CardInst& ci);
// canSpeakInstance for several cards of one state that does not change meanwhile (a hand listed,
// a policy's draws): what does not depend on the card (the weight available, a SPEAK's patience
// cost, the reach, the filters on unplayable properties) is worked out once, on first need.
class SpeakCheck {
public:
    explicit SpeakCheck(const State& s) : s_(s) {}
    bool operator()(const CardInst& ci);

private:
    const State& s_;
    std::optional<int> weight_, patience_, reach_;
    std::optional<FilteredProperties> unplayable_;
};
// Cards per SPEAK: the hand cards that may still be spoken in the current SPEAK.
SmallVec<Uid, 16> followUpCandidates(const State& s);

} // namespace parley
