pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// "How to play" over the conversation screen: everything dimmed but the items the step points
// at (the TutorialController finds them by objectName), and a callout beside them, never over
// them, with the step's text and Back, Skip and Next. Enter or Right goes on, Left goes back.
// While it is open the screen's own keys and clicks wait; Esc still reaches the window.
FocusScope {
    id: root
    required property TutorialController tutorial
    // Where the steps' items are found.
    required property Item screen
    // The items pointed at, and their rectangles here with a little room around them.
    property var targets: []
    property var holes: []
    readonly property alias callout: callout
    readonly property alias nextButton: nextButton
    readonly property alias backButton: backButton
    readonly property alias skipButton: skipButton
    readonly property int gap: 14     // between a hole and the callout (the arrow sits in it)
    readonly property int margin: 8   // between the callout and the screen's edges
    readonly property int pad: 6      // around each item pointed at
    signal closed()

    visible: root.tutorial.open
    z: 50

    // The screen moves under the overlay (a card drawn, the window resized, a preview opened by
    // the step), and item geometry is not a binding: look again while open.
    function refresh() {
        if (!root.visible) return
        root.targets = root.tutorial.targetItems(root.screen)
        const found = root.tutorial.targetRects(root.screen, root)
        const padded = []
        for (let i = 0; i < found.length; ++i) {
            const r = found[i]
            padded.push(Qt.rect(Math.round(r.x - root.pad), Math.round(r.y - root.pad),
                                Math.round(r.width + 2 * root.pad), Math.round(r.height + 2 * root.pad)))
        }
        let same = padded.length === root.holes.length
        for (let i = 0; same && i < padded.length; ++i) {
            const a = padded[i]
            const b = root.holes[i]
            same = a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
        }
        if (!same) root.holes = padded
        root.placeCallout()
    }
    function placeCallout() {
        if (!root.visible || root.width <= 0) return
        const p = root.tutorial.place(Qt.rect(0, 0, root.width, root.height), root.holes,
                                      Qt.size(callout.width, callout.height), root.gap, root.margin)
        callout.x = p.x
        callout.y = p.y
        callout.side = p.side
        callout.aim = Qt.point(p.aimX, p.aimY)
    }
    onWidthChanged: Qt.callLater(root.refresh)
    onHeightChanged: Qt.callLater(root.refresh)
    // Made when the guide opens (ConversationScreen's loader): the opening came before it.
    Component.onCompleted: {
        if (root.tutorial.open) {
            root.forceActiveFocus()
            Qt.callLater(root.refresh)
        }
    }
    Connections {
        target: root.tutorial
        function onOpenChanged() {
            if (root.tutorial.open) {
                root.forceActiveFocus()
                Qt.callLater(root.refresh)
            } else {
                root.focus = false // the screen's keys, not a hidden overlay's
                root.closed()
            }
        }
        function onStepChanged() { Qt.callLater(root.refresh) }
    }
    Timer {
        interval: 100
        repeat: true
        running: root.visible
        onTriggered: root.refresh()
    }

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Right) {
            root.tutorial.next()
        } else if (event.key === Qt.Key_Left) {
            root.tutorial.back()
        } else if (event.key === Qt.Key_Escape) {
            return // the window's (the settings panel)
        }
        event.accepted = true
    }

    // Clicks, wheels and hovers stop here, not on the screen under the dimming.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }
    // Dimmed all round the holes (plain rectangles: they draw alike in every renderer).
    Repeater {
        model: root.visible ? root.tutorial.cover(Qt.rect(0, 0, root.width, root.height), root.holes) : []
        delegate: Rectangle {
            required property rect modelData
            x: modelData.x
            y: modelData.y
            width: modelData.width
            height: modelData.height
            color: Qt.rgba(0, 0, 0, 0.62)
        }
    }
    Repeater {
        model: root.holes
        delegate: Rectangle {
            required property rect modelData
            x: modelData.x
            y: modelData.y
            width: modelData.width
            height: modelData.height
            color: "transparent"
            radius: Theme.radius
            border.color: Theme.accent
            border.width: 2
        }
    }

    Rectangle {
        id: callout
        objectName: "howToPlayCallout"
        // Which side of the items it sits on, and the point its arrow aims at.
        property string side: "none"
        property point aim: Qt.point(0, 0)
        readonly property int padding: 14
        width: Math.min(420, root.width - 2 * root.margin)
        height: body.implicitHeight + 2 * padding
        onHeightChanged: Qt.callLater(root.placeCallout)
        onWidthChanged: Qt.callLater(root.placeCallout)
        color: Theme.panelRaised
        border.color: Theme.accent
        border.width: 1
        radius: Theme.radius + 2
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("How to play")
        Accessible.description: root.tutorial.title + ". " + root.tutorial.text

        // The arrow towards the items, on the edge that faces them (under the body, so that only
        // its point shows).
        Rectangle {
            visible: callout.side !== "none"
            width: 14
            height: 14
            rotation: 45
            z: -1
            color: callout.color
            border.color: callout.border.color
            readonly property bool vertical: callout.side === "below" || callout.side === "above"
            x: vertical ? Math.max(16, Math.min(callout.width - 16, callout.aim.x - callout.x)) - width / 2
                        : (callout.side === "right" ? -width / 2 : callout.width - width / 2)
            y: !vertical ? Math.max(16, Math.min(callout.height - 16, callout.aim.y - callout.y)) - height / 2
                         : (callout.side === "below" ? -height / 2 : callout.height - height / 2)
        }

        ColumnLayout {
            id: body
            x: callout.padding
            y: callout.padding
            width: callout.width - 2 * callout.padding
            spacing: 8

            Label {
                objectName: "howToPlayProgress"
                Layout.fillWidth: true
                text: qsTr("How to play \u2022 %1 of %2").arg(root.tutorial.step + 1).arg(root.tutorial.count)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "howToPlayTitle"
                Layout.fillWidth: true
                text: root.tutorial.title
                color: Theme.accent
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "howToPlayText"
                Layout.fillWidth: true
                text: root.tutorial.text
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.Wrap
                lineHeight: 1.1
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: 4
                spacing: 8
                Button {
                    id: skipButton
                    objectName: "howToPlaySkip"
                    text: qsTr("Skip")
                    flat: true
                    focusPolicy: Qt.NoFocus // the overlay keeps the keys
                    palette.buttonText: Theme.text
                    palette.windowText: Theme.text // a flat button's text
                    Accessible.name: qsTr("Skip the guide")
                    onClicked: root.tutorial.skip()
                }
                Item { Layout.fillWidth: true }
                Button {
                    id: backButton
                    objectName: "howToPlayBack"
                    text: qsTr("Back")
                    enabled: !root.tutorial.first
                    opacity: enabled ? 1 : 0.4
                    focusPolicy: Qt.NoFocus
                    palette.button: Theme.panel
                    palette.buttonText: Theme.text
                    onClicked: root.tutorial.back()
                }
                Button {
                    id: nextButton
                    objectName: "howToPlayNext"
                    text: root.tutorial.last ? qsTr("Done") : qsTr("Next")
                    focusPolicy: Qt.NoFocus
                    font.bold: true
                    palette.button: Theme.accent
                    palette.buttonText: Theme.cardText
                    onClicked: root.tutorial.next()
                }
            }
        }
    }
}
