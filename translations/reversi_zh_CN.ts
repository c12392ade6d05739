<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Banner</name>
    <message>
        <location filename="../qml/Banner.qml" line="14"/>
        <source>Black has no move and passes. White plays again.</source>
        <translation>黑方无棋可下，跳过一手。白方继续落子。</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="16"/>
        <source>White has no move and passes. Black plays again.</source>
        <translation>白方无棋可下，跳过一手。黑方继续落子。</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="22"/>
        <source>Game over: Black wins %1</source>
        <translation>对局结束：黑方胜 %1</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="24"/>
        <source>Game over: White wins %1</source>
        <translation>对局结束：白方胜 %1</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="25"/>
        <source>Game over: draw %1</source>
        <translation>对局结束：平局 %1</translation>
    </message>
</context>
<context>
    <name>Cell</name>
    <message>
        <location filename="../qml/Cell.qml" line="147"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="14"/>
        <source>Reversi</source>
        <translation>黑白棋</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="61"/>
        <source>No moves yet</source>
        <translation>尚未落子</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="10"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="40"/>
        <source>You play</source>
        <translation>你执</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="45"/>
        <source>Black (you move first)</source>
        <translation>黑棋（你先行）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="45"/>
        <source>White</source>
        <translation>白棋</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="45"/>
        <source>Both sides (two players)</source>
        <translation>双方（双人对弈）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="46"/>
        <source>Neither (computer vs computer)</source>
        <translation>都不执（电脑对电脑）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="50"/>
        <source>Level of the computer playing Black</source>
        <translation>执黑电脑的等级</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="60"/>
        <source>Level of the computer playing White</source>
        <translation>执白电脑的等级</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="68"/>
        <source>Analysis (heat-map)</source>
        <translation>分析（热力图）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="70"/>
        <source>Show legal moves</source>
        <translation>显示可落子位置</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="21"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="27"/>
        <source>Game over: draw</source>
        <translation>对局结束：平局</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="28"/>
        <source>Game over: Black wins</source>
        <translation>对局结束：黑方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="28"/>
        <source>Game over: White wins</source>
        <translation>对局结束：白方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="32"/>
        <source>Black is thinking…</source>
        <translation>黑方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="32"/>
        <source>White is thinking…</source>
        <translation>白方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="34"/>
        <source>The computer is paused</source>
        <translation>电脑已暂停</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="36"/>
        <source>White passed: Black to move</source>
        <translation>白方跳过：轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="36"/>
        <source>Black passed: White to move</source>
        <translation>黑方跳过：轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="37"/>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="37"/>
        <source>White to move</source>
        <translation>轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="94"/>
        <source>level %1</source>
        <translation>等级 %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="138"/>
        <source>Let the computer move</source>
        <translation>让电脑走棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="160"/>
        <source>First position</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="167"/>
        <source>Back one move</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="174"/>
        <source>Forward one move</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="181"/>
        <source>Last position</source>
        <translation>最新局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="189"/>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="196"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="207"/>
        <source>New game…</source>
        <translation>新对局…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="215"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="220"/>
        <source>Legal moves</source>
        <translation>可落子位置</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="231"/>
        <source>worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="243"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="251"/>
        <source>Scores in discs; d = search depth; bold, underlined and framed = exact; gold ring = best. Analysing…</source>
        <translation>分数以子数计；“深”为搜索深度；粗体、下划线并带边框为精确值；金色圆环为最佳着法。分析中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="252"/>
        <source>Scores in discs; d = search depth; bold, underlined and framed = exact; gold ring = best.</source>
        <translation>分数以子数计；“深”为搜索深度；粗体、下划线并带边框为精确值；金色圆环为最佳着法。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="18"/>
        <source>Play Reversi against the engine or a friend.</source>
        <translation>与引擎或朋友对弈黑白棋。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="22"/>
        <source>Print the time from launch to the first frame on screen, then quit.</source>
        <translation>打印从启动到首帧显示所用的时间，然后退出。</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameModel</name>
    <message>
        <location filename="../app/game_model.cpp" line="225"/>
        <source>pass</source>
        <translation>跳过</translation>
    </message>
</context>
</TS>
