// Content that is valid and hostile in what it means (issue 32): a pack that fills the
// active-effects registry, modifiers whose product overflows an int, a token flood, a soak that
// would run without end, a pack larger than memory allows. Each once aborted, hung or misplayed;
// each must now be a state the rules handle, or an error that says what to do.
#include "content/limits.h"
#include "content/loader.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "sim/invariants.h"
#include "sim/soak.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <sys/stat.h>

using namespace parley;
using parley::test::contentFrom;

namespace {

std::string all(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d.items()) s += x.format() + "\n";
    return s;
}

std::shared_ptr<const Content> load(const std::string& doc) {
    Diagnostics d;
    auto c = contentFrom({doc}, &d);
    if (!c) qWarning("%s", all(d).c_str());
    return c;
}

CardIndex indexOf(const Content& c, std::string_view id) {
    return static_cast<CardIndex>(c.findCard(id) - c.cards.data());
}

// `n` auras that change nothing (reach + 0), so that only their number matters.
std::string idleAuras(int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += std::string(i ? "," : "") + R"({"target": "reach", "operation": "add", "value": 0})";
    return out;
}

// A pack whose one card, spoken, makes `tokens` tokens that hold `auras` auras each.
std::string haunting(int tokens, int auras) {
    return R"({"cards": [
        {"id": "haunt", "name": "Haunt", "weight": 0, "difficulty": "Easy", "tokenType": "haunt", "auras": [)" +
           idleAuras(auras) + R"(]},
        {"id": "summon", "name": "Summon", "weight": 0, "difficulty": "Easy",
         "successEffect": {"effect": "createToken", "card": "haunt", "amount": )" + std::to_string(tokens) + R"(}} ],
      "npcs": [{"id": "n", "deck": ["summon", "summon", "summon", "summon", "summon", "summon"]}]})";
}

Uid inHand(const State& s, std::string_view id) { return test::uidOf(s, Zone::Hand, id); }

const ev::EffectsRemoved* noRoom(const EventLog& events) {
    for (const Event& e : events)
        if (const auto* r = std::get_if<ev::EffectsRemoved>(&e); r && r->why == EffectsGone::NoRoom) return r;
    return nullptr;
}

#define VERIFY_HOLDS(expr) do { const std::string v_ = (expr); QVERIFY2(v_.empty(), v_.c_str()); } while (false)

} // namespace

class TestHostileContent : public QObject {
    Q_OBJECT
private slots:
    // 4 tokens x 20,000 auras threw std::length_error out of apply (and aborted every program).
    // Now the registry stops at its limit, the rest are refused with an event, and play goes on.
    void aFullRegistryRefusesEffects() {
        const auto c = load(haunting(4, 20000));
        QVERIFY(c);
        State s = newConversation(c, 0, 1);
        const Uid summon = inHand(s, "summon");
        QVERIFY(summon);
        InvariantChecker checker(s);
        const std::uint32_t before = s.effects.size(); // what the atmosphere and the skills hold
        EventLog events;
        ApplyResult r;
        VERIFY_HOLDS(checker.step(s, Action::speak(summon, Roll::Success), &events, &r));
        QVERIFY2(r.ok(), r.message.c_str());
        QCOMPARE(s.effects.size(), std::uint32_t(limits::kMaxActiveEffects));
        const ev::EffectsRemoved* refused = noRoom(events);
        QVERIFY(refused);
        QCOMPARE(refused->card, std::int32_t(indexOf(*c, "haunt")));
        // Every aura of the 4 tokens beyond the limit, counted in the events.
        int total = 0;
        for (const Event& e : events)
            if (const auto* x = std::get_if<ev::EffectsRemoved>(&e); x && x->why == EffectsGone::NoRoom) total += x->count;
        QCOMPARE(total, 4 * 20000 - int(limits::kMaxActiveEffects - before));
        // The conversation goes on, with its invariants (the saved state reads back, too).
        VERIFY_HOLDS(checker.check(s));
        QVERIFY(s.apply(Action::listen()).ok());
    }

