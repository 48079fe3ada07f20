#include "gallery_skill_text.h"

#include "card_text.h"
#include "skills_model.h"

#include "rules/setup.h"

namespace parley::client {

std::optional<State>
GallerySkillText::describingState(const std::shared_ptr<const Content>& content) {
    const NpcDef* npc = content ? content->defaultNpc() : nullptr;
    if (!npc) return std::nullopt;
    return blankConversation(content, std::uint16_t(npc - content->npcs.data()), 0);
}

QString GallerySkillText::limits(const SkillDef& d) {
    if (d.perTurn > 0 && d.perConversation > 0)
        return tr("At most %1 a turn and %2 a conversation").arg(d.perTurn).arg(d.perConversation);
    if (d.perTurn > 0) return tr("At most %1 a turn").arg(d.perTurn);
    if (d.perConversation > 0) return tr("At most %1 a conversation").arg(d.perConversation);
    return {};
}

QVariantMap GallerySkillText::entry(const Content& c, const State* describing, std::uint16_t skill,
                                    Side owner, const QString& locale) {
    const SkillDef& d = c.skills.at(skill);
    const QString description =
        describing ? SkillsModel::describe(*describing, SkillInst{skill, owner, 0, 0, 0}, locale)
                   : localized(d.description, locale);
    return {{QStringLiteral("skillId"), QString::fromStdString(d.id)},
            {QStringLiteral("name"), localized(d.name, locale)},
            {QStringLiteral("type"), SkillsModel::typeLabel(d.type)},
            {QStringLiteral("description"), description},
            {QStringLiteral("limits"), limits(d)}};
}

} // namespace parley::client
