#include "content/pack_checks.h"

#include "content/ending.h"

#include <algorithm>
#include <optional>

namespace parley {

namespace {

bool ownEntry(const SectionItem* it) {
    return it && !it->base;
}

void warn(const SectionItem& it, const std::string& field, const std::string& message,
          Diagnostics& diags) {
    it.src->warning(diags, field.empty() ? it.pointer : it.pointer + "/" + field, message);
}

// Weight a cost list takes from the pool at the least: weight costs, and an X paid in weight at
// its minimum.
int weightOf(const CostList& costs) {
    int w = 0;
    for (const CostDef& c : costs) {
        if (c.kind == CostKind::Weight)
            w += c.amount;
        else if (c.kind == CostKind::X && c.xResource == 0)
            w += c.xMin;
    }
    return w;
}

// The least weight that speaking `card` takes: its weight and costs, or an alternative's.
int weightToSpeak(const CardDef& card) {
    int least = card.weight + weightOf(card.costs);
    for (const CostList& alt : card.alternativeCosts)
        least = std::min(least, weightOf(alt));
    return least;
}

// How far the modifiers of the content could stretch the weight limit, all in force at once: the
// capacity they could add and the weight cost they could take off. An operation whose effect has
// no bound here (a capacity multiplied, a cost set or multiplied) makes the check stay quiet
// rather than be wrong.
struct WeightStretch {
    int capacity = 0;    // added to the largest state's capacity, at most
    int setCapacity = 0; // the largest capacity a 'set' or 'max' gives
    int cost = 0;        // taken off a card's weight cost, at most
    bool unbounded = false;

