// The held skills' masks (State::hearers, typeSlots, responders): each covers the first 16 held
// skills, and every path that walks one walks every held skill past that. Each test holds twenty
// skills, then loses the first four, so that the skill it watches sits past the masks and then
// within them, where the masks were recomputed.
// Engine headers before Qt's: Qt defines `emit` as a macro, and the engine has a method of that name.
#include "rules/setup.h"
#include "skills/skills.h"
#include "state/held_skills.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

// A document with one NPC, two cards and the given skills (as tst_skills builds them).
std::string doc(const std::string& skills, const std::string& extraCards = "") {
    return test::skillsDoc(skills, extraCards);
}

// Loses the first four skills `side` holds (the rest move down four places) and returns the state
// with its masks recomputed from nothing, for comparing with those kept along the way.
State loseFirstFour(Ctx& ctx, Side side) {
    for (std::uint16_t k = 0; k < 4; ++k) removeSkill(ctx, k, side);
    State fresh = ctx.s;
    refreshSkillMasks(fresh);
    return fresh;
}

} // namespace

class TestSkillMasks : public QObject {
    Q_OBJECT

private slots:
    // An event reaches its trigger skills through a mask per event of the first 16 held skills
    // (State::hearers), and through every held skill beyond that. Twenty skills that each count a
    // LISTEN: all of them hear it with 16 held, with 20 (past the masks), and again with 16 once
    // skills before them are lost (their places move, so the masks are recomputed).
    void everyHeldSkillHearsItsEventPastTheMasks() {
        std::string skills;
        const std::string rest = R"("type": "trigger", "event": "listen", "marks": ["heard-Keep"],
                                    "effects": [{"type": "AddMark", "mark": "heard-Keep", "amount": "1"}])";
        for (int i = 0; i < 20; ++i)
            skills += std::string(i ? ", " : "") + "{\"id\": \"k" + std::to_string(i) + "\", " + rest + "}";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 3);
        Ctx ctx{s, nullptr};
        const auto heard = static_cast<std::uint8_t>(c->markIndex("heard-Keep"));
        auto listen = [&] {
            QVERIFY(s.apply(Action::listen()).ok());
            QVERIFY(!s.pendingDecision());
        };
        for (std::uint16_t k = 0; k < 16; ++k) grantSkill(ctx, k, Side::Player);
        listen();
        QCOMPARE(s.mark(kHolderPlayer, heard), 16);
        for (std::uint16_t k = 16; k < 20; ++k) grantSkill(ctx, k, Side::Player);
        QCOMPARE(s.skills.size(), 20u);
        listen();
        QCOMPARE(s.mark(kHolderPlayer, heard), 16 + 20);
        const State fresh = loseFirstFour(ctx, Side::Player);
        QCOMPARE(s.skills.size(), 16u);
        QVERIFY(fresh.hearers == s.hearers);
        QCOMPARE(s.hearers[static_cast<std::size_t>(TriggerKind::Listen)], std::uint16_t(0xFFFF));
        listen();
        QCOMPARE(s.mark(kHolderPlayer, heard), 16 + 20 + 16);
    }

    // The queries of one skill type (here prohibit) reach its skills through a mask per type of the
    // first 16 held skills (State::typeSlots), and through every held skill beyond that. Twenty
    // prohibit skills, of which only the last forbids LISTEN: it forbids it at slot 19 (past the
    // masks), and again at slot 15 once four skills before it are lost (the masks are recomputed).
    void queriesOfOneTypeReachEveryHeldSkillPastTheMasks() {
        std::string skills;
        for (int i = 0; i < 20; ++i)
            skills += std::string(i ? ", " : "") + "{\"id\": \"p" + std::to_string(i) +
                      "\", \"type\": \"prohibit\", \"actions\": [\"" + (i == 19 ? "listen" : "activate") + "\"]}";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 3);
        Ctx ctx{s, nullptr};
        for (std::uint16_t k = 0; k < 19; ++k) grantSkill(ctx, k, Side::Npc);
        QVERIFY(s.isLegal(Action::listen()));
        grantSkill(ctx, 19, Side::Npc);
        QCOMPARE(s.skills.size(), 20u);
        QVERIFY(!s.isLegal(Action::listen()));
        QCOMPARE(s.apply(Action::listen()).error, ErrorCode::Prohibited);
        const State fresh = loseFirstFour(ctx, Side::Npc);
        QCOMPARE(s.skills.size(), 16u);
        QVERIFY(fresh.typeSlots == s.typeSlots);
        QCOMPARE(s.typeSlots[static_cast<std::size_t>(SkillType::Prohibit)], std::uint16_t(0xFFFF));
        QVERIFY(!s.isLegal(Action::listen()));
        removeSkill(ctx, 19, Side::Npc);
        QVERIFY(s.isLegal(Action::listen()));
        QCOMPARE(s.typeSlots[static_cast<std::size_t>(SkillType::Prohibit)], std::uint16_t(0x7FFF));
    }

    // The cancel window asks the skills that cancel through a mask per side of the first 16 held
    // skills (State::responders), and every held skill beyond that. Nineteen other skills, then the
    // NPC's canceller: it cancels the card's effect at slot 19 (past the masks), and again at slot
    // 15 once four skills before it are lost.
    void cancellersAreAskedPastTheMasks() {
        std::string skills;
        for (int i = 0; i < 19; ++i)
            skills += "{\"id\": \"p" + std::to_string(i) + "\", \"type\": \"prohibit\", \"actions\": [\"activate\"]}, ";
        skills += R"({"id": "c", "type": "trigger", "event": "effect", "cancels": true, "effects": []})";
        auto c = test::contentFrom({doc(skills, R"(, {"id": "up", "weight": 0, "difficulty": "Easy",
                                                      "successEffect": {"type": "AddComfort", "value": "1"},
                                                      "failureEffect": {"type": "AddComfort", "value": "1"}})")});
        QVERIFY(c);
        auto cancelled = [&](std::uint32_t held) {
            State s = blankConversation(c, 0, 3);
            Ctx ctx{s, nullptr};
            for (std::uint16_t k = 0; k < 20; ++k) grantSkill(ctx, k, Side::Npc);
            if (held == 16 && !(loseFirstFour(ctx, Side::Npc).responders == s.responders)) return -1;
            if (s.skills.size() != held) return -1;
            s.deck().clear();
            addCard(s, Zone::Hand, c->cardIndex.at("up"));
            EventLog log;
            if (!s.apply(Action::speak(s.hand()[0].uid), &log).ok()) return -1;
            int n = 0;
            for (const Event& e : log) n += std::holds_alternative<ev::EffectCancelled>(e);
            return s.comfort == 0 ? n : -1;
        };
        QCOMPARE(cancelled(20), 1);
        QCOMPARE(cancelled(16), 1);
    }

};

QTEST_APPLESS_MAIN(TestSkillMasks)
#include "tst_skill_masks.moc"
