// "How to play" without the screen: the steps and their signals, "seen" kept in the settings
// file, the items a step points at, the callout's place (beside them, never over them, never
// off the screen), and the --how-to-play launch option.
#include "client_test_support.h"
#include "tutorial_controller.h"
#include "tutorial_layout.h"

#include <QQuickItem>
#include <QRandomGenerator>

using namespace parley::client::test;

namespace {

QQuickItem* child(QQuickItem* parent, const QString& name, const QRectF& r) {
    auto* item = new QQuickItem(parent);
    item->setObjectName(name);
    item->setPosition(r.topLeft());
    item->setSize(r.size());
    return item;
}

QStringList names(const QList<QQuickItem*>& items) {
    QStringList out;
    for (QQuickItem* i : items)
        out << i->objectName();
    return out;
}

} // namespace

class TestClientHowToPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_how_to_play"); }
    void init() { SettingsController().setHowToPlaySeen(false); }

    // Seven to nine steps, each with words and something to point at.
    void stepsAreWhole() {
        TutorialController t;
        QVERIFY(t.count() >= 7 && t.count() <= 9);
        QSet<QString> titles;
        for (int i = 0; i < t.count(); ++i) {
            t.start(i);
            QCOMPARE(t.step(), i);
            QVERIFY2(!t.title().isEmpty() && !t.text().isEmpty(), qPrintable(QString::number(i)));
            QVERIFY(!t.targets().isEmpty());
            QCOMPARE(t.targets(), TutorialController::targetsOf(i));
            titles << t.title();
        }
        QCOMPARE(titles.size(), t.count());
        QVERIFY(TutorialController::targetsOf(-1).isEmpty());
        QVERIFY(TutorialController::targetsOf(t.count()).isEmpty());
        // The previews are opened by the SPEAK and LISTEN steps, and only there.
        QStringList previews;
        for (int i = 0; i < t.count(); ++i) {
            t.start(i);
            if (!t.preview().isEmpty()) previews << t.preview();
        }
        QCOMPARE(previews, QStringList({"speak", "listen"}));
    }

    void nextBackAndSkipSignal() {
        TutorialController t;
        QSignalSpy step(&t, &TutorialController::stepChanged);
        QSignalSpy open(&t, &TutorialController::openChanged);
        QSignalSpy seen(&t, &TutorialController::seenChanged);
        QVERIFY(!t.isOpen());
        t.next(); // closed: nothing happens
        QCOMPARE(step.count(), 0);
        QVERIFY(t.startIfNew());
        QVERIFY(t.isOpen());
        QCOMPARE(open.count(), 1);
        QVERIFY(t.isFirst());
        t.back(); // nothing before the first
        QCOMPARE(step.count(), 0);
        for (int i = 1; i < t.count(); ++i) {
            t.next();
            QCOMPARE(t.step(), i);
            QCOMPARE(step.count(), i);
        }
        QVERIFY(t.isLast());
        t.back();
        QCOMPARE(t.step(), t.count() - 2);
        QCOMPARE(step.count(), t.count());
        t.next();
        QCOMPARE(seen.count(), 0);
        t.next(); // Done
        QVERIFY(!t.isOpen());
        QCOMPARE(open.count(), 2);
        QVERIFY(t.seen());
        QCOMPARE(seen.count(), 1);
        // Seen: it does not open by itself again, but it opens when asked, from the start.
        QVERIFY(!t.startIfNew());
        QVERIFY(!t.isOpen());
        t.start(3);
        t.restart();
        QCOMPARE(t.step(), 0);
        QVERIFY(t.isOpen());
        t.skip();
        QVERIFY(!t.isOpen());
        // Out of range starts are clamped.
        t.start(99);
        QCOMPARE(t.step(), t.count() - 1);
        t.start(-4);
        QCOMPARE(t.step(), 0);
    }

    void languageReadsTheTextsAgain() {
        TutorialController t;
        QSignalSpy step(&t, &TutorialController::stepChanged);
        t.setLocale("de");
        QCOMPARE(step.count(), 1);
        t.setLocale("de");
        QCOMPARE(step.count(), 1);
    }

    // Skipped once, in the settings file: a new controller (the next conversation) and a new
    // settings object (the next run) both know.
    void seenIsKept() {
        {
            SettingsController settings;
            QVERIFY(!settings.howToPlaySeen());
            TutorialController t;
            t.setSettings(&settings);
            QSignalSpy seen(&t, &TutorialController::seenChanged);
            QVERIFY(t.startIfNew());
            t.skip();
            QVERIFY(settings.howToPlaySeen());
            QVERIFY(t.seen());
            QVERIFY(seen.count() >= 1);
        }
        SettingsController later;
        QVERIFY(later.howToPlaySeen());
        TutorialController next;
        next.setSettings(&later);
        QVERIFY(next.seen());
        QVERIFY(!next.startIfNew());
        QVERIFY(!next.isOpen());
        // Not a flag the game could have written: not seen.
        later.setHowToPlaySeen(false);
        QVERIFY(!next.seen());
        QVERIFY(next.startIfNew());
        // Without settings it is kept only by the controller.
        TutorialController alone;
        alone.skip();
        QVERIFY(alone.seen());
        QVERIFY(!SettingsController().howToPlaySeen());
    }

    void targetsOnTheScreen() {
        QQuickItem screen;
        screen.setSize({800, 600});
        auto* panel = child(&screen, "panel", {10, 10, 200, 300});
        child(panel, "inner", {5, 5, 50, 50});
        auto* hidden = child(&screen, "hidden", {300, 10, 100, 100});
        hidden->setVisible(false);
        child(&screen, "offscreen", {780, 500, 400, 50});
        child(&screen, "flat", {300, 300, 100, 0});
        auto* faded = child(&screen, "faded", {300, 400, 100, 40});
        faded->setOpacity(0);
        QCOMPARE(names(shownTargets(&screen, {"inner"})), QStringList({"inner"}));
        QCOMPARE(names(shownTargets(&screen, {"panel+hidden+inner"})),
                 QStringList({"panel", "inner"}));
        QCOMPARE(names(shownTargets(&screen, {"hidden", "offscreen", "flat", "faded", "panel"})),
                 QStringList({"panel"}));
        QVERIFY(shownTargets(&screen, {"hidden", "nowhere"}).isEmpty());
        QVERIFY(shownTargets(nullptr, {"panel"}).isEmpty());
        // Through the controller, in the overlay's coordinates.
        auto* overlay = child(&screen, "overlay", {0, 100, 800, 500});
        TutorialController t;
        const QStringList first = t.targets();
        const QString one = first.first().split('+').first();
        child(&screen, one, {100, 200, 60, 40});
        const QVariantList rects = t.targetRects(&screen, overlay);
        QCOMPARE(rects.size(), 1);
        QCOMPARE(rects.first().toRectF(), QRectF(100, 100, 60, 40));
        QCOMPARE(t.targetItems(&screen).size(), 1);
    }

    // The callout goes beside the items: below, above, right or left, slid along to get past
    // other items, whole inside the screen.
    void calloutPlace() {
        const QRectF screen(0, 0, 1024, 640);
        const QSizeF size(400, 180);
        auto check = [&](const QList<QRectF>& holes, CalloutSide side) {
            const CalloutPlace p = placeCallout(screen, holes, size, 14, 8);
            QCOMPARE(calloutSideName(p.side), calloutSideName(side));
            const QRectF r(p.topLeft, size);
            QVERIFY(screen.adjusted(8, 8, -8, -8).contains(r));
            for (const QRectF& h : holes)
                QVERIFY2(!r.intersects(h.adjusted(-13, -13, 13, 13)), "covers a hole");
        };
        check({{20, 20, 100, 100}}, CalloutSide::Below);  // a portrait top left
        check({{8, 300, 1008, 260}}, CalloutSide::Above); // the hand
        check({{780, 90, 236, 200}}, CalloutSide::Below); // a short panel on the right
        check({{780, 90, 236, 500}}, CalloutSide::Left);  // a taller log
        check({{8, 90, 200, 540}}, CalloutSide::Right);   // the table
        // The SPEAK button and its preview above it: above the preview, clear of both (above
        // the button, slid left past the preview, would no longer face the button).
        check({{700, 590, 140, 44}, {560, 330, 420, 250}}, CalloutSide::Above);
        // No room anywhere: still inside the screen, marked so.
        const CalloutPlace none = placeCallout(screen, {{0, 0, 1024, 640}}, size, 14, 8);
        QCOMPARE(none.side, CalloutSide::None);
        QVERIFY(screen.contains(QRectF(none.topLeft, size)));
        // Nothing to point at: the middle.
        const CalloutPlace middle = placeCallout(screen, {}, size, 14, 8);
        QCOMPARE(QRectF(middle.topLeft, size).center(), screen.center());
    }

    // Any hole with room on some side gets a callout that stays clear of it and on the screen.
    void calloutPlaceRandom() {
        QRandomGenerator rng(11);
        const QRectF screen(0, 0, 1280, 800);
        for (int i = 0; i < 2000; ++i) {
            const QSizeF size(rng.bounded(200, 420), rng.bounded(100, 300));
            QList<QRectF> holes;
            const int n = rng.bounded(1, 3);
            for (int k = 0; k < n; ++k)
                holes << QRectF(rng.bounded(0, 1200), rng.bounded(0, 760), rng.bounded(10, 500),
                                rng.bounded(10, 400));
            const CalloutPlace p = placeCallout(screen, holes, size, 14, 8);
            const QRectF r(p.topLeft, size);
            QVERIFY2(screen.contains(r), qPrintable(QString::number(i)));
            if (p.side == CalloutSide::None) continue;
            for (const QRectF& h : holes)
                QVERIFY2(!r.intersects(h.intersected(screen)), qPrintable(QString::number(i)));
        }
    }

    // The dimming covers every point outside the holes once, and none inside them.
    void coverAroundHoles() {
        QRandomGenerator rng(5);
        const QRectF screen(0, 0, 1024, 640);
        QVERIFY(coverAround(screen, {}) == QList<QRectF>{screen});
        for (int i = 0; i < 300; ++i) {
            QList<QRectF> holes;
            const int n = rng.bounded(0, 4);
            for (int k = 0; k < n; ++k)
                holes << QRectF(rng.bounded(-50, 1000), rng.bounded(-50, 620), rng.bounded(1, 600),
                                rng.bounded(1, 400));
            const QList<QRectF> cover = coverAround(screen, holes);
            for (int p = 0; p < 200; ++p) {
                const QPointF pt(rng.bounded(1024.0), rng.bounded(640.0));
                const bool inHole = std::any_of(holes.begin(), holes.end(),
                                                [&](const QRectF& h) { return h.contains(pt); });
                const auto covered = std::count_if(cover.begin(), cover.end(),
                                                   [&](const QRectF& r) { return r.contains(pt); });
                // Points on a shared edge count for both rectangles; those are measure zero.
                QVERIFY2(inHole ? covered == 0 : covered == 1,
                         qPrintable(QString("case %1 point %2,%3").arg(i).arg(pt.x()).arg(pt.y())));
            }
        }
    }

    void launchOption_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("step");
        QTest::newRow("none") << QStringList{} << 0;
        QTest::newRow("3") << QStringList{"--how-to-play", "3"} << 3;
        QTest::newRow("last") << QStringList{"--how-to-play",
                                             QString::number(TutorialController::count())}
                              << TutorialController::count();
        QTest::newRow("0") << QStringList{"--how-to-play", "0"} << -1;
        QTest::newRow("past") << QStringList{"--how-to-play",
                                             QString::number(TutorialController::count() + 1)}
                              << -1;
        QTest::newRow("word") << QStringList{"--how-to-play", "first"} << -1;
    }
    void launchOption() {
        QFETCH(QStringList, args);
        QFETCH(int, step);
        LaunchOptions o;
        QString message;
        const ParseResult r = parseLaunchOptions(QStringList{"parley"} + args, o, message);
        if (step < 0) {
            QCOMPARE(r, ParseResult::UsageError);
            QVERIFY2(message.contains("--how-to-play"), qPrintable(message));
        } else {
            QCOMPARE(r, ParseResult::Run);
            QCOMPARE(o.howToPlay, step);
        }
    }
};

QTEST_MAIN(TestClientHowToPlay)
#include "tst_client_how_to_play.moc"
