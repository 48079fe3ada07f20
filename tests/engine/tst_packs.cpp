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
};

QTEST_APPLESS_MAIN(TestPacks)
#include "tst_packs.moc"
