#include "refusal_text.h"

#include "card_text.h"
#include "cost_text.h"
#include "queries/card_view.h"
#include "queries/queries.h"

namespace parley::client {

namespace {
// The card an action names, if it is in a zone.
const CardDef* actionCard(const State& s, const Action& a) {
    Zone z;
    std::uint32_t pos = 0;
    if (a.uid == 0 || !s.locate(a.uid, z, pos)) return nullptr;
    return &s.def(s.zone(z)[pos].card);
}

// Which skill forbids the action, if one does.
QString forbidder(const State& s, const Action& a, const CardDef* card, const QString& locale) {
    std::uint8_t what = 0;
    switch (a.kind) {
    case ActionKind::Speak:
    case ActionKind::UseSkill:
        what = SkillAction::Speak;
        break;
    case ActionKind::Listen:
        what = SkillAction::Listen;
        break;
    case ActionKind::Activate:
        what = SkillAction::Activate;
        break;
    default:
        what = SkillAction::Choose;
        break;
    }
    const SkillDef* by = prohibitedBy(s, what, card ? int(card->index) : -1);
    return by ? localized(by->name, locale) : QString();
}
} // namespace

QString RefusalText::of(const State& s, const Action& a, const QString& locale) {
    State copy = s;
    Action forced = a;
    if (forced.kind == ActionKind::Speak || forced.kind == ActionKind::UseSkill)
        forced.roll = Roll::Success;
    return why(s, a, copy.apply(forced), locale);
}

QString RefusalText::why(const State& s, const Action& a, const ApplyResult& r,
                         const QString& locale) {
    if (r.ok()) return {};
    const CardDef* card = actionCard(s, a);
    switch (r.error) {
    case ErrorCode::None:
        return {};
    case ErrorCode::ConversationOver:
        return tr("The conversation is over.");
    case ErrorCode::DecisionPending:
        return tr("Answer the question first.");
    case ErrorCode::NoDecisionPending:
        return tr("There is no question to answer.");
    case ErrorCode::NothingToCancel:
        return tr("There is nothing to cancel.");
    case ErrorCode::InvalidChoice:
        return tr("That answer is not one of the choices.");
    case ErrorCode::NotInHand:
        return tr("That card is not in your hand.");
    case ErrorCode::NotOnTable:
        return tr("That card is not on the table.");
    case ErrorCode::UnknownCard:
    case ErrorCode::PermanentNotFound:
        return tr("That card is not here any more.");
    case ErrorCode::NoSuchAbility:
        return tr("That card has no such ability.");
    case ErrorCode::PermanentNotControlled:
        return tr("It is theirs, not yours.");
    case ErrorCode::PermanentAlreadyTapped:
        return tr("It is tapped until the next turn.");
    case ErrorCode::LimitReached:
        return tr("It is used up for this turn.");
    case ErrorCode::InsufficientWeight: {
        const int need = card && a.kind == ActionKind::Speak ? speakWeight(s, card->index) : -1;
        const int have = availableWeight(s);
        if (need > have)
            return tr("Needs %1 weight; you have %2. LISTEN refills it.").arg(need).arg(have);
        return tr("You do not have the weight for it. LISTEN refills it.");
    }
    case ErrorCode::InsufficientTokens: {
        QStringList have;
        for (std::size_t t = 0; t < s.rules().tokens.size(); ++t)
            if (s.tokens[t] > 0)
                have
                    << QStringLiteral("%1 %2").arg(s.tokens[t]).arg(tokenName(s.rules().tokens[t]));
        return have.isEmpty() ? tr("Needs connection tokens; you have none.")
                              : tr("Needs more connection tokens; you have %1.")
                                    .arg(have.join(QStringLiteral(", ")));
    }
    case ErrorCode::CostUnpayable: {
        const ActionKind kind = a.kind == ActionKind::UseSkill ? ActionKind::Speak : a.kind;
        if (kind == ActionKind::Speak || kind == ActionKind::Listen) {
            const int need = patienceCost(s, kind);
            if (need > s.patience)
                return tr("Needs %1 patience; only %2 is left.").arg(need).arg(s.patience);
        }
        return tr("You cannot pay its costs now.");
    }
    case ErrorCode::Prohibited: {
        if (card && (cardProperties(s, card->index) & s.rules().unplayable))
            return tr("%1 cannot be spoken.").arg(cardName(*card, locale));
        const QString skill = forbidder(s, a, card, locale);
        if (!skill.isEmpty()) return tr("%1 forbids it.").arg(skill);
        if (card && a.kind == ActionKind::Speak) {
            const int depth = cardDepth(s, card->index), r = reach(s);
            if (depth > r)
                return tr("Too deep for now: it needs reach %1, and the conversation reaches %2. "
                          "Warm them up first.")
                    .arg(depth)
                    .arg(r);
        }
        return tr("Not allowed now.");
    }
    }
    return tr("Not allowed now.");
}

} // namespace parley::client
