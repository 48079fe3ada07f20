// A designer's pack in the client: opened from disk and layered on the built-in pack, watched,
// and reloaded while a conversation is open. Every edit here is a real write to a real file, seen
// through QFileSystemWatcher, as an editor's save would be.
#include "client_test_support.h"

#include "diagnostics_model.h"
#include "pack_session.h"

#include <QDesktopServices>
#include <QFile>
#include <QTemporaryDir>

using namespace parley::client::test;

namespace {

const QString addonFile = QStringLiteral(PARLEY_SOURCE_DIR "/tests/fixtures/addon_pack/tomas.json");
// Long enough for the watcher, the debounce and a load on a busy machine.
constexpr int kWaitMs = 10000;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The hand as card ids, in order, and the numbers that place the conversation.
QStringList handIds(const HandModel& hand) {
    QStringList ids;
    for (int i = 0; i < hand.rowCount(); ++i)
        ids << hand.data(hand.index(i), HandModel::CardIdRole).toString();
    return ids;
}

const CardDef* findCard(const Content& c, const std::string& id) {
    for (const CardDef& d : c.cards)
        if (d.id == id) return &d;
    return nullptr;
}

// Records the URLs handed to the desktop instead of opening an editor.
class UrlCatcher : public QObject {
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl& url) { urls << url; }
};

} // namespace

class TestClientPacks : public QObject {
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> dir_;
    QString packDir_, packFile_;
    std::unique_ptr<GameController> game_;
    std::unique_ptr<PackSession> packs_;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers_;

