#include "sim/ending_text.h"

#include <cctype>

namespace parley {

const EndingTerms* endingTerms(const State& s) {
    if (s.end.reason != EndReason::Effect) return nullptr;
    const auto& effects = s.content().effectList(s.end.card, s.end.list);
    if (s.end.effectIndex >= effects.size()) return nullptr;
    return effects[s.end.effectIndex].ending.get();
}

std::vector<EndingLine> endingLines(const Content& content, const EndingTerms& t,
                                    const NpcDef& partner) {
    using K = EndingLine::Kind;
    std::vector<EndingLine> out;
    auto line = [&](K kind) -> EndingLine& {
        out.push_back({});
        out.back().kind = kind;
        return out.back();
    };
    const bool fine = t.obligation && t.obligationType == "fine";
    if (t.obligation) {
        EndingLine& l = line(t.obligationType == "delivery" ? K::Delivery
                             : t.obligationType == "favor"  ? K::Favour
                             : fine                         ? K::Fine
                                                            : K::Obligation);
        if (l.kind == K::Obligation) l.type = t.obligationType;
        if (!t.recipient.empty()) {
            l.who = personName(content, t.recipient);
            l.whoId = t.recipient;
        }
        if (l.kind == K::Delivery && t.item) l.item = &*t.item;
        l.hours = t.deadline.value_or(0);
    }
    if (const int pay = t.payment.value_or(0); pay != 0)
        line(pay > 0 ? K::Paid : fine ? K::FineIs : K::Pays).amount = pay > 0 ? pay : -pay;
    for (const bool gains : {true, false}) {
        std::vector<std::pair<std::uint8_t, int>> tokens;
        for (const auto& [type, n] : t.tokens)
            if ((n > 0) == gains) tokens.emplace_back(type, gains ? n : -n);
        if (!tokens.empty()) line(gains ? K::Gains : K::Loses).tokens = std::move(tokens);
    }
    if (t.penaltyCard >= 0) {
        EndingLine& l = line(K::CardJoins);
        l.card = t.penaltyCard;
        l.burden = t.penalty == "burden_card" ||
                   content.cards[std::size_t(t.penaltyCard)].has(CardProperty::Burden);
    } else if (t.penalty == "burden_card") {
        line(K::Burden);
    } else if (!t.penalty.empty()) {
        line(K::Penalty).type = t.penalty;
    }
    if (const int r = t.relationship.value_or(0); r != 0) {
        EndingLine& l = line(K::Relationship);
        l.who = &partner.name;
        l.whoId = partner.id;
        l.amount = r;
    }
    if (!t.access.empty()) {
        EndingLine& l = line(K::Access);
        l.place = placeName(content, t.access);
        l.placeId = t.access;
    }
    return out;
}

std::string englishWordsOfId(std::string_view id) {
    std::string out;
    for (const char c : id) {
        if (c == '_') {
            out += ' ';
            continue;
        }
        const auto u = static_cast<unsigned char>(c);
        if (!out.empty() && std::isupper(u) && out.back() != ' ') out += ' ';
        out += static_cast<char>(out.empty() ? std::toupper(u) : std::tolower(u));
    }
    return out;
}

namespace {

// "%1" and so on in `pattern`, in one pass as Qt's multi-argument QString::arg fills them (the
// client's wording is the same sentence with the same placeholders): an argument that holds "%2"
// stays as it is.
std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const std::size_t n =
            i + 1 < pattern.size() ? std::size_t(pattern[i + 1] - '1') : args.size();
        if (pattern[i] == '%' && n < args.size()) {
            out += args[n];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string nameOf(const LocalizedText* text, const std::string& id) {
    return text ? text->text : englishWordsOfId(id);
}

std::string within(int hours) {
    if (hours % 24 == 0) return hours == 24 ? "a day" : std::to_string(hours / 24) + " days";
    return hours == 1 ? "an hour" : std::to_string(hours) + " hours";
}

std::string coins(const char* one, const char* many, int n) {
    return n == 1 ? one : fill(many, {std::to_string(n)});
}

std::string tokenList(const Content& c, const std::vector<std::pair<std::uint8_t, int>>& tokens) {
    std::vector<std::string> items;
    for (const auto& [type, n] : tokens)
        items.push_back(fill("%1 %2", {std::to_string(n), c.ruleset.tokens[type]}));
    std::string out = items.back();
    if (items.size() > 1) {
        out = items[items.size() - 2] + " and " + out;
        for (std::size_t i = items.size() - 2; i-- > 0;)
            out = items[i] + ", " + out;
    }
    return out;
}

std::string obligation(const EndingLine& l) {
    using K = EndingLine::Kind;
    const bool who = !l.whoId.empty(), due = l.hours > 0;
    const std::string name = nameOf(l.who, l.whoId), time = within(l.hours);
    switch (l.kind) {
    case K::Delivery:
        if (l.item) {
            const std::string& item = l.item->text;
            if (who)
                return due ? fill("You will deliver %1 to %2 within %3.", {item, name, time})
                           : fill("You will deliver %1 to %2.", {item, name});
            return due ? fill("You will deliver %1 within %2.", {item, time})
                       : fill("You will deliver %1.", {item});
        }
        if (who)
            return due ? fill("You will make a delivery to %1 within %2.", {name, time})
                       : fill("You will make a delivery to %1.", {name});
        return due ? fill("You will make a delivery within %1.", {time})
                   : "You will make a delivery.";
    case K::Favour:
        if (who)
            return due ? fill("You owe %1 a favour, due within %2.", {name, time})
                       : fill("You owe %1 a favour.", {name});
        return due ? fill("You owe a favour, due within %1.", {time}) : "You owe a favour.";
    case K::Fine:
        if (who)
            return due ? fill("You must pay a fine to %1 within %2.", {name, time})
                       : fill("You must pay a fine to %1.", {name});
        return due ? fill("You must pay a fine within %1.", {time}) : "You must pay a fine.";
    default:
        break;
    }
    if (l.type.empty()) {
        if (who)
            return due ? fill("You took on an obligation to %1, due within %2.", {name, time})
                       : fill("You took on an obligation to %1.", {name});
        return due ? fill("You took on an obligation, due within %1.", {time})
                   : "You took on an obligation.";
    }
    const std::string type = englishWordsOfId(l.type);
    if (who)
        return due ? fill("You took on an obligation to %1 (%2), due within %3.",
                          {name, type, time})
                   : fill("You took on an obligation to %1 (%2).", {name, type});
    return due ? fill("You took on an obligation (%1), due within %2.", {type, time})
               : fill("You took on an obligation (%1).", {type});
}

} // namespace

std::string englishLine(const Content& c, const EndingLine& l) {
    using K = EndingLine::Kind;
    switch (l.kind) {
    case K::Delivery:
    case K::Favour:
    case K::Fine:
    case K::Obligation:
        return obligation(l);
    case K::Paid:
        return coins("You will be paid 1 coin.", "You will be paid %1 coins.", l.amount);
    case K::Pays:
        return coins("You will pay 1 coin.", "You will pay %1 coins.", l.amount);
    case K::FineIs:
        return coins("The fine is 1 coin.", "The fine is %1 coins.", l.amount);
    case K::Gains:
        return fill("You gain %1.", {tokenList(c, l.tokens)});
    case K::Loses:
        return fill("You lose %1.", {tokenList(c, l.tokens)});
    case K::CardJoins: {
        const std::string card = c.cards[std::size_t(l.card)].name.text;
        return l.burden ? fill("A burden card, \u201C%1\u201D, joins your deck.", {card})
                        : fill("\u201C%1\u201D joins your deck.", {card});
    }
    case K::Burden:
        return "A burden card joins your deck.";
    case K::Penalty:
        return fill("You suffer a penalty: %1.", {englishWordsOfId(l.type)});
    case K::Relationship:
        return fill(l.amount < 0 ? "Your relationship with %1 worsens by %2."
                                 : "Your relationship with %1 improves by %2.",
                    {nameOf(l.who, l.whoId), std::to_string(l.amount < 0 ? -l.amount : l.amount)});
    case K::Access:
        return fill("You may now pass through %1.", {nameOf(l.place, l.placeId)});
    }
    return {};
}

std::string englishTerms(const Content& c, const std::vector<EndingLine>& lines) {
    std::string out;
    for (const EndingLine& l : lines)
        out += (out.empty() ? "" : " ") + englishLine(c, l);
    return out;
}

} // namespace parley
