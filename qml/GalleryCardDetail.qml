pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The selected card in full: its numbers, properties and line, all three effects and every rule
// (costs, abilities, triggers, auras), the decks and partners that use it, and its simulated
// figures from the balance lab, or how to get them.
Rectangle {
    id: root
    // GalleryController.card(): empty when no card is selected.
    property var card: ({})
    // GalleryController.figureLines() of the lab's figures: empty when no simulation was run.
    property var figureLines: []
    readonly property bool hasCard: (root.card.cardId ?? "").length > 0
    readonly property alias figuresTable: figuresTable
    readonly property alias noFigures: noFigures
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
            width: flick.width - 8
            spacing: 6

            Label {
                visible: !root.hasCard
                Layout.fillWidth: true
                text: qsTr("Select a card to see all its rules, the decks that use it and its simulated figures.")
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "detailName"
                visible: root.hasCard
                Layout.fillWidth: true
                text: root.card.name ?? ""
                color: Theme.accent
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "detailFacts"
                visible: root.hasCard
                Layout.fillWidth: true
                text: {
                    const parts = [qsTr("Weight %1").arg(root.card.weight ?? 0), root.card.difficulty ?? "",
                                   qsTr("%1% base success").arg(root.card.chance ?? 0)]
                    if ((root.card.connectionName ?? "").length > 0) parts.push(qsTr("Connection: %1").arg(root.card.connectionName))
                    return parts.join("  \u2022  ")
                }
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "detailProperties"
                visible: root.hasCard
                Layout.fillWidth: true
                // A permanent is no property in the rules, but the card says it beside them.
                readonly property var words: (root.card.propertyWords ?? []).concat(root.card.permanent ? [qsTranslate("CardView", "Permanent")] : [])
                text: words.length > 0 ? qsTr("Properties: %1").arg(words.join(", ")) : qsTr("No properties")
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Label {
                visible: root.hasCard && (root.card.dialogue ?? "").length > 0
                Layout.fillWidth: true
                text: "\u201C" + (root.card.dialogue ?? "") + "\u201D"
                color: Theme.textDim
                font.italic: true
                wrapMode: Text.Wrap
            }
            // The rules, on the card's own colours (the effect lines are drawn for a card).
            Rectangle {
                visible: root.hasCard
                Layout.fillWidth: true
                implicitHeight: rules.implicitHeight + 12
                radius: Theme.radius
                color: Theme.card
                ColumnLayout {
                    id: rules
                    objectName: "detailRules"
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 4
                    EffectLine {
                        objectName: "detailSuccess"
                        Layout.fillWidth: true
                        label: qsTranslate("CardView", "Success")
                        effect: root.card.successText ?? ""
                        tint: Theme.success
                    }
                    EffectLine {
                        objectName: "detailFailure"
                        Layout.fillWidth: true
                        label: qsTranslate("CardView", "Failure")
                        effect: root.card.failureText ?? ""
                        tint: Theme.failure
                    }
                    EffectLine {
                        objectName: "detailExhaust"
                        Layout.fillWidth: true
                        label: "\u2601 " + qsTranslate("CardView", "If not played")
                        effect: root.card.exhaustText ?? ""
                        tint: Theme.exhaust
                    }
                    Repeater {
                        model: root.card.rules ?? []
                        delegate: EffectLine {
                            required property var modelData
                            objectName: "detailRule"
                            Layout.fillWidth: true
                            label: modelData.title
                            effect: modelData.text
                            tint: Theme.ruleTint(modelData.kind)
                        }
                    }
                }
            }

            Label {
                visible: root.hasCard
                text: qsTr("In decks")
                color: Theme.text
                font.bold: true
            }
            Label {
                objectName: "detailDecks"
                visible: root.hasCard
                Layout.fillWidth: true
                text: {
                    const uses = root.card.deckUses ?? []
                    if (uses.length === 0) return qsTr("No deck uses it.")
                    return uses.map(u => qsTr("%1: \u00D7%2").arg(u.name).arg(u.copies)).join("\n")
                }
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            Label {
                visible: root.hasCard
                text: qsTr("In partners' own decks")
                color: Theme.text
                font.bold: true
            }
            Label {
                objectName: "detailPartners"
                visible: root.hasCard
                Layout.fillWidth: true
                text: {
                    const uses = root.card.npcUses ?? []
                    if (uses.length === 0) return qsTr("No partner's deck holds it.")
                    return uses.map(u => qsTr("%1: \u00D7%2").arg(u.name).arg(u.copies)).join("\n")
                }
                color: Theme.textDim
                wrapMode: Text.Wrap
            }

            Label {
                visible: root.hasCard
                text: qsTr("Simulated figures")
                color: Theme.text
                font.bold: true
            }
            Label {
                id: noFigures
                objectName: "noFigures"
                visible: root.hasCard && root.figureLines.length === 0
                Layout.fillWidth: true
                text: qsTr("No simulation has been run yet. Run one in the Balance lab to see how often this card is drawn, played and succeeds, and how conversations go with it and without it.")
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            ColumnLayout {
                id: figuresTable
                objectName: "figuresTable"
                visible: root.hasCard && root.figureLines.length > 0
                Layout.fillWidth: true
                spacing: 3
                Repeater {
                    model: root.figureLines
                    delegate: RowLayout {
                        id: figureRow
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: 8
                        Label {
                            objectName: "figureLabel"
                            Layout.preferredWidth: column.width * 0.45
                            text: figureRow.modelData.label
                            color: Theme.textDim
                            wrapMode: Text.Wrap
                        }
                        Label {
                            objectName: "figureValue"
                            Layout.fillWidth: true
                            text: figureRow.modelData.value
                            color: Theme.text
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }
    }
}
