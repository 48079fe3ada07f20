pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A card in hand: weight, name, property badges, difficulty and success chance (with their
// breakdowns), the three effects, and an unmistakable warning on goal cards.
Rectangle {
    id: root
    required property int index
    required property string name
    required property string cardId
    required property string dialogue
    required property int weight
    required property string weightWhy
    required property string difficulty
    required property int chance
    required property string chanceWhy
    required property int failureChance
    required property var badges
    required property bool goal
    required property bool permanent
    required property string successText
    required property string failureText
    required property string exhaustText
    required property bool hasExhaust
    required property bool playable
    required property string blockedReason
    required property bool exhausting
    required property var rules
    // A permanent with nothing on success or failure: the roll changes nothing, so the two lines
    // would only say "No effect" twice.
    readonly property bool rollMatters: !permanent || successText.length > 0 || failureText.length > 0
    property bool selected: false
    property bool forceHover: false
    property bool quiet: false
    // The key that selects it (1-9) in its corner; the gallery's cards are not in a hand.
    property bool numbered: true
    readonly property bool showRefusal: !playable && !quiet
    readonly property bool hovered: hover.hovered || forceHover
    readonly property var tip: tipItem.tip
    signal clicked()
    signal doubleClicked()

    radius: Theme.radius
    color: showRefusal ? Qt.darker(Theme.card, 1.25) : Theme.card
    border.width: goal ? 3 : (selected ? 3 : 1)
    border.color: selected ? Theme.selection : (goal ? Theme.goal : Theme.cardDim)
    scale: hovered && !selected ? 1.02 : 1.0
    Behavior on scale { NumberAnimation { duration: Theme.duration(90) } }

    Accessible.role: Accessible.Button
    Accessible.name: numbered ? qsTr("Card %1: %2").arg(index + 1).arg(name) : name
    Accessible.description: qsTr("Weight %1, %2, success chance %3%").arg(weight).arg(difficulty).arg(chance)
                            + (goal ? ". " + qsTr("Goal card: must play now") : "")

    // Goal cards pulse so that they cannot be missed.
    Rectangle {
        id: pulse
        anchors.fill: parent
        anchors.margins: -4
        radius: root.radius + 3
        color: "transparent"
        border.color: Theme.goal
        border.width: 3
        visible: root.goal
        SequentialAnimation on opacity {
            running: root.goal && Theme.animationSpeed > 0
            loops: Animation.Infinite
            NumberAnimation { from: 1.0; to: 0.15; duration: 700; easing.type: Easing.InOutQuad }
            NumberAnimation { from: 0.15; to: 1.0; duration: 700; easing.type: Easing.InOutQuad }
        }
    }

    HoverHandler { id: hover }
    TapHandler {
        onTapped: root.clicked()
        onDoubleTapped: root.doubleClicked()
    }
    LazyToolTip {
        id: tipItem
        wanted: root.hovered && root.dialogue.length > 0
        delay: 600
        text: "\u201C" + root.dialogue + "\u201D"
    }

    // The height that shows everything on the card (the hand lifts a hovered card to it).
    readonly property real neededHeight: cardColumn.implicitHeight + cardColumn.anchors.topMargin + cardColumn.anchors.bottomMargin + 2
    ColumnLayout {
        id: cardColumn
        anchors.fill: parent
        anchors.margins: 7
        anchors.bottomMargin: blockedStrip.visible ? blockedStrip.height + 3 : 7 // room for the refusal strip
        spacing: 4
        clip: true

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Rectangle {
                implicitWidth: 28
                implicitHeight: 28
                radius: 14
                color: Theme.cardText
                DerivedNumber {
                    objectName: "cardWeight"
                    anchors.centerIn: parent
                    text: root.weight
                    why: qsTr("Weight: %1").arg(root.weightWhy)
                    color: Theme.card
                    font.bold: true
                    font.pixelSize: Theme.fontLarge
                }
            }
            CardName {
                objectName: "cardName"
                Layout.fillWidth: true
                text: root.name
            }
            Text {
                visible: root.numbered && root.index < 9
                text: root.index + 1
                color: Theme.cardDim
                font.pixelSize: Theme.fontSmall
                Layout.alignment: Qt.AlignTop
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: root.badges
                delegate: PropertyBadge {
                    required property string modelData
                    propertyName: modelData
                }
            }
            Rectangle {
                visible: root.permanent
                implicitWidth: permText.implicitWidth + 10
                implicitHeight: permText.implicitHeight + 4
                radius: height / 2
                color: "#4b6584"
                Text {
                    id: permText
                    anchors.centerIn: parent
                    text: "\u25A3 " + qsTr("Permanent")
                    color: "white"
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                HoverHandler { id: permHover }
                ToolTip.visible: permHover.hovered
                ToolTip.delay: 300
                ToolTip.text: qsTr("Permanent: stays on the table once spoken, whatever the roll; its abilities and triggers work from there")
            }
        }

        Rectangle {
            visible: root.goal
            Layout.fillWidth: true
            implicitHeight: goalText.implicitHeight + 6
            radius: 3
            color: Theme.goal
            Text {
                id: goalText
                anchors.fill: parent
                anchors.margins: 3
                // A small card keeps the warning to one line: its "if not played" line says the rest.
                text: "\u26A0 " + qsTr("MUST PLAY NOW") + (root.height >= 300 ? "\n" + qsTr("exhausts on any other action") : "")
                color: "white"
                font.pixelSize: Theme.fontSmall
                font.bold: true
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Text {
                text: root.difficulty
                color: Theme.cardDim
                font.pixelSize: Theme.fontSmall
            }
            Item { Layout.fillWidth: true }
            DerivedNumber {
                objectName: "cardChance"
                text: qsTr("%1% success").arg(root.chance)
                why: qsTr("Success chance: %1").arg(root.chanceWhy)
                forceTip: root.forceHover
                color: root.chance >= 60 ? Theme.success : (root.chance >= 40 ? "#a8741a" : Theme.failure)
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }

        Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.cardDim; opacity: 0.4 }

        EffectLine {
            objectName: "successLine"
            visible: root.rollMatters
            Layout.fillWidth: true
            label: qsTr("Success")
            chance: root.chance + "%"
            effect: root.successText
            tint: Theme.success
        }
        EffectLine {
            objectName: "failureLine"
            visible: root.rollMatters
            Layout.fillWidth: true
            label: qsTr("Failure")
            chance: root.failureChance + "%"
            effect: root.failureText
            tint: Theme.failure
        }
        EffectLine {
            visible: root.hasExhaust
            Layout.fillWidth: true
            label: "\u2601 " + qsTr("If not played")
            effect: root.exhaustText
            tint: Theme.exhaust
        }
        // Its costs beyond weight, abilities, triggers and auras: all it will do, before it is played.
        Repeater {
            model: root.rules
            delegate: EffectLine {
                required property var modelData
                objectName: "ruleLine"
                Layout.fillWidth: true
                label: modelData.title
                effect: modelData.text
                tint: Theme.ruleTint(modelData.kind)
            }
        }
        Item { Layout.fillHeight: true }
    }

    // Why the engine would refuse this card now, whole (on as many lines as it takes).
    Rectangle {
        id: blockedStrip
        objectName: "blockedStrip"
        visible: root.showRefusal && root.blockedReason.length > 0
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 1
        height: blockedText.implicitHeight + 6
        radius: root.radius
        color: Theme.failure
        Text {
            id: blockedText
            anchors.fill: parent
            anchors.margins: 3
            text: "\u2717 " + root.blockedReason
            color: "white"
            font.pixelSize: Theme.fontSmall - 1
            wrapMode: Text.WordWrap
        }
        HoverHandler { id: blockedHover }
        ToolTip.visible: blockedHover.hovered
        ToolTip.text: root.blockedReason
    }
}