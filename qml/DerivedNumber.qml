pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// A number the engine derived, with its breakdown ("60 base (Medium), +5 from 1 Trust = 65") as a
// tooltip on hover.
Label {
    id: root
    property string why: ""
    property bool forceTip: false
    readonly property var tip: tipItem.tip
    color: Theme.text
    font.pixelSize: Theme.fontNormal
    Accessible.description: root.why

    HoverHandler { id: hover }
    LazyToolTip {
        id: tipItem
        wanted: hover.hovered || root.forceTip
        delay: root.forceTip ? 0 : 300
        text: root.why
    }
}
