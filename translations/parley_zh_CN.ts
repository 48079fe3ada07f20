<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="54"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>已选：%1。按 S 说出，按 A 作为%2说出。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="55"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>已选择：%1。按 S 说出。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>选择一张牌（1–9），然后说（S），或听（L）。</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="76"/>
        <source>Explain (E)</source>
        <translation>说明（E）</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="80"/>
        <source>Show how every number is made</source>
        <translation>显示每个数值是如何得出的</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
        <source>SPEAK</source>
        <translation>说</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="127"/>
        <source>Speak the selected card</source>
        <translation>说出所选的牌</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="135"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="143"/>
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
        <location filename="../app/client/action_text.cpp" line="30"/>
        <source>Let the cancellation stand</source>
        <translation>让取消生效</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="38"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="48"/>
        <source>an option</source>
        <translation>一个选项</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <source>SPEAK %1</source>
        <translation>说：%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="69"/>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>Use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="72"/>
        <source>SPEAK %1 through %2</source>
        <translation>说：%1（借助%2）</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: none</source>
        <translation>选择：无</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: %1</source>
        <translation>选择：%1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="82"/>
        <source>An action</source>
        <translation>一个行动</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>已重放 %2 个行动中的 %1 个</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="89"/>
        <location filename="../app/client/action_text.cpp" line="123"/>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="91"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1；对话无法开始：内容中没有该对话对象或牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="99"/>
        <source>the content no longer has that skill</source>
        <translation>内容中已没有这项技能</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="101"/>
        <source>the content no longer has that card</source>
        <translation>内容中已没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="103"/>
        <source>%1 is not on the table</source>
        <translation>%1 不在桌上</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="105"/>
        <source>%1 is not in your hand</source>
        <translation>%1 不在你的手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="107"/>
        <source>there is no question to answer then</source>
        <translation>那时没有需要回答的问题</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>the rules no longer allow it then</source>
        <translation>规则在那时已不再允许</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="110"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1；第 %2 个行动（%3）已不再合法：%4。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="113"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1；第 %2 个行动（%3）的含义已改变：该问题不再提供这个答案。</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>当时成功了，现在却没有</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it failed when it was played and does not now</source>
        <translation>当时失败了，现在却没有</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>it made no roll when it was played and does now</source>
        <translation>当时没有掷骰，现在却要掷骰</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="119"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1；第 %2 个行动（%3）的结果不同：%4。</translation>
    </message>
</context>
<context>
    <name>BalanceScreen</name>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="364"/>
        <source>Run before</source>
        <translation>上一次运行</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="370"/>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="128"/>
        <source>‹ Back</source>
        <translation>‹ 返回</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="132"/>
        <source>Balance lab</source>
        <translation>平衡实验室</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="143"/>
        <source>Partners</source>
        <translation>对话对象</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="164"/>
        <location filename="../qml/BalanceScreen.qml" line="172"/>
        <source>Deck</source>
        <translation>牌组</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="169"/>
        <source>Each partner&apos;s own deck</source>
        <translation>各对话对象自己的牌组</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="180"/>
        <source>Policies</source>
        <translation>策略</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="207"/>
        <source>Games each</source>
        <translation>每组局数</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="214"/>
        <source>Games for each partner and policy</source>
        <translation>每个对话对象和策略的局数</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="216"/>
        <location filename="../qml/BalanceScreen.qml" line="223"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="231"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="242"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="282"/>
        <source>No results yet: choose and run.</source>
        <translation>尚无结果：请选择后运行。</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="309"/>
        <source>Win rates and endings</source>
        <translation>胜率与结局</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="310"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="311"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="316"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="322"/>
        <source>Card table as CSV…</source>
        <translation>卡牌表导出为 CSV…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="323"/>
        <source>All figures as JSON…</source>
        <translation>全部数据导出为 JSON…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="325"/>
        <source>This chart as PNG…</source>
        <translation>此图表导出为 PNG…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="346"/>
        <source>Win rate by policy, with its 95% interval</source>
        <translation>各策略的胜率及其 95% 区间</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="382"/>
        <source>Win rate by policy</source>
        <translation>各策略的胜率</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="383"/>
        <source>Outcomes</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="384"/>
        <source>Why they ended</source>
        <translation>结束原因</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="437"/>
        <source>Changes against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>与上一次运行相比的变化。粗体：在 95% 水平上超出偶然；暗淡：在偶然范围内。</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="473"/>
        <source>Export the card table</source>
        <translation>导出卡牌表</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="481"/>
        <source>Export all figures</source>
        <translation>导出全部数据</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="489"/>
        <source>Save the chart as a picture</source>
        <translation>将图表保存为图片</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
