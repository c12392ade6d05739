import QtQuick
import Reversi

// The score after every ply (Black's view: up is good for Black), with the current
// ply marked. Hollow dots are estimates, filled dots exact values. Tapping or dragging
// goes to the ply under the finger.
Rectangle {
    id: graph
    required property GameModel game
    required property GameAnalyser analyser
    readonly property var points: analyser.points
    // The vertical scale grows with the largest score, at least ±16 discs.
    readonly property real range: {
        let r = 16
        for (const p of points)
            if (p)
                r = Math.max(r, Math.abs(p.score))
        return Math.min(64, r)
    }
    readonly property real step: width / Math.max(1, game.length)

    function plyAt(x) { return Math.max(0, Math.min(game.length, Math.round(x / step))) }
    function yOf(score) { return height / 2 - score / range * (height / 2 - 4) }

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
            // Black's advantage above the middle line, White's below.
            ctx.fillStyle = Theme.dark ? "rgba(0, 0, 0, 0.25)" : "rgba(0, 0, 0, 0.07)"
            ctx.fillRect(0, 0, width, height / 2)
            ctx.strokeStyle = Theme.disabled
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(0, height / 2)
            ctx.lineTo(width, height / 2)
            ctx.stroke()
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
                const x = i * graph.step, y = graph.yOf(p.score)
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
                ctx.arc(j * graph.step, graph.yOf(q.score), 3, 0, 2 * Math.PI)
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
        x: graph.game.ply * graph.step - width / 2
        width: 2
        height: parent.height
        color: Theme.accent
    }
    Text {
        x: 6
        y: 2
        text: qsTr("Black")
        color: Theme.faintText
        font.pixelSize: 10
    }
    Text {
        x: 6
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 2
        text: qsTr("White")
        color: Theme.faintText
        font.pixelSize: 10
    }
    Text {
        anchors.right: parent.right
        anchors.rightMargin: 6
        y: 2
        readonly property var here: graph.points[graph.game.ply]
        text: here ? (here.score > 0 ? "+" : "") + here.score + (here.exact ? "" : " (d" + here.depth + ")") : ""
        color: Theme.text
        font.pixelSize: 11
    }

    MouseArea {
        anchors.fill: parent
        onPressed: (mouse) => graph.game.jumpTo(graph.plyAt(mouse.x))
        onPositionChanged: (mouse) => graph.game.jumpTo(graph.plyAt(mouse.x))
    }
}
