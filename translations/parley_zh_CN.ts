<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="48"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>已选：%1。按 S 说出，按 A 作为%2说出。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="49"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>已选择：%1。按 S 说出。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="50"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>选择一张牌（1–9），然后说（S），或听（L）。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Explain (E)</source>
        <translation>说明（E）</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="60"/>
        <source>Show how every number is made</source>
        <translation>显示每个数值是如何得出的</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="97"/>
        <source>SPEAK</source>
        <translation>说</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="105"/>
        <source>Speak the selected card</source>
        <translation>说出所选的牌</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="111"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
        <source>Listen: draw cards and refresh weight</source>
        <translation>倾听：抽牌并恢复分量</translation>
    </message>
</context>
<context>
    <name>ActionPreview</name>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>LISTEN preview</source>
        <translation>“听”预览</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>SPEAK preview</source>
        <translation>“说”预览</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>LISTEN will:</source>
        <translation>“听”将会：</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>SPEAK will:</source>
        <translation>“说”将会：</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="42"/>
        <source>Play %1 (costs %2 weight)</source>
        <translation>打出 %1（消耗 %2 分量）</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="41"/>
        <source>Select a card first (keys 1–9).</source>
        <translation>请先选择一张牌（按键 1–9）。</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="44"/>
        <source>Play %1 as %2 through %3 (costs %4 weight)</source>
        <translation>通过%3将 %1 作为 %2 打出（消耗 %4 分量）</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="45"/>
        <source>Play %1, made from nothing through %2 (costs %3 weight)</source>
        <translation>通过%2凭空打出 %1（消耗 %3 分量）</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="46"/>
        <source>Weight cost: %1</source>
        <translation>分量消耗：%1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="61"/>
        <source>Draw %1 card(s) (%2 left in the deck)</source>
        <translation>抽 %1 张牌（牌堆剩余 %2 张）</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="62"/>
        <source>Cards drawn: %1</source>
        <translation>抽牌数：%1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="69"/>
        <source>Refresh weight to %1</source>
        <translation>分量恢复到 %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="70"/>
        <source>Capacity: %1</source>
        <translation>容量：%1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="75"/>
        <source>Costs %1 patience</source>
        <translation>消耗 %1 点耐心</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="76"/>
        <source>Patience cost: %1</source>
        <translation>耐心消耗：%1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="94"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>目标牌将会耗尽：对话将会结束！</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="95"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>目标牌将会耗尽！</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>conversation fails</source>
        <translation>对话失败</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>Cards that will exhaust:</source>
        <translation>将会耗尽的牌：</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="124"/>
        <source>No effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="131"/>
        <source>No card will exhaust.</source>
        <translation>没有牌会耗尽。</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="48"/>
        <source>Card %1: %2</source>
        <translation>第 %1 张牌：%2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="49"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>分量 %1，%2，成功率 %3%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="50"/>
        <source>Goal card: must play now</source>
        <translation>目标牌：必须现在打出</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="101"/>
        <source>Weight: %1</source>
        <translation>分量：%1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="145"/>
        <source>Permanent</source>
        <translation>常驻</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>MUST PLAY NOW</source>
        <translation>必须现在打出</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>exhausts on any other action</source>
        <translation>任何其他行动都会使其耗尽</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="182"/>
        <source>%1% success</source>
        <translation>成功率 %1%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="183"/>
        <source>Success chance: %1</source>
        <translation>成功率：%1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="195"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="202"/>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="210"/>
        <source>If not played</source>
        <translation>若未打出</translation>
    </message>
</context>
<context>
    <name>ComfortBattery</name>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="15"/>
        <source>at +%1: becomes %2</source>
        <translation>到 +%1：变为%2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="16"/>
        <source>at +%1: stays %2</source>
        <translation>到 +%1：保持%2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="17"/>
        <source>at %1: the conversation ends</source>
        <translation>到 %1：对话结束</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="18"/>
        <source>at %1: falls to %2</source>
        <translation>到 %1：降为%2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="21"/>
        <location filename="../qml/ComfortBattery.qml" line="25"/>
        <source>Comfort %1</source>
        <translation>舒适度 %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="65"/>
        <source>ends</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="72"/>
        <source>top</source>
        <translation>顶端</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="81"/>
        <source>One more step up: %1</source>
        <translation>再升一级：%1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down ends it!</source>
        <translation>再降一级对话就结束！</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down: %1</source>
        <translation>再降一级：%1</translation>
    </message>
