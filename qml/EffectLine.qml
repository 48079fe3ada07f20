pragma ComponentBehavior: Bound
import QtQuick

// One of a card's three effects: a coloured tag (with its chance) and the engine's text, which
// wraps under the tag so that narrow cards stay readable.
Text {
    id: root
    property string label: ""
    property string effect: ""
    property string chance: ""
    property color tint: Theme.success
    readonly property string tag: chance.length > 0 ? label + " " + chance : label

    function escaped(s: string): string {
        return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }

    textFormat: Text.RichText
    wrapMode: Text.Wrap
    font.pixelSize: Theme.fontSmall
    color: Theme.cardText
    text: "<span style=\"background-color:" + tint + "; color:white; font-weight:bold;\">&nbsp;"
          + escaped(tag) + "&nbsp;</span>&nbsp; "
          + (effect.length > 0 ? escaped(effect)
                               : "<i><span style=\"color:" + Theme.cardDim + ";\">" + escaped(qsTr("No effect")) + "</span></i>")
    Accessible.name: tag + ": " + (effect.length > 0 ? effect : qsTr("No effect"))
}
