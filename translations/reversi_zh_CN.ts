<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Banner</name>
    <message>
        <location filename="../qml/Banner.qml" line="14"/>
        <source>Black has no move and passes. White plays again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="16"/>
        <source>White has no move and passes. Black plays again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="22"/>
        <source>Game over: Black wins %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="24"/>
        <source>Game over: White wins %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="25"/>
        <source>Game over: draw %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="14"/>
        <source>Reversi</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="61"/>
        <source>No moves yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="10"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="37"/>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="42"/>
        <source>Black (you move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="42"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="42"/>
        <source>Both sides (two players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="43"/>
        <source>Neither (computer vs computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="45"/>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="52"/>
        <source>Analysis (heat-map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="54"/>
        <source>Show legal moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="21"/>
        <source>Computer, level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="27"/>
        <source>Game over: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="28"/>
        <source>Game over: Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="28"/>
        <source>Game over: White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="32"/>
        <source>Black is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="32"/>
        <source>White is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="34"/>
        <source>The computer is paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="36"/>
        <source>White passed: Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="36"/>
        <source>Black passed: White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="37"/>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="37"/>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="121"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="126"/>
        <source>Computer, play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="148"/>
        <source>First position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="155"/>
        <source>Back one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="162"/>
        <source>Forward one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="169"/>
        <source>Last position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="177"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="184"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="195"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="199"/>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="204"/>
        <source>Legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="215"/>
        <source>worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="227"/>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="235"/>
        <source>Scores in discs; bold, underlined and framed = exact; gold ring = best. Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="236"/>
        <source>Scores in discs; bold, underlined and framed = exact; gold ring = best.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="18"/>
        <source>Play Reversi against the engine or a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="22"/>
        <source>Print the time from launch to the first frame on screen, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reversi::app::GameModel</name>
    <message>
        <location filename="../app/game_model.cpp" line="223"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
