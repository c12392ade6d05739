pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Reversi

// Open or save a game file: a file browser sized for fingers and the same on every
// platform (folders first, then game records; tap a folder to enter it). Saving asks
// before it replaces a file, and gives a name without an extension the format's.
Dialog {
    id: dialog
    required property GameRecords records
    property bool saving: false
    property url folder: AppSettings.lastFolder
    property url chosenFile  // open: the file tapped
    // A file chosen in one folder is not opened from another: Open waits for a file here.
    onFolderChanged: chosenFile = ""
    // Where the chosen file is, once the user confirmed it (open or save).
    signal fileChosen(url file)

    title: saving ? qsTr("Save the game") : qsTr("Open a game")
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 16, 640) : 400
    height: parent ? Math.min(parent.height - 16, 720) : 600
    modal: true
    // The focus when it opens (style/Dialog.qml): the list; saving from the keyboard,
    // the name.
    property Item firstControl: files
    property Item keyboardFirstControl: saving ? nameField : files

    // Opens in the last folder; saving starts from a name of its own there.
    function start() {
        folder = AppSettings.lastFolder
        chosenFile = ""
        placesBox.model = records.places()  // a stick plugged in since is there
        nameField.text = saving ? records.fileName(records.suggestedFile(folder, formatBox.currentIndex)) : ""
        open()
    }
    readonly property url target: saving ? records.withExtension(records.fileIn(folder, nameField.text.trim()), formatBox.currentIndex)
                                         : chosenFile
    readonly property bool replaces: saving && nameField.text.trim() !== "" && records.fileExists(target)
    onOpened: files.quiet = dialog["openedByKeyboard"] !== true  // (style/Dialog.qml)
    function confirm() {
        if (target.toString() === "" || (saving && nameField.text.trim() === "")) return
        fileChosen(target)
        close()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            Button {
                id: upButton
                objectName: "upButton"
                text: qsTr("Up")
                icon.source: "../icons/up.svg"  // (the replay's Back arrow read as "back to the last folder")
                icon.color: Theme.text
                enabled: dialog.records.parentFolder(dialog.folder).toString() !== ""
                Layout.preferredHeight: 48
                // Bound, so that the row follows the name's width when the window's font
                // grows while the dialog is hidden (Qt 6.4's layout missed it: "上一级"
                // was cut short).
                Layout.preferredWidth: implicitWidth
                onClicked: dialog.folder = dialog.records.parentFolder(dialog.folder)
            }
            // Home, documents, the drives and removable volumes: "Up" alone never leaves
            // a drive (C:\ to D:\, or to a USB stick).
            ComboBox {
                id: placesBox
                objectName: "placesBox"
                textRole: "name"
                displayText: qsTr("Places")
                Accessible.name: displayText
                Layout.preferredHeight: 48
                Layout.preferredWidth: implicitWidth
                onActivated: (index) => dialog.folder = model[index].url
            }
            Label {
                Layout.fillWidth: true
                text: dialog.records.folderName(dialog.folder)
                elide: Text.ElideMiddle
            }
        }
        ListView {
            id: files
            objectName: "fileList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            ScrollBar.vertical: ScrollBar {}
            model: FolderListModel {
                folder: dialog.folder
                showDirsFirst: true
                showDotAndDotDot: false
                // GAME.SGF and X.GGF (as some programs and FAT drives write them) are games too.
                caseSensitive: false
                // Saving lists the files of the formats it writes; opening, every record
                // the app reads (each game's).
                nameFilters: dialog.saving ? dialog.records.saveExtensions.map(e => "*." + e)
                                           : ["*.ggf", "*.sgf", "*.txt", "*.obf"]
            }
            // From the keyboard: Tab reaches the list, the arrows go through it, Space
            // chooses the row (as a tap), Return opens a folder or the file (saving: takes
            // its name), Backspace goes up a folder.
            activeFocusOnTab: true
            keyNavigationEnabled: true
            // (A row is framed as soon as the list has the focus.)
            onActiveFocusChanged: {
                if (activeFocus && currentIndex < 0 && count > 0)
                    currentIndex = 0
                if (!activeFocus)
                    quiet = false
            }
            // No frame for a finger: while the focus is the one a tap gave (opening the
            // dialog, or on a row), until a key is pressed here or the focus comes back.
            property bool quiet: false
            Keys.onPressed: (event) => {
                files.quiet = false
                if (event.modifiers !== Qt.NoModifier && event.modifiers !== Qt.KeypadModifier)
                    return
                if (event.key === Qt.Key_Space && files.currentItem)
                    files.currentItem.clicked()
                else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && files.currentItem)
                    files.currentItem.activate()
                else if (event.key === Qt.Key_Backspace && upButton.enabled)
                    upButton.clicked()
                else
                    return
                event.accepted = true
            }
            delegate: ItemDelegate {
                id: row
                required property int index
                required property string fileName
                required property url fileUrl
                required property bool fileIsDir
                width: ListView.view.width
                height: 48
                text: fileIsDir ? fileName + "/" : fileName
                font.bold: fileIsDir
                highlighted: !fileIsDir && (dialog.saving ? nameField.text === fileName : dialog.chosenFile === fileUrl)
                onClicked: {
                    ListView.view.currentIndex = index
                    if (fileIsDir)
                        dialog.folder = fileUrl
                    else if (dialog.saving)
                        nameField.text = fileName
                    else
                        dialog.chosenFile = fileUrl
                }
                onDoubleClicked: if (!fileIsDir && !dialog.saving) dialog.confirm()
                onPressed: files.quiet = true  // a finger or the mouse: no keyboard frame
                // Return's action: a folder opens, a file is opened (saving: named).
                function activate() {
                    clicked()
                    if (!fileIsDir && !dialog.saving)
                        dialog.confirm()
                }
                // The keyboard's row, while the list has the focus.
                Rectangle {
                    objectName: "listFocus"
                    anchors.fill: parent
                    visible: row.ListView.isCurrentItem && files.activeFocus && !files.quiet
                    color: "transparent"
                    border.color: Theme.accentText
                    border.width: 2
                    radius: 2
                }
            }
            Label {
                anchors.centerIn: parent
                visible: files.count === 0
                text: qsTr("No games in this folder")
                color: Theme.mutedText
            }
        }
        GridLayout {
            visible: dialog.saving
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            Label { id: fileNameLabel; text: qsTr("File name") }
            TextField {
                id: nameField
                objectName: "fileNameField"
                Accessible.name: fileNameLabel.text
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                selectByMouse: true
                onAccepted: dialog.confirm()
            }
            Label { id: formatLabel; text: qsTr("Format") }
            ComboBox {
                id: formatBox
                objectName: "formatBox"
                // Named by its label and its value (a combo box named otherwise does not
                // say its value to a screen reader).
                Accessible.name: qsTr("%1: %2", "a choice's name for screen readers: its label, its value").arg(formatLabel.text).arg(displayText)
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                model: dialog.records.saveFormats
                // The name follows the format chosen (reversi-….ggf becomes ….txt).
                onActivated: (index) => nameField.text = dialog.records.nameInFormat(nameField.text, index)
            }
        }
        Label {
            visible: dialog.replaces
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.error
            text: qsTr("%1 exists: saving replaces it.").arg(dialog.records.fileName(dialog.target))
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "confirmFileButton"
            text: dialog.saving ? (dialog.replaces ? qsTr("Replace") : qsTr("Save")) : qsTr("Open")
            enabled: dialog.saving ? nameField.text.trim() !== "" : dialog.chosenFile.toString() !== ""
            implicitHeight: 48
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            text: qsTr("Cancel")
            implicitHeight: 48
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onAccepted: confirm()
}
