#include "event_text.h"

#include "card_text.h"
#include "effect_text.h"

#include "content/limits.h"

#include <cstdlib>
#include <type_traits>

namespace parley::client {

namespace {
constexpr Uid kPlayerHolder = 0xFFFF; // State's kHolderPlayer
constexpr Uid kNpcHolder = 0xFFFE;    // State's kHolderNpc

// Where a card goes, as the end of a sentence ("... to the discard pile").
QString zonePlace(Zone z) {
    switch (z) {
    case Zone::Hand:
        return EventText::tr("your hand");
    case Zone::Deck:
        return EventText::tr("the deck");
    case Zone::Discard:
        return EventText::tr("the discard pile");
    case Zone::Exhausted:
        return EventText::tr("the exhausted pile");
    case Zone::Table:
        return EventText::tr("the table");
    case Zone::Pile:
        return EventText::tr("a skill's pile");
    }
    return {};
}
} // namespace

QString EventText::stateName(const Content& c, std::size_t state, const QString& locale) {
    if (state >= c.ruleset.states.size()) return {};
    return localized(c.ruleset.states[state].name, locale);
}

QString EventText::atmosphereName(const Content& c, std::size_t atmosphere, const QString& locale) {
    if (atmosphere >= c.ruleset.atmospheres.size()) return {};
    return localized(c.ruleset.atmospheres[atmosphere].name, locale);
}

QString EventText::step(const Content& c, std::uint16_t npc, const Event& event,
                        const QString& locale) {
    const auto card = [&](CardIndex i) { return cardName(c.cards[i], locale); };
    const auto skill = [&](std::uint16_t i) { return localized(c.skills[i].name, locale); };
    const QString npcName = npc < c.npcs.size() ? localized(c.npcs[npc].name, locale) : QString();
    const auto holder = [&](Uid h) {
        return h == kPlayerHolder ? tr("you") : h == kNpcHolder ? npcName : tr("a card");
    };
    // An effect's source, and the part of it that resolved: "Small Talk, on success: +1 comfort".
    const auto effectStep = [&](CardIndex i, EffectList l, const QString& what) {
        if (l.isSkill()) return tr("%1: %2").arg(skill(i), what);
        if (l.isTrigger()) return tr("%1, as it takes effect: %2").arg(card(i), what);
        if (l.isAbility()) return tr("%1, used: %2").arg(card(i), what);
        switch (l.asSlot()) {
        case EffectSlot::Success:
            return tr("%1, on success: %2").arg(card(i), what);
        case EffectSlot::Failure:
            return tr("%1, on failure: %2").arg(card(i), what);
        case EffectSlot::Exhaust:
            return tr("%1, when exhausted: %2").arg(card(i), what);
        }
        return what;
    };
    const auto source = [&](CardIndex i, EffectList l) { return l.isSkill() ? skill(i) : card(i); };
    // What put effects in the registry: a card, a skill (yours or theirs), an atmosphere, the
    // rules.
    const auto provider = [&](std::int32_t cardIdx, std::int16_t sk, std::uint8_t side,
                              std::int16_t atm) {
        if (cardIdx >= 0 && static_cast<std::size_t>(cardIdx) < c.cards.size())
            return card(static_cast<CardIndex>(cardIdx));
        if (sk >= 0 && static_cast<std::size_t>(sk) < c.skills.size())
            return side == 0 ? tr("your %1").arg(skill(static_cast<std::uint16_t>(sk)))
                             : tr("%1's %2").arg(npcName, skill(static_cast<std::uint16_t>(sk)));
        if (atm >= 0)
            return tr("the %1 atmosphere")
                .arg(atmosphereName(c, static_cast<std::size_t>(atm), locale));
        return tr("the rules");
    };
    return std::visit(
        [&](const auto& e) -> QString {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, ev::ConversationStarted>)
                return tr("The conversation with %1 begins.")
                    .arg(localized(c.npcs[e.npc].name, locale));
            else if constexpr (std::is_same_v<E, ev::CardDrawn>)
                return tr("You draw %1.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::DeckEmpty>)
                return tr("The deck is empty.");
            else if constexpr (std::is_same_v<E, ev::DeckReshuffled>)
                return e.cards == 1
                           ? tr("The one card of the discard pile is shuffled into the deck.")
                           : tr("The %1 cards of the discard pile are shuffled into the deck.")
                                 .arg(e.cards);
            else if constexpr (std::is_same_v<E, ev::CardSpoken>)
                return tr("You speak %1 for %2 weight.").arg(card(e.card)).arg(e.weight);
            else if constexpr (std::is_same_v<E, ev::RollMade>) {
                if (e.forced)
                    return e.success ? tr("Its outcome was set: a success.")
                                     : tr("Its outcome was set: a failure.");
                if (e.roll < 0) return tr("It cannot fail.");
                return (e.success ? tr("Rolled %1 against a chance of %2%: a success.")
                                  : tr("Rolled %1 against a chance of %2%: a failure."))
                    .arg(e.roll)
                    .arg(e.chance);
            } else if constexpr (std::is_same_v<E, ev::CardSucceeded>)
                return tr("%1 succeeds.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::CardFailed>)
                return tr("%1 fails.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::EffectResolved>) {
                const EffectDef& d = c.effectList(e.card, e.list)[e.index];
                const QString step = effectStep(e.card, e.list, EffectText::effect(c, d, locale));
                // A number worked out in play: say what it came to this time.
                if (!d.amount.empty() && !d.amount.isConstant())
                    return tr("%1 (this time %2)").arg(step).arg(e.amount);
                return step;
            } else if constexpr (std::is_same_v<E, ev::ComfortChanged>) {
                // The battery after a change of state: nothing asked for it, it starts over.
                if (e.requested == 0 && e.to == 0 && e.from != 0)
                    return tr("Comfort starts over at 0.");
                if (e.to > e.from) return tr("Comfort rises from %1 to %2.").arg(e.from).arg(e.to);
                if (e.to < e.from) return tr("Comfort falls from %1 to %2.").arg(e.from).arg(e.to);
                return tr("Comfort stays at %1.").arg(e.to);
            } else if constexpr (std::is_same_v<E, ev::StateChanged>)
                return tr("%1 is now %2 (was %3).")
                    .arg(npcName, stateName(c, e.to, locale), stateName(c, e.from, locale));
            else if constexpr (std::is_same_v<E, ev::AtmosphereChanged>)
                return tr("The atmosphere becomes %1.").arg(atmosphereName(c, e.to, locale));
            else if constexpr (std::is_same_v<E, ev::WeightChanged>)
                return tr("Weight goes from %1 to %2.").arg(e.from).arg(e.to);
            else if constexpr (std::is_same_v<E, ev::PatienceChanged>)
                return tr("Patience goes from %1 to %2.").arg(e.from).arg(e.to);
            else if constexpr (std::is_same_v<E, ev::FreeActionGranted>)
                return tr("The next action costs no patience.");
            else if constexpr (std::is_same_v<E, ev::FreeActionUsed>)
                return tr("This action costs no patience.");
            else if constexpr (std::is_same_v<E, ev::Listened>)
                return tr("You listen.");
            else if constexpr (std::is_same_v<E, ev::CardExhausted>)
                return tr("%1 is exhausted unplayed.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::CardDiscarded>)
                return tr("You discard %1.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::ConversationEnded>)
                return tr("The conversation ends.");
            else if constexpr (std::is_same_v<E, ev::EffectFizzled>)
                return tr("%1: a cost cannot be paid, so the rest does nothing.")
                    .arg(source(e.card, e.list));
            else if constexpr (std::is_same_v<E, ev::CardMoved>) {
                // Draws, exhausts and discards have their own steps; these are the other moves.
                if ((e.from == Zone::Deck && e.to == Zone::Hand) || e.to == Zone::Exhausted ||
                    (e.from == Zone::Hand && e.to == Zone::Discard))
                    return {};
                return tr("%1 moves from %2 to %3.")
                    .arg(card(e.card), zonePlace(e.from), zonePlace(e.to));
            } else if constexpr (std::is_same_v<E, ev::CardTapped>)
                return tr("%1 is used up until you next LISTEN.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::CardUntapped>)
                return tr("%1 is ready again.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::CardRevealed>)
                return tr("You reveal %1.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::TokenCreated>)
                return (
                    e.npc ? tr("%1 appears on the table, on %2's side.").arg(card(e.card), npcName)
                          : tr("%1 appears on the table.").arg(card(e.card)));
            else if constexpr (std::is_same_v<E, ev::TokenCeased>)
                return tr("%1 is gone from the table.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::TokensChanged>)
                return (e.to > e.from ? tr("%1 grows from %2 to %3.")
                                      : tr("%1 shrinks from %2 to %3."))
                    .arg(tokenName(c.ruleset.tokens[e.type]))
                    .arg(e.from)
                    .arg(e.to);
            else if constexpr (std::is_same_v<E, ev::AbilityActivated>) {
                const QString ability =
                    localized(c.cards[e.card].abilities[e.ability].name, locale);
                if (ability.isEmpty()) return tr("You use %1.").arg(card(e.card));
                return tr("You use %1: %2.").arg(card(e.card), ability);
            } else if constexpr (std::is_same_v<E, ev::TriggerFired>)
                return tr("%1 takes effect.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::TriggerDeclined>)
                return tr("You let %1 pass.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::ActionCancelled>)
                return tr("The action is called off.");
            else if constexpr (std::is_same_v<E, ev::LoopStopped>)
                return tr("Effects kept causing each other; the game stopped them after %1 steps.")
                    .arg(e.steps);
            else if constexpr (std::is_same_v<E, ev::SkillGained>)
                return e.side == 0 ? tr("You gain %1.").arg(skill(e.skill))
                                   : tr("%1 gains %2.").arg(npcName, skill(e.skill));
            else if constexpr (std::is_same_v<E, ev::SkillLost>)
                return e.side == 0 ? tr("You lose %1.").arg(skill(e.skill))
                                   : tr("%1 loses %2.").arg(npcName, skill(e.skill));
            else if constexpr (std::is_same_v<E, ev::SkillUsed>)
                return e.side == 0 ? tr("Your %1 comes into play.").arg(skill(e.skill))
                                   : tr("%1's %2 comes into play.").arg(npcName, skill(e.skill));
            else if constexpr (std::is_same_v<E, ev::SkillDeclined>)
                return tr("You let %1 pass.").arg(skill(e.skill));
            else if constexpr (std::is_same_v<E, ev::EffectNullified>) {
                const QString src = source(e.card, e.list);
                if (e.skill >= 0) {
                    const QString by = skill(static_cast<std::uint16_t>(e.skill));
                    if (e.target)
                        return tr("%1 does nothing to a card that %2 protects.").arg(src, by);
                    return tr("%1 does nothing: %2 prevents it.").arg(src, by);
                }
                if (e.target) return tr("%1 does nothing to a protected card.").arg(src);
                return tr("%1 does nothing.").arg(src);
            } else if constexpr (std::is_same_v<E, ev::EffectCancelled>)
                return tr("%1 cancels what %2 would do.")
                    .arg(skill(e.skill), source(e.card, e.list));
            else if constexpr (std::is_same_v<E, ev::CancellationAnswered>)
                return tr("%1 answers the cancellation: what %2 would do happens after all, unless that is answered too.")
                    .arg(skill(e.skill), source(e.card, e.list));
            else if constexpr (std::is_same_v<E, ev::EffectAdjusted>)
                return (e.by >= 0 ? tr("%1: the effect grows by %2.")
                                  : tr("%1: the effect shrinks by %2."))
                    .arg(source(e.card, e.list))
                    .arg(std::abs(e.by));
            else if constexpr (std::is_same_v<E, ev::RollRerolled>)
                return tr("The roll is made again: %1 becomes %2.").arg(e.from).arg(e.to);
            else if constexpr (std::is_same_v<E, ev::RollAdjusted>)
                return tr("The roll shifts from %1 to %2.").arg(e.from).arg(e.to);
            else if constexpr (std::is_same_v<E, ev::MarkChanged>)
                return tr("%1 on %2 goes from %3 to %4.")
                    .arg(wordsOfId(c.markNames[e.mark]), holder(e.holder))
                    .arg(e.from)
                    .arg(e.to);
            else if constexpr (std::is_same_v<E, ev::CardViewedAs>)
                return e.made ? tr("%1: %2 is made from nothing.").arg(skill(e.skill), card(e.as))
                              : tr("%1: %2 is played as %3.")
                                    .arg(skill(e.skill), card(e.from), card(e.as));
            else if constexpr (std::is_same_v<E, ev::RepeatRefused>)
                return tr("%1: a repeated effect cannot repeat itself.").arg(card(e.card));
            else if constexpr (std::is_same_v<E, ev::EffectsRemoved>) {
                const QString who = provider(e.card, e.skill, e.side, -1);
                switch (e.why) {
                case EffectsGone::SourceLeft:
                    return tr("%1 has left the table, and what it did goes with it.").arg(who);
                case EffectsGone::Expired:
                    return tr("What %1 did has run its time and ends.").arg(who);
                case EffectsGone::SkillLost:
                    return tr("With %1 lost, what it did ends.").arg(who);
                case EffectsGone::NoRoom:
                    // Only hostile content gets here (limits::kMaxActiveEffects in force).
                    return tr("%1 has no effect: %2 effects are already in force, the most there may be.")
                        .arg(who)
                        .arg(limits::kMaxActiveEffects);
                }
                return {};
            } else if constexpr (std::is_same_v<E, ev::EffectActed>) {
                const QString who = provider(e.card, e.skill, e.side, e.atmosphere);
                const int n = std::abs(e.value);
                const bool start = e.when == EffectTrigger::TurnStart;
                switch (e.target) {
                case ModTarget::Comfort:
                    if (e.value >= 0)
                        return (start ? tr("As the turn begins, %1 adds %n comfort.", nullptr, n)
                                      : tr("As the turn ends, %1 adds %n comfort.", nullptr, n))
                            .arg(who);
                    return (start ? tr("As the turn begins, %1 takes away %n comfort.", nullptr, n)
                                  : tr("As the turn ends, %1 takes away %n comfort.", nullptr, n))
                        .arg(who);
                case ModTarget::Patience:
                    if (e.value >= 0)
                        return (start ? tr("As the turn begins, %1 gives %n patience.", nullptr, n)
                                      : tr("As the turn ends, %1 gives %n patience.", nullptr, n))
                            .arg(who);
                    return (start ? tr("As the turn begins, %1 costs %n patience.", nullptr, n)
                                  : tr("As the turn ends, %1 costs %n patience.", nullptr, n))
                        .arg(who);
                case ModTarget::Weight:
                    if (e.value >= 0)
                        return (start
                                    ? tr("As the turn begins, %1 gives back %n weight.", nullptr, n)
                                    : tr("As the turn ends, %1 gives back %n weight.", nullptr, n))
                            .arg(who);
                    return (start ? tr("As the turn begins, %1 takes %n weight.", nullptr, n)
                                  : tr("As the turn ends, %1 takes %n weight.", nullptr, n))
                        .arg(who);
                default:
                    return {};
                }
            } else if constexpr (std::is_same_v<E, ev::SkillRecorded>)
                return tr("%1 notes %2 in its record.").arg(skill(e.skill), card(e.card));
            else
                return {}; // TurnEnded, DecisionRequested, CostPaid: no step
        },
        event);
}

} // namespace parley::client
