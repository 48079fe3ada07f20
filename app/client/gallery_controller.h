#pragma once
// The card gallery (issue 13): every card, deck and partner of the content in use (the open packs
// on the built-in pack, as PackSession holds them), rebuilt whenever that content changes (a
// live reload, a pack opened or closed) and when the language does. It owns the gallery's
// models and offers the filter choices, taken from the content and worded for the player.
#include "gallery_cards_model.h"
#include "gallery_decks_model.h"
#include "gallery_filter_model.h"
#include "gallery_partner_filter_model.h"
#include "gallery_partners_model.h"
#include "gallery_search_model.h"
#include "pack_session.h"

#include <QObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class GalleryController : public QObject, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    // Where the content comes from; without one, the built-in pack.
    Q_PROPERTY(parley::client::PackSession* packs READ packs WRITE setPacks NOTIFY packsChanged)
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    // The cards as searched, filtered and sorted (over allCards).
    Q_PROPERTY(parley::client::GalleryFilterModel* cards READ cards CONSTANT)
    Q_PROPERTY(parley::client::GalleryCardsModel* allCards READ allCards CONSTANT)
    Q_PROPERTY(parley::client::GalleryDecksModel* allDecks READ allDecks CONSTANT)
    Q_PROPERTY(parley::client::GallerySearchModel* decks READ decks CONSTANT)
    Q_PROPERTY(parley::client::GalleryPartnersModel* allPartners READ allPartners CONSTANT)
    // The partners as searched, filtered and sorted (over allPartners).
    Q_PROPERTY(parley::client::GalleryPartnerFilterModel* partners READ partners CONSTANT)
    // Each filter's choices, [{value, text}], "any" first; only what the content has.
    Q_PROPERTY(QVariantList propertyChoices READ propertyChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList connectionChoices READ connectionChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList difficultyChoices READ difficultyChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList weightChoices READ weightChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList npcChoices READ npcChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList deckChoices READ deckChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList sortChoices READ sortChoices NOTIFY choicesChanged)
    // The partners' filters and sorts, as above.
    Q_PROPERTY(QVariantList partnerStateChoices READ partnerStateChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList partnerDeckChoices READ partnerDeckChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList partnerSkillChoices READ partnerSkillChoices NOTIFY choicesChanged)
    Q_PROPERTY(QVariantList partnerSortChoices READ partnerSortChoices NOTIFY choicesChanged)
    // Counts the rebuilds (each also emits rebuilt(), after which card(), deck() and partner()
    // may say something else).
    Q_PROPERTY(int revision READ revision NOTIFY rebuilt)

public:
    // Built on the first rebuild(): from QML, once its properties are set (the packs, the
    // language), so that it builds once.
    explicit GalleryController(QObject* parent = nullptr);
    void classBegin() override { completing_ = true; }
    void componentComplete() override;

    PackSession* packs() const { return packs_; }
    void setPacks(PackSession* packs);
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    GalleryFilterModel* cards() const { return cards_; }
    GalleryCardsModel* allCards() const { return allCards_; }
    GalleryDecksModel* allDecks() const { return allDecks_; }
    GallerySearchModel* decks() const { return decks_; }
    GalleryPartnersModel* allPartners() const { return allPartners_; }
    GalleryPartnerFilterModel* partners() const { return partners_; }
    QVariantList propertyChoices() const { return propertyChoices_; }
    QVariantList connectionChoices() const { return connectionChoices_; }
    QVariantList difficultyChoices() const { return difficultyChoices_; }
    QVariantList weightChoices() const { return weightChoices_; }
    QVariantList npcChoices() const { return npcChoices_; }
    QVariantList deckChoices() const { return deckChoices_; }
    QVariantList sortChoices() const;
    QVariantList partnerStateChoices() const { return partnerStateChoices_; }
    QVariantList partnerDeckChoices() const { return partnerDeckChoices_; }
    QVariantList partnerSkillChoices() const;
    QVariantList partnerSortChoices() const;
    int revision() const { return revision_; }

    // A card's roles by name (GalleryCardsModel's) plus `propertyWords`, its properties in words;
    // empty for a card the content does not have (any more).
    Q_INVOKABLE QVariantMap card(const QString& cardId) const;
    Q_INVOKABLE QVariantMap deck(const QString& deckId) const;
    Q_INVOKABLE QVariantMap partner(const QString& npcId) const;
    // The balance lab's figures for a card, in words (CardFiguresText::lines).
    Q_INVOKABLE QVariantList figureLines(const QVariantMap& figures) const;
    // The balance lab's figures for a partner, in words (CardFiguresText::partnerLines).
    Q_INVOKABLE QVariantList partnerFigureLines(const QVariantMap& figures) const;
    // Where a filter's value is among its choices (0, "any", when it is not).
    Q_INVOKABLE int choiceIndex(const QVariantList& choices, const QVariant& value) const;

    // The content shown.
    std::shared_ptr<const Content> content() const { return content_; }
    // Reads the content again from the packs; nothing happens when it is the same content in the
    // same language.
    void rebuild(bool force = false);

signals:
    void packsChanged();
    void localeChanged();
    void choicesChanged();
    void rebuilt();

private:
    void makeChoices();
    // Drops a filter whose value the new content no longer offers (a deck renamed away).
    void keepFiltersValid();

    QPointer<PackSession> packs_;
    QString locale_ = QStringLiteral("en");
    std::shared_ptr<const Content> content_;
    int revision_ = 0;
    bool completing_ = false;
    GalleryCardsModel* allCards_;
    GalleryFilterModel* cards_;
    GalleryDecksModel* allDecks_;
    GallerySearchModel* decks_;
    GalleryPartnersModel* allPartners_;
    GalleryPartnerFilterModel* partners_;
    QVariantList propertyChoices_, connectionChoices_, difficultyChoices_, weightChoices_,
        npcChoices_, deckChoices_, partnerStateChoices_, partnerDeckChoices_;
};

} // namespace parley::client
