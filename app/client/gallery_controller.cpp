#include "gallery_controller.h"

#include "card_figures_text.h"
#include "card_text.h"
#include "effect_text.h"

#include "content/loader.h"

#include <set>

namespace parley::client {

namespace {
QVariantMap choice(const QVariant& value, const QString& text) {
    return {{QStringLiteral("value"), value}, {QStringLiteral("text"), text}};
}
} // namespace

GalleryController::GalleryController(QObject* parent)
    : QObject(parent), allCards_(new GalleryCardsModel(this)), cards_(new GalleryFilterModel(this)),
      allDecks_(new GalleryDecksModel(this)),
      decks_(new GallerySearchModel(GalleryDecksModel::SearchTextRole, this)),
      allPartners_(new GalleryPartnersModel(this)),
      partners_(new GalleryPartnerFilterModel(this)) {
    cards_->setSourceModel(allCards_);
    decks_->setSourceModel(allDecks_);
    partners_->setSourceModel(allPartners_);
}

void GalleryController::componentComplete() {
    completing_ = false;
    rebuild();
}

void GalleryController::setPacks(PackSession* packs) {
    if (packs == packs_) return;
    if (packs_) disconnect(packs_, nullptr, this, nullptr);
    packs_ = packs;
    if (packs_) {
        // A valid reload brings new content; closing the packs (or a pack that never loaded)
        // goes back to the built-in pack; a broken reload keeps what was shown.
        connect(packs_, &PackSession::contentLoaded, this, [this] { rebuild(); });
        connect(packs_, &PackSession::pathsChanged, this, [this] { rebuild(); });
        connect(packs_, &PackSession::stateChanged, this, [this] { rebuild(); });
    }
    rebuild();
    emit packsChanged();
}

void GalleryController::setLocale(const QString& locale) {
    if (locale == locale_) return;
    locale_ = locale;
    rebuild(true);
    emit localeChanged();
}

void GalleryController::rebuild(bool force) {
    if (completing_) return;
    std::shared_ptr<const Content> content =
        packs_ && packs_->content() ? packs_->content() : builtinContent();
    if (!content || (content == content_ && !force)) return;
    content_ = std::move(content);
    cards_->setLocale(locale_);
    partners_->setLocale(locale_);
    allCards_->sync(*content_, locale_);
    allDecks_->sync(content_, locale_);
    allPartners_->sync(content_, locale_);
    makeChoices();
    keepFiltersValid();
    ++revision_;
    emit rebuilt();
}

void GalleryController::makeChoices() {
    const Content& c = *content_;
    PropertySet properties = 0;
    std::set<int> connections, difficulties, weights;
    bool unconnected = false;
    for (const CardDef& d : c.cards) {
        if (d.synthetic) continue;
        properties |= d.properties;
        if (d.connectionType >= 0 && std::size_t(d.connectionType) < c.ruleset.tokens.size())
            connections.insert(d.connectionType);
        else
            unconnected = true;
        difficulties.insert(d.difficulty);
        weights.insert(d.weight);
    }
    propertyChoices_ = {choice(-1, tr("Any property"))};
    for (std::size_t p = 0; p < kCardPropertyNames.size(); ++p)
        if (properties & propertyBit(static_cast<CardProperty>(p)))
            propertyChoices_ << choice(int(p), EffectText::property(static_cast<CardProperty>(p)));
    connectionChoices_ = {choice(-1, tr("Any connection"))};
    for (int t : connections)
        connectionChoices_ << choice(t, tokenName(c.ruleset.tokens[std::size_t(t)]));
    if (unconnected)
        connectionChoices_ << choice(GalleryFilterModel::noConnection, tr("No connection type"));
    difficultyChoices_ = {choice(-1, tr("Any difficulty"))};
    for (int d : difficulties)
        difficultyChoices_ << choice(d, difficultyName(c.ruleset.difficulties.at(d).id));
    weightChoices_ = {choice(-1, tr("Any weight"))};
    for (int w : weights)
        weightChoices_ << choice(w, tr("Weight %1").arg(w));
    npcChoices_ = {choice(QString(), tr("Any partner"))};
    for (const NpcDef& n : c.npcs)
        npcChoices_ << choice(QString::fromStdString(n.id), localized(n.name, locale_));
    deckChoices_ = {choice(QString(), tr("Any deck"))};
    for (const DeckDef& d : c.decks)
        deckChoices_ << choice(QString::fromStdString(d.id), localized(d.name, locale_));

    // The partners': only the states someone starts in, and the decks someone plays.
    std::set<std::size_t> starts;
    std::set<std::string> played;
    bool ownDeck = false;
    for (const NpcDef& n : c.npcs) {
        starts.insert(n.initialState);
        if (n.deckId.empty())
            ownDeck = true;
        else
            played.insert(n.deckId);
    }
    partnerStateChoices_ = {choice(-1, tr("Any starting state"))};
    for (std::size_t s : starts)
        if (s < c.ruleset.states.size())
            partnerStateChoices_ << choice(int(s), tr("Starts %1").arg(localized(
                                                       c.ruleset.states[s].name, locale_)));
    partnerDeckChoices_ = {choice(QString(), tr("Any deck"))};
    for (const DeckDef& d : c.decks)
        if (played.count(d.id))
            partnerDeckChoices_ << choice(QString::fromStdString(d.id), localized(d.name, locale_));
    if (ownDeck)
        partnerDeckChoices_ << choice(GalleryPartnerFilterModel::noDeck,
                                      tr("A deck of their own"));
    emit choicesChanged();
}

QVariantList GalleryController::sortChoices() const {
    using K = GalleryFilterModel::SortKey;
    return {choice(int(K::Name), tr("By name")), choice(int(K::Weight), tr("Lightest first")),
            choice(int(K::Difficulty), tr("Easiest first")),
            choice(int(K::Uses), tr("Most used in decks first"))};
}

QVariantList GalleryController::partnerSkillChoices() const {
    using S = GalleryPartnerFilterModel::Skills;
    return {choice(int(S::Any), tr("With or without skills")),
            choice(int(S::Some), tr("With skills")), choice(int(S::None), tr("Without skills"))};
}

QVariantList GalleryController::partnerSortChoices() const {
    using K = GalleryPartnerFilterModel::SortKey;
    return {choice(int(K::Name), tr("By name")),
            choice(int(K::StartState), tr("By starting state")),
            choice(int(K::Patience), tr("Most patient first")),
            choice(int(K::DeckSize), tr("Largest deck first")),
            choice(int(K::Skills), tr("Most skills first"))};
}

int GalleryController::choiceIndex(const QVariantList& choices, const QVariant& value) const {
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].toMap().value(QStringLiteral("value")) == value) return i;
    return 0;
}

