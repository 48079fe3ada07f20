// The statistics behind the figures a designer trusts: the Wilson interval of a win rate and the
// two-proportion z-test, against values published for them (Newcombe 1998, Table I; the
// textbook 30% against 50% of 100 each).
#include "sim/interval.h"

#include <QTest>
#include <cmath>

using namespace parley;

class TestInterval : public QObject {
    Q_OBJECT
private slots:
    void wilsonKnownValues_data() {
        QTest::addColumn<qint64>("successes");
        QTest::addColumn<qint64>("trials");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("0 of 10") << qint64(0) << qint64(10) << 0.0 << 0.2775;
        QTest::newRow("1 of 10") << qint64(1) << qint64(10) << 0.0179 << 0.4042;
        QTest::newRow("5 of 10") << qint64(5) << qint64(10) << 0.2366 << 0.7634;
        QTest::newRow("50 of 100") << qint64(50) << qint64(100) << 0.4038 << 0.5962;
        QTest::newRow("100 of 100") << qint64(100) << qint64(100) << 0.9630 << 1.0;
        QTest::newRow("346 of 1000") << qint64(346) << qint64(1000) << 0.3172 << 0.3760;
    }
    void wilsonKnownValues() {
        QFETCH(qint64, successes);
        QFETCH(qint64, trials);
        QFETCH(double, low);
        QFETCH(double, high);
        const Interval ci = wilsonInterval(successes, trials);
        QVERIFY2(std::fabs(ci.low - low) < 1e-4, qPrintable(QString::number(ci.low, 'f', 6)));
        QVERIFY2(std::fabs(ci.high - high) < 1e-4, qPrintable(QString::number(ci.high, 'f', 6)));
    }

    // The bounds at 0% and 100% are exact, not a rounding away from them: a designer reads
    // "[0.0%, ..." and "..., 100.0%]".
    void wilsonEdges() {
        QCOMPARE(wilsonInterval(0, 10).low, 0.0);
        QCOMPARE(wilsonInterval(10, 10).high, 1.0);
        const Interval none = wilsonInterval(0, 0);
        QCOMPARE(none.low, 0.0);
        QCOMPARE(none.high, 1.0);
        // Symmetric around one half, narrower with more games.
        const Interval a = wilsonInterval(3, 10), b = wilsonInterval(7, 10);
        QVERIFY(std::fabs(a.low - (1 - b.high)) < 1e-12);
        QVERIFY(wilsonInterval(500, 1000).high - wilsonInterval(500, 1000).low <
                wilsonInterval(50, 100).high - wilsonInterval(50, 100).low);
    }

    void twoProportionKnownValues() {
        ProportionTest t = twoProportionTest(30, 100, 50, 100);
        QVERIFY2(std::fabs(t.z - 2.8868) < 1e-4, qPrintable(QString::number(t.z)));
        QVERIFY2(std::fabs(t.pValue - 0.00389) < 1e-5, qPrintable(QString::number(t.pValue)));
        QVERIFY(std::fabs(t.difference - 0.2) < 1e-12);
        QVERIFY(t.significant);
        // The other way round: the same evidence, the opposite sign.
        t = twoProportionTest(50, 100, 30, 100);
        QVERIFY(std::fabs(t.z + 2.8868) < 1e-4);
        QVERIFY(t.significant);
        t = twoProportionTest(45, 100, 50, 100);
        QVERIFY2(std::fabs(t.z - 0.7080) < 1e-4, qPrintable(QString::number(t.z)));
        QVERIFY2(std::fabs(t.pValue - 0.4790) < 1e-4, qPrintable(QString::number(t.pValue)));
        QVERIFY(!t.significant);
        // Just past the 95% line: 20.0% against 24.0% of 1000 each (p 0.031).
        t = twoProportionTest(200, 1000, 240, 1000);
        QVERIFY2(std::fabs(t.pValue - 0.0308) < 1e-4, qPrintable(QString::number(t.pValue)));
        QVERIFY(t.significant);
    }

