#pragma once
// A skill (seed 003) as the gallery shows it, outside any conversation: its name, its type in
// words, its description as it reads when a conversation starts (marks at zero, nothing noted
// yet) and its limits.
#include "state/state.h"

#include <QCoreApplication>
#include <QVariantMap>
#include <memory>
#include <optional>

namespace parley::client {

class GallerySkillText {
    Q_DECLARE_TR_FUNCTIONS(GallerySkillText)
public:
    // A conversation's start on `content` to word skills against (a description reads its owner's
    // marks from a state); none when the content has no partner to start one with.
    static std::optional<State> describingState(const std::shared_ptr<const Content>& content);
    // {skillId, name, type, description, limits}; `limits` is empty for a skill without any.
    static QVariantMap entry(const Content& c, const State* describing, std::uint16_t skill,
                             Side owner, const QString& locale);
    // "At most 1 a turn, 2 a conversation", or empty.
    static QString limits(const SkillDef& d);
};

} // namespace parley::client
