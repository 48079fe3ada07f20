pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Parley.Client

// The balance lab's Turns tab: how many turns conversations last (a histogram) and the average
// comfort and state after each turn, this run against the run before: the average length's change
// and the turns whose averages changed by more than chance, in words and as marks on the curves.
// fill() draws the series from the lab's models (one row per turn, never per game); the screen
// calls it when the tab shows.
RowLayout {
    id: page
    required property BalanceLab lab
    // Whether the run before is drawn: set by fill() with the series, not bound to the lab, so
    // that a run's end does not redraw this page's charts while another tab shows.
    property bool beforeShown: false
    // The words under the charts, set by fill() with the series.
    property string lengthSummary: ""
    property string lengthChange: ""
    property bool lengthChangeSignificant: false
    property string turnChanges: ""
    property bool turnChangesSignificant: false
    function fill() {
        const lengths = page.lab.lengths
        lengthBars.clear()
        const now = [], before = []
        // Row t is length t: the bars stand at 0, 1, 2... on a number axis, labelled every few.
        for (let t = 0; t < lengths.count; ++t) {
            now.push(100 * lengths.at(t, "value"))
            before.push(100 * lengths.at(t, "previousValue"))
        }
        if (lengths.compared) lengthBars.append(qsTr("Run before"), before)
        if (lengths.count > 0) lengthBars.append(qsTr("This run"), now)
        lengthAxis.max = Math.max(1, lengths.count) - 0.5
        lengthAxis.tickInterval = lengths.count > 24 ? 10 : lengths.count > 10 ? 5 : 1
        const shareStep = 100 * lengths.maxValue > 30 ? 10 : 5
        shareAxis.max = Math.max(shareStep, Math.ceil(100 * lengths.maxValue / shareStep) * shareStep)
        shareAxis.tickCount = shareAxis.max / shareStep + 1
        page.lengthSummary = lengths.summaryText
        page.lengthChange = lengths.changeText
        page.lengthChangeSignificant = lengths.changeSignificant

        const curve = page.lab.turns
        page.beforeShown = curve.compared
        page.turnChanges = curve.changeText
        page.turnChangesSignificant = curve.changeSignificant
        for (const s of [comfortNow, comfortBefore, stateNow, stateBefore, comfortMarks, stateMarks]) s.clear()
        for (let t = 0; t < curve.count; ++t) {
            const x = curve.at(t, "turn")
            if (curve.at(t, "hasValue")) {
                comfortNow.append(x, curve.at(t, "value"))
                stateNow.append(x, curve.at(t, "state"))
                if (curve.at(t, "comfortChanged")) comfortMarks.append(x, curve.at(t, "value"))
                if (curve.at(t, "stateChanged")) stateMarks.append(x, curve.at(t, "state"))
            }
            if (curve.at(t, "hasPrevious")) {
                comfortBefore.append(x, curve.at(t, "previousValue"))
                stateBefore.append(x, curve.at(t, "previousState"))
            }
        }
        turnAxis.max = Math.max(1, curve.count - 1)
        // The states' names at their indexes; renamed in place when only the words change (a
        // category axis takes new categories only above the last one).
        const states = page.lab.stateNames
        const shown = stateAxis.categoriesLabels
        if (shown.length === states.length) {
            for (let i = 0; i < states.length; ++i)
                if (shown[i] !== states[i]) stateAxis.replace(shown[i], states[i])
        } else {
            for (let i = shown.length - 1; i >= 0; --i) stateAxis.remove(shown[i])
            for (let i = 0; i < states.length; ++i) stateAxis.append(states[i], i)
        }
        stateAxis.max = Math.max(0.5, states.length - 0.5)
    }
    spacing: 8
    ColumnLayout {
    Layout.fillWidth: true
    Layout.fillHeight: true
    spacing: 0
    ChartView {
        id: lengthsChart
        objectName: "lengthsChart"
        Layout.fillWidth: true
        Layout.fillHeight: true
        title: qsTr("How many turns conversations last")
        theme: ChartView.ChartThemeDark
        backgroundColor: Theme.panel
        titleColor: Theme.text
        legend.labelColor: Theme.text
        legend.alignment: Qt.AlignBottom
        antialiasing: true
        animationOptions: ChartView.NoAnimation
        ValueAxis {
            id: lengthAxis
            min: -0.5
            max: 10
            tickType: ValueAxis.TicksDynamic
            tickAnchor: 0
            tickInterval: 5
            labelFormat: "%d"
            titleText: qsTr("Turns")
            labelsColor: Theme.text
        }
        ValueAxis {
            id: shareAxis
            min: 0
            max: 10
            labelFormat: "%.0f%%"
            labelsColor: Theme.text
        }
        BarSeries {
            id: lengthBars
            objectName: "lengthBars"
            axisX: lengthAxis
            axisY: shareAxis
        }
    }
    Rectangle {
        Layout.fillWidth: true
        implicitHeight: lengthWords.implicitHeight + 8
        color: Theme.panel
        Label {
            id: lengthWords
            objectName: "lengthWords"
            anchors.fill: parent
            anchors.margins: 4
            text: page.lengthSummary + (page.lengthChange ? " \u2014 " + page.lengthChange : "")
            color: page.lengthChangeSignificant ? Theme.accent : Theme.text
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
    }
    }
    ColumnLayout {
    Layout.fillWidth: true
    Layout.fillHeight: true
    spacing: 0
    ChartView {
        id: curvesChart
        objectName: "curvesChart"
        Layout.fillWidth: true
        Layout.fillHeight: true
        // Four series' names do not fit under a narrow chart: the legend below
        // says what the colours and the dashes mean.
        legend.visible: false
        title: qsTr("Average comfort and state after each turn")
        theme: ChartView.ChartThemeDark
        backgroundColor: Theme.panel
        titleColor: Theme.text
        legend.labelColor: Theme.text
        legend.alignment: Qt.AlignBottom
        antialiasing: true
        animationOptions: ChartView.NoAnimation
        ValueAxis {
            id: turnAxis
            min: 0
            max: 10
            labelFormat: "%d"
            titleText: qsTr("Turn")
            labelsColor: Theme.text
        }
        ValueAxis {
            id: comfortAxis
            min: -3
            max: 3
            tickCount: 7
            labelFormat: "%d"
            labelsColor: Theme.text
        }
        CategoryAxis {
            id: stateAxis
            min: -0.5
            max: 4.5
            startValue: -0.5
            labelsPosition: CategoryAxis.AxisLabelsPositionOnValue
            labelsColor: Theme.text
            labelsFont.pixelSize: Theme.fontSmall
        }
        LineSeries {
            id: comfortNow
            objectName: "comfortNow"
            name: qsTr("Comfort")
            axisX: turnAxis
            axisY: comfortAxis
            color: Theme.accent
            width: 2
        }
        LineSeries {
            id: stateNow
            objectName: "stateNow"
            name: qsTr("State")
            axisX: turnAxis
            axisYRight: stateAxis
            color: Theme.selection
            width: 2
        }
        LineSeries {
            id: comfortBefore
            name: qsTr("Comfort, run before")
            axisX: turnAxis
            axisY: comfortAxis
            color: Theme.accent
            style: Qt.DashLine
            visible: page.beforeShown
        }
        LineSeries {
            id: stateBefore
            name: qsTr("State, run before")
            axisX: turnAxis
            axisYRight: stateAxis
            color: Theme.selection
            style: Qt.DashLine
            visible: page.beforeShown
        }
        // The turns whose average changed by more than chance against the run before.
        ScatterSeries {
            id: comfortMarks
            objectName: "comfortMarks"
            name: qsTr("Comfort changed")
            axisX: turnAxis
            axisY: comfortAxis
            color: Theme.accent
            borderColor: Theme.text
            markerSize: 9
        }
        ScatterSeries {
            id: stateMarks
            objectName: "stateMarks"
            name: qsTr("State changed")
            axisX: turnAxis
            axisYRight: stateAxis
            color: Theme.selection
            borderColor: Theme.text
            markerSize: 9
        }
    }
    Rectangle {
        Layout.fillWidth: true
        implicitHeight: curvesLegend.implicitHeight + 8
        color: Theme.panel
        Flow {
            id: curvesLegend
            anchors.fill: parent
            anchors.margins: 4
            spacing: 12
            Repeater {
                model: [
                    { text: qsTr("Comfort (left scale)"), color: Theme.accent, dashed: false, shown: true },
                    { text: qsTr("State (right scale)"), color: Theme.selection, dashed: false, shown: true },
                    { text: qsTr("Dashed: the run before"), color: Theme.textDim, dashed: true, shown: page.beforeShown },
                    { text: qsTr("Dot: changed by more than chance"), color: Theme.text, dashed: false, dot: true, shown: page.turnChangesSignificant }
                ]
                delegate: Row {
                    id: key
                    required property var modelData
                    visible: modelData.shown
                    spacing: 4
                    Row {
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 2
                        Repeater {
                            model: key.modelData.dashed ? 3 : 1
                            delegate: Rectangle {
                                readonly property bool dot: key.modelData.dot === true
                                width: dot ? 8 : key.modelData.dashed ? 5 : 19
                                height: dot ? 8 : 2
                                radius: dot ? 4 : 0
                                color: key.modelData.color
                            }
                        }
                    }
                    Label {
                        text: key.modelData.text
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
    }
    // Folded to no height rather than hidden: Qt 6.4's ColumnLayout did not place a child shown
    // while the tab was hidden (it stayed at the column's top, over the chart, no width).
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: page.turnChanges.length > 0 ? turnWords.implicitHeight + 8 : 0
        clip: true
        color: Theme.panel
        Label {
            id: turnWords
            objectName: "turnWords"
            anchors.fill: parent
            anchors.margins: 4
            text: page.turnChanges
            color: page.turnChangesSignificant ? Theme.accent : Theme.text
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
    }
    }
}
