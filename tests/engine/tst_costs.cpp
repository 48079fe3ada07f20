// The cost system (seed 001): each cost kind's canPay and pay, its domain errors, atomic payment,
// cost reductions through modifiers, and a property test over random cost sets and states.
#include "changes/zones.h"
#include "costs/cost.h"
#include "modifiers/lifecycle.h"
#include "rules/setup.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {
using test::useAtmosphere;


std::shared_ptr<const Content> content() { return test::builtin(); }

State table(std::initializer_list<const char*> onTable, std::initializer_list<const char*> hand = {}) {
    auto c = content();
    State s = blankConversation(c, c->npcIndex.at("elena"), 3);
    s.deck().clear();
    for (const char* id : onTable) addCard(s, Zone::Table, c->cardIndex.at(id));
    for (const char* id : hand) addCard(s, Zone::Hand, c->cardIndex.at(id));
    return s;
}

CostDef cost(CostKind k, int amount = 1) {
    CostDef c;
    c.kind = k;
    c.amount = amount;
    return c;
}

CostContext from(Uid source) {
    CostContext ctx;
    ctx.source = source;
    return ctx;
}

int tok(const State& s, const char* name) { return s.rules().tokenIndex(name); }

} // namespace

class TestCosts : public QObject {
    Q_OBJECT
private slots:
    void weight() {
        State s = table({});
        s.weight = 3;
        QVERIFY(canPay(s, cost(CostKind::Weight, 3), from(0)).ok());
        const CostCheck c = canPay(s, cost(CostKind::Weight, 4), from(0));
        QCOMPARE(c.code, ErrorCode::InsufficientWeight);
        QCOMPARE(c.why, std::string("4 weight is needed; 3 is available"));
        Ctx ctx{s, nullptr};
        pay(ctx, cost(CostKind::Weight, 2), from(0));
        QCOMPARE(int(s.weight), 1);
    }

    void patience() {
        State s = table({});
        s.patience = 1;
        QCOMPARE(canPay(s, cost(CostKind::Patience, 2), from(0)).code, ErrorCode::CostUnpayable);
        Ctx ctx{s, nullptr};
        pay(ctx, cost(CostKind::Patience, 1), from(0));
        QCOMPARE(int(s.patience), 0);
    }

    void tokensLikeMana() {
        State s = table({});
        s.tokens.fill(0);
        s.tokens[tok(s, "Trust")] = 2;
        s.tokens[tok(s, "Commerce")] = 1;
        CostDef c = cost(CostKind::Tokens);
        c.tokens[tok(s, "Trust")] = 2;
        c.tokens[tok(s, "Commerce")] = 1;
        QVERIFY(canPay(s, c, from(0)).ok());
        c.tokens[tok(s, "Commerce")] = 2;
        const CostCheck no = canPay(s, c, from(0));
        QCOMPARE(no.code, ErrorCode::InsufficientTokens);
        QCOMPARE(no.why, std::string("2 Commerce needed; 1 held"));
        c.tokens[tok(s, "Commerce")] = 1;
        Ctx ctx{s, nullptr};
        pay(ctx, c, from(0));
        QCOMPARE(int(s.tokens[tok(s, "Trust")]), 0);
        QCOMPARE(int(s.tokens[tok(s, "Commerce")]), 0);
    }

    void tapSelfOnAnyPermanent() {
        State s = table({"kept_promise", "insight"});
        const Uid promise = test::uidOf(s, Zone::Table, "kept_promise");
        QVERIFY(canPay(s, cost(CostKind::TapSelf), from(promise)).ok());
        Ctx ctx{s, nullptr};
        pay(ctx, cost(CostKind::TapSelf), from(promise));
        QVERIFY(findCard(s, promise)->has(CardFlag::Tapped));
        QCOMPARE(canPay(s, cost(CostKind::TapSelf), from(promise)).code, ErrorCode::PermanentAlreadyTapped);
        QCOMPARE(canPay(s, cost(CostKind::TapSelf), from(999)).code, ErrorCode::PermanentNotFound);
        const Uid insight = test::uidOf(s, Zone::Table, "insight");
        findCard(s, insight)->flags |= CardFlag::NpcControlled;
        QCOMPARE(canPay(s, cost(CostKind::TapSelf), from(insight)).code, ErrorCode::PermanentNotControlled);
    }

