pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The gallery's partners: a list with their portraits, searched, filtered by the state they start
// in, their deck and their skills, and sorted; and the chosen one with their description, their
// deck, their personality (skills) in words and the balance lab's figures for them.
Item {
    id: root
    required property GalleryController gallery
    property string selectedNpcId: ""
    // Read again after every rebuild (a live reload, a change of language).
    property var selected: ({})
    function refresh() { root.selected = root.gallery.partner(root.selectedNpcId) }
    onSelectedNpcIdChanged: refresh()
    Connections {
        target: root.gallery
        function onRebuilt() {
            if (root.gallery.allPartners.rowOf(root.selectedNpcId) < 0)
                root.selectedNpcId = root.gallery.allPartners.get(0).npcId ?? ""
            root.refresh()
        }
    }
    readonly property bool hasPartner: (root.selected.npcId ?? "").length > 0
    // The balance lab's last run's figures for the selected partner (partnerFigures); empty
    // when no run played them.
    property var figures: ({})
    // Worded again after every rebuild (a change of language among them), as the cards' are.
    readonly property var figureLines: root.gallery.revision >= 0 ? root.gallery.partnerFigureLines(root.figures) : []
    readonly property alias partnerList: partnerList
    readonly property alias skills: skills
    readonly property alias searchField: searchField
    readonly property alias figuresTable: figuresTable
    signal deckChosen(string deckId)

    Component.onCompleted: if (root.selectedNpcId.length === 0) root.selectedNpcId = root.gallery.allPartners.get(0).npcId ?? ""

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Flow {
            Layout.fillWidth: true
            spacing: 6
            ThemedTextField {
                id: searchField
                objectName: "partnerSearch"
                width: 220
                placeholderText: qsTr("Search partners and skills")
                Accessible.name: qsTr("Search the partners")
                onTextChanged: root.gallery.partners.search = text
            }
            GalleryFilterBox {
                objectName: "partnerStateFilter"
                choices: root.gallery.partnerStateChoices
                value: root.gallery.partners.startState
                onChosen: v => root.gallery.partners.startState = v
            }
            GalleryFilterBox {
                objectName: "partnerDeckFilter"
                choices: root.gallery.partnerDeckChoices
                value: root.gallery.partners.deck
                onChosen: v => root.gallery.partners.deck = v
            }
            GalleryFilterBox {
                objectName: "partnerSkillFilter"
                choices: root.gallery.partnerSkillChoices
                value: root.gallery.partners.skills
                onChosen: v => root.gallery.partners.skills = v
            }
            GalleryFilterBox {
                objectName: "partnerSortBox"
                choices: root.gallery.partnerSortChoices
                value: root.gallery.partners.sortKey
                onChosen: v => root.gallery.partners.sortKey = v
            }
            Button {
                objectName: "clearPartnerFilters"
                text: qsTranslate("GalleryCards", "Clear")
                onClicked: {
                    searchField.text = ""
                    root.gallery.partners.clearFilters()
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            ColumnLayout {
                // Its children fill it; it does not fill the row (a layout would, by default).
                Layout.fillWidth: false
                Layout.preferredWidth: Math.max(220, Math.min(300, root.width * 0.26))
                Layout.fillHeight: true
                spacing: 6
                Label {
                    objectName: "partnerCount"
                    Layout.fillWidth: true
                    text: qsTr("Partners shown: %1").arg(root.gallery.partners.count)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                ListView {
                    id: partnerList
                    objectName: "partnerList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 6
                    model: root.gallery.partners
                    delegate: Rectangle {
                        id: partnerRow
                        required property string npcId
                        required property string name
                        required property string portrait
                        required property string startState
                        objectName: "partner_" + npcId
                        width: ListView.view.width
                        implicitHeight: Math.max(56, partnerText.implicitHeight + 12)
                        radius: Theme.radius
                        color: root.selectedNpcId === npcId ? Theme.panelRaised : Theme.panel
                        border.color: root.selectedNpcId === npcId ? Theme.accent : Theme.border
                        SvgImage {
                            id: face
                            anchors.left: parent.left
                            anchors.verticalCenter: parent.verticalCenter
                            anchors.leftMargin: 6
                            width: 44
                            height: 44
                            radius: 6
                            svg: partnerRow.portrait
                        }
                        ColumnLayout {
                            id: partnerText
                            anchors.left: face.right
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            anchors.margins: 8
                            spacing: 1
                            Label { Layout.fillWidth: true; text: partnerRow.name; color: Theme.text; font.bold: true; wrapMode: Text.Wrap }
                            Label { Layout.fillWidth: true; text: qsTranslate("StartScreen", "starts %1").arg(partnerRow.startState); color: Theme.textDim; font.pixelSize: Theme.fontSmall; wrapMode: Text.Wrap }
                        }
                        TapHandler { onTapped: root.selectedNpcId = partnerRow.npcId }
                    }
                }
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: Theme.panel
                radius: Theme.radius
                border.color: Theme.border
                Flickable {
                    id: flick
                    anchors.fill: parent
                    anchors.margins: 10
                    contentHeight: column.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    ColumnLayout {
                        id: column
                        visible: root.hasPartner
                        width: flick.width - 10
                        spacing: 8
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 12
                            SvgImage {
                                objectName: "partnerPortrait"
                                Layout.preferredWidth: 120
                                Layout.preferredHeight: 120
                                Layout.alignment: Qt.AlignTop
                                radius: 10
                                svg: root.selected.portrait ?? ""
                                Accessible.role: Accessible.Graphic
                                Accessible.name: qsTranslate("PartnerPortrait", "Portrait: %1").arg(root.selected.name ?? "")
                            }
                            ColumnLayout {
                                Layout.fillWidth: true
                                Layout.alignment: Qt.AlignTop
                                spacing: 4
                                Label {
                                    objectName: "partnerName"
                                    Layout.fillWidth: true
                                    text: root.selected.name ?? ""
                                    color: Theme.accent
                                    font.pixelSize: Theme.fontLarge
                                    font.bold: true
                                    wrapMode: Text.Wrap
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("Starts %1, with %2 patience").arg(root.selected.startState ?? "").arg(root.selected.patience ?? 0)
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                }
                                Label {
                                    objectName: "partnerDescription"
                                    Layout.fillWidth: true
                                    text: root.selected.description ?? ""
                                    color: Theme.textDim
                                    wrapMode: Text.Wrap
                                }
                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: 8
                                    Label {
                                        objectName: "partnerDeck"
                                        Layout.fillWidth: true
                                        text: (root.selected.deckName ?? "").length > 0
                                              ? qsTr("Deck: %1 (%2 cards)").arg(root.selected.deckName).arg(root.selected.deckSize)
                                              : qsTr("Their own deck of %1 cards").arg(root.selected.deckSize ?? 0)
                                        color: Theme.text
                                        wrapMode: Text.Wrap
                                    }
                                    Button {
                                        objectName: "openPartnerDeck"
                                        visible: (root.selected.deckId ?? "").length > 0
                                        text: qsTr("Show the deck")
                                        onClicked: root.deckChosen(root.selected.deckId)
                                    }
                                }
                            }
                        }
                        Label {
                            text: qsTr("Personality")
                            color: Theme.text
                            font.bold: true
                        }
                        Label {
                            visible: (root.selected.skills ?? []).length === 0
                            text: qsTr("No skills: they play by the rules alone.")
                            color: Theme.textDim
                        }
                        Repeater {
                            id: skills
                            model: root.selected.skills ?? []
                            delegate: GallerySkillLine {
                                Layout.fillWidth: true
                            }
                        }
                        Label {
                            text: qsTranslate("GalleryCardDetail", "Simulated figures")
                            color: Theme.text
                            font.bold: true
                        }
                        Label {
                            objectName: "noPartnerFigures"
                            visible: root.figureLines.length === 0
                            Layout.fillWidth: true
                            text: qsTr("The balance lab's last run did not play them. Run one with them in the Balance lab to see how often they are won over, by each policy, and how long their conversations last.")
                            color: Theme.textDim
                            wrapMode: Text.Wrap
                        }
                        ColumnLayout {
                            id: figuresTable
                            objectName: "partnerFiguresTable"
                            visible: root.figureLines.length > 0
                            Layout.fillWidth: true
                            spacing: 3
                            Repeater {
                                model: root.figureLines
                                delegate: RowLayout {
                                    id: figureRow
                                    required property var modelData
                                    Layout.fillWidth: true
                                    spacing: 8
                                    Label {
                                        objectName: "figureLabel"
                                        Layout.preferredWidth: column.width * 0.45
                                        text: figureRow.modelData.label
                                        color: Theme.textDim
                                        wrapMode: Text.Wrap
                                    }
                                    Label {
                                        objectName: "figureValue"
                                        Layout.fillWidth: true
                                        text: figureRow.modelData.value
                                        color: Theme.text
                                        wrapMode: Text.Wrap
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
