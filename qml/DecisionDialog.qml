pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// Whatever the engine asks, rendered from the decision's data: a prompt, the options, how many
// to pick, and Cancel when the question may be withdrawn. It does not block the rest of the
// window: the table, the log and the tooltips stay usable.
Rectangle {
    id: root
    required property DecisionController decision
    // Indexes of the picked options.
    property var picked: []
    readonly property bool single: decision.min === 1 && decision.max === 1
    readonly property bool canConfirm: picked.length >= decision.min && picked.length <= decision.max
    readonly property alias optionRepeater: optionRepeater
    readonly property alias cardGrid: cardGrid
    // A choice among cards shows them as small cards; past this many, a search field too.
    readonly property bool asCards: decision.cards
    readonly property int searchFrom: 8

    visible: decision.active
    // Set by the screen: how tall the cards may grow before they scroll.
    property real maxGridHeight: 420
    implicitWidth: asCards ? 4 * 158 + 28 : 440
    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: Theme.panelRaised
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Dialog
    Accessible.name: decision.prompt

    Connections {
        target: root.decision
        function onChanged() { root.picked = [] }
    }

    function toggle(i: int) {
        const p = picked.slice()
        const at = p.indexOf(i)
        if (at >= 0) p.splice(at, 1)
        else if (p.length < decision.max) p.push(i)
        picked = p
    }
    // Keys 1-9: pick option N (one-of questions keep a single pick), then Enter answers.
    function pick(i: int) {
        if (!visible || i < 0 || i >= decision.options.length) return
        if (single) picked = [i]
        else toggle(i)
    }
    // Enter: answer with the current picks.
    function confirm(): bool {
        if (!visible || !canConfirm) return false
        return decision.choose(picked)
    }
    // Key 0 or the None button: answer with no pick, when the engine allows it.
    function none(): bool {
        if (!visible || !decision.noneAllowed) return false
        return decision.choose([])
    }
    // Esc: withdraw the action, when the engine allows it.
    function cancel(): bool {
        return visible && decision.cancellable && decision.cancel()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        Label {
            Layout.fillWidth: true
            text: root.decision.prompt
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.Wrap
        }
        Label {
            objectName: "decisionDetail"
            visible: text.length > 0
            Layout.fillWidth: true
            text: root.decision.detail
            color: Theme.text
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            text: (root.single ? qsTr("Choose one.")
                  : root.decision.noneAllowed && root.decision.max === 1 ? qsTr("Choose one, or none.") : root.decision.min === root.decision.max ? qsTr("Choose %1.").arg(root.decision.min)
                  : qsTr("Choose %1 to %2.").arg(root.decision.min).arg(root.decision.max))
                  + " " + (root.decision.noneAllowed ? qsTr("Keys 1\u20139 pick, 0 picks none, Enter answers.")
                                                     : qsTr("Keys 1\u20139 pick, Enter answers."))
            color: Theme.textDim
            wrapMode: Text.Wrap
        }
        ThemedTextField {
            id: searchField
            objectName: "decisionSearch"
            visible: root.asCards && root.decision.options.length > root.searchFrom
            Layout.fillWidth: true
            placeholderText: qsTr("Search by name or effect")
            text: root.decision.search
            onTextEdited: root.decision.search = text
            Accessible.name: qsTr("Search the cards")
        }
        // The cards, scrollable when there are more than fit.
        GridView {
            id: cardGrid
            objectName: "decisionCards"
            visible: root.asCards
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, root.maxGridHeight)
            cellWidth: 158
            cellHeight: 204
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            model: root.asCards ? root.decision.shown : []
            delegate: Item {
                id: cell
                required property int modelData
                required property int index
                width: cardGrid.cellWidth
                height: cardGrid.cellHeight
                MiniCard {
                    anchors.centerIn: parent
                    objectName: "cardOption_" + cell.index
                    card: root.decision.options[cell.modelData]
                    number: cell.modelData < 9 ? cell.modelData + 1 : 0
                    picked: root.picked.indexOf(cell.modelData) >= 0
                    onClicked: root.single ? root.decision.choose([cell.modelData]) : root.toggle(cell.modelData)
                }
            }
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            Label {
                anchors.centerIn: parent
                visible: cardGrid.count === 0
                text: qsTr("No card matches.")
                color: Theme.textDim
            }
        }
        Flow {
            visible: !root.asCards
            Layout.fillWidth: true
            spacing: 6
            Repeater {
                id: optionRepeater
                model: root.decision.options
                delegate: Button {
                    id: optionButton
                    required property var modelData
                    required property int index
                    objectName: "option_" + modelData.id
                    // The key that picks it, except where the options are the numbers themselves.
                    text: (index < 9 && root.decision.kind !== "chooseAmount" ? (index + 1) + ". " : "") + modelData.label
                    checkable: !root.single
                    checked: root.picked.indexOf(index) >= 0
                    Accessible.name: modelData.label
                    Accessible.description: modelData.hint ?? ""
                    hoverEnabled: true // the hint's tooltip depends on it, whatever the platform's default
                    readonly property var tip: optionTip.tip
                    LazyToolTip {
                        id: optionTip
                        wanted: optionButton.hovered
                        delay: 300
                        text: optionButton.modelData.hint ?? ""
                        maxWidth: 360
                    }
                    // A one-of question is answered by the click; otherwise the click toggles.
                    onClicked: root.single ? root.decision.choose([index]) : root.toggle(index)
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "decisionNone"
                visible: root.decision.noneAllowed
                text: qsTr("None (0)")
                Accessible.name: qsTr("Answer with no card")
                onClicked: root.none()
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "decisionCancel"
                visible: root.decision.cancellable
                text: qsTr("Cancel (Esc)")
                Accessible.name: qsTr("Cancel the action")
                onClicked: root.cancel()
            }
            Button {
                objectName: "decisionConfirm"
                visible: !root.single
                enabled: root.canConfirm
                text: qsTr("Confirm (Enter)")
                Accessible.name: qsTr("Confirm the choice")
                onClicked: root.confirm()
            }
        }
    }
}