    // Four x1000 multipliers: an 85% chance read 5%, capacity 5 read 658,067,456, and SPEAK's
    // patience cost of 1 read 0, so the conversation never ended.
    void modifierProductsSaturate() {
        std::string mults;
        for (const char* target : {"successChance", "weightCapacity", "patienceCost"})
            for (int i = 0; i < 4; ++i)
                mults += std::string(mults.empty() ? "" : ",") + "{\"target\": \"" + target +
                         "\", \"operation\": \"multiply\", \"value\": 1000}";
        const auto c = load(R"({"cards": [
            {"id": "amplifier", "name": "Amplifier", "weight": 0, "difficulty": "Easy", "permanent": true, "auras": [)" +
                            mults + R"(]},
            {"id": "filler", "name": "Filler", "weight": 0, "difficulty": "Easy"}],
          "npcs": [{"id": "n", "deck": ["filler", "filler", "filler", "filler", "filler", "filler"]}]})");
        QVERIFY(c);
        State s = newConversation(c, 0, 1);
        const CardIndex filler = indexOf(*c, "filler");
        const int before = successChance(s, filler);
        addCard(s, Zone::Table, indexOf(*c, "amplifier"));
        QCOMPARE(patienceCost(s, ActionKind::Speak), limits::kMaxDerivedNumber);
        QCOMPARE(patienceCost(s, ActionKind::Listen), limits::kMaxDerivedNumber);
        QCOMPARE(weightCapacity(s), limits::kMaxDerivedNumber);
        QCOMPARE(successChance(s, filler), s.rules().successMax);
        QVERIFY(successChance(s, filler) >= before);
        VERIFY_HOLDS(checkStateInvariants(s, countCards(s)));
        // No SPEAK is affordable; a LISTEN takes what patience is left, and the conversation ends
        // (refused, it would leave no action at all).
        QVERIFY(!s.isLegal(Action::speak(inHand(s, "filler"))));
        QVERIFY(s.apply(Action::listen()).ok());
        QVERIFY(s.ended());
        QCOMPARE(s.end.reason, EndReason::PatienceExhausted);
    }

    // One createToken of a formula worth 10^9 made tokens up to the uid limit (57,324 in 0.8 s).
    void oneEffectMakesAtMostTheLimit() {
        const auto c = load(R"({"cards": [
            {"id": "mote", "name": "Mote", "weight": 0, "difficulty": "Easy", "tokenType": "mote"},
            {"id": "flood", "name": "Flood", "weight": 0, "difficulty": "Easy",
             "successEffect": {"effect": "createToken", "card": "mote", "amount": "1000000000 + comfort"}}],
          "npcs": [{"id": "n", "deck": ["flood", "flood", "flood", "flood", "flood", "flood"]}]})");
        QVERIFY(c);
        State s = newConversation(c, 0, 1);
        const Uid flood = inHand(s, "flood");
        QVERIFY(flood);
        QVERIFY(s.apply(Action::speak(flood, Roll::Success)).ok());
        QCOMPARE(s.zone(Zone::Table).size(), std::uint32_t(limits::kMaxTokensPerEffect));
    }

    // A soak whose action takes too long fails with what it took, rather than running on.
    void aSoakBoundsItsTimePerAction() {
        SoakRequest req;
        req.actions = 5;
        req.maxSecondsPerAction = 0; // every action takes some time
        const SoakStats st = runSoak(test::builtin(), req);
        QVERIFY(st.failure);
        QVERIFY2(st.failure->violation.find("a soak allows one action") != std::string::npos,
                 st.failure->violation.c_str());
        QCOMPARE(st.actions, 0LL);
    }

    // 60 files of 8 MiB took 1.5 GB to validate; the pack's bytes in all are limited, and the
    // files past the limit are not even read.
    void aPackPastItsBytesIsRefused() {
        QTemporaryDir dir;
        const std::size_t each = 3u << 20;
        const int over = static_cast<int>(limits::kMaxPackBytes / each); // the file that passes it
        const int files = over + 2;
        const std::string text = "{\"cards\": [], \"padding\": \"" + std::string(each - 40, 'x') + "\"}\n";
        for (int i = 0; i < files; ++i) {
            std::ofstream out(dir.filePath(QString("part%1.json").arg(i, 2, 10, QChar('0'))).toStdString(),
                              std::ios::binary);
            out << text;
        }
        ContentLoader loader;
        Diagnostics d;
        QVERIFY(!loader.addPath(dir.path().toStdString(), d));
        const std::string report = all(d);
        QCOMPARE(d.errorCount(), 1);
        const std::string where = QString("part%1.json: error: with this file the content comes to more than %2 MiB")
                                      .arg(over, 2, 10, QChar('0'))
                                      .arg(limits::kMaxPackBytes >> 20)
                                      .toStdString();
        QVERIFY2(report.find(where) != std::string::npos, report.c_str());
        QVERIFY2(report.find("this file and the 1 after it were not read") != std::string::npos, report.c_str());
    }

    // A portrait that is a named pipe (which hung the window) is named for what it is; the
    // loader never opens it. (A path out of the pack's folder: the corpus's
    // npc_portrait_outside_the_pack.)
    void aPortraitThatIsAPipeIsNamed() {
        QTemporaryDir dir;
        QCOMPARE(::mkfifo(dir.filePath("mira.svg").toLocal8Bit().constData(), 0600), 0);
        std::ofstream(dir.filePath("pack.json").toStdString())
            << R"({"cards": [{"id": "greet", "name": "Greet", "weight": 1, "difficulty": "Easy"}],
                   "npcs": [{"id": "mira", "name": "Mira", "deck": ["greet"], "portrait": "mira.svg"}]})";
        ContentLoader loader;
        loader.addBuiltin();
        Diagnostics d;
        QVERIFY(loader.addPath(dir.filePath("pack.json").toStdString(), d));
        QVERIFY(loader.load(d));
        const std::string report = all(d);
        QCOMPARE(d.errorCount(), 0);
        QVERIFY2(report.find("the portrait 'mira.svg' is a named pipe, not an SVG file") != std::string::npos,
                 report.c_str());
    }
};

QTEST_GUILESS_MAIN(TestHostileContent)
#include "tst_hostile_content.moc"
