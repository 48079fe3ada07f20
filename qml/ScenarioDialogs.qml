pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Dialogs

// Choosing a scenario file for the steps panel, or a folder of them for the test explorer. Under
// offscreen and Xvfb these are Qt Quick's own dialogs.
Item {
    id: root
    signal fileChosen(url file)
    signal folderChosen(url folder)

    function openFile() { fileDialog.open() }
    function openFolder() { folderDialog.open() }

    FileDialog {
        id: fileDialog
        title: qsTr("Open a scenario")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Scenarios (*.json)"), qsTr("All files (*)")]
        onAccepted: root.fileChosen(fileDialog.selectedFile)
    }
    FolderDialog {
        id: folderDialog
        title: qsTr("Open a folder of scenarios")
        onAccepted: root.folderChosen(folderDialog.selectedFolder)
    }
}
