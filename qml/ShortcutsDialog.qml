pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// The keyboard shortcuts, as a sheet (F1, or from the settings).
Dialog {
    id: dialog
    title: qsTr("Keyboard shortcuts")
    parent: Overlay.overlay
    anchors.centerIn: parent
    // Wider on a large screen, whose larger font wrapped most descriptions.
    width: parent ? Math.min(parent.width - 16, Math.max(520, parent.width * 0.4)) : 400
    height: parent ? Math.min(parent.height - 16, implicitHeight) : 600
    modal: true
    footer: DialogButtonBox {
        Button {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    // The list has the focus when the sheet opens, so that the keyboard scrolls it
    // where it is taller than the window (a phone): ↑ ↓, Page Up, Page Down.
    property Item firstControl: scroller

    // Key names as printed on keys are not translated; what they do is.
    readonly property var shortcuts: [
        ["Ctrl+N", qsTr("New game")],
        ["Ctrl+O", qsTr("Open a game file")],
        ["Ctrl+S", qsTr("Save the game")],
        ["Ctrl+C", qsTr("Copy the game")],
        ["Ctrl+V", qsTr("Paste a game or position")],
        ["Ctrl+Z", qsTr("Undo")],
        ["Ctrl+Y, Ctrl+Shift+Z", qsTr("Redo")],
        ["← →, Ctrl+← →", qsTr("Back or forward one move (on the board: Ctrl+← →)")],
        ["Home, End", qsTr("First or last position")],
        ["Tab", qsTr("Go to the board and the controls in turn")],
        ["← ↑ → ↓", qsTr("On the board: move the cursor")],
        ["Space, Enter", qsTr("On the board: play at the cursor")],
        ["H", qsTr("Show the best line")],
        ["Esc", qsTr("Leave full screen, else stop the computer, the analysis and the best line")],
        ["F11", qsTr("Full screen")],
        ["F1", qsTr("This list")],
        ["Ctrl+Q", qsTr("Quit")]
    ]

    ScrollView {
        id: scroller
        objectName: "shortcutsList"
        anchors.fill: parent
        contentWidth: availableWidth
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: dialog.title
        readonly property Flickable view: contentItem
        function scrollBy(dy) {
            view.contentY = Math.max(0, Math.min(view.contentHeight - view.height, view.contentY + dy))
        }
        Keys.onUpPressed: scrollBy(-40)
        Keys.onDownPressed: scrollBy(40)
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_PageUp || event.key === Qt.Key_PageDown) {
                scrollBy((event.key === Qt.Key_PageUp ? -1 : 1) * (view.height - 40))
                event.accepted = true
            }
        }
        // The keyboard's focus: a frame in the text's colour.
        background: Rectangle {
            objectName: "focusRing"
            visible: scroller.visualFocus
            color: "transparent"
            border.color: scroller.palette.text
            border.width: 2
        }
        // This style's bar, shown while the list goes on below (the view's own only while
        // scrolling).
        ScrollBar.vertical: ScrollBar {
            parent: scroller
            x: scroller.width - width
            height: scroller.availableHeight
        }
        GridLayout {
            width: parent.width - 14  // room for the scroll bar
            columns: 2
            columnSpacing: 16
            rowSpacing: 8
            Repeater {
                model: dialog.shortcuts
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData[0]
                    font.bold: true
                    font.family: "monospace"
                    Layout.row: index
                    Layout.column: 0
                }
            }
            Repeater {
                model: dialog.shortcuts
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData[1]
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                    Layout.row: index
                    Layout.column: 1
                }
            }
        }
    }
}