    void sacrificeSelfMovesAndTokensCease() {
        State s = table({"kept_promise", "insight"});
        const Uid promise = test::uidOf(s, Zone::Table, "kept_promise");
        const Uid insight = test::uidOf(s, Zone::Table, "insight");
        EventLog events;
        Ctx ctx{s, &events};
        pay(ctx, cost(CostKind::SacrificeSelf), from(promise));
        QCOMPARE(s.zone(Zone::Discard).size(), 1u);
        bool moved = false;
        for (const Event& e : events) moved = moved || std::holds_alternative<ev::CardMoved>(e);
        QVERIFY(moved);
        // kept_promise has a leftZone(table) trigger: it was queued by the zone change.
        QCOMPARE(s.firedTriggers.size(), 1u);
        QCOMPARE(s.firedTriggers.back().kind, TaskKind::Trigger);
        pay(ctx, cost(CostKind::SacrificeSelf), from(insight));
        Zone z;
        std::uint32_t pos;
        QVERIFY(!s.locate(insight, z, pos)); // a token that leaves the table ceases to exist
        QCOMPARE(canPay(s, cost(CostKind::SacrificeSelf), from(promise)).code, ErrorCode::PermanentNotFound);
    }

    void revealSelfNeedsTheHand() {
        State s = table({}, {"goblin_portal"});
        const Uid portal = test::uidOf(s, Zone::Hand, "goblin_portal");
        QVERIFY(canPay(s, cost(CostKind::RevealSelf), from(portal)).ok());
        Ctx ctx{s, nullptr};
        pay(ctx, cost(CostKind::RevealSelf), from(portal));
        QVERIFY(findCard(s, portal)->has(CardFlag::Revealed));
        State t = table({"kept_promise"});
        QCOMPARE(canPay(t, cost(CostKind::RevealSelf), from(test::uidOf(t, Zone::Table, "kept_promise"))).code,
                 ErrorCode::CostUnpayable);
    }

    void discardChosenCards() {
        State s = table({}, {"small_talk", "offer_tea", "interrupt"});
        CostDef d = cost(CostKind::Discard, 2);
        QVERIFY(canPay(s, d, from(0)).ok());
        CostContext picked = from(0);
        picked.picks.push_back(test::uidOf(s, Zone::Hand, "offer_tea"));
        QCOMPARE(canPay(s, d, picked).code, ErrorCode::InvalidChoice); // one pick for a cost of two
        picked.picks.push_back(test::uidOf(s, Zone::Hand, "interrupt"));
        Ctx ctx{s, nullptr};
        pay(ctx, d, picked);
        QCOMPARE(s.hand().size(), 1u);
        QCOMPARE(s.def(s.hand()[0].card).id, std::string("small_talk"));
        QCOMPARE(canPay(s, d, from(0)).code, ErrorCode::CostUnpayable);
    }

    void sacrificeOrTapAnotherMatching() {
        auto c = content();
        State s = table({"build_on_agreement", "stone", "stone"});
        const Uid source = test::uidOf(s, Zone::Table, "build_on_agreement");
        CostDef tap = cost(CostKind::Tap);
        tap.filter.tokenType = c->cards[c->cardIndex.at("stone")].tokenType;
        CostDef sac = tap;
        sac.kind = CostKind::Sacrifice;
        QCOMPARE(costCandidates(s, tap, from(source)).size(), 2u);
        Ctx ctx{s, nullptr};
        pay(ctx, tap, from(source));
        QCOMPARE(costCandidates(s, tap, from(source)).size(), 1u); // a tapped stone cannot tap again
        pay(ctx, sac, from(source));
        QCOMPARE(s.zone(Zone::Table).size(), 2u);
        CostContext wrong = from(source);
        wrong.picks.push_back(source); // the source is not "another" matching permanent
        QVERIFY(!canPay(s, sac, wrong).ok());
    }

