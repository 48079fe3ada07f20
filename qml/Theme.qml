pragma Singleton
pragma ComponentBehavior: Bound
import QtQuick

// Colours, sizes and animation timing shared by every screen.
QtObject {
    readonly property color background: "#1b1e24"
    readonly property color panel: "#262a33"
    readonly property color panelRaised: "#30353f"
    readonly property color border: "#454c5a"
    readonly property color text: "#ece8df"
    readonly property color textDim: "#aab0bc"
    readonly property color accent: "#e2b45c"
    readonly property color card: "#f3ead6"
    readonly property color cardText: "#2a251e"
    readonly property color cardDim: "#6b6152"
    readonly property color success: "#2f8f4e"
    readonly property color successLight: "#7ed69a"
    readonly property color failure: "#b53a3a"
    readonly property color failureLight: "#f08c8c"
    readonly property color exhaust: "#6a4fa3"
    readonly property color exhaustLight: "#c3a9f0"
    readonly property color goal: "#ff6a3d"
    readonly property color warning: "#ffb347"
    readonly property color selection: "#4da3ff"
    // A card's rule lines by kind (CardRulesText): abilities, triggers, auras, extra costs.
    function ruleTint(kind: string): color {
        switch (kind) {
        case "ability": return "#3d6e9e"
        case "trigger": return "#8a5a1f"
        case "aura": return "#2f7d7a"
        case "silence": return "#5b5f6b"
        case "table": return "#4b6584"
        default: return "#6b6152"
        }
    }

    readonly property int spacing: 8
    readonly property int radius: 6
    readonly property int fontSmall: 11
    readonly property int fontNormal: 13
    readonly property int fontLarge: 16
    readonly property int fontTitle: 24

    // Set from the settings: 0 turns animations off, 2 makes them twice as fast.
    property real animationSpeed: 1
    // No animation may hold up play: every one is capped at 200 ms.
    function duration(ms: int): int {
        return animationSpeed <= 0 ? 0 : Math.min(200, Math.round(ms / animationSpeed))
    }
}