</context>
<context>
    <name>BreakdownText</name>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="51"/>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="53"/>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="68"/>
        <source>by the rules</source>
        <translation>（规则）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per LISTEN</source>
        <translation>（每次“听”）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per SPEAK</source>
        <translation>（每次“说”）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="72"/>
        <source>while %1</source>
        <translation>（%1时）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="76"/>
        <source>base (%1)</source>
        <translation>基础（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="83"/>
        <source>from %1 %2, counting as %3</source>
        <translation>来自 %1 %2，按 %3 计</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="84"/>
        <source>from %1 %2</source>
        <translation>来自 %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="87"/>
        <source>on the card</source>
        <translation>（卡面）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="89"/>
        <source>per turn for the ability</source>
        <translation>（能力每回合）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="91"/>
        <source>asked by the effect</source>
        <translation>（效果要求）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="93"/>
        <source>(the same SPEAK)</source>
        <translation>（同一次“说”）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="95"/>
        <source>(a free action)</source>
        <translation>（免费行动）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="97"/>
        <source>(limited to %1 to %2)</source>
        <translation>（限制在 %1 到 %2 之间）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="100"/>
        <source>(the least it can be)</source>
        <extracomment>A breakdown&apos;s step when the number would go below the least it can be: &quot;= 0 (the least it can be)&quot;</extracomment>
        <translation>（可能的最小值）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="102"/>
        <source>(%1: no card can fail)</source>
        <translation>（%1：任何牌都不会失败）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="111"/>
        <source>%1 (your trait)</source>
        <translation>%1（你的特质）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="112"/>
        <source>%1 (their skill)</source>
        <translation>%1（对方的技能）</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="120"/>
        <source>%1 %2</source>
        <extracomment>A step of a breakdown: %1 the change (&quot;+10&quot;), %2 where it comes from (&quot;from 2 Trust&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="129"/>
        <source>, </source>
        <extracomment>Between the steps of a breakdown</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="131"/>
        <source>%1 = %2</source>
        <extracomment>A breakdown: %1 its steps, %2 the result</extracomment>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>CardFiguresText</name>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="11"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="24"/>
        <location filename="../app/client/card_figures_text.cpp" line="61"/>
        <source>Conversations simulated</source>
        <translation>模拟的对话</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>Drawn</source>
        <translation>抽到</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>%1 times, %2 a conversation</source>
        <translation>%1 次，每场对话 %2 次</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="28"/>
        <source>Played</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="29"/>
        <location filename="../app/client/card_figures_text.cpp" line="33"/>
        <source>%1 times (%2 of the draws)</source>
        <translation>%1 次（占抽到次数的 %2）</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="30"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="31"/>
        <source>%1 times (%2 of the plays)</source>
        <translation>%1 次（占打出次数的 %2）</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="32"/>
        <source>Exhausted without being played</source>
        <translation>未打出就耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>Played at least once</source>
        <translation>至少打出一次</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>in %1 of %2 conversations (%3)</source>
        <translation>在 %2 场对话中的 %1 场（%3）</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="40"/>
        <source>Won when it was played</source>
        <translation>打出时的胜率</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="41"/>
        <source>never played</source>
        <translation>从未打出</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="42"/>
        <source>Won when it was not</source>
        <translation>未打出时的胜率</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="43"/>
        <source>played in every conversation</source>
        <translation>每场对话都打出</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="56"/>
        <source>%1 (%2 to %3) of %4</source>
        <translation>%4 局中 %1（%2 至 %3）</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="62"/>
        <source>Won over</source>
        <translation>说服成功</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="69"/>
        <source>Won over by %1</source>
        <translation>以%1说服成功</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>Conversations last</source>
        <translation>对话时长</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>%1 turns on average</source>
        <translation>平均 %1 回合</translation>
    </message>
</context>
<context>
    <name>CardRulesText</name>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="25"/>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="31"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <source>Free: %1.</source>
        <translation>免费：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <location filename="../app/client/card_rules_text.cpp" line="100"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="36"/>
        <source>Once a turn.</source>
        <translation>每回合一次。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="38"/>
        <source>%1 times a turn.</source>
        <translation>每回合%1次。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="46"/>
        <source>If it is in your opening hand</source>
        <translation>若此牌在你的起始手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="48"/>
        <source>When the conversation starts</source>
        <translation>对话开始时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="50"/>
        <source>When this card enters the %1</source>
        <translation>当这张牌进入%1时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="51"/>
        <source>When a card enters the %1</source>
        <translation>当一张牌进入%1时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="53"/>
        <source>When this card leaves the %1</source>
        <translation>当这张牌离开%1时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="54"/>
        <source>When a card leaves the %1</source>
        <translation>当一张牌离开%1时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before you speak this card</source>
        <translation>你说出这张牌之前</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before each SPEAK</source>
        <translation>每次“说”之前</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After you speak this card</source>
        <translation>你说出这张牌之后</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After each SPEAK</source>
        <translation>每次“说”之后</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When this card succeeds</source>
        <translation>当这张牌成功时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When a card succeeds</source>
        <translation>当一张牌成功时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When this card fails</source>
        <translation>当这张牌失败时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When a card fails</source>
        <translation>当一张牌失败时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When this card exhausts</source>
        <translation>当这张牌耗尽时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When a card exhausts</source>
        <translation>当一张牌耗尽时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="66"/>
        <source>When you LISTEN</source>
        <translation>当你“听”时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="68"/>
        <source>When the comfort changes</source>
        <translation>当舒适度变化时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="70"/>
        <source>When their mood changes</source>
        <translation>当对方的心情变化时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="72"/>
        <source>When the atmosphere changes</source>
        <translation>当氛围变化时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="74"/>
        <source>When you gain tokens</source>
        <translation>当你获得信物时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="76"/>
        <source>When you spend tokens</source>
        <translation>当你花费信物时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="78"/>
        <source>At the start of each turn</source>
        <translation>每回合开始时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="80"/>
        <source>At the end of each turn</source>
        <translation>每回合结束时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="82"/>
        <source>When an effect resolves</source>
        <translation>当一个效果结算时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="84"/>
        <source>When a card&apos;s roll is made</source>
        <translation>当一张牌掷骰时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="95"/>
        <source>%1, while this card is in your %2</source>
        <translation>%1，且这张牌在你的%2中</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="97"/>
        <source>%1, if %2</source>
        <translation>%1，若%2</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="99"/>
        <source>%1, you may: %2.</source>
        <translation>%1，你可以：%2。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="106"/>
        <source>Also costs</source>
        <translation>额外代价</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="108"/>
        <source>Or instead of its weight</source>
        <translation>或代替其分量</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="112"/>
        <source>Trigger</source>
        <translation>触发</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="114"/>
        <location filename="../app/client/card_rules_text.cpp" line="127"/>
        <source>While on the table</source>
        <translation>在桌面上时</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="119"/>
        <source>other cards&apos; auras</source>
        <translation>其他牌的光环</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="120"/>
        <source>skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="122"/>
        <source>the atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="124"/>
        <source>lasting card effects</source>
        <translation>持续的卡牌效果</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>%1 do nothing.</source>
        <translation>%1无效。</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>, </source>
        <comment>between things silenced</comment>
        <translation>、</translation>
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
    <message>
        <location filename="../app/client/card_text.cpp" line="28"/>
        <source>Trust</source>
        <translation>信任</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="29"/>
        <source>Commerce</source>
        <translation>商贸</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="30"/>
        <source>Status</source>
        <translation>地位</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="31"/>
        <source>Shadow</source>
        <translation>暗影</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="46"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="47"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="48"/>
        <source>abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="51"/>
        <source>walked away</source>
        <translation>对方拂袖而去</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="53"/>
        <source>Card %1: %2</source>
        <translation>第 %1 张牌：%2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="54"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>分量 %1，%2，成功率 %3%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="55"/>
        <source>Goal card: must play now</source>
        <translation>目标牌：必须现在打出</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="109"/>
        <source>Weight: %1</source>
        <translation>分量：%1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="148"/>
        <location filename="../qml/GalleryCardDetail.qml" line="72"/>
        <source>Permanent</source>
        <translation>常驻</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="156"/>
        <source>Permanent: stays on the table once spoken, whatever the roll; its abilities and triggers work from there</source>
        <translation>常驻：说出后无论掷骰结果如何都留在桌面上；其能力和触发在桌面上生效</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>MUST PLAY NOW</source>
        <translation>必须现在打出</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>exhausts on any other action</source>
        <translation>任何其他行动都会使其耗尽</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="190"/>
        <source>%1% success</source>
        <translation>成功率 %1%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="191"/>
        <source>Success chance: %1</source>
        <translation>成功率：%1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="205"/>
        <location filename="../qml/GalleryCardDetail.qml" line="101"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="214"/>
        <location filename="../qml/GalleryCardDetail.qml" line="108"/>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="222"/>
        <location filename="../qml/GalleryCardDetail.qml" line="115"/>
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
        <location filename="../qml/ConversationScreen.qml" line="244"/>
        <source>Personality:</source>
        <translation>性格：</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="249"/>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="214"/>
        <source>You played %1.</source>
        <translation>你打出了 %1。</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="166"/>
        <location filename="../qml/ConversationScreen.qml" line="213"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="263"/>
        <source>Your traits:</source>
        <translation>你的特质：</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="311"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>card</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="19"/>
        <source>%1 weight</source>
        <translation>%1 分量</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="21"/>
        <source>%1 patience</source>
        <translation>%1 耐心</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="26"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="27"/>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="30"/>
        <source>Tap this card</source>
        <translation>横置这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="32"/>
        <source>Sacrifice this card</source>
        <translation>牺牲这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="34"/>
        <source>Show this card</source>
        <translation>展示这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="36"/>
        <source>Show %1 %2</source>
        <translation>展示 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="38"/>
        <source>Discard %1 %2</source>
        <translation>弃置 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="40"/>
        <source>Sacrifice %1 %2</source>
        <translation>牺牲 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="42"/>
        <source>Tap %1 %2</source>
        <translation>横置 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="44"/>
        <source>weight</source>
        <translation>分量</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="45"/>
        <source>patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="49"/>
        <source>X %1 (%2 to %3)</source>
        <translation>X %1（%2 至 %3）</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose %1.</source>
        <translation>选择 %1 项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="92"/>
        <source>Choose one.</source>
        <translation>选择一项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose one, or none.</source>
        <translation>选择一个，或不选。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="94"/>
        <source>Choose %1 to %2.</source>
        <translation>选择 %1 到 %2 项。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="95"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>按 1–9 选择，按 0 不选，按 Enter 确认。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="96"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>按 1–9 选择，按 Enter 回答。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="105"/>
        <source>Search by name or effect</source>
        <translation>按名称或效果搜索</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="108"/>
        <source>Search the cards</source>
        <translation>搜索卡牌</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="141"/>
        <source>No card matches.</source>
        <translation>没有匹配的牌。</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="182"/>
        <source>None (0)</source>
        <translation>不选 (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="183"/>
        <source>Answer with no card</source>
        <translation>不选卡牌作答</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="190"/>
        <source>Cancel (Esc)</source>
        <translation>取消（Esc）</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="191"/>
        <source>Cancel the action</source>
        <translation>取消该行动</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="198"/>
        <source>Confirm (Enter)</source>
        <translation>确认（Enter）</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="199"/>
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
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>deck</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>discard</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>exhausted</source>
        <translation>耗尽区</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="27"/>
        <source>table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="28"/>
        <source>pile</source>
        <translation>搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Persistent</source>
        <translation>持久</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Fleeting</source>
        <translation>转瞬</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Opportunity</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Skeleton</source>
        <translation>骨架</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="39"/>
        <source>Burden</source>
        <translation>负担</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="40"/>
        <source>Observable</source>
        <translation>观察</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>success chance</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>weight capacity</source>
        <translation>分量容量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>cards drawn on LISTEN</source>
        <translation>每次“听”抽的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>patience cost</source>
        <translation>耐心消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>comfort change</source>
        <translation>舒适度变化</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>weight cost</source>
        <translation>分量消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>token cost</source>
        <translation>信物消耗</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>token count</source>
        <translation>信物数量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>reach</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>cards per SPEAK</source>
        <translation>每次“说”的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="65"/>
        <source>uses per turn</source>
        <translation>每回合使用次数</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="66"/>
        <source>depth</source>
        <translation>位置深度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="67"/>
        <source>comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="68"/>
        <source>patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="69"/>
        <source>weight</source>
        <translation>分量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="77"/>
        <source>multiply</source>
        <translation>乘以</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="78"/>
        <source>set</source>
        <translation>设为</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="79"/>
        <source>min</source>
        <translation>至少</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="80"/>
        <source>max</source>
        <translation>至多</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="81"/>
        <source>add magnitude</source>
        <translation>绝对值加</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="91"/>
        <source>exhaust</source>
        <translation>耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>trigger %1</source>
        <translation>触发 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>ability %1</source>
        <translation>能力 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="99"/>
        <source>Cost: %1</source>
        <translation>代价：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="105"/>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <location filename="../app/client/effect_text.cpp" line="182"/>
        <source>No effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="115"/>
        <source>any number of</source>
        <translation>任意数量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 card</source>
        <translation>%1牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 cards</source>
        <translation>%1牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>card</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="134"/>
        <location filename="../app/client/effect_text.cpp" line="148"/>
        <source>Comfort up by %1</source>
        <translation>舒适度增加%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw 1 card</source>
        <translation>抽 1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Draw cards: %1</source>
        <translation>抽牌：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Regain weight: %1</source>
        <translation>恢复分量：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>The atmosphere becomes %1</source>
        <translation>氛围变为%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="144"/>
        <source>The conversation ends: %1</source>
        <translation>对话结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="151"/>
        <source>Your next action costs no patience</source>
        <translation>你的下一次行动不消耗耐心</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="153"/>
        <source>Show this card</source>
        <translation>展示这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show 1 card from your hand</source>
        <translation>从你的手牌中展示 1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show %1 cards from your hand</source>
        <translation>从你的手牌中展示 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard 1 card</source>
        <translation>弃置 1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard %1 cards</source>
        <translation>弃置 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="165"/>
        <source>Return this card to your hand</source>
        <translation>将这张牌返回你的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="166"/>
        <source>Shuffle this card into the deck</source>
        <translation>将这张牌洗入牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="167"/>
        <source>Put this card on the discard pile</source>
        <translation>将这张牌放入弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>Exhaust this card</source>
        <translation>耗尽这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="169"/>
        <source>Put this card on the table</source>
        <translation>将这张牌放到桌面上</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>Search the deck for %1 %2 and take it into your hand</source>
        <translation>从牌堆中检索 %1 张%2并加入你的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="180"/>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="181"/>
        <source>−%1 %2</source>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="184"/>
        <source>That effect does nothing</source>
        <translation>该效果无效</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="186"/>
        <source>That effect&apos;s number is %1 smaller</source>
        <translation>该效果的数值减少 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>That effect&apos;s number is %1 bigger</source>
        <translation>该效果的数值增加 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="190"/>
        <source>The roll is %1 better</source>
        <translation>掷骰结果改善 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="191"/>
        <source>The roll is %1 worse</source>
        <translation>掷骰结果变差 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="196"/>
        <source>%1 %2 on you</source>
        <translation>你身上的%2 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="197"/>
        <source>%1 %2 on them</source>
        <translation>对方身上的%2 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="198"/>
        <source>%1 %2 on this card</source>
        <translation>这张牌上的%2 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="199"/>
        <source>%1 %2 on the skill&apos;s owner</source>
        <translation>技能持有者身上的%2 %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You gain %1</source>
        <translation>你获得%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You lose %1</source>
        <translation>你失去%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They gain %1</source>
        <translation>对方获得%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They lose %1</source>
        <translation>对方失去%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner gains %1</source>
        <translation>其持有者获得%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner loses %1</source>
        <translation>其持有者失去%1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set 1 card aside on the pile</source>
        <translation>将 1 张牌搁置到搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set %1 cards aside on the pile</source>
        <translation>将 %1 张牌搁置到搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take 1 card back from the pile</source>
        <translation>从搁置堆取回 1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take %1 cards back from the pile</source>
        <translation>从搁置堆取回 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="217"/>
        <source>Note the card in this skill&apos;s record</source>
        <translation>将这张牌记入此技能的记录</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="133"/>
        <source>%1 comfort</source>
        <translation>%1 舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw %1 cards</source>
        <translation>抽 %1 张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Regain %1 weight</source>
        <translation>恢复 %1 分量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Reset comfort to 0</source>
        <translation>将舒适度重置为 0</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Refill weight to capacity</source>
        <translation>将分量补满至容量</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice this card</source>
        <translation>牺牲这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice %1 %2</source>
        <translation>牺牲 %1 张%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="159"/>
        <source>token</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="160"/>
        <source>Create %1 %2 for them</source>
        <translation>为对方创造 %1 个%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="161"/>
        <source>Create %1 %2</source>
        <translation>创造 %1 个%2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Roll again</source>
        <translation>重新掷骰</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <location filename="../app/client/effect_text.cpp" line="212"/>
        <source>Set this card aside on the pile</source>
        <translation>将这张牌搁置到搁置堆</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="216"/>
        <source>Its outcome resolves once more</source>
        <translation>其结果再结算一次</translation>
    </message>
</context>
<context>
    <name>EndRecap</name>
    <message>
        <location filename="../app/client/end_recap.cpp" line="150"/>
        <source>First success: “%1”.</source>
        <translation>首次成功：“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="164"/>
        <source>Biggest swing: comfort rose by %1 after “%2”.</source>
        <translation>最大波动：“%2”之后，舒适度上升了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="166"/>
        <source>Biggest swing: comfort fell by %1 after “%2”.</source>
        <translation>最大波动：“%2”之后，舒适度下降了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="169"/>
        <source>Biggest swing: comfort rose by %1 as you listened.</source>
        <translation>最大波动：你倾听时，舒适度上升了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="170"/>
        <source>Biggest swing: comfort fell by %1 as you listened.</source>
        <translation>最大波动：你倾听时，舒适度下降了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="172"/>
        <source>Biggest swing: comfort rose by %1.</source>
        <translation>最大波动：舒适度上升了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="173"/>
        <source>Biggest swing: comfort fell by %1.</source>
        <translation>最大波动：舒适度下降了 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="185"/>
        <source>%1 warmed to you: now %2.</source>
        <translation>%1对你热络起来：现在是%2。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="186"/>
        <source>%1 grew colder: now %2.</source>
        <translation>%1冷淡了下来：现在是%2。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="196"/>
        <source>You played your goal, “%1”, and it failed.</source>
        <translation>你打出了目标“%1”，但失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="198"/>
        <source>You played your goal, “%1”, and it succeeded.</source>
        <translation>你打出了目标“%1”，并且成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="204"/>
        <source>Your goal, “%1”, slipped away unplayed.</source>
        <translation>你的目标“%1”未能打出，就此错过。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="216"/>
        <source>Last, you spoke “%1”, and it succeeded.</source>
        <translation>最后，你说出了“%1”，并且成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="218"/>
        <source>Last, you spoke “%1”, and it failed.</source>
        <translation>最后，你说出了“%1”，但失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="219"/>
        <source>Last, you spoke “%1”.</source>
        <translation>最后，你说出了“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="221"/>
        <source>Last, you listened.</source>
        <translation>最后，你倾听了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="223"/>
        <source>Last, you used “%1”.</source>
        <translation>最后，你使用了“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="225"/>
        <source>Last, you used %1.</source>
        <translation>最后，你使用了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="228"/>
        <source>Last, you made a choice.</source>
        <translation>最后，你做出了选择。</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="121"/>
        <source>Your conversation with %1</source>
        <translation>你与%1的对话</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="168"/>
        <source>“%1” — %2</source>
        <extracomment>The partner&apos;s last line and who said it: “Line” (Name).</extracomment>
        <translation>“%1” — %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="197"/>
        <source>What it leaves you with</source>
        <translation>留给你的后果</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="236"/>
        <source>Nothing was agreed, and nothing is owed.</source>
        <translation>没有达成任何约定，也没有任何亏欠。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="251"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="268"/>
        <source>Actions</source>
        <translation>行动数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="270"/>
        <source>Cards spoken</source>
        <translation>说出的牌</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="272"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="274"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="276"/>
        <source>Listened</source>
        <translation>倾听次数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="278"/>
        <source>Cards drawn</source>
        <translation>抽牌数</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="280"/>
        <source>Cards exhausted</source>
        <translation>耗尽的牌</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="288"/>
        <source>Final state</source>
        <translation>最终状态</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="294"/>
        <source>%1, comfort %2</source>
        <extracomment>The state the conversation ended in, and its comfort: &quot;Open, comfort +2&quot;.</extracomment>
        <translation>%1，舒适度 %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="316"/>
        <source>Comfort over the conversation</source>
        <translation>对话中的舒适度</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="443"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="451"/>
        <source>Key moments</source>
        <translation>关键时刻</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="478"/>
        <source>Action %1</source>
        <extracomment>Beside a key moment: the number of the action it happened in.</extracomment>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="492"/>
        <source>It was over before anything happened.</source>
        <translation>还没发生什么，一切就结束了。</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="505"/>
        <source>Play again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="507"/>
        <source>Play again with the same partner</source>
        <translation>与同一对象再玩一次</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="512"/>
        <source>Choose another partner</source>
        <translation>选择其他对话对象</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="513"/>
        <source>Back to the choice of partner</source>
        <translation>返回选择对话对象</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="515"/>
        <source>Back to the partners, with %1 chosen</source>
        <translation>返回对话对象列表，并选中%1</translation>
    </message>
</context>
<context>
    <name>EndingText</name>
    <message>
        <location filename="../app/client/ending_text.cpp" line="18"/>
        <source>%1 %2</source>
        <extracomment>A number of connection tokens, as in &quot;You gain 2 Trust&quot;: %1 the number, %2 the token type.</extracomment>
        <translation>%1 点%2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list: &quot;1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="25"/>
        <source>%1, %2</source>
        <extracomment>An item and the rest of a list: &quot;1 Trust, 1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="39"/>
        <source>You will deliver %1 to %2 within %3.</source>
        <translation>你将在%3内把%1送交%2。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="41"/>
        <source>You will deliver %1 to %2.</source>
        <translation>你将把%1送交%2。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="42"/>
        <source>You will deliver %1 within %2.</source>
        <translation>你将在%2内送达%1。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="43"/>
        <source>You will deliver %1.</source>
        <translation>你将送达%1。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="46"/>
        <source>You will make a delivery to %1 within %2.</source>
        <translation>你将在%2内为%1送一趟货。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="47"/>
        <source>You will make a delivery to %1.</source>
        <translation>你将为%1送一趟货。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="48"/>
        <source>You will make a delivery within %1.</source>
        <translation>你将在%1内送一趟货。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="49"/>
        <source>You will make a delivery.</source>
        <translation>你将送一趟货。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="52"/>
        <source>You owe %1 a favour, due within %2.</source>
        <translation>你欠%1一个人情，须在%2内偿还。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="53"/>
        <source>You owe %1 a favour.</source>
        <translation>你欠%1一个人情。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="54"/>
        <source>You owe a favour, due within %1.</source>
        <translation>你欠下一个人情，须在%1内偿还。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="55"/>
        <source>You owe a favour.</source>
        <translation>你欠下一个人情。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="58"/>
        <source>You must pay a fine to %1 within %2.</source>
        <translation>你必须在%2内向%1缴纳罚款。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="59"/>
        <source>You must pay a fine to %1.</source>
        <translation>你必须向%1缴纳罚款。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="60"/>
        <source>You must pay a fine within %1.</source>
        <translation>你必须在%1内缴纳罚款。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="61"/>
        <source>You must pay a fine.</source>
        <translation>你必须缴纳罚款。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="67"/>
        <source>You took on an obligation to %1, due within %2.</source>
        <translation>你对%1承担了一项义务，须在%2内履行。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="69"/>
        <source>You took on an obligation to %1.</source>
        <translation>你对%1承担了一项义务。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="70"/>
        <source>You took on an obligation, due within %1.</source>
        <translation>你承担了一项义务，须在%1内履行。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="71"/>
        <source>You took on an obligation.</source>
        <translation>你承担了一项义务。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="76"/>
        <source>You took on an obligation to %1 (%2), due within %3.</source>
        <translation>你对%1承担了一项义务（%2），须在%3内履行。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="78"/>
        <source>You took on an obligation to %1 (%2).</source>
        <translation>你对%1承担了一项义务（%2）。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="79"/>
        <source>You took on an obligation (%1), due within %2.</source>
        <translation>你承担了一项义务（%1），须在%2内履行。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="80"/>
        <source>You took on an obligation (%1).</source>
        <translation>你承担了一项义务（%1）。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="88"/>
        <source>a day</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within a day&quot;; German: dative).</extracomment>
        <translation>一天</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="91"/>
        <source>%1 days</source>
        <translation>%1天</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="93"/>
        <source>an hour</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within an hour&quot;; German: dative).</extracomment>
        <translation>一小时</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="96"/>
        <source>%1 hours</source>
        <translation>%1小时</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="108"/>
        <source>You will be paid 1 coin.</source>
        <translation>你将获得 1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="109"/>
        <source>You will be paid %1 coins.</source>
        <translation>你将获得 %1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="111"/>
        <source>You will pay 1 coin.</source>
        <translation>你将支付 1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="112"/>
        <source>You will pay %1 coins.</source>
        <translation>你将支付 %1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="114"/>
        <source>The fine is 1 coin.</source>
        <translation>罚款为 1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="115"/>
        <source>The fine is %1 coins.</source>
        <translation>罚款为 %1 枚硬币。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="117"/>
        <source>You gain %1.</source>
        <translation>你获得了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="119"/>
        <source>You lose %1.</source>
        <translation>你失去了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="122"/>
        <source>A burden card, “%1”, joins your deck.</source>
        <translation>一张负担牌“%1”加入了你的牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="123"/>
        <source>“%1” joins your deck.</source>
        <translation>“%1”加入了你的牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="126"/>
        <source>A burden card joins your deck.</source>
        <translation>一张负担牌加入了你的牌组。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="129"/>
        <source>You suffer a penalty: %1.</source>
        <extracomment>%1 is the pack&apos;s own kind of penalty, as words (&quot;Lost goods&quot;).</extracomment>
        <translation>你受到惩罚：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="133"/>
        <source>Your relationship with %1 worsens by %2.</source>
        <translation>你与%1的关系下降了 %2 点。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="134"/>
        <source>Your relationship with %1 improves by %2.</source>
        <translation>你与%1的关系提升了 %2 点。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="137"/>
        <source>You may now pass through %1.</source>
        <translation>你现在可以通过%1了。</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="161"/>
        <source>Delivery</source>
        <translation>送达</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="162"/>
        <source>Favour</source>
        <translation>人情</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="163"/>
        <source>Fine</source>
        <translation>罚款</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Obligation</source>
        <translation>义务</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Consequences</source>
        <translation>后果</translation>
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
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>The deck is empty.</source>
        <translation>牌堆已空。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>It cannot fail.</source>
        <translation>这不会失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 succeeds.</source>
        <translation>%1成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 fails.</source>
        <translation>%1失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="130"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1现在是 %2（之前是 %3）。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="21"/>
        <source>your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>the deck</source>
        <translation>牌库</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="25"/>
        <source>the discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>the exhausted pile</source>
        <translation>耗尽堆</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>the table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>a skill&apos;s pile</source>
        <translation>技能的牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>a card</source>
        <translation>一张牌</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="57"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="58"/>
        <source>%1, as it takes effect: %2</source>
        <translation>%1 触发：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="59"/>
        <source>%1, used: %2</source>
        <translation>%1 使用：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1, on success: %2</source>
        <translation>%1 成功时：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>%1, on failure: %2</source>
        <translation>%1 失败时：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1, when exhausted: %2</source>
        <translation>%1 耗尽时：%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>your %1</source>
        <translation>你的%1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>%1&apos;s %2</source>
        <translation>%1的%2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>the %1 atmosphere</source>
        <translation>%1氛围</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>the rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="89"/>
        <source>The conversation with %1 begins.</source>
        <translation>与%1的对话开始了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>You draw %1.</source>
        <translation>你抽到了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="97"/>
        <source>The one card of the discard pile is shuffled into the deck.</source>
        <translation>弃牌堆里仅有的一张牌被洗回牌库。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="98"/>
        <source>The %1 cards of the discard pile are shuffled into the deck.</source>
        <translation>弃牌堆的%1张牌被洗回牌库。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>You speak %1 for %2 weight.</source>
        <translation>你打出%1，花费%2点分量。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>Its outcome was set: a success.</source>
        <translation>结果已定：成功。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>Its outcome was set: a failure.</source>
        <translation>结果已定：失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <source>Rolled %1 against a chance of %2%: a success.</source>
        <translation>掷出 %1，成功率 %2%：成功。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>Rolled %1 against a chance of %2%: a failure.</source>
        <translation>掷出 %1，成功率 %2%：失败。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="120"/>
        <source>%1 (this time %2)</source>
        <translation>%1（这次为%2）</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>Comfort starts over at 0.</source>
        <translation>舒适度从 0 重新开始。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>Comfort rises from %1 to %2.</source>
        <translation>舒适度从%1升到%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="127"/>
        <source>Comfort falls from %1 to %2.</source>
        <translation>舒适度从%1降到%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>Comfort stays at %1.</source>
        <translation>舒适度保持在%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="133"/>
        <source>The atmosphere becomes %1.</source>
        <translation>氛围变为%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Weight goes from %1 to %2.</source>
        <translation>分量从%1变为%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>Patience goes from %1 to %2.</source>
        <translation>耐心从%1变为%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>The next action costs no patience.</source>
        <translation>下一个行动不消耗耐心。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>This action costs no patience.</source>
        <translation>这个行动不消耗耐心。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="143"/>
        <source>You listen.</source>
        <translation>你倾听。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1 is exhausted unplayed.</source>
        <translation>%1未被打出，耗尽了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="147"/>
        <source>You discard %1.</source>
        <translation>你弃置了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="149"/>
        <source>The conversation ends.</source>
        <translation>对话结束。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="151"/>
        <source>%1: a cost cannot be paid, so the rest does nothing.</source>
        <translation>%1：有一项代价无法支付，其余效果落空。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="158"/>
        <source>%1 moves from %2 to %3.</source>
        <translation>%1从%2移到%3。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="161"/>
        <source>%1 is used up until you next LISTEN.</source>
        <translation>%1已用过，直到你下次“听”。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="163"/>
        <source>%1 is ready again.</source>
        <translation>%1再次可用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="165"/>
        <source>You reveal %1.</source>
        <translation>你展示了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="168"/>
        <source>%1 appears on the table, on %2&apos;s side.</source>
        <translation>%1出现在桌面上，归%2所有。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="169"/>
        <source>%1 appears on the table.</source>
        <translation>%1出现在桌面上。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="171"/>
        <source>%1 is gone from the table.</source>
        <translation>%1从桌面上消失了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="173"/>
        <source>%1 grows from %2 to %3.</source>
        <translation>%1从%2增加到%3。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="174"/>
        <source>%1 shrinks from %2 to %3.</source>
        <translation>%1从%2减少到%3。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="181"/>
        <source>You use %1.</source>
        <translation>你使用了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="182"/>
        <source>You use %1: %2.</source>
        <translation>你使用了%1：%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="184"/>
        <source>%1 takes effect.</source>
        <translation>%1生效了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="186"/>
        <location filename="../app/client/event_text.cpp" line="202"/>
        <source>You let %1 pass.</source>
        <translation>你放过了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="188"/>
        <source>The action is called off.</source>
        <translation>这个行动被取消了。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="190"/>
        <source>Effects kept causing each other; the game stopped them after %1 steps.</source>
        <translation>效果不断相互触发；游戏在%1步后将其终止。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="193"/>
        <source>You gain %1.</source>
        <translation>你获得了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="194"/>
        <source>%1 gains %2.</source>
        <translation>%1获得了%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="196"/>
        <source>You lose %1.</source>
        <translation>你失去了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="197"/>
        <source>%1 loses %2.</source>
        <translation>%1失去了%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="199"/>
        <source>Your %1 comes into play.</source>
        <translation>你的%1发挥了作用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="200"/>
        <source>%1&apos;s %2 comes into play.</source>
        <translation>%1的%2发挥了作用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="208"/>
        <source>%1 does nothing to a card that %2 protects.</source>
        <translation>%1对受%2保护的牌不起作用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="209"/>
        <source>%1 does nothing: %2 prevents it.</source>
        <translation>%1不起作用：%2阻止了它。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="211"/>
        <source>%1 does nothing to a protected card.</source>
        <translation>%1对受保护的牌不起作用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="212"/>
        <source>%1 does nothing.</source>
        <translation>%1不起作用。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="214"/>
        <source>%1 cancels what %2 would do.</source>
        <translation>%1抵消了%2的效果。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="217"/>
        <source>%1 answers the cancellation: what %2 would do happens after all, unless that is answered too.</source>
        <translation>%1 回应了这次取消：%2 的效果仍会发生，除非这一回应也被回应。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="220"/>
        <source>%1: the effect grows by %2.</source>
        <translation>%1：效果增加%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="221"/>
        <source>%1: the effect shrinks by %2.</source>
        <translation>%1：效果减少%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="225"/>
        <source>The roll is made again: %1 becomes %2.</source>
        <translation>重新掷骰：%1变成了%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="227"/>
        <source>The roll shifts from %1 to %2.</source>
        <translation>掷骰结果从%1变为%2。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="229"/>
        <source>%1 on %2 goes from %3 to %4.</source>
        <translation>%2的%1从%3变为%4。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="238"/>
        <source>%1: a repeated effect cannot repeat itself.</source>
        <translation>%1：重复的效果不能再次重复自身。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="243"/>
        <source>%1 has left the table, and what it did goes with it.</source>
        <translation>%1已离开桌面，它带来的效果随之消失。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="245"/>
        <source>What %1 did has run its time and ends.</source>
        <translation>%1带来的效果时限已到，就此结束。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="247"/>
        <source>With %1 lost, what it did ends.</source>
        <translation>失去%1后，它带来的效果随之结束。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="250"/>
        <source>%1 has no effect: %2 effects are already in force, the most there may be.</source>
        <translation>%1 没有生效：已有 %2 个效果在起作用，这是上限。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="262"/>
        <source>As the turn begins, %1 adds %n comfort.</source>
        <translation>
            <numerusform>回合开始时，%1增加%n点舒适度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="263"/>
        <source>As the turn ends, %1 adds %n comfort.</source>
        <translation>
            <numerusform>回合结束时，%1增加%n点舒适度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="265"/>
        <source>As the turn begins, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>回合开始时，%1减少%n点舒适度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="266"/>
        <source>As the turn ends, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>回合结束时，%1减少%n点舒适度。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="270"/>
        <source>As the turn begins, %1 gives %n patience.</source>
        <translation>
            <numerusform>回合开始时，%1给予%n点耐心。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="271"/>
        <source>As the turn ends, %1 gives %n patience.</source>
        <translation>
            <numerusform>回合结束时，%1给予%n点耐心。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="273"/>
        <source>As the turn begins, %1 costs %n patience.</source>
        <translation>
            <numerusform>回合开始时，%1消耗%n点耐心。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="274"/>
        <source>As the turn ends, %1 costs %n patience.</source>
        <translation>
            <numerusform>回合结束时，%1消耗%n点耐心。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="279"/>
        <source>As the turn begins, %1 gives back %n weight.</source>
        <translation>
            <numerusform>回合开始时，%1返还%n点分量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="280"/>
        <source>As the turn ends, %1 gives back %n weight.</source>
        <translation>
            <numerusform>回合结束时，%1返还%n点分量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="282"/>
        <source>As the turn begins, %1 takes %n weight.</source>
        <translation>
            <numerusform>回合开始时，%1拿走%n点分量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="283"/>
        <source>As the turn ends, %1 takes %n weight.</source>
        <translation>
            <numerusform>回合结束时，%1拿走%n点分量。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="289"/>
        <source>%1 notes %2 in its record.</source>
        <translation>%1将%2记入记录。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="234"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1：%2凭空产生。</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="235"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1：%2被当作%3打出。</translation>
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
    <name>FormulaWords</name>
    <message>
        <location filename="../app/client/formula_words.cpp" line="83"/>
        <source>minus %1</source>
        <translation>负%1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="85"/>
        <source>%1 plus %2</source>
        <translation>%1加%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="87"/>
        <source>%1 minus %2</source>
        <translation>%1减%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="90"/>
        <location filename="../app/client/formula_words.cpp" line="92"/>
        <source>twice %1</source>
        <translation>%1的两倍</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="93"/>
        <source>%1 times %2</source>
        <translation>%1乘以%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="96"/>
        <source>half of %1, rounded down</source>
        <translation>%1的一半，向下取整</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="97"/>
        <source>%1 divided by %2, rounded down</source>
        <translation>%1除以%2，向下取整</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="104"/>
        <source>1 if %1, else 0</source>
        <translation>若%1则为1，否则为0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="117"/>
        <source>%1, at least %2</source>
        <translation>%1，至少为%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="118"/>
        <source>%1, at most %2</source>
        <translation>%1，至多为%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="125"/>
        <source>, </source>
        <comment>between the arguments of min or max</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="126"/>
        <source>the largest of %1</source>
        <translation>%1中的最大值</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="127"/>
        <source>the smallest of %1</source>
        <translation>%1中的最小值</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="135"/>
        <source>%1 and %2</source>
        <translation>%1且%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="137"/>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="139"/>
        <source>not (%1)</source>
        <translation>并非（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="150"/>
        <location filename="../app/client/formula_words.cpp" line="170"/>
        <source>%1 is not 0</source>
        <translation>%1不为0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="158"/>
        <source>the card is Fleeting</source>
        <translation>该牌为转瞬牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="159"/>
        <source>the card is not Fleeting</source>
        <translation>该牌不是转瞬牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="161"/>
        <source>the card is an Opportunity</source>
        <translation>该牌为时机牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="162"/>
        <source>the card is not an Opportunity</source>
        <translation>该牌不是时机牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="164"/>
        <source>the card is a goal</source>
        <translation>该牌为目标牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="165"/>
        <source>the card is not a goal</source>
        <translation>该牌不是目标牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="167"/>
        <source>the card is a permanent</source>
        <translation>该牌为常驻牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="168"/>
        <source>the card is not a permanent</source>
        <translation>该牌不是常驻牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="171"/>
        <source>%1 is 0</source>
        <translation>%1为0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="185"/>
        <source>the card is a %1 card</source>
        <translation>该牌为%1牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="186"/>
        <source>the card is not a %1 card</source>
        <translation>该牌不是%1牌</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="196"/>
        <source>%1 is %2</source>
        <translation>%1等于%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="198"/>
        <source>%1 is not %2</source>
        <translation>%1不等于%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="200"/>
        <source>%1 is below %2</source>
        <translation>%1小于%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="202"/>
        <source>%1 is at most %2</source>
        <translation>%1至多为%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="204"/>
        <source>%1 is above %2</source>
        <translation>%1大于%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="206"/>
        <source>%1 is at least %2</source>
        <translation>%1至少为%2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="236"/>
        <source>the %1 mark on you</source>
        <translation>你身上的%1标记</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="238"/>
        <source>the %1 mark on them</source>
        <translation>对方身上的%1标记</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="240"/>
        <source>the %1 mark on this card</source>
        <translation>这张牌上的%1标记</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="245"/>
        <source>the number of %1 tokens on the table</source>
        <translation>桌面上%1信物的数量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="250"/>
        <source>your %1</source>
        <translation>你的%1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="255"/>
        <source>the comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="257"/>
        <source>their patience</source>
        <translation>对方的耐心</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="259"/>
        <source>your weight</source>
        <translation>你的分量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="261"/>
        <source>your weight capacity</source>
        <translation>你的分量容量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="263"/>
        <source>the turn number</source>
        <translation>回合数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="265"/>
        <source>the number of cards in your hand</source>
        <translation>你手牌的数量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="267"/>
        <source>the number of cards in the deck</source>
        <translation>牌堆中的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="269"/>
        <source>the number of cards in the discard pile</source>
        <translation>弃牌堆中的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="271"/>
        <source>the number of exhausted cards</source>
        <translation>耗尽的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="273"/>
        <source>their mood (0 is the coldest)</source>
        <translation>对方的心情（0 为最冷淡）</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="275"/>
        <source>the difficulty&apos;s base chance</source>
        <translation>难度的基础成功率</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="277"/>
        <source>your tokens of the card&apos;s connection</source>
        <translation>你持有的该牌关系信物数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="279"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="281"/>
        <source>the number of cards chosen</source>
        <translation>所选牌的数量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="283"/>
        <source>the number of cards on the table</source>
        <translation>桌面上的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="285"/>
        <source>the card&apos;s weight</source>
        <translation>该牌的分量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="287"/>
        <source>the card&apos;s connection</source>
        <translation>该牌的关系</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="289"/>
        <source>the card&apos;s depth</source>
        <translation>该牌的深度</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="291"/>
        <source>Fleeting</source>
        <translation>转瞬</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="293"/>
        <source>Opportunity</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="295"/>
        <source>goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="297"/>
        <source>permanent</source>
        <translation>常驻</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="299"/>
        <source>the change</source>
        <translation>变化量</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="301"/>
        <source>the roll</source>
        <translation>掷骰结果</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="303"/>
        <source>the success chance</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="305"/>
        <source>a number</source>
        <translation>某个数值</translation>
    </message>
