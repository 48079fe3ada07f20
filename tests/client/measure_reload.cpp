// measure_reload: how long a live reload takes, from the save to the conversation rebuilt and
// every model refreshed, for a pack the size of the built-in one. It writes such a pack (every
// built-in card, NPC, deck and skill again under new ids, on the built-in ruleset), opens it in a
// PackSession with a GameController as the window does, plays a few actions, then saves an edit
// of one card again and again and times each save until PackSession::reloaded.
//
//   QT_QPA_PLATFORM=offscreen build/tests/client/measure_reload [--saves N]
//
// It prints the figure; it checks nothing about the time (a test of time on a shared machine
// would only be flaky), but fails when a reload does not happen.
#include "content/loader.h"
#include "game_controller.h"
#include "pack_session.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

using namespace parley;
using namespace parley::client;

namespace {

// Every id the built-in content files declare, to rename.
void collectIds(const nlohmann::json& content, QStringList& ids) {
    for (const char* section : {"cards", "npcs", "decks", "skills", "people", "places"}) {
        if (!content.contains(section)) continue;
        for (const auto& item : content[section])
            if (item.contains("id")) ids << QString::fromStdString(item["id"].get<std::string>());
    }
}

// The built-in pack again under new ids ("p_" first), so that it layers beside the built-in
// pack instead of clashing with it. Returns the number of files written.
int writeTwinPack(const QString& dir) {
    QStringList ids;
    QList<QPair<QString, QByteArray>> files;
    for (const EmbeddedFile& f : builtinContentFiles()) {
        if (QString(f.name).contains("ruleset")) continue; // the built-in ruleset serves both
        const auto json = nlohmann::json::parse(f.text);
        if (json.contains("content")) collectIds(json["content"], ids);
        files << qMakePair(QString(f.name), QByteArray(f.text));
    }
    for (auto& [name, text] : files) {
        for (const QString& id : ids)
            text.replace(("\"" + id + "\"").toUtf8(), ("\"p_" + id + "\"").toUtf8());
        text.replace("\"packageId\": \"", "\"packageId\": \"twin.");
        QFile out(QDir(dir).filePath(QFileInfo(name).fileName()));
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) return -1;
    }
    return int(files.size());
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription("Times live reloads of a pack the size of the built-in one.");
    p.addHelpOption();
    p.addOption({"saves", "How many saves to time (default 20).", "N", "20"});
    p.process(app);
    const int saves = std::max(1, p.value("saves").toInt());

    QTemporaryDir dir;
    const QString pack = dir.filePath("twin_pack");
    QDir().mkpath(pack);
    const int files = writeTwinPack(pack);
    if (files <= 0) {
        std::fprintf(stderr, "measure_reload: could not write the pack\n");
        return 1;
    }
    GameController game;
    PackSession packs;
    packs.setGame(&game);
    if (!packs.open({pack})) {
        std::fprintf(stderr, "measure_reload: the pack does not load:\n");
        for (int i = 0; i < packs.diagnostics()->rowCount(); ++i)
            std::fprintf(
                stderr, "  %s\n",
                qPrintable(packs.diagnostics()
                               ->data(packs.diagnostics()->index(i), DiagnosticsModel::LocationRole)
                               .toString() +
                           ": " +
                           packs.diagnostics()
                               ->data(packs.diagnostics()->index(i), DiagnosticsModel::MessageRole)
                               .toString()));
        return 1;
    }
    const std::size_t packCards = packs.content()->cards.size();
    // A conversation some actions in and still going, so that each reload replays them: playable
    // cards that are not goals, else LISTEN (a goal in hand ends it whatever else is done, so a
    // few seeds are tried).
    for (std::uint32_t seed = 1; seed < 200; ++seed) {
        if (!game.start("p_elena", "", seed)) {
            std::fprintf(stderr, "measure_reload: %s\n", qPrintable(game.lastError()));
            return 1;
        }
        for (int i = 0; i < 40 && game.phase() == GameController::Phase::Playing &&
                        game.history()->position() < 8;
             ++i) {
            if (game.decision()->active()) {
                game.decision()->choose({0});
                continue;
            }
            const HandModel& hand = *game.hand();
            int row = -1;
            for (int r = 0; r < hand.rowCount() && row < 0; ++r)
                if (!hand.data(hand.index(r), HandModel::GoalRole).toBool() &&
                    hand.data(hand.index(r), HandModel::PlayableRole).toBool())
                    row = r;
            game.select(row);
            if (row < 0 || i % 3 == 0 || !game.speak()) game.listen();
        }
        if (game.phase() == GameController::Phase::Playing && game.history()->position() >= 6)
            break;
    }
    const std::size_t actions = game.history() ? game.history()->position() : 0;

    // The edit: a card's dialogue line, different on every save.
    const QString file = QDir(pack).filePath("cards-core.json");
    QFile in(file);
    in.open(QIODevice::ReadOnly);
    const QByteArray original = in.readAll();
    in.close();
    // A dialogue line is a text or a locale map; its English text is edited either way.
    static const QRegularExpression line("\"dialogueFragment\": (?:\\{\"en\": )?\"([^\"]*)\"");
    const auto m = line.match(QString::fromUtf8(original));
    if (!m.hasMatch()) {
        std::fprintf(stderr, "measure_reload: no dialogue line to edit\n");
        return 1;
    }
    std::vector<double> total, load, rebuild;
    for (int i = 0; i < saves; ++i) {
        QByteArray text = original;
        text.replace(
            m.captured(0).toUtf8(),
            QString(m.captured(0)).replace(m.captured(1), QString("%1 (take %2)").arg(m.captured(1)).arg(i)).toUtf8());
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&packs, &PackSession::reloaded, &loop, &QEventLoop::quit);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        QElapsedTimer t;
        QFile out(file);
        out.open(QIODevice::WriteOnly | QIODevice::Truncate);
        t.start();
        out.write(text);
        out.close(); // the save is done here
        timeout.start(10000);
        loop.exec();
        if (!timeout.isActive()) {
            std::fprintf(stderr, "measure_reload: save %d was not reloaded\n", i + 1);
            return 1;
        }
        total.push_back(double(t.nsecsElapsed()) / 1e6);
        load.push_back(packs.lastLoadMs());
        rebuild.push_back(packs.lastRebuildMs());
        if (game.history()->position() != actions) {
            std::fprintf(stderr, "measure_reload: the reload lost the position\n");
            return 1;
        }
    }
    std::printf("pack: %d files, %zu cards with the built-in ones; conversation %zu actions in\n",
                files, packCards, actions);
    std::printf("save to reloaded (watcher + %d ms debounce + load + rebuild): median %.0f ms, max "
                "%.0f ms over %d saves\n",
                PackSession::debounceMs, median(total),
                *std::max_element(total.begin(), total.end()), saves);
    std::printf("  of which load (read, validate, build): median %.1f ms; rebuild and models: "
                "median %.1f ms\n",
                median(load), median(rebuild));
    std::printf("  last report: %s\n", qPrintable(packs.report()));
    return 0;
}