void GalleryController::keepFiltersValid() {
    auto offered = [&](const QVariantList& choices, const QVariant& value) {
        for (const QVariant& c : choices)
            if (c.toMap().value(QStringLiteral("value")) == value) return true;
        return false;
    };
    if (!offered(propertyChoices_, cards_->cardProperty())) cards_->setCardProperty(-1);
    if (!offered(connectionChoices_, cards_->connection())) cards_->setConnection(-1);
    if (!offered(difficultyChoices_, cards_->difficulty())) cards_->setDifficulty(-1);
    if (!offered(weightChoices_, cards_->weight())) cards_->setWeight(-1);
    if (!offered(npcChoices_, cards_->npc())) cards_->setNpc({});
    if (!offered(deckChoices_, cards_->deck())) cards_->setDeck({});
    if (!offered(partnerStateChoices_, partners_->startState())) partners_->setStartState(-1);
    if (!offered(partnerDeckChoices_, partners_->deck())) partners_->setDeck({});
}

QVariantMap GalleryController::card(const QString& cardId) const {
    QVariantMap out = allCards_->rowMap(allCards_->rowOf(cardId));
    if (out.isEmpty()) return out;
    QStringList words;
    const int mask = out.value(QStringLiteral("propertyMask")).toInt();
    for (std::size_t p = 0; p < kCardPropertyNames.size(); ++p)
        if (mask & propertyBit(static_cast<CardProperty>(p)))
            words << EffectText::property(static_cast<CardProperty>(p));
    out.insert(QStringLiteral("propertyWords"), words);
    return out;
}

QVariantMap GalleryController::deck(const QString& deckId) const {
    return allDecks_->get(allDecks_->rowOf(deckId));
}

QVariantMap GalleryController::partner(const QString& npcId) const {
    return allPartners_->get(allPartners_->rowOf(npcId));
}

QVariantList GalleryController::figureLines(const QVariantMap& figures) const {
    return CardFiguresText::lines(figures);
}

QVariantList GalleryController::partnerFigureLines(const QVariantMap& figures) const {
    return CardFiguresText::partnerLines(figures);
}

} // namespace parley::client
