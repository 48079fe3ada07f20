// The programs allocate with mimalloc (util/allocator.h): this test links the allocator library
// as parley, parley-cli and the benchmarks do, and checks that malloc and operator new both hand
// out mimalloc's blocks, and that the name the benchmarks print says so. In a build without it
// (the sanitizers', or -DPARLEY_MIMALLOC=OFF) it checks the opposite, so the name never claims
// an allocator that is not in use.
#include "util/allocator.h"

#include <QTest>

using namespace parley;

class TestAllocator : public QObject {
    Q_OBJECT

private slots:
    void mallocIsReplacedWhereExpected() {
#if PARLEY_EXPECT_MIMALLOC
        QVERIFY(allocatesWithMimalloc());
#else
        QVERIFY(!allocatesWithMimalloc());
#endif
    }

    void theNameSaysWhichMalloc() {
        const std::string name = allocatorName();
#if PARLEY_EXPECT_MIMALLOC
        QVERIFY2(name.rfind("mimalloc 2.", 0) == 0, name.c_str());
#else
        QVERIFY2(name.rfind("the C library's malloc", 0) == 0, name.c_str());
#endif
    }

    // A block from one and freed by the other would crash: strings, vectors and raw blocks made
    // here go back through the same allocator, many times over.
    void blocksRoundTrip() {
        for (int i = 0; i < 10000; ++i) {
            std::string s(std::size_t(20 + i % 300), 'x');
            void* p = std::malloc(std::size_t(1 + i % 4096));
            QVERIFY(p);
            std::free(p);
            QCOMPARE(s.size(), std::size_t(20 + i % 300));
        }
    }
};

QTEST_APPLESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
