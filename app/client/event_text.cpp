#include "event_text.h"

#include "card_text.h"
#include "effect_text.h"

#include <type_traits>

namespace parley::client {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
constexpr Uid kPlayerHolder = 0xFFFF; // State's kHolderPlayer
constexpr Uid kNpcHolder = 0xFFFE;    // State's kHolderNpc
} // namespace

EventLine EventText::line(const Content& c, std::uint16_t npc, const Event& event,
                          const QString& locale) {
    const auto card = [&](CardIndex i) { return cardName(c.cards[i], locale); };
    const auto skill = [&](std::uint16_t i) { return localized(c.skills[i].name, locale); };
    const QString npcName = npc < c.npcs.size() ? localized(c.npcs[npc].name, locale) : QString();
    const auto source = [&](CardIndex i, EffectList l) { return l.isSkill() ? skill(i) : card(i); };
    const auto holder = [&](Uid h) {
        return h == kPlayerHolder ? tr("you") : h == kNpcHolder ? npcName : tr("card #%1").arg(h);
    };
    const auto endReason = [&](EndReason r) {
        switch (r) {
        case EndReason::None: return tr("none");
        case EndReason::Effect: return tr("an effect ended it");
        case EndReason::Desperate: return tr("desperate");
        case EndReason::PatienceExhausted: return tr("patience exhausted");
        case EndReason::FinalAtmosphere: return tr("final atmosphere");
        }
        return QString();
    };
    return std::visit(
        [&](const auto& e) -> EventLine {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, ev::ConversationStarted>)
                return {tr("Conversation with %1 begins.").arg(localized(c.npcs[e.npc].name, locale)), 0};
            else if constexpr (std::is_same_v<E, ev::CardDrawn>) return {tr("Drew %1.").arg(card(e.card)), 0};
            else if constexpr (std::is_same_v<E, ev::DeckEmpty>) return {tr("The deck is empty."), 0};
            else if constexpr (std::is_same_v<E, ev::DeckReshuffled>)
                return {tr("The discard pile (%1 cards) is shuffled into the deck.").arg(e.cards), 0};
            else if constexpr (std::is_same_v<E, ev::CardSpoken>) {
                const QString dialogue = localized(c.cards[e.card].dialogue, locale);
                if (dialogue.isEmpty()) return {tr("SPEAK %1 (weight %2)").arg(card(e.card)).arg(e.weight), 0};
                return {tr("SPEAK %1 (weight %2): \"%3\"").arg(card(e.card)).arg(e.weight).arg(dialogue), 0};
            } else if constexpr (std::is_same_v<E, ev::RollMade>) {
                if (e.forced) return {e.success ? tr("Outcome forced: success.") : tr("Outcome forced: failure."), 1};
                if (e.roll < 0) return {tr("It cannot fail."), 1};
                return {(e.success ? tr("Rolled %1 against %2%: success.") : tr("Rolled %1 against %2%: failure."))
                            .arg(e.roll)
                            .arg(e.chance),
                        1};
            } else if constexpr (std::is_same_v<E, ev::CardSucceeded>) return {tr("%1 succeeds.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::CardFailed>) return {tr("%1 fails.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::EffectResolved>) {
                const EffectDef& d = c.effectList(e.card, e.list)[e.index];
                const QString what = EffectText::effect(c, d, locale);
                if (!d.amount.empty() && !d.amount.isConstant())
                    return {tr("%1 (%2): %3 = %4").arg(source(e.card, e.list), EffectText::list(e.list), what).arg(e.amount), 2};
                return {tr("%1 (%2): %3").arg(source(e.card, e.list), EffectText::list(e.list), what), 2};
            } else if constexpr (std::is_same_v<E, ev::ComfortChanged>)
                return {tr("Comfort %1 -> %2.").arg(e.from).arg(e.to), 2};
            else if constexpr (std::is_same_v<E, ev::StateChanged>)
                return {tr("%1 is now %2 (was %3).")
                            .arg(npcName, qs(c.ruleset.states[e.to].id), qs(c.ruleset.states[e.from].id)),
                        2};
            else if constexpr (std::is_same_v<E, ev::AtmosphereChanged>)
                return {tr("Atmosphere: %1.").arg(qs(c.ruleset.atmospheres[e.to].id)), 2};
            else if constexpr (std::is_same_v<E, ev::WeightChanged>)
                return {tr("Weight %1 -> %2.").arg(e.from).arg(e.to), 2};
            else if constexpr (std::is_same_v<E, ev::PatienceChanged>)
                return {tr("Patience %1 -> %2.").arg(e.from).arg(e.to), 2};
            else if constexpr (std::is_same_v<E, ev::FreeActionGranted>) return {tr("The next action is free."), 2};
            else if constexpr (std::is_same_v<E, ev::FreeActionUsed>) return {tr("A free action is used."), 2};
            else if constexpr (std::is_same_v<E, ev::Listened>) return {tr("LISTEN"), 0};
            else if constexpr (std::is_same_v<E, ev::CardExhausted>) return {tr("%1 exhausts.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::CardDiscarded>) return {tr("Discarded %1.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::ConversationEnded>)
                return {tr("The conversation ends: %1 (%2).").arg(qs(c.outcomes[e.outcome]), endReason(e.reason)), 0};
            else if constexpr (std::is_same_v<E, ev::EffectFizzled>)
                return {tr("%1 (%2): a cost cannot be paid; the rest fizzles.")
                            .arg(source(e.card, e.list), EffectText::list(e.list)),
                        2};
            else if constexpr (std::is_same_v<E, ev::CardMoved>) {
                // Draws, exhausts and discards have their own lines; report the other moves.
                if ((e.from == Zone::Deck && e.to == Zone::Hand) || e.to == Zone::Exhausted ||
                    (e.from == Zone::Hand && e.to == Zone::Discard))
                    return {};
                return {tr("%1: %2 -> %3.").arg(card(e.card), EffectText::zone(e.from), EffectText::zone(e.to)), 1};
            } else if constexpr (std::is_same_v<E, ev::CardTapped>) return {tr("%1 is tapped.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::CardUntapped>) return {tr("%1 untaps.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::CardRevealed>) return {tr("%1 is revealed.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::TokenCreated>)
                return {(e.npc ? tr("A %1 token appears on the table (theirs).") : tr("A %1 token appears on the table."))
                            .arg(card(e.card)),
                        1};
            else if constexpr (std::is_same_v<E, ev::TokenCeased>) return {tr("The %1 token is gone.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::TokensChanged>)
                return {tr("%1 tokens %2 -> %3.").arg(qs(c.ruleset.tokens[e.type])).arg(e.from).arg(e.to), 2};
            else if constexpr (std::is_same_v<E, ev::AbilityActivated>) {
                const AbilityDef& a = c.cards[e.card].abilities[e.ability];
                if (a.name.empty()) return {tr("ACTIVATE %1").arg(card(e.card)), 0};
                return {tr("ACTIVATE %1: %2").arg(card(e.card), qs(a.name)), 0};
            } else if constexpr (std::is_same_v<E, ev::TriggerFired>) return {tr("%1 triggers.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::TriggerDeclined>) return {tr("%1: declined.").arg(card(e.card)), 1};
            else if constexpr (std::is_same_v<E, ev::ActionCancelled>) return {tr("(cancelled)"), 1};
            else if constexpr (std::is_same_v<E, ev::LoopStopped>)
                return {tr("Effects kept causing each other; the engine stopped them after %1 steps.").arg(e.steps), 1};
            else if constexpr (std::is_same_v<E, ev::SkillGained>)
                return {e.side == 0 ? tr("You gain %1.").arg(skill(e.skill)) : tr("%1 gains %2.").arg(npcName, skill(e.skill)), 1};
            else if constexpr (std::is_same_v<E, ev::SkillLost>)
                return {e.side == 0 ? tr("You lose %1.").arg(skill(e.skill)) : tr("%1 loses %2.").arg(npcName, skill(e.skill)), 1};
            else if constexpr (std::is_same_v<E, ev::SkillUsed>)
                return {QStringLiteral("%1 (%2)").arg(skill(e.skill), e.side == 0 ? tr("You") : npcName), 1};
            else if constexpr (std::is_same_v<E, ev::SkillDeclined>) return {tr("%1: declined.").arg(skill(e.skill)), 1};
            else if constexpr (std::is_same_v<E, ev::EffectNullified>) {
                const QString src = source(e.card, e.list);
                if (e.skill >= 0) {
                    const QString by = skill(static_cast<std::uint16_t>(e.skill));
                    if (e.target) return {tr("%1: does nothing to card #%2 (%3).").arg(src).arg(e.target).arg(by), 2};
                    return {tr("%1 (%2): nullified (%3).").arg(src, EffectText::list(e.list), by), 2};
                }
                if (e.target) return {tr("%1: does nothing to card #%2.").arg(src).arg(e.target), 2};
                return {tr("%1 (%2): nullified.").arg(src, EffectText::list(e.list)), 2};
            } else if constexpr (std::is_same_v<E, ev::EffectCancelled>)
                return {tr("%1 (%2): cancelled by %3.").arg(source(e.card, e.list), EffectText::list(e.list), skill(e.skill)), 2};
            else if constexpr (std::is_same_v<E, ev::EffectAdjusted>)
                return {QStringLiteral("%1 (%2): %3%4")
                            .arg(source(e.card, e.list), EffectText::list(e.list), e.by >= 0 ? QStringLiteral("+") : QString())
                            .arg(e.by),
                        2};
            else if constexpr (std::is_same_v<E, ev::RollRerolled>)
                return {tr("Re-rolled: %1 -> %2.").arg(e.from).arg(e.to), 1};
            else if constexpr (std::is_same_v<E, ev::RollAdjusted>)
                return {tr("The roll shifts: %1 -> %2.").arg(e.from).arg(e.to), 1};
            else if constexpr (std::is_same_v<E, ev::MarkChanged>)
                return {tr("%1 on %2: %3 -> %4.").arg(qs(c.markNames[e.mark]), holder(e.holder)).arg(e.from).arg(e.to), 2};
            else if constexpr (std::is_same_v<E, ev::CardViewedAs>)
                return {e.made ? tr("%1: %2 is made from nothing.").arg(skill(e.skill), card(e.as))
                               : tr("%1: %2 is played as %3.").arg(skill(e.skill), card(e.from), card(e.as)),
                        1};
            else if constexpr (std::is_same_v<E, ev::RepeatRefused>)
                return {tr("%1: a repeated resolution cannot repeat itself.").arg(card(e.card)), 2};
            else return {}; // TurnEnded, DecisionRequested, CostPaid: no line
        },
        event);
}

} // namespace parley::client
