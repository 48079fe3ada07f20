import QtQuick
import QtQuick.Controls

// A tooltip of its own (its delay, its width) that exists only while it is wanted. A declared
// ToolTip is a Popup with its own items, made with the item that holds it: one per card, badge
// and number made the conversation screen's first frame about 20 ms later. Put it inside the item
// it explains; `tip` is the tooltip while wanted (null otherwise), for tests.
Loader {
    id: root
    // Whether to show it (usually: hovered, and there is something to say).
    property bool wanted: false
    property string text: ""
    property int delay: 300
    // The widest it grows before its text wraps (0: as wide as the text).
    property real maxWidth: 0
    readonly property ToolTip tip: item

    active: wanted && text.length > 0
    sourceComponent: ToolTip {
        // A Popup made by a Loader has no item to show over unless told.
        parent: root.parent
        text: root.text
        delay: root.delay
        width: root.maxWidth > 0 ? Math.min(implicitWidth, root.maxWidth) : implicitWidth
        Component.onCompleted: visible = true
    }
}
