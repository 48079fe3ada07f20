pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// How the conversation ended, as a run summary: the outcome and why, the partner's last line,
// what the ending binds you to (its terms as sentences), a recap (comfort over the actions, drawn
// from EndSummary's points, and the key moments), the statistics, and where to go next. Every
// text comes from EndSummary in the player's words; this file only lays it out.
Rectangle {
    id: root
    required property GameController game
    // When given, "another partner" leaves the start screen on the next partner in the roster.
    property SettingsController settings: null
    readonly property EndSummary summary: game.summary
    readonly property alias chart: chart
    signal playAgain()
    signal newConversation()
    color: Theme.background
    Keys.onReturnPressed: root.playAgain()
    Keys.onEnterPressed: root.playAgain()
    Keys.onEscapePressed: root.anotherPartner()

    function anotherPartner() {
        if (root.settings && root.summary.otherPartnerId.length > 0)
            root.settings.lastNpc = root.summary.otherPartnerId
        root.newConversation()
    }
    function toneColor(tone: string): color {
        switch (tone) {
        case "gain": case "up": return Theme.successLight
        case "cost": case "down": return Theme.failureLight
        case "goal": return Theme.goal
        case "duty": return Theme.accent
        }
        return Theme.textDim
    }
    readonly property color outcomeColor: summary.outcome === "success" ? Theme.successLight
                                        : summary.outcome === "failure" || summary.outcome === "abandoned" ? Theme.failureLight
                                        : Theme.accent

    component Panel: Rectangle {
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.border
    }
    // The way on: a filled button for playing again, an outlined one for leaving.
    component EndButton: Button {
        id: endButton
        property bool primary: false
        implicitHeight: 42
        leftPadding: 22
        rightPadding: 22
        font.pixelSize: Theme.fontLarge
        font.bold: endButton.primary
        contentItem: Label {
            text: endButton.text
            font: endButton.font
            color: endButton.primary ? Theme.background : Theme.text
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            radius: Theme.radius
            color: endButton.primary ? (endButton.down ? Qt.darker(Theme.accent, 1.2) : endButton.hovered ? Qt.lighter(Theme.accent, 1.1) : Theme.accent)
                                     : (endButton.down ? Theme.panel : endButton.hovered ? Theme.panelRaised : "transparent")
            border.color: endButton.visualFocus ? Theme.selection : endButton.primary ? Theme.accent : Theme.border
            border.width: endButton.visualFocus ? 2 : 1
        }
    }
    component Heading: Label {
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 1
    }

    Flickable {
        id: flick
        objectName: "endPage"
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, page.implicitHeight + 32)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: page
            width: Math.min(1120, flick.width - 40)
            x: (flick.width - width) / 2
            y: Math.max(16, (flick.height - implicitHeight) / 2)
            spacing: 12
            readonly property bool wide: width >= 860

            // The outcome and why.
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                // The partner's name between two rules that fade out, in the outcome's colour.
                RowLayout {
                    Layout.alignment: Qt.AlignHCenter
                    spacing: 10
                    component Rule: Rectangle {
                        id: rule
                        property bool leftSide: true
                        property color tint
                        implicitWidth: 80
                        implicitHeight: 1
                        gradient: Gradient {
                            orientation: Gradient.Horizontal
                            GradientStop { position: 0; color: rule.leftSide ? "transparent" : rule.tint }
                            GradientStop { position: 1; color: rule.leftSide ? rule.tint : "transparent" }
                        }
                    }
                    Rule { leftSide: true; tint: root.outcomeColor }
                    Heading {
                        objectName: "partnerHeading"
                        text: qsTr("Your conversation with %1").arg(root.summary.partnerName)
                    }
                    Rule { leftSide: false; tint: root.outcomeColor }
                }
                Label {
                    objectName: "outcomeLabel"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: root.summary.headline
                    color: root.outcomeColor
                    font.pixelSize: Theme.fontTitle + 4
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                Label {
                    objectName: "reasonLabel"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    visible: text.length > 0
                    text: root.summary.reason
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.italic: true
                    wrapMode: Text.Wrap
                }
            }

            // ---- The partner's last line -------------------------------------------------------
            // Filled by the lead from the content's reactions (EndSummary.partnerLine); hidden
            // while the partner says nothing.
            Rectangle {
                id: partnerQuote
                objectName: "partnerLine"
                visible: root.summary.partnerLine.length > 0
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: Math.min(page.width, 760)
                Layout.fillWidth: true
                implicitHeight: quote.implicitHeight + 16
                radius: Theme.radius
                color: Theme.panelRaised
                border.color: root.outcomeColor
                Label {
                    id: quote
                    anchors.fill: parent
                    anchors.margins: 8
                    horizontalAlignment: Text.AlignHCenter
                    //: The partner's last line and who said it: “Line” (Name).
                    text: qsTr("\u201C%1\u201D \u2014 %2").arg(root.summary.partnerLine).arg(root.summary.partnerName)
                    color: Theme.text
                    font.italic: true
                    wrapMode: Text.Wrap
                }
            }
            // ---------------------------------------------------------------------------------------

            GridLayout {
                Layout.fillWidth: true
                columns: page.wide ? 2 : 1
                columnSpacing: 12
                rowSpacing: 12

                // What the ending binds you to, and the numbers.
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: page.wide ? page.width * 0.42 : page.width
                    Layout.alignment: Qt.AlignTop
                    spacing: 12
                    Panel {
                        objectName: "termsPanel"
                        Layout.fillWidth: true
                        implicitHeight: termsColumn.implicitHeight + 20
                        ColumnLayout {
                            id: termsColumn
                            anchors.fill: parent
                            anchors.margins: 10
                            spacing: 6
                            Heading { text: qsTr("What it leaves you with") }
                            Label {
                                objectName: "termsTitle"
                                visible: text.length > 0
                                text: root.summary.termsTitle
                                color: Theme.accent
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                            }
                            Repeater {
                                id: termRepeater
                                objectName: "termRepeater"
                                model: root.summary.terms
                                delegate: RowLayout {
                                    id: term
                                    required property var modelData
                                    Layout.fillWidth: true
                                    spacing: 8
                                    Rectangle {
                                        Layout.alignment: Qt.AlignTop
                                        Layout.topMargin: 6
                                        width: 8
                                        height: 8
                                        radius: 4
                                        color: root.toneColor(term.modelData.tone)
                                    }
                                    Label {
                                        objectName: "termLine"
                                        Layout.fillWidth: true
                                        text: term.modelData.text
                                        color: Theme.text
                                        wrapMode: Text.Wrap
                                    }
                                }
                            }
                            Label {
                                objectName: "noTerms"
                                visible: root.summary.terms.length === 0
                                Layout.fillWidth: true
                                text: qsTr("Nothing was agreed, and nothing is owed.")
                                color: Theme.textDim
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                    Panel {
                        objectName: "statsPanel"
                        Layout.fillWidth: true
                        implicitHeight: statsColumn.implicitHeight + 20
                        ColumnLayout {
                            id: statsColumn
                            anchors.fill: parent
                            anchors.margins: 10
                            spacing: 6
                            Heading { text: qsTr("Statistics") }
                            GridLayout {
                                id: stats
                                Layout.fillWidth: true
                                columns: 4
                                columnSpacing: 12
                                rowSpacing: 3
                                component Stat: Label {
                                    color: Theme.text
                                    font.bold: true
                                    Layout.alignment: Qt.AlignRight
                                }
                                component Name: Label {
                                    color: Theme.textDim
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                }
                                Name { text: qsTr("Actions") }
                                Stat { text: root.summary.actions }
                                Name { text: qsTr("Cards spoken") }
                                Stat { text: root.summary.spoken }
                                Name { text: qsTr("Succeeded") }
                                Stat { text: root.summary.succeeded }
                                Name { text: qsTr("Failed") }
                                Stat { text: root.summary.failed }
                                Name { text: qsTr("Listened") }
                                Stat { text: root.summary.listened }
                                Name { text: qsTr("Cards drawn") }
                                Stat { text: root.summary.drawn }
                                Name { text: qsTr("Cards exhausted") }
                                Stat { text: root.summary.exhausted }
                            }
                            // On a row of its own: the longest value, which would squeeze the names above.
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("Final state")
                                    color: Theme.textDim
                                }
                                Label {
                                    objectName: "finalState"
                                    //: The state the conversation ended in, and its comfort: "Open, comfort +2".
                                    text: qsTr("%1, comfort %2").arg(root.summary.finalState)
                                                        .arg((root.summary.finalComfort > 0 ? "+" : "") + root.summary.finalComfort)
                                    color: Theme.text
                                    font.bold: true
                                }
                            }
                        }
                    }
                }

                // The recap: comfort over the actions and the key moments.
                Panel {
                    objectName: "recapPanel"
                    Layout.fillWidth: true
                    Layout.preferredWidth: page.wide ? page.width * 0.58 : page.width
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: recapColumn.implicitHeight + 20
                    ColumnLayout {
                        id: recapColumn
                        anchors.fill: parent
                        anchors.margins: 10
                        spacing: 6
                        Heading { text: qsTr("Comfort over the conversation") }
                        Item {
                            id: chartArea
                            Layout.fillWidth: true
                            Layout.preferredHeight: Math.max(110, Math.min(190, root.height * 0.24))
                            // The states' names on the left, the actions along the bottom.
                            readonly property real plotLeft: stateNames.width + 8
                            readonly property real plotBottom: 18
                            function xAt(action: real): real {
                                const n = Math.max(1, root.summary.recap.length - 1)
                                return plotLeft + 6 + (width - plotLeft - 14) * action / n
                            }
                            function yAt(level: real): real {
                                const span = Math.max(1, root.summary.recapHigh - root.summary.recapLow)
                                return 6 + (height - plotBottom - 12) * (root.summary.recapHigh - level) / span
                            }
                            Item {
                                id: stateNames
                                // As wide as the widest name (measured by the column below), within reason.
                                width: Math.min(120, Math.max(36, measure.implicitWidth))
                                height: parent.height
                                Column {
                                    id: measure
                                    visible: false
                                    Repeater {
                                        model: root.summary.recapStates
                                        delegate: Label {
                                            required property var modelData
                                            text: modelData.name
                                            font.pixelSize: Theme.fontSmall
                                        }
                                    }
                                }
                                Repeater {
                                    model: root.summary.recapStates
                                    delegate: Label {
                                        required property var modelData
                                        width: stateNames.width
                                        y: chartArea.yAt(modelData.level) - height / 2
                                        horizontalAlignment: Text.AlignRight
                                        text: modelData.name
                                        color: Theme.textDim
                                        font.pixelSize: Theme.fontSmall
                                        elide: Text.ElideRight
                                    }
                                }
                            }
                            Canvas {
                                id: chart
                                objectName: "recapChart"
                                anchors.fill: parent
                                // What the last paint drew, for the tests: points and rungs.
                                property int drawnPoints: 0
                                property int drawnStates: 0
                                onWidthChanged: requestPaint()
                                onHeightChanged: requestPaint()
                                Connections {
                                    target: root.summary
                                    function onChanged() { chart.requestPaint() }
                                }
                                onPaint: {
                                    const ctx = getContext("2d")
                                    ctx.reset()
                                    const pts = root.summary.recap
                                    const rungs = root.summary.recapStates
                                    ctx.lineWidth = 1
                                    ctx.strokeStyle = Theme.border
                                    ctx.setLineDash([4, 4])
                                    for (const r of rungs) {
                                        const y = Math.round(chartArea.yAt(r.level)) + 0.5
                                        ctx.beginPath()
                                        ctx.moveTo(chartArea.plotLeft, y)
                                        ctx.lineTo(width - 4, y)
                                        ctx.stroke()
                                    }
                                    ctx.setLineDash([])
                                    if (pts.length > 0) {
                                        // A soft fill under the line, then the line.
                                        const base = height - chartArea.plotBottom
                                        ctx.beginPath()
                                        ctx.moveTo(chartArea.xAt(0), base)
                                        for (const p of pts) ctx.lineTo(chartArea.xAt(p.action), chartArea.yAt(p.level))
                                        ctx.lineTo(chartArea.xAt(pts[pts.length - 1].action), base)
                                        ctx.closePath()
                                        ctx.fillStyle = Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
                                        ctx.fill()
                                        ctx.beginPath()
                                        ctx.lineWidth = 2.5
                                        ctx.lineJoin = "round"
                                        ctx.strokeStyle = Theme.accent
                                        for (let i = 0; i < pts.length; ++i) {
                                            const x = chartArea.xAt(pts[i].action), y = chartArea.yAt(pts[i].level)
                                            if (i === 0) ctx.moveTo(x, y)
                                            else ctx.lineTo(x, y)
                                        }
                                        ctx.stroke()
                                    }
                                    drawnPoints = pts.length
                                    drawnStates = rungs.length
                                }
                            }
                            // The key moments on the line, numbered as in the list below.
                            Repeater {
                                model: root.summary.moments
                                delegate: Rectangle {
                                    required property var modelData
                                    x: chartArea.xAt(modelData.action) - width / 2
                                    y: chartArea.yAt(modelData.level) - height / 2
                                    width: 10
                                    height: 10
                                    radius: 5
                                    color: root.toneColor(modelData.tone)
                                    border.color: Theme.background
                                    border.width: 2
                                }
                            }
                            // Along the bottom: the start, then every few actions, and the last.
                            Repeater {
                                model: root.summary.recap
                                delegate: Label {
                                    required property var modelData
                                    required property int index
                                    readonly property int count: root.summary.recap.length
                                    readonly property int every: Math.max(1, Math.ceil(count / 10))
                                    visible: index === 0 || index === count - 1 || (index % every === 0 && count - 1 - index >= every)
                                    x: Math.max(chartArea.plotLeft, Math.min(chartArea.width - width, chartArea.xAt(modelData.action) - width / 2))
                                    y: chartArea.height - height
                                    text: index === 0 ? qsTr("Start") : modelData.action
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                        }
                        Heading {
                            Layout.topMargin: 4
                            text: qsTr("Key moments")
                        }
                        Repeater {
                            id: momentRepeater
                            objectName: "momentRepeater"
                            model: root.summary.moments
                            delegate: RowLayout {
                                id: moment
                                required property var modelData
                                Layout.fillWidth: true
                                spacing: 8
                                Rectangle {
                                    Layout.alignment: Qt.AlignTop
                                    implicitWidth: Math.max(22, actionNumber.implicitWidth + 8)
                                    implicitHeight: 18
                                    radius: 9
                                    color: "transparent"
                                    border.color: root.toneColor(moment.modelData.tone)
                                    Label {
                                        id: actionNumber
                                        anchors.centerIn: parent
                                        text: moment.modelData.action
                                        color: root.toneColor(moment.modelData.tone)
                                        font.pixelSize: Theme.fontSmall
                                        font.bold: true
                                    }
                                    //: Beside a key moment: the number of the action it happened in.
                                    Accessible.name: qsTr("Action %1").arg(moment.modelData.action)
                                }
                                Label {
                                    objectName: "momentLine"
                                    Layout.fillWidth: true
                                    text: moment.modelData.text
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                }
                            }
                        }
                        Label {
                            visible: root.summary.moments.length === 0
                            Layout.fillWidth: true
                            text: qsTr("It was over before anything happened.")
                            color: Theme.textDim
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }

            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                EndButton {
                    objectName: "playAgainButton"
                    text: qsTr("Play again")
                    primary: true
                    Accessible.name: qsTr("Play again with the same partner")
                    onClicked: root.playAgain()
                }
                EndButton {
                    objectName: "newConversationButton"
                    text: qsTr("Choose another partner")
                    Accessible.name: qsTr("Back to the choice of partner")
                    ToolTip.visible: hovered && root.summary.otherPartnerName.length > 0
                    ToolTip.text: qsTr("Back to the partners, with %1 chosen").arg(root.summary.otherPartnerName)
                    onClicked: root.anotherPartner()
                }
            }
        }
    }
}
