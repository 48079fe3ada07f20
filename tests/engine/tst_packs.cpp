// Add-on packs: a pack layered on the built-in pack, overrides declared and undeclared, and the
// content identity (pack ids and hash) that replays rely on.
#include "content/loader.h"
#include "content/pack_identity.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace parley;

namespace {

const Diagnostic* findDiag(const Diagnostics& d, const std::string& needle) {
    for (const auto& x : d.items())
        if (x.message.find(needle) != std::string::npos) return &x;
    return nullptr;
}

std::string allOf(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d.items()) s += x.format() + "\n";
    return s;
}

void writeFile(const std::filesystem::path& p, const std::string& text) {
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

const char* kCardsDoc = R"({"cards": [{"id": "t_one", "weight": 1, "difficulty": "Easy"}]})";

} // namespace

class TestPacks : public QObject {
    Q_OBJECT
private slots:
    // ---- identity ----
    void builtinIdentity() {
        auto c = test::builtin();
        QVERIFY(c);
        QCOMPARE(c->identity.packs, std::vector<std::string>{"builtin"});
        QCOMPARE(c->identity.hash.size(), std::size_t(16));
        QVERIFY(c->identity.hash.find_first_not_of("0123456789abcdef") == std::string::npos);
        // A second, separate load of the same texts gives the same hash.
        ContentLoader again;
        again.addBuiltin();
        Diagnostics d;
        auto c2 = again.load(d);
        QVERIFY(c2);
        QCOMPARE(c2->identity.hash, c->identity.hash);
    }

    // The digest is FNV-1a over (kind, length, bytes) pieces; a fixed input has a fixed digest on
    // every machine, so a replay saved on one is recognized on another.
    void hashIsPinned() {
        ContentHasher h;
        QCOMPARE(h.hex(), std::string("cbf29ce484222325")); // FNV-1a's offset basis: nothing fed
        h.add('D', "{}");
        const std::string once = h.hex();
        // FNV-1a of the bytes "D2:{}" (kind, length, text), worked out independently.
        QCOMPARE(once, std::string("5aca6343a5a27cd7"));
        ContentHasher same;
        same.add('D', "{}");
        QCOMPARE(same.hex(), once);
        // The kind and the length are part of the digest: the same bytes split differently differ.
        ContentHasher split;
        split.add('D', "{");
        split.add('D', "}");
        QVERIFY(split.hex() != once);
        ContentHasher kind;
        kind.add('C', "{}");
        QVERIFY(kind.hex() != once);
    }

    void hashIgnoresNamesAndPaths() {
        QTemporaryDir dir;
        const std::filesystem::path root = dir.path().toStdString();
        writeFile(root / "a" / "tea_pack" / "cards.json", kCardsDoc);
        writeFile(root / "b" / "other_name" / "cards.json", kCardsDoc);
        writeFile(root / "c" / "renamed.json", kCardsDoc);
        auto load = [](const std::filesystem::path& p) -> std::shared_ptr<const Content> {
            ContentLoader l;
            l.addBuiltin();
            Diagnostics d;
            if (!l.addPath(p, d)) return nullptr;
            return l.load(d);
        };
        const auto a = load(root / "a" / "tea_pack");
        const auto b = load(root / "b" / "other_name");
        const auto c = load(root / "c" / "renamed.json");
        QVERIFY(a && b && c);
        QCOMPARE(a->identity.hash, b->identity.hash);
        QCOMPARE(a->identity.hash, c->identity.hash);
        QCOMPARE(a->identity.packs, (std::vector<std::string>{"builtin", "tea_pack"}));
        QCOMPARE(b->identity.packs, (std::vector<std::string>{"builtin", "other_name"}));
        QCOMPARE(c->identity.packs, (std::vector<std::string>{"builtin", "renamed.json"}));
        // Differs from the built-in pack alone.
        QVERIFY(a->identity.hash != test::builtin()->identity.hash);
    }

    void hashChangesWithAnyText() {
        auto hashOf = [](const std::string& text) {
            ContentLoader l;
            l.addBuiltin();
            l.addSource("x.json", text);
            Diagnostics d;
            auto c = l.load(d);
            return c ? c->identity.hash : std::string("failed: ") + allOf(d);
        };
        const std::string base = hashOf(kCardsDoc);
        QVERIFY(base.size() == 16);
        std::string spaced = kCardsDoc;
        spaced.insert(1, " "); // whitespace is part of the text
        QVERIFY(hashOf(spaced) != base);
        std::string heavier = kCardsDoc;
        heavier.replace(heavier.find("\"weight\": 1"), 11, "\"weight\": 2");
        QVERIFY(hashOf(heavier) != base);
        QCOMPARE(hashOf(kCardsDoc), base);
    }

