import QtQuick

// The piece of whichever game is played, drawn by that game's own file,
// pieces/<Kind>Piece.qml (ReversiPiece: a disc that turns; NogoPiece: a stone that is
// placed). A new game brings its drawing there and nothing here changes. Each drawing
// takes colorCode (0 none, 1 black, 2 white), animated, and delay (ms before a change
// shows, for ripples).
Item {
    id: piece
    property string kind: "reversi"
    property int colorCode: 0
    property bool animated: true
    property int delay: 0

    function sourceOf(kind) { return "pieces/" + kind.charAt(0).toUpperCase() + kind.slice(1) + "Piece.qml" }
    // Made with its colour already set, so a board that appears does not animate.
    function load() { drawing.setSource(sourceOf(kind), {colorCode: colorCode, animated: animated, delay: delay}) }
    onKindChanged: load()
    Component.onCompleted: load()

    Loader {
        id: drawing
        anchors.fill: parent
    }
    Binding { target: drawing.item; property: "animated"; value: piece.animated; when: drawing.item !== null }
    Binding { target: drawing.item; property: "delay"; value: piece.delay; when: drawing.item !== null }
    Binding { target: drawing.item; property: "colorCode"; value: piece.colorCode; when: drawing.item !== null }
}
