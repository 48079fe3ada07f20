#pragma once
// The partners (NPCs) of the content in use, for the gallery: each with the portrait of the
// state they start in (the pack's picture, or one drawn for them), their description, their deck
// and their personality (seed 003's skills, in words).
#include "content/content.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class GalleryPartnersModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's partners belong to a GalleryController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NpcIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        PortraitRole,   // SVG text
        StartStateRole, // the emotional state they start in, in words
        PatienceRole,
        DeckIdRole, // empty when their deck is written into the partner
        DeckNameRole,
        DeckSizeRole,
        SkillsRole,     // [GallerySkillText::entry] of their personality
        SearchTextRole, // name, description and skills, lower case
        StartStateRankRole, // the state they start in, as its place among the ruleset's states
        SkillCountRole,
    };
    Q_ENUM(Role)

    explicit GalleryPartnersModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void sync(const std::shared_ptr<const Content>& content, const QString& locale);
    Q_INVOKABLE int rowOf(const QString& npcId) const;
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

private:
    struct Row {
        QString npcId, name, description, portrait, startState, deckId, deckName, search;
        int patience = 0, deckSize = 0, startStateRank = 0;
        QVariantList skills;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
