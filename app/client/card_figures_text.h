#pragma once
// A card's and a partner's simulated figures. A card's (the balance lab's cardFigures: drawn, played, succeeded,
// exhaustedUnplayed, gamesPlayed, winRatePlayed, winRateNotPlayed, games) in words with
// percentages, for the gallery's detail pane. Counts are totals over `games` simulated
// conversations; `gamesPlayed` those in which the card was played; the win rates are shares
// (0 to 1) of the conversations won with and without it played.
#include <QCoreApplication>
#include <QVariantList>
#include <QVariantMap>

namespace parley::client {

class CardFiguresText {
    Q_DECLARE_TR_FUNCTIONS(CardFiguresText)
public:
    // [{label, value}], one per figure; empty when the map holds no run (no simulation yet).
    static QVariantList lines(const QVariantMap& figures);
    // A partner's (the balance lab's partnerFigures: games, wins, turns, and per policy
    // {policy, games, wins}): how often they were won over, with the 95% interval (Wilson), in
    // all and by each policy, and how long their conversations lasted.
    static QVariantList partnerLines(const QVariantMap& figures);
    // "37%" of part over whole, "—" when whole is 0.
    static QString percent(double part, double whole);
};

} // namespace parley::client
