pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtTest
import Parley.Client

// The settings panel in the real window (Main.qml): Esc opens and closes it in a game and on the
// start screen without taking Esc from what it already cancels; every setting reaches the
// controller and is kept; F11 switches full screen; tooltips and combo boxes wear the theme.
Item {
    id: root
    width: 200
    height: 100

    // Reads the settings file afresh: what another run of the game would find.
    Component { id: freshSettings; SettingsController {} }
    SettingsController { id: settings }
    SignalSpy { id: playedSpy; signalName: "played" }

    TestCase {
        name: "SettingsPanel"
        when: windowShown

        // The window, in a conversation with Marcus (or on the start screen), keys going to it.
        function openWindow(inGame: bool, instant = true): var {
            const component = Qt.createComponent("qrc:/qt/qml/Parley/Client/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            const w = createTemporaryObject(component, null, {
                startNpc: inGame ? "marcus" : "",
                startSeed: 5,
                autosave: false,
                instantAnimations: instant,
                forcedSize: Qt.size(0, 0)
            })
            verify(w)
            w.requestActivate()
            tryVerify(() => w.active)
            if (inGame) tryCompare(w.game, "phase", GameController.Playing)
            waitForRendering(w.contentItem)
            return w
        }
        function fresh(): var { return createTemporaryObject(freshSettings, root) }
        function sameColour(actual, expected, what) {
            verify(Qt.colorEqual(actual, expected), what + ": " + actual + ", expected " + expected)
        }

        property real themeSpeed: 1
        function initTestCase() { themeSpeed = Theme.animationSpeed }
        // The windows bind the theme's speed; the other tests find it as it was.
        function cleanup() { Theme.animationSpeed = themeSpeed }

        function init() {
            settings.volume = 0.8
            // Quiet by default here: no sound is due in these tests, and no audio system is asked.
            settings.muted = true
            settings.fullscreen = false
            settings.animationSpeed = 1
            settings.language = "en"
        }

        function test_escOpensAndClosesInAGame() {
            const w = openWindow(true)
            verify(!w.settingsPanel) // made when first opened
            keyClick(Qt.Key_Escape)
            tryVerify(() => w.settingsPanel?.opened)
            const panel = w.settingsPanel
            // While it is open, the game's keys do nothing.
            keyClick(Qt.Key_1)
            compare(w.game.selectedIndex, -1)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !panel.opened)
            // The screen has the keys back.
            keyClick(Qt.Key_1)
            compare(w.game.selectedIndex, 0)
        }

        // Esc still cancels first: a selected card, the explanations; only then the settings.
        function test_escCancelsBeforeOpening() {
            const w = openWindow(true)
            keyClick(Qt.Key_1)
            compare(w.game.selectedIndex, 0)
            keyClick(Qt.Key_Escape)
            compare(w.game.selectedIndex, -1)
            verify(!w.settingsPanel?.opened)
            keyClick(Qt.Key_E)
            const explanation = findChild(w.contentItem, "explanationPanel")
            tryVerify(() => explanation.visible)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !explanation.visible)
            verify(!w.settingsPanel?.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => w.settingsPanel?.opened)
        }

        function test_escAndButtonOnTheStartScreen() {
            const w = openWindow(false)
            compare(w.game.phase, GameController.Start)
            keyClick(Qt.Key_Escape)
            tryVerify(() => w.settingsPanel?.opened)
            const panel = w.settingsPanel
            keyClick(Qt.Key_Escape)
            tryVerify(() => !panel.opened)
            const button = findChild(w.contentItem, "settingsButton")
            verify(button)
            mouseClick(button)
            tryVerify(() => panel.opened)
            mouseClick(findChild(panel.contentItem, "settingsClose"))
            tryVerify(() => !panel.opened)
        }

        function test_volumeAndMuteReachTheControllerAndStay() {
            settings.muted = false
            const w = openWindow(true)
            w.openSettings()
            const panel = w.settingsPanel
            tryVerify(() => panel.opened)
            const slider = panel.volumeSlider
            waitForRendering(slider)
            // A click a quarter of the way along the groove; letting go plays a sample.
            playedSpy.target = w.sound
            playedSpy.clear()
            mouseClick(slider, slider.leftPadding + slider.availableWidth * 0.25, slider.height / 2)
            compare(playedSpy.count, 1)
            compare(playedSpy.signalArguments[0][0], SoundController.Speak)
            fuzzyCompare(settings.volume, 0.25, 0.051)
            fuzzyCompare(w.sound.volume, settings.volume, 0.0001)
            fuzzyCompare(fresh().volume, settings.volume, 0.0001)
            compare(findChild(panel.contentItem, "volumeText").text, Math.round(settings.volume * 100) + "%")

            verify(!w.sound.muted)
            mouseClick(panel.muteSwitch)
            verify(settings.muted)
            verify(w.sound.muted)
            verify(fresh().muted)
            verify(!slider.enabled)
            w.sound.play(SoundController.Success)
            compare(playedSpy.count, 1) // muted: nothing more
            mouseClick(panel.muteSwitch)
            verify(!settings.muted)
            verify(!fresh().muted)
        }

        function test_animationSpeedReachesTheTheme() {
            const w = openWindow(true, false)
            w.openSettings()
            const panel = w.settingsPanel
            tryVerify(() => panel.opened)
            const box = panel.speedBox
            compare(box.displayText, "Normal")
            box.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(settings.animationSpeed, 2)
            compare(fresh().animationSpeed, 2)
            compare(box.displayText, "Fast")
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(settings.animationSpeed, 0)
            compare(box.displayText, "Off")
            // The window's animations follow.
            compare(Theme.animationSpeed, 0)
            keyClick(Qt.Key_Down)
            compare(Theme.animationSpeed, 1)
        }

        function test_languageSwitchesAndStays() {
            const w = openWindow(true)
            w.openSettings()
            const panel = w.settingsPanel
            tryVerify(() => panel.opened)
            const box = panel.languageBox
            const de = panel.languages.findIndex(l => l.code === "de")
            verify(de >= 0)
            box.forceActiveFocus()
            while (box.currentIndex < de) keyClick(Qt.Key_Down)
            while (box.currentIndex > de) keyClick(Qt.Key_Up)
            compare(w.language.language, "de")
            compare(settings.language, "de")
            compare(fresh().language, "de")
            compare(box.displayText, panel.languages[de].name)
            // Back, so that the other tests read English.
            w.language.language = "en"
            compare(settings.language, "en")
        }

        function test_fullscreenBySwitchAndF11() {
            const w = openWindow(true)
            compare(w.visibility, Window.Windowed)
            w.openSettings()
            const panel = w.settingsPanel
            tryVerify(() => panel.opened)
            mouseClick(panel.fullscreenSwitch)
            verify(settings.fullscreen)
            tryCompare(w, "visibility", Window.FullScreen)
            verify(fresh().fullscreen)
            // F11 works with the panel open too.
            keyClick(Qt.Key_F11)
            verify(!settings.fullscreen)
            tryCompare(w, "visibility", Window.Windowed)
            verify(!panel.fullscreenSwitch.checked)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !panel.opened)

            keyClick(Qt.Key_F11)
            tryCompare(w, "visibility", Window.FullScreen)
            verify(settings.fullscreen)
            verify(fresh().fullscreen)
            keyClick(Qt.Key_F11)
            tryCompare(w, "visibility", Window.Windowed)
            verify(!fresh().fullscreen)
        }

        // A window opened with full screen kept from last time opens full screen.
        function test_fullscreenIsRestored() {
            settings.fullscreen = true
            const w = openWindow(false)
            tryCompare(w, "visibility", Window.FullScreen)
        }

        function test_comboBoxesAndTooltipsAreThemed() {
            const w = openWindow(true)
            // A tooltip declared in a screen (the patience breakdown) and an attached one.
            const patience = findChild(w.contentItem, "patience")
            verify(patience)
            patience.forceTip = true
            tryVerify(() => patience.tip?.visible ?? false)
            sameColour(patience.tip.background.color, Theme.border, "declared tooltip")
            sameColour(patience.tip.contentItem.color, Theme.text, "declared tooltip's text")
            const undo = findChild(w.contentItem, "timelineUndo")
            undo.ToolTip.show("undo")
            const shared = undo.ToolTip.toolTip
            tryVerify(() => shared.visible)
            sameColour(shared.background.color, Theme.border, "attached tooltip")
            sameColour(shared.contentItem.color, Theme.text, "attached tooltip's text")
            undo.ToolTip.hide()

            // The panel's combo box, closed and open.
            w.openSettings()
            const panel = w.settingsPanel
            tryVerify(() => panel.opened)
            const box = panel.speedBox
            sameColour(box.background.color, Theme.panelRaised, "combo box")
            sameColour(box.contentItem.color, Theme.text, "combo box's text")
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            sameColour(box.popup.background.color, Theme.panel, "combo box's list")
            const list = box.popup.contentItem
            tryVerify(() => list.itemAtIndex(0) !== null)
            const entry = list.itemAtIndex(0)
            sameColour(entry.contentItem.color, entry.highlighted ? Theme.accent : Theme.text, "combo box's entry")
            // Esc closes the list first, then the panel.
            keyClick(Qt.Key_Escape)
            tryVerify(() => !box.popup.opened)
            verify(panel.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !panel.opened)

            // The start screen's too.
            w.game.leave()
            tryCompare(w.game, "phase", GameController.Start)
            waitForRendering(w.contentItem)
            for (const name of ["deckBox", "languageBox", "speedBox"]) {
                const startBox = findChild(w.contentItem, name)
                verify(startBox, name)
                sameColour(startBox.background.color, Theme.panelRaised, name)
                sameColour(startBox.contentItem.color, Theme.text, name + "'s text")
            }
        }
    }
}