</context>
<context>
    <name>GalleryCardDetail</name>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="40"/>
        <source>Select a card to see all its rules, the decks that use it and its simulated figures.</source>
        <translation>选择一张牌，查看它的全部规则、使用它的牌组及其模拟数据。</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="59"/>
        <source>Weight %1</source>
        <translation>分量 %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="60"/>
        <source>%1% base success</source>
        <translation>基础成功率 %1%</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="61"/>
        <source>Connection: %1</source>
        <translation>关系：%1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>Properties: %1</source>
        <translation>属性：%1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>No properties</source>
        <translation>无属性</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="135"/>
        <source>In decks</source>
        <translation>所在牌组</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="145"/>
        <source>No deck uses it.</source>
        <translation>没有牌组使用它。</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="146"/>
        <location filename="../qml/GalleryCardDetail.qml" line="164"/>
        <source>%1: ×%2</source>
        <translation>%1：×%2</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="153"/>
        <source>In partners&apos; own decks</source>
        <translation>在对话对象自己的牌组中</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="163"/>
        <source>No partner&apos;s deck holds it.</source>
        <translation>没有对话对象的牌组包含它。</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="172"/>
        <location filename="../qml/GalleryPartners.qml" line="245"/>
        <source>Simulated figures</source>
        <translation>模拟数据</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="181"/>
        <source>No simulation has been run yet. Run one in the Balance lab to see how often this card is drawn, played and succeeds, and how conversations go with it and without it.</source>
        <translation>尚未运行模拟。在平衡实验室中运行一次，查看这张牌被抽到、打出和成功的频率，以及有它和没有它时对话的走向。</translation>
    </message>
