#include "card_figures_text.h"

#include "sim/interval.h"

#include <cmath>

namespace parley::client {

QString CardFiguresText::percent(double part, double whole) {
    if (whole <= 0) return QStringLiteral("\u2014");
    return tr("%1%").arg(std::lround(100.0 * part / whole));
}

QVariantList CardFiguresText::lines(const QVariantMap& f) {
    const int games = f.value(QStringLiteral("games")).toInt();
    if (f.isEmpty() || games <= 0) return {};
    auto n = [&](const char* key) { return f.value(QLatin1String(key)).toInt(); };
    const int drawn = n("drawn"), played = n("played"), succeeded = n("succeeded");
    const int exhausted = n("exhaustedUnplayed"), gamesPlayed = n("gamesPlayed");
    auto line = [](const QString& label, const QString& value) {
        return QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
    };
    QVariantList out;
    out << line(tr("Conversations simulated"), QString::number(games));
    out << line(tr("Drawn"), tr("%1 times, %2 a conversation")
                                 .arg(drawn)
                                 .arg(QString::number(double(drawn) / games, 'f', 1)));
    out << line(tr("Played"),
                tr("%1 times (%2 of the draws)").arg(played).arg(percent(played, drawn)));
    out << line(tr("Succeeded"),
                tr("%1 times (%2 of the plays)").arg(succeeded).arg(percent(succeeded, played)));
    out << line(tr("Exhausted without being played"),
                tr("%1 times (%2 of the draws)").arg(exhausted).arg(percent(exhausted, drawn)));
    out << line(tr("Played at least once"), tr("in %1 of %2 conversations (%3)")
                                                .arg(gamesPlayed)
                                                .arg(games)
                                                .arg(percent(gamesPlayed, games)));
    const double withIt = f.value(QStringLiteral("winRatePlayed")).toDouble();
    const double without = f.value(QStringLiteral("winRateNotPlayed")).toDouble();
    out << line(tr("Won when it was played"),
                gamesPlayed > 0 ? percent(withIt, 1) : tr("never played"));
    out << line(tr("Won when it was not"),
                gamesPlayed < games ? percent(without, 1) : tr("played in every conversation"));
    return out;
}

QVariantList CardFiguresText::partnerLines(const QVariantMap& f) {
    const qlonglong games = f.value(QStringLiteral("games")).toLongLong();
    if (f.isEmpty() || games <= 0) return {};
    auto line = [](const QString& label, const QString& value) {
        return QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
    };
    // "27% (21% to 33%) of 200": the share won, the range the true rate lies in at 95%.
    auto won = [](qlonglong wins, qlonglong of) {
        const Interval i = wilsonInterval(wins, of);
        return tr("%1 (%2 to %3) of %4")
            .arg(percent(double(wins), double(of)), percent(i.low, 1), percent(i.high, 1))
            .arg(of);
    };
    QVariantList out;
    out << line(tr("Conversations simulated"), QString::number(games));
    out << line(tr("Won over"), won(f.value(QStringLiteral("wins")).toLongLong(), games));
    const QVariantList policies = f.value(QStringLiteral("policies")).toList();
    if (policies.size() > 1)
        for (const QVariant& v : policies) {
            const QVariantMap p = v.toMap();
            const qlonglong n = p.value(QStringLiteral("games")).toLongLong();
            if (n > 0)
                out << line(tr("Won over by %1").arg(p.value(QStringLiteral("policy")).toString()),
                            won(p.value(QStringLiteral("wins")).toLongLong(), n));
        }
    const double turns = f.value(QStringLiteral("turns")).toDouble() / double(games);
    out << line(tr("Conversations last"), tr("%1 turns on average").arg(turns, 0, 'f', 1));
    return out;
}

} // namespace parley::client
