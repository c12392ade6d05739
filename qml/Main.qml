import QtQuick
import QtQuick.Controls
import Reversi

// The window: the board, square and centred in what is left after the side panel,
// which sits beside the board in landscape and below it in portrait.
ApplicationWindow {
    id: window
    width: 1000
    height: 680
    minimumWidth: 320
    minimumHeight: 320
    visible: true
    title: qsTr("Reversi")
    color: Theme.window
    // Text grows with the screen (14 px on a phone, 20 on a large monitor), and with it
    // every control: the panel does not stay tiny on a large screen.
    font.pixelSize: Math.round(Math.max(14, Math.min(20, Math.min(width, height) / 52)))

    palette.window: Theme.window
    palette.base: Theme.base
    palette.alternateBase: Theme.alternateBase
    palette.button: Theme.button
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.textOnAccent
    palette.mid: Theme.mid
    palette.light: Theme.light
    palette.dark: Theme.shadow
    palette.placeholderText: Theme.faintText
    // The texts by state: a control that is off reads dimmer. (Set for every state at
    // once, a colour would overwrite the disabled one whenever the theme changes.)
    palette.active.windowText: Theme.text
    palette.active.text: Theme.text
    palette.active.buttonText: Theme.text
    palette.inactive.windowText: Theme.text
    palette.inactive.text: Theme.text
    palette.inactive.buttonText: Theme.text
    palette.disabled.windowText: Theme.disabled
    palette.disabled.text: Theme.disabled
    palette.disabled.buttonText: Theme.disabled

    readonly property bool landscape: width >= height
    // The panel takes what the square board leaves, within limits.
    readonly property real panelSize: landscape ? Math.min(Math.max(width - height, 260), width * 0.45)
                                                : Math.min(Math.max(height - width, 230), height * 0.55)

    GameModel {
        id: game
        objectName: "game"
        analysisEnabled: AppSettings.analysis
        analysisEngine: gameKind === "nogo" ? AppSettings.nogoAnalysisEngine : 0
    }
    // The heat-map follows the setting whenever the setting changes. Esc turns it off
    // for a while without touching the setting (nor the next launch); the analysis
    // switches show it as it is and turn it on again.
    readonly property bool analysisSetting: AppSettings.analysis
    onAnalysisSettingChanged: game.analysisEnabled = analysisSetting

    function startGame() {
        game.newGameOf(AppSettings.newGameOptions())
    }

    GameRecords {
        id: records
        objectName: "records"
        game: game
    }
    GameAnalyser {
        id: analyser
        objectName: "analyser"
        game: game
        // (Not in a copy of the app that saves nothing: another copy keeps its analysis.)
        persistent: autosave.saving
    }
    // Connected only after the players are set, so the saved game is read before
    // anything overwrites it.
    Autosave {
        id: autosave
        objectName: "autosave"
    }

    // The window opens where and as large as it was left, maximized if it was (kept as
    // it changes, so a killed app keeps it too), but never out of reach: a place on a
    // screen unplugged since is left to the system.
    Timer {
        id: geometryKeeper
        interval: 500
        onTriggered: if (window.visibility === Window.Windowed) AppSettings.windowGeometry = Qt.rect(window.x, window.y, window.width, window.height)
    }
    onXChanged: geometryKeeper.restart()
    onYChanged: geometryKeeper.restart()
    onWidthChanged: geometryKeeper.restart()
    onHeightChanged: geometryKeeper.restart()
    property bool geometryRestored: false
    // What leaving full screen (F11, Esc) goes back to: maximized, or not.
    property int beforeFullScreen: Window.Windowed
    onVisibilityChanged: {
        // (Not full screen, which F11 and Esc leave for the window as it was.)
        if (geometryRestored && (window.visibility === Window.Maximized || window.visibility === Window.Windowed))
            AppSettings.windowMaximized = window.visibility === Window.Maximized
    }
    // Whether a window's top edge from (x, y), `width` long, shows 100 px on a screen
    // connected now, where it can be taken and moved.
    function reachable(x, y, width) {
        const screens = Qt.application.screens  // (a list property: no for-of in Qt 6.4)
        for (let i = 0; i < screens.length; ++i) {
            const screen = screens[i]
            const shown = Math.min(x + width, screen.virtualX + screen.width) - Math.max(x, screen.virtualX)
            if (shown >= 100 && y >= screen.virtualY && y <= screen.virtualY + screen.height - 40)
                return true
        }
        return false
    }

    Component.onCompleted: {
        const kept = AppSettings.windowGeometry
        if (kept.width >= minimumWidth && kept.height >= minimumHeight) {
            if (reachable(kept.x, kept.y, kept.width)) {
                x = kept.x
                y = kept.y
            }
            width = kept.width
            height = kept.height
        }
        if (AppSettings.windowMaximized)
            visibility = Window.Maximized
        geometryRestored = true
        startGame()
        autosave.game = game
        if (!autosave.restore())
            autosave.save()
    }

    Item {
        id: boardArea
        x: 0
        y: 0
        width: window.landscape ? window.width - window.panelSize : window.width
        height: window.landscape ? window.height : window.height - window.panelSize

        Board {
            id: board
            objectName: "board"
            game: game
            showLegalMoves: AppSettings.showLegalMoves
            showDecisivePoints: AppSettings.markDecisivePoints
            animated: AppSettings.animations
            // A phone gives the board nearly all its width (a board of many cells needs it:
            // an 8x8 board in a 360 px high window keeps 40 px cells only so).
            width: Math.max(0, Math.min(boardArea.width, boardArea.height) - (Math.min(window.width, window.height) < 600 ? 4 : 24))
            height: width
            anchors.centerIn: parent
        }

        BestLineOverlay {
            board: board
            analyser: analyser
            anchors.fill: board
        }

        Banner {
            game: game
            anchors.centerIn: board
            width: board.width * 0.8
        }
    }

    // The panel scrolls when its contents need more height than the window leaves
    // (phones), and fills the space otherwise.
    Flickable {
        id: panelScroller
        x: window.landscape ? boardArea.width : 0
        y: window.landscape ? 0 : boardArea.height
        width: window.landscape ? window.panelSize : window.width
        height: window.landscape ? window.height : window.panelSize
        contentWidth: width
        contentHeight: panel.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        SidePanel {
            id: panel
            objectName: "sidePanel"
            game: game
            analyser: analyser
            records: records
            autosave: autosave
            width: panelScroller.width
            height: Math.max(panelScroller.height, implicitHeight)
            viewHeight: panelScroller.height
            scrollY: panelScroller.contentY
            // Why a pressed point is illegal, what went wrong with the saved game, or
            // why the settings are not kept.
            notice: board.pressedProblem !== "" ? board.pressedProblem
                  : autosave.problem !== "" ? autosave.problem : AppSettings.problem
            onNewGameRequested: newGameDialog.open()
        }
    }

    // A save still being written when the window is closed holds the close until it is
    // on the disk; one that fails keeps the window open, with its error in view, rather
    // than let the user leave believing the game saved.
    property bool closeAfterSaving: false
    onClosing: (close) => {
        if (records.saving) {
            close.accepted = false
            closeAfterSaving = true
            revealRecordsMessage.restart()  // "Saving …" says what the window waits for
        }
    }
    Connections {
        target: records
        function onSaveFinished(file, ok) { if (!ok) window.closeAfterSaving = false }
        function onSavingChanged() {
            if (window.closeAfterSaving && !records.saving) {
                window.closeAfterSaving = false
                window.close()
            }
        }
    }

    // A record that could not be read or written says why under the tools, and a save
    // where it went: where the panel scrolls (a phone), that place may be out of view (a
    // paste from the keyboard or the clipboard's button off screen), so the panel brings
    // it in.
    Connections {
        target: records
        function onErrorChanged() { if (records.error !== "") revealRecordsMessage.restart() }
        function onSavedFileChanged() { if (records.savedFile !== "") revealRecordsMessage.restart() }
    }
    // (Once the panel is laid out anew around the message, which may wrap to more lines.)
    Timer {
        id: revealRecordsMessage
        interval: 50
        onTriggered: window.showRecordsMessage()
    }
    function showRecordsMessage() {
        const r = panel.recordsMessageRect()
        if (r)
            revealInPanel(r)
    }
    // Scrolls the panel so that `r` (in the panel's coordinates) shows whole, below the
    // pinned disc counts.
    function revealInPanel(r) {
        const most = Math.max(0, panelScroller.contentHeight - panelScroller.height)
        if (r.y + r.height > panelScroller.contentY + panelScroller.height)
            panelScroller.contentY = Math.min(most, r.y + r.height + 12 - panelScroller.height)
        else if (r.y < panelScroller.contentY + panel.pinnedHeight)
            panelScroller.contentY = Math.max(0, r.y - panel.pinnedHeight - 12)
    }
    // The control the keyboard moves to (Tab) comes into view where the panel scrolls.
    onActiveFocusItemChanged: {
        const item = activeFocusItem
        let inPanel = false
        for (let a = item; a && !inPanel; a = a.parent)
            inPanel = a === panel
        if (inPanel && item !== panel)
            revealInPanel(item.mapToItem(panel, 0, 0, item.width, Math.min(item.height, panelScroller.height - panel.pinnedHeight - 24)))
    }

    // A dialog opened by a shortcut shows the keyboard's focus on its first control at
    // once (style/Dialog.qml reads this while it opens).
    property bool openingByKeyboard: false
    function byKeyboard(open) {
        openingByKeyboard = true
        open()
        openingByKeyboard = false
    }

    // Keyboard: undo, redo and new game with Ctrl (Cmd on macOS), arrows to replay.
    Shortcut { sequence: "Ctrl+Z"; enabled: game.canUndo; onActivated: game.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: game.canRedo; onActivated: game.redo() }
    Shortcut { sequence: "Ctrl+N"; onActivated: window.byKeyboard(newGameDialog.open) }
    Shortcut { sequence: "Ctrl+O"; onActivated: window.byKeyboard(panel.openFile) }
    Shortcut { sequence: "Ctrl+S"; onActivated: window.byKeyboard(panel.saveFile) }
    // (Closing the window quits, after the saves under way: onClosing.)
    Shortcut { sequence: "Ctrl+Q"; onActivated: window.close() }
    Shortcut {
        sequence: "F11"
        onActivated: {
            if (window.visibility === Window.FullScreen) {
                window.visibility = window.beforeFullScreen
            } else {
                window.beforeFullScreen = window.visibility
                window.visibility = Window.FullScreen
            }
        }
    }
    Shortcut { sequence: "F1"; onActivated: window.byKeyboard(panel.showShortcuts) }
    // (While the board has the focus its arrows move its cursor: Ctrl+arrows replay.)
    Shortcut { sequences: ["Left", "Ctrl+Left"]; onActivated: game.jumpTo(game.ply - 1) }
    Shortcut { sequences: ["Right", "Ctrl+Right"]; onActivated: game.jumpTo(game.ply + 1) }
    Shortcut { sequence: "Home"; onActivated: game.jumpTo(0) }
    Shortcut { sequence: "End"; onActivated: game.jumpTo(game.length) }
    // Records, the best line as a hint, and Esc to leave full screen or else to stop
    // every engine: the computer's move, the game analysis and the heat-map (for now:
    // the analysis setting stays as it is).
    Shortcut { sequences: [StandardKey.Copy]; onActivated: records.copy() }
    Shortcut { sequences: [StandardKey.Paste]; onActivated: records.paste() }
    Shortcut { sequence: "H"; onActivated: analyser.bestLineShown = !analyser.bestLineShown }
    Shortcut {
        sequence: "Esc"
        onActivated: {
            if (window.visibility === Window.FullScreen) {
                window.visibility = window.beforeFullScreen
                return
            }
            game.stopThinking()
            analyser.stop()
            analyser.bestLineShown = false  // (else "searching…" with nothing searching)
            game.analysisEnabled = false
        }
    }

    NewGameDialog {
        id: newGameDialog
        objectName: "newGameDialog"
        game: game
        anchors.centerIn: Overlay.overlay
        onAccepted: window.startGame()
    }
}
