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
        <source>Game over: %1 Black wins.</source>
        <translation>对局结束：%1黑方获胜。</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="23"/>
        <source>Game over: %1 White wins.</source>
        <translation>对局结束：%1白方获胜。</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="26"/>
        <source>Game over: Black wins</source>
        <translation>对局结束：黑方胜</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="27"/>
        <source>Game over: White wins</source>
        <translation>对局结束：白方胜</translation>
    </message>
    <message>
        <location filename="../qml/Banner.qml" line="27"/>
        <source>Game over: draw</source>
        <translation>对局结束：平局</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/Board.qml" line="140"/>
        <location filename="../qml/BoardEditorPopup.qml" line="141"/>
        <source>Board: %1</source>
        <translation>棋盘：%1</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="140"/>
        <location filename="../qml/BoardEditorPopup.qml" line="141"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="142"/>
        <source>Arrow keys move the cursor; Space or Enter plays there.</source>
        <translation>方向键移动光标；空格键或回车键在光标处落子。</translation>
    </message>
</context>
<context>
    <name>BoardEditorPopup</name>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="273"/>
        <source>Edit the board</source>
        <translation>编辑棋盘</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="280"/>
        <source>Tap a cell: empty → black → white → empty.</source>
        <translation>点击格子：空 → 黑 → 白 → 空。</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="279"/>
        <source>Tap a point: empty → black → white → empty.</source>
        <translation>点击交叉点：空 → 黑 → 白 → 空。</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="143"/>
        <source>Arrow keys move the cursor; Space or Enter changes the cell: empty, black, white.</source>
        <translation>方向键移动光标；空格键或回车键切换该格：空、黑、白。</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="286"/>
        <source>To move:</source>
        <translation>轮到：</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="289"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="295"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="306"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="311"/>
        <source>Current position</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="316"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="335"/>
        <source>Play from here</source>
        <translation>从此处对弈</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="341"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../qml/BoardEditorPopup.qml" line="347"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>BoardGame</name>
    <message>
        <location filename="../app/games/board_game.cpp" line="27"/>
        <source>pass</source>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>Cell</name>
    <message>
        <location filename="../qml/Cell.qml" line="55"/>
        <location filename="../qml/BoardEditorPopup.qml" line="194"/>
        <source>black stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="55"/>
        <location filename="../qml/BoardEditorPopup.qml" line="194"/>
        <source>black disc</source>
        <translation>黑棋</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="57"/>
        <location filename="../qml/BoardEditorPopup.qml" line="195"/>
        <source>white stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="57"/>
        <location filename="../qml/BoardEditorPopup.qml" line="195"/>
        <source>white disc</source>
        <translation>白棋</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="59"/>
        <location filename="../qml/BoardEditorPopup.qml" line="196"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="61"/>
        <source>legal move</source>
        <translation>可落子</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="63"/>
        <source>exact score %1</source>
        <translation>精确评分 %1</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="63"/>
        <source>score %1</source>
        <translation>评分 %1</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="68"/>
        <source>best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="70"/>
        <source>opening-book move</source>
        <translation>开局库着法</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="72"/>
        <source>only Black may play here</source>
        <translation>仅黑方可在此落子</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="72"/>
        <source>only White may play here</source>
        <translation>仅白方可在此落子</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="74"/>
        <source>last move</source>
        <translation>上一手</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="75"/>
        <location filename="../qml/BoardEditorPopup.qml" line="193"/>
        <source>, </source>
        <comment>between the parts of a cell&apos;s description for screen readers</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../qml/Cell.qml" line="255"/>
        <source>B</source>
        <comment>an opening-book move</comment>
        <translation>库</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <location filename="../app/engine_messages.cpp" line="25"/>
        <source>move %1</source>
        <translation>第&#xa0;%1&#xa0;步</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="26"/>
        <source>move %1 (%2)</source>
        <translation>第&#xa0;%1&#xa0;步（%2）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="27"/>
        <source>game %1</source>
        <translation>第&#xa0;%1&#xa0;局</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="28"/>
        <source>line %1</source>
        <translation>第&#xa0;%1&#xa0;行</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="29"/>
        <source>column %1</source>
        <translation>第&#xa0;%1&#xa0;个字符</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="30"/>
        <source>character %1</source>
        <translation>第&#xa0;%1&#xa0;个字符</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="31"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="32"/>
        <source>board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="33"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="34"/>
        <source>move tree</source>
        <translation>变化树</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="35"/>
        <source>TREE</source>
        <translation>变化树</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="36"/>
        <source>tag %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="44"/>
        <source>%1 (column %2)</source>
        <translation>%1（第&#xa0;%2&#xa0;个字符）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="45"/>
        <source>%1 (character %2)</source>
        <translation>%1（第&#xa0;%2&#xa0;个字符）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="46"/>
        <source>%1 (line %2, column %3)</source>
        <translation>%1（第&#xa0;%2&#xa0;行第&#xa0;%3&#xa0;个字符）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="47"/>
        <source>%1 is not a square</source>
        <translation>%1 不是棋盘上的格子</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="48"/>
        <source>%1 comes after the end of the game</source>
        <translation>%1 在对局结束之后</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="50"/>
        <source>%1 is a pass but %2 has a legal move</source>
        <translation>%1 是跳过，但%2有合法着法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="51"/>
        <source>%1 is illegal for %2</source>
        <translation>%1 对%2不合法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="52"/>
        <source>%1 is not a legal move for %2</source>
        <translation>%1 不是%2的合法着法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="53"/>
        <source>the game is already over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="54"/>
        <source>%1 is to move</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="56"/>
        <source>%1 has a legal move and may not pass</source>
        <translation>%1有合法着法，不能跳过</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="57"/>
        <source>illegal for %1</source>
        <translation>对%1不合法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="59"/>
        <source>it is empty: expected a transcript, an OBF position, a GGF game or an SGF game</source>
        <translation>内容为空：应为着法记录、OBF 局面、GGF 对局或 SGF 对局</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="60"/>
        <source>it holds no game</source>
        <translation>其中没有对局</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="61"/>
        <source>&apos;%1&apos; is not a point (aa..ii)</source>
        <translation>&apos;%1&apos; 不是棋盘上的点（aa..ii）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="62"/>
        <source>the game is &apos;%1&apos;, not Othello</source>
        <translation>对局类型为 &apos;%1&apos;，不是黑白棋</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="63"/>
        <source>a pass: NoGo has none</source>
        <translation>跳过：不围棋不能跳过</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="65"/>
        <source>%1 moves out of turn (%2 to move)</source>
        <translation>%1不该此时落子（轮到%2）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="67"/>
        <source>%1 is not legal for %2: the game is over</source>
        <translation>%1 对%2不合法：对局已结束</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="69"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="70"/>
        <source>%1 is not legal for %2</source>
        <translation>%1 对%2不合法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="71"/>
        <source>the point is taken</source>
        <translation>此点已有棋子</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="73"/>
        <source>under the centre rule, Black&apos;s first stone may not go on the centre</source>
        <translation>按天元规则，黑方第一手不得下在天元</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="74"/>
        <source>it would capture a group</source>
        <translation>会提子</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="75"/>
        <source>it would be suicide</source>
        <translation>会自杀</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="76"/>
        <source>it would capture, and be suicide</source>
        <translation>既会提子，又是自杀</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="77"/>
        <source>a &apos;(&apos; is not closed</source>
        <translation>&apos;(&apos; 没有对应的 &apos;)&apos;</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="78"/>
        <source>a &apos;)&apos; without its &apos;(&apos;</source>
        <translation>&apos;)&apos; 没有对应的 &apos;(&apos;</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="79"/>
        <source>a move after branches in parentheses</source>
        <translation>括号中的分支之后还有着法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="80"/>
        <source>&apos;%1&apos; does not start a move</source>
        <translation>&apos;%1&apos; 不是着法的开头</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="81"/>
        <source>&apos;%1&apos; is not a move of this board</source>
        <translation>&apos;%1&apos; 不是此棋盘的着法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="82"/>
        <source>a line deeper than %1 moves and branches</source>
        <translation>一条变化的着法与分支超过 %1&#xa0;层</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="85"/>
        <source>expected a game record starting with &quot;(;&quot;, found %1</source>
        <translation>应为以 &quot;(;&quot; 开头的对局记录，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="86"/>
        <source>expected a tag name, &apos;;&apos; or &apos;)&apos;, found %1</source>
        <translation>应为标签名、&apos;;&apos; 或 &apos;)&apos;，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="87"/>
        <source>expected &apos;[&apos; after the tag name, found %1</source>
        <translation>标签名之后应为 &apos;[&apos;，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="88"/>
        <source>the value is not closed by &apos;]&apos;</source>
        <translation>取值没有以 &apos;]&apos; 结束</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="89"/>
        <source>expected the board size, found %1</source>
        <translation>应为棋盘大小，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="90"/>
        <source>board size %1 is not supported (only 8)</source>
        <translation>不支持棋盘大小 %1（只支持 8×8）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="92"/>
        <source>board size %1 is not supported (only 4, 6, 8 or 10)</source>
        <translation>不支持棋盘大小 %1（只支持 4×4、6×6、8×8 或 10×10）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="94"/>
        <source>cell %1 of %2 (%3) is %4, expected *, O or -</source>
        <translation>第&#xa0;%1&#xa0;格（共&#xa0;%2&#xa0;格，%3）是%4，应为 *、O 或 -</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="96"/>
        <source>%1 marks where %2 are expected: %3 cells, then the side to move (* or O)</source>
        <translation>有&#xa0;%1&#xa0;个标记，应为&#xa0;%2&#xa0;个：%3&#xa0;格，然后是行棋方（* 或 O）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="98"/>
        <source>expected the side to move (* or O), found %1</source>
        <translation>应为行棋方（* 或 O），实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="99"/>
        <source>unexpected %1 after the side to move</source>
        <translation>行棋方之后多出了%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="100"/>
        <source>eval &apos;%1&apos; is not a number</source>
        <translation>评估值 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="101"/>
        <source>time &apos;%1&apos; is not a number</source>
        <translation>用时 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="102"/>
        <source>time &apos;%1&apos; is below 0 seconds</source>
        <translation>用时 &apos;%1&apos; 小于 0 秒</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="103"/>
        <source>more than three &apos;/&apos;-separated fields</source>
        <translation>以 &apos;/&apos; 分隔的字段超过三个</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="104"/>
        <source>the tag appears twice</source>
        <translation>此标签出现了两次</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="105"/>
        <source>board size %1 does not match BO&apos;s %2</source>
        <translation>棋盘大小 %1 与 BO 的 %2 不符</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="108"/>
        <source>expected the side to move (X or O), found %1</source>
        <translation>应为行棋方（X 或 O），实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="110"/>
        <source>expected the cells of a board (16, 36, 64 or 100 of X, O, - or .), found %1</source>
        <translation>应为整个棋盘的格子（16、36、64 或 100 个 X、O、- 或 .），实为 %1&#xa0;个</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="111"/>
        <source>expected a move (%1 or PA), found %2</source>
        <translation>应为着法（%1 或 PA），实为%2</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="112"/>
        <source>expected &apos;:&apos; after the move, found %1</source>
        <translation>着法之后应为 &apos;:&apos;，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="114"/>
        <source>expected a score from -%1 to +%2, found %3</source>
        <translation>应为 -%1 到 +%2 之间的评分，实为%3</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="116"/>
        <source>expected &apos;;&apos; after the side to move, found %1</source>
        <translation>行棋方之后应为 &apos;;&apos;，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="117"/>
        <source>%1 is listed twice</source>
        <translation>%1 列出了两次</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="118"/>
        <source>expected &apos;;&apos; after the score, found %1</source>
        <translation>评分之后应为 &apos;;&apos;，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="120"/>
        <source>expected &apos;%1&apos;, found %2</source>
        <translation>应为 &apos;%1&apos;，实为%2</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="121"/>
        <source>expected &apos;;&apos; to start a node, found %1</source>
        <translation>节点应以 &apos;;&apos; 开头，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="122"/>
        <source>variations nested more than %1 deep</source>
        <translation>变化嵌套超过 %1&#xa0;层</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="123"/>
        <source>property names are upper case, found %1</source>
        <translation>属性名应为大写字母，实为%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="124"/>
        <source>expected &apos;[&apos; after %1, found %2</source>
        <translation>%1 之后应为 &apos;[&apos;，实为%2</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="125"/>
        <source>the value of %1 has no closing &apos;]&apos;</source>
        <translation>%1 的取值没有结束的 &apos;]&apos;</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="126"/>
        <source>%1 is set up twice</source>
        <translation>%1 摆放了两次</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="128"/>
        <source>no NoGo game reaches these stones: every group needs a liberty, and Black has as many stones as White or one more</source>
        <translation>没有不围棋对局能走到这些棋子：每块棋都要有气，且黑子数须与白子相同或多一个</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="131"/>
        <source>no NoGo game reaches these stones: under the centre rule Black&apos;s first stone may not take the centre</source>
        <translation>没有不围棋对局能走到这些棋子：按天元规则，黑方第一手不得下在天元</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="134"/>
        <source>PL[%1]: on the empty board %2 is to move (NoGo has no passes)</source>
        <translation>PL[%1]：空棋盘上轮到%2（不围棋不能跳过）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="136"/>
        <source>PL[%1]: with these stones %2 is to move (NoGo has no passes)</source>
        <translation>PL[%1]：按这些棋子应轮到%2（不围棋不能跳过）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="137"/>
        <source>%1 has %2 values; a move has one</source>
        <translation>%1 有&#xa0;%2&#xa0;个取值；一步棋只有一个</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="138"/>
        <source>%1 has %2 values; it takes one</source>
        <translation>%1 有 %2&#xa0;个取值；它只能有一个</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="139"/>
        <source>GM[%1] is not Go&apos;s board (GM[1])</source>
        <translation>GM[%1] 不是围棋棋盘（GM[1]）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="140"/>
        <source>SZ[%1]: NoGo is played on 9x9 (SZ[9])</source>
        <translation>SZ[%1]：不围棋在 9×9 棋盘上下（SZ[9]）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="142"/>
        <source>setup (%1) is read in the first node only, as stones to start from</source>
        <translation>摆子（%1）只在第一个节点读取，作为起始棋子</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="144"/>
        <source>it holds %1 games, not one</source>
        <translation>其中有&#xa0;%1&#xa0;局，而不是一局</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="145"/>
        <source>a move of the tree is illegal</source>
        <translation>变化树中有不合法的着法</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="146"/>
        <source>it does not replay</source>
        <translation>无法重放</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="148"/>
        <source>&apos;%1&apos; is not two of human and computer, Black&apos;s first</source>
        <translation>&apos;%1&apos; 不是两个 &apos;human&apos; 或 &apos;computer&apos;（黑方在前）</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="149"/>
        <source>&apos;%1&apos; is not parallel or white</source>
        <translation>&apos;%1&apos; 不是 &apos;parallel&apos; 或 &apos;white&apos;</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="150"/>
        <source>only a Reversi game has one</source>
        <translation>只有黑白棋对局才有此项</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="152"/>
        <source>&apos;%1&apos; is not a move number from 0 to %2</source>
        <translation>&apos;%1&apos; 不是 0 到&#xa0;%2&#xa0;之间的步数</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="153"/>
        <source>&apos;%1&apos; is not 1</source>
        <translation>&apos;%1&apos; 不是 1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="155"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="156"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="157"/>
        <source>&apos;%1&apos; followed by %2</source>
        <translation>&apos;%1&apos; 后接%2</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="158"/>
        <source>byte 0x%1</source>
        <translation>字节 0x%1</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="159"/>
        <source>the end of the text</source>
        <translation>文本结尾</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="160"/>
        <source>a line break</source>
        <translation>换行</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="161"/>
        <source>a tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="162"/>
        <source>a space</source>
        <translation>空格</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="200"/>
        <source>, </source>
        <comment>between the parts of where an error is</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../app/engine_messages.cpp" line="206"/>
        <source>%1: %2</source>
        <comment>where: why</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <location filename="../app/engine_worker.cpp" line="101"/>
        <source>There is not enough memory for the engine.</source>
        <translation>引擎内存不足。</translation>
    </message>
    <message>
        <location filename="../app/engine_worker.cpp" line="103"/>
        <source>The engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <location filename="../qml/EvalGraph.qml" line="39"/>
        <source>Evaluation graph</source>
        <translation>形势图</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="146"/>
        <source>Black ahead</source>
        <translation>黑方领先</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="153"/>
        <source>White ahead</source>
        <translation>白方领先</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="175"/>
        <source>Black %1</source>
        <comment>the graph&apos;s score, which is Black&apos;s</comment>
        <translation>黑方 %1</translation>
    </message>
    <message>
        <location filename="../qml/EvalGraph.qml" line="176"/>
        <source>%1 (%2)</source>
        <comment>a score and how it was found</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>FilePlaces</name>
    <message>
        <location filename="../app/file_places.cpp" line="38"/>
        <source>Home</source>
        <translation>主目录</translation>
    </message>
    <message>
        <location filename="../app/file_places.cpp" line="39"/>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <location filename="../app/file_places.cpp" line="41"/>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message>
        <location filename="../app/file_places.cpp" line="43"/>
        <source>Desktop</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/file_places.cpp" line="51"/>
        <source>%1 (%2)</source>
        <comment>a volume&apos;s name, its drive</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="22"/>
        <source>Save the game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="22"/>
        <source>Open a game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="59"/>
        <source>Up</source>
        <translation>上一级</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="76"/>
        <source>Places</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="177"/>
        <source>No games in this folder</source>
        <translation>此文件夹中没有棋谱</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="186"/>
        <source>File name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="196"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="202"/>
        <source>%1: %2</source>
        <comment>a choice&apos;s name for screen readers: its label, its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="215"/>
        <source>%1 exists: saving replaces it.</source>
        <translation>%1 已存在：保存将覆盖它。</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="222"/>
        <source>Replace</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="222"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="222"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../qml/GameFileDialog.qml" line="228"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LevelPicker</name>
    <message>
        <location filename="../qml/LevelPicker.qml" line="22"/>
        <source>%1: %2 (level %3)</source>
        <translation>%1：%2（第&#xa0;%3&#xa0;级）</translation>
    </message>
</context>
<context>
    <name>LinesBar</name>
    <message>
        <location filename="../qml/LinesBar.qml" line="29"/>
        <source>Lines here:</source>
        <translation>此处变化：</translation>
    </message>
    <message>
        <location filename="../qml/LinesBar.qml" line="50"/>
        <source>Make main line</source>
        <translation>设为主线</translation>
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
        <location filename="../qml/MoveList.qml" line="81"/>
        <source>pass</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="142"/>
        <source>book %1</source>
        <translation>开局库 %1</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="164"/>
        <source>No moves yet</source>
        <translation>尚未落子</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="16"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="43"/>
        <source>%1: %2</source>
        <comment>a choice&apos;s name for screen readers: its label, its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="119"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="125"/>
        <source>Reversi (Othello)</source>
        <translation>黑白棋（奥赛罗）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="125"/>
        <source>NoGo (9×9 Go board, no captures)</source>
        <translation>不围棋（9×9 围棋盘，禁止提子）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="136"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="142"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="144"/>
        <source>Start</source>
        <translation>开局摆法</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="150"/>
        <source>Crossed (standard)</source>
        <translation>交叉（标准）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="150"/>
        <source>Side by side</source>
        <translation>平行</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="152"/>
        <source>First</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="158"/>
        <location filename="../qml/NewGameDialog.qml" line="174"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="166"/>
        <source>Black&apos;s first stone may not take the centre</source>
        <translation>黑方第一手不得下天元</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="168"/>
        <source>You play</source>
        <translation>你执</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="194"/>
        <source>Engine of the computer playing Black</source>
        <translation>执黑电脑的引擎</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="212"/>
        <source>Engine of the computer playing White</source>
        <translation>执白电脑的引擎</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="242"/>
        <source>Mark points only one side can play (◆)</source>
        <translation>标出只有一方能下的点（◆）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="158"/>
        <location filename="../qml/NewGameDialog.qml" line="174"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="174"/>
        <source>Both sides (two players)</source>
        <translation>双方（双人对弈）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="175"/>
        <source>Neither (computer vs computer)</source>
        <translation>都不执（电脑对电脑）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="198"/>
        <source>Black: %1</source>
        <translation>黑方：%1</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="206"/>
        <source>Computer playing Black</source>
        <translation>电脑执黑</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="216"/>
        <source>White: %1</source>
        <translation>白方：%1</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="224"/>
        <source>Computer playing White</source>
        <translation>电脑执白</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="230"/>
        <source>Analysis (heat-map)</source>
        <translation>分析（热力图）</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="235"/>
        <source>Show legal moves</source>
        <translation>显示可落子位置</translation>
    </message>
</context>
<context>
    <name>NogoGame</name>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="56"/>
        <source>That is not a point of the board.</source>
        <translation>这不是棋盘上的点。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="57"/>
        <source>The point is taken.</source>
        <translation>此点已有棋子。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="58"/>
        <source>Black&apos;s first stone may not go on the centre point.</source>
        <translation>黑方第一手不得下在天元。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="59"/>
        <source>Illegal: it would capture (take the last liberty of a group).</source>
        <translation>禁着：会提子（紧掉对方一块棋的最后一口气）。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="60"/>
        <source>Illegal: suicide (the stone&apos;s own group would have no liberty).</source>
        <translation>禁着：自杀（己方这块棋将没有气）。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="61"/>
        <source>Illegal: it would capture, and be suicide.</source>
        <translation>禁着：既会提子，又是自杀。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="66"/>
        <source>Black has no legal move.</source>
        <translation>黑方无处可下。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="66"/>
        <source>White has no legal move.</source>
        <translation>白方无处可下。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="219"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="222"/>
        <source>Heat-map: each point&apos;s chance of winning for the side to move (MCTS: the share of won playouts, with their number; MinMax: a score and its depth). Blue wins, orange loses, pale is even; the colour is full from %1 % or %2 % on. Gold ring: the move the engine would play (MCTS: the most searched, whose rate may be a little below another&apos;s); bold, underlined and framed: a proven win or loss.</source>
        <translation>热力图：每个点对行棋方的胜率（MCTS：模拟对局的胜率及其次数；极小极大：评分及搜索深度）。蓝色为胜，橙色为负，浅色为均势；胜率 ≥%1 % 或 ≤%2 % 时颜色最深。金圈：引擎会下的着法（MCTS：搜索次数最多的一手，其胜率可能略低于别的点）；粗体、下划线并加框：已证明的胜或负。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="179"/>
        <source>NoGo 9×9</source>
        <translation>不围棋 9×9</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="201"/>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="201"/>
        <source>MinMax</source>
        <translation>极小极大</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="206"/>
        <source>%1 ms a move</source>
        <translation>每步&#xa0;%1&#xa0;毫秒</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="206"/>
        <source>%1 s a move</source>
        <translation>每步&#xa0;%1&#xa0;秒</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="256"/>
        <source>No NoGo game reaches this: under the centre rule Black&apos;s first stone may not take the centre.</source>
        <translation>没有不围棋对局能走到这个局面：按天元规则，黑方第一手不得下在天元。</translation>
    </message>
    <message>
        <location filename="../app/games/nogo_game.cpp" line="258"/>
        <source>No NoGo game reaches this: every group needs a liberty, and Black has as many stones as White or one more.</source>
        <translation>没有不围棋对局能走到这个局面：每块棋都必须有气，且黑子数等于白子数或多一个。</translation>
    </message>
</context>
<context>
    <name>OpeningNames</name>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="124"/>
        <source>Perpendicular Opening</source>
        <translation>直取</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="125"/>
        <source>Diagonal Opening</source>
        <translation>斜取</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="126"/>
        <source>Parallel Opening</source>
        <translation>平取</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="127"/>
        <source>Tiger</source>
        <translation>虎</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="128"/>
        <source>Rose</source>
        <translation>玫瑰</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="129"/>
        <source>Cow</source>
        <translation>牛</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="130"/>
        <source>Cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="131"/>
        <source>Horse</source>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="132"/>
        <source>Swallow</source>
        <translation>燕</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="133"/>
        <source>Flat</source>
        <translation>扁平</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="134"/>
        <source>Chimney</source>
        <translation>烟囱</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="135"/>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="136"/>
        <source>Lollipop</source>
        <translation>棒棒糖</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="137"/>
        <source>Raccoon Dog</source>
        <translation>狸</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="138"/>
        <source>Sailboat</source>
        <translation>帆船</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="139"/>
        <source>Lightning Bolt</source>
        <translation>闪电</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="13"/>
        <source>Recent games</source>
        <translation>最近的对局</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="23"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="89"/>
        <source>%1 · %2 · %3</source>
        <comment>a recent game: its game, its moves and when it was kept</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="91"/>
        <source>1 move</source>
        <translation>1&#xa0;步</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="91"/>
        <source>%1 moves</source>
        <translation>%1&#xa0;步</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="94"/>
        <source>Final %1–%2</source>
        <translation>终局 %1–%2</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="94"/>
        <source>Black %1, White %2</source>
        <translation>黑 %1，白 %2</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="97"/>
        <source>, </source>
        <comment>between the parts of a game&apos;s description for screen readers</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../qml/RecentGamesDialog.qml" line="138"/>
        <source>No games yet. A game replaced by a new game, a paste or an opened file is kept here.</source>
        <translation>还没有对局。被新对局、粘贴或打开的文件替换掉的对局会保存在这里。</translation>
    </message>
</context>
<context>
    <name>ReversiGame</name>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="70"/>
        <source>That is not a square of the board.</source>
        <translation>这不是棋盘上的格子。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="71"/>
        <source>The square is taken.</source>
        <translation>此格已有棋子。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="72"/>
        <source>There is no move: the side to move passes.</source>
        <translation>无处可下：行棋方跳过。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="73"/>
        <source>A move must turn at least one disc.</source>
        <translation>落子必须至少翻转一枚棋子。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="276"/>
        <source>d%1@%2%</source>
        <translation>深%1@%2%</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="277"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="225"/>
        <source>Reversi %1×%1</source>
        <translation>黑白棋 %1×%1</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="238"/>
        <source>Alpha-beta</source>
        <translation>Alpha-beta 搜索</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="242"/>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="243"/>
        <source>Casual</source>
        <translation>休闲</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="244"/>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="245"/>
        <source>Strong</source>
        <translation>高级</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="246"/>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="247"/>
        <source>Master</source>
        <translation>大师</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="248"/>
        <source>Perfect endgame</source>
        <translation>残局完美解</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="281"/>
        <source>Heat-map: each move&apos;s score in discs for the side to move. Blue wins, orange loses, pale is even; the deeper the colour, the bigger the margin (full at ±%1). Gold ring: the best move. d = search depth, @ = the chance that its selective cuts were right; bold, underlined and framed: exact.</source>
        <translation>热力图：每步棋对行棋方的评分（子数）。蓝色为胜，橙色为负，浅色为均势；颜色越深，差距越大（±%1 时最深）。金圈：最佳着法。深 = 搜索深度，@ = 选择性剪枝正确的概率；粗体、下划线并加框：精确值。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="286"/>
        <source>%1 %2</source>
        <comment>two sentences of a help text, one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="287"/>
        <source>B: a move of the opening book.</source>
        <comment>the letter of Cell.qml&apos;s badge</comment>
        <translation>库：开局库中的着法。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="322"/>
        <source>The board is empty: place some discs.</source>
        <translation>棋盘是空的：请放置棋子。</translation>
    </message>
    <message>
        <location filename="../app/games/reversi_game.cpp" line="326"/>
        <source>The four centre squares must hold discs: every game starts with them filled, and a square never empties.</source>
        <translation>中央四格必须有棋子：每局开始时它们已被占据，棋子落下后不会移走。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="15"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="30"/>
        <source>%1: %2</source>
        <comment>a choice&apos;s name for screen readers: its label, its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="50"/>
        <source>Show legal moves</source>
        <translation>显示可落子位置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="60"/>
        <source>Analysis (heat-map)</source>
        <translation>分析（热力图）</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="73"/>
        <source>NoGo analysis</source>
        <translation>不围棋分析引擎</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="87"/>
        <source>NoGo: mark points only one side can play (◆)</source>
        <translation>不围棋：标出只有一方能下的点（◆）</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="98"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="103"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="103"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="103"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="103"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="109"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="115"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="115"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="120"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="127"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="135"/>
        <source>Keyboard shortcuts…</source>
        <translation>键盘快捷键…</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="10"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="19"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="30"/>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="31"/>
        <source>Open a game file</source>
        <translation>打开棋谱文件</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="32"/>
        <source>Save the game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="33"/>
        <source>Copy the game</source>
        <translation>复制棋谱</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="34"/>
        <source>Paste a game or position</source>
        <translation>粘贴棋谱或局面</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="35"/>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="36"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="37"/>
        <source>Back or forward one move (on the board: Ctrl+← →)</source>
        <translation>后退或前进一步（焦点在棋盘上时：Ctrl+← →）</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="38"/>
        <source>First or last position</source>
        <translation>最初或最终局面</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="39"/>
        <source>Go to the board and the controls in turn</source>
        <translation>在棋盘与各控件之间依次切换</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="40"/>
        <source>On the board: move the cursor</source>
        <translation>棋盘上：移动光标</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="41"/>
        <source>On the board: play at the cursor</source>
        <translation>棋盘上：在光标处落子</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="42"/>
        <source>Show the best line</source>
        <translation>显示最佳变化</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="43"/>
        <source>Leave full screen, else stop the computer, the analysis and the best line</source>
        <translation>退出全屏，否则停止电脑、分析和最佳变化</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="44"/>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="45"/>
        <source>This list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <location filename="../qml/ShortcutsDialog.qml" line="46"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="44"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="45"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="45"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="54"/>
        <source>Game over: draw</source>
        <translation>对局结束：平局</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="55"/>
        <source>Game over: Black wins</source>
        <translation>对局结束：黑方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="55"/>
        <source>Game over: White wins</source>
        <translation>对局结束：白方胜</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="57"/>
        <source>%1 %2</source>
        <comment>the status at the end of a game: %1 why it ended (a sentence), %2 who won (Game over: … wins)</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="64"/>
        <source>Black is thinking…</source>
        <translation>黑方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="64"/>
        <source>White is thinking…</source>
        <translation>白方思考中…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="66"/>
        <source>The computer is paused</source>
        <translation>电脑已暂停</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="68"/>
        <source>White passed: Black to move</source>
        <translation>白方跳过：轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="68"/>
        <source>Black passed: White to move</source>
        <translation>黑方跳过：轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="69"/>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="69"/>
        <source>White to move</source>
        <translation>轮到白方</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="222"/>
        <source>%1 · %2</source>
        <comment>a computer in its score box: Computer · level 20</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="232"/>
        <source>%1 · to move</source>
        <translation>%1 · 轮到走棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="292"/>
        <source>Move now</source>
        <translation>立即落子</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="299"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="306"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="313"/>
        <source>Take over</source>
        <translation>由我来下</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="325"/>
        <source>Opening: %1</source>
        <translation>开局：%1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="390"/>
        <source>First</source>
        <translation>最前</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="392"/>
        <source>First position</source>
        <translation>最初局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="398"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="400"/>
        <source>Back one move</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="406"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="408"/>
        <source>Forward one move</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="414"/>
        <source>Last</source>
        <translation>最后</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="416"/>
        <source>Last position</source>
        <translation>最终局面</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="423"/>
        <location filename="../qml/SidePanel.qml" line="425"/>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="431"/>
        <location filename="../qml/SidePanel.qml" line="433"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="445"/>
        <source>New game…</source>
        <translation>新对局…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="461"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="471"/>
        <source>Legal moves</source>
        <translation>可落子位置</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="491"/>
        <source>Hide how to read the marks</source>
        <translation>隐藏标记说明</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="491"/>
        <source>How to read the marks</source>
        <translation>标记说明</translation>
    </message>
</context>
<context>
    <name>StudyPanel</name>
    <message>
        <location filename="../qml/StudyPanel.qml" line="83"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="85"/>
        <source>Paste a game or position (Ctrl+V)</source>
        <translation>粘贴棋谱或局面（Ctrl+V）</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="90"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="92"/>
        <source>Copy the game (Ctrl+C)</source>
        <translation>复制棋谱（Ctrl+C）</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="97"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="99"/>
        <source>Open a game file…</source>
        <translation>打开棋谱文件…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="104"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="106"/>
        <source>Save the game…</source>
        <translation>保存棋谱…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="113"/>
        <source>Recent games: bring back a replaced game…</source>
        <translation>最近的对局：找回被替换的对局…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="121"/>
        <source>Edit the board…</source>
        <translation>编辑棋盘…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="126"/>
        <source>Best line</source>
        <translation>最佳变化</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="128"/>
        <source>Show the best line (H)</source>
        <translation>显示最佳变化（H）</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="111"/>
        <source>Recent…</source>
        <translation>最近…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="119"/>
        <source>Edit board…</source>
        <translation>编辑棋盘…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="135"/>
        <location filename="../qml/StudyPanel.qml" line="137"/>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="155"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="157"/>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="158"/>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="168"/>
        <source>Best line: %1</source>
        <translation>最佳变化：%1</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="169"/>
        <source>Best line: searching…</source>
        <translation>最佳变化：搜索中…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="190"/>
        <source>Analyse game</source>
        <translation>分析整局</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="204"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="215"/>
        <source>✓&#xa0;best  ?!&#xa0;inaccuracy&#xa0;(≤3&#xa0;discs)  ?&#xa0;mistake&#xa0;(≤8&#xa0;discs)  ??&#xa0;blunder</source>
        <translation>✓&#xa0;最佳  ?!&#xa0;欠佳（≤3&#xa0;子）  ?&#xa0;错着（≤8&#xa0;子）  ??&#xa0;大错</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="216"/>
        <source>✓&#xa0;best  ?!&#xa0;inaccuracy  ?&#xa0;mistake  ??&#xa0;blunder</source>
        <translation>✓&#xa0;最佳  ?!&#xa0;欠佳  ?&#xa0;错着  ??&#xa0;大错</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="252"/>
        <source>Which game?</source>
        <translation>载入哪一局？</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="272"/>
        <source>Filter: a player, a year…</source>
        <translation>筛选：棋手、年份…</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="273"/>
        <source>Filter the games</source>
        <translation>筛选对局</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="286"/>
        <source>No game matches.</source>
        <translation>没有相符的对局。</translation>
    </message>
    <message>
        <location filename="../qml/StudyPanel.qml" line="287"/>
        <source>%1 of %2 games</source>
        <translation>%1 / %2&#xa0;局</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="20"/>
        <source>Play and study Reversi and NoGo against the computer or a friend.</source>
        <translation>与电脑或朋友对弈、研究黑白棋和不围棋。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="25"/>
        <source>Print the time from launch to the first frame on screen, then quit.</source>
        <translation>打印从启动到首帧显示所用的时间，然后退出。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="29"/>
        <source>Keep the game in progress, the recent games and the kept analysis in &lt;directory&gt; (default: the app data folder).</source>
        <translation>将进行中的对局、最近的对局和保留的分析保存在 &lt;目录&gt;（默认：应用数据文件夹）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="30"/>
        <source>directory</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>reversi::app::AppSettings</name>
    <message>
        <location filename="../app/app_settings.cpp" line="127"/>
        <source>Settings cannot be saved in %1: changes last until the app closes.</source>
        <translation>设置无法保存到 %1：更改仅在应用关闭前有效。</translation>
    </message>
</context>
<context>
    <name>reversi::app::Autosave</name>
    <message>
        <location filename="../app/autosave.cpp" line="105"/>
        <source>Another copy of the app is open and keeps its game in %1: this window&apos;s game is not saved.</source>
        <translation>本程序已有另一个实例在运行，其对局保存在 %1：此窗口的对局不会被保存。</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="133"/>
        <source>The saved game could not be read (%1); it was kept as %2.</source>
        <translation>无法读取保存的对局（%1）；原文件已另存为 %2。</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="134"/>
        <source>The saved game could not be read (%1), nor set aside: this session&apos;s game is not saved, so that %2 stays as it is.</source>
        <translation>无法读取保存的对局（%1），也无法将其另存：为保持 %2 原样，本次对局不会保存。</translation>
    </message>
    <message>
        <location filename="../app/autosave.cpp" line="171"/>
        <source>Cannot save the game to %1: %2</source>
        <translation>无法将对局保存到 %1：%2</translation>
    </message>
</context>
<context>
    <name>reversi::app::BackgroundWriter</name>
    <message>
        <location filename="../app/background_writer.cpp" line="22"/>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>reversi::app::BoardEditor</name>
    <message>
        <location filename="../app/board_editor.cpp" line="32"/>
        <source>Neither side can move: the game is over here. It can be looked at, not played on.</source>
        <translation>双方都无棋可下：此局面对局已结束。可以查看，但不能继续对弈。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="34"/>
        <source>Black has no move and passes: White moves first.</source>
        <translation>黑方无棋可下，跳过：白方先行。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="35"/>
        <source>White has no move and passes: Black moves first.</source>
        <translation>白方无棋可下，跳过：黑方先行。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="38"/>
        <source>Black moves first: as many black stones as white.</source>
        <translation>黑方先行：黑子与白子一样多。</translation>
    </message>
    <message>
        <location filename="../app/board_editor.cpp" line="39"/>
        <source>White moves first: one black stone more than white.</source>
        <translation>白方先行：黑子比白子多一颗。</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameAnalyser</name>
    <message>
        <location filename="../app/game_analyser.cpp" line="121"/>
        <source>The analysis could not be kept in %1 (%2): it lasts until you quit.</source>
        <translation>无法将分析保存到 %1（%2）：退出前仍然有效。</translation>
    </message>
    <message>
        <location filename="../app/game_analyser.cpp" line="138"/>
        <source>The kept analysis in %1 is of a newer version of the app (%2): it is left as it is, and this session&apos;s analysis is not kept.</source>
        <translation>%1 中保留的分析来自更新版本的应用（%2）：它保持原样，本次的分析不会保留。</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameModel</name>
    <message>
        <location filename="../app/game_model.cpp" line="70"/>
        <source>book %1</source>
        <translation>开局库 %1</translation>
    </message>
    <message>
        <location filename="../app/game_model.cpp" line="154"/>
        <source>level %1</source>
        <translation>第&#xa0;%1&#xa0;级</translation>
    </message>
    <message>
        <location filename="../app/game_model.cpp" line="442"/>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
</context>
<context>
    <name>reversi::app::GameRecords</name>
    <message>
        <location filename="../app/game_records.cpp" line="157"/>
        <source>Position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="157"/>
        <source>Game %1</source>
        <translation>第&#xa0;%1&#xa0;局</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="159"/>
        <source>%1: %2</source>
        <comment>a game to choose: Game 2: its players</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="88"/>
        <source>Transcript (.txt)</source>
        <translation>着法记录（.txt）</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="89"/>
        <source>%1 game (.%2)</source>
        <translation>%1 棋谱（.%2）</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="120"/>
        <source>There is no game to load into.</source>
        <translation>没有可供载入棋谱的对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="122"/>
        <source>The game could not be replayed.</source>
        <translation>无法重放该对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="147"/>
        <source>Cannot read the game: %1</source>
        <translation>无法读取棋谱：%1</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="194"/>
        <source>There is no game %1.</source>
        <translation>没有第&#xa0;%1&#xa0;局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="178"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="254"/>
        <source>There is no game to save.</source>
        <translation>没有可保存的对局。</translation>
    </message>
    <message>
        <location filename="../app/game_records.cpp" line="271"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>reversi::app::RecentGames</name>
    <message>
        <location filename="../app/recent_games.cpp" line="149"/>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="150"/>
        <source>cannot write in the folder %1: %2</source>
        <translation>无法写入文件夹 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="151"/>
        <source>The replaced game could not be saved to the recent games (%1): it is listed there until you quit.</source>
        <translation>被替换的对局未能保存到最近的对局（%1）：在退出程序之前仍列在其中。</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="169"/>
        <source>a game held in memory</source>
        <translation>内存中保留的一局</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="226"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="231"/>
        <source>Left out, as they could not be read: %1.</source>
        <translation>以下文件无法读取，未列出：%1。</translation>
    </message>
    <message>
        <location filename="../app/recent_games.cpp" line="252"/>
        <source>Cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
</context>
</TS>
