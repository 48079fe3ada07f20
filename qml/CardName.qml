import QtQuick
import QtQuick.Layouts
import Parley.Client

// A card's name in two lines at most, whole: a long name, or a word wider than the card (German
// compounds such as "Gemeinsamkeiten"), gets a smaller font rather than an ellipsis or a break in
// the middle of the word.
Text {
    id: root
    property int largest: Theme.fontNormal
    property int smallest: Theme.fontSmall - 3
    // The widest word at the largest size; the font shrinks in proportion until it fits a line.
    readonly property real widestWord: Math.max(1, ...text.split(/\s+/).map(w => metrics.advanceWidth(w)))
    Layout.preferredHeight: metrics.height * 2
    color: Theme.cardText
    font.pixelSize: Math.max(smallest, Math.min(largest, Math.floor(largest * width / widestWord)))
    font.bold: true
    wrapMode: Text.WordWrap
    fontSizeMode: Text.Fit // and small enough for two lines
    minimumPixelSize: smallest
    verticalAlignment: Text.AlignVCenter
    FontMetrics {
        id: metrics
        font.pixelSize: root.largest
        font.bold: true
    }
}
