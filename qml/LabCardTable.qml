pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The balance lab's Cards tab: every card's figures, a row each, sortable by any column (a click
// on its header), with each figure's change against the run before where the runs compare.
ColumnLayout {
    id: page
    required property BalanceLab lab
    // The table is filled only while its tab shows (a run's end then costs the window nothing).
    property bool shown: false
    readonly property alias cardList: cardList
    spacing: 2
    readonly property real figureWidth: Math.max(72, Math.min(100, (width - 190) / 8))
    function columnWidth(column: int): real {
        return column === 0 ? width - 8 * figureWidth - 16 : figureWidth
    }
    Row {
        objectName: "cardsHeader"
        Layout.fillWidth: true
        Repeater {
            model: 9
            delegate: Rectangle {
                id: head
                required property int index
                width: page.columnWidth(index)
                height: 36
                color: headTap.hovered ? Theme.panelRaised : Theme.panel
                border.color: Theme.border
                objectName: "header" + index
                Label {
                    anchors.fill: parent
                    anchors.margins: 3
                    text: (page.lab.cards.titles[head.index] ?? "")
                          + (page.lab.cards.sortColumn === head.index
                             ? (page.lab.cards.sortOrder === Qt.AscendingOrder ? " \u25B4" : " \u25BE") : "")
                    color: Theme.accent
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    horizontalAlignment: head.index === 0 ? Text.AlignLeft : Text.AlignRight
                    verticalAlignment: Text.AlignVCenter
                }
                HoverHandler { id: headTap }
                TapHandler { onTapped: page.lab.cards.sortBy(head.index) }
            }
        }
    }
    ListView {
        id: cardList
        objectName: "cardList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        // Rows are made only while the table is shown, and only those in view: each is nine
        // labels, and the first run's results made them all in one frame.
        cacheBuffer: 0
        model: page.shown ? page.lab.cards : null
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: cardRow
            required property int index
            required property string name
            required property var drawn
            required property var played
            required property var succeeded
            required property var exhaustedUnplayed
            required property string winRatePlayedText
            required property string winRateNotPlayedText
            required property string impactText
            required property bool impactSignificant
            required property string changeText
            required property bool changeSignificant
            // Column i's text. A binding depends on what it read, so each cell is redone only
            // when its own figure changes (a list of all nine redid every cell for each).
            function cellText(i: int): string {
                switch (i) {
                case 0: return name
                case 1: return String(drawn)
                case 2: return String(played)
                case 3: return String(succeeded)
                case 4: return String(exhaustedUnplayed)
                case 5: return winRatePlayedText
                case 6: return winRateNotPlayedText
                case 7: return impactText
                default: return changeText
                }
            }
            width: ListView.view.width
            height: 24
            color: index % 2 ? Theme.panel : Theme.background
            Row {
                anchors.fill: parent
                // Nine cells made once per row, each reading its own figure. (The texts as the
                // model remade every cell of every row at each run's end: 115 ms a frame.)
                Repeater {
                    model: 9
                    // Text, not Label: a control's palette and font for each of 9 cells a row
                    // was a third of the time the first results took to show.
                    delegate: Text {
                        id: cell
                        required property int index
                        readonly property bool strong: (index === 7 && cardRow.impactSignificant)
                                                       || (index === 8 && cardRow.changeSignificant)
                        readonly property bool weak: (index === 7 && !cardRow.impactSignificant)
                                                     || (index === 8 && !cardRow.changeSignificant)
                        width: page.columnWidth(index)
                        height: cardRow.height
                        leftPadding: 3
                        rightPadding: 3
                        text: cardRow.cellText(index)
                        color: strong ? Theme.accent : weak ? Theme.textDim : Theme.text
                        font.bold: strong
                        font.pixelSize: Theme.fontSmall
                        // A change shrinks rather than lose its end (in Chinese, "+37.3 个百分点" is
                        // wider than its column at 1024 wide); a name is elided. Only the changes:
                        // fitting lays a text out again and again, and rows are made in a frame.
                        fontSizeMode: index >= 7 ? Text.HorizontalFit : Text.FixedSize
                        minimumPixelSize: 8
                        elide: index === 0 ? Text.ElideRight : Text.ElideNone
                        horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                        verticalAlignment: Text.AlignVCenter
                    }
                }
            }
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Impact: the win rate when played minus when not. Change: the win rate when played against the run before. Bold: more than chance at 95%; dimmed: within chance.")
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.Wrap
    }
}
