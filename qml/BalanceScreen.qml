pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import QtCharts
import Parley.Client

// The balance lab: choose partners, a deck, policies, games and a seed; run in the background;
// read the win rates with their intervals, how conversations end, how long they last, comfort and
// state over the turns, and every card's figures, each against the run before when the two are
// comparable. Every figure and word comes from the BalanceLab's models; this file only lays
// them out and fills the charts' series from their rows (one per policy or turn, never per game).
Rectangle {
    id: root
    required property BalanceLab lab
    required property GameController game
    // Screenshot mode: start a small run of its own (twice, with two seeds, so that the picture
    // shows the comparison too) as soon as the screen is made.
    property bool autoRun: false
    property int autoRunsLeft: 0
    // Screenshot mode waits while this is true.
    readonly property bool busy: autoRunsLeft > 0 || (autoRun && lab.running)
    // The choice: partner ids and policy ids.
    property var chosenNpcs: []
    property var chosenPolicies: ["random", "greedy"]
    readonly property alias runButton: runButton
    readonly property alias cancelButton: cancelButton
    readonly property alias gamesField: gamesField
    readonly property alias seedField: seedField
    readonly property alias deckBox: deckBox
    readonly property alias tabs: tabs
    readonly property alias cardList: cardsPage.cardList
    readonly property alias ratesChart: ratesChart
    signal backRequested()
    color: Theme.background

    function toggled(list: var, id: string): var {
        const i = list.indexOf(id)
        return i >= 0 ? list.filter(x => x !== id) : list.concat([id])
    }
    function run(): bool {
        // In the roster's order, whatever order they were ticked in.
        const npcs = []
        for (let i = 0; i < root.game.npcs.count; ++i)
            if (root.chosenNpcs.indexOf(root.game.npcs.idAt(i)) >= 0) npcs.push(root.game.npcs.idAt(i))
        const policies = root.lab.policies.map(p => p.id).filter(id => root.chosenPolicies.indexOf(id) >= 0)
        return root.lab.run(npcs, deckBox.currentIndex <= 0 ? "" : root.game.decks.idAt(deckBox.currentIndex - 1),
                            policies, parseInt(gamesField.text) || 0, parseInt(seedField.text) || 0)
    }

    Component.onCompleted: {
        if (root.game.npcs.count > 0) root.chosenNpcs = [root.game.npcs.idAt(0)]
        if (root.autoRun) {
            // The first two partners (one, if the content has only one).
            root.chosenNpcs = [...new Set([root.game.npcs.idAt(0), root.game.npcs.idAt(Math.min(1, root.game.npcs.count - 1))])]
            gamesField.text = "1000"
            seedField.text = "1"
            root.autoRunsLeft = 2
            if (!root.run()) root.autoRunsLeft = 0
        }
        root.fillCharts()
    }
    Connections {
        target: root.lab
        function onEnded() {
            if (root.autoRunsLeft <= 0) return
            root.autoRunsLeft -= 1
            if (root.autoRunsLeft > 0) {
                seedField.text = "2"
                if (!root.run()) root.autoRunsLeft = 0
            }
        }
        function onResultsChanged() { root.fillCharts() }
    }

    // The charts' series from the models' rows: those of the tab shown, so that the end of a
    // run (when everything changes at once) costs the window one page, not three.
    function fillCharts() {
        if (tabs.currentIndex === 0) fillRates()
        else if (tabs.currentIndex === 1) turnsPage.fill()
    }
    function fillRates() {
        const rates = root.lab.rates
        previousBoxes.clear()
        currentBoxes.clear()
        const policies = []
        let highest = 0
        for (let i = 0; i < rates.count; ++i) {
            const at = role => rates.data(rates.index(i, 0), role)
            policies.push(at(LabRatesModel.PolicyRole))
            const low = 100 * at(LabRatesModel.LowRole), high = 100 * at(LabRatesModel.HighRole)
            highest = Math.max(highest, high, at(LabRatesModel.ComparedRole) ? 100 * at(LabRatesModel.PreviousHighRole) : 0)
            currentBoxes.append(at(LabRatesModel.PolicyRole), [low, low, 100 * at(LabRatesModel.RateRole), high, high])
            if (at(LabRatesModel.ComparedRole)) {
                const pl = 100 * at(LabRatesModel.PreviousLowRole), ph = 100 * at(LabRatesModel.PreviousHighRole)
                previousBoxes.append(at(LabRatesModel.PolicyRole), [pl, pl, 100 * at(LabRatesModel.PreviousRateRole), ph, ph])
            }
        }
        policyAxis.categories = policies
        // Up to the highest interval and a little over, in steps of 10 points: small rates stay
        // readable.
        const rateStep = highest + 2 > 50 ? 20 : 10
        rateAxis.max = Math.min(100, Math.max(10, Math.ceil((highest + 2) / rateStep) * rateStep))
        rateAxis.tickCount = rateAxis.max / rateStep + 1
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        // The choice, the run and its progress.
        Rectangle {
            Layout.preferredWidth: Math.min(290, root.width * 0.24)
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.panel
            border.color: Theme.border
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 6
                RowLayout {
                    Layout.fillWidth: true
                    Button {
                        objectName: "backButton"
                        text: qsTr("\u2039 Back")
                        onClicked: root.backRequested()
                    }
                    Label {
                        text: qsTr("Balance lab")
                        color: Theme.accent
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        // A long name (German's "Balance-Labor") shrinks to fit beside Back.
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 11
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
                Label { text: qsTr("Partners"); color: Theme.text; font.bold: true }
                ListView {
                    id: npcList
                    objectName: "npcList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 56
                    clip: true
                    model: root.game.npcs
                    ScrollBar.vertical: ScrollBar {}
                    delegate: CheckBox {
                        id: npcBox
                        required property string entryId
                        required property string name
                        width: ListView.view.width
                        text: name
                        palette.windowText: Theme.text
                        checked: root.chosenNpcs.indexOf(entryId) >= 0
                        onToggled: root.chosenNpcs = root.toggled(root.chosenNpcs, npcBox.entryId)
                    }
                }
                Label { text: qsTr("Deck"); color: Theme.text; font.bold: true }
                ThemedComboBox {
                    id: deckBox
                    objectName: "deckBox"
                    Layout.fillWidth: true
                    readonly property var names: [qsTr("Each partner's own deck")].concat(root.game.decks.names)
                    model: root.game.decks.count + 1
                    displayText: names[currentIndex] ?? ""
                    Accessible.name: qsTr("Deck")
                    delegate: ItemDelegate {
                        required property int index
                        width: ListView.view.width
                        text: deckBox.names[index] ?? ""
                        highlighted: deckBox.highlightedIndex === index
                    }
                }
                Label { text: qsTr("Policies"); color: Theme.text; font.bold: true }
                Flow {
                    Layout.fillWidth: true
                    spacing: 2
                    Repeater {
                        model: root.lab.policies
                        delegate: CheckBox {
                            id: policyBox
                            required property var modelData
                            objectName: "policy_" + modelData.id
                            text: modelData.name
                            palette.windowText: Theme.text
                            checked: root.chosenPolicies.indexOf(modelData.id) >= 0
                            onToggled: root.chosenPolicies = root.toggled(root.chosenPolicies, policyBox.modelData.id)
                            LazyToolTip {
                                wanted: policyBox.hovered
                                text: policyBox.modelData.description
                                maxWidth: 320
                            }
                        }
                    }
                }
                GridLayout {
                    columns: 2
                    columnSpacing: 8
                    rowSpacing: 4
                    Layout.fillWidth: true
                    Label { text: qsTr("Games each"); color: Theme.text }
                    ThemedTextField {
                        id: gamesField
                        objectName: "gamesField"
                        text: "2000"
                        validator: IntValidator { bottom: 1; top: 10000000 }
                        Layout.fillWidth: true
                        Accessible.name: qsTr("Games for each partner and policy")
                    }
                    Label { text: qsTr("Seed"); color: Theme.text }
                    ThemedTextField {
                        id: seedField
                        objectName: "seedField"
                        text: "1"
                        validator: IntValidator { bottom: 0; top: 2000000000 }
                        Layout.fillWidth: true
                        Accessible.name: qsTr("Seed")
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Button {
                        id: runButton
                        objectName: "runButton"
                        text: qsTr("Run")
                        highlighted: true
                        font.bold: true
                        Layout.fillWidth: true
                        enabled: !root.lab.running && root.chosenNpcs.length > 0 && root.chosenPolicies.length > 0
                                 && gamesField.acceptableInput && seedField.acceptableInput
                        onClicked: root.run()
                    }
                    Button {
                        id: cancelButton
                        objectName: "cancelButton"
                        text: qsTr("Cancel")
                        Layout.fillWidth: true
                        enabled: root.lab.running
                        onClicked: root.lab.cancel()
                    }
                }
                ProgressBar {
                    objectName: "progressBar"
                    Layout.fillWidth: true
                    from: 0
                    to: Math.max(1, root.lab.total)
                    value: root.lab.done
                }
                Label {
                    objectName: "progressText"
                    Layout.fillWidth: true
                    text: root.lab.progressText
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
                Label {
                    objectName: "statusText"
                    Layout.fillWidth: true
                    text: root.lab.statusText
                    color: root.lab.status === BalanceLab.Cancelled || root.lab.status === BalanceLab.Failed
                           ? Theme.warning : Theme.text
                    wrapMode: Text.Wrap
                }
            }
        }

        // The results of the last finished run.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            Label {
                objectName: "resultsText"
                Layout.fillWidth: true
                text: root.lab.hasResults ? root.lab.resultsText : qsTr("No results yet: choose and run.")
                color: Theme.text
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "comparisonText"
                Layout.fillWidth: true
                visible: text.length > 0
                text: root.lab.comparisonText
                color: root.lab.compared ? Theme.textDim : Theme.warning
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                TabBar {
                    id: tabs
                    objectName: "tabs"
                    Layout.fillWidth: true
                    palette.window: Theme.panel
                    palette.dark: Theme.background
                    palette.mid: Theme.border
                    palette.windowText: Theme.text
                    palette.buttonText: Theme.text
                    palette.button: Theme.panelRaised
                    TabButton { text: qsTr("Win rates and endings") }
                    TabButton { text: qsTr("Turns") }
                    TabButton { objectName: "cardsTab"; text: qsTr("Cards") }
                    onCurrentIndexChanged: root.fillCharts()
                }
                Button {
                    objectName: "exportButton"
                    text: qsTr("Export\u2026")
                    enabled: root.lab.hasResults
                    onClicked: exportMenu.open()
                    Menu {
                        id: exportMenu
                        y: parent.height
                        MenuItem { text: qsTr("Card table as CSV\u2026"); onTriggered: csvDialog.open() }
                        MenuItem { text: qsTr("All figures as JSON\u2026"); onTriggered: jsonDialog.open() }
                        MenuItem {
                            text: qsTr("This chart as PNG\u2026")
                            enabled: tabs.currentIndex < 2
                            onTriggered: pngDialog.open()
                        }
                    }
                }
            }
            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: tabs.currentIndex

                // Win rates with their intervals; outcomes and end reasons.
                RowLayout {
                    spacing: 8
                    ChartView {
                        id: ratesChart
                        objectName: "ratesChart"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                        title: qsTr("Win rate by policy, with its 95% interval")
                        theme: ChartView.ChartThemeDark
                        backgroundColor: Theme.panel
                        titleColor: Theme.text
                        legend.labelColor: Theme.text
                        legend.alignment: Qt.AlignBottom
                        antialiasing: true
                        animationOptions: ChartView.NoAnimation
                        BarCategoryAxis { id: policyAxis; labelsColor: Theme.text }
                        ValueAxis {
                            id: rateAxis
                            min: 0
                            max: 100
                            labelFormat: "%.0f%%"
                            labelsColor: Theme.text
                        }
                        BoxPlotSeries {
                            id: previousBoxes
                            name: qsTr("Run before")
                            axisX: policyAxis
                            axisY: rateAxis
                        }
                        BoxPlotSeries {
                            id: currentBoxes
                            name: qsTr("This run")
                            axisX: policyAxis
                            axisY: rateAxis
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1
                        spacing: 6
                        Repeater {
                            model: [
                                { title: qsTr("Win rate by policy"), rates: true },
                                { title: qsTr("Outcomes"), counts: root.lab.outcomes },
                                { title: qsTr("Why they ended"), counts: root.lab.endReasons }
                            ]
                            delegate: Rectangle {
                                id: block
                                required property var modelData
                                Layout.fillWidth: true
                                implicitHeight: blockColumn.implicitHeight + 12
                                radius: Theme.radius
                                color: Theme.panel
                                ColumnLayout {
                                    id: blockColumn
                                    anchors.fill: parent
                                    anchors.margins: 6
                                    spacing: 2
                                    Label { text: block.modelData.title; color: Theme.accent; font.bold: true }
                                    Repeater {
                                        model: block.modelData.rates ? root.lab.rates : block.modelData.counts
                                        delegate: RowLayout {
                                            id: line
                                            required property var model
                                            Layout.fillWidth: true
                                            spacing: 6
                                            Label {
                                                Layout.fillWidth: true
                                                text: line.model.policy ?? line.model.label
                                                color: Theme.text
                                                elide: Text.ElideRight
                                                font.pixelSize: Theme.fontSmall
                                            }
                                            Label {
                                                text: line.model.rateText ?? line.model.shareText
                                                color: Theme.text
                                                font.pixelSize: Theme.fontSmall
                                            }
                                            Label {
                                                id: change
                                                objectName: "change"
                                                visible: line.model.compared
                                                text: line.model.changePoints ?? ""
                                                color: line.model.significant ? Theme.accent : Theme.textDim
                                                font.bold: line.model.significant
                                                font.pixelSize: Theme.fontSmall
                                                HoverHandler { id: changeHover }
                                                LazyToolTip { wanted: changeHover.hovered; text: line.model.changeText ?? "" }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: root.lab.compared
                            text: qsTr("Changes against the run before. Bold: more than chance at 95%; dimmed: within chance.")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.Wrap
                        }
                        Item { Layout.fillHeight: true }
                    }
                }

                // How long conversations last; comfort and state over the turns.
                LabTurnsPage {
                    id: turnsPage
                    lab: root.lab
                }

                // Every card's figures, sortable by any column.
                LabCardTable {
                    id: cardsPage
                    lab: root.lab
                    shown: tabs.currentIndex === 2
                }
            }
            Label {
                objectName: "message"
                Layout.fillWidth: true
                visible: text.length > 0
                text: root.lab.message
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideMiddle
            }
        }
    }

    FileDialog {
        id: csvDialog
        title: qsTr("Export the card table")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)"), qsTr("All files (*)")]
        onAccepted: root.lab.exportCsv(selectedFile)
    }
    FileDialog {
        id: jsonDialog
        title: qsTr("Export all figures")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("JSON files (*.json)"), qsTr("All files (*)")]
        onAccepted: root.lab.exportJson(selectedFile)
    }
    FileDialog {
        id: pngDialog
        title: qsTr("Save the chart as a picture")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "png"
        nameFilters: [qsTr("PNG pictures (*.png)"), qsTr("All files (*)")]
        onAccepted: {
            const chart = tabs.currentIndex === 0 ? ratesChart : turnsPage
            const file = selectedFile
            chart.grabToImage(result => root.lab.saveImage(result.image, file))
        }
    }
}
