pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Dialogs

// Choosing a pack from disk: a folder, or one or more JSON files. Under offscreen and Xvfb these
// are Qt Quick's own dialogs.
Item {
    id: root
    signal chosen(var paths)

    function openFolder() { folderDialog.open() }
    function openFiles() { fileDialog.open() }

    FolderDialog {
        id: folderDialog
        title: qsTr("Open a pack folder")
        onAccepted: root.chosen([folderDialog.selectedFolder])
    }
    FileDialog {
        id: fileDialog
        title: qsTr("Open pack files")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Content files (*.json)")]
        onAccepted: root.chosen(fileDialog.selectedFiles)
    }
}