    void xCost() {
        State s = table({});
        s.weight = 2;
        CostDef x = cost(CostKind::X);
        x.xResource = 0;
        x.xMin = 1;
        x.xMax = 3;
        QCOMPARE(maxPayableX(s, x), 2);
        CostContext ctx = from(0);
        ctx.x = 3;
        QCOMPARE(canPay(s, x, ctx).code, ErrorCode::InsufficientWeight);
        ctx.x = 0;
        QCOMPARE(canPay(s, x, ctx).code, ErrorCode::InvalidChoice);
        ctx.x = 2;
        Ctx c{s, nullptr};
        pay(c, x, ctx);
        QCOMPARE(int(s.weight), 0);
    }

    void canPayNeverChangesTheState() {
        State s = table({"kept_promise", "stone"}, {"small_talk"});
        const std::string before = s.serialize();
        for (int k = 0; k <= static_cast<int>(CostKind::X); ++k) {
            CostDef c = cost(static_cast<CostKind>(k));
            c.xMax = 2;
            canPay(s, c, from(test::uidOf(s, Zone::Table, "kept_promise")));
            QCOMPARE(s.serialize(), before);
        }
    }

    void atomicPaymentPaysNothingWhenTheThirdFails() {
        State s = table({"kept_promise"});
        s.weight = 5;
        s.tokens.fill(0);
        const std::string before = s.serialize();
        CostSet costs;
        costs.push_back(cost(CostKind::Weight, 2));
        costs.push_back(cost(CostKind::TapSelf));
        CostDef tokens = cost(CostKind::Tokens);
        tokens.tokens[tok(s, "Trust")] = 1; // none held: the third cost fails
        costs.push_back(tokens);
        ContextSet ctxs;
        for (int i = 0; i < 3; ++i) ctxs.push_back(from(test::uidOf(s, Zone::Table, "kept_promise")));
        EventLog events;
        Ctx ctx{s, &events};
        const CostCheck r = payAll(ctx, costs, ctxs);
        QCOMPARE(r.code, ErrorCode::InsufficientTokens);
        QCOMPARE(s.serialize(), before); // weight not spent, nothing tapped
        QVERIFY(events.empty());
        s.tokens[tok(s, "Trust")] = 1;
        QVERIFY(payAll(ctx, costs, ctxs).ok());
        QCOMPARE(int(s.weight), 3);
        QVERIFY(s.zone(Zone::Table)[0].has(CardFlag::Tapped));
    }

    void costsOnTheSameResourceAddUp() {
        State s = table({});
        s.weight = 3;
        CostSet costs;
        costs.push_back(cost(CostKind::Weight, 2));
        costs.push_back(cost(CostKind::Weight, 2));
        ContextSet ctxs;
        ctxs.push_back(from(0));
        ctxs.push_back(from(0));
        QCOMPARE(canPayAll(s, costs, ctxs).code, ErrorCode::InsufficientWeight);
    }