    // A running conversation with Tomas, a few actions in.
    void playSomeActions() {
        QVERIFY(game_->start("tomas", "", 11));
        QVERIFY(game_->listen());
        QVERIFY(game_->listen());
        QCOMPARE(game_->phase(), GameController::Phase::Playing);
        QCOMPARE(game_->history()->position(), std::size_t(2));
    }

private slots:
    void initTestCase() { useScratchSettings("tst_client_packs"); }

    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        packDir_ = dir_->filePath("tomas_pack");
        QVERIFY(QDir().mkpath(packDir_));
        packFile_ = packDir_ + "/tomas.json";
        QVERIFY(QFile::copy(addonFile, packFile_));
        game_ = std::make_unique<GameController>();
        packs_ = std::make_unique<PackSession>();
        packs_->setGame(game_.get());
        testers_.clear();
        testModels(*game_, testers_);
        testers_.push_back(std::make_unique<QAbstractItemModelTester>(
            packs_->diagnostics(), QAbstractItemModelTester::FailureReportingMode::QtTest));
    }

    void cleanup() {
        testers_.clear();
        packs_.reset();
        game_.reset();
        dir_.reset();
    }

    void openedPackFillsTheRoster() {
        QVERIFY(game_->npcs()->indexOf("tomas") < 0);
        QSignalSpy loaded(packs_.get(), &PackSession::contentLoaded);
        QVERIFY(packs_->open({packDir_}));
        QCOMPARE(loaded.count(), 1);
        QVERIFY(packs_->isOpen());
        QVERIFY(packs_->playable());
        QVERIFY(!packs_->broken());
        QCOMPARE(packs_->name(), QString("tomas_pack"));
        // Layered: Tomas joins the built-in partners.
        QVERIFY(game_->npcs()->indexOf("tomas") >= 0);
        QVERIFY(game_->npcs()->indexOf("elena") >= 0);
        QVERIFY(game_->decks()->indexOf("tomas_deck") >= 0);
        // Every file and the folder are watched.
        QVERIFY(packs_->watched().contains(packFile_));
        QVERIFY(packs_->watched().contains(packDir_));
        // Back to the built-in content alone.
        packs_->close();
        QVERIFY(!packs_->isOpen());
        QVERIFY(game_->npcs()->indexOf("tomas") < 0);
        QVERIFY(packs_->watched().isEmpty());
    }

    void openTakesFileUrlsAndSingleFiles() {
        QVERIFY(packs_->open({QUrl::fromLocalFile(packFile_).toString()}));
        QCOMPARE(packs_->paths(), QStringList{packFile_});
        QCOMPARE(packs_->name(), QString("tomas.json"));
        QVERIFY(game_->npcs()->indexOf("tomas") >= 0);
        // A one-file pack's folder is watched too: editors rename new files over it.
        QVERIFY(packs_->watched().contains(packDir_));
    }

    void editedCardReloadsInPlace() {
        QVERIFY(packs_->open({packDir_}));
        playSomeActions();
        const QStringList handBefore = handIds(*game_->hand());
        const int patienceBefore = game_->status()->patience();
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        QByteArray text = readAll(packFile_);
        text.replace("Three coins, and you are across", "Four coins now, and you are across");
        text.replace("A ferryman who will take anyone across", "A ferryman, grumpier than before,");
        writeAll(packFile_, text);
        QVERIFY(reloaded.wait(kWaitMs));
        QCOMPARE(reloaded.count(), 1);
        const QString report = reloaded.first().first().toString();
        QVERIFY2(report.contains("2 of 2"), qPrintable(report));
        // The same moment of the same conversation, on the new content.
        QCOMPARE(game_->phase(), GameController::Phase::Playing);
        QCOMPARE(game_->history()->position(), std::size_t(2));
        QCOMPARE(handIds(*game_->hand()), handBefore);
        QCOMPARE(game_->status()->patience(), patienceBefore);
        const CardDef* goal = findCard(game_->state()->content(), "tomas_fare_goal");
        QVERIFY(goal);
        QVERIFY(goal->dialogue.text.starts_with("Four coins now"));
        QVERIFY(game_->status()->npcDescription().contains("grumpier"));
        QCOMPARE(packs_->report(), report);
        QVERIFY(packs_->lastLoadMs() > 0);
    }

    void burstOfSavesIsOneReload() {
        QVERIFY(packs_->open({packDir_}));
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        QByteArray text = readAll(packFile_);
        for (int i = 0; i < 5; ++i) {
            text.replace(QByteArray("Settle the Fare") + (i ? QByteArray::number(i - 1) : ""),
                         "Settle the Fare" + QByteArray::number(i));
            writeAll(packFile_, text);
            QTest::qWait(10);
        }
        QVERIFY(reloaded.wait(kWaitMs));
        QTest::qWait(3 * PackSession::debounceMs);
        QCOMPARE(reloaded.count(), 1);
        QCOMPARE(findCard(*packs_->content(), "tomas_fare_goal")->name.text, "Settle the Fare4");
    }

    void brokenJsonIsListedAndTheGameGoesOn() {
        QVERIFY(packs_->open({packDir_}));
        playSomeActions();
        const std::string stateBefore = game_->state()->serialize();
        const auto contentBefore = packs_->content();
        QSignalSpy failed(packs_.get(), &PackSession::failed);
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        const QByteArray good = readAll(packFile_);
        QByteArray bad = good;
        bad.replace("\"weight\": 4,", "\"weight\": 4"); // a missing comma, line 12
        bad.replace("\"patience\": 8", "\"patience\": \"eight\"");
        writeAll(packFile_, bad);
        QVERIFY(failed.wait(kWaitMs));
        QVERIFY(packs_->broken());
        QVERIFY(packs_->playable()); // it loaded before: the old content stays in play
        QVERIFY(!packs_->problem().isEmpty());
        DiagnosticsModel* d = packs_->diagnostics();
        QVERIFY(d->errorCount() >= 1);
        const QModelIndex first = d->index(0);
        QCOMPARE(d->data(first, DiagnosticsModel::FileRole).toString(), packFile_);
        QCOMPARE(d->data(first, DiagnosticsModel::DisplayPathRole).toString(),
                 QString("tomas_pack/tomas.json"));
        QCOMPARE(d->data(first, DiagnosticsModel::LineRole).toInt(), 13);
        QVERIFY(d->data(first, DiagnosticsModel::ColumnRole).toInt() > 0);
        QVERIFY(d->data(first, DiagnosticsModel::LocationRole)
                    .toString()
                    .startsWith("tomas_pack/tomas.json:13:"));
        QVERIFY(!d->data(first, DiagnosticsModel::MessageRole).toString().isEmpty());
        // The game did not move.
        QCOMPARE(reloaded.count(), 0);
        QCOMPARE(game_->phase(), GameController::Phase::Playing);
        QCOMPARE(game_->state()->serialize(), stateBefore);
        QCOMPARE(packs_->content(), contentBefore);
        QVERIFY(game_->listen()); // and it plays on

        // A type error (the syntax fixed): listed with its JSON pointer.
        bad = good;
        bad.replace("\"patience\": 8", "\"patience\": \"eight\"");
        writeAll(packFile_, bad);
        QVERIFY(failed.wait(kWaitMs));
        bool pointed = false;
        for (int i = 0; i < d->rowCount(); ++i)
            pointed = pointed || d->data(d->index(i), DiagnosticsModel::PointerRole).toString() ==
                                     "/content/npcs/0/patience";
        QVERIFY2(pointed, "no diagnostic points at the patience field");

        // Fixed: the problems clear and the conversation is rebuilt.
        writeAll(packFile_, good);
        QVERIFY(reloaded.wait(kWaitMs));
        QVERIFY(!packs_->broken());
        QCOMPARE(d->errorCount(), 0);
        QVERIFY(packs_->problem().isEmpty());
        QCOMPARE(game_->history()->position(), std::size_t(3));
    }

    void brokenAtOpenRefusesPlayAndSaysWhy() {
        QByteArray bad = readAll(packFile_);
        bad.replace("\"deck\": \"tomas_deck\"", "\"deck\": \"no_such_deck\"");
        writeAll(packFile_, bad);
        QSignalSpy failed(packs_.get(), &PackSession::failed);
        QVERIFY(!packs_->open({packDir_}));
        QCOMPARE(failed.count(), 1);
        QVERIFY(!packs_->playable());
        QVERIFY(packs_->problem().contains("could not be loaded"));
        QVERIFY(packs_->diagnostics()->errorCount() >= 1);
        // Fixing the file makes it playable without opening it again.
        QSignalSpy loaded(packs_.get(), &PackSession::contentLoaded);
        writeAll(packFile_, readAll(addonFile));
        QVERIFY(loaded.wait(kWaitMs));
        QVERIFY(packs_->playable());
        QVERIFY(game_->npcs()->indexOf("tomas") >= 0);
    }

    void deletedPackSaysSoAndTheGameGoesOn() {
        QVERIFY(packs_->open({packDir_}));
        playSomeActions();
        QSignalSpy failed(packs_.get(), &PackSession::failed);
        QVERIFY(QDir(packDir_).removeRecursively());
        QVERIFY(failed.wait(kWaitMs));
        QVERIFY(packs_->problem().contains("is gone"));
        QCOMPARE(game_->phase(), GameController::Phase::Playing);
        QVERIFY(game_->listen());
        // Put back, it loads again (its parent folder is watched while it is gone).
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        QVERIFY(QDir().mkpath(packDir_));
        QVERIFY(QFile::copy(addonFile, packFile_));
        QVERIFY(reloaded.wait(kWaitMs));
        QVERIFY(!packs_->broken());
    }

    void deletedFileOfAFolderPack() {
        QVERIFY(packs_->open({packDir_}));
        playSomeActions();
        QSignalSpy failed(packs_.get(), &PackSession::failed);
        QVERIFY(QFile::remove(packFile_));
        // An empty folder holds no content: nothing to reload, and nothing crashes.
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        QVERIFY(reloaded.wait(kWaitMs) || failed.count() == 1);
        QCOMPARE(game_->phase(), GameController::Phase::Playing);
        QVERIFY(game_->listen());
    }

    void saveByRenameIsSeenEveryTime() {
        QVERIFY(packs_->open({packDir_}));
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        for (int round = 1; round <= 2; ++round) {
            QByteArray text = readAll(packFile_);
            text.replace("\"patience\": " + QByteArray::number(7 + round),
                         "\"patience\": " + QByteArray::number(8 + round));
            // As vim, gedit and many others save: a new file, renamed over the old one.
            const QString tmp = packDir_ + "/.tomas.json.swp";
            writeAll(tmp, text);
            QVERIFY(::rename(QFile::encodeName(tmp).constData(),
                             QFile::encodeName(packFile_).constData()) == 0);
            QVERIFY2(reloaded.wait(kWaitMs), qPrintable(QString("round %1").arg(round)));
            QCOMPARE(packs_->content()->findNpc("tomas")->patience, 8 + round);
        }
    }

    void newFileInTheFolderIsLoaded() {
        QVERIFY(packs_->open({packDir_}));
        QSignalSpy reloaded(packs_.get(), &PackSession::reloaded);
        const QByteArray more = "{\"content\": {\"npcs\": [{\"id\": \"tomas_twin\", \"name\": "
                                "\"Tobias\", \"description\": \"The brother of Tomas.\", "
                                "\"deck\": \"tomas_deck\"}]}}";
        QVERIFY(QDir().mkpath(packDir_ + "/more"));
        writeAll(packDir_ + "/more/twin.json", more);
        QVERIFY(reloaded.wait(kWaitMs));
        QVERIFY(game_->npcs()->indexOf("tomas_twin") >= 0);
        QVERIFY(packs_->watched().contains(packDir_ + "/more/twin.json"));
    }

    void problemOpensItsFileInTheEditor() {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler("file", &catcher, "open");
        QByteArray bad = readAll(packFile_);
        bad.replace("\"weight\": 4,", "\"weight\": 4");
        writeAll(packFile_, bad);
        QVERIFY(!packs_->open({packDir_}));
        DiagnosticsModel* d = packs_->diagnostics();
        QSignalSpy opened(d, &DiagnosticsModel::fileOpened);
        QVERIFY(d->openFile(0));
        QCOMPARE(catcher.urls, QList<QUrl>{QUrl::fromLocalFile(packFile_)});
        QCOMPARE(opened.count(), 1);
        QVERIFY(!d->openFile(d->rowCount()));
        QDesktopServices::unsetUrlHandler("file");
    }

    void pathsInsideThePack() {
        QCOMPARE(pathInPack("/a/pack/cards/x.json", {"/a/pack"}), QString("pack/cards/x.json"));
        QCOMPARE(pathInPack("/a/one.json", {"/a/pack", "/a/one.json"}), QString("one.json"));
        QCOMPARE(pathInPack("/a/package/x.json", {"/a/pack"}), QString("/a/package/x.json"));
    }

    void contentOptionNeedsExistingPaths() {
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions(
                     {"parley", "--content", packDir_, "--content", packFile_, "--npc", "tomas"}, o,
                     message),
                 ParseResult::Run);
        QCOMPARE(o.content, (QStringList{packDir_, packFile_}));
        QCOMPARE(parseLaunchOptions({"parley", "--content", dir_->filePath("nothing")}, o, message),
                 ParseResult::UsageError);
        QVERIFY2(message.contains("no such file or folder") && message.contains("nothing"),
                 qPrintable(message));
        QCOMPARE(
            parseLaunchOptions({"parley", "--reload-shots", dir_->filePath("nothing")}, o, message),
            ParseResult::UsageError);
    }

    void recentPacksAreRemembered() {
        SettingsController settings;
        QSignalSpy changed(&settings, &SettingsController::changed);
        const QString other = dir_->filePath("other.json");
        QVERIFY(QFile::copy(addonFile, other));
        settings.rememberPacks({packDir_});
        settings.rememberPacks({other, packDir_});
        settings.rememberPacks({packDir_}); // to the front again, not twice
        QVERIFY(changed.count() >= 3);
        QVariantList recent = settings.recentPacks();
        QCOMPARE(recent.size(), 2);
        QCOMPARE(recent[0].toMap()["paths"].toStringList(), QStringList{packDir_});
        QCOMPARE(recent[0].toMap()["name"].toString(), QString("tomas_pack"));
        QCOMPARE(recent[1].toMap()["name"].toString(), QString("other.json, tomas_pack"));
        // Read back by another controller (the next start), capped, and gone packs left out.
        for (int i = 0; i < SettingsController::maxRecentPacks + 2; ++i) {
            const QString p = dir_->filePath(QString("p%1.json").arg(i));
            QVERIFY(QFile::copy(addonFile, p));
            settings.rememberPacks({p});
        }
        QVERIFY(QFile::remove(dir_->filePath("p6.json")));
        SettingsController again;
        recent = again.recentPacks();
        QCOMPARE(recent.size(), SettingsController::maxRecentPacks - 1);
        QCOMPARE(recent[0].toMap()["name"].toString(), QString("p7.json"));
        // Nonsense in the file reads as no recent packs.
        QSettings(SettingsFile::defaultPath(), QSettings::IniFormat).setValue("recentPacks", 42);
        QVERIFY(SettingsController().recentPacks().isEmpty());
    }
};

QTEST_MAIN(TestClientPacks)
#include "tst_client_packs.moc"
