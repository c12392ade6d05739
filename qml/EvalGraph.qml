import QtQuick
import Reversi

// The score after every ply (Black's view: up is good for Black), on a scale in discs
// labelled at its ends, halves and 0, with the current ply marked. Hollow dots are
// estimates, filled dots exact values. Tapping, or dragging sideways, goes to the ply under
// the finger.
Rectangle {
    id: graph
    required property GameModel game
    required property GameAnalyser analyser
    readonly property var points: analyser.points
    property real fontSize: 11
    // The vertical scale grows with the largest score, at least ±16 discs, in steps of 8
    // so that its labels are round numbers.
    readonly property real range: {
        let r = 16
        for (const p of points)
            if (p)
                r = Math.max(r, Math.abs(p.score))
        // (at most the game's widest score: 64 discs on 8x8, 100 on 10x10, 50 points in NoGo)
        return Math.min(game.boardWidth * game.boardWidth, Math.ceil(r / 8) * 8)
    }
    readonly property var ticks: [range, range / 2, 0, -range / 2, -range]
    // The scale's labels on the left, the plot on the right.
    readonly property real axisWidth: fontSize * 2.8
    readonly property real inset: fontSize * 0.7
    readonly property real step: (width - axisWidth - inset) / Math.max(1, game.length)

    function xOf(ply) { return axisWidth + ply * step }
    function plyAt(x) { return Math.max(0, Math.min(game.length, Math.round((x - axisWidth) / step))) }
    function yOf(score) { return height / 2 - score / range * (height / 2 - inset) }

    color: Theme.box
    radius: 6
    border.color: Theme.border
    clip: true
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Evaluation graph")

    onPointsChanged: canvas.requestPaint()
    onRangeChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    Connections {
        target: Theme
        function onDarkChanged() { canvas.requestPaint() }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            // Black's advantage above the middle line, White's below; a faint line at
            // every labelled score.
            ctx.fillStyle = Theme.dark ? "rgba(0, 0, 0, 0.25)" : "rgba(0, 0, 0, 0.07)"
            ctx.fillRect(graph.axisWidth, 0, width - graph.axisWidth, height / 2)
            for (const t of graph.ticks) {
                ctx.strokeStyle = t === 0 ? Theme.disabled : Theme.border
                ctx.lineWidth = 1
                ctx.beginPath()
                ctx.moveTo(graph.axisWidth, Math.round(graph.yOf(t)) + 0.5)
                ctx.lineTo(width, Math.round(graph.yOf(t)) + 0.5)
                ctx.stroke()
            }
            ctx.strokeStyle = Theme.graphLine
            ctx.lineWidth = 2
            ctx.beginPath()
            let drawing = false
            for (let i = 0; i < graph.points.length; ++i) {
                const p = graph.points[i]
                if (!p) {
                    drawing = false
                    continue
                }
                const x = graph.xOf(i), y = graph.yOf(p.score)
                if (drawing)
                    ctx.lineTo(x, y)
                else
                    ctx.moveTo(x, y)
                drawing = true
            }
            ctx.stroke()
            for (let j = 0; j < graph.points.length; ++j) {
                const q = graph.points[j]
                if (!q)
                    continue
                ctx.beginPath()
                ctx.arc(graph.xOf(j), graph.yOf(q.score), 3, 0, 2 * Math.PI)
                if (q.exact) {
                    ctx.fillStyle = Theme.graphLine
                    ctx.fill()
                } else {
                    ctx.fillStyle = Theme.box
                    ctx.fill()
                    ctx.lineWidth = 1
                    ctx.stroke()
                }
            }
        }
    }

    // The current ply.
    Rectangle {
        objectName: "graphCursor"
        x: graph.xOf(graph.game.ply) - width / 2
        width: 2
        height: parent.height
        color: Theme.accent
    }
    // The scale: scores as the game shows them (discs, win rates), Black's lead up,
    // White's down (read again when the game changes).
    Repeater {
        model: graph.ticks
        delegate: Text {
            required property real modelData
            x: graph.axisWidth - width - graph.fontSize * 0.3
            y: Math.max(0, Math.min(graph.height - height, graph.yOf(modelData) - height / 2))
            // (analysisTitle changes with the game, its analysis engine and the language:
            // the text follows them)
            text: graph.game.analysisTitle !== "" ? graph.game.scoreText(modelData) : ""
            color: Theme.mutedText
            font.pixelSize: graph.fontSize
        }
    }
    // The texts on the plot stand out of the lines drawn behind them (the scale's, the
    // cursor), on a patch of the graph's colour.
    component Caption: Text {
        font.pixelSize: graph.fontSize
        Rectangle {
            z: -1
            anchors.fill: parent
            anchors.margins: -2
            visible: parent.text !== ""
            color: graph.color
            radius: 3
        }
    }
    Caption {
        // Left out where the current score (top right) would run into it.
        visible: x + width + graph.fontSize < graphScore.x
        x: graph.axisWidth + 4
        y: 2
        text: qsTr("Black ahead")
        color: Theme.faintText
    }
    Caption {
        x: graph.axisWidth + 4
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 2
        text: qsTr("White ahead")
        color: Theme.faintText
    }
    Caption {
        id: graphScore
        objectName: "graphScore"
        // At the top right; left of the current ply's line where that line would run
        // into it (the patch behind the text cut the line short against the text).
        readonly property real rightX: graph.width - 6 - width
        readonly property real cursorX: graph.xOf(graph.game.ply)
        x: cursorX < rightX - 6 ? rightX : Math.max(graph.axisWidth + 4, cursorX - 6 - width)
        y: 2
        readonly property var here: graph.points[graph.game.ply]
        // (analysisTitle changes with the game, its analysis engine and the language: the
        // text follows them)
        readonly property string detail: here && graph.game.analysisTitle !== ""
                                         ? graph.game.detailText(here.depth, here.exact, here.probability || 0) : ""
        // The depth is marked as on the board's chips ("d12", "d21@73%", "深12"; NoGo's
        // playouts). The graph's score is Black's, as its axis, where the board's chips
        // give the side to move's: the side is named, or White's move read "+4" here and
        // "-4" on its chip.
        readonly property string score: here ? graph.game.scoreText(here.score) : ""
        text: here ? qsTr("Black %1", "the graph's score, which is Black's")
                         .arg(detail === "" ? score : qsTr("%1 (%2)", "a score and how it was found").arg(score).arg(detail)) : ""
        color: Theme.text
    }

    // A tap goes to the ply under the finger, and so does a drag along the graph once it
    // has gone sideways past the drag threshold. A press alone does nothing, and a
    // swipe up or down is left to the panel, which scrolls: neither rewinds the game
    // (which would also pause the computer). Once a drag scrubs, it keeps the finger
    // (the panel stands still); once the panel scrolls, it keeps it (tst_evalgraph).
    TapHandler {
        objectName: "graphTap"
        onTapped: (eventPoint) => graph.game.jumpTo(graph.plyAt(eventPoint.position.x))
    }
    DragHandler {
        objectName: "graphDrag"
        target: null
        yAxis.enabled: false
        // (The point moves before the handler takes it: the first move counts too.)
        onActiveChanged: if (active) graph.game.jumpTo(graph.plyAt(centroid.position.x))
        onCentroidChanged: if (active) graph.game.jumpTo(graph.plyAt(centroid.position.x))
    }
}
