pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// A strip above the screens while a pack is open: which pack, when it last reloaded, or that it
// has problems. (What a reload did to the conversation is the conversation screen's notice.) A
// player on the built-in content never sees it.
Rectangle {
    id: root
    required property PackSession packs
    signal problemsRequested()
    readonly property alias reportLabel: reportLabel

    visible: packs.isOpen
    implicitHeight: visible ? row.implicitHeight + 8 : 0
    color: Theme.panel
    Accessible.role: Accessible.StatusBar
    Accessible.name: packLabel.text

    // A fresh reload stands out for a moment, then stays readable but quiet.
    property bool fresh: false
    property string reloadedAt: ""
    Timer { id: freshness; interval: 4000; onTriggered: root.fresh = false }
    Connections {
        target: root.packs
        function onReloaded() {
            root.reloadedAt = new Date().toLocaleTimeString(Qt.locale(), Locale.ShortFormat)
            root.fresh = true
            freshness.restart()
        }
        function onPathsChanged() {
            root.fresh = false
            root.reloadedAt = ""
        }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 12
        Label {
            id: packLabel
            objectName: "packName"
            text: qsTr("Pack: %1").arg(root.packs.name)
            color: Theme.accent
            font.bold: true
            elide: Text.ElideMiddle
            Layout.maximumWidth: root.width / 3
        }
        Label {
            id: reportLabel
            objectName: "reloadReport"
            Layout.fillWidth: true
            text: root.packs.broken ? qsTr("This pack has problems; the game goes on with what it had.")
                                    : root.reloadedAt.length > 0 ? qsTr("Reloaded at %1; watching for changes").arg(root.reloadedAt)
                                                                 : qsTr("Watching for changes")
            color: root.packs.broken ? Theme.failureLight : root.fresh ? Theme.successLight : Theme.textDim
            elide: Text.ElideRight
            ToolTip.visible: reportHover.hovered && truncated
            ToolTip.text: text
            HoverHandler { id: reportHover }
        }
        Button {
            objectName: "showProblems"
            visible: root.packs.broken
            text: qsTr("Show problems (%1)").arg(root.packs.diagnostics.errorCount)
            onClicked: root.problemsRequested()
        }
    }
}
