import QtQuick
import Reversi

// Announces passes (for a moment) and the end of the game (until play resumes) over
// the board, in words.
Rectangle {
    id: banner
    objectName: "banner"
    required property GameModel game
    property string message: ""

    function passMessage() {
        if (game.passedColor === 1)
            return qsTr("Black has no move and passes. White plays again.")
        if (game.passedColor === 2)
            return qsTr("White has no move and passes. Black plays again.")
        return ""
    }
    function resultMessage() {
        // A game that ends for want of moves (NoGo) says so; a count says the rest.
        if (game.endReason !== "")
            return game.winner === 1 ? qsTr("Game over: %1 Black wins.").arg(game.endReason)
                                     : qsTr("Game over: %1 White wins.").arg(game.endReason)
        // The result, then the count on a line of its own (Black's first, as Othello
        // scores are written): a narrow banner used to break inside "White | wins".
        const result = game.winner === 1 ? qsTr("Game over: Black wins")
                     : game.winner === 2 ? qsTr("Game over: White wins") : qsTr("Game over: draw")
        return result + "\n" + game.blackCount + "\u00a0–\u00a0" + game.whiteCount
    }
    function refresh() {
        if (game.gameOver) {
            message = resultMessage()
            hideTimer.stop()
        } else if (game.passedColor !== 0) {
            message = passMessage()
            hideTimer.restart()
        } else {
            message = ""
        }
    }

    Connections {
        target: banner.game
        function onGameChanged() { banner.refresh() }
    }
    Timer {
        id: hideTimer
        interval: 2600
        onTriggered: if (!banner.game.gameOver) banner.message = ""
    }

    visible: opacity > 0
    opacity: message !== "" ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: 200 } }
    height: label.implicitHeight + 28
    radius: 10
    color: Theme.boardNotice
    border.color: Theme.boardNoticeBorder
    border.width: 2

    Text {
        id: label
        objectName: "bannerText"
        anchors.centerIn: parent
        width: parent.width - 28
        horizontalAlignment: Text.AlignHCenter
        // Sentences wrap; the result and the count keep a line each, the font shrinking
        // to fit a narrow banner.
        readonly property bool counted: banner.game.gameOver && banner.game.endReason === ""
        wrapMode: counted ? Text.NoWrap : Text.WordWrap
        fontSizeMode: counted ? Text.HorizontalFit : Text.FixedSize
        minimumPixelSize: 12
        text: banner.message
        color: Theme.boardNoticeText
        // In proportion to the board it lies on (20 px was small on a large screen).
        font.pixelSize: Math.round(Math.max(18, Math.min(30, banner.width / 20)))
        font.bold: true
    }

    // Tapping the banner dismisses it, and only that: the tap is the banner's alone (an
    // exclusive grab from the press on), not also a move on the cell under it, as the
    // default gesture policy's passive grab would let it be.
    TapHandler {
        objectName: "bannerTap"
        gesturePolicy: TapHandler.WithinBounds
        onTapped: banner.message = ""
    }
}
