pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// One of the gallery's filters: its choices as words ([{value, text}], "any" first, from the
// content), showing the value in force.
ThemedComboBox {
    id: root
    property var choices: []
    property var value
    signal chosen(var value)

    model: root.choices
    textRole: "text"
    currentIndex: Math.max(0, root.choices.findIndex(c => c.value === root.value))
    implicitContentWidthPolicy: ComboBox.WidestText
    Accessible.name: displayText
    onActivated: index => root.chosen(root.choices[index].value)
}