    void reductionsComeFromModifiers() {
        // A ruleset whose "Generous" atmosphere makes weight and token costs 1 cheaper.
        std::string ruleset;
        for (const auto& f : builtinContentFiles())
            if (std::string_view(f.name) == "ruleset.json") ruleset = f.text;
        const std::string anchor = "\"atmospheres\": [";
        ruleset.insert(ruleset.find(anchor) + anchor.size(),
                       R"({"id": "Generous", "modifiers": [{"target": "weightCost", "operation": "add", "value": -1},
                                                           {"target": "tokenCost", "operation": "add", "value": -1}]},)");
        Diagnostics d;
        auto c = test::contentFrom({ruleset, R"({"cards": [{"id": "c", "weight": 3, "difficulty": "Easy"}],
                                                 "npcs": [{"id": "n", "deck": ["c"]}]})"},
                                   &d);
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        useAtmosphere(s, s.rules().atmosphereIndex("Generous"));
        QCOMPARE(costAmount(s, cost(CostKind::Weight, 3), from(0)), 2);
        s.weight = 2;
        QVERIFY(canPay(s, cost(CostKind::Weight, 3), from(0)).ok());
        CostDef t = cost(CostKind::Tokens);
        t.tokens[0] = 1;
        s.tokens.fill(0);
        QVERIFY(canPay(s, t, from(0)).ok()); // 1 Trust, reduced to 0
    }

    // Random cost sets against random states: a rejected payment changes nothing, and what
    // canPayAll accepts, payAll pays.
    void propertyRejectedPaymentsChangeNothing() {
        auto c = content();
        Rng rng(99);
        int rejected = 0, paid = 0;
        const char* perms[] = {"kept_promise", "open_ledger", "stone", "insight", "build_on_agreement"};
        const char* cards[] = {"small_talk", "offer_tea", "interrupt", "desperate_plea", "goblin_portal"};
        for (int round = 0; round < 3000; ++round) {
            State s = blankConversation(c, static_cast<std::uint16_t>(rng.below(c->npcs.size())), rng.next());
            s.deck().clear();
            for (int i = static_cast<int>(rng.below(4)); i > 0; --i) addCard(s, Zone::Table, c->cardIndex.at(perms[rng.below(5)]));
            for (int i = static_cast<int>(rng.below(4)); i > 0; --i) addCard(s, Zone::Hand, c->cardIndex.at(cards[rng.below(5)]));
            for (CardInst& ci : s.zone(Zone::Table)) {
                if (rng.below(3) == 0) ci.flags |= CardFlag::Tapped;
                if (rng.below(6) == 0) ci.flags |= CardFlag::NpcControlled;
            }
            s.weight = static_cast<std::int16_t>(rng.below(6));
            s.patience = static_cast<std::int16_t>(1 + rng.below(4));
            for (auto& t : s.tokens) t = static_cast<std::int16_t>(rng.below(3));
            CostSet costs;
            ContextSet ctxs;
            const Uid source = s.zone(Zone::Table).empty() ? 0 : s.zone(Zone::Table)[rng.below(s.zone(Zone::Table).size())].uid;
            for (int i = 1 + static_cast<int>(rng.below(4)); i > 0; --i) {
                CostDef cd = cost(static_cast<CostKind>(rng.below(static_cast<int>(CostKind::X) + 1)), 1 + static_cast<int>(rng.below(2)));
                cd.tokens[rng.below(4)] = static_cast<std::int16_t>(rng.below(3));
                cd.xResource = static_cast<int>(rng.below(3));
                cd.xMax = 3;
                CostContext ctx = from(source);
                ctx.x = static_cast<int>(rng.below(4));
                costs.push_back(cd);
                ctxs.push_back(ctx);
            }
            const std::string before = s.serialize();
            const bool ok = canPayAll(s, costs, ctxs).ok();
            QCOMPARE(s.serialize(), before);
            Ctx ctx{s, nullptr};
            const CostCheck r = payAll(ctx, costs, ctxs);
            QCOMPARE(r.ok(), ok);
            if (!r.ok()) {
                QCOMPARE(s.serialize(), before);
                ++rejected;
            } else {
                ++paid;
            }
        }
        qInfo("%d rejected, %d paid", rejected, paid);
        QVERIFY(rejected > 300 && paid > 300);
    }
};

QTEST_APPLESS_MAIN(TestCosts)
#include "tst_costs.moc"
