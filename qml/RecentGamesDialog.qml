pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// The games that were replaced on the board, newest first: a tap brings one back (and
// the game on the board joins the list), so a new game, a paste or an opened file
// never loses the game before it.
Dialog {
    id: dialog
    required property RecentGames recent
    title: qsTr("Recent games")
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 16, 560) : 400
    height: parent ? Math.min(parent.height - 16, 640) : 600
    modal: true
    // The focus when it opens (style/Dialog.qml).
    property Item firstControl: list
    footer: DialogButtonBox {
        Button {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    // Why the game tapped could not be brought back (said until the dialog opens again).
    property string problem: ""
    onAboutToShow: problem = ""
    onOpened: list.quiet = dialog["openedByKeyboard"] !== true  // (style/Dialog.qml)

    // A problem to say above the list, shown only when there is one.
    component Note: Label {
        property string message
        visible: message !== ""
        width: parent.width
        text: "✕ " + message
        color: Theme.error
        wrapMode: Text.Wrap
    }
    Column {
        id: notes
        width: parent.width
        spacing: 4
        Note { objectName: "recentProblem"; message: dialog.problem }
        // Files of the list that could not be read, named rather than dropped in silence.
        Note { objectName: "recentUnreadable"; message: dialog.recent.unreadable }
    }
    ListView {
        id: list
        objectName: "recentList"
        anchors.fill: parent
        anchors.topMargin: notes.height > 0 ? notes.height + 8 : 0
        clip: true
        spacing: 4
        model: dialog.recent.games
        ScrollBar.vertical: ScrollBar {}
        // From the keyboard: Tab reaches the list, the arrows go through it, Return or
        // Space brings the game back.
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
            list.quiet = false
            if ((event.modifiers & ~Qt.KeypadModifier) !== Qt.NoModifier || !list.currentItem)
                return
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                list.currentItem.clicked()
                event.accepted = true
            }
        }
        delegate: ItemDelegate {
            id: row
            required property int index
            required property var modelData
            objectName: "recentGame"
            width: ListView.view.width
            height: Math.max(56, implicitHeight)
            readonly property string heading: qsTr("%1 · %2 · %3", "a recent game: its game, its moves and when it was kept")
                                              .arg(row.modelData.title)
                                              .arg(row.modelData.moves === 1 ? qsTr("1 move") : qsTr("%1 moves").arg(row.modelData.moves))
                                              .arg(row.modelData.when)
            // The score before the moves, which are cut short where the row ends.
            readonly property string details: (row.modelData.finished ? qsTr("Final %1–%2") : qsTr("Black %1, White %2"))
                                              .arg(row.modelData.black).arg(row.modelData.white) + "   " + row.modelData.line
            // (The two lines are drawn below: the button's own text would be a third.)
            Accessible.name: heading + qsTr(", ", "between the parts of a game's description for screen readers") + details
            contentItem: ColumnLayout {
                spacing: 2
                Label {
                    objectName: "recentHeading"
                    Layout.fillWidth: true
                    text: row.heading
                    font.bold: true
                    wrapMode: Text.Wrap  // the time tells two games of a day apart: never cut
                }
                Label {
                    Layout.fillWidth: true
                    text: row.details
                    color: Theme.mutedText
                    elide: Text.ElideRight
                }
            }
            // The keyboard's row, while the list has the focus.
            Rectangle {
                objectName: "listFocus"
                anchors.fill: parent
                visible: row.ListView.isCurrentItem && list.activeFocus && !list.quiet
                color: "transparent"
                border.color: Theme.accentText
                border.width: 2
                radius: 2
            }
            onPressed: list.quiet = true  // a finger or the mouse: no keyboard frame
            onClicked: {
                if (dialog.recent.restore(index))
                    dialog.close()
                else
                    dialog.problem = dialog.recent.restoreProblem
            }
        }
        Label {
            anchors.centerIn: parent
            visible: list.count === 0
            width: parent.width - 24
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("No games yet. A game replaced by a new game, a paste or an opened file is kept here.")
            color: Theme.mutedText
        }
    }
}
