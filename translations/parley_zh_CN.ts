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
        <location filename="../qml/ActionBar.qml" line="99"/>
        <source>SPEAK</source>
        <translation>说</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="107"/>
        <source>Speak the selected card</source>
        <translation>说出所选的牌</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="115"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="123"/>
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
        <location filename="../qml/ActionPreview.qml" line="83"/>
        <source>Last action: it spends the last of their patience, and the conversation ends after it.</source>
        <translation>最后一个行动：它会耗尽对方最后的耐心，之后对话结束。</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="103"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>目标牌将会耗尽：对话将会结束！</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>目标牌将会耗尽！</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>conversation fails</source>
        <translation>对话失败</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="122"/>
        <source>Cards that will exhaust:</source>
        <translation>将会耗尽的牌：</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="133"/>
        <source>No effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="140"/>
        <source>No card will exhaust.</source>
        <translation>没有牌会耗尽。</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <location filename="../app/client/action_text.cpp" line="14"/>
        <source>a card that is gone</source>
        <translation>一张已不存在的牌</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="19"/>
        <source>a skill that is gone</source>
        <translation>一项已不存在的技能</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="27"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="28"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="29"/>
        <source>Let it resolve</source>
        <translation>让它生效</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="37"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="47"/>
        <source>an option</source>
        <translation>一个选项</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="65"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>SPEAK %1</source>
        <translation>说：%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <location filename="../app/client/action_text.cpp" line="70"/>
        <source>Use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>SPEAK %1 through %2</source>
        <translation>说：%1（借助%2）</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: none</source>
        <translation>选择：无</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: %1</source>
        <translation>选择：%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="81"/>
        <source>An action</source>
        <translation>一个行动</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="87"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>已重放 %2 个行动中的 %1 个</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <location filename="../app/client/action_text.cpp" line="122"/>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="90"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1；对话无法开始：内容中没有该对话对象或牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="98"/>
        <source>the content no longer has that skill</source>
        <translation>内容中已没有这项技能</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="100"/>
        <source>the content no longer has that card</source>
        <translation>内容中已没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="102"/>
        <source>%1 is not on the table</source>
        <translation>%1 不在桌上</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="104"/>
        <source>%1 is not in your hand</source>
        <translation>%1 不在你的手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="106"/>
        <source>there is no question to answer then</source>
        <translation>那时没有需要回答的问题</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="108"/>
        <source>the rules no longer allow it then</source>
        <translation>规则在那时已不再允许</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1；第 %2 个行动（%3）已不再合法：%4。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="112"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1；第 %2 个行动（%3）的含义已改变：该问题不再提供这个答案。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="115"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>当时成功了，现在却没有</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it failed when it was played and does not now</source>
        <translation>当时失败了，现在却没有</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it made no roll when it was played and does now</source>
        <translation>当时没有掷骰，现在却要掷骰</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1；第 %2 个行动（%3）的结果不同：%4。</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Very easy</source>
        <translation>非常容易</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Easy</source>
        <translation>容易</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="19"/>
        <source>Very hard</source>
        <translation>非常困难</translation>
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
        <location filename="../qml/ConversationScreen.qml" line="136"/>
        <source>Personality:</source>
        <translation>性格：</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="141"/>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="162"/>
        <source>You played %1.</source>
        <translation>你打出了 %1。</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="178"/>
        <source>Your traits:</source>
        <translation>你的特质：</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="222"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
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
    <name>EffectText</name>
    <message>
        <location filename="../app/client/effect_text.cpp" line="21"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="22"/>
        <source>deck</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>discard</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>exhausted</source>
        <translation>耗尽区</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>pile</source>
        <translation>搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="33"/>
        <source>Persistent</source>
        <translation>持久</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="34"/>
        <source>Fleeting</source>
        <translation>转瞬</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Opportunity</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Skeleton</source>
        <translation>骨架</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Burden</source>
        <translation>负担</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Observable</source>
        <translation>观察</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="52"/>
        <source>success chance</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="53"/>
        <source>weight capacity</source>
        <translation>分量容量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>cards drawn on LISTEN</source>
        <translation>每次“听”抽的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>patience cost</source>
        <translation>耐心消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>comfort change</source>
        <translation>舒适度变化</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>weight cost</source>
        <translation>分量消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>token cost</source>
        <translation>信物消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>token count</source>
        <translation>信物数量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>reach</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>cards per SPEAK</source>
        <translation>每次“说”的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>uses per turn</source>
        <translation>每回合使用次数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>depth</source>
        <translation>位置深度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="71"/>
        <source>add</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="72"/>
        <source>multiply</source>
        <translation>乘以</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="73"/>
        <source>set</source>
        <translation>设为</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="74"/>
        <source>min</source>
        <translation>至少</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="75"/>
        <source>max</source>
        <translation>至多</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add magnitude</source>
        <translation>绝对值加</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="84"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="85"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="86"/>
        <source>exhaust</source>
        <translation>耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>trigger %1</source>
        <translation>触发 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>ability %1</source>
        <translation>能力 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>Cost: %1</source>
        <translation>代价：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="100"/>
        <location filename="../app/client/effect_text.cpp" line="121"/>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>No effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="110"/>
        <source>any number of</source>
        <translation>任意数量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="117"/>
        <source>%1 card(s)</source>
        <translation>%1牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="118"/>
        <source>card(s)</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <source>%1 comfort</source>
        <translation>%1 舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="124"/>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>+X comfort (X = %1)</source>
        <translation>+X 舒适度（X = %1）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 card</source>
        <translation>抽 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 cards</source>
        <translation>抽 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="127"/>
        <source>Draw X cards (X = %1)</source>
        <translation>抽 X 张牌（X = %1）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="129"/>
        <source>Regain %1 weight</source>
        <translation>恢复 %1 分量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="130"/>
        <source>Regain X weight (X = %1)</source>
        <translation>恢复 X 分量（X = %1）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <source>Atmosphere: %1</source>
        <translation>氛围：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="132"/>
        <source>End the conversation (%1)</source>
        <translation>结束对话（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Reset comfort to 0</source>
        <translation>将舒适度重置为 0</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="138"/>
        <source>Refill weight to capacity</source>
        <translation>将分量补满至容量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Next action costs no patience</source>
        <translation>下一次行动不消耗耐心</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal this card</source>
        <translation>展示这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal %1 card(s)</source>
        <translation>展示 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice this card</source>
        <translation>牺牲这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice %1 %2</source>
        <translation>牺牲 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="143"/>
        <source>Discard %1 card(s)</source>
        <translation>弃置 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="145"/>
        <source>token</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="146"/>
        <source>Create %1 %2 for them</source>
        <translation>为对方创造 %1 个%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="147"/>
        <source>Create %1 %2</source>
        <translation>创造 %1 个%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Put this card into the %1</source>
        <translation>将这张牌置入%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Search the deck for %1 %2</source>
        <translation>从牌堆中检索 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>%1 %2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>%1 this turn</source>
        <translation>本回合%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>%1 until the end of the next turn</source>
        <translation>直到下回合结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="158"/>
        <source>%1 until the end of %2 more turns</source>
        <translation>直到之后 %2 个回合结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <source>The effect does nothing</source>
        <translation>该效果无效</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="171"/>
        <source>The effect&apos;s number changes by %1</source>
        <translation>该效果的数值变化 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="172"/>
        <source>Roll again</source>
        <translation>重新掷骰</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>The roll changes by %1</source>
        <translation>掷骰结果变化 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="178"/>
        <source>Mark &apos;%1&apos; %2 on you</source>
        <translation>你的标记“%1”%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="179"/>
        <source>Mark &apos;%1&apos; %2 on them</source>
        <translation>对方的标记“%1”%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="180"/>
        <source>Mark &apos;%1&apos; %2 on this card</source>
        <translation>这张牌上的标记“%1”%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="181"/>
        <source>Mark &apos;%1&apos; %2 on the skill&apos;s owner</source>
        <translation>技能持有者的标记“%1”%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>them</source>
        <translation>对方</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>its owner</source>
        <translation>其持有者</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Gain the skill %1 (%2)</source>
        <translation>获得技能%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="189"/>
        <source>Lose the skill %1 (%2)</source>
        <translation>失去技能%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set this card aside on the pile</source>
        <translation>将这张牌搁置到搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set %1 card(s) aside on the pile</source>
        <translation>将 %1 张牌搁置到搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="193"/>
        <source>Take %1 card(s) back from the pile</source>
        <translation>从搁置堆取回 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="194"/>
        <source>Its outcome resolves once more</source>
        <translation>其结果再结算一次</translation>
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
    <name>ErrorPanel</name>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="33"/>
        <location filename="../qml/ErrorPanel.qml" line="49"/>
        <source>Problems in the pack</source>
        <translation>内容包中的问题</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="57"/>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="69"/>
        <source>Click a problem to open its file in your editor.</source>
        <translation>点击一个问题，即可在编辑器中打开它所在的文件。</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="87"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>card #%1</source>
        <translation>牌 #%1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="28"/>
        <source>an effect ended it</source>
        <translation>效果结束了对话</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>desperate</source>
        <translation>绝望</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="30"/>
        <source>patience exhausted</source>
        <translation>耐心耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>final atmosphere</source>
        <translation>最终氛围</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="39"/>
        <source>Conversation with %1 begins.</source>
        <translation>与%1的对话开始。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="40"/>
        <source>Drew %1.</source>
        <translation>抽到了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="41"/>
        <source>The deck is empty.</source>
        <translation>牌堆已空。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="43"/>
        <source>The discard pile (%1 cards) is shuffled into the deck.</source>
        <translation>弃牌堆（%1 张牌）被洗入牌堆。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="46"/>
        <source>SPEAK %1 (weight %2)</source>
        <translation>说 %1（分量 %2）</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="47"/>
        <source>SPEAK %1 (weight %2): &quot;%3&quot;</source>
        <translation>说 %1（分量 %2）：“%3”</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: success.</source>
        <translation>结果被强制：成功。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: failure.</source>
        <translation>结果被强制：失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="50"/>
        <source>It cannot fail.</source>
        <translation>这不会失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: success.</source>
        <translation>掷出 %1，对比 %2%：成功。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: failure.</source>
        <translation>掷出 %1，对比 %2%：失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="55"/>
        <source>%1 succeeds.</source>
        <translation>%1成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="56"/>
        <source>%1 fails.</source>
        <translation>%1失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="61"/>
        <source>%1 (%2): %3 = %4</source>
        <translation>%1（%2）：%3 = %4</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>Comfort %1 -&gt; %2.</source>
        <translation>舒适度 %1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1现在是 %2（之前是 %3）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="70"/>
        <source>Atmosphere: %1.</source>
        <translation>氛围：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="72"/>
        <source>Weight %1 -&gt; %2.</source>
        <translation>分量 %1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="74"/>
        <source>Patience %1 -&gt; %2.</source>
        <translation>耐心 %1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="75"/>
        <source>The next action is free.</source>
        <translation>下一次行动免费。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="76"/>
        <source>A free action is used.</source>
        <translation>使用了一次免费行动。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="77"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>%1 exhausts.</source>
        <translation>%1耗尽了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>Discarded %1.</source>
        <translation>弃置了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>The conversation ends: %1 (%2).</source>
        <translation>对话结束：%1（%2）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>%1 (%2): a cost cannot be paid; the rest fizzles.</source>
        <translation>%1（%2）：无法支付代价，其余效果落空。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="91"/>
        <source>%1: %2 -&gt; %3.</source>
        <translation>%1：%2 -&gt; %3。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>%1 is tapped.</source>
        <translation>%1被横置。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="93"/>
        <source>%1 untaps.</source>
        <translation>%1重置。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>%1 is revealed.</source>
        <translation>%1被展示。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table (theirs).</source>
        <translation>一个%1衍生物出现在桌面上（对方的）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table.</source>
        <translation>一个%1衍生物出现在桌面上。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="99"/>
        <source>The %1 token is gone.</source>
        <translation>%1衍生物消失了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>%1 tokens %2 -&gt; %3.</source>
        <translation>%1信物 %2 -&gt; %3。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>ACTIVATE %1</source>
        <translation>启动 %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>ACTIVATE %1: %2</source>
        <translation>启动 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>%1 triggers.</source>
        <translation>%1触发了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <location filename="../app/client/event_text.cpp" line="117"/>
        <source>%1: declined.</source>
        <translation>%1：已拒绝。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>(cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="110"/>
        <source>Effects kept causing each other; the engine stopped them after %1 steps.</source>
        <translation>效果不断相互引发；引擎在 %1 步后将其停止。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>You gain %1.</source>
        <translation>你获得了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 gains %2.</source>
        <translation>%1获得了%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>You lose %1.</source>
        <translation>你失去了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 loses %2.</source>
        <translation>%1失去了%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="116"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="122"/>
        <source>%1: does nothing to card #%2 (%3).</source>
        <translation>%1：对牌 #%2 无效（%3）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="123"/>
        <source>%1 (%2): nullified (%3).</source>
        <translation>%1（%2）：被无效化（%3）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>%1: does nothing to card #%2.</source>
        <translation>%1：对牌 #%2 无效。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>%1 (%2): nullified.</source>
        <translation>%1（%2）：被无效化。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>%1 (%2): cancelled by %3.</source>
        <translation>%1（%2）：被%3取消。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Re-rolled: %1 -&gt; %2.</source>
        <translation>重新掷骰：%1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>The roll shifts: %1 -&gt; %2.</source>
        <translation>掷骰结果变化：%1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>%1 on %2: %3 -&gt; %4.</source>
        <translation>%2的%1：%3 -&gt; %4。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1：%2凭空产生。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="142"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1：%2被当作%3打出。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1: a repeated resolution cannot repeat itself.</source>
        <translation>%1：重复结算不能再次重复自身。</translation>
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
        <location filename="../qml/LogPanel.qml" line="20"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="32"/>
        <source>Event log</source>
        <translation>事件记录</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="31"/>
        <source>Parley</source>
        <translation>Parley</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="126"/>
        <source>Save the conversation as a replay</source>
        <translation>将对话保存为回放</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <source>Replays (*.json)</source>
        <translation>回放 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <location filename="../qml/Main.qml" line="150"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="134"/>
        <source>Open a replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save this moment as a scenario</source>
        <translation>将此刻保存为场景</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save the conversation as a scenario</source>
        <translation>将对话保存为场景</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="150"/>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="189"/>
        <source>&amp;Conversation</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="191"/>
        <source>Open replay…</source>
        <translation>打开回放…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="195"/>
        <source>Save as replay…</source>
        <translation>另存为回放…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <source>Save as scenario…</source>
        <translation>另存为场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Save this moment as a scenario…</source>
        <translation>将此刻保存为场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="213"/>
        <source>&amp;Scenarios</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="214"/>
        <source>Open scenario…</source>
        <translation>打开场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="215"/>
        <source>Open scenario folder…</source>
        <translation>打开场景文件夹…</translation>
    </message>
</context>
<context>
    <name>PackBar</name>
    <message>
        <location filename="../qml/PackBar.qml" line="48"/>
        <source>Pack: %1</source>
        <translation>内容包：%1</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="58"/>
        <source>This pack has problems; the game goes on with what it had.</source>
        <translation>此内容包有问题；游戏将沿用之前的内容继续。</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="59"/>
        <source>Reloaded at %1; watching for changes</source>
        <translation>已于 %1 重新加载；正在监视更改</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="60"/>
        <source>Watching for changes</source>
        <translation>正在监视更改</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="70"/>
        <source>Show problems (%1)</source>
        <translation>显示问题（%1）</translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message>
        <location filename="../qml/PackDialogs.qml" line="16"/>
        <source>Open a pack folder</source>
        <translation>打开内容包文件夹</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="21"/>
        <source>Open pack files</source>
        <translation>打开内容包文件</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="23"/>
        <source>Content files (*.json)</source>
        <translation>内容文件 (*.json)</translation>
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
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <location filename="../app/client/replay_io.cpp" line="32"/>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="44"/>
        <source>%1 is not a replay.</source>
        <translation>%1 不是回放文件。</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="66"/>
        <source>The conversation saved last time could not be read, so it is not offered. It was kept as %1.</source>
        <translation>上次保存的对话无法读取，因此不提供继续。它已另存为 %1。</translation>
    </message>
</context>
<context>
    <name>ScenarioDialogs</name>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="17"/>
        <source>Open a scenario</source>
        <translation>打开一个场景</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="24"/>
        <source>Open a folder of scenarios</source>
        <translation>打开场景文件夹</translation>
    </message>
</context>
<context>
    <name>ScenarioExplorer</name>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="20"/>
        <source>Scenario results</source>
        <translation>场景结果</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="29"/>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="40"/>
        <source>Running the scenarios</source>
        <translation>正在运行场景</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="45"/>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="52"/>
        <location filename="../qml/ScenarioExplorer.qml" line="54"/>
        <source>Close the scenario results</source>
        <translation>关闭场景结果</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="66"/>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="67"/>
        <source>%1 passed, %2 failed</source>
        <translation>%1 个通过，%2 个失败</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="68"/>
        <source>%1 could not be read</source>
        <translation>%1 个无法读取</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="74"/>
        <source>Double-click a scenario to step through it.</source>
        <translation>双击场景即可逐步执行。</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="125"/>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>could not be read</source>
        <translation>无法读取</translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="30"/>
        <source>%1: not a valid scenario</source>
        <translation>%1：不是有效的场景</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="45"/>
        <source>Step %1 failed.</source>
        <translation>第 %1 步失败。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="22"/>
        <location filename="../app/client/scenario_text.cpp" line="96"/>
        <location filename="../app/client/scenario_text.cpp" line="166"/>
        <location filename="../app/client/scenario_text.cpp" line="400"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="31"/>
        <source>the conversation started</source>
        <translation>对话开始</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="32"/>
        <source>a card was drawn</source>
        <translation>抽了一张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="33"/>
        <source>the deck ran out</source>
        <translation>牌堆用完了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="34"/>
        <source>the discard pile was shuffled into the deck</source>
        <translation>弃牌堆被洗入牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="35"/>
        <source>a card was spoken</source>
        <translation>说出了一张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="36"/>
        <source>the dice were rolled</source>
        <translation>掷了骰子</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="37"/>
        <source>a card succeeded</source>
        <translation>一张牌成功了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="38"/>
        <source>a card failed</source>
        <translation>一张牌失败了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="39"/>
        <source>an effect happened</source>
        <translation>一个效果生效了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="40"/>
        <source>an effect fizzled</source>
        <translation>一个效果落空了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="41"/>
        <source>a card moved</source>
        <translation>一张牌被移动了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="42"/>
        <source>a card was tapped</source>
        <translation>一张牌被横置</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="43"/>
        <source>a card was untapped</source>
        <translation>一张牌被重置</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="44"/>
        <source>a card was revealed</source>
        <translation>一张牌被展示</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="45"/>
        <source>a token was made</source>
        <translation>生成了一个衍生物</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="46"/>
        <source>a token ceased</source>
        <translation>一个衍生物消失了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="47"/>
        <source>tokens changed</source>
        <translation>信物发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="48"/>
        <source>a cost was paid</source>
        <translation>支付了一项代价</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="49"/>
        <source>an ability was used</source>
        <translation>使用了一个能力</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="50"/>
        <source>a trigger fired</source>
        <translation>一个触发生效了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="51"/>
        <source>a trigger was declined</source>
        <translation>一个触发被拒绝</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="52"/>
        <source>an action was cancelled</source>
        <translation>一个行动被取消</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="53"/>
        <source>an endless loop was stopped</source>
        <translation>一个无限循环被中止</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="54"/>
        <source>comfort changed</source>
        <translation>舒适度发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="55"/>
        <source>the emotional state changed</source>
        <translation>情绪状态发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="56"/>
        <source>the atmosphere changed</source>
        <translation>气氛发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="57"/>
        <source>the weight changed</source>
        <translation>分量发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="58"/>
        <source>patience changed</source>
        <translation>耐心发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="59"/>
        <source>a free action was granted</source>
        <translation>获得了一次免费行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="60"/>
        <source>a free action was used</source>
        <translation>使用了一次免费行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="61"/>
        <source>you listened</source>
        <translation>你倾听了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="62"/>
        <source>a card was exhausted</source>
        <translation>一张牌被耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="63"/>
        <source>a card was discarded</source>
        <translation>一张牌被弃掉</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="64"/>
        <source>the turn ended</source>
        <translation>回合结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="65"/>
        <source>a question was asked</source>
        <translation>提出了一个问题</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="66"/>
        <source>the conversation ended</source>
        <translation>对话结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="67"/>
        <source>a skill was gained</source>
        <translation>获得了一项技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="68"/>
        <source>a skill was lost</source>
        <translation>失去了一项技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="69"/>
        <source>a skill was used</source>
        <translation>使用了一项技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="70"/>
        <source>a skill was declined</source>
        <translation>放弃了一项技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="71"/>
        <source>an effect was nullified</source>
        <translation>一个效果被无效化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="72"/>
        <source>an effect was cancelled</source>
        <translation>一个效果被取消</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="73"/>
        <source>an effect was adjusted</source>
        <translation>一个效果被调整</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="74"/>
        <source>a roll was rerolled</source>
        <translation>重掷了一次骰子</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="75"/>
        <source>a roll was adjusted</source>
        <translation>调整了一次掷骰</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="76"/>
        <source>a mark changed</source>
        <translation>一个记号发生了变化</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="77"/>
        <source>a card was played as another</source>
        <translation>一张牌被当作另一张打出</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="78"/>
        <source>a repeat was refused</source>
        <translation>一次重复被拒绝</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="129"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="130"/>
        <source>abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>an effect ended it</source>
        <translation>由效果结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>desperation</source>
        <translation>绝望</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>patience ran out</source>
        <translation>耐心耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="138"/>
        <source>a failure under Final</source>
        <translation>在 Final 氛围下失败</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="139"/>
        <source>not ended</source>
        <translation>未结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a yes-or-no question</source>
        <translation>是否问题</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of cards</source>
        <translation>选择卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a choice of amount</source>
        <translation>选择数量</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="147"/>
        <source>a choice of how to pay</source>
        <translation>选择支付方式</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="148"/>
        <source>a chance to respond</source>
        <translation>回应的机会</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="156"/>
        <source>let it resolve</source>
        <translation>让其结算</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>the standard cost</source>
        <translation>标准费用</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="159"/>
        <source>alternative cost %1</source>
        <translation>替代费用 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Available weight</source>
        <translation>可用分量</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>Weight capacity</source>
        <translation>分量上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards the next LISTEN draws</source>
        <translation>下次听抽取的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Cards per SPEAK</source>
        <translation>每次说的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="180"/>
        <source>The hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="181"/>
        <source>Reach</source>
        <translation>触及范围</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The deck (top first)</source>
        <translation>牌库（从顶部起）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The exhausted pile</source>
        <translation>耗尽堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>The tapped table cards</source>
        <translation>已横置的桌面卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="192"/>
        <source>The revealed hand cards</source>
        <translation>已展示的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="193"/>
        <source>Their table cards</source>
        <translation>对方的桌面卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="198"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (tapped)</source>
        <translation>%1（已横置）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="203"/>
        <source>%1 (theirs)</source>
        <translation>%1（对方的）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="204"/>
        <source>%1 (revealed)</source>
        <translation>%1（已展示）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="210"/>
        <source>copy %1 of </source>
        <translation>第 %1 张</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>not in the hand</source>
        <translation>不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such token type</source>
        <translation>没有这种信物</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such mark</source>
        <translation>没有这种标记</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="217"/>
        <source>no such skill</source>
        <translation>没有这种技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="218"/>
        <source>no such holder</source>
        <translation>没有这个持有者</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the conversation is over</source>
        <translation>对话已结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>the card is not in the hand</source>
        <translation>该牌不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the card is not on the table</source>
        <translation>该牌不在桌面上</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>not enough weight</source>
        <translation>分量不足</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>the cost cannot be paid</source>
        <translation>无法支付费用</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>it is not allowed</source>
        <translation>不允许</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>a decision must be answered first</source>
        <translation>必须先作出决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>there is no decision to answer</source>
        <translation>没有需要作出的决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>not a valid choice</source>
        <translation>不是有效的选择</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card</source>
        <translation>没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>no such ability or skill</source>
        <translation>没有这种能力或技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>no such card on the table</source>
        <translation>桌面上没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>the card is already tapped</source>
        <translation>该牌已横置</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>the card is not yours</source>
        <translation>该牌不属于你</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>not enough tokens</source>
        <translation>信物不足</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>its use limit is reached</source>
        <translation>已达到使用次数上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="245"/>
        <source>there is nothing to cancel</source>
        <translation>没有可取消的行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="246"/>
        <source>an error</source>
        <translation>一个错误</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="254"/>
        <source>SPEAK %1</source>
        <translation>说 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>SPEAK %1 as %2</source>
        <translation>说 %1，视为 %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="257"/>
        <source>Use the skill %1</source>
        <translation>使用技能 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="260"/>
        <source>Activate %1 (ability %2)</source>
        <translation>启动 %1（能力 %2）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="266"/>
        <source>option %1</source>
        <translation>选项 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose nothing</source>
        <translation>不作选择</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="270"/>
        <source>Cancel the action being paid for</source>
        <translation>取消正在支付的行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>Check the state</source>
        <translation>检查状态</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1 (forced success)</source>
        <translation>%1（强制成功）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="274"/>
        <source>%1 (forced failure)</source>
        <translation>%1（强制失败）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="275"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1，必须被拒绝：%2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="283"/>
        <source>Talking to %1</source>
        <translation>正在与 %1 交谈</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="284"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>状态 %1，舒适度 %2，耐心 %3，分量 %4/%5，氛围 %6，第 %7 回合</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Tokens: %1</source>
        <translation>信物：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <location filename="../app/client/scenario_text.cpp" line="378"/>
        <location filename="../app/client/scenario_text.cpp" line="379"/>
        <location filename="../app/client/scenario_text.cpp" line="417"/>
        <location filename="../app/client/scenario_text.cpp" line="418"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="297"/>
        <source>Deck (top first): %1</source>
        <translation>牌库（从顶部起）：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Discard pile: %1</source>
        <translation>弃牌堆：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="300"/>
        <source>Exhausted pile: %1</source>
        <translation>耗尽堆：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="301"/>
        <source>Table: %1</source>
        <translation>桌面：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <source>Your skills: %1</source>
        <translation>你的技能：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>Their skills: %1</source>
        <translation>对方的技能：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="307"/>
        <location filename="../app/client/scenario_text.cpp" line="350"/>
        <source>A free next action is pending</source>
        <translation>下一个行动免费</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="308"/>
        <source>The conversation is over: %1</source>
        <translation>对话已结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation has ended</source>
        <translation>对话已结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation is still going</source>
        <translation>对话仍在进行</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <source>The outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>still going</source>
        <translation>仍在进行</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>How it ended</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The emotional state</source>
        <translation>情绪状态</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="346"/>
        <source>The atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="354"/>
        <source>%1 tokens</source>
        <translation>%1 信物</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>%1 is in the hand</source>
        <translation>%1 在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>%1 is not in the hand</source>
        <translation>%1 不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>in the hand</source>
        <translation>在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>in the hand (%1)</source>
        <translation>在手牌中（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>not in the hand (%1)</source>
        <translation>不在手牌中（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <source>The decision waiting for an answer</source>
        <translation>等待回答的决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="382"/>
        <source>The decision&apos;s options</source>
        <translation>决定的选项</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="386"/>
        <source>no decision</source>
        <translation>没有决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="389"/>
        <source>The success chance of %1</source>
        <translation>%1 的成功率</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="390"/>
        <location filename="../app/client/scenario_text.cpp" line="391"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="393"/>
        <source>These events happened, in this order</source>
        <translation>这些事件按此顺序发生</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Your skills</source>
        <translation>你的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Their skills</source>
        <translation>对方的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Skills of %1</source>
        <translation>%1 的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="404"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>%1 marks on %2</source>
        <translation>%2 上的 %1 标记</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="407"/>
        <source>The pile of %1</source>
        <translation>%1 的牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>How %1 reads</source>
        <translation>%1 的描述</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>What the ending records</source>
        <translation>结局记录的内容</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <source>Another check</source>
        <translation>其他检查</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="430"/>
        <source>Refused: %1.</source>
        <translation>被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>被接受了，但本应被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>因其他原因被拒绝：%1，而不是 %2。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="434"/>
        <source>Refused as expected: %1.</source>
        <translation>按预期被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="435"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>按预期被拒绝，但状态改变了。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1：预期 %2，实际 %3。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>The step failed.</source>
        <translation>该步骤失败。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Final checks</source>
        <translation>最终检查</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="454"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="57"/>
        <source>A conversation card game</source>
        <translation>一款对话卡牌游戏</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="85"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="91"/>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>打开回放…（Ctrl+O）</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="111"/>
        <source>Pack: %1</source>
        <translation>内容包：%1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>The built-in cards and partners</source>
        <translation>内置的卡牌和对话对象</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="119"/>
        <source>Open pack folder…</source>
        <translation>打开内容包文件夹…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="124"/>
        <source>Open pack files…</source>
        <translation>打开内容包文件…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="131"/>
        <source>Built-in only</source>
        <translation>仅用内置内容</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Recent packs:</source>
        <translation>最近的内容包：</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="160"/>
        <source>Who do you want to talk to?</source>
        <translation>你想和谁交谈？</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="172"/>
        <source>Conversation partners</source>
        <translation>交谈对象</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="192"/>
        <source>starts %1</source>
        <translation>初始：%1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="211"/>
        <location filename="../qml/StartScreen.qml" line="222"/>
        <source>Deck</source>
        <translation>牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="218"/>
        <source>The NPC&apos;s own deck</source>
        <translation>角色自己的牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="230"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="234"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="237"/>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="239"/>
        <location filename="../qml/StartScreen.qml" line="247"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="250"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="260"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="272"/>
        <source>Start conversation</source>
        <translation>开始对话</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="277"/>
        <source>Start the conversation</source>
        <translation>开始这场对话</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="62"/>
        <source>Draws %1 • capacity %2</source>
        <translation>抽 %1 张 • 容量 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="63"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>每次“听”的抽牌数：%1
容量：%2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Weight</source>
        <translation>分量</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="77"/>
        <source>Capacity: %1</source>
        <translation>容量：%1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Weight %1 of %2</source>
        <translation>分量 %1 / %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>“说”消耗 %1；“听”消耗 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="92"/>
        <source>Patience %1</source>
        <translation>耐心 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="100"/>
        <source>Atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="103"/>
        <source>next action free</source>
        <translation>下一行动免费</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="121"/>
        <source>Tokens</source>
        <translation>信物</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="140"/>
        <source>Turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="144"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>牌堆 %1 • 弃牌 %2 • 耗尽 %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>手牌上限 %1 • 深度 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>手牌上限：%1
深度：%2</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../qml/StepsPanel.qml" line="19"/>
        <source>Scenario steps</source>
        <translation>场景步骤</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="47"/>
        <location filename="../qml/StepsPanel.qml" line="49"/>
        <source>Close the steps panel</source>
        <translation>关闭步骤面板</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="77"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="85"/>
        <source>Step (F10)</source>
        <translation>单步 (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="94"/>
        <source>Run to end</source>
        <translation>运行到结尾</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="105"/>
        <source>Stopped: step %1 failed.</source>
        <translation>已停止：第 %1 步失败。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="106"/>
        <source>Every step passed.</source>
        <translation>所有步骤均通过。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="107"/>
        <source>Next: step %1 of %2.</source>
        <translation>下一步：第 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="113"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>你正在手动继续游戏；脚本已暂停。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="120"/>
        <source>Back to the script</source>
        <translation>回到脚本</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="171"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="172"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Set-up</source>
        <translation>初始设置</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Run to here</source>
        <translation>运行到此处</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="209"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="210"/>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="211"/>
        <source>Found</source>
        <translation>实际</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>fail</source>
        <translation>失败</translation>
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
    <name>TimelineStrip</name>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="41"/>
        <location filename="../qml/TimelineStrip.qml" line="86"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="55"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>撤销（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="56"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="67"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="68"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="158"/>
        <source>%1 of %2</source>
        <translation>第 %1 / %2</translation>
    </message>
</context>
<context>
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="70"/>
        <source>The conversation saved last time was played on other content, so it is not offered.</source>
        <translation>上次保存的对话使用的是其他内容，因此不提供继续。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="77"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>你与%1的对话刚刚开始。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="78"/>
        <source>Your conversation with %1 was not finished (%2 actions taken).</source>
        <translation>你与%1的对话尚未结束（已进行 %2 个行动）。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="94"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>无法自动保存对话：%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="107"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>无法继续已保存的对话。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="136"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>自回放保存以来，内容已经改变。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="138"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>对话的结局与保存时不同：规则此后已改变。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="150"/>
        <source>The replay could not be opened:
%1</source>
        <translation>无法打开回放：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="155"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>无法在此播放回放：当前内容中没有它的对话对象或牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="164"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>只有从开始界面或回放开始的对话才能保存为回放。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="169"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>回放未保存。%1。对话继续；请选择其他位置。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="173"/>
        <source>Saved the conversation as a replay.</source>
        <translation>对话已保存为回放。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="179"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>只有从开始界面或回放开始的对话才能保存为场景。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="184"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>此刻对话已经结束，无法从这里继续。请在时间线上回到更早的时刻，或保存整个对话。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="222"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>无法将对话保存为场景：%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>场景未保存。%1。对话继续进行；请选择其他位置。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="232"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>已将对话保存为场景。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="233"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>已保存为场景。此刻无法作为初始设置（它处于回合结算的中途），因此场景从 1 个行动之前开始，并一直进行到此刻。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="235"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>已保存为场景。此刻无法作为初始设置（它处于回合结算的中途），因此场景从 %1 个行动之前开始，并一直进行到此刻。</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="29"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>你的手牌超过 %1 张：弃置 %2 张。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="34"/>
        <source>Use %1&apos;s ability?</source>
        <translation>使用%1的能力吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Use %1?</source>
        <translation>使用%1吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1：牺牲 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1：牺牲至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1：弃置 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1：弃置至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1：展示 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1：展示至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1：拿取 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1：拿取至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1：选择 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1：选择至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>this</source>
        <translation>此牌</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>How do you pay for %1?</source>
        <translation>如何支付%1的费用？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="73"/>
        <source>Choose X for %1.</source>
        <translation>为%1选择X。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>支付%1：选择%2张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="103"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="104"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="105"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="107"/>
        <source>Let it resolve</source>
        <translation>让其生效</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="123"/>
        <source>%1 (your trait): %2</source>
        <translation>%1（你的特质）：%2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="132"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 即将生效：%2。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 即将生效。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="135"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>让其生效，或用你的一个技能将其取消（代价见技能说明）。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>这次“说”可以再打出一张牌（共 %1 张）：选择一张，或选“不选”。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="139"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>额外的牌消耗其分量，但不消耗耐心。</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="51"/>
        <source>The conversation succeeded.</source>
        <translation>对话成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="52"/>
        <source>The conversation failed.</source>
        <translation>对话失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="53"/>
        <source>The conversation was abandoned.</source>
        <translation>对话被放弃了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="54"/>
        <source>The conversation ended: %1.</source>
        <translation>对话结束：%1。</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="26"/>
        <source>The built-in content could not be loaded.</source>
        <translation>无法加载内置内容。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="59"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>未知角色“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="66"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>未知牌组“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="76"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>无法以这个对话对象和牌组开始对话。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="124"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>对话未重建：新内容中缺少它的对话对象或牌组。游戏照常继续。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="145"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>无法加载场景：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="154"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>已按场景“%1”布置。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="201"/>
        <location filename="../app/client/game_controller.cpp" line="230"/>
        <source>Choose a card to speak first.</source>
        <translation>请先选择要说出的牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="214"/>
        <source>There is no such ability on the table.</source>
        <translation>桌面上没有这个能力。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="222"/>
        <source>There is no such skill.</source>
        <translation>没有这个技能。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="231"/>
        <source>No skill can play this card now.</source>
        <translation>现在没有技能可以打出这张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="269"/>
        <source>No conversation is running.</source>
        <translation>当前没有进行中的对话。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="401"/>
        <source>Speak as %1 (%2)</source>
        <translation>作为%1说出（%2）</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="404"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="205"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>内容包“%1”已不存在（被删除或移动）。游戏将用已有的卡牌继续；把内容包放回原处即可重新加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="209"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>内容包有问题（%1 个）。游戏将用已有的卡牌继续；保存修正后会自动重新加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="213"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>内容包无法加载（问题：%1 个）。修正后会自动加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="139"/>
        <source>The pack was reloaded.</source>
        <translation>内容包已重新加载。</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="53"/>
        <source>%1: the file could not be read</source>
        <translation>%1：无法读取该文件</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="54"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>无法打开该场景：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="175"/>
        <source>Final checks</source>
        <translation>最终检查</translation>
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
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="27"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>目标：%1 在牌堆中；下一次「听」会抽到它。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="29"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>目标：%1 在牌堆中（%2 张牌）；下一次「听」不会抽牌。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="30"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>目标：%1 在牌堆中（%2 张牌）；下一次「听」有 %3% 的机会抽到它。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="75"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>「听」抽 1 张牌，你可以承载 %1 分量。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="76"/>
        <source>LISTEN draws %1 cards and you can carry %2 weight.</source>
        <translation>「听」抽 %1 张牌，你可以承载 %2 分量。</translation>
    </message>
</context>
<context>
    <name>parley::client::TimelineModel</name>
    <message>
        <location filename="../app/client/timeline_model.cpp" line="34"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
</TS>