</context>
<context>
    <name>GalleryCards</name>
    <message>
        <location filename="../qml/GalleryCards.qml" line="56"/>
        <source>Search names and rules</source>
        <translation>搜索名称和规则</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="57"/>
        <source>Search the cards</source>
        <translation>搜索卡牌</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="104"/>
        <location filename="../qml/GalleryPartners.qml" line="80"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="123"/>
        <source>%1 of %2 cards</source>
        <translation>%2 张牌中的 %1 张</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="130"/>
        <source>No card matches the search and the filters.</source>
        <translation>没有符合搜索和筛选条件的牌。</translation>
    </message>
</context>
<context>
    <name>GalleryDeckView</name>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="52"/>
        <source>%1 cards</source>
        <translation>%1 张牌</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="53"/>
        <source>The own deck of %1</source>
        <translation>%1 自己的牌组</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="73"/>
        <source>Weight curve</source>
        <translation>分量曲线</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="114"/>
        <source>cards by weight</source>
        <translation>按分量统计的牌数</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="121"/>
        <source>Property mix</source>
        <translation>属性构成</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="124"/>
        <source>No card in it has a property.</source>
        <translation>其中没有牌带有属性。</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="137"/>
        <source>%1 of %2 cards</source>
        <translation>%2 张牌中的 %1 张</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="147"/>
        <source>Your traits with this deck</source>
        <translation>使用此牌组时你的特质</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="158"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
</context>
<context>
    <name>GalleryDecks</name>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="48"/>
        <source>Search decks</source>
        <translation>搜索牌组</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="77"/>
        <source>%1 cards</source>
        <translation>%1 张牌</translation>
    </message>
</context>
<context>
    <name>GalleryPartners</name>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="50"/>
        <source>Search partners and skills</source>
        <translation>搜索对话对象和技能</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="51"/>
        <source>Search the partners</source>
        <translation>搜索对话对象</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="100"/>
        <source>Partners shown: %1</source>
        <translation>显示的对话对象：%1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="195"/>
        <source>Starts %1, with %2 patience</source>
        <translation>开局%1，耐心 %2</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="213"/>
        <source>Deck: %1 (%2 cards)</source>
        <translation>牌组：%1（%2 张牌）</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="214"/>
        <source>Their own deck of %1 cards</source>
        <translation>自己的牌组，共 %1 张牌</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="221"/>
        <source>Show the deck</source>
        <translation>查看牌组</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="228"/>
        <source>Personality</source>
        <translation>性格</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="234"/>
        <source>No skills: they play by the rules alone.</source>
        <translation>没有技能：只按规则进行。</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="253"/>
        <source>The balance lab&apos;s last run did not play them. Run one with them in the Balance lab to see how often they are won over, by each policy, and how long their conversations last.</source>
        <translation>平衡实验室的上一次运行没有与其对话。在平衡实验室中选择其运行一次，即可看到其被说服的频率、每种策略下的结果，以及对话持续多久。</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="86"/>
        <source>Back (Esc)</source>
        <translation>返回（Esc）</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="90"/>
        <source>Card gallery</source>
        <translation>卡牌图鉴</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="103"/>
        <source>Cards (%1)</source>
        <translation>卡牌（%1）</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="107"/>
        <source>Decks (%1)</source>
        <translation>牌组（%1）</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="111"/>
        <source>Partners (%1)</source>
        <translation>对话对象（%1）</translation>
    </message>