</context>
<context>
    <name>ConversationScreen</name>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="124"/>
        <source>Personality:</source>
        <translation>性格：</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="129"/>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="150"/>
        <source>You played %1.</source>
        <translation>你打出了 %1。</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="166"/>
        <source>Your traits:</source>
        <translation>你的特质：</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose %1.</source>
        <translation>选择 %1 项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="86"/>
        <source>Choose one.</source>
        <translation>选择一项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose one, or none.</source>
        <translation>选择一个，或不选。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="88"/>
        <source>Choose %1 to %2.</source>
        <translation>选择 %1 到 %2 项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="89"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>按 1–9 选择，按 0 不选，按 Enter 确认。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="90"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>按 1–9 选择，按 Enter 回答。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="130"/>
        <source>None (0)</source>
        <translation>不选 (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="131"/>
        <source>Answer with no card</source>
        <translation>不选卡牌作答</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="138"/>
        <source>Cancel (Esc)</source>
        <translation>取消（Esc）</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="139"/>
        <source>Cancel the action</source>
        <translation>取消该行动</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="146"/>
        <source>Confirm (Enter)</source>
        <translation>确认（Enter）</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="147"/>
        <source>Confirm the choice</source>
        <translation>确认选择</translation>
    </message>
</context>
<context>
    <name>EffectLine</name>
    <message>
        <location filename="../qml/EffectLine.qml" line="25"/>
        <location filename="../qml/EffectLine.qml" line="26"/>
        <source>No effect</source>
        <translation>无效果</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="22"/>
        <source>A card ended the conversation.</source>
        <translation>一张牌结束了对话。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="23"/>
        <source>They were pushed too far while desperate.</source>
        <translation>对方在绝望时被逼得太紧。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="24"/>
        <source>Their patience ran out.</source>
        <translation>对方的耐心耗尽了。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="25"/>
        <source>A failure under the Final atmosphere ended it.</source>
        <translation>在“最终”氛围下的一次失败结束了对话。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="38"/>
        <source>Outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="46"/>
        <source>With %1. %2</source>
        <translation>对象：%1。%2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="60"/>
        <source>Obligations and terms</source>
        <translation>义务与条件</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="86"/>
        <source>Actions</source>
        <translation>行动数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="88"/>
        <source>Cards spoken</source>
        <translation>说出的牌</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="90"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="92"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="94"/>
        <source>Listened</source>
        <translation>倾听次数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="96"/>
        <source>Cards drawn</source>
        <translation>抽牌数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="98"/>
        <source>Cards exhausted</source>
        <translation>耗尽的牌</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="100"/>
        <source>Final state</source>
        <translation>最终状态</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="109"/>
        <source>Play again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="111"/>
        <source>Play again with the same partner</source>
        <translation>与同一对象再玩一次</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="116"/>
        <source>Choose another conversation</source>
        <translation>选择另一场对话</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="117"/>
        <source>Back to the start screen</source>
        <translation>返回开始界面</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="18"/>
        <location filename="../qml/ExplanationPanel.qml" line="42"/>
        <source>How the numbers are made</source>
        <translation>数值是如何得出的</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="21"/>
        <source>%1: success chance</source>
        <translation>%1：成功率</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="22"/>
        <source>%1: weight cost</source>
        <translation>%1：分量消耗</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="24"/>
        <source>Weight capacity</source>
        <translation>分量容量</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="25"/>
        <source>Cards per LISTEN</source>
        <translation>每次“听”的抽牌数</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="26"/>
        <source>Patience per SPEAK</source>
        <translation>每次“说”消耗的耐心</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="27"/>
        <source>Patience per LISTEN</source>
        <translation>每次“听”消耗的耐心</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="28"/>
        <source>Hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="29"/>
        <source>Reach</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="47"/>
        <source>Close (E)</source>
        <translation>关闭（E）</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="48"/>
        <source>Close the explanations</source>
        <translation>关闭说明</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="21"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="41"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>你的手牌为空：“听”来抽牌。</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="19"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="31"/>
        <source>Event log</source>
        <translation>事件记录</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="25"/>
        <source>Parley</source>
        <translation>Parley</translation>
    </message>
</context>
<context>
    <name>PropertyBadge</name>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="11"/>
        <source>Fleeting: exhausts after a SPEAK if it was not the card played</source>
        <translation>转瞬：若不是被打出的牌，在“说”之后耗尽</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="12"/>
        <source>Opportunity: exhausts after a LISTEN</source>
        <translation>时机：在“听”之后耗尽</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="13"/>
        <source>Persistent: stays in hand until played</source>
        <translation>持久：留在手中直到被打出</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="14"/>
        <source>Burden: a weight on the conversation that takes up a place in the deck</source>
        <translation>负担：对话的累赘，占据牌堆中的一个位置</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="15"/>
        <source>Skeleton: a placeholder that cannot be spoken</source>
        <translation>骨架：无法说出的占位牌</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="16"/>
        <source>Observable: comes from something you noticed</source>
        <translation>观察：来自你注意到的事物</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="21"/>
        <source>Fleeting</source>
        <translation>转瞬</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="22"/>
        <source>Opportunity</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="23"/>
        <source>Persistent</source>
        <translation>持久</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="24"/>
        <source>Burden</source>
        <translation>负担</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="25"/>
        <source>Skeleton</source>
        <translation>骨架</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="26"/>
        <source>Observable</source>
        <translation>观察</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="47"/>
        <source>A conversation card game</source>
        <translation>一款对话卡牌游戏</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="51"/>
        <source>Who do you want to talk to?</source>
        <translation>你想和谁交谈？</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="63"/>
        <source>Conversation partners</source>
        <translation>交谈对象</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="83"/>
        <source>starts %1</source>
        <translation>初始：%1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="102"/>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>Deck</source>
        <translation>牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="109"/>
        <source>The NPC&apos;s own deck</source>
        <translation>角色自己的牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="121"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="128"/>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="130"/>
        <location filename="../qml/StartScreen.qml" line="138"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="151"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="163"/>
        <source>Start conversation</source>
        <translation>开始对话</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="168"/>
        <source>Start the conversation</source>
        <translation>开始这场对话</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="58"/>
        <source>Draws %1 • capacity %2</source>
        <translation>抽 %1 张 • 容量 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="59"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>每次“听”的抽牌数：%1
容量：%2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="69"/>
        <source>Weight</source>
        <translation>分量</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Capacity: %1</source>
        <translation>容量：%1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="76"/>
        <source>Weight %1 of %2</source>
        <translation>分量 %1 / %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>“说”消耗 %1；“听”消耗 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>Patience %1</source>
        <translation>耐心 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="95"/>
        <source>Atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="98"/>
        <source>next action free</source>
        <translation>下一行动免费</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="113"/>
        <source>Tokens</source>
        <translation>信物</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="130"/>
        <source>Turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="131"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>牌堆 %1 • 弃牌 %2 • 耗尽 %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="134"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>手牌上限 %1 • 深度 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="135"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>手牌上限：%1
深度：%2</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../qml/TablePanel.qml" line="20"/>
        <source>Table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="27"/>
        <source>Nothing on the table yet. Permanents stay here when spoken.</source>
        <translation>桌面上还没有牌。常驻牌说出后会留在这里。</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="63"/>
        <source>tapped</source>
        <translation>已横置</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="64"/>
        <source>theirs</source>
        <translation>对方的</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>token</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="89"/>
        <source>Activate %1</source>
        <translation>启动 %1</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="41"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="42"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Let it resolve</source>
        <translation>让其生效</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1 (your trait): %2</source>
        <translation>%1（你的特质）：%2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="69"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 即将生效：%2。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 即将生效。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>让其生效，或用你的一个技能将其取消（代价见技能说明）。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>这次“说”可以再打出一张牌（共 %1 张）：选择一张，或选“不选”。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="76"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>额外的牌消耗其分量，但不消耗耐心。</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="23"/>
        <source>The built-in content could not be loaded.</source>
        <translation>无法加载内置内容。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="48"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>未知角色“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="55"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>未知牌组“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="80"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>无法加载场景：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="89"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>已按场景“%1”布置。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="122"/>
        <location filename="../app/client/game_controller.cpp" line="151"/>
        <source>Choose a card to speak first.</source>
        <translation>请先选择要说出的牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="135"/>
        <source>There is no such ability on the table.</source>
        <translation>桌面上没有这个能力。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="143"/>
        <source>There is no such skill.</source>
        <translation>没有这个技能。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="152"/>
        <source>No skill can play this card now.</source>
        <translation>现在没有技能可以打出这张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="185"/>
        <source>No conversation is running.</source>
        <translation>当前没有进行中的对话。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="246"/>
        <source>Speak as %1 (%2)</source>
        <translation>作为%1说出（%2）</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="249"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="47"/>
        <source>Reaction</source>
        <translation>反应</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="48"/>
        <source>Plays a card as another</source>
        <translation>将牌视为另一张打出</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="49"/>
        <source>Changes cards in hand</source>
        <translation>改变手牌</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="50"/>
        <source>Extra plays</source>
        <translation>额外次数</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="51"/>
        <source>Forbids</source>
        <translation>禁止</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="52"/>
        <source>Nullifies effects</source>
        <translation>使效果无效</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="53"/>
        <source>Hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="54"/>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reach</source>
        <translation>触及范围</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>本回合已用 %1/%2，本次对话已用 %3/%4</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="65"/>
        <source>Used %1 of %2 this turn</source>
        <translation>本回合已用 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="67"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>本次对话已用 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="68"/>
        <source>No limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="83"/>
        <source>You</source>
        <translation>你</translation>
    </message>
</context>
</TS>
