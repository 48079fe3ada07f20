#include "sim/event_text.h"

#include "content/describe.h"
#include "content/limits.h"

#include <type_traits>

namespace parley {

std::string eventText(const State& s, const Event& event) {
    const Content& c = s.content();
    auto card = [&](CardIndex i) { return c.cards[i].name.text; };
    auto skill = [&](std::uint16_t i) { return c.skills[i].name.text; };
    auto side = [&](std::uint8_t sd) { return sd == 0 ? std::string("You") : c.npcs[s.npc].name.text; };
    // The source of an effect list: a card, or a skill for skill lists.
    auto source = [&](CardIndex i, EffectList l) { return l.isSkill() ? skill(i) : card(i); };
    auto holder = [&](Uid h) {
        return h == kHolderPlayer ? std::string("you") : h == kHolderNpc ? c.npcs[s.npc].name.text : "card #" + std::to_string(h);
    };
    // Where registry effects came from: a card, a skill (whose), an atmosphere, or the rules.
    auto provider = [&](std::int32_t cardIdx, std::int16_t sk, std::uint8_t sd, std::int16_t atm) {
        if (cardIdx >= 0) return card(static_cast<CardIndex>(cardIdx));
        if (sk >= 0) return skill(static_cast<std::uint16_t>(sk)) + " (" + side(sd) + ")";
        if (atm >= 0)
            return c.ruleset.atmospheres[static_cast<std::size_t>(atm)].id + " atmosphere";
        return std::string("The rules");
    };
    return std::visit(
        [&](const auto& e) -> std::string {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, ev::ConversationStarted>)
                return "Conversation with " + c.npcs[e.npc].name.text + " begins.";
            else if constexpr (std::is_same_v<E, ev::CardDrawn>) return "Drew " + card(e.card) + ".";
            else if constexpr (std::is_same_v<E, ev::DeckEmpty>) return "The deck is empty.";
            else if constexpr (std::is_same_v<E, ev::DeckReshuffled>)
                return "The discard pile (" + std::to_string(e.cards) + " cards) is shuffled into the deck.";
            else if constexpr (std::is_same_v<E, ev::CardSpoken>) {
                std::string line = "SPEAK " + card(e.card) + " (weight " + std::to_string(e.weight) + ")";
                if (!c.cards[e.card].dialogue.text.empty()) line += ": \"" + c.cards[e.card].dialogue.text + "\"";
                return line;
            } else if constexpr (std::is_same_v<E, ev::RollMade>) {
                if (e.forced) return std::string("  Outcome forced: ") + (e.success ? "success" : "failure") + ".";
                if (e.roll < 0) return "  It cannot fail.";
                return "  Rolled " + std::to_string(e.roll) + " against " + std::to_string(e.chance) + "%: " +
                       (e.success ? "success." : "failure.");
            } else if constexpr (std::is_same_v<E, ev::CardSucceeded>) return "  " + card(e.card) + " succeeds.";
            else if constexpr (std::is_same_v<E, ev::CardFailed>) return "  " + card(e.card) + " fails.";
            else if constexpr (std::is_same_v<E, ev::EffectResolved>) {
                const EffectDef& d = c.effectList(e.card, e.list)[e.index];
                std::string line = "    " + source(e.card, e.list) + " (" + name(e.list) + "): " + describeEffect(c, d);
                if (!d.amount.empty() && !d.amount.isConstant()) line += " = " + std::to_string(e.amount);
                return line;
            } else if constexpr (std::is_same_v<E, ev::ComfortChanged>)
                return "    Comfort " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::StateChanged>)
                return "    " + c.npcs[s.npc].name.text + " is now " + c.ruleset.states[e.to].id + " (was " +
                       c.ruleset.states[e.from].id + ").";
            else if constexpr (std::is_same_v<E, ev::AtmosphereChanged>)
                return "    Atmosphere: " + c.ruleset.atmospheres[e.to].id + ".";
            else if constexpr (std::is_same_v<E, ev::WeightChanged>)
                return "    Weight " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::PatienceChanged>)
                return "    Patience " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::FreeActionGranted>) return "    The next action is free.";
            else if constexpr (std::is_same_v<E, ev::FreeActionUsed>) return "    A free action is used.";
            else if constexpr (std::is_same_v<E, ev::Listened>) return "LISTEN";
            else if constexpr (std::is_same_v<E, ev::CardExhausted>) return "  " + card(e.card) + " exhausts.";
            else if constexpr (std::is_same_v<E, ev::CardDiscarded>) return "  Discarded " + card(e.card) + ".";
            else if constexpr (std::is_same_v<E, ev::TurnEnded>) return "";
            else if constexpr (std::is_same_v<E, ev::DecisionRequested>) return {};
            else if constexpr (std::is_same_v<E, ev::ConversationEnded>)
                return "The conversation ends: " + c.outcomes[e.outcome] + " (" + std::string(name(e.reason)) + ").";
            else if constexpr (std::is_same_v<E, ev::EffectFizzled>)
                return "    " + source(e.card, e.list) + " (" + name(e.list) + "): a cost cannot be paid; the rest fizzles.";
            else if constexpr (std::is_same_v<E, ev::CardMoved>) {
                // Draws, exhausts and discards have their own lines; report the other moves.
                if ((e.from == Zone::Deck && e.to == Zone::Hand) || e.to == Zone::Exhausted ||
                    (e.from == Zone::Hand && e.to == Zone::Discard))
                    return {};
                return "  " + card(e.card) + ": " + std::string(name(e.from)) + " -> " + std::string(name(e.to)) + ".";
            } else if constexpr (std::is_same_v<E, ev::CardTapped>) return "  " + card(e.card) + " is tapped.";
            else if constexpr (std::is_same_v<E, ev::CardUntapped>) return "  " + card(e.card) + " untaps.";
            else if constexpr (std::is_same_v<E, ev::CardRevealed>) return "  " + card(e.card) + " is revealed.";
            else if constexpr (std::is_same_v<E, ev::TokenCreated>)
                return "  A " + card(e.card) + " token appears on the table" + (e.npc ? " (theirs)." : ".");
            else if constexpr (std::is_same_v<E, ev::TokenCeased>) return "  The " + card(e.card) + " token is gone.";
            else if constexpr (std::is_same_v<E, ev::TokensChanged>)
                return "    " + c.ruleset.tokens[e.type] + " tokens " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::CostPaid>) return {};
            else if constexpr (std::is_same_v<E, ev::AbilityActivated>) {
                const AbilityDef& a = c.cards[e.card].abilities[e.ability];
                return "ACTIVATE " + card(e.card) + (a.name.text.empty() ? "" : ": " + a.name.text);
            } else if constexpr (std::is_same_v<E, ev::TriggerFired>) return "  " + card(e.card) + " triggers.";
            else if constexpr (std::is_same_v<E, ev::TriggerDeclined>) return "  " + card(e.card) + ": declined.";
            else if constexpr (std::is_same_v<E, ev::ActionCancelled>) return "  (cancelled)";
            else if constexpr (std::is_same_v<E, ev::LoopStopped>)
                return "  Effects kept causing each other; the engine stopped them after " + std::to_string(e.steps) + " steps.";
            else if constexpr (std::is_same_v<E, ev::SkillGained>) return "  " + side(e.side) + " gain " + skill(e.skill) + ".";
            else if constexpr (std::is_same_v<E, ev::SkillLost>) return "  " + side(e.side) + " lose " + skill(e.skill) + ".";
            else if constexpr (std::is_same_v<E, ev::SkillUsed>) return "  " + skill(e.skill) + " (" + side(e.side) + ")";
            else if constexpr (std::is_same_v<E, ev::SkillDeclined>) return "  " + skill(e.skill) + ": declined.";
            else if constexpr (std::is_same_v<E, ev::EffectNullified>) {
                const std::string by = e.skill >= 0 ? " (" + skill(static_cast<std::uint16_t>(e.skill)) + ")" : "";
                if (e.target) return "    " + source(e.card, e.list) + ": does nothing to card #" + std::to_string(e.target) + by + ".";
                return "    " + source(e.card, e.list) + " (" + name(e.list) + "): nullified" + by + ".";
            } else if constexpr (std::is_same_v<E, ev::EffectCancelled>)
                return "    " + source(e.card, e.list) + " (" + name(e.list) + "): cancelled by " + skill(e.skill) + ".";
            else if constexpr (std::is_same_v<E, ev::CancellationAnswered>)
                return "    " + source(e.card, e.list) + " (" + name(e.list) + "): the cancellation is answered by " + skill(e.skill) + " (" + side(e.side) + ").";
            else if constexpr (std::is_same_v<E, ev::EffectAdjusted>)
                return "    " + source(e.card, e.list) + " (" + name(e.list) + "): " + (e.by >= 0 ? "+" : "") + std::to_string(e.by) + ".";
            else if constexpr (std::is_same_v<E, ev::RollRerolled>)
                return "  Re-rolled: " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::RollAdjusted>)
                return "  The roll shifts: " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::MarkChanged>)
                return "    " + c.markNames[e.mark] + " on " + holder(e.holder) + ": " + std::to_string(e.from) + " -> " + std::to_string(e.to) + ".";
            else if constexpr (std::is_same_v<E, ev::CardViewedAs>)
                return "  " + skill(e.skill) + ": " + (e.made ? card(e.as) + " is made from nothing." : card(e.from) + " is played as " + card(e.as) + ".");
            else if constexpr (std::is_same_v<E, ev::RepeatRefused>)
                return "    " + card(e.card) + ": a repeated resolution cannot repeat itself.";
            else if constexpr (std::is_same_v<E, ev::EffectsRemoved>) {
                const std::string what = provider(e.card, e.skill, e.side, -1) + ": " +
                                         std::to_string(e.count) +
                                         (e.count == 1 ? " effect ends" : " effects end");
                switch (e.why) {
                case EffectsGone::SourceLeft:
                    return "  " + what + " (it left the table).";
                case EffectsGone::Expired:
                    return "  " + what + " (its time is up).";
                case EffectsGone::SkillLost:
                    return "  " + what + " (the skill is lost).";
                case EffectsGone::NoRoom:
                    return "  " + provider(e.card, e.skill, e.side, -1) + ": " + std::to_string(e.count) +
                           (e.count == 1 ? " effect does" : " effects do") + " not take effect (" +
                           std::to_string(limits::kMaxActiveEffects) + " are in force, the most there may be).";
                }
                return "  " + what + ".";
            } else if constexpr (std::is_same_v<E, ev::EffectActed>)
                return "  " + provider(e.card, e.skill, e.side, e.atmosphere) +
                       (e.when == EffectTrigger::TurnStart ? " (turn start): " : " (turn end): ") +
                       std::string(name(e.target)) + " " + (e.value >= 0 ? "+" : "") +
                       std::to_string(e.value) + ".";
            else if constexpr (std::is_same_v<E, ev::SkillRecorded>)
                return "    " + skill(e.skill) + " (" + side(e.side) + ") notes " + card(e.card) +
                       " in its record.";
            else return {};
        },
        event);
}

} // namespace parley
