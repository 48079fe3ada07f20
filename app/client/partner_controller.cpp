#include "partner_controller.h"

#include "card_text.h"
#include "portrait_svg.h"

#include <algorithm>

namespace parley::client {

namespace {
// Sentences in a row: a space between them, but none in Chinese or Japanese.
QString joined(const QStringList& lines, const QString& locale) {
    const bool cjk =
        locale.startsWith(QLatin1String("zh")) || locale.startsWith(QLatin1String("ja"));
    return lines.join(cjk ? QString() : QStringLiteral(" "));
}
} // namespace

bool PartnerController::take(const State& s, const EventLog& events) {
    if (s.contentPtr() != content_) {
        content_ = s.contentPtr();
        said_.clear();
        ending_ = nullptr;
    }
    std::vector<Reaction> answer = reactionsTo(*content_, s.npc, events);
    const bool answered = !answer.empty();
    const bool spoke = std::any_of(events.begin(), events.end(), [](const Event& e) {
        return std::holds_alternative<ev::CardSpoken>(e);
    });
    // A new answer replaces the old; speaking again clears an answer the partner has not renewed.
    if (answered || spoke) said_ = std::move(answer);
    for (const Reaction& r : said_)
        if (r.moment == ReactionMoment::End) ending_ = r.line;
    return answered;
}

void PartnerController::hear(const State& after, const EventLog& events, const QString& locale) {
    if (take(after, events)) ++serial_;
    if (!after.ended()) ending_ = nullptr;
    render(locale, true);
}

void PartnerController::replay(const State& shown, const std::vector<EventLog>& actions,
                               std::size_t count, const QString& locale) {
    content_ = shown.contentPtr();
    said_.clear();
    ending_ = nullptr;
    for (std::size_t n = 0; n < count && n < actions.size(); ++n)
        take(shown, actions[n]);
    if (!shown.ended()) ending_ = nullptr;
    render(locale, true);
}

void PartnerController::render(const QString& locale, bool announce) {
    QStringList lines;
    for (const Reaction& r : said_) {
        const QString text = localized(*r.line, locale);
        if (!text.isEmpty()) lines << text;
    }
    const QString line = joined(lines, locale);
    const QString end = ending_ ? localized(*ending_, locale) : QString();
    if (!announce && line == line_ && end == endLine_) return;
    line_ = line;
    endLine_ = end;
    emit lineChanged();
}

QString PartnerController::contentPortrait(const std::string& path) {
    const QString file = QString::fromStdString(path);
    const auto cached = files_.constFind(file);
    if (cached != files_.constEnd()) return *cached;
    const QString text = portraitFile(file);
    files_.insert(file, text);
    return text;
}

void PartnerController::sync(const State& s, const QString& locale) {
    if (s.contentPtr() != content_) {
        content_ = s.contentPtr();
        said_.clear();
        ending_ = nullptr;
    }
    const Content& c = s.content();
    const NpcDef& npc = c.npcs.at(s.npc);
    const std::string& file = npc.portraitFor(s.emotion);
    QString svg = file.empty() ? QString() : contentPortrait(file);
    const bool fromContent = !svg.isEmpty();
    if (!fromContent)
        svg = portraitSvg(QString::fromStdString(npc.id), s.emotion, int(c.ruleset.states.size()));
    const QString name = localized(c.ruleset.states.at(s.emotion).name, locale);
    if (svg != portrait_ || fromContent != fromContent_ || name != stateName_ ||
        s.emotion != stateLevel_ || int(c.ruleset.states.size()) != stateLevels_) {
        portrait_ = svg;
        fromContent_ = fromContent;
        stateName_ = name;
        stateLevel_ = s.emotion;
        stateLevels_ = int(c.ruleset.states.size());
        emit portraitChanged();
    }
    render(locale, false);
}

} // namespace parley::client
