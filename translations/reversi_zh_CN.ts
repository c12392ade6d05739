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
    <name>BoardEditorPopup</name>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="96"/>
        <source>Edit the board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="102"/>
        <source>Tap a square: empty → black → white → empty.</source>
        <translation>点击格子：空 → 黑 → 白 → 空。</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="107"/>
        <source>To move:</source>
        <translation>轮到：</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="110"/>
        <source>Black</source>
        <translation>黑棋</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="116"/>
        <source>White</source>
        <translation>白棋</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="123"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="127"/>
        <source>Current position</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="143"/>
        <source>Play from here</source>
        <translation>从此处对弈</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="149"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="154"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>Cell</name>
    <message>
        <location filename="../qml/Cell.qml" line="137"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <location filename="../app/engine_worker.cpp" line="78"/>
        <source>There is not enough memory for the engine.</source>
        <translation>引擎内存不足。</translation>
    </message>
    <message>
        <location filename="../app/engine_worker.cpp" line="80"/>
        <source>The engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../qml/EvalGraph.qml" line="37"/>
        <source>Evaluation graph</source>
        <translation>形势图</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="126"/>
        <source>Black ahead</source>
        <translation>黑方领先</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="134"/>
        <source>White ahead</source>
        <translation>白方领先</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <location filename="../qml/HeatLegend.qml" line="39"/>
        <source>Heat-map: each move&apos;s score in discs for the side to move. Blue wins, orange loses, pale is even; the deeper the colour, the bigger the margin (full at ±%1). Gold ring: the best move. d = search depth; bold, underlined and framed: exact.</source>
        <translation>热力图：每步棋对行棋方的得分（子数）。蓝色为胜，橙色为负，浅色为均势；颜色越深，差距越大（±%1 时最深）。金圈：最佳着法。d = 搜索深度；粗体、下划线并加框：精确值。</translation>
    </message>
</context>
<context>
    <name>LevelPicker</name>
    <message>
        <location filename="../qml/LevelPicker.qml" line="16"/>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="17"/>
        <source>Casual</source>
        <translation>休闲</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="18"/>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="19"/>
        <source>Strong</source>
        <translation>高级</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="20"/>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="21"/>
        <source>Master</source>
        <translation>大师</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="22"/>
        <source>Perfect endgame</source>
        <translation>完美残局</translation>
    </message>
    <message>
        <location filename="../qml/LevelPicker.qml" line="29"/>
        <source>%1: %2 (level %3)</source>
        <translation>%1：%2（第 %3 级）</translation>
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
        <location filename="../qml/MoveList.qml" line="76"/>
        <source>No moves yet</source>
        <translation>尚未落子</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="11"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="52"/>
        <source>You play</source>
        <translation>你执</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="57"/>
        <source>Black (you move first)</source>
        <translation>黑棋（你先行）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="57"/>
        <source>White</source>
        <translation>白棋</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="57"/>
        <source>Both sides (two players)</source>
        <translation>双方（双人对弈）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="58"/>
        <source>Neither (computer vs computer)</source>
        <translation>都不执（电脑对电脑）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="66"/>
        <source>Computer playing Black</source>
        <translation>电脑执黑</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="74"/>
        <source>Computer playing White</source>
        <translation>电脑执白</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="79"/>
        <source>Analysis (heat-map)</source>
        <translation>分析（热力图）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="84"/>
        <source>Show legal moves</source>
        <translation>显示可落子位置</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="10"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="23"/>
        <source>Show legal moves</source>
        <translation>显示可落子位置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="29"/>
        <source>Heat-map (analysis)</source>
        <translation>热力图（分析）</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="35"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="39"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="39"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="39"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="39"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="43"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="48"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="48"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="52"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="58"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="28"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="29"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="29"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="34"/>
        <source>Game over: draw</source>
        <translation>对局结束：平局</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="35"/>
        <source>Game over: Black wins</source>
        <translation>对局结束：黑方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="35"/>
        <source>Game over: White wins</source>
        <translation>对局结束：白方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="41"/>
        <source>Black is thinking…</source>
        <translation>黑方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="41"/>
        <source>White is thinking…</source>
        <translation>白方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="43"/>
        <source>The computer is paused</source>
        <translation>电脑已暂停</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="45"/>
        <source>White passed: Black to move</source>
        <translation>白方跳过：轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="45"/>
        <source>Black passed: White to move</source>
        <translation>黑方跳过：轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="46"/>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="46"/>
        <source>White to move</source>
        <translation>轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="122"/>
        <source>level %1</source>
        <translation>等级 %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="133"/>
        <source>%1 · to move</source>
        <translation>%1 · 行棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="165"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="171"/>
        <source>Let the computer move</source>
        <translation>让电脑走棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="196"/>
        <source>First</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="198"/>
        <source>First position</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="204"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="206"/>
        <source>Back one move</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="212"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="214"/>
        <source>Forward one move</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="220"/>
        <source>Last</source>
        <translation>最新</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="222"/>
        <source>Last position</source>
        <translation>最新局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="229"/>
        <location filename="../qml/SidePanel.qml" line="231"/>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="237"/>
        <location filename="../qml/SidePanel.qml" line="239"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="251"/>
        <source>New game…</source>
        <translation>新对局…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="259"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="264"/>
        <source>Legal moves</source>
        <translation>可落子位置</translation>
    </message>
