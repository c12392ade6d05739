pragma ComponentBehavior: Bound
import QtQuick
import Reversi

// One cell of the board (a square, or a Go intersection): its piece, the legal-move
// mark, NoGo's mark of a point only one side may play, the analysis score and the
// press-to-preview, release-to-play input.
Rectangle {
    id: cell
    // Model roles (GameModel::Role).
    required property int index
    required property int disc
    required property bool legal
    required property var score          // undefined when not analysed
    required property var scoreDepth
    required property bool scoreExact
    required property bool best
    required property bool lastMove
    required property int flipOrder
    required property string squareName
    required property string scoreText
    required property string scoreDetail
    required property int onlyPlayableBy
    required property bool book

    property int columns: 8
    property string kind: "reversi"      // the game, for its piece drawing
    property bool onLines: false         // the piece stands on grid lines drawn by the board
    property bool showDecisivePoints: false
    property int mover: 0                // colour of the side to move
    property bool interactive: true      // a human may play now
    property bool showLegalMoves: true
    property bool animated: true
    property bool previewFlip: false     // would turn if the pressed square is played
    property bool previewPlace: false    // is the pressed square

    signal pressing(bool active)
    signal tapped()
    // A press from the keyboard or a screen reader: what a tap does, said where it fails.
    signal activated()

    readonly property bool scored: score !== undefined && score !== null

    color: onLines ? "transparent" : (index % columns + Math.floor(index / columns)) % 2 === 0 ? "#2f8a57" : "#2a7f50"
    border.color: onLines ? "transparent" : "#17482c"
    border.width: onLines ? 0 : Math.max(1, width * 0.02)

    // What a screen reader says of the cell: its name, what is on it, and each mark the
    // board shows there (the legal-move dot, the heat-map's score, the best move, the
    // last move, a book move, NoGo's point only one side may play).
    readonly property string description: {
        const parts = [squareName]
        const stones = kind === "nogo"
        if (disc === 1)
            parts.push(stones ? qsTr("black stone") : qsTr("black disc"))
        else if (disc === 2)
            parts.push(stones ? qsTr("white stone") : qsTr("white disc"))
        else
            parts.push(qsTr("empty"))
        if (legal && (showLegalMoves || scored))
            parts.push(qsTr("legal move"))
        if (legal && scored) {
            parts.push(scoreExact ? qsTr("exact score %1").arg(scoreText) : qsTr("score %1").arg(scoreText))
            if (scoreDetail !== "")  // the chip's small line, which a small chip leaves out
                parts.push(scoreDetail)
        }
        if (legal && scored && best)
            parts.push(qsTr("best move"))
        if (book && scored)
            parts.push(qsTr("opening-book move"))
        if (showDecisivePoints && onlyPlayableBy !== 0 && disc === 0)
            parts.push(onlyPlayableBy === 1 ? qsTr("only Black may play here") : qsTr("only White may play here"))
        if (lastMove)
            parts.push(qsTr("last move"))
        return parts.join(qsTr(", ", "between the parts of a cell's description for screen readers"))
    }

    Accessible.role: Accessible.Button
    Accessible.name: description
    Accessible.onPressAction: cell.activated()

    Piece {
        id: discItem
        objectName: "disc"
        anchors.centerIn: parent
        width: parent.width * (cell.onLines ? 0.92 : 0.8)
        height: width
        kind: cell.kind
        colorCode: cell.disc
        animated: cell.animated
        delay: Math.max(0, cell.flipOrder - 1) * 70
        opacity: cell.previewFlip ? 0.55 : 1
    }

    // Preview of the press: a ghost disc on the square and the mover's colour inside
    // every disc that would turn.
    Rectangle {
        visible: cell.previewPlace
        anchors.centerIn: parent
        width: parent.width * 0.8
        height: width
        radius: width / 2
        color: cell.mover === 1 ? "#151515" : "#f2f2ec"
        border.color: "#e0b000"
        border.width: Math.max(2, width * 0.06)
        opacity: 0.8
    }
    Rectangle {
        visible: cell.previewFlip
        anchors.centerIn: parent
        width: parent.width * 0.42
        height: width
        radius: width / 2
        color: cell.mover === 1 ? "#151515" : "#f2f2ec"
        border.color: "#e0b000"
        border.width: Math.max(1, width * 0.08)
    }

    // Last move: a red dot on the disc.
    Rectangle {
        visible: cell.lastMove && cell.disc !== 0
        anchors.centerIn: parent
        width: parent.width * 0.16
        height: width
        radius: width / 2
        color: "#e53935"
        border.color: "#ffffff"
        border.width: Math.max(1, width * 0.1)
    }

    // NoGo: an empty point only one side may play (the points that decide the game): a
    // diamond of that side's colour with a contrasting rim, told apart by shape and
    // lightness rather than hue.
    Rectangle {
        objectName: "decisiveMark"
        visible: cell.showDecisivePoints && cell.onlyPlayableBy !== 0 && cell.disc === 0 && !cell.scored
                 && !cell.previewPlace
        anchors.centerIn: parent
        width: parent.width * 0.3
        height: width
        rotation: 45
        color: cell.onlyPlayableBy === 1 ? "#151515" : "#fafafa"
        border.color: cell.onlyPlayableBy === 1 ? "#fafafa" : "#151515"
        border.width: Math.max(1, width * 0.12)
    }

    // Legal move without a score: a small dot in the mover's colour, with a thin rim in
    // the other tone, so that either stands out at 3:1 or more on every board (the
    // half-transparent dots were 2:1 on the green, White's 1.5:1 on NoGo's wood).
    Rectangle {
        objectName: "legalDot"
        visible: cell.legal && !cell.scored && cell.showLegalMoves && !cell.previewPlace
                 && !(cell.showDecisivePoints && cell.onlyPlayableBy !== 0)
        anchors.centerIn: parent
        width: parent.width * 0.22
        height: width
        radius: width / 2
        color: cell.mover === 1 ? "#151515" : "#f2f2ec"
        border.color: cell.mover === 1 ? "#f2f2ec" : "#151515"
        border.width: Math.max(1, width * 0.1)
    }

    // Analysis: the score as a number on a chip coloured by the heat scale (HeatScale: the
    // score itself, not its rank). Exact scores are bold, underlined and framed; the best
    // move has a gold ring.
    Rectangle {
        id: chip
        objectName: "scoreChip"
        visible: cell.legal && cell.scored && !cell.previewPlace
        anchors.centerIn: parent
        width: parent.width * 0.74
        height: width
        radius: width / 2
        color: cell.scored ? HeatScale.color(cell.score) : "transparent"
        border.color: cell.scoreExact ? "#111111" : "transparent"
        border.width: Math.max(1, width * 0.06)

        Rectangle {
            objectName: "bestRing"
            visible: cell.best
            anchors.centerIn: parent
            width: parent.width + cell.width * 0.16
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#ffd54f"
            border.width: Math.max(2, cell.width * 0.07)
        }
        Text {
            anchors.centerIn: parent
            // Raised a little above the depth where that shows.
            anchors.verticalCenterOffset: depthText.visible ? -parent.height * 0.1 : 0
            text: cell.scoreText
            color: cell.scored ? HeatScale.textColor(cell.score) : "transparent"
            font.pixelSize: Math.max(8, cell.height * 0.3)
            font.bold: cell.scoreExact
            font.underline: cell.scoreExact
        }
        // Depth of an estimate, where there is room for it: inside the round chip, where
        // it is still wide enough ("d22@73%" once ran past its lower edge onto the board,
        // dark on green), shrunk to fit it if need be, but never below Theme.smallestText.
        Text {
            id: depthText
            objectName: "depthLine"
            visible: !cell.scoreExact && cell.width >= 48 && text !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: parent.height * 0.22
            width: parent.width * 0.76
            horizontalAlignment: Text.AlignHCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.smallestText
            // The whole ("d22@73%", "book +4") where it fits at that size, else the depth
            // alone ("d22"), else nothing: the cell's description still says it all.
            text: fits(fullDetail) ? cell.scoreDetail : fits(depthOnly) ? depthOnly.text : ""
            color: cell.scored ? HeatScale.textColor(cell.score) : "transparent"
            font.pixelSize: Math.max(Theme.smallestText, cell.height * 0.13)
            function fits(metrics) { return metrics.advanceWidth * Theme.smallestText / font.pixelSize <= width }
            TextMetrics {
                id: fullDetail
                font: depthText.font
                text: cell.scoreDetail
            }
            TextMetrics {
                id: depthOnly
                font: depthText.font
                text: cell.scoreDetail.split("@")[0]
            }
        }
    }

    // Every empty cell answers a press during a person's turn: a legal one previews and
    // plays on release, an illegal one only says why (the board's pressedProblem).
    // An opening-book move (the chip's small line gives its book score): a round badge,
    // visible however small the board, at the upper right, across the best move's gold
    // ring at 45° (a square tag in the corner cut into the ring at an odd place), and
    // above the score's digits ("+10" on a phone's small cells).
    // On a phone's small cells it keeps the size its letter needs at Theme.smallestText
    // (库 was a blot at 7 px), moved in as far as that takes to stay on its cell.
    Rectangle {
        objectName: "bookMark"
        visible: cell.book && cell.scored && !cell.previewPlace
        width: Math.max(parent.width * 0.26, 14)
        height: width
        radius: width / 2
        x: Math.min(parent.width * (0.5 + 0.33) - width / 2, parent.width * 0.96 - width)
        y: Math.max(parent.height * (0.5 - 0.33) - height / 2, parent.height * 0.04)
        color: "#5d4037"
        border.color: "#1b1b1b"
        border.width: Math.max(1, width * 0.08)
        Text {
            anchors.centerIn: parent
            text: qsTr("B", "an opening-book move")
            color: "#ffffff"
            font.pixelSize: Math.max(Theme.smallestText, parent.height * 0.65)
            font.bold: true
        }
    }

    TapHandler {
        id: tap
        enabled: cell.interactive && (cell.legal || cell.disc === 0)
        // Holding a press to look at the preview must still play on release.
        longPressThreshold: 3600
        onPressedChanged: cell.pressing(pressed)
        onTapped: if (cell.legal) cell.tapped()
    }
}
