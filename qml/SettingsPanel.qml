pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The settings, over any screen (Esc in a game or on the start screen, or the Settings menu):
// language, animation speed, sound volume and mute, and full screen. Every change goes to the
// settings controller at once, which keeps it; Esc or a click outside closes the panel.
Popup {
    id: root
    required property SettingsController settings
    required property LanguageController language
    // Plays a sample when the volume is let go of; without one the panel is silent.
    property SoundController sound: null
    readonly property alias languageBox: languageBox
    readonly property alias speedBox: speedBox
    readonly property alias volumeSlider: volumeSlider
    readonly property alias muteSwitch: muteSwitch
    readonly property alias fullscreenSwitch: fullscreenSwitch
    // As a plain JavaScript array, for findIndex().
    readonly property var languages: language.languages

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(520, parent ? parent.width - 40 : 520)
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)
    padding: 16
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    // The sliders and switches in the window's colours (see ThemedComboBox for the roles).
    palette.window: Theme.text          // handles
    palette.light: Theme.card           // a handle being pressed
    palette.midlight: Theme.border      // grooves, and a switch that is off
    palette.mid: Theme.textDim          // the handles' rims
    palette.dark: Theme.accent          // the part of a groove that is filled, a switch that is on
    palette.windowText: Theme.text
    palette.text: Theme.text
    palette.highlight: Theme.accent

    background: Rectangle {
        color: Theme.panel
        radius: Theme.radius
        border.color: Theme.accent
    }
    // F11 still switches full screen while the panel holds the keys (the window's shortcut is
    // blocked by a modal popup).
    contentItem: Flickable {
        id: flick
        implicitHeight: body.implicitHeight
        contentHeight: body.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        focus: true
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Settings")
        Keys.onPressed: event => {
            if (event.key === Qt.Key_F11) {
                root.settings.fullscreen = !root.settings.fullscreen
                event.accepted = true
            }
        }
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: body
            width: flick.width
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Settings")
                    color: Theme.accent
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    elide: Text.ElideRight
                }
                ToolButton {
                    id: closeButton
                    objectName: "settingsClose"
                    implicitWidth: 30
                    implicitHeight: 30
                    text: "\u2715"
                    palette.buttonText: Theme.text
                    background: Rectangle {
                        radius: Theme.radius
                        color: closeButton.down ? Theme.border : closeButton.hovered ? Theme.panelRaised : "transparent"
                    }
                    Accessible.name: qsTr("Close the settings")
                    onClicked: root.close()
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 14
                rowSpacing: 10

                Label {
                    text: qsTr("Language")
                    color: Theme.text
                    Layout.maximumWidth: 220
                    elide: Text.ElideRight
                }
                ThemedComboBox {
                    id: languageBox
                    objectName: "panelLanguageBox"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 160
                    model: root.language.languages
                    textRole: "name"
                    currentIndex: root.languages.findIndex(l => l.code === root.language.language)
                    Accessible.name: qsTr("Language")
                    onActivated: index => root.language.language = root.languages[index].code
                }

                Label {
                    text: qsTr("Animations")
                    color: Theme.text
                    Layout.maximumWidth: 220
                    elide: Text.ElideRight
                }
                ThemedComboBox {
                    id: speedBox
                    objectName: "panelSpeedBox"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 160
                    // Off, normal and fast are the speeds 0, 1 and 2 (as on the start screen).
                    readonly property var names: [qsTr("Off"), qsTr("Normal"), qsTr("Fast")]
                    model: 3
                    displayText: names[currentIndex] ?? ""
                    currentIndex: Math.max(0, Math.min(2, Math.round(root.settings.animationSpeed)))
                    Accessible.name: qsTr("Animation speed")
                    onActivated: index => root.settings.animationSpeed = index
                    delegate: ItemDelegate {
                        required property int index
                        width: ListView.view.width
                        text: speedBox.names[index] ?? ""
                        highlighted: speedBox.highlightedIndex === index
                    }
                }

                Label {
                    text: qsTr("Sound volume")
                    color: Theme.text
                    Layout.maximumWidth: 220
                    elide: Text.ElideRight
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 160
                    spacing: 8
                    Slider {
                        id: volumeSlider
                        objectName: "volumeSlider"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 100
                        from: 0
                        to: 1
                        stepSize: 0.05
                        value: root.settings.volume
                        enabled: !root.settings.muted
                        opacity: enabled ? 1 : 0.45
                        Accessible.name: qsTr("Sound volume")
                        onMoved: root.settings.volume = value
                        onPressedChanged: {
                            if (!pressed && root.sound) root.sound.play(SoundController.Speak)
                        }
                    }
                    Label {
                        id: volumeText
                        objectName: "volumeText"
                        // The widest figure, so that the slider does not move as the number changes.
                        Layout.preferredWidth: Math.max(implicitWidth, Math.ceil(widest.advanceWidth))
                        horizontalAlignment: Text.AlignRight
                        text: qsTr("%1%").arg(Math.round(volumeSlider.value * 100))
                        color: root.settings.muted ? Theme.textDim : Theme.text
                        TextMetrics {
                            id: widest
                            font: volumeText.font
                            text: qsTr("%1%").arg(100)
                        }
                    }
                }

                Label {
                    text: qsTr("Mute sounds")
                    color: Theme.text
                    Layout.maximumWidth: 220
                    elide: Text.ElideRight
                }
                Switch {
                    id: muteSwitch
                    objectName: "muteSwitch"
                    checked: root.settings.muted
                    Accessible.name: qsTr("Mute sounds")
                    onToggled: root.settings.muted = checked
                }

                Label {
                    text: qsTr("Full screen")
                    color: Theme.text
                    Layout.maximumWidth: 220
                    elide: Text.ElideRight
                }
                Switch {
                    id: fullscreenSwitch
                    objectName: "fullscreenSwitch"
                    checked: root.settings.fullscreen
                    Accessible.name: qsTr("Full screen")
                    onToggled: root.settings.fullscreen = checked
                }
            }

            Label {
                Layout.fillWidth: true
                text: qsTr("Esc closes the settings. F11 switches full screen on and off.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
            }
        }
    }
}
