#pragma once
// Helpers for the suites that play conversations through a GameController and compare what the
// window shows: every model's every role, random games through the controller's own entry
// points, and the built-in pack with edits.
#include "client_test_support.h"

#include <QJsonDocument>
#include <QMetaProperty>
#include <functional>

namespace parley::client::test {

// Everything a view can read from `m`: every row's every role.
inline QStringList dump(const QAbstractItemModel& m) {
    QStringList out;
    const QHash<int, QByteArray> roles = m.roleNames();
    QList<int> keys = roles.keys();
    std::sort(keys.begin(), keys.end());
    for (int r = 0; r < m.rowCount(); ++r) {
        QStringList row;
        for (int role : keys)
            row << QString::fromUtf8(roles[role]) + "=" + m.data(m.index(r, 0), role).toString();
        out << row.join('|');
    }
    return out;
}

inline QString props(const QObject& o) {
    QStringList out;
    const QMetaObject* mo = o.metaObject();
    for (int i = mo->propertyOffset(); i < mo->propertyCount(); ++i) {
        const QVariant v = mo->property(i).read(&o);
        const bool structured = v.typeId() == QMetaType::QVariantList || v.typeId() == QMetaType::QVariantMap;
        out << QString::fromLatin1(mo->property(i).name()) + "=" +
                   (structured ? QString::fromUtf8(QJsonDocument::fromVariant(v).toJson(QJsonDocument::Compact))
                               : v.toString());
    }
    return out.join('\n');
}

// What the window shows of a conversation, but the timeline (which knows the redo tail). The
// selection is the view's, not the game's (it survives an undo while its card is in hand), so it
// is cleared first.
inline QString screen(GameController& g) {
    g.select(-1);
    QStringList parts;
    for (const QAbstractItemModel* m : std::initializer_list<const QAbstractItemModel*>{
             g.hand(), g.table(), g.log(), g.speakPreview(), g.listenPreview(), g.explanations(),
             g.skills(), g.skillPreview()})
        parts << dump(*m).join('\n');
    parts << props(*g.status()) << props(*g.decision()) << props(*g.summary());
    parts << QString::number(int(g.phase())) << g.lastCard() << g.lastLine()
          << QString::number(g.selectedIndex());
    parts << QString::fromStdString(g.state()->serialize());
    return parts.join("\n--\n");
}

// One step of a plain game: answers a question with its first options, else LISTENs.
inline bool listenOrAnswer(GameController& g) {
    if (!g.decision()->active()) return g.listen();
    QVariantList picks;
    for (int i = 0; i < g.decision()->min(); ++i) picks << i;
    return g.decision()->choose(picks);
}

// Takes `a` through the controller's own entry points, as the window would.
inline bool take(GameController& g, const Action& a) {
    switch (a.kind) {
    case ActionKind::Listen: return g.listen();
    case ActionKind::Speak:
        for (int r = 0; r < g.hand()->rowCount(); ++r)
            if (g.hand()->uidAt(r) == a.uid) {
                g.select(r);
                return g.speak();
            }
        return false;
    case ActionKind::Activate:
        for (int r = 0; r < g.table()->rowCount(); ++r)
            if (g.table()->uidAt(r) == a.uid) return g.activate(r, a.ability);
        return false;
    case ActionKind::UseSkill: return g.useSkill(a.ability, int(a.uid));
    case ActionKind::Choose: {
        QVariantList picks;
        for (auto c : a.choices) picks << int(c);
        return g.decision()->choose(picks);
    }
    case ActionKind::Cancel: return g.decision()->cancel();
    }
    return false;
}

// Plays up to `limit` actions chosen by a random policy; the actions taken.
inline std::vector<Action> play(GameController& g, std::uint64_t seed, int limit) {
    RandomPolicy policy(seed);
    std::vector<Action> taken;
    while (g.phase() == GameController::Phase::Playing && int(taken.size()) < limit) {
        const Action a = policy.choose(*g.state());
        if (!take(g, a)) {
            qWarning("refused: %s", qPrintable(g.lastError()));
            break;
        }
        taken.push_back(a);
    }
    return taken;
}

// The built-in pack loaded from its texts, each passed through `edit` first.
inline std::shared_ptr<const Content> editedBuiltin(const std::function<void(std::string& text)>& edit) {
    ContentLoader loader;
    for (const EmbeddedFile& f : builtinContentFiles()) {
        std::string text = f.text;
        edit(text);
        loader.addSource(f.name, text);
    }
    Diagnostics diags;
    return loader.load(diags);
}

// The first SPEAK of `h`: its action number (1-based) and card id; 0 when it spoke no card.
inline std::pair<int, std::string> firstSpoken(const History& h) {
    for (std::size_t i = 0; i < h.records().size(); ++i)
        if (h.records()[i].kind == ActionKind::Speak) return {int(i) + 1, h.records()[i].card};
    return {0, {}};
}

} // namespace parley::client::test
