import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's button, as tall as a fingertip, with icons that read at arm's length.
Fusion.Button {
    implicitWidth: Math.max(Touch.size, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 8
    icon.width: Touch.iconSize
    icon.height: Touch.iconSize
    // Return or Enter presses the button that has the keyboard's focus, as Space does,
    // before a shortcut of the window or dialog takes it: New game's Return ("start it")
    // took Cancel for OK.
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Return || event.key === Qt.Key_Enter
    // (Once a press: held down, the key repeats, and Clear would clear its own undo.)
    Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) pressByKey() }
    Keys.onEnterPressed: (event) => { if (!event.isAutoRepeat) pressByKey() }
    function pressByKey() {
        if (checkable)
            toggle()
        clicked()
    }
}
