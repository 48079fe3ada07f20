pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// One deck in the gallery: what it is, its weight curve (how many cards weigh what), its property
// mix (how many cards carry each property), the player's traits it brings, and its cards with
// their counts.
Rectangle {
    id: root
    // GalleryController.deck(): empty when no deck is chosen.
    property var deck: ({})
    readonly property bool hasDeck: (root.deck.deckId ?? "").length > 0
    readonly property alias curveBars: curveBars
    readonly property alias mix: mix
    readonly property alias deckCards: deckCards
    readonly property alias flick: flick
    signal cardChosen(string cardId)
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 10
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            width: flick.width - 10
            spacing: 8

            Label {
                objectName: "deckName"
                Layout.fillWidth: true
                text: root.deck.name ?? ""
                color: Theme.accent
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "deckFacts"
                Layout.fillWidth: true
                text: {
                    const partners = root.deck.partners ?? []
                    const size = qsTr("%1 cards").arg(root.deck.size ?? 0)
                    return partners.length > 0 ? size + "  \u2022  " + qsTr("The own deck of %1").arg(partners.join(", ")) : size
                }
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Label {
                visible: text.length > 0
                Layout.fillWidth: true
                text: root.deck.description ?? ""
                color: Theme.textDim
                wrapMode: Text.Wrap
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 20
                // The weight curve: a bar per weight, its count above and the weight below.
                ColumnLayout {
                    Layout.alignment: Qt.AlignTop
                    spacing: 4
                    Label { text: qsTr("Weight curve"); color: Theme.text; font.bold: true }
                    Row {
                        id: curveBars
                        objectName: "curveBars"
                        spacing: 6
                        Repeater {
                            model: root.deck.curve ?? []
                            delegate: Column {
                                id: bar
                                required property var modelData
                                readonly property int count: modelData.count
                                spacing: 2
                                width: 30
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    text: bar.count
                                    color: Theme.text
                                    font.pixelSize: Theme.fontSmall
                                }
                                Item {
                                    width: parent.width
                                    height: 90
                                    Rectangle {
                                        objectName: "curveBar"
                                        anchors.bottom: parent.bottom
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        width: 22
                                        height: (root.deck.curveMax ?? 0) > 0 ? Math.max(bar.count > 0 ? 2 : 0, 90 * bar.count / root.deck.curveMax) : 0
                                        radius: 2
                                        color: Theme.accent
                                    }
                                }
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    text: bar.modelData.weight
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                        }
                    }
                    Label { text: qsTr("cards by weight"); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                }
                // The property mix: each property the deck's cards carry, with how many do.
                ColumnLayout {
                    Layout.alignment: Qt.AlignTop
                    Layout.fillWidth: true
                    spacing: 4
                    Label { text: qsTr("Property mix"); color: Theme.text; font.bold: true }
                    Label {
                        visible: (root.deck.properties ?? []).length === 0
                        text: qsTr("No card in it has a property.")
                        color: Theme.textDim
                    }
                    Repeater {
                        id: mix
                        model: root.deck.properties ?? []
                        delegate: RowLayout {
                            id: mixRow
                            required property var modelData
                            spacing: 6
                            PropertyBadge { propertyName: mixRow.modelData.property }
                            Label {
                                objectName: "mixCount"
                                text: qsTr("%1 of %2 cards").arg(mixRow.modelData.count).arg(root.deck.size ?? 0)
                                color: Theme.text
                            }
                        }
                    }
                }
            }

            Label {
                visible: (root.deck.traits ?? []).length > 0
                text: qsTr("Your traits with this deck")
                color: Theme.text
                font.bold: true
            }
            Repeater {
                model: root.deck.traits ?? []
                delegate: GallerySkillLine {
                    Layout.fillWidth: true
                }
            }

            Label { text: qsTr("Cards"); color: Theme.text; font.bold: true }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    id: deckCards
                    model: root.deck.cards ?? []
                    // Each distinct card once, with how many copies the deck holds.
                    delegate: MiniCard {
                        required property var modelData
                        card: modelData
                        onClicked: root.cardChosen(modelData.cardId)
                    }
                }
            }
        }
    }
}
