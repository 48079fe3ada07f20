#include "lab_export.h"

#include "save_whole.h"

#include "sim/csv_cell.h"
#include "sim/simulation_json.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QUrl>
#include <algorithm>

namespace parley::client {

namespace {

std::string csvRate(long long part, long long whole) {
    if (whole <= 0) return "";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", static_cast<double>(part) / static_cast<double>(whole));
    return buf;
}

} // namespace

QByteArray labCsv(const LabResult& result) {
    std::string out = "policy,card,name,drawn,played,succeeded,exhausted,exhausted_unplayed,"
                      "games_played,wins_played,"
                      "win_rate_played,games_not_played,wins_not_played,win_rate_not_played\n";
    for (const SimulationStats& st : result.policies)
        for (const CardStats* c : reportedCards(st)) {
            const long long gamesNot = st.games - c->gamesPlayed, winsNot = st.wins - c->winsPlayed;
            out += csvCell(st.policy) + "," + csvCell(c->id) + "," + csvCell(c->name) + "," +
                   std::to_string(c->drawn) + "," + std::to_string(c->played) + "," +
                   std::to_string(c->succeeded) + "," + std::to_string(c->exhausted) + "," +
                   std::to_string(c->exhaustedUnplayed) + "," + std::to_string(c->gamesPlayed) +
                   "," + std::to_string(c->winsPlayed) + "," +
                   csvRate(c->winsPlayed, c->gamesPlayed) + "," + std::to_string(gamesNot) + "," +
                   std::to_string(winsNot) + "," + csvRate(winsNot, gamesNot) + "\n";
        }
    return QByteArray::fromStdString(out);
}

QByteArray labJson(const LabResult& result) {
    // One partner: what `parley-cli simulate --json` writes for its policies (which `parley-cli
    // merge` reads). Several: a list of those, one per partner, since a comparison is of policies
    // on the same games.
    const auto ofPartner = [&](const std::string& npc) {
        std::vector<SimulationStats> runs;
        for (const SimulationStats& st : result.runs)
            if (st.npc == npc) runs.push_back(st);
        return runs.size() == 1 ? simulationJson(runs.front()) : comparisonJson(runs);
    };
    std::vector<std::string> npcs;
    for (const SimulationStats& st : result.runs)
        if (std::find(npcs.begin(), npcs.end(), st.npc) == npcs.end()) npcs.push_back(st.npc);
    nlohmann::ordered_json j;
    if (npcs.size() == 1) {
        j = ofPartner(npcs.front());
    } else {
        j = {{"format", "parley-balance-lab/1"}, {"partners", nlohmann::ordered_json::array()}};
        for (const std::string& npc : npcs)
            j["partners"].push_back(ofPartner(npc));
    }
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

QString labFilePath(const QString& fileOrUrl) {
    return fileOrUrl.startsWith(QLatin1String("file:")) ? QUrl(fileOrUrl).toLocalFile() : fileOrUrl;
}

QString savePng(const QImage& image, const QString& path) {
    if (image.isNull())
        return QCoreApplication::translate("LabText", "the chart could not be captured");
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return QCoreApplication::translate("LabText", "the picture could not be encoded");
    return saveWhole(path, png);
}

} // namespace parley::client