</context>
<context>
    <name>StudyPanel</name>
    <message>
        <location filename="../qml/StudyPanel.qml" line="45"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="47"/>
        <source>Paste a game or position (Ctrl+V)</source>
        <translation>粘贴棋谱或局面 (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="52"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="54"/>
        <source>Copy the game (Ctrl+C)</source>
        <translation>复制棋谱 (Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="59"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="61"/>
        <source>Open a game file…</source>
        <translation>打开棋谱文件…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="66"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="68"/>
        <source>Save the game…</source>
        <translation>保存棋谱…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="73"/>
        <source>Edit board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="75"/>
        <source>Edit the board…</source>
        <translation>编辑棋盘…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="80"/>
        <source>Best line</source>
        <translation>最佳变化</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="82"/>
        <source>Show the best line (H)</source>
        <translation>显示最佳变化 (H)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="89"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="91"/>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="110"/>
        <source>Best line: %1</source>
        <translation>最佳变化：%1</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="111"/>
        <source>Best line: searching…</source>
        <translation>最佳变化：搜索中…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="132"/>
        <source>Analyse game</source>
        <translation>分析全局</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="146"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="153"/>
        <source>✓ best  ?! inaccuracy (≤3)  ? mistake (≤8)  ?? blunder</source>
        <translation>✓ 最佳  ?! 欠佳 (≤3)  ? 错着 (≤8)  ?? 大错</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="161"/>
        <source>Open a game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="162"/>
        <source>Game records (*.ggf *.txt *.obf)</source>
        <translation>棋谱 (*.ggf *.txt *.obf)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="162"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="167"/>
        <source>Save the game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="170"/>
        <source>GGF game (*.ggf)</source>
        <translation>GGF 棋谱 (*.ggf)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="170"/>
        <source>Transcript (*.txt)</source>
        <translation>着法记录 (*.txt)</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="182"/>
        <source>Which game?</source>
        <translation>载入哪一局？</translation>
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
    <message>
        <location filename="../app/main.cpp" line="26"/>
        <source>Keep the game in progress in &lt;directory&gt; (default: the app data folder).</source>
        <translation>将进行中的对局保存在 &lt;directory&gt;（默认：应用数据文件夹）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="27"/>
        <source>directory</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>reversi::app::BoardEditor</name>
    <message>
        <location filename="../app/board_editor.cpp" line="12"/>
        <source>The board is empty: place some discs.</source>
        <translation>棋盘是空的：请放置棋子。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="15"/>
        <source>The four centre squares must hold discs: every game starts with them filled, and a square never empties.</source>
        <translation>中央四格必须有棋子：每局开始时它们已被占据，棋子落下后不会移走。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="47"/>
        <source>Neither side can move: the game is over here. It can be looked at, not played on.</source>
        <translation>双方都无棋可下：此局面对局已结束。可以查看，但不能继续对弈。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="49"/>
        <source>Black has no move and passes: White moves first.</source>
        <translation>黑方无棋可下，跳过：白方先行。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="50"/>
        <source>White has no move and passes: Black moves first.</source>
        <translation>白方无棋可下，跳过：黑方先行。</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameModel</name>
    <message>
        <location filename="../app/game_model.cpp" line="241"/>
        <source>pass</source>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameRecords</name>
    <message>
        <location filename="../app/game_records.cpp" line="123"/>
        <source>There is no game to load into.</source>
        <translation>没有可载入的对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="124"/>
        <source>The game could not be replayed.</source>
        <translation>无法重现该对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="151"/>
        <source>There is no game %1.</source>
        <translation>没有第 %1 局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="175"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="182"/>
        <source>There is no game to save.</source>
        <translation>没有可保存的对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="187"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
</TS>