    void twoProportionWithoutEvidence() {
        for (const auto& t : {twoProportionTest(0, 50, 0, 50), twoProportionTest(50, 50, 50, 50),
                              twoProportionTest(0, 0, 5, 10), twoProportionTest(5, 10, 0, 0)}) {
            QCOMPARE(t.z, 0.0);
            QCOMPARE(t.pValue, 1.0);
            QVERIFY(!t.significant);
        }
    }

    // Means from sums: samples {1,2,3,4,5} (mean 3, variance 2.5) against {3,4,5,6,7} (mean 5):
    // z = 2 / sqrt(2.5/5 + 2.5/5) = 2, p = 0.0455, just significant.
    static Moments moments(std::initializer_list<double> values) {
        Moments m;
        for (double v : values) {
            ++m.n;
            m.sum += v;
            m.squares += v * v;
        }
        return m;
    }
    // Holm's step-down: the smallest p against alpha/m, the next against alpha/(m-1)...; the
    // first that fails stops it, whatever comes after.
    void holmKnownValues() {
        QCOMPARE(holmSignificant({}), std::vector<bool>{});
        QCOMPARE(holmSignificant({0.04}), std::vector<bool>{true});
        QCOMPARE(holmSignificant({0.05}), std::vector<bool>{false});
        // m = 4: 0.01 < 0.0125, 0.02 < 0.0167? no: it stops there, 0.03 is not looked at.
        QCOMPARE(holmSignificant({0.03, 0.01, 0.02, 0.5}),
                 (std::vector<bool>{false, true, false, false}));
        // 0.001 < 0.0125, 0.012 < 0.0167, 0.02 < 0.025, 0.04 < 0.05: all four, in any order.
        QCOMPARE(holmSignificant({0.04, 0.012, 0.001, 0.02}),
                 (std::vector<bool>{true, true, true, true}));
        // Each at 5% would call three of these significant; as a table, none is.
        QCOMPARE(holmSignificant({0.03, 0.04, 0.045, 0.9, 0.8}),
                 (std::vector<bool>{false, false, false, false, false}));
        // Holm rejects what Bonferroni does, and more: Bonferroni (each below 0.05 / 3) keeps
        // 0.024 out, where Holm's third test is against 0.05 / 1.
        QCOMPARE(holmSignificant({0.001, 0.0125, 0.024}), (std::vector<bool>{true, true, true}));
        QCOMPARE(holmSignificant({0.001, 0.0125, 0.051}), (std::vector<bool>{true, true, false}));
        // Another level.
        QCOMPARE(holmSignificant({0.004, 0.02}, 0.01), (std::vector<bool>{true, false}));
    }

    void twoMeanKnownValues() {
        MeanTest t = twoMeanTest(moments({1, 2, 3, 4, 5}), moments({3, 4, 5, 6, 7}));
        QVERIFY(std::fabs(t.difference - 2) < 1e-12);
        QVERIFY2(std::fabs(t.z - 2) < 1e-12, qPrintable(QString::number(t.z)));
        QVERIFY2(std::fabs(t.pValue - 0.0455) < 1e-4, qPrintable(QString::number(t.pValue)));
        QVERIFY(t.significant);
        // Each side's own spread (Welch): {0,10} has variance 50, {4,6} has 2.
        t = twoMeanTest(moments({0, 10}), moments({4, 6}));
        QCOMPARE(t.difference, 0.0);
        QVERIFY(!t.significant);
        t = twoMeanTest(moments({1, 2, 3, 4, 5}), moments({2, 3, 4, 5, 6}));
        QVERIFY2(std::fabs(t.z - 1) < 1e-12, qPrintable(QString::number(t.z)));
        QVERIFY(!t.significant);
        QVERIFY(twoMeanTest(moments({3, 4, 5, 6, 7}), moments({1, 2, 3, 4, 5})).z < -1.99);
    }
    void twoMeanWithoutEvidence() {
        for (const auto& t : {twoMeanTest(moments({1}), moments({5, 6, 7})),
                              twoMeanTest(moments({2, 2, 2}), moments({2, 2})),
                              twoMeanTest(Moments{}, Moments{})}) {
            QCOMPARE(t.z, 0.0);
            QCOMPARE(t.pValue, 1.0);
            QVERIFY(!t.significant);
        }
    }
};

QTEST_APPLESS_MAIN(TestInterval)
#include "tst_interval.moc"
