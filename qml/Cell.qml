pragma ComponentBehavior: Bound
import QtQuick
import Reversi

// One square of the board: its disc, the legal-move mark, the analysis score and
// the press-to-preview, release-to-play input.
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

    property int mover: 0                // colour of the side to move
    property bool interactive: true      // a human may play now
    property bool showLegalMoves: true
    property bool animated: true
    property bool previewFlip: false     // would turn if the pressed square is played
    property bool previewPlace: false    // is the pressed square

    signal pressing(bool active)
    signal tapped()

    readonly property bool scored: score !== undefined && score !== null

    color: (index + Math.floor(index / 8)) % 2 === 0 ? "#2f8a57" : "#2a7f50"
    border.color: "#17482c"
    border.width: Math.max(1, width * 0.02)

    Accessible.role: Accessible.Button
    Accessible.name: squareName

    Disc {
        id: discItem
        objectName: "disc"
        anchors.centerIn: parent
        width: parent.width * 0.8
        height: width
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

    // Legal move without a score: a small dot in the mover's colour.
    Rectangle {
        objectName: "legalDot"
        visible: cell.legal && !cell.scored && cell.showLegalMoves && !cell.previewPlace
        anchors.centerIn: parent
        width: parent.width * 0.22
        height: width
        radius: width / 2
        color: cell.mover === 1 ? "#80000000" : "#90ffffff"
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
            text: cell.scored ? (cell.score > 0 ? "+" + cell.score : String(cell.score)) : ""
            color: cell.scored ? HeatScale.textColor(cell.score) : "transparent"
            font.pixelSize: Math.max(8, cell.height * 0.3)
            font.bold: cell.scoreExact
            font.underline: cell.scoreExact
        }
        // Depth of an estimate, where there is room for it.
        Text {
            visible: !cell.scoreExact && cell.width >= 48
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: parent.height * 0.06
            text: cell.scoreDepth !== undefined ? qsTr("d%1").arg(cell.scoreDepth) : ""
            color: cell.scored ? HeatScale.textColor(cell.score) : "transparent"
            font.pixelSize: Math.max(7, cell.height * 0.13)
        }
    }

    TapHandler {
        id: tap
        enabled: cell.interactive && cell.legal
        // Holding a press to look at the preview must still play on release.
        longPressThreshold: 3600
        onPressedChanged: cell.pressing(pressed)
        onTapped: cell.tapped()
    }
}
