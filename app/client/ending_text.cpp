#include "ending_text.h"

#include "card_text.h"

namespace parley::client {

namespace {

QString nameOf(const LocalizedText* text, const std::string& id, const QString& locale) {
    return text ? localized(*text, locale) : wordsOfId(id);
}

QString tokenList(const Content& c, const std::vector<std::pair<std::uint8_t, int>>& tokens) {
    QStringList items;
    for (const auto& [type, n] : tokens)
        //: A number of connection tokens, as in "You gain 2 Trust": %1 the number, %2 the token
        //: type.
        items << EndingText::tr("%1 %2").arg(QString::number(n), tokenName(c.ruleset.tokens[type]));
    QString out = items.back();
    if (items.size() > 1) {
        //: The last two items of a list: "1 Status and 1 Shadow".
        out = EndingText::tr("%1 and %2").arg(items[items.size() - 2], out);
        for (qsizetype i = items.size() - 2; i-- > 0;)
            //: An item and the rest of a list: "1 Trust, 1 Status and 1 Shadow".
            out = EndingText::tr("%1, %2").arg(items[i], out);
    }
    return out;
}

QString obligation(const EndingLine& l, const QString& locale) {
    using K = EndingLine::Kind;
    const bool who = !l.whoId.empty(), due = l.hours > 0;
    const QString name = nameOf(l.who, l.whoId, locale), time = EndingText::within(l.hours);
    switch (l.kind) {
    case K::Delivery:
        if (l.item) {
            const QString item = localized(*l.item, locale);
            if (who)
                return due ? EndingText::tr("You will deliver %1 to %2 within %3.")
                                 .arg(item, name, time)
                           : EndingText::tr("You will deliver %1 to %2.").arg(item, name);
            return due ? EndingText::tr("You will deliver %1 within %2.").arg(item, time)
                       : EndingText::tr("You will deliver %1.").arg(item);
        }
        if (who)
            return due ? EndingText::tr("You will make a delivery to %1 within %2.").arg(name, time)
                       : EndingText::tr("You will make a delivery to %1.").arg(name);
        return due ? EndingText::tr("You will make a delivery within %1.").arg(time)
                   : EndingText::tr("You will make a delivery.");
    case K::Favour:
        if (who)
            return due ? EndingText::tr("You owe %1 a favour, due within %2.").arg(name, time)
                       : EndingText::tr("You owe %1 a favour.").arg(name);
        return due ? EndingText::tr("You owe a favour, due within %1.").arg(time)
                   : EndingText::tr("You owe a favour.");
    case K::Fine:
        if (who)
            return due ? EndingText::tr("You must pay a fine to %1 within %2.").arg(name, time)
                       : EndingText::tr("You must pay a fine to %1.").arg(name);
        return due ? EndingText::tr("You must pay a fine within %1.").arg(time)
                   : EndingText::tr("You must pay a fine.");
    default:
        break;
    }
    if (l.type.empty()) {
        if (who)
            return due ? EndingText::tr("You took on an obligation to %1, due within %2.")
                             .arg(name, time)
                       : EndingText::tr("You took on an obligation to %1.").arg(name);
        return due ? EndingText::tr("You took on an obligation, due within %1.").arg(time)
                   : EndingText::tr("You took on an obligation.");
    }
    // The pack's own kind of obligation, as words ("Escort").
    const QString type = wordsOfId(l.type);
    if (who)
        return due ? EndingText::tr("You took on an obligation to %1 (%2), due within %3.")
                         .arg(name, type, time)
                   : EndingText::tr("You took on an obligation to %1 (%2).").arg(name, type);
    return due ? EndingText::tr("You took on an obligation (%1), due within %2.").arg(type, time)
               : EndingText::tr("You took on an obligation (%1).").arg(type);
}

} // namespace

QString EndingText::within(int hours) {
    if (hours % 24 == 0)
        //: How long a deadline gives, read after "within" ("within a day"; German: dative).
        return hours == 24 ? tr("a day")
                           //: How long a deadline gives, read after "within" ("within 4 days";
                           //: German: dative).
                           : tr("%1 days").arg(hours / 24);
    //: How long a deadline gives, read after "within" ("within an hour"; German: dative).
    return hours == 1 ? tr("an hour")
                      //: How long a deadline gives, read after "within" ("within 73 hours"; German:
                      //: dative).
                      : tr("%1 hours").arg(hours);
}

QString EndingText::line(const Content& c, const EndingLine& l, const QString& locale) {
    using K = EndingLine::Kind;
    switch (l.kind) {
    case K::Delivery:
    case K::Favour:
    case K::Fine:
    case K::Obligation:
        return obligation(l, locale);
    case K::Paid:
        return l.amount == 1 ? tr("You will be paid 1 coin.")
                             : tr("You will be paid %1 coins.").arg(l.amount);
    case K::Pays:
        return l.amount == 1 ? tr("You will pay 1 coin.")
                             : tr("You will pay %1 coins.").arg(l.amount);
    case K::FineIs:
        return l.amount == 1 ? tr("The fine is 1 coin.")
                             : tr("The fine is %1 coins.").arg(l.amount);
    case K::Gains:
        return tr("You gain %1.").arg(tokenList(c, l.tokens));
    case K::Loses:
        return tr("You lose %1.").arg(tokenList(c, l.tokens));
    case K::CardJoins: {
        const QString card = cardName(c.cards[std::size_t(l.card)], locale);
        return l.burden ? tr("A burden card, \u201C%1\u201D, joins your deck.").arg(card)
                        : tr("\u201C%1\u201D joins your deck.").arg(card);
    }
    case K::Burden:
        return tr("A burden card joins your deck.");
    case K::Penalty:
        //: %1 is the pack's own kind of penalty, as words ("Lost goods").
        return tr("You suffer a penalty: %1.").arg(wordsOfId(l.type));
    case K::Relationship: {
        const QString who = nameOf(l.who, l.whoId, locale);
        return l.amount < 0
                   ? tr("Your relationship with %1 worsens by %2.").arg(who).arg(-l.amount)
                   : tr("Your relationship with %1 improves by %2.").arg(who).arg(l.amount);
    }
    case K::Access:
        return tr("You may now pass through %1.").arg(nameOf(l.place, l.placeId, locale));
    }
    return {};
}

QString EndingText::joinSentences(const QStringList& sentences) {
    QString out;
    for (const QString& s : sentences) {
        if (s.isEmpty()) continue;
        const bool wide = !out.isEmpty() && out.back().unicode() >= 0x3000;
        out += (out.isEmpty() || wide ? QString() : QStringLiteral(" ")) + s;
    }
    return out;
}

QString EndingText::lines(const Content& content, const std::vector<EndingLine>& lines,
                          const QString& locale) {
    QStringList out;
    for (const EndingLine& l : lines)
        out << line(content, l, locale);
    return joinSentences(out);
}

QString EndingText::obligationTitle(const EndingTerms& t) {
    if (t.obligationType == "delivery") return tr("Delivery");
    if (t.obligationType == "favor") return tr("Favour");
    if (t.obligationType == "fine") return tr("Fine");
    if (!t.obligationType.empty()) return wordsOfId(t.obligationType);
    return t.obligation ? tr("Obligation") : tr("Consequences");
}

} // namespace parley::client
