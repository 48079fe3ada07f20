pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// A combo box in the window's colours: light text on a raised dark field, and a dark list. The
// palette reaches any delegate given (ItemDelegate draws with it), so a box with its own
// delegate is themed too.
ComboBox {
    id: control
    font.pixelSize: Theme.fontNormal
    palette.button: Theme.panelRaised
    palette.buttonText: Theme.text
    palette.text: Theme.text
    palette.base: Theme.panelRaised
    palette.window: Theme.panel
    palette.windowText: Theme.text
    palette.light: Theme.border          // the highlighted entry
    palette.midlight: Theme.panelRaised  // an entry being pressed
    palette.mid: Theme.border            // the list's frame
    palette.dark: Theme.textDim          // the arrows
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.accent
    // The list opens in the window's overlay, out of the box's reach: it gets the roles itself,
    // and hands them to the entries.
    popup.palette.text: Theme.text
    popup.palette.highlightedText: Theme.accent
    popup.palette.light: Theme.border
    popup.palette.midlight: Theme.panelRaised
    popup.palette.mid: Theme.border
    popup.palette.window: Theme.panel
    popup.palette.highlight: Theme.accent

    background: Rectangle {
        implicitWidth: 140
        implicitHeight: 34
        radius: Theme.radius
        color: control.down ? Theme.border : Theme.panelRaised
        border.color: control.visualFocus || control.hovered ? Theme.accent : Theme.border
        border.width: control.visualFocus ? 2 : 1
    }
}
