import QtQuick
import QtQuick.Controls.Fusion as Fusion
import QtQuick.Templates as T

// Fusion's dialog, with this style's button box (fingertip-sized OK, Cancel, Close), over
// a window dimmed enough to tell the dialog from the page behind it, and a title set in
// as far as the dialog's contents.
Fusion.Dialog {
    id: control

    // One margin for every dialog's contents, title and buttons (Fusion's 6 px put texts
    // and boxes against the frame), less on a phone; DialogButtonBox keeps the same.
    padding: parent ? Touch.dialogMargin(parent.width, parent.height) : 16

    header: Fusion.Label {
        text: control.title
        visible: control.title !== ""
        elide: Fusion.Label.ElideRight
        font.bold: true
        leftPadding: control.leftPadding
        rightPadding: control.rightPadding
        topPadding: 12
        bottomPadding: 4
        background: Rectangle {
            x: 1
            y: 1
            width: parent.width - 2
            height: parent.height - 1
            color: control.palette.window
            radius: 2
        }
    }

    footer: DialogButtonBox {
        visible: count > 0
    }

    // The control that has the focus when the dialog opens: a dialog declares it as
    // `property Item firstControl` (its first one, where Tab would otherwise go to the
    // buttons at the bottom first), and may declare a `keyboardFirstControl` for when
    // the keyboard opened it (a text field, which a finger's opening leaves alone: it
    // would bring up a phone's keyboard). Framed as the keyboard's focus when the
    // keyboard opened the dialog: by a window's shortcut (the window's
    // `openingByKeyboard`), from a control showing the keyboard's focus, or from the
    // board's keyboard cursor. (Declared by the dialogs, not here: under another style,
    // as in the QML tests, they are plain properties.)
    property bool openedByKeyboard: false
    focus: true
    onAboutToShow: {
        const window = parent ? parent.Window.window : null
        const focused = window ? window.activeFocusItem : null
        openedByKeyboard = (window !== null && window.openingByKeyboard === true)
                           || (focused !== null && (focused.visualFocus === true
                                                    || (focused.activeFocusOnTab && focused.visualFocus === undefined)))
    }
    // The control the keyboard moves to comes into view where the dialog's page scrolls
    // (a Flickable around its choices).
    FocusReveal {
        target: control.opened && control.parent ? control.parent.Window.window : null
        content: control.contentItem
    }
    onOpened: {
        const keyed = openedByKeyboard ? control["keyboardFirstControl"] : null
        const first = keyed && keyed.visible ? keyed : control["firstControl"]
        if (first && first.visible && first.enabled)
            first.forceActiveFocus(openedByKeyboard ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }

    T.Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }
}