</context>
<context>
    <name>GallerySkillText</name>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="19"/>
        <source>At most %1 a turn and %2 a conversation</source>
        <translation>每回合最多 %1 次，每场对话最多 %2 次</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="20"/>
        <source>At most %1 a turn</source>
        <translation>每回合最多 %1 次</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="21"/>
        <source>At most %1 a conversation</source>
        <translation>每场对话最多 %1 次</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="37"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="82"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>你的手牌为空：“听”来抽牌。</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../qml/HowToPlay.qml" line="151"/>
        <source>How to play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="181"/>
        <source>How to play • %1 of %2</source>
        <translation>玩法说明 • 第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="211"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="216"/>
        <source>Skip the guide</source>
        <translation>跳过本指南</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="223"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>LabCardTable</name>
    <message>
        <location filename="../qml/LabCardTable.qml" line="133"/>
        <source>Impact: the win rate when played minus when not. Change: the win rate when played against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>影响：打出时的胜率减去未打出时的胜率。变化：打出时的胜率与上一次运行相比。粗体：在 95% 水平上超出偶然；暗淡：在偶然范围内。</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <location filename="../app/client/lab_export.cpp" line="74"/>
        <source>the chart could not be captured</source>
        <translation>无法截取图表</translation>
    </message>
    <message>
        <location filename="../app/client/lab_export.cpp" line="78"/>
        <source>the picture could not be encoded</source>
        <translation>无法编码图片</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="19"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="20"/>
        <source>Greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="21"/>
        <source>Lookahead</source>
        <translation>前瞻</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="26"/>
        <source>Picks any legal action at random: a floor for the figures.</source>
        <translation>随机选择任一合法行动：作为数据的下限。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="28"/>
        <source>Picks the action with the best expected result one step ahead.</source>
        <translation>选择向前看一步期望结果最好的行动。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="30"/>
        <source>Tries every action many times to the end of the conversation: the strongest and slowest player.</source>
        <translation>将每个行动多次试到对话结束：最强也最慢的玩家。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="36"/>
        <location filename="../app/client/lab_text.cpp" line="41"/>
        <source>Cut off at the action limit</source>
        <translation>在行动上限处截断</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="48"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>−%1 pts</source>
        <translation>−%1 个百分点</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>+%1 pts</source>
        <translation>+%1 个百分点</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="57"/>
        <source>Average length: %1 turns</source>
        <translation>平均长度：%1 回合</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="63"/>
        <source>%1 turns against the run before, significant</source>
        <translation>与上一次运行相比 %1 回合，显著</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="64"/>
        <source>%1 turns against the run before, within chance</source>
        <translation>与上一次运行相比 %1 回合，在偶然范围内</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="70"/>
        <source>Against the run before, no turn&apos;s average comfort or state changed by more than chance.</source>
        <translation>与上一次运行相比，没有任何回合的平均舒适度或情绪状态的变化超出偶然。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="74"/>
        <source>Average comfort changed by more than chance after turn %1.</source>
        <translation>第 %1 回合后，平均舒适度的变化超出偶然。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="76"/>
        <source>Average comfort changed by more than chance after turns %1.</source>
        <translation>第 %1 回合后，平均舒适度的变化超出偶然。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="78"/>
        <source>The average state changed by more than chance after turn %1.</source>
        <translation>第 %1 回合后，平均情绪状态的变化超出偶然。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="80"/>
        <source>The average state changed by more than chance after turns %1.</source>
        <translation>第 %1 回合后，平均情绪状态的变化超出偶然。</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="89"/>
        <source>%1, significant</source>
        <translation>%1，显著</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="90"/>
        <source>%1, within chance</source>
        <translation>%1，在偶然范围内</translation>
    </message>
</context>
<context>
    <name>LabTurnsPage</name>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="34"/>
        <source>Run before</source>
        <translation>上一次运行</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="35"/>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="87"/>
        <source>How many turns conversations last</source>
        <translation>对话持续的回合数</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="103"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="148"/>
        <source>Average comfort and state after each turn</source>
        <translation>每回合后的平均舒适度与情绪状态</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="161"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="184"/>
        <source>Comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="193"/>
        <source>State</source>
        <translation>情绪状态</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="201"/>
        <source>Comfort, run before</source>
        <translation>舒适度（上一次运行）</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="210"/>
        <source>State, run before</source>
        <translation>情绪状态（上一次运行）</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="221"/>
        <source>Comfort changed</source>
        <translation>舒适度有变化</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="231"/>
        <source>State changed</source>
        <translation>情绪状态有变化</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="250"/>
        <source>Comfort (left scale)</source>
        <translation>舒适度（左侧刻度）</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="251"/>
        <source>State (right scale)</source>
        <translation>情绪状态（右侧刻度）</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="252"/>
        <source>Dashed: the run before</source>
        <translation>虚线：上一次运行</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="253"/>
        <source>Dot: changed by more than chance</source>
        <translation>圆点：变化超出偶然</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="23"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="39"/>
        <source>Conversation log</source>
        <translation>对话记录</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="138"/>
        <location filename="../qml/LogPanel.qml" line="140"/>
        <source>Back to this moment</source>
        <translation>回到这一刻</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="41"/>
        <source>Parley</source>
        <translation>Parley</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="198"/>
        <source>Save the conversation as a replay</source>
        <translation>将对话保存为回放</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <source>Replays (*.json)</source>
        <translation>回放 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <location filename="../qml/Main.qml" line="222"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Open a replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save this moment as a scenario</source>
        <translation>将此刻保存为场景</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save the conversation as a scenario</source>
        <translation>将对话保存为场景</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="222"/>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="261"/>
        <source>&amp;Conversation</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="263"/>
        <source>Open replay…</source>
        <translation>打开回放…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="267"/>
        <source>Save as replay…</source>
        <translation>另存为回放…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="273"/>
        <source>Save as scenario…</source>
        <translation>另存为场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="278"/>
        <source>Save this moment as a scenario…</source>
        <translation>将此刻保存为场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="285"/>
        <source>&amp;Scenarios</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="286"/>
        <source>Open scenario…</source>
        <translation>打开场景…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="287"/>
        <source>Open scenario folder…</source>
        <translation>打开场景文件夹…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="290"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="291"/>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="293"/>
        <source>Full screen (F11)</source>
        <translation>全屏 (F11)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="300"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="303"/>
        <source>How to play (F1)</source>
        <translation>玩法说明（F1）</translation>
    </message>
</context>
<context>
    <name>MiniCard</name>
    <message>
        <location filename="../qml/MiniCard.qml" line="20"/>
        <location filename="../qml/MiniCard.qml" line="99"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="21"/>
        <location filename="../qml/MiniCard.qml" line="107"/>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="22"/>
        <source>If not played</source>
        <translation>若未打出</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="138"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>ModifierText</name>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="29"/>
        <source>Success chance</source>
        <translation>成功率</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="31"/>
        <source>Weight capacity</source>
        <translation>分量容量</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="33"/>
        <source>Cards drawn on LISTEN</source>
        <translation>每次“听”抽的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="35"/>
        <source>Patience cost of each action</source>
        <translation>每次行动的耐心消耗</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="37"/>
        <source>Every comfort change</source>
        <translation>每次舒适度变化</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="39"/>
        <source>Weight costs</source>
        <translation>分量消耗</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="41"/>
        <source>Token costs</source>
        <translation>信物消耗</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="43"/>
        <source>Tokens that count for success</source>
        <translation>计入成功的信物</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="45"/>
        <source>Hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="47"/>
        <source>Reach</source>
        <translation>触及范围</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="49"/>
        <source>Cards per SPEAK</source>
        <translation>每次“说”的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="51"/>
        <source>Uses per turn of abilities</source>
        <translation>能力每回合使用次数</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="53"/>
        <source>Depth of cards</source>
        <translation>牌的深度</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="55"/>
        <source>Comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="57"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="59"/>
        <source>Weight in the pool</source>
        <translation>可用分量</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="70"/>
        <source>%1 +%2%3</source>
        <translation>%1 +%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="71"/>
        <source>%1 −%2%3</source>
        <translation>%1 −%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="73"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="75"/>
        <source>%1 is %2%3</source>
        <translation>%1为%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="77"/>
        <source>%1 is at most %2%3</source>
        <translation>%1至多为%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="79"/>
        <source>%1 is at least %2%3</source>
        <translation>%1至少为%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="81"/>
        <source>%1 is %2 bigger, up or down</source>
        <translation>%1无论升降，幅度都增加%2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="90"/>
        <source>Comfort losses are %1 smaller</source>
        <translation>舒适度的损失减少%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="91"/>
        <source>Comfort losses are %1 bigger</source>
        <translation>舒适度的损失增加%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="92"/>
        <source>Comfort gains are %1 bigger</source>
        <translation>舒适度的增长增加%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="93"/>
        <source>Comfort gains are %1 smaller</source>
        <translation>舒适度的增长减少%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="99"/>
        <source>%1 (this card)</source>
        <translation>%1（这张牌）</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="101"/>
        <source>%1 for cards in your hand</source>
        <translation>%1（限你手牌中的牌）</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="103"/>
        <source>%1 for cards on the table</source>
        <translation>%1（限桌面上的牌）</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="105"/>
        <source>%1 for you</source>
        <translation>%1（限你）</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="107"/>
        <source>%1 for them</source>
        <translation>%1（限对方）</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="122"/>
        <source>%1 when %2</source>
        <translation>%1，若%2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="127"/>
        <source>At the start of each turn: %1</source>
        <translation>每回合开始时：%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="129"/>
        <source>At the end of each turn: %1</source>
        <translation>每回合结束时：%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="145"/>
        <source>%1 this turn</source>
        <translation>本回合%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="146"/>
        <source>%1 until the end of your next turn</source>
        <translation>直到你的下回合结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="147"/>
        <source>%1 for %2 more turns</source>
        <translation>接下来 %2 个回合：%1</translation>
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
    <name>PartnerPortrait</name>
    <message>
        <location filename="../qml/PartnerPortrait.qml" line="44"/>
        <location filename="../qml/GalleryPartners.qml" line="178"/>
        <source>Portrait: %1</source>
        <translation>肖像：%1</translation>
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
    <name>RefusalText</name>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="58"/>
        <source>The conversation is over.</source>
        <translation>对话已经结束。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="60"/>
        <source>Answer the question first.</source>
        <translation>请先回答问题。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="62"/>
        <source>There is no question to answer.</source>
        <translation>没有需要回答的问题。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="64"/>
        <source>There is nothing to cancel.</source>
        <translation>没有可以取消的操作。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="66"/>
        <source>That answer is not one of the choices.</source>
        <translation>该答案不在选项之中。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="68"/>
        <source>That card is not in your hand.</source>
        <translation>这张牌不在你的手牌中。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="70"/>
        <source>That card is not on the table.</source>
        <translation>这张牌不在桌面上。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="73"/>
        <source>That card is not here any more.</source>
        <translation>这张牌已经不在了。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="75"/>
        <source>That card has no such ability.</source>
        <translation>这张牌没有这种能力。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="77"/>
        <source>It is theirs, not yours.</source>
        <translation>它属于对方，不属于你。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="79"/>
        <source>It is tapped until the next turn.</source>
        <translation>它已横置，直到下一回合。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="81"/>
        <source>It is used up for this turn.</source>
        <translation>它本回合已用尽。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="86"/>
        <source>Needs %1 weight; you have %2. LISTEN refills it.</source>
        <translation>需要 %1 分量；你只有 %2。“听”可以补满。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="87"/>
        <source>You do not have the weight for it. LISTEN refills it.</source>
        <translation>你的分量不够。“听”可以补满。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="95"/>
        <source>Needs connection tokens; you have none.</source>
        <translation>需要关系信物；你一个也没有。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="96"/>
        <source>Needs more connection tokens; you have %1.</source>
        <translation>需要更多关系信物；你只有 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="104"/>
        <source>Needs %1 patience; only %2 is left.</source>
        <translation>需要 %1 耐心；只剩 %2。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="106"/>
        <source>You cannot pay its costs now.</source>
        <translation>你现在无法支付其代价。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="110"/>
        <source>%1 cannot be spoken.</source>
        <translation>无法说出%1。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="112"/>
        <source>%1 forbids it.</source>
        <translation>%1禁止这样做。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="116"/>
        <source>Too deep for now: it needs reach %1, and the conversation reaches %2. Warm them up first.</source>
        <translation>现在还太深入：需要触及范围 %1，而对话只达到 %2。先让对方放松下来。</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="121"/>
        <location filename="../app/client/refusal_text.cpp" line="124"/>
        <source>Not allowed now.</source>
        <translation>现在不允许。</translation>
    </message>