    void add(const ModifierDef& m) {
        const bool adds = m.op == ModOp::Add || m.op == ModOp::AddMagnitude;
        if (m.target == ModTarget::WeightCapacity) {
            if (adds && m.value > 0)
                capacity += m.value;
            else if (m.op == ModOp::Set || m.op == ModOp::Max)
                setCapacity = std::max(setCapacity, m.value);
            else if (m.op == ModOp::Multiply && m.value > 1)
                unbounded = true;
        } else if (m.target == ModTarget::WeightCost) {
            if (adds && m.value < 0)
                cost -= m.value;
            else if (m.op == ModOp::Set || m.op == ModOp::Min ||
                     (m.op == ModOp::Multiply && m.value < 1))
                unbounded = true;
        }
    }
    void add(const std::vector<ModifierDef>& list) {
        for (const ModifierDef& m : list)
            add(m);
    }
    void add(const std::vector<EffectDef>& effects) {
        for (const EffectDef& e : effects)
            add(e.modifiers);
    }
};

template <class F> void forEachEffectList(const CardDef& card, F f) {
    for (const auto& slot : card.effects)
        f(slot);
    for (const TriggerDef& t : card.triggers)
        f(t.effects);
    for (const AbilityDef& a : card.abilities)
        f(a.effects);
}

template <class F> void forEachCostList(const CardDef& card, F f) {
    f(card.costs);
    for (const CostList& alt : card.alternativeCosts)
        f(alt);
    for (const AbilityDef& a : card.abilities) {
        f(a.costs);
        for (const CostList& alt : a.alternatives)
            f(alt);
    }
}

WeightStretch weightStretch(const Content& content) {
    WeightStretch w;
    for (const AtmosphereDef& a : content.ruleset.atmospheres)
        w.add(a.modifiers);
    for (const SkillDef& s : content.skills) {
        w.add(s.modifiers);
        w.add(s.effects);
    }
    for (const CardDef& c : content.cards) {
        w.add(c.auras);
        forEachEffectList(c, [&](const std::vector<EffectDef>& list) { w.add(list); });
    }
    return w;
}

void checkWeights(const Content& content, const EntrySources& where, Diagnostics& diags) {
    if (content.ruleset.states.empty()) return;
    int largest = 0;
    for (const StateDef& s : content.ruleset.states)
        largest = std::max(largest, s.weightCapacity);
    std::optional<WeightStretch>
        stretch; // looked for once some card is too heavy: most packs never are
    for (std::size_t i = 0; i < content.cards.size() && i < where.cards.size(); ++i) {
        const CardDef& card = content.cards[i];
        if (!ownEntry(where.cards[i])) continue;
        const int need = weightToSpeak(card);
        if (need <= largest) continue;
        if (!stretch) stretch = weightStretch(content);
        if (stretch->unbounded) return;
        const int capacity = std::max(largest, stretch->setCapacity) + stretch->capacity;
        if (need - stretch->cost <= capacity) continue;
        std::string limit =
            "no state gives more than " + std::to_string(largest) + " weight capacity";
        if (capacity != largest || stretch->cost > 0)
            limit += " (" + std::to_string(capacity) + " with every modifier that raises it" +
                     (stretch->cost > 0 ? ", and modifiers take at most " +
                                              std::to_string(stretch->cost) + " off a card's weight"
                                        : std::string()) +
                     ")";
        warn(*where.cards[i], "weight",
             "card '" + card.id + "' needs " + std::to_string(need) + " weight to be spoken, but " +
                 limit +
                 ", so it can never be spoken; lower its weight (or weight costs), or raise a "
                 "state's "
                 "'weightCapacity'",
             diags);
    }
}

bool holdsGoal(const Content& content, const std::vector<CardIndex>& deck) {
    return std::any_of(deck.begin(), deck.end(),
                       [&](CardIndex c) { return content.cards[c].isGoal(); });
}

const char* const kNoGoal =
    " holds no goal card (one with both Fleeting and Opportunity), so a conversation with it "
    "has nothing to win; add one";

void checkDecks(const Content& content, const EntrySources& where, Diagnostics& diags) {
    for (std::size_t i = 0; i < content.decks.size() && i < where.decks.size(); ++i) {
        const DeckDef& deck = content.decks[i];
        if (ownEntry(where.decks[i]) && !deck.cards.empty() && !holdsGoal(content, deck.cards))
            warn(*where.decks[i], "cards", "deck '" + deck.id + "'" + kNoGoal, diags);
    }
    for (std::size_t i = 0; i < content.npcs.size() && i < where.npcs.size(); ++i) {
        const NpcDef& npc = content.npcs[i];
        if (!ownEntry(where.npcs[i])) continue;
        if (npc.deck.empty())
            warn(*where.npcs[i], "deck",
                 "NPC '" + npc.id + "' has no cards to play: " +
                     (npc.deckId.empty() ? std::string("its deck is an empty list")
                                         : "its deck '" + npc.deckId + "' is empty"),
                 diags);
        else if (npc.deckId.empty() && !holdsGoal(content, npc.deck))
            warn(*where.npcs[i], "deck", "the deck of NPC '" + npc.id + "'" + kNoGoal, diags);
    }
}

// Cards that come into play other than from a deck: token cards, cards an effect makes or puts
// somewhere, cards a cost or filter names, view-as targets, penalty cards of endings.
std::vector<bool> cardsNamedElsewhere(const Content& content) {
    std::vector<bool> named(content.cards.size());
    auto mark = [&](int card) {
        if (card >= 0 && static_cast<std::size_t>(card) < named.size())
            named[static_cast<std::size_t>(card)] = true;
    };
    auto effects = [&](const std::vector<EffectDef>& list) {
        for (const EffectDef& e : list) {
            mark(e.tokenCard);
            mark(e.filter.card);
            if (e.ending) mark(e.ending->penaltyCard);
        }
    };
    auto costs = [&](const CostList& list) {
        for (const CostDef& c : list)
            mark(c.filter.card);
    };
    for (const CardDef& c : content.cards) {
        if (c.tokenType != 0) mark(static_cast<int>(c.index));
        forEachEffectList(c, effects);
        forEachCostList(c, costs);
    }
    for (const SkillDef& s : content.skills) {
        effects(s.effects);
        mark(s.asCard);
        mark(s.match.card);
    }
    return named;
}

void checkUnused(const Content& content, const EntrySources& where, Diagnostics& diags) {
    // A pack of cards alone (an add-on for other packs' decks, a scenario's inline cards) is
    // not expected to use them; one that brings decks of its own is.
    bool bringsDecks = std::any_of(where.decks.begin(), where.decks.end(), ownEntry);
    for (std::size_t i = 0; i < content.npcs.size() && i < where.npcs.size(); ++i)
        bringsDecks = bringsDecks || (ownEntry(where.npcs[i]) && content.npcs[i].deckId.empty());
    if (!bringsDecks) return;
    std::vector<bool> used = cardsNamedElsewhere(content);
    for (const DeckDef& d : content.decks)
        for (CardIndex c : d.cards)
            used[c] = true;
    for (const NpcDef& n : content.npcs)
        for (CardIndex c : n.deck)
            used[c] = true;
    for (std::size_t i = 0; i < content.cards.size() && i < where.cards.size(); ++i)
        if (!used[i] && ownEntry(where.cards[i]))
            warn(*where.cards[i], "id",
                 "card '" + content.cards[i].id +
                     "' is in no deck, and no effect, cost or skill names it, so it never comes "
                     "into play; add it "
                     "to a deck or remove it",
                 diags);
}

} // namespace

void checkPack(const Content& content, const EntrySources& where, Diagnostics& diags) {
    checkDecks(content, where, diags);
    checkWeights(content, where, diags);
    checkUnused(content, where, diags);
}

} // namespace parley
