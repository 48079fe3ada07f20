// SmallVec (util/small_vec.h), the inline-first vector every zone, task stack and list in a State
// is made of: it must behave as a vector across the inline/heap boundary, and copies and moves
// must leave each side whole and usable.
#include "util/small_vec.h"

#include <QTest>
#include <vector>

using namespace parley;

namespace {
using Vec = SmallVec<int, 4>;

std::vector<int> items(const Vec& v) { return {v.begin(), v.end()}; }
std::vector<int> upTo(int n) {
    std::vector<int> out;
    for (int i = 0; i < n; ++i) out.push_back(i * 7 - 3);
    return out;
}
Vec filled(int n) {
    Vec v;
    for (int x : upTo(n)) v.push_back(x);
    return v;
}
} // namespace

class TestSmallVec : public QObject {
    Q_OBJECT
private slots:
    // Growing past the inline room keeps every element and its order, at every size around it.
    void pushBackAcrossTheInlineRoom() {
        for (int n = 0; n <= 40; ++n) {
            const Vec v = filled(n);
            QCOMPARE(int(v.size()), n);
            QCOMPARE(items(v), upTo(n));
        }
    }

    // insert, erase and resize, inline and spilled, as std::vector does them.
    void editsMatchAVector() {
        for (int n : {0, 2, 3, 4, 5, 9}) {
            Vec v = filled(n);
            std::vector<int> want = upTo(n);
            for (std::uint32_t at = 0; at <= v.size(); at += 2) {
                v.insert(at, 100 + int(at));
                want.insert(want.begin() + at, 100 + int(at));
            }
            QCOMPARE(items(v), want);
            while (!v.empty()) {
                v.erase(v.size() / 2);
                want.erase(want.begin() + std::ptrdiff_t(want.size() / 2));
                QCOMPARE(items(v), want);
            }
            v.resize(7, 42);
            QCOMPARE(items(v), std::vector<int>(7, 42));
        }
    }

    // Copies are values: equal, then independent, whichever side is inline or spilled.
    void copiesAreIndependent() {
        for (int n : {0, 3, 4, 5, 12})
            for (int m : {0, 2, 6}) {
                const Vec a = filled(n);
                Vec b = filled(m);
                b = a;
                QVERIFY(b == a);
                b.push_back(99);
                QCOMPARE(items(a), upTo(n));
                QCOMPARE(int(b.size()), n + 1);
                Vec c(a);
                c.clear();
                for (int k = 0; k < 10; ++k) c.push_back(k);
                QCOMPARE(items(a), upTo(n));
            }
    }

    // A moved-from vector is empty and takes new elements, past the inline room again.
    void movedFromIsEmptyAndUsable() {
        for (int n : {0, 3, 4, 5, 12}) {
            Vec a = filled(n);
            Vec b(std::move(a));
            QCOMPARE(items(b), upTo(n));
            QVERIFY(a.empty()); // NOLINT(bugprone-use-after-move): the contract under test
            for (int k = 0; k < 9; ++k) a.push_back(k);
            QCOMPARE(int(a.size()), 9);
            Vec c = filled(2);
            c = std::move(b);
            QCOMPARE(items(c), upTo(n));
            for (int k = 0; k < 9; ++k) b.push_back(k); // NOLINT(bugprone-use-after-move)
            QCOMPARE(int(b.size()), 9);
        }
    }
};

QTEST_APPLESS_MAIN(TestSmallVec)
#include "tst_small_vec.moc"
