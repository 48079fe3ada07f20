pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// The partner's portrait for their emotional state, in a frame of the state's colour. When the
// state changes, the new picture fades in over the old one. Hovering names the state.
Item {
    id: root
    required property PartnerController partner
    property int size: 96
    // For tests: the picture shown (once the fade is over) and the frame's colour.
    readonly property string shownSvg: front.svg
    readonly property string previousSvg: back.svg
    readonly property color frameColor: frame.border.color
    readonly property bool fading: fadeIn.running
    implicitWidth: size
    implicitHeight: size

    // From the bottom of the ladder to the top: alarm, wariness, calm, warmth, gold.
    function stateColor(level: int, levels: int): color {
        const t = levels > 1 ? level / (levels - 1) : 0.5
        if (t < 0.125) return Theme.failure
        if (t < 0.375) return Theme.warning
        if (t < 0.625) return Theme.border
        if (t < 0.875) return Theme.successLight
        return Theme.accent
    }

    // The old picture stays under the new one while it fades in.
    SvgImage {
        id: back
        anchors.fill: parent
        anchors.margins: 3
        radius: 10
    }
    SvgImage {
        id: front
        objectName: "portraitImage"
        anchors.fill: parent
        anchors.margins: 3
        radius: 10
        Accessible.role: Accessible.Graphic
        Accessible.name: qsTr("Portrait: %1").arg(root.partner.stateName)
    }
    readonly property string wanted: root.partner.portrait
    onWantedChanged: {
        if (wanted === front.svg) return
        // What is in front now goes behind, and the new picture fades in over it.
        fadeIn.stop()
        back.svg = front.svg
        front.svg = wanted
        front.opacity = 0
        fadeIn.start()
    }
    NumberAnimation {
        id: fadeIn
        target: front
        property: "opacity"
        to: 1
        duration: Theme.duration(200)
        onFinished: back.svg = front.svg
    }
    Component.onCompleted: {
        front.svg = wanted
        back.svg = wanted
    }

    Rectangle {
        id: frame
        objectName: "portraitFrame"
        anchors.fill: parent
        radius: 12
        color: "transparent"
        border.width: 3
        border.color: root.stateColor(root.partner.stateLevel, root.partner.stateLevels)
        Behavior on border.color { ColorAnimation { duration: Theme.duration(200) } }
    }

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && root.partner.stateName.length > 0
    ToolTip.text: root.partner.stateName
    ToolTip.delay: 400
}