</context>
<context>
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <source>%1 is not a replay.</source>
        <translation>%1 不是回放文件。</translation>
    </message>
</context>
<context>
    <name>SaveWhole</name>
    <message>
        <location filename="../app/client/save_whole.cpp" line="31"/>
        <source>no file was named</source>
        <translation>未指定文件</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="35"/>
        <source>it is a link that leads round in a circle</source>
        <translation>它是一个绕回自身的链接</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="41"/>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="62"/>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
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
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
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
        <location filename="../app/client/scenario_text.cpp" line="100"/>
        <location filename="../app/client/scenario_text.cpp" line="164"/>
        <location filename="../app/client/scenario_text.cpp" line="398"/>
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
        <location filename="../app/client/scenario_text.cpp" line="79"/>
        <source>a cancellation was answered</source>
        <translation>一次取消被回应了</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="80"/>
        <source>lasting effects ended</source>
        <translation>持续效果结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="81"/>
        <source>a lasting effect acted at a turn&apos;s start or end</source>
        <translation>一个持续效果在回合开始或结束时生效</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="82"/>
        <source>a skill noted a card in its record</source>
        <translation>一项技能将一张牌记入记录</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="152"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="153"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="126"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="127"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="133"/>
        <source>an effect ended it</source>
        <translation>由效果结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="134"/>
        <source>desperation</source>
        <translation>绝望</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>patience ran out</source>
        <translation>耐心耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>a failure under Final</source>
        <translation>在“最后关头”氛围下失败</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>not ended</source>
        <translation>未结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="142"/>
        <source>a yes-or-no question</source>
        <translation>是否问题</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="143"/>
        <source>a choice of cards</source>
        <translation>选择卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a choice of amount</source>
        <translation>选择数量</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of how to pay</source>
        <translation>选择支付方式</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a chance to respond</source>
        <translation>回应的机会</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>let it resolve</source>
        <translation>让其结算</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>the standard cost</source>
        <translation>标准费用</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>alternative cost %1</source>
        <translation>替代费用 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="171"/>
        <source>Comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="172"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Available weight</source>
        <translation>可用分量</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Weight capacity</source>
        <translation>分量上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Cards the next LISTEN draws</source>
        <translation>下次听抽取的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>The turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards per SPEAK</source>
        <translation>每次说的牌数</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Reach</source>
        <translation>触及范围</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="184"/>
        <source>The hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="185"/>
        <source>The deck (top first)</source>
        <translation>牌库（从顶部起）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The discard pile</source>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The exhausted pile</source>
        <translation>耗尽堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The tapped table cards</source>
        <translation>已横置的桌面卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The revealed hand cards</source>
        <translation>已展示的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>Their table cards</source>
        <translation>对方的桌面卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="196"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="200"/>
        <source>%1 (tapped)</source>
        <translation>%1（已横置）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="201"/>
        <source>%1 (theirs)</source>
        <translation>%1（对方的）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (revealed)</source>
        <translation>%1（已展示）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="208"/>
        <source>copy %1 of </source>
        <translation>第 %1 张</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="212"/>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>not in the hand</source>
        <translation>不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="213"/>
        <source>no such token type</source>
        <translation>没有这种信物</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <source>no such mark</source>
        <translation>没有这种标记</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such skill</source>
        <translation>没有这种技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such holder</source>
        <translation>没有这个持有者</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="227"/>
        <source>the conversation is over</source>
        <translation>对话已结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="228"/>
        <source>the card is not in the hand</source>
        <translation>该牌不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the card is not on the table</source>
        <translation>该牌不在桌面上</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>not enough weight</source>
        <translation>分量不足</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the cost cannot be paid</source>
        <translation>无法支付费用</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>it is not allowed</source>
        <translation>不允许</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>a decision must be answered first</source>
        <translation>必须先作出决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>there is no decision to answer</source>
        <translation>没有需要作出的决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>not a valid choice</source>
        <translation>不是有效的选择</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>no such card</source>
        <translation>没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>no such ability or skill</source>
        <translation>没有这种能力或技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card on the table</source>
        <translation>桌面上没有这张牌</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>the card is already tapped</source>
        <translation>该牌已横置</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>the card is not yours</source>
        <translation>该牌不属于你</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>not enough tokens</source>
        <translation>信物不足</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>its use limit is reached</source>
        <translation>已达到使用次数上限</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>there is nothing to cancel</source>
        <translation>没有可取消的行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>an error</source>
        <translation>一个错误</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="252"/>
        <source>SPEAK %1</source>
        <translation>说 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="253"/>
        <source>SPEAK %1 as %2</source>
        <translation>说 %1，视为 %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>Use the skill %1</source>
        <translation>使用技能 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="256"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>Activate %1 (ability %2)</source>
        <translation>启动 %1（能力 %2）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="264"/>
        <source>option %1</source>
        <translation>选项 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose nothing</source>
        <translation>不作选择</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="268"/>
        <source>Cancel the action being paid for</source>
        <translation>取消正在支付的行动</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="269"/>
        <source>Check the state</source>
        <translation>检查状态</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>%1 (forced success)</source>
        <translation>%1（强制成功）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="272"/>
        <source>%1 (forced failure)</source>
        <translation>%1（强制失败）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1，必须被拒绝：%2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="281"/>
        <source>Talking to %1</source>
        <translation>正在与 %1 交谈</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="282"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>状态 %1，舒适度 %2，耐心 %3，分量 %4/%5，氛围 %6，第 %7 回合</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <source>Tokens: %1</source>
        <translation>信物：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <location filename="../app/client/scenario_text.cpp" line="376"/>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <location filename="../app/client/scenario_text.cpp" line="416"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="294"/>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Deck (top first): %1</source>
        <translation>牌库（从顶部起）：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Discard pile: %1</source>
        <translation>弃牌堆：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Exhausted pile: %1</source>
        <translation>耗尽堆：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="299"/>
        <source>Table: %1</source>
        <translation>桌面：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="303"/>
        <source>Your skills: %1</source>
        <translation>你的技能：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="304"/>
        <source>Their skills: %1</source>
        <translation>对方的技能：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <location filename="../app/client/scenario_text.cpp" line="348"/>
        <source>A free next action is pending</source>
        <translation>下一个行动免费</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>The conversation is over: %1</source>
        <translation>对话已结束：%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation has ended</source>
        <translation>对话已结束</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation is still going</source>
        <translation>对话仍在进行</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="334"/>
        <source>The outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>still going</source>
        <translation>仍在进行</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <source>How it ended</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>The emotional state</source>
        <translation>情绪状态</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="352"/>
        <source>%1 tokens</source>
        <translation>%1 信物</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="369"/>
        <source>%1 is in the hand</source>
        <translation>%1 在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="370"/>
        <source>%1 is not in the hand</source>
        <translation>%1 不在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>in the hand</source>
        <translation>在手牌中</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>in the hand (%1)</source>
        <translation>在手牌中（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>not in the hand (%1)</source>
        <translation>不在手牌中（%1）</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="375"/>
        <source>The decision waiting for an answer</source>
        <translation>等待回答的决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="380"/>
        <source>The decision&apos;s options</source>
        <translation>决定的选项</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="384"/>
        <source>no decision</source>
        <translation>没有决定</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="387"/>
        <source>The success chance of %1</source>
        <translation>%1 的成功率</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="388"/>
        <location filename="../app/client/scenario_text.cpp" line="389"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="391"/>
        <source>These events happened, in this order</source>
        <translation>这些事件按此顺序发生</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Your skills</source>
        <translation>你的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Their skills</source>
        <translation>对方的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Skills of %1</source>
        <translation>%1 的技能</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="402"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="403"/>
        <source>%1 marks on %2</source>
        <translation>%2 上的 %1 标记</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>The pile of %1</source>
        <translation>%1 的牌堆</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="409"/>
        <source>How %1 reads</source>
        <translation>%1 的描述</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>What the ending records</source>
        <translation>结局记录的内容</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>Another check</source>
        <translation>其他检查</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="428"/>
        <source>Refused: %1.</source>
        <translation>被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="429"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>被接受了，但本应被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>因其他原因被拒绝：%1，而不是 %2。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="432"/>
        <source>Refused as expected: %1.</source>
        <translation>按预期被拒绝：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>按预期被拒绝，但状态改变了。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="448"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1：预期 %2，实际 %3。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>The step failed.</source>
        <translation>该步骤失败。</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Final checks</source>
        <translation>最终检查</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="58"/>
        <location filename="../qml/SettingsPanel.qml" line="76"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="93"/>
        <source>Close the settings</source>
        <translation>关闭设置</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="105"/>
        <location filename="../qml/SettingsPanel.qml" line="118"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="123"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="138"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="149"/>
        <location filename="../qml/SettingsPanel.qml" line="169"/>
        <source>Sound volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="181"/>
        <location filename="../qml/SettingsPanel.qml" line="186"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="192"/>
        <location filename="../qml/SettingsPanel.qml" line="201"/>
        <source>Mute sounds</source>
        <translation>静音</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="206"/>
        <location filename="../qml/SettingsPanel.qml" line="215"/>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="222"/>
        <source>Esc closes the settings. F11 switches full screen on and off.</source>
        <translation>按 Esc 关闭设置，按 F11 开关全屏。</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="60"/>
        <source>A conversation card game</source>
        <translation>一款对话卡牌游戏</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="80"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>打开回放…（Ctrl+O）</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="87"/>
        <source>Card gallery</source>
        <translation>卡牌图鉴</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="94"/>
        <source>Settings… (Esc)</source>
        <translation>设置… (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Balance lab…</source>
        <translation>平衡实验室…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>Pack: %1</source>
        <translation>内容包：%1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>The built-in cards and partners</source>
        <translation>内置的卡牌和对话对象</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="120"/>
        <source>Open pack folder…</source>
        <translation>打开内容包文件夹…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>Open pack files…</source>
        <translation>打开内容包文件…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="132"/>
        <source>Built-in only</source>
        <translation>仅用内置内容</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="142"/>
        <source>Recent packs:</source>
        <translation>最近的内容包：</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="161"/>
        <source>Who do you want to talk to?</source>
        <translation>你想和谁交谈？</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="173"/>
        <source>Conversation partners</source>
        <translation>交谈对象</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="193"/>
        <location filename="../qml/GalleryPartners.qml" line="142"/>
        <source>starts %1</source>
        <translation>初始：%1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="212"/>
        <location filename="../qml/StartScreen.qml" line="223"/>
        <source>Deck</source>
        <translation>牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="219"/>
        <source>The NPC&apos;s own deck</source>
        <translation>角色自己的牌组</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="231"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="235"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="238"/>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="240"/>
        <location filename="../qml/StartScreen.qml" line="248"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="251"/>
        <source>Animations</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="261"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="273"/>
        <source>Start conversation</source>
        <translation>开始对话</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="278"/>
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
        <location filename="../qml/StatusBar.qml" line="74"/>
        <source>Weight</source>
        <translation>分量</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="78"/>
        <source>Capacity: %1</source>
        <translation>容量：%1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="81"/>
        <source>Weight %1 of %2</source>
        <translation>分量 %1 / %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="86"/>
        <source>Patience</source>
        <translation>耐心</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="90"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>“说”消耗 %1；“听”消耗 %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="94"/>
        <source>Patience %1</source>
        <translation>耐心 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="102"/>
        <source>Atmosphere</source>
        <translation>氛围</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="105"/>
        <source>next action free</source>
        <translation>下一行动免费</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="123"/>
        <source>Tokens</source>
        <translation>信物</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="143"/>
        <source>Turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="149"/>
        <source>Deck %1</source>
        <translation>牌堆 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Discard %1</source>
        <translation>弃牌 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Exhausted %1</source>
        <translation>耗尽 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="154"/>
        <source>Hand limit %1</source>
        <translation>手牌上限 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="155"/>
        <source>Hand limit: %1</source>
        <translation>手牌上限：%1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="161"/>
        <source>Reach %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="162"/>
        <source>Reach: %1</source>
        <translation>深度：%1</translation>
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
        <location filename="../qml/StepsPanel.qml" line="51"/>
        <location filename="../qml/StepsPanel.qml" line="53"/>
        <source>Close the steps panel</source>
        <translation>关闭步骤面板</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="81"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="89"/>
        <source>Step (F10)</source>
        <translation>单步 (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="98"/>
        <source>Run to end</source>
        <translation>运行到结尾</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="109"/>
        <source>Stopped: step %1 failed.</source>
        <translation>已停止：第 %1 步失败。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="110"/>
        <source>Every step passed.</source>
        <translation>所有步骤均通过。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="111"/>
        <source>Next: step %1 of %2.</source>
        <translation>下一步：第 %1 步，共 %2 步。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="117"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>你正在手动继续游戏；脚本已暂停。</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="124"/>
        <source>Back to the script</source>
        <translation>回到脚本</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="175"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Set-up</source>
        <translation>初始设置</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Run to here</source>
        <translation>运行到此处</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="251"/>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="272"/>
        <source>Found</source>
        <translation>实际</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>fail</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>StoryText</name>
    <message>
        <location filename="../app/client/story_text.cpp" line="26"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="61"/>
        <source>%1: “%2”</source>
        <translation>%1：“%2”</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="73"/>
        <source>The conversation with %1 begins.</source>
        <translation>与%1的对话开始了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="75"/>
        <location filename="../app/client/story_text.cpp" line="86"/>
        <location filename="../app/client/story_text.cpp" line="108"/>
        <source>You draw %1.</source>
        <translation>你抽到了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="79"/>
        <source>You play %1.</source>
        <translation>你打出了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="80"/>
        <source>You: “%1”</source>
        <translation>你：“%1”</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="85"/>
        <source>You listen.</source>
        <translation>你倾听。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="91"/>
        <source>You use %1.</source>
        <translation>你使用了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="92"/>
        <source>You use %1: %2.</source>
        <translation>你使用了%1：%2。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="102"/>
        <source>%1 takes effect.</source>
        <translation>%1生效了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="104"/>
        <source>You let %1 pass.</source>
        <translation>你放过了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="106"/>
        <source>You discard %1.</source>
        <translation>你弃置了%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="112"/>
        <source>%1 lands.</source>
        <translation>%1奏效了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="113"/>
        <source>%1 falls flat.</source>
        <translation>%1没有奏效。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="121"/>
        <source>%1 slips away.</source>
        <translation>%1从你手中溜走了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="137"/>
        <source>%1 warms to you: now %2.</source>
        <translation>%1对你放下了戒心：现在是%2。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="138"/>
        <source>%1 draws back: now %2.</source>
        <translation>%1退缩了：现在是%2。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="144"/>
        <source>You decide.</source>
        <translation>你做出了决定。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="159"/>
        <source>The conversation succeeds.</source>
        <translation>对话成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="161"/>
        <source>The conversation fails.</source>
        <translation>对话失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="163"/>
        <source>The conversation is abandoned.</source>
        <translation>对话被放弃了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="165"/>
        <source>The conversation ends: %1.</source>
        <translation>对话结束：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="168"/>
        <source>%1 has run out of patience.</source>
        <translation>%1已经没有耐心了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="171"/>
        <source>%1 can take no more.</source>
        <translation>%1再也承受不住了。</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="174"/>
        <source>Under this atmosphere, a failure ends it.</source>
        <translation>在这种氛围下，一次失败就会结束对话。</translation>
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
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>tapped</source>
        <translation>已横置</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="66"/>
        <source>theirs</source>
        <translation>对方的</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="67"/>
        <source>token</source>
        <translation>衍生物</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="99"/>
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
    <name>UnfinishedConversations</name>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="68"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="73"/>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
</context>
<context>
    <name>UnfinishedStore</name>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="86"/>
        <source>A conversation saved earlier could not be read, so it is not offered. It was kept as %1.</source>
        <translation>一段之前保存的对话无法读取，因此不提供继续。它已保存为 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="90"/>
        <source>%1 conversations saved earlier could not be read, so they are not offered. They were kept as %2.</source>
        <translation>%1 段之前保存的对话无法读取，因此不提供继续。它们已保存为 %2。</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="96"/>
        <source>%1 replaces the file of that name set aside before.</source>
        <translation>%1 替换了之前以同名保存的文件。</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="98"/>
        <source>%1 could not be read nor set aside; it was left where it is.</source>
        <translation>%1 既无法读取也无法移开，已原样保留。</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="118"/>
        <source>the folder %1 cannot be made</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>parley::client::BalanceLab</name>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="32"/>
        <source>their own decks</source>
        <translation>各自的牌组</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="64"/>
        <source>Choose partners and policies, then run.</source>
        <translation>选择对话对象和策略，然后运行。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="111"/>
        <source>%1 of %2 games</source>
        <translation>%2 局中的 %1 局</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="113"/>
        <source>%1, %2 games/s</source>
        <translation>%1，每秒 %2 局</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="121"/>
        <source>There is no content to play.</source>
        <translation>没有可以进行的内容。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="125"/>
        <source>Choose at least one partner.</source>
        <translation>请至少选择一个对话对象。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="129"/>
        <source>Choose at least one policy.</source>
        <translation>请至少选择一种策略。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="133"/>
        <source>The number of games must be at least 1.</source>
        <translation>局数至少为 1。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="157"/>
        <source>Running on 1 thread…</source>
        <translation>正在 1 个线程上运行…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="158"/>
        <source>Running on %1 threads…</source>
        <translation>正在 %1 个线程上运行…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="167"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="186"/>
        <source>The run could not start: %1.</source>
        <translation>无法开始运行：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="195"/>
        <source>Cancelled after %1 of %2 games; nothing of it is shown.</source>
        <translation>在 %2 局中的第 %1 局后取消；其结果不予显示。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="207"/>
        <source>Finished.</source>
        <translation>已完成。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="224"/>
        <source>Run again after a change to see what it did.</source>
        <translation>修改后再次运行，即可看到修改的效果。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="227"/>
        <source>Not compared with the run before: it had other partners.</source>
        <translation>未与上一次运行比较：它的对话对象不同。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="229"/>
        <source>Not compared with the run before: it had another deck.</source>
        <translation>未与上一次运行比较：它的牌组不同。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="231"/>
        <source>Not compared with the run before: it had other policies.</source>
        <translation>未与上一次运行比较：它的策略不同。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="236"/>
        <source>Compared with the run before (the same content). A change is significant when chance explains it less than 5% of the time.</source>
        <translation>已与上一次运行比较（内容相同）。当偶然能解释某一变化的概率低于 5% 时，该变化为显著。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="238"/>
        <source>Compared with the run before the content changed. A change is significant when chance explains it less than 5% of the time.</source>
        <translation>已与内容修改前的运行比较。当偶然能解释某一变化的概率低于 5% 时，该变化为显著。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="245"/>
        <source>%1 games with %2, %3, seed %4, in %5 s (%6 games/s)</source>
        <translation>与 %2 进行 %1 局，%3，种子 %4，用时 %5 秒（每秒 %6 局）</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <source>Saved the card table to %1.</source>
        <translation>卡牌表已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <source>Saved the results to %1.</source>
        <translation>结果已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Saved the chart to %1.</source>
        <translation>图表已保存到 %1。</translation>
    </message>
</context>
<context>
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="110"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>无法自动保存对话：%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="121"/>
        <source>This conversation cannot be resumed with the cards in use now.</source>
        <translation>用现在使用的卡牌无法继续这段对话。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="131"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>无法继续已保存的对话。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="147"/>
        <source>%1 could not be removed, so the conversation is still offered.</source>
        <translation>无法删除 %1，因此这段对话仍会提供继续。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="172"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>自回放保存以来，内容已经改变。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="175"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>对话的结局与保存时不同：规则此后已改变。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="189"/>
        <source>The replay could not be opened:
%1</source>
        <translation>无法打开回放：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="203"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>无法在此播放回放：当前内容中没有它的对话对象或牌组。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/conversation_files.cpp" line="204"/>
        <source>The replay was made on %1, which is not open: open that pack, then the replay again.</source>
        <translation>
            <numerusform>该回放是用 %1 录制的，但它尚未打开：请先打开该内容包，再重新打开回放。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>%1 is part of the open pack %2, so nothing is saved there. Choose a place outside the pack.</source>
        <translation>%1 属于已打开的内容包 %2，因此不会保存到那里。请选择内容包之外的位置。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="237"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>只有从开始界面或回放开始的对话才能保存为回放。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="243"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>回放未保存。%1。对话继续；请选择其他位置。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="247"/>
        <source>Saved the conversation as a replay.</source>
        <translation>对话已保存为回放。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="253"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>只有从开始界面或回放开始的对话才能保存为场景。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="259"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>此刻对话已经结束，无法从这里继续。请在时间线上回到更早的时刻，或保存整个对话。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="295"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>无法将对话保存为场景：%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="301"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>场景未保存。%1。对话继续进行；请选择其他位置。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="307"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>已将对话保存为场景。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="308"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>已保存为场景。此刻无法作为初始设置（它处于回合结算的中途），因此场景从 1 个行动之前开始，并一直进行到此刻。</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="310"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>已保存为场景。此刻无法作为初始设置（它处于回合结算的中途），因此场景从 %1 个行动之前开始，并一直进行到此刻。</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>你的手牌超过 %1 张：弃置 %2 张。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Use %1&apos;s ability?</source>
        <translation>使用%1的能力吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="49"/>
        <source>Use %1?</source>
        <translation>使用%1吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1：牺牲 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1：牺牲至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1：弃置 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1：弃置至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1：展示 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1：展示至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1：拿取 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1：拿取至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1：选择 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1：选择至多 %2 张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="82"/>
        <location filename="../app/client/decision_controller.cpp" line="91"/>
        <source>this</source>
        <translation>此牌</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="83"/>
        <source>How do you pay for %1?</source>
        <translation>如何支付%1的费用？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="84"/>
        <source>Choose X for %1.</source>
        <translation>为%1选择X。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="85"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>支付%1：选择%2张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="94"/>
        <source>another card</source>
        <translation>另一张牌</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="95"/>
        <source>Choose %1 more card(s) to play with %2 as one %3.</source>
        <translation>再选择%1张牌，与%2一起当作一张%3打出。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="133"/>
        <source>Cancel it: play %1 as %2 (%3)</source>
        <translation>抵消：将%1当作%2打出（%3）</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>Answer it: play %1 as %2 (%3)</source>
        <translation>回应：将%1当作%2打出（%3）</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="136"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="138"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="140"/>
        <source>Let it resolve</source>
        <translation>让其生效</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="142"/>
        <source>Let the cancellation stand</source>
        <translation>让取消生效</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="150"/>
        <source>Cancel it with %1</source>
        <translation>用%1抵消</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="151"/>
        <source>Answer it with %1</source>
        <translation>用%1回应</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="171"/>
        <source>%1 (your trait): %2</source>
        <translation>%1（你的特质）：%2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="178"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 即将生效：%2。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="180"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 即将生效。是否回应？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="181"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>让其生效，或用你的一个技能将其取消（代价见技能说明）。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="185"/>
        <source>%1 was about to resolve (%2), and it was cancelled. Answer?</source>
        <translation>%1 即将生效（%2），但被取消了。要回应吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="187"/>
        <source>%1 was about to resolve, and it was cancelled. Answer?</source>
        <translation>%1 即将生效，但被取消了。要回应吗？</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="188"/>
        <source>Let the cancellation stand, or answer it with one of your skills: then it resolves after all, unless the answer is answered in turn.</source>
        <translation>让取消生效，或用你的一项技能回应：这样它仍会生效，除非你的回应也被回应。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="190"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>这次“说”可以再打出一张牌（共 %1 张）：选择一张，或选“不选”。</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="192"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>额外的牌消耗其分量，但不消耗耐心。</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="74"/>
        <source>The conversation succeeded.</source>
        <translation>对话成功了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="75"/>
        <source>The conversation failed.</source>
        <translation>对话失败了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="76"/>
        <source>The conversation was abandoned.</source>
        <translation>对话被放弃了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="77"/>
        <source>The conversation ended: %1.</source>
        <translation>对话结束：%1。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="87"/>
        <source>%1 ended the conversation.</source>
        <translation>%1结束了对话。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="92"/>
        <source>“%1” succeeded, and that ended the conversation.</source>
        <translation>“%1”成功了，对话就此结束。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="94"/>
        <source>“%1” failed, and that ended the conversation.</source>
        <translation>“%1”失败了，对话就此结束。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="96"/>
        <source>“%1” slipped away, and the conversation ended with it.</source>
        <translation>“%1”就此错过，对话也随之结束。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="98"/>
        <source>“%1” ended the conversation.</source>
        <translation>“%1”结束了对话。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="102"/>
        <source>%1&apos;s patience ran out.</source>
        <translation>%1的耐心耗尽了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="105"/>
        <source>%1 was pushed too far while desperate.</source>
        <translation>%1在绝望中被逼得太紧了。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="111"/>
        <source>A failure under the %1 atmosphere ended it.</source>
        <translation>在%1氛围下的一次失败结束了对话。</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="112"/>
        <source>A single failure ended it.</source>
        <translation>一次失败就结束了对话。</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryCardsModel</name>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="130"/>
        <source>%1 as printed</source>
        <translation>牌面数值 %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="136"/>
        <source>%1 for %2, before connection tokens and modifiers in play</source>
        <translation>%2 的基础值 %1，未计关系信物和场上修正</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryController</name>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="89"/>
        <source>Any property</source>
        <translation>任意属性</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="93"/>
        <source>Any connection</source>
        <translation>任意关系</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="97"/>
        <source>No connection type</source>
        <translation>无关系类型</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="98"/>
        <source>Any difficulty</source>
        <translation>任意难度</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="101"/>
        <source>Any weight</source>
        <translation>任意分量</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="103"/>
        <source>Weight %1</source>
        <translation>分量 %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="104"/>
        <source>Any partner</source>
        <translation>任意对话对象</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="107"/>
        <location filename="../app/client/gallery_controller.cpp" line="127"/>
        <source>Any deck</source>
        <translation>任意牌组</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="122"/>
        <source>Any starting state</source>
        <translation>任意开局状态</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="125"/>
        <source>Starts %1</source>
        <translation>开局%1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="133"/>
        <source>A deck of their own</source>
        <translation>自带牌组</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <location filename="../app/client/gallery_controller.cpp" line="152"/>
        <source>By name</source>
        <translation>按名称</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <source>Lightest first</source>
        <translation>分量从轻到重</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="140"/>
        <source>Easiest first</source>
        <translation>难度从易到难</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="141"/>
        <source>Most used in decks first</source>
        <translation>按牌组使用次数从多到少</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="146"/>
        <source>With or without skills</source>
        <translation>有无技能均可</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>With skills</source>
        <translation>有技能</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>Without skills</source>
        <translation>无技能</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="153"/>
        <source>By starting state</source>
        <translation>按开局状态</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="154"/>
        <source>Most patient first</source>
        <translation>耐心最多的在前</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="155"/>
        <source>Largest deck first</source>
        <translation>牌组最大的在前</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="156"/>
        <source>Most skills first</source>
        <translation>技能最多的在前</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="28"/>
        <source>The built-in content could not be loaded.</source>
        <translation>无法加载内置内容。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="64"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>未知角色“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="71"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>未知牌组“%1”。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="81"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>无法以这个对话对象和牌组开始对话。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="127"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>对话未重建：新内容中缺少它的对话对象或牌组。游戏照常继续。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="164"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>无法加载场景：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="173"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>已按场景“%1”布置。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="221"/>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>Choose a card to speak first.</source>
        <translation>请先选择要说出的牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="234"/>
        <source>There is no such ability on the table.</source>
        <translation>桌面上没有这个能力。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="242"/>
        <source>There is no such skill.</source>
        <translation>没有这个技能。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>No skill can play this card now.</source>
        <translation>现在没有技能可以打出这张牌。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="289"/>
        <source>No conversation is running.</source>
        <translation>当前没有进行中的对话。</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="443"/>
        <source>Speak with %1 more card(s) as one %2 (%3)</source>
        <translation>与另外%1张牌一起当作一张%2发言（%3）</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="444"/>
        <source>Speak as %1 (%2)</source>
        <translation>作为%1说出（%2）</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="447"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>parley::client::LabCardsModel</name>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="94"/>
        <source>Card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="96"/>
        <source>Drawn</source>
        <translation>抽到</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="98"/>
        <source>Played</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="100"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="102"/>
        <source>Exhausted unplayed</source>
        <translation>未打出即耗尽</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="104"/>
        <source>Won, played</source>
        <translation>打出时胜率</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="106"/>
        <source>Won, not played</source>
        <translation>未打出时胜率</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="108"/>
        <source>Impact</source>
        <translation>影响</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="110"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="181"/>
        <location filename="../app/client/lab_cards_model.cpp" line="183"/>
        <location filename="../app/client/lab_cards_model.cpp" line="191"/>
        <location filename="../app/client/lab_cards_model.cpp" line="199"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>parley::client::LabRatesModel</name>
    <message>
        <location filename="../app/client/lab_rates_model.cpp" line="91"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2 至 %3）</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="208"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>内容包“%1”已不存在（被删除或移动）。游戏将用已有的卡牌继续；把内容包放回原处即可重新加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="212"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>内容包有问题（%1 个）。游戏将用已有的卡牌继续；保存修正后会自动重新加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="216"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>内容包无法加载（问题：%1 个）。修正后会自动加载。</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="142"/>
        <source>The pack was reloaded.</source>
        <translation>内容包已重新加载。</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="57"/>
        <source>%1: the file could not be read</source>
        <translation>%1：无法读取该文件</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="56"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>无法打开该场景：
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="179"/>
        <source>Final checks</source>
        <translation>最终检查</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="10"/>
        <source>, </source>
        <extracomment>Between the names of the cards a skill has noted, in its description: &quot;Small Talk, Offer Tea&quot;</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="12"/>
        <source>none yet</source>
        <extracomment>In a skill&apos;s description, where the cards it has noted would be listed, while there are none</extracomment>
        <translation>暂无</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reaction</source>
        <translation>反应</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="56"/>
        <source>Plays a card as another</source>
        <translation>将牌视为另一张打出</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="57"/>
        <source>Changes cards in hand</source>
        <translation>改变手牌</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="58"/>
        <source>Extra plays</source>
        <translation>额外次数</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="59"/>
        <source>Forbids</source>
        <translation>禁止</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="60"/>
        <source>Nullifies effects</source>
        <translation>使效果无效</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="61"/>
        <source>Hand limit</source>
        <translation>手牌上限</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="62"/>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Reach</source>
        <translation>触及范围</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="71"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>本回合已用 %1/%2，本次对话已用 %3/%4</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="73"/>
        <source>Used %1 of %2 this turn</source>
        <translation>本回合已用 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="75"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>本次对话已用 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="76"/>
        <source>No limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="91"/>
        <source>You</source>
        <translation>你</translation>
    </message>
</context>
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="21"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>目标：%1 在牌堆中；下一次「听」会抽到它。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="23"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>目标：%1 在牌堆中（%2 张牌）；下一次「听」不会抽牌。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="24"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>目标：%1 在牌堆中（%2 张牌）；下一次「听」有 %3% 的机会抽到它。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="69"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>「听」抽 1 张牌，你可以承载 %1 分量。</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="70"/>
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
<context>
    <name>parley::client::TutorialController</name>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="25"/>
        <source>Your partner</source>
        <translation>对方</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="26"/>
        <source>This is who you are talking to. The portrait and the line under it show their emotional state: the better it is, the more cards LISTEN draws and the more weight you can spend. Win them over, and play your goal card before their patience runs out.</source>
        <translation>这就是你的谈话对象。头像和下面那行字显示对方的情绪状态：状态越好，“听”抽的牌越多，你能花的分量也越多。赢得对方的好感，并在对方耐心耗尽之前打出你的目标牌。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="33"/>
        <source>Comfort</source>
        <translation>舒适度</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="34"/>
        <source>The cards you speak move their comfort up or down. When it reaches the top of the battery, their emotional state rises one step and comfort starts again from 0; at the bottom it falls one step, and in their lowest state that ends the conversation. The labels under the battery say where each end leads.</source>
        <translation>你说出的牌会让对方的舒适度上升或下降。舒适度到达顶端时，对方的情绪状态上升一级，舒适度从 0 重新开始；到达底端时下降一级，而在最低的状态下，对话就此结束。舒适度条下方的文字说明两端各通向哪里。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="41"/>
        <source>Weight and patience</source>
        <translation>分量与耐心</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="42"/>
        <source>Speaking a card spends its weight from your pool; LISTEN fills the pool up to its capacity again. Every SPEAK and every LISTEN costs patience, usually 1. When patience runs out, the conversation ends after that action.</source>
        <translation>说出一张牌会从你的分量池中花掉它的分量；“听”会把分量池重新补满到容量。每次“说”和每次“听”都消耗耐心，通常为 1。耐心耗尽时，对话会在该行动之后结束。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="48"/>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="49"/>
        <source>Each card shows its weight (the number in the circle), its chance of success, and what happens on Success, on Failure, and if it is not played. Watch the badges: a Fleeting card exhausts when you speak another card, an Opportunity card exhausts when you LISTEN. Click a card or press 1–9 to select it.</source>
        <translation>每张牌都显示它的分量（圆圈里的数字）、成功率，以及成功、失败和若未打出时会发生什么。注意标记：“转瞬”牌在你说出另一张牌时耗尽，“时机”牌在你“听”时耗尽。点击一张牌或按 1–9 来选择它。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="56"/>
        <source>Your goal</source>
        <translation>你的目标</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="57"/>
        <source>The goal card, framed in orange and marked MUST PLAY NOW, is what you came for. It is both Fleeting and an Opportunity, so any other action exhausts it, and that usually ends the conversation. Play it as soon as you hold it; its Success or Failure decides on what terms you part. While it is still in the deck, the orange line at the bottom says where it is.</source>
        <translation>目标牌带有橙色边框并标着“必须现在打出”，它就是你此行的目的。它同时是“转瞬”和“时机”，所以任何其他行动都会使它耗尽，而这通常会结束对话。一拿到就打出它；它的成功或失败决定你们以什么条件分别。它还在牌堆里时，底部的橙色文字会告诉你它在哪里。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="65"/>
        <source>SPEAK</source>
        <translation>说</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="66"/>
        <source>SPEAK (S) plays the selected card. It pays the card&apos;s weight and patience, then a roll against its success chance decides whether its Success or its Failure happens. After that, every other Fleeting card in your hand exhausts. Rest the pointer on SPEAK to see all of this before you choose.</source>
        <translation>“说”（S）打出选中的牌。它支付这张牌的分量和耐心，然后按成功率掷骰，决定发生成功还是失败。之后，你手中其他所有“转瞬”牌都会耗尽。把鼠标停在“说”上，就能在决定之前看到这一切。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="73"/>
        <source>LISTEN</source>
        <translation>听</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="74"/>
        <source>LISTEN (L) costs patience too. Every Opportunity card in your hand exhausts, your weight fills up to its capacity, and you draw new cards: as many as their emotional state allows. Its preview shows which cards would be lost.</source>
        <translation>“听”（L）同样消耗耐心。你手中所有“时机”牌都会耗尽，分量补满到容量，然后你抽新牌：抽多少取决于对方的情绪状态。它的预览会显示哪些牌将会失去。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="80"/>
        <source>The table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="81"/>
        <source>Permanents stay on the table when you speak them, and their effects last while they are there. Their abilities are buttons here, each with its cost; a tapped card is ready again after your next LISTEN.</source>
        <translation>常驻牌说出后会留在桌面上，只要它们还在，效果就会持续。它们的能力在这里是按钮，各自标有代价；已横置的牌在你下一次“听”之后重新可用。</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="87"/>
        <source>The log and the timeline</source>
        <translation>记录与时间线</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="88"/>
        <source>The log tells the conversation: what you said, how it went, and what your partner answered. Click a line to see its rule steps. The timeline takes you back to any earlier moment (Ctrl+Z). Press E to see how every number is made, and F1 to see this guide again.</source>
        <translation>记录讲述这场对话：你说了什么、结果如何、对方怎样回答。点击一行可查看它的规则步骤。时间线可以带你回到之前任何时刻（Ctrl+Z）。按 E 查看每个数字的由来，按 F1 再次打开本指南。</translation>
    </message>
</context>
<context>
    <name>parley::client::UnfinishedModel</name>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="112"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>你与%1的对话刚刚开始。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="113"/>
        <source>Your conversation with %1 was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>你与%1的对话尚未结束（已进行 %n 个行动）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="117"/>
        <source>A conversation of yours had just begun.</source>
        <translation>你的一段对话刚刚开始。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="118"/>
        <source>A conversation of yours was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>你的一段对话尚未结束（已进行 %n 个行动）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="129"/>
        <source>Its cards have changed since it was saved: resuming plays its actions again as far as they still mean the same.</source>
        <translation>保存之后它的卡牌已有改动：继续时会重新进行其中的行动，直到某个行动的含义不再相同为止。</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="134"/>
        <source>It was played on the built-in cards alone: choose “Built-in only” to resume it.</source>
        <translation>它只用内置卡牌进行：选择“仅用内置内容”即可继续。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="136"/>
        <source>It was played on %1: open that pack to resume it.</source>
        <translation>
            <numerusform>它是用 %1 进行的：打开该内容包即可继续。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="139"/>
        <source>It was played on %1, which does not load now: fix the problems listed to resume it.</source>
        <translation>
            <numerusform>它是用 %1 进行的，而它现在无法加载：修正列出的问题即可继续。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="144"/>
        <source>Its partner or deck is no longer in the cards it was played on, so it cannot be resumed; it is kept until you discard it.</source>
        <translation>它的对话对象或牌组已不在当时所用的卡牌中，因此无法继续；在你放弃之前它会一直保留。</translation>
    </message>
</context>
</TS>
