#include "end_summary.h"

#include "card_text.h"
#include "end_recap.h"
#include "ending_text.h"

namespace parley::client {

namespace {

QString toneOf(const EndingLine& l) {
    using K = EndingLine::Kind;
    switch (l.kind) {
    case K::Paid:
    case K::Gains:
    case K::Access:
        return QStringLiteral("gain");
    case K::Pays:
    case K::FineIs:
    case K::Loses:
    case K::CardJoins:
    case K::Burden:
    case K::Penalty:
        return QStringLiteral("cost");
    case K::Relationship:
        return l.amount < 0 ? QStringLiteral("cost") : QStringLiteral("gain");
    default:
        return QStringLiteral("duty");
    }
}

} // namespace

void EndSummary::reset() {
    spoken_ = succeeded_ = failed_ = listened_ = drawn_ = exhausted_ = finalComfort_ = 0;
    recapLow_ = recapHigh_ = 0;
    for (QString* s : {&outcome_, &headline_, &reason_, &partnerName_, &partnerLine_, &termsTitle_,
                       &termsText_, &finalState_, &otherPartnerId_, &otherPartnerName_})
        s->clear();
    for (QVariantList* l : {&terms_, &recap_, &recapStates_, &moments_})
        l->clear();
    emit changed();
}

void EndSummary::setPartnerLine(const QString& line) {
    if (line == partnerLine_) return;
    partnerLine_ = line;
    emit changed();
}

void EndSummary::count(const EventLog& events) {
    for (const Event& e : events) {
        if (std::holds_alternative<ev::CardSpoken>(e))
            ++spoken_;
        else if (std::holds_alternative<ev::CardSucceeded>(e))
            ++succeeded_;
        else if (std::holds_alternative<ev::CardFailed>(e))
            ++failed_;
        else if (std::holds_alternative<ev::Listened>(e))
            ++listened_;
        else if (std::holds_alternative<ev::CardDrawn>(e))
            ++drawn_;
        else if (std::holds_alternative<ev::CardExhausted>(e))
            ++exhausted_;
    }
}

void EndSummary::sync(const State& s, const QString& locale, const History* history) {
    const Content& c = s.content();
    const NpcDef& npc = c.npcs[s.npc];
    partnerName_ = localized(npc.name, locale);
    outcome_ = QString::fromStdString(s.outcome());
    const std::string& o = s.outcome();
    headline_ = o == "success"     ? tr("The conversation succeeded.")
                : o == "failure"   ? tr("The conversation failed.")
                : o == "abandoned" ? tr("The conversation was abandoned.")
                                   : tr("The conversation ended: %1.").arg(wordsOfId(o));

    const EndingTerms* terms = endingTerms(s);
    reason_.clear();
    switch (s.end.reason) {
    case EndReason::Effect:
        if (terms && terms->reason) {
            reason_ = localized(*terms->reason, locale);
        } else if (s.end.list.isSkill()) {
            reason_ =
                tr("%1 ended the conversation.").arg(localized(c.skills[s.end.card].name, locale));
        } else {
            const QString card = cardName(c.cards[s.end.card], locale);
            reason_ =
                s.end.list == EffectList::slot(EffectSlot::Success)
                    ? tr("\u201C%1\u201D succeeded, and that ended the conversation.").arg(card)
                : s.end.list == EffectList::slot(EffectSlot::Failure)
                    ? tr("\u201C%1\u201D failed, and that ended the conversation.").arg(card)
                : s.end.list == EffectList::slot(EffectSlot::Exhaust)
                    ? tr("\u201C%1\u201D slipped away, and the conversation ended with it.")
                          .arg(card)
                    : tr("\u201C%1\u201D ended the conversation.").arg(card);
        }
        break;
    case EndReason::PatienceExhausted:
        reason_ = tr("%1's patience ran out.").arg(partnerName_);
        break;
    case EndReason::Desperate:
        reason_ = tr("%1 was pushed too far while desperate.").arg(partnerName_);
        break;
    case EndReason::FinalAtmosphere: {
        const AtmosphereDef& a = c.ruleset.atmospheres[s.atmosphere];
        reason_ =
            a.failureEndsConversation
                ? tr("A failure under the %1 atmosphere ended it.").arg(localized(a.name, locale))
                : tr("A single failure ended it.");
        break;
    }
    case EndReason::None:
        break;
    }

    terms_.clear();
    termsTitle_.clear();
    termsText_.clear();
    if (terms && terms->hasTerms()) {
        const std::vector<EndingLine> lines = endingLines(c, *terms, npc);
        for (const EndingLine& l : lines)
            terms_ << QVariantMap{{"text", EndingText::line(c, l, locale)}, {"tone", toneOf(l)}};
        termsText_ = EndingText::lines(c, lines, locale);
        termsTitle_ = EndingText::obligationTitle(*terms);
    }

    const Recap recap = history ? EndRecap::build(*history, locale) : EndRecap::single(s, locale);
    recap_ = recap.points;
    recapStates_ = recap.states;
    recapLow_ = recap.low;
    recapHigh_ = recap.high;
    moments_ = recap.moments;

    otherPartnerId_.clear();
    otherPartnerName_.clear();
    if (c.npcs.size() > 1) {
        const NpcDef& next = c.npcs[(std::size_t(s.npc) + 1) % c.npcs.size()];
        otherPartnerId_ = QString::fromStdString(next.id);
        otherPartnerName_ = localized(next.name, locale);
    }
    finalComfort_ = s.comfort;
    finalState_ = localized(c.ruleset.states.at(s.emotion).name, locale);
    emit changed();
}

} // namespace parley::client
