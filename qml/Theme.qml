pragma Singleton
import QtQuick
import Reversi

// The colours around the board, dark or light (AppSettings.theme). The board, its
// discs and the heat-map keep their own colours in both themes.
QtObject {
    readonly property bool dark: AppSettings.theme !== "light"

    // The smallest text drawn, in pixels, where a text shrinks with its place (board
    // marks, coordinates, button names): smaller it is hard to read, and at 7 px a
    // Chinese character is a blot (test_screenshot finds no text smaller than 9 px).
    readonly property int smallestText: 9

    readonly property color window: dark ? "#1b2620" : "#eef3ef"
    readonly property color panel: dark ? "#15201a" : "#e1eae3"
    readonly property color base: dark ? "#24332b" : "#ffffff"
    readonly property color alternateBase: dark ? "#2b3d33" : "#f3f7f4"
    readonly property color box: dark ? "#1f2e26" : "#f7faf8"
    readonly property color boxToMove: dark ? "#2f5a43" : "#cde8d6"
    readonly property color border: dark ? "#2f4438" : "#b4c7ba"
    readonly property color button: dark ? "#2f4438" : "#dbe6de"
    readonly property color mid: dark ? "#3a5446" : "#a9bdb0"
    readonly property color light: dark ? "#3f5c4c" : "#ffffff"
    readonly property color shadow: dark ? "#14201a" : "#8fa597"
    readonly property color accent: "#4caf7d"
    // The accent as text on base, box and panel (the accent itself is too pale on the
    // light theme's white): at least 4.5:1, as every text colour here.
    readonly property color accentText: dark ? "#5cc08c" : "#23704a"
    readonly property color textOnAccent: "#0d1a13"
    readonly property color toMoveRing: dark ? "#ffd54f" : "#c79100"
    readonly property color text: dark ? "#e8efe9" : "#14201a"
    readonly property color strongText: dark ? "#ffffff" : "#0d1a13"
    readonly property color mutedText: dark ? "#b8cfc0" : "#43594b"
    readonly property color faintText: dark ? "#9fb3a7" : "#53685b"
    // A note (ⓘ), set apart from plain text without reading as an error.
    readonly property color noteText: dark ? "#ffd54f" : "#7a5900"
    readonly property color disabled: dark ? "#5f7468" : "#a3b3a8"
    readonly property color error: dark ? "#ffab91" : "#b3361b"
    readonly property color graphLine: dark ? "#ffd54f" : "#b07d00"
    // Words over the board (the banner of passes and results, why a press is illegal):
    // on the board's own colours, the same in both themes.
    readonly property color boardNotice: "#e6101812"
    readonly property color boardNoticeBorder: "#ffd54f"
    readonly property color boardNoticeText: "#ffffff"
    // best, inaccuracy, mistake, blunder
    readonly property var gradeColors: dark ? ["#81c784", "#fff176", "#ffb74d", "#ff8a80"]
                                            : ["#2e7d32", "#8d7400", "#c44500", "#c62828"]
}
