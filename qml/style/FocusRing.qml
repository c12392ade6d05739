import QtQuick

// The keyboard's focus on a control: a 2 px ring just outside its indicator (the
// parent), in the text's colour. The accent colour is pale on the light theme, under
// the 3:1 a focus mark needs against what is around it (WCAG 1.4.11).
Rectangle {
    required property color ringColor
    objectName: "focusRing"
    anchors.fill: parent
    anchors.margins: -4
    radius: parent.radius > 0 ? parent.radius + 4 : 0
    color: "transparent"
    border.color: ringColor
    border.width: 2
}