    void hashCoversInlineListsOnly() {
        // A scenario's inline cards count, the rest of the scenario (its steps) does not.
        auto hashOf = [](const std::string& scenario) {
            ContentLoader l;
            l.addBuiltin();
            l.addCardList("s.json", scenario, "/cards");
            Diagnostics d;
            auto c = l.load(d);
            return c ? c->identity : ContentIdentity{{}, "failed: " + allOf(d)};
        };
        const auto a = hashOf(R"({"steps": [1], "cards": [{"id": "t_x", "weight": 1, "difficulty": "Easy"}]})");
        const auto b = hashOf(R"({"steps": [1, 2], "cards": [{"id": "t_x", "weight": 1, "difficulty": "Easy"}]})");
        const auto c = hashOf(R"({"steps": [1], "cards": [{"id": "t_x", "weight": 2, "difficulty": "Easy"}]})");
        QCOMPARE(a.hash.size(), std::size_t(16));
        QCOMPARE(a.hash, b.hash);
        QVERIFY(a.hash != c.hash);
        QCOMPARE(a.packs, (std::vector<std::string>{"builtin", "inline"}));
    }

    void packIdsInLoadOrder() {
        ContentLoader l;
        l.addSource("dir/wrapped.json", R"({"packageId": "acme.tea", "content": {"cards": [
            {"id": "t_a", "weight": 1, "difficulty": "Easy"}]}})");
        l.addSource("dir/plain.json", R"([{"id": "t_b", "weight": 1, "difficulty": "Easy"}])");
        l.addBuiltinRulesetIfMissing();
        Diagnostics d;
        auto c = l.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(c->identity.packs, (std::vector<std::string>{"acme.tea", "plain.json", "builtin-ruleset"}));
        QCOMPARE(packNameOf("packs/tea/"), std::string("tea"));
        QCOMPARE(packNameOf("packs/tea/."), std::string("tea"));
    }
    // ---- layering ----
    void packUsingBuiltinCardsLoadsLayeredOnly() {
        const std::string fixture = test::sourcePath("tests/fixtures/addon_pack");
        ContentLoader layered;
        layered.addBuiltin();
        Diagnostics d;
        QVERIFY(layered.addPath(fixture, d));
        auto c = layered.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(d.items().size(), std::size_t(0));
        QVERIFY(c->findNpc("tomas") && c->findNpc("elena"));
        QVERIFY(c->findCard("tomas_fare_goal") && c->findCard("offer_tea"));
        QCOMPARE(c->identity.packs, (std::vector<std::string>{"builtin", "addon_pack"}));

        ContentLoader alone;
        Diagnostics e;
        QVERIFY(alone.addPath(fixture, e));
        alone.addBuiltinRulesetIfMissing();
        QVERIFY(!alone.load(e));
        const Diagnostic* unknown = findDiag(e, "unknown card 'offer_tea'");
        QVERIFY2(unknown, allOf(e).c_str());
        QVERIFY(unknown->line > 0 && unknown->pointer.rfind("/content/decks/0/cards/", 0) == 0);
    }

    void undeclaredClashIsAnErrorWithPosition() {
        Diagnostics d;
        ContentLoader l;
        l.addBuiltin();
        l.addSource("pack.json", "{\"cards\": [\n  {\"id\": \"t_new\", \"weight\": 1, \"difficulty\": \"Easy\"},\n"
                                 "  {\"id\": \"offer_tea\", \"weight\": 3, \"difficulty\": \"Easy\"}]}");
        QVERIFY(!l.load(d));
        const Diagnostic* e = findDiag(d, "card 'offer_tea' is already in the built-in pack");
        QVERIFY2(e, allOf(d).c_str());
        QCOMPARE(e->severity, Diagnostic::Severity::Error);
        QCOMPARE(e->file, std::string("pack.json"));
        QCOMPARE(e->line, 3);
        QCOMPARE(e->column, 10);
        QCOMPARE(e->pointer, std::string("/cards/1/id"));
        QVERIFY(e->message.find("add \"override\": true") != std::string::npos);
        QCOMPARE(d.errorCount(), 1); // not also "defined twice"
    }

    void declaredOverrideWinsAndWarns() {
        for (const char* kind : {"card", "NPC", "deck", "skill"}) {
            std::string doc;
            const std::string k = kind;
            if (k == "card")
                doc = R"({"cards": [{"id": "offer_tea", "override": true, "name": "Offer Coffee", "weight": 3, "difficulty": "Hard"}]})";
            else if (k == "NPC")
                doc = R"({"npcs": [{"id": "elena", "override": true, "name": "Elena II", "patience": 4, "deck": "elena_deck"}]})";
            else if (k == "deck")
                doc = R"({"decks": [{"id": "elena_deck", "override": true, "cards": ["elena_letter_goal", "offer_tea"]}]})";
            else
                doc = R"({"skills": [{"id": "elena_guarded", "override": true, "name": "Open", "type": "maxCards", "extra": 1}]})";
            ContentLoader l;
            l.addBuiltin();
            l.addSource("pack.json", doc);
            Diagnostics d;
            auto c = l.load(d);
            QVERIFY2(c, (k + ": " + allOf(d)).c_str());
            QCOMPARE(d.errorCount(), 0);
            QCOMPARE(d.warningCount(), 1);
            const Diagnostic& w = d.items().front();
            QVERIFY2(w.message.rfind("overrides the built-in " + k + " '", 0) == 0, w.message.c_str());
            QVERIFY2(w.pointer.size() > 9 && w.pointer.substr(w.pointer.size() - 9) == "/override", w.pointer.c_str());
            QCOMPARE(w.file, std::string("pack.json"));
            const auto builtin = test::builtin();
            if (k == "card") {
                QCOMPARE(c->findCard("offer_tea")->weight, 3);
                QCOMPARE(c->cards.size(), builtin->cards.size());
                // The override takes the built-in card's place, so built-in decks get it.
                QCOMPARE(c->findCard("offer_tea")->index, builtin->findCard("offer_tea")->index);
            } else if (k == "NPC") {
                QCOMPARE(c->findNpc("elena")->patience, 4);
                QCOMPARE(c->npcs.size(), builtin->npcs.size());
                QCOMPARE(c->npcs.front().id, builtin->npcs.front().id);
            } else if (k == "deck") {
                QCOMPARE(c->findDeck("elena_deck")->cards.size(), std::size_t(2));
            } else {
                QCOMPARE(c->findSkill("elena_guarded")->name.text, std::string("Open"));
                QCOMPARE(c->skills.size(), builtin->skills.size());
            }
        }
    }

    void overrideOfNothingWarns() {
        ContentLoader l;
        l.addBuiltin();
        l.addSource("pack.json", R"({"cards": [{"id": "t_fresh", "override": true, "weight": 1, "difficulty": "Easy"}]})");
        Diagnostics d;
        auto c = l.load(d);
        QVERIFY(c && c->findCard("t_fresh"));
        QCOMPARE(d.warningCount(), 1);
        QVERIFY2(findDiag(d, "the built-in pack has no card 't_fresh' to override"), allOf(d).c_str());
        // A bad value is an error, and the clash it meant to declare is not reported twice.
        ContentLoader bad;
        bad.addBuiltin();
        bad.addSource("pack.json", R"({"cards": [{"id": "offer_tea", "override": 1, "weight": 1, "difficulty": "Easy"}]})");
        Diagnostics e;
        QVERIFY(!bad.load(e));
        QCOMPARE(e.errorCount(), 1);
        QVERIFY(findDiag(e, "'override' must be true or false"));
    }

    void rulesetOverride() {
        std::string rules;
        for (const auto& f : builtinContentFiles())
            if (std::string_view(f.name) == "ruleset.json") rules = f.text;
        QVERIFY(!rules.empty());
        // The built-in ruleset's text as a pack's, with patience 20 for NPCs without their own.
        auto json = nlohmann::ordered_json::parse(rules);
        auto& rs = json.contains("content") ? json["content"]["ruleset"] : json["ruleset"];
        rs["patience"]["default"] = 20;
        {
            ContentLoader l;
            l.addBuiltin();
            l.addSource("rules.json", json.dump());
            Diagnostics d;
            QVERIFY(!l.load(d));
            const Diagnostic* e = findDiag(d, "a second ruleset: the built-in pack has one already");
            QVERIFY2(e, allOf(d).c_str());
            QVERIFY(e->message.find("\"override\": true") != std::string::npos);
            QCOMPARE(e->file, std::string("rules.json"));
        }
        rs["override"] = true;
        ContentLoader l;
        l.addBuiltin();
        l.addSource("rules.json", json.dump());
        Diagnostics d;
        auto c = l.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(d.warningCount(), 1);
        QVERIFY(findDiag(d, "replaces the built-in ruleset (builtin:ruleset.json)"));
        QCOMPARE(c->ruleset.patienceDefault, 20);
        QCOMPARE(test::builtin()->ruleset.patienceDefault, 10);
    }

    // Standalone, an override has nothing under it: a warning, and the pack loads.
    void standaloneOverrideWarns() {
        ContentLoader l;
        l.addSource("pack.json", R"({"cards": [{"id": "offer_tea", "override": true, "weight": 1, "difficulty": "Easy"}]})");
        l.addBuiltinRulesetIfMissing();
        Diagnostics d;
        QVERIFY(l.load(d));
        QVERIFY2(findDiag(d, "loaded on its own (standalone)"), allOf(d).c_str());
    }

    // A scenario's inline cards replace built-in ones without any declaration (the scenario
    // format's contract), and "override" on them is not an unknown field.
    void inlineCardsNeedNoDeclaration() {
        ContentLoader l;
        l.addBuiltin();
        l.addCardList("s.json", R"({"cards": [{"id": "offer_tea", "override": true, "weight": 2, "difficulty": "Easy"},
                                              {"id": "small_talk", "weight": 2, "difficulty": "Easy"}]})", "/cards");
        Diagnostics d;
        auto c = l.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(d.items().size(), std::size_t(0));
        QCOMPARE(c->findCard("small_talk")->weight, 2);
    }
};

QTEST_APPLESS_MAIN(TestPacks)
#include "tst_packs.moc"
