#include "status_controller.h"

#include "breakdown_text.h"
#include "card_text.h"
#include "queries/queries.h"

namespace parley::client {

namespace {
// The deck's order is hidden, so every place in it is as likely: a LISTEN that draws `draw` of
// the deck's `n` cards finds the goal with a chance of draw in n (all of it when draw >= n).
QString goalInDeck(const State& s, int draw, const QString& locale) {
    for (const CardInst& ci : s.hand())
        if (s.def(ci.card).isGoal()) return {};
    const auto& deck = s.deck();
    const int n = int(deck.size());
    for (const CardInst& ci : deck) {
        if (!s.def(ci.card).isGoal()) continue;
        const QString name = cardName(s.def(ci.card), locale);
        if (draw >= n)
            return StatusController::tr("Goal: %1 is in the deck; the next LISTEN draws it.").arg(name);
        if (draw <= 0)
            return StatusController::tr("Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.").arg(name).arg(n);
        return StatusController::tr("Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.")
            .arg(name)
            .arg(n)
            .arg(qRound(100.0 * draw / n));
    }
    return {};
}
} // namespace

void StatusController::sync(const State& s, const QString& locale) {
    const Ruleset& r = s.rules();
    const NpcDef& npc = s.content().npcs.at(s.npc);
    npcName_ = localized(npc.name, locale);
    npcDescription_ = localized(npc.description, locale);
    turn_ = s.turn;
    comfort_ = s.comfort;
    comfortMin_ = r.comfortMin;
    comfortMax_ = r.comfortMax;
    const StateDef& st = r.states.at(s.emotion);
    emotion_ = localized(st.name, locale);
    emotionLevel_ = s.emotion;
    emotionLevels_ = int(r.states.size());
    stateUp_ = s.emotion + 1 < int(r.states.size()) ? localized(r.states[s.emotion + 1].name, locale) : QString();
    stateDown_ = s.emotion > 0 ? localized(r.states[s.emotion - 1].name, locale) : QString();
    downEnds_ = s.emotion == 0;

    Breakdown cap, draw, speak, listen, limit, depth;
    weight_ = availableWeight(s);
    capacity_ = weightCapacity(s, &cap);
    listenDraw_ = parley::listenDraw(s, &draw);
    speakCost_ = patienceCost(s, ActionKind::Speak, &speak);
    listenCost_ = patienceCost(s, ActionKind::Listen, &listen);
    handLimit_ = parley::handLimit(s, &limit);
    reach_ = parley::reach(s, &depth);
    capacityWhy_ = BreakdownText::text(s, cap, locale);
    listenDrawWhy_ = BreakdownText::text(s, draw, locale);
    speakCostWhy_ = BreakdownText::text(s, speak, locale);
    listenCostWhy_ = BreakdownText::text(s, listen, locale);
    handLimitWhy_ = BreakdownText::text(s, limit, locale);
    reachWhy_ = BreakdownText::text(s, depth, locale);
    patience_ = s.patience;
    // The state's numbers as they are now (an atmosphere or a skill may change them), after the
    // content's words for the state, so that this line and the status bar always agree.
    emotionMeaning_ = localized(st.description, locale);
    if (!emotionMeaning_.isEmpty() && !emotionMeaning_.endsWith(QLatin1Char(' '))) emotionMeaning_ += QLatin1Char(' ');
    emotionMeaning_ += listenDraw_ == 1 ? tr("LISTEN draws 1 card and you can carry %1 weight.").arg(capacity_)
                                        : tr("LISTEN draws %1 cards and you can carry %2 weight.").arg(listenDraw_).arg(capacity_);

    const AtmosphereDef& atm = r.atmospheres.at(s.atmosphere);
    atmosphere_ = localized(atm.name, locale);
    atmosphereText_ = localized(atm.description, locale);
    atmosphereIsDefault_ = s.atmosphere == r.defaultAtmosphere;
    freeAction_ = s.freeNextAction;

    tokens_.clear();
    for (std::size_t i = 0; i < r.tokens.size(); ++i)
        tokens_.push_back(QVariantMap{{"name", tokenName(r.tokens[i])}, {"count", int(s.tokens[i])}});
    deckCount_ = int(s.deck().size());
    goalWhere_ = goalInDeck(s, listenDraw_, locale);
    discardCount_ = int(s.zone(Zone::Discard).size());
    exhaustedCount_ = int(s.zone(Zone::Exhausted).size());
    emit changed();
}

} // namespace parley::client
