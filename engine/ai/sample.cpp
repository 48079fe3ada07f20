#include "ai/sample.h"

#include "queries/card_view.h"
#include "rules/actions_start.h"
#include "rules/decision_text.h"
#include "state/held_skills.h"

#include <algorithm>
#include <array>

namespace parley {

namespace {

// The answers legalActions() lists for a decision: every set of `min` to `max` of `n` options.
// Drawn as a count weighed by how many sets it has, then a set of that count, so each set is
// equally likely. Only when there are few enough to be listed (legalActions stops at 4096).
bool sampleAnswer(const State& s, Rng& rng, std::uint32_t n, Action& a) {
    const int lo = s.decision.min, hi = std::min<int>(s.decision.max, static_cast<int>(n));
    constexpr std::uint32_t kListed = 4096;
    std::uint32_t total = 0;
    std::array<std::uint32_t, 9> ways{}; // sets per count, for counts lo..lo+8
    if (hi - lo >= static_cast<int>(ways.size()) || n > 64) return false;
    for (int k = lo; k <= hi; ++k) {
        std::uint64_t c = 1; // n choose k, stopping once it is too many
        for (int i = 0; i < k && c < kListed; ++i)
            c = c * (n - static_cast<std::uint32_t>(i)) / static_cast<std::uint32_t>(i + 1);
        if (c >= kListed || total + c >= kListed) return false;
        ways[static_cast<std::size_t>(k - lo)] = static_cast<std::uint32_t>(c);
        total += static_cast<std::uint32_t>(c);
    }
    if (total == 0) return false;
    std::uint32_t r = rng.below(total);
    int k = lo;
    while (r >= ways[static_cast<std::size_t>(k - lo)])
        r -= ways[static_cast<std::size_t>(k - lo)], ++k;
    // A uniform set of k: the first k of a partial shuffle, in increasing order as listed.
    std::array<std::uint16_t, 64> order;
    for (std::uint32_t i = 0; i < n; ++i)
        order[i] = static_cast<std::uint16_t>(i);
    for (int i = 0; i < k; ++i)
        std::swap(order[static_cast<std::size_t>(i)],
                  order[i + rng.below(n - static_cast<std::uint32_t>(i))]);
    std::sort(order.begin(), order.begin() + k);
    a = Action::choose(std::initializer_list<std::uint16_t>{});
    for (int i = 0; i < k; ++i)
        a.choices.push_back(order[static_cast<std::size_t>(i)]);
    return true;
}

} // namespace

bool sampleLegalAction(const State& s, Rng& rng, Action& out) {
    if (s.ended()) return false;
    if (s.decision.purpose != DecisionPurpose::None)
        return sampleAnswer(s, rng, decisionOptionCount(s), out);
    // Candidates, as legalActions() lists them before checking each: SPEAK each hand card, each
    // ability of each table card, each view-as skill of the player's (from nothing, or each hand
    // card), LISTEN. One is drawn and checked; a refused one is drawn again, which keeps the
    // chance of every legal action the same.
    const ZoneCards& hand = s.hand();
    const ZoneCards& table = s.zone(Zone::Table);
    std::uint32_t abilities = 0;
    for (const CardInst& ci : table)
        abilities += static_cast<std::uint32_t>(s.def(ci.card).abilities.size());
    std::uint32_t viewAs = 0;
    heldOfType(s, SkillType::ViewAs, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        // As legalActions lists them: a skill that plays only in answer to an effect is not an
        // action.
        if (s.skills[i].owner == Side::Player && !d.atResponse) viewAs += d.zeroCard ? 1 : hand.size();
        return false;
    });
    const std::uint32_t candidates = hand.size() + abilities + viewAs + 1;
    SpeakCheck speakable(s); // shared by the draws: the state does not change between them
    // The pick, written into `out` field by field (what Action's factories would build).
    auto pick = [&out](ActionKind kind, Uid uid, std::uint8_t ability) -> Action& {
        out.kind = kind;
        out.uid = uid;
        out.roll = Roll::Random;
        out.ability = ability;
        out.choices.clear();
        return out;
    };
    for (int attempt = 0; attempt < 6; ++attempt) {
        std::uint32_t r = rng.below(candidates);
        Action& a = pick(ActionKind::Listen, 0, 0);
        bool refused = false;
        if (r < hand.size()) {
            // isLegal's own test for a hand card, without looking the card up again.
            if (speakable(hand[r])) {
                pick(ActionKind::Speak, hand[r].uid, 0);
                return true;
            }
            continue;
        }
        if ((r -= hand.size()) < abilities) {
            for (const CardInst& ci : table) {
                const auto n = static_cast<std::uint32_t>(s.def(ci.card).abilities.size());
                if (r < n) {
                    pick(ActionKind::Activate, ci.uid, static_cast<std::uint8_t>(r));
                    break;
                }
                r -= n;
            }
        } else if ((r -= abilities) < viewAs) {
            heldOfType(s, SkillType::ViewAs, [&](std::uint32_t i) {
                const SkillDef& d = s.content().skills[s.skills[i].skill];
                if (s.skills[i].owner != Side::Player || d.atResponse) return false;
                const std::uint32_t n = d.zeroCard ? 1 : hand.size();
                if (r >= n) {
                    r -= n;
                    return false;
                }
                // Two of isLegal's own tests first, on the card in hand without looking it up:
                // most draws of a view-as skill name a card it does not take, or a used one.
                if (!skillUsable(s, s.skills[i]) || (!d.zeroCard && !skillMatches(s, d, hand[r].card)))
                    refused = true;
                else
                    pick(ActionKind::UseSkill, d.zeroCard ? Uid(0) : hand[r].uid, static_cast<std::uint8_t>(i));
                return true;
            });
        }
        if (!refused && s.isLegal(a)) return true;
    }
    return false;
}

} // namespace parley
