import QtQuick
import QtQuick.Controls
import Parley.Client

// A text field in the window's colours: light text on a raised dark field, the accent around it
// while it has the focus (the Basic style's white field glares on the dark theme).
TextField {
    id: control
    font.pixelSize: Theme.fontNormal
    color: Theme.text
    placeholderTextColor: Theme.textDim
    selectionColor: Theme.selection
    selectedTextColor: "white"
    background: Rectangle {
        implicitWidth: 120
        implicitHeight: 40
        radius: 3
        color: Theme.panelRaised
        border.color: control.activeFocus ? Theme.accent : Theme.border
        border.width: control.activeFocus ? 2 : 1
    }
}
