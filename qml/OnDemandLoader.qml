import QtQuick

// A Loader for a part of a screen that is rarely needed at once (the guide, a decision, the
// explanations): its item is made the first time `wanted` is true and then kept, so that it costs
// nothing at start-up and opens again without delay. (A latch, not `active: wanted || made` with
// `made` set on load: that is a binding loop when loading sets it.)
Loader {
    id: root
    property bool wanted: false
    active: false
    onWantedChanged: if (wanted) active = true
    Component.onCompleted: if (wanted) active = true
}
