<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="54"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>Selected: %1. S speaks it, A speaks it as %2.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="55"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>Selected: %1. Press S to speak it.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>Select a card (1–9), then SPEAK (S), or LISTEN (L).</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="76"/>
        <source>Explain (E)</source>
        <translation>Explain (E)</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="80"/>
        <source>Show how every number is made</source>
        <translation>Show how every number is made</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
        <source>SPEAK</source>
        <translation>SPEAK</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="127"/>
        <source>Speak the selected card</source>
        <translation>Speak the selected card</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="135"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="143"/>
        <source>Listen: draw cards and refresh weight</source>
        <translation>Listen: draw cards and refresh weight</translation>
    </message>
</context>
<context>
    <name>ActionPreview</name>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>LISTEN preview</source>
        <translation>LISTEN preview</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>SPEAK preview</source>
        <translation>SPEAK preview</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>LISTEN will:</source>
        <translation>LISTEN will:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>SPEAK will:</source>
        <translation>SPEAK will:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="42"/>
        <source>Play %1 (costs %2 weight)</source>
        <translation>Play %1 (costs %2 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="41"/>
        <source>Select a card first (keys 1–9).</source>
        <translation>Select a card first (keys 1–9).</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="44"/>
        <source>Play %1 as %2 through %3 (costs %4 weight)</source>
        <translation>Play %1 as %2 through %3 (costs %4 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="45"/>
        <source>Play %1, made from nothing through %2 (costs %3 weight)</source>
        <translation>Play %1, made from nothing through %2 (costs %3 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="46"/>
        <source>Weight cost: %1</source>
        <translation>Weight cost: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="61"/>
        <source>Draw %1 card(s) (%2 left in the deck)</source>
        <translation>Draw %1 card(s) (%2 left in the deck)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="62"/>
        <source>Cards drawn: %1</source>
        <translation>Cards drawn: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="69"/>
        <source>Refresh weight to %1</source>
        <translation>Refresh weight to %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="70"/>
        <source>Capacity: %1</source>
        <translation>Capacity: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="75"/>
        <source>Costs %1 patience</source>
        <translation>Costs %1 patience</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="76"/>
        <source>Patience cost: %1</source>
        <translation>Patience cost: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="83"/>
        <source>Last action: it spends the last of their patience, and the conversation ends after it.</source>
        <translation>Last action: it spends the last of their patience, and the conversation ends after it.</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="103"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>GOAL CARDS WILL EXHAUST!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>conversation fails</source>
        <translation>conversation fails</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="122"/>
        <source>Cards that will exhaust:</source>
        <translation>Cards that will exhaust:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="133"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="140"/>
        <source>No card will exhaust.</source>
        <translation>No card will exhaust.</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <location filename="../app/client/action_text.cpp" line="14"/>
        <source>a card that is gone</source>
        <translation>a card that is gone</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="19"/>
        <source>a skill that is gone</source>
        <translation>a skill that is gone</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="27"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="28"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="29"/>
        <source>Let it resolve</source>
        <translation>Let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="30"/>
        <source>Let the cancellation stand</source>
        <translation>Let the cancellation stand</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="38"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="48"/>
        <source>an option</source>
        <translation>an option</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <source>SPEAK %1</source>
        <translation>SPEAK %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="69"/>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>Use %1</source>
        <translation>Use %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="72"/>
        <source>SPEAK %1 through %2</source>
        <translation>SPEAK %1 through %2</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: none</source>
        <translation>Choose: none</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: %1</source>
        <translation>Choose: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="82"/>
        <source>An action</source>
        <translation>An action</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>Replayed %1 of %2 actions</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="89"/>
        <location filename="../app/client/action_text.cpp" line="123"/>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="91"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1; the conversation cannot start: the partner or the deck is not in the content.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="99"/>
        <source>the content no longer has that skill</source>
        <translation>the content no longer has that skill</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="101"/>
        <source>the content no longer has that card</source>
        <translation>the content no longer has that card</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="103"/>
        <source>%1 is not on the table</source>
        <translation>%1 is not on the table</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="105"/>
        <source>%1 is not in your hand</source>
        <translation>%1 is not in your hand</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="107"/>
        <source>there is no question to answer then</source>
        <translation>there is no question to answer then</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>the rules no longer allow it then</source>
        <translation>the rules no longer allow it then</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="110"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1; action %2 (%3) is no longer legal: %4.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="113"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>it succeeded when it was played and does not now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it failed when it was played and does not now</source>
        <translation>it failed when it was played and does not now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>it made no roll when it was played and does now</source>
        <translation>it made no roll when it was played and does now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="119"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1; action %2 (%3) has a different outcome: %4.</translation>
    </message>
</context>
<context>
    <name>BalanceScreen</name>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="364"/>
        <source>Run before</source>
        <translation>Run before</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="370"/>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="128"/>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="132"/>
        <source>Balance lab</source>
        <translation>Balance lab</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="143"/>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="164"/>
        <location filename="../qml/BalanceScreen.qml" line="172"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="169"/>
        <source>Each partner&apos;s own deck</source>
        <translation>Each partner&apos;s own deck</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="180"/>
        <source>Policies</source>
        <translation>Policies</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="207"/>
        <source>Games each</source>
        <translation>Games each</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="214"/>
        <source>Games for each partner and policy</source>
        <translation>Games for each partner and policy</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="216"/>
        <location filename="../qml/BalanceScreen.qml" line="223"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="231"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="242"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="282"/>
        <source>No results yet: choose and run.</source>
        <translation>No results yet: choose and run.</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="309"/>
        <source>Win rates and endings</source>
        <translation>Win rates and endings</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="310"/>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="311"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="316"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="322"/>
        <source>Card table as CSV…</source>
        <translation>Card table as CSV…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="323"/>
        <source>All figures as JSON…</source>
        <translation>All figures as JSON…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="325"/>
        <source>This chart as PNG…</source>
        <translation>This chart as PNG…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="346"/>
        <source>Win rate by policy, with its 95% interval</source>
        <translation>Win rate by policy, with its 95% interval</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="382"/>
        <source>Win rate by policy</source>
        <translation>Win rate by policy</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="383"/>
        <source>Outcomes</source>
        <translation>Outcomes</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="384"/>
        <source>Why they ended</source>
        <translation>Why they ended</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="437"/>
        <source>Changes against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>Changes against the run before. Bold: more than chance at 95%; dimmed: within chance.</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="473"/>
        <source>Export the card table</source>
        <translation>Export the card table</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="481"/>
        <source>Export all figures</source>
        <translation>Export all figures</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="489"/>
        <source>Save the chart as a picture</source>
        <translation>Save the chart as a picture</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG pictures (*.png)</translation>
    </message>
</context>
<context>
    <name>BreakdownText</name>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="51"/>
        <source>at most %1</source>
        <translation>at most %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="53"/>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="68"/>
        <source>by the rules</source>
        <translation>by the rules</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per LISTEN</source>
        <translation>per LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per SPEAK</source>
        <translation>per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="72"/>
        <source>while %1</source>
        <translation>while %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="76"/>
        <source>base (%1)</source>
        <translation>base (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="83"/>
        <source>from %1 %2, counting as %3</source>
        <translation>from %1 %2, counting as %3</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="84"/>
        <source>from %1 %2</source>
        <translation>from %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="87"/>
        <source>on the card</source>
        <translation>on the card</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="89"/>
        <source>per turn for the ability</source>
        <translation>per turn for the ability</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="91"/>
        <source>asked by the effect</source>
        <translation>asked by the effect</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="93"/>
        <source>(the same SPEAK)</source>
        <translation>(the same SPEAK)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="95"/>
        <source>(a free action)</source>
        <translation>(a free action)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="97"/>
        <source>(limited to %1 to %2)</source>
        <translation>(limited to %1 to %2)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="100"/>
        <source>(the least it can be)</source>
        <extracomment>A breakdown&apos;s step when the number would go below the least it can be: &quot;= 0 (the least it can be)&quot;</extracomment>
        <translation>(the least it can be)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="102"/>
        <source>(%1: no card can fail)</source>
        <translation>(%1: no card can fail)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="111"/>
        <source>%1 (your trait)</source>
        <translation>%1 (your trait)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="112"/>
        <source>%1 (their skill)</source>
        <translation>%1 (their skill)</translation>
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
        <translation>, </translation>
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
        <translation>Conversations simulated</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>%1 times, %2 a conversation</source>
        <translation>%1 times, %2 a conversation</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="28"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="29"/>
        <location filename="../app/client/card_figures_text.cpp" line="33"/>
        <source>%1 times (%2 of the draws)</source>
        <translation>%1 times (%2 of the draws)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="30"/>
        <source>Succeeded</source>
        <translation>Succeeded</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="31"/>
        <source>%1 times (%2 of the plays)</source>
        <translation>%1 times (%2 of the plays)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="32"/>
        <source>Exhausted without being played</source>
        <translation>Exhausted without being played</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>Played at least once</source>
        <translation>Played at least once</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>in %1 of %2 conversations (%3)</source>
        <translation>in %1 of %2 conversations (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="40"/>
        <source>Won when it was played</source>
        <translation>Won when it was played</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="41"/>
        <source>never played</source>
        <translation>never played</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="42"/>
        <source>Won when it was not</source>
        <translation>Won when it was not</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="43"/>
        <source>played in every conversation</source>
        <translation>played in every conversation</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="56"/>
        <source>%1 (%2 to %3) of %4</source>
        <translation>%1 (%2 to %3) of %4</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="62"/>
        <source>Won over</source>
        <translation>Won over</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="69"/>
        <source>Won over by %1</source>
        <translation>Won over by %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>Conversations last</source>
        <translation>Conversations last</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>%1 turns on average</source>
        <translation>%1 turns on average</translation>
    </message>
</context>
<context>
    <name>CardRulesText</name>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="25"/>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="31"/>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <source>Free: %1.</source>
        <translation>Free: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <location filename="../app/client/card_rules_text.cpp" line="100"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="36"/>
        <source>Once a turn.</source>
        <translation>Once a turn.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="38"/>
        <source>%1 times a turn.</source>
        <translation>%1 times a turn.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="46"/>
        <source>If it is in your opening hand</source>
        <translation>If it is in your opening hand</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="48"/>
        <source>When the conversation starts</source>
        <translation>When the conversation starts</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="50"/>
        <source>When this card enters the %1</source>
        <translation>When this card enters the %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="51"/>
        <source>When a card enters the %1</source>
        <translation>When a card enters the %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="53"/>
        <source>When this card leaves the %1</source>
        <translation>When this card leaves the %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="54"/>
        <source>When a card leaves the %1</source>
        <translation>When a card leaves the %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before you speak this card</source>
        <translation>Before you speak this card</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before each SPEAK</source>
        <translation>Before each SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After you speak this card</source>
        <translation>After you speak this card</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After each SPEAK</source>
        <translation>After each SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When this card succeeds</source>
        <translation>When this card succeeds</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When a card succeeds</source>
        <translation>When a card succeeds</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When this card fails</source>
        <translation>When this card fails</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When a card fails</source>
        <translation>When a card fails</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When this card exhausts</source>
        <translation>When this card exhausts</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When a card exhausts</source>
        <translation>When a card exhausts</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="66"/>
        <source>When you LISTEN</source>
        <translation>When you LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="68"/>
        <source>When the comfort changes</source>
        <translation>When the comfort changes</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="70"/>
        <source>When their mood changes</source>
        <translation>When their mood changes</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="72"/>
        <source>When the atmosphere changes</source>
        <translation>When the atmosphere changes</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="74"/>
        <source>When you gain tokens</source>
        <translation>When you gain tokens</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="76"/>
        <source>When you spend tokens</source>
        <translation>When you spend tokens</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="78"/>
        <source>At the start of each turn</source>
        <translation>At the start of each turn</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="80"/>
        <source>At the end of each turn</source>
        <translation>At the end of each turn</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="82"/>
        <source>When an effect resolves</source>
        <translation>When an effect resolves</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="84"/>
        <source>When a card&apos;s roll is made</source>
        <translation>When a card&apos;s roll is made</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="95"/>
        <source>%1, while this card is in your %2</source>
        <translation>%1, while this card is in your %2</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="97"/>
        <source>%1, if %2</source>
        <translation>%1, if %2</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="99"/>
        <source>%1, you may: %2.</source>
        <translation>%1, you may: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="106"/>
        <source>Also costs</source>
        <translation>Also costs</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="108"/>
        <source>Or instead of its weight</source>
        <translation>Or instead of its weight</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="112"/>
        <source>Trigger</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="114"/>
        <location filename="../app/client/card_rules_text.cpp" line="127"/>
        <source>While on the table</source>
        <translation>While on the table</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="119"/>
        <source>other cards&apos; auras</source>
        <translation>other cards&apos; auras</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="120"/>
        <source>skills</source>
        <translation>skills</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="122"/>
        <source>the atmosphere</source>
        <translation>the atmosphere</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="124"/>
        <source>lasting card effects</source>
        <translation>lasting card effects</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>%1 do nothing.</source>
        <translation>%1 do nothing.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>, </source>
        <comment>between things silenced</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Very easy</source>
        <translation>Very easy</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="19"/>
        <source>Very hard</source>
        <translation>Very hard</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="28"/>
        <source>Trust</source>
        <translation>Trust</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="29"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="30"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="31"/>
        <source>Shadow</source>
        <translation>Shadow</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="46"/>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="47"/>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="48"/>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="51"/>
        <source>walked away</source>
        <translation>walked away</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="53"/>
        <source>Card %1: %2</source>
        <translation>Card %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="54"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>Weight %1, %2, success chance %3%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="55"/>
        <source>Goal card: must play now</source>
        <translation>Goal card: must play now</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="109"/>
        <source>Weight: %1</source>
        <translation>Weight: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="148"/>
        <location filename="../qml/GalleryCardDetail.qml" line="72"/>
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="156"/>
        <source>Permanent: stays on the table once spoken, whatever the roll; its abilities and triggers work from there</source>
        <translation>Permanent: stays on the table once spoken, whatever the roll; its abilities and triggers work from there</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>MUST PLAY NOW</source>
        <translation>MUST PLAY NOW</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>exhausts on any other action</source>
        <translation>exhausts on any other action</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="190"/>
        <source>%1% success</source>
        <translation>%1% success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="191"/>
        <source>Success chance: %1</source>
        <translation>Success chance: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="205"/>
        <location filename="../qml/GalleryCardDetail.qml" line="101"/>
        <source>Success</source>
        <translation>Success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="214"/>
        <location filename="../qml/GalleryCardDetail.qml" line="108"/>
        <source>Failure</source>
        <translation>Failure</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="222"/>
        <location filename="../qml/GalleryCardDetail.qml" line="115"/>
        <source>If not played</source>
        <translation>If not played</translation>
    </message>
</context>
<context>
    <name>ComfortBattery</name>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="15"/>
        <source>at +%1: becomes %2</source>
        <translation>at +%1: becomes %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="16"/>
        <source>at +%1: stays %2</source>
        <translation>at +%1: stays %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="17"/>
        <source>at %1: the conversation ends</source>
        <translation>at %1: the conversation ends</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="18"/>
        <source>at %1: falls to %2</source>
        <translation>at %1: falls to %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="21"/>
        <location filename="../qml/ComfortBattery.qml" line="25"/>
        <source>Comfort %1</source>
        <translation>Comfort %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="65"/>
        <source>ends</source>
        <translation>ends</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="72"/>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="81"/>
        <source>One more step up: %1</source>
        <translation>One more step up: %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down ends it!</source>
        <translation>One more step down ends it!</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down: %1</source>
        <translation>One more step down: %1</translation>
    </message>
</context>
<context>
    <name>ConversationScreen</name>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="244"/>
        <source>Personality:</source>
        <translation>Personality:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="249"/>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="214"/>
        <source>You played %1.</source>
        <translation>You played %1.</translation>
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
        <translation>Your traits:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="311"/>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>card</source>
        <translation>card</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="19"/>
        <source>%1 weight</source>
        <translation>%1 weight</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="21"/>
        <source>%1 patience</source>
        <translation>%1 patience</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="26"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="27"/>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="30"/>
        <source>Tap this card</source>
        <translation>Tap this card</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="32"/>
        <source>Sacrifice this card</source>
        <translation>Sacrifice this card</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="34"/>
        <source>Show this card</source>
        <translation>Show this card</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="36"/>
        <source>Show %1 %2</source>
        <translation>Show %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="38"/>
        <source>Discard %1 %2</source>
        <translation>Discard %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="40"/>
        <source>Sacrifice %1 %2</source>
        <translation>Sacrifice %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="42"/>
        <source>Tap %1 %2</source>
        <translation>Tap %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="44"/>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="45"/>
        <source>patience</source>
        <translation>patience</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="49"/>
        <source>X %1 (%2 to %3)</source>
        <translation>X %1 (%2 to %3)</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose %1.</source>
        <translation>Choose %1.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="92"/>
        <source>Choose one.</source>
        <translation>Choose one.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose one, or none.</source>
        <translation>Choose one, or none.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="94"/>
        <source>Choose %1 to %2.</source>
        <translation>Choose %1 to %2.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="95"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>Keys 1–9 pick, 0 picks none, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="96"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>Keys 1–9 pick, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="105"/>
        <source>Search by name or effect</source>
        <translation>Search by name or effect</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="108"/>
        <source>Search the cards</source>
        <translation>Search the cards</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="141"/>
        <source>No card matches.</source>
        <translation>No card matches.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="182"/>
        <source>None (0)</source>
        <translation>None (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="183"/>
        <source>Answer with no card</source>
        <translation>Answer with no card</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="190"/>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="191"/>
        <source>Cancel the action</source>
        <translation>Cancel the action</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="198"/>
        <source>Confirm (Enter)</source>
        <translation>Confirm (Enter)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="199"/>
        <source>Confirm the choice</source>
        <translation>Confirm the choice</translation>
    </message>
</context>
<context>
    <name>EffectLine</name>
    <message>
        <location filename="../qml/EffectLine.qml" line="25"/>
        <location filename="../qml/EffectLine.qml" line="26"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
</context>
<context>
    <name>EffectText</name>
    <message>
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>discard</source>
        <translation>discard</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>exhausted</source>
        <translation>exhausted</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="27"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="28"/>
        <source>pile</source>
        <translation>pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Persistent</source>
        <translation>Persistent</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Fleeting</source>
        <translation>Fleeting</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Opportunity</source>
        <translation>Opportunity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Skeleton</source>
        <translation>Skeleton</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="39"/>
        <source>Burden</source>
        <translation>Burden</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="40"/>
        <source>Observable</source>
        <translation>Observable</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>success chance</source>
        <translation>success chance</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>weight capacity</source>
        <translation>weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>cards drawn on LISTEN</source>
        <translation>cards drawn on LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>patience cost</source>
        <translation>patience cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>comfort change</source>
        <translation>comfort change</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>weight cost</source>
        <translation>weight cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>token cost</source>
        <translation>token cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>token count</source>
        <translation>token count</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>hand limit</source>
        <translation>hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>reach</source>
        <translation>reach</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>cards per SPEAK</source>
        <translation>cards per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="65"/>
        <source>uses per turn</source>
        <translation>uses per turn</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="66"/>
        <source>depth</source>
        <translation>depth</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="67"/>
        <source>comfort</source>
        <translation>comfort</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="68"/>
        <source>patience</source>
        <translation>patience</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="69"/>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add</source>
        <translation>add</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="77"/>
        <source>multiply</source>
        <translation>multiply</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="78"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="79"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="80"/>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="81"/>
        <source>add magnitude</source>
        <translation>add magnitude</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="91"/>
        <source>exhaust</source>
        <translation>exhaust</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>skill</source>
        <translation>skill</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>trigger %1</source>
        <translation>trigger %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>ability %1</source>
        <translation>ability %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="99"/>
        <source>Cost: %1</source>
        <translation>Cost: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="105"/>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <location filename="../app/client/effect_text.cpp" line="182"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="115"/>
        <source>any number of</source>
        <translation>any number of</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 card</source>
        <translation>%1 card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>card</source>
        <translation>card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="134"/>
        <location filename="../app/client/effect_text.cpp" line="148"/>
        <source>Comfort up by %1</source>
        <translation>Comfort up by %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw 1 card</source>
        <translation>Draw 1 card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Draw cards: %1</source>
        <translation>Draw cards: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Regain weight: %1</source>
        <translation>Regain weight: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>The atmosphere becomes %1</source>
        <translation>The atmosphere becomes %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="144"/>
        <source>The conversation ends: %1</source>
        <translation>The conversation ends: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="151"/>
        <source>Your next action costs no patience</source>
        <translation>Your next action costs no patience</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="153"/>
        <source>Show this card</source>
        <translation>Show this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show 1 card from your hand</source>
        <translation>Show 1 card from your hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show %1 cards from your hand</source>
        <translation>Show %1 cards from your hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard 1 card</source>
        <translation>Discard 1 card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard %1 cards</source>
        <translation>Discard %1 cards</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="165"/>
        <source>Return this card to your hand</source>
        <translation>Return this card to your hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="166"/>
        <source>Shuffle this card into the deck</source>
        <translation>Shuffle this card into the deck</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="167"/>
        <source>Put this card on the discard pile</source>
        <translation>Put this card on the discard pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>Exhaust this card</source>
        <translation>Exhaust this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="169"/>
        <source>Put this card on the table</source>
        <translation>Put this card on the table</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>Search the deck for %1 %2 and take it into your hand</source>
        <translation>Search the deck for %1 %2 and take it into your hand</translation>
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
        <translation>That effect does nothing</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="186"/>
        <source>That effect&apos;s number is %1 smaller</source>
        <translation>That effect&apos;s number is %1 smaller</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>That effect&apos;s number is %1 bigger</source>
        <translation>That effect&apos;s number is %1 bigger</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="190"/>
        <source>The roll is %1 better</source>
        <translation>The roll is %1 better</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="191"/>
        <source>The roll is %1 worse</source>
        <translation>The roll is %1 worse</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="196"/>
        <source>%1 %2 on you</source>
        <translation>%1 %2 on you</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="197"/>
        <source>%1 %2 on them</source>
        <translation>%1 %2 on them</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="198"/>
        <source>%1 %2 on this card</source>
        <translation>%1 %2 on this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="199"/>
        <source>%1 %2 on the skill&apos;s owner</source>
        <translation>%1 %2 on the skill&apos;s owner</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You gain %1</source>
        <translation>You gain %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You lose %1</source>
        <translation>You lose %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They gain %1</source>
        <translation>They gain %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They lose %1</source>
        <translation>They lose %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner gains %1</source>
        <translation>Its owner gains %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner loses %1</source>
        <translation>Its owner loses %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set 1 card aside on the pile</source>
        <translation>Set 1 card aside on the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set %1 cards aside on the pile</source>
        <translation>Set %1 cards aside on the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take 1 card back from the pile</source>
        <translation>Take 1 card back from the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take %1 cards back from the pile</source>
        <translation>Take %1 cards back from the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="217"/>
        <source>Note the card in this skill&apos;s record</source>
        <translation>Note the card in this skill&apos;s record</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="133"/>
        <source>%1 comfort</source>
        <translation>%1 comfort</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw %1 cards</source>
        <translation>Draw %1 cards</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Regain %1 weight</source>
        <translation>Regain %1 weight</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Reset comfort to 0</source>
        <translation>Reset comfort to 0</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Refill weight to capacity</source>
        <translation>Refill weight to capacity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice this card</source>
        <translation>Sacrifice this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice %1 %2</source>
        <translation>Sacrifice %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="159"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="160"/>
        <source>Create %1 %2 for them</source>
        <translation>Create %1 %2 for them</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="161"/>
        <source>Create %1 %2</source>
        <translation>Create %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Roll again</source>
        <translation>Roll again</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <location filename="../app/client/effect_text.cpp" line="212"/>
        <source>Set this card aside on the pile</source>
        <translation>Set this card aside on the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="216"/>
        <source>Its outcome resolves once more</source>
        <translation>Its outcome resolves once more</translation>
    </message>
</context>
<context>
    <name>EndRecap</name>
    <message>
        <location filename="../app/client/end_recap.cpp" line="150"/>
        <source>First success: “%1”.</source>
        <translation>First success: “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="164"/>
        <source>Biggest swing: comfort rose by %1 after “%2”.</source>
        <translation>Biggest swing: comfort rose by %1 after “%2”.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="166"/>
        <source>Biggest swing: comfort fell by %1 after “%2”.</source>
        <translation>Biggest swing: comfort fell by %1 after “%2”.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="169"/>
        <source>Biggest swing: comfort rose by %1 as you listened.</source>
        <translation>Biggest swing: comfort rose by %1 as you listened.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="170"/>
        <source>Biggest swing: comfort fell by %1 as you listened.</source>
        <translation>Biggest swing: comfort fell by %1 as you listened.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="172"/>
        <source>Biggest swing: comfort rose by %1.</source>
        <translation>Biggest swing: comfort rose by %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="173"/>
        <source>Biggest swing: comfort fell by %1.</source>
        <translation>Biggest swing: comfort fell by %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="185"/>
        <source>%1 warmed to you: now %2.</source>
        <translation>%1 warmed to you: now %2.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="186"/>
        <source>%1 grew colder: now %2.</source>
        <translation>%1 grew colder: now %2.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="196"/>
        <source>You played your goal, “%1”, and it failed.</source>
        <translation>You played your goal, “%1”, and it failed.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="198"/>
        <source>You played your goal, “%1”, and it succeeded.</source>
        <translation>You played your goal, “%1”, and it succeeded.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="204"/>
        <source>Your goal, “%1”, slipped away unplayed.</source>
        <translation>Your goal, “%1”, slipped away unplayed.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="216"/>
        <source>Last, you spoke “%1”, and it succeeded.</source>
        <translation>Last, you spoke “%1”, and it succeeded.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="218"/>
        <source>Last, you spoke “%1”, and it failed.</source>
        <translation>Last, you spoke “%1”, and it failed.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="219"/>
        <source>Last, you spoke “%1”.</source>
        <translation>Last, you spoke “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="221"/>
        <source>Last, you listened.</source>
        <translation>Last, you listened.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="223"/>
        <source>Last, you used “%1”.</source>
        <translation>Last, you used “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="225"/>
        <source>Last, you used %1.</source>
        <translation>Last, you used %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="228"/>
        <source>Last, you made a choice.</source>
        <translation>Last, you made a choice.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="121"/>
        <source>Your conversation with %1</source>
        <translation>Your conversation with %1</translation>
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
        <translation>What it leaves you with</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="236"/>
        <source>Nothing was agreed, and nothing is owed.</source>
        <translation>Nothing was agreed, and nothing is owed.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="251"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="268"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="270"/>
        <source>Cards spoken</source>
        <translation>Cards spoken</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="272"/>
        <source>Succeeded</source>
        <translation>Succeeded</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="274"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="276"/>
        <source>Listened</source>
        <translation>Listened</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="278"/>
        <source>Cards drawn</source>
        <translation>Cards drawn</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="280"/>
        <source>Cards exhausted</source>
        <translation>Cards exhausted</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="288"/>
        <source>Final state</source>
        <translation>Final state</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="294"/>
        <source>%1, comfort %2</source>
        <extracomment>The state the conversation ended in, and its comfort: &quot;Open, comfort +2&quot;.</extracomment>
        <translation>%1, comfort %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="316"/>
        <source>Comfort over the conversation</source>
        <translation>Comfort over the conversation</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="443"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="451"/>
        <source>Key moments</source>
        <translation>Key moments</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="478"/>
        <source>Action %1</source>
        <extracomment>Beside a key moment: the number of the action it happened in.</extracomment>
        <translation>Action %1</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="492"/>
        <source>It was over before anything happened.</source>
        <translation>It was over before anything happened.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="505"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="507"/>
        <source>Play again with the same partner</source>
        <translation>Play again with the same partner</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="512"/>
        <source>Choose another partner</source>
        <translation>Choose another partner</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="513"/>
        <source>Back to the choice of partner</source>
        <translation>Back to the choice of partner</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="515"/>
        <source>Back to the partners, with %1 chosen</source>
        <translation>Back to the partners, with %1 chosen</translation>
    </message>
</context>
<context>
    <name>EndingText</name>
    <message>
        <location filename="../app/client/ending_text.cpp" line="18"/>
        <source>%1 %2</source>
        <extracomment>A number of connection tokens, as in &quot;You gain 2 Trust&quot;: %1 the number, %2 the token type.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list: &quot;1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="25"/>
        <source>%1, %2</source>
        <extracomment>An item and the rest of a list: &quot;1 Trust, 1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="39"/>
        <source>You will deliver %1 to %2 within %3.</source>
        <translation>You will deliver %1 to %2 within %3.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="41"/>
        <source>You will deliver %1 to %2.</source>
        <translation>You will deliver %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="42"/>
        <source>You will deliver %1 within %2.</source>
        <translation>You will deliver %1 within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="43"/>
        <source>You will deliver %1.</source>
        <translation>You will deliver %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="46"/>
        <source>You will make a delivery to %1 within %2.</source>
        <translation>You will make a delivery to %1 within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="47"/>
        <source>You will make a delivery to %1.</source>
        <translation>You will make a delivery to %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="48"/>
        <source>You will make a delivery within %1.</source>
        <translation>You will make a delivery within %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="49"/>
        <source>You will make a delivery.</source>
        <translation>You will make a delivery.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="52"/>
        <source>You owe %1 a favour, due within %2.</source>
        <translation>You owe %1 a favour, due within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="53"/>
        <source>You owe %1 a favour.</source>
        <translation>You owe %1 a favour.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="54"/>
        <source>You owe a favour, due within %1.</source>
        <translation>You owe a favour, due within %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="55"/>
        <source>You owe a favour.</source>
        <translation>You owe a favour.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="58"/>
        <source>You must pay a fine to %1 within %2.</source>
        <translation>You must pay a fine to %1 within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="59"/>
        <source>You must pay a fine to %1.</source>
        <translation>You must pay a fine to %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="60"/>
        <source>You must pay a fine within %1.</source>
        <translation>You must pay a fine within %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="61"/>
        <source>You must pay a fine.</source>
        <translation>You must pay a fine.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="67"/>
        <source>You took on an obligation to %1, due within %2.</source>
        <translation>You took on an obligation to %1, due within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="69"/>
        <source>You took on an obligation to %1.</source>
        <translation>You took on an obligation to %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="70"/>
        <source>You took on an obligation, due within %1.</source>
        <translation>You took on an obligation, due within %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="71"/>
        <source>You took on an obligation.</source>
        <translation>You took on an obligation.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="76"/>
        <source>You took on an obligation to %1 (%2), due within %3.</source>
        <translation>You took on an obligation to %1 (%2), due within %3.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="78"/>
        <source>You took on an obligation to %1 (%2).</source>
        <translation>You took on an obligation to %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="79"/>
        <source>You took on an obligation (%1), due within %2.</source>
        <translation>You took on an obligation (%1), due within %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="80"/>
        <source>You took on an obligation (%1).</source>
        <translation>You took on an obligation (%1).</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="88"/>
        <source>a day</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within a day&quot;; German: dative).</extracomment>
        <translation>a day</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="91"/>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="93"/>
        <source>an hour</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within an hour&quot;; German: dative).</extracomment>
        <translation>an hour</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="96"/>
        <source>%1 hours</source>
        <translation>%1 hours</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="108"/>
        <source>You will be paid 1 coin.</source>
        <translation>You will be paid 1 coin.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="109"/>
        <source>You will be paid %1 coins.</source>
        <translation>You will be paid %1 coins.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="111"/>
        <source>You will pay 1 coin.</source>
        <translation>You will pay 1 coin.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="112"/>
        <source>You will pay %1 coins.</source>
        <translation>You will pay %1 coins.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="114"/>
        <source>The fine is 1 coin.</source>
        <translation>The fine is 1 coin.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="115"/>
        <source>The fine is %1 coins.</source>
        <translation>The fine is %1 coins.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="117"/>
        <source>You gain %1.</source>
        <translation>You gain %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="119"/>
        <source>You lose %1.</source>
        <translation>You lose %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="122"/>
        <source>A burden card, “%1”, joins your deck.</source>
        <translation>A burden card, “%1”, joins your deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="123"/>
        <source>“%1” joins your deck.</source>
        <translation>“%1” joins your deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="126"/>
        <source>A burden card joins your deck.</source>
        <translation>A burden card joins your deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="129"/>
        <source>You suffer a penalty: %1.</source>
        <extracomment>%1 is the pack&apos;s own kind of penalty, as words (&quot;Lost goods&quot;).</extracomment>
        <translation>You suffer a penalty: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="133"/>
        <source>Your relationship with %1 worsens by %2.</source>
        <translation>Your relationship with %1 worsens by %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="134"/>
        <source>Your relationship with %1 improves by %2.</source>
        <translation>Your relationship with %1 improves by %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="137"/>
        <source>You may now pass through %1.</source>
        <translation>You may now pass through %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="161"/>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="162"/>
        <source>Favour</source>
        <translation>Favour</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="163"/>
        <source>Fine</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Obligation</source>
        <translation>Obligation</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Consequences</source>
        <translation>Consequences</translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="33"/>
        <location filename="../qml/ErrorPanel.qml" line="49"/>
        <source>Problems in the pack</source>
        <translation>Problems in the pack</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="57"/>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="69"/>
        <source>Click a problem to open its file in your editor.</source>
        <translation>Click a problem to open its file in your editor.</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="87"/>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>warning</source>
        <translation>warning</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>The deck is empty.</source>
        <translation>The deck is empty.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>It cannot fail.</source>
        <translation>It cannot fail.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 succeeds.</source>
        <translation>%1 succeeds.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 fails.</source>
        <translation>%1 fails.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="130"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1 is now %2 (was %3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="21"/>
        <source>your hand</source>
        <translation>your hand</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>the deck</source>
        <translation>the deck</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="25"/>
        <source>the discard pile</source>
        <translation>the discard pile</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>the exhausted pile</source>
        <translation>the exhausted pile</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>the table</source>
        <translation>the table</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>a skill&apos;s pile</source>
        <translation>a skill&apos;s pile</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>a card</source>
        <translation>a card</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="57"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="58"/>
        <source>%1, as it takes effect: %2</source>
        <translation>%1, as it takes effect: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="59"/>
        <source>%1, used: %2</source>
        <translation>%1, used: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1, on success: %2</source>
        <translation>%1, on success: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>%1, on failure: %2</source>
        <translation>%1, on failure: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1, when exhausted: %2</source>
        <translation>%1, when exhausted: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>your %1</source>
        <translation>your %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>%1&apos;s %2</source>
        <translation>%1&apos;s %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>the %1 atmosphere</source>
        <translation>the %1 atmosphere</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>the rules</source>
        <translation>the rules</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="89"/>
        <source>The conversation with %1 begins.</source>
        <translation>The conversation with %1 begins.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>You draw %1.</source>
        <translation>You draw %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="97"/>
        <source>The one card of the discard pile is shuffled into the deck.</source>
        <translation>The one card of the discard pile is shuffled into the deck.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="98"/>
        <source>The %1 cards of the discard pile are shuffled into the deck.</source>
        <translation>The %1 cards of the discard pile are shuffled into the deck.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>You speak %1 for %2 weight.</source>
        <translation>You speak %1 for %2 weight.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>Its outcome was set: a success.</source>
        <translation>Its outcome was set: a success.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>Its outcome was set: a failure.</source>
        <translation>Its outcome was set: a failure.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <source>Rolled %1 against a chance of %2%: a success.</source>
        <translation>Rolled %1 against a chance of %2%: a success.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>Rolled %1 against a chance of %2%: a failure.</source>
        <translation>Rolled %1 against a chance of %2%: a failure.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="120"/>
        <source>%1 (this time %2)</source>
        <translation>%1 (this time %2)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>Comfort starts over at 0.</source>
        <translation>Comfort starts over at 0.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>Comfort rises from %1 to %2.</source>
        <translation>Comfort rises from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="127"/>
        <source>Comfort falls from %1 to %2.</source>
        <translation>Comfort falls from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>Comfort stays at %1.</source>
        <translation>Comfort stays at %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="133"/>
        <source>The atmosphere becomes %1.</source>
        <translation>The atmosphere becomes %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Weight goes from %1 to %2.</source>
        <translation>Weight goes from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>Patience goes from %1 to %2.</source>
        <translation>Patience goes from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>The next action costs no patience.</source>
        <translation>The next action costs no patience.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>This action costs no patience.</source>
        <translation>This action costs no patience.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="143"/>
        <source>You listen.</source>
        <translation>You listen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1 is exhausted unplayed.</source>
        <translation>%1 is exhausted unplayed.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="147"/>
        <source>You discard %1.</source>
        <translation>You discard %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="149"/>
        <source>The conversation ends.</source>
        <translation>The conversation ends.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="151"/>
        <source>%1: a cost cannot be paid, so the rest does nothing.</source>
        <translation>%1: a cost cannot be paid, so the rest does nothing.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="158"/>
        <source>%1 moves from %2 to %3.</source>
        <translation>%1 moves from %2 to %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="161"/>
        <source>%1 is used up until you next LISTEN.</source>
        <translation>%1 is used up until you next LISTEN.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="163"/>
        <source>%1 is ready again.</source>
        <translation>%1 is ready again.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="165"/>
        <source>You reveal %1.</source>
        <translation>You reveal %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="168"/>
        <source>%1 appears on the table, on %2&apos;s side.</source>
        <translation>%1 appears on the table, on %2&apos;s side.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="169"/>
        <source>%1 appears on the table.</source>
        <translation>%1 appears on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="171"/>
        <source>%1 is gone from the table.</source>
        <translation>%1 is gone from the table.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="173"/>
        <source>%1 grows from %2 to %3.</source>
        <translation>%1 grows from %2 to %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="174"/>
        <source>%1 shrinks from %2 to %3.</source>
        <translation>%1 shrinks from %2 to %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="181"/>
        <source>You use %1.</source>
        <translation>You use %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="182"/>
        <source>You use %1: %2.</source>
        <translation>You use %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="184"/>
        <source>%1 takes effect.</source>
        <translation>%1 takes effect.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="186"/>
        <location filename="../app/client/event_text.cpp" line="202"/>
        <source>You let %1 pass.</source>
        <translation>You let %1 pass.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="188"/>
        <source>The action is called off.</source>
        <translation>The action is called off.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="190"/>
        <source>Effects kept causing each other; the game stopped them after %1 steps.</source>
        <translation>Effects kept causing each other; the game stopped them after %1 steps.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="193"/>
        <source>You gain %1.</source>
        <translation>You gain %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="194"/>
        <source>%1 gains %2.</source>
        <translation>%1 gains %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="196"/>
        <source>You lose %1.</source>
        <translation>You lose %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="197"/>
        <source>%1 loses %2.</source>
        <translation>%1 loses %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="199"/>
        <source>Your %1 comes into play.</source>
        <translation>Your %1 comes into play.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="200"/>
        <source>%1&apos;s %2 comes into play.</source>
        <translation>%1&apos;s %2 comes into play.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="208"/>
        <source>%1 does nothing to a card that %2 protects.</source>
        <translation>%1 does nothing to a card that %2 protects.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="209"/>
        <source>%1 does nothing: %2 prevents it.</source>
        <translation>%1 does nothing: %2 prevents it.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="211"/>
        <source>%1 does nothing to a protected card.</source>
        <translation>%1 does nothing to a protected card.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="212"/>
        <source>%1 does nothing.</source>
        <translation>%1 does nothing.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="214"/>
        <source>%1 cancels what %2 would do.</source>
        <translation>%1 cancels what %2 would do.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="217"/>
        <source>%1 answers the cancellation: what %2 would do happens after all, unless that is answered too.</source>
        <translation>%1 answers the cancellation: what %2 would do happens after all, unless that is answered too.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="220"/>
        <source>%1: the effect grows by %2.</source>
        <translation>%1: the effect grows by %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="221"/>
        <source>%1: the effect shrinks by %2.</source>
        <translation>%1: the effect shrinks by %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="225"/>
        <source>The roll is made again: %1 becomes %2.</source>
        <translation>The roll is made again: %1 becomes %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="227"/>
        <source>The roll shifts from %1 to %2.</source>
        <translation>The roll shifts from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="229"/>
        <source>%1 on %2 goes from %3 to %4.</source>
        <translation>%1 on %2 goes from %3 to %4.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="238"/>
        <source>%1: a repeated effect cannot repeat itself.</source>
        <translation>%1: a repeated effect cannot repeat itself.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="243"/>
        <source>%1 has left the table, and what it did goes with it.</source>
        <translation>%1 has left the table, and what it did goes with it.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="245"/>
        <source>What %1 did has run its time and ends.</source>
        <translation>What %1 did has run its time and ends.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="247"/>
        <source>With %1 lost, what it did ends.</source>
        <translation>With %1 lost, what it did ends.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="250"/>
        <source>%1 has no effect: %2 effects are already in force, the most there may be.</source>
        <translation>%1 has no effect: %2 effects are already in force, the most there may be.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="262"/>
        <source>As the turn begins, %1 adds %n comfort.</source>
        <translation>
            <numerusform>As the turn begins, %1 adds %n comfort.</numerusform>
            <numerusform>As the turn begins, %1 adds %n comfort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="263"/>
        <source>As the turn ends, %1 adds %n comfort.</source>
        <translation>
            <numerusform>As the turn ends, %1 adds %n comfort.</numerusform>
            <numerusform>As the turn ends, %1 adds %n comfort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="265"/>
        <source>As the turn begins, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>As the turn begins, %1 takes away %n comfort.</numerusform>
            <numerusform>As the turn begins, %1 takes away %n comfort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="266"/>
        <source>As the turn ends, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>As the turn ends, %1 takes away %n comfort.</numerusform>
            <numerusform>As the turn ends, %1 takes away %n comfort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="270"/>
        <source>As the turn begins, %1 gives %n patience.</source>
        <translation>
            <numerusform>As the turn begins, %1 gives %n patience.</numerusform>
            <numerusform>As the turn begins, %1 gives %n patience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="271"/>
        <source>As the turn ends, %1 gives %n patience.</source>
        <translation>
            <numerusform>As the turn ends, %1 gives %n patience.</numerusform>
            <numerusform>As the turn ends, %1 gives %n patience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="273"/>
        <source>As the turn begins, %1 costs %n patience.</source>
        <translation>
            <numerusform>As the turn begins, %1 costs %n patience.</numerusform>
            <numerusform>As the turn begins, %1 costs %n patience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="274"/>
        <source>As the turn ends, %1 costs %n patience.</source>
        <translation>
            <numerusform>As the turn ends, %1 costs %n patience.</numerusform>
            <numerusform>As the turn ends, %1 costs %n patience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="279"/>
        <source>As the turn begins, %1 gives back %n weight.</source>
        <translation>
            <numerusform>As the turn begins, %1 gives back %n weight.</numerusform>
            <numerusform>As the turn begins, %1 gives back %n weight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="280"/>
        <source>As the turn ends, %1 gives back %n weight.</source>
        <translation>
            <numerusform>As the turn ends, %1 gives back %n weight.</numerusform>
            <numerusform>As the turn ends, %1 gives back %n weight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="282"/>
        <source>As the turn begins, %1 takes %n weight.</source>
        <translation>
            <numerusform>As the turn begins, %1 takes %n weight.</numerusform>
            <numerusform>As the turn begins, %1 takes %n weight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="283"/>
        <source>As the turn ends, %1 takes %n weight.</source>
        <translation>
            <numerusform>As the turn ends, %1 takes %n weight.</numerusform>
            <numerusform>As the turn ends, %1 takes %n weight.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="289"/>
        <source>%1 notes %2 in its record.</source>
        <translation>%1 notes %2 in its record.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="234"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1: %2 is made from nothing.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="235"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1: %2 is played as %3.</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="18"/>
        <location filename="../qml/ExplanationPanel.qml" line="42"/>
        <source>How the numbers are made</source>
        <translation>How the numbers are made</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="21"/>
        <source>%1: success chance</source>
        <translation>%1: success chance</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="22"/>
        <source>%1: weight cost</source>
        <translation>%1: weight cost</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="24"/>
        <source>Weight capacity</source>
        <translation>Weight capacity</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="25"/>
        <source>Cards per LISTEN</source>
        <translation>Cards per LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="26"/>
        <source>Patience per SPEAK</source>
        <translation>Patience per SPEAK</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="27"/>
        <source>Patience per LISTEN</source>
        <translation>Patience per LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="28"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="29"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="47"/>
        <source>Close (E)</source>
        <translation>Close (E)</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="48"/>
        <source>Close the explanations</source>
        <translation>Close the explanations</translation>
    </message>
</context>
<context>
    <name>FormulaWords</name>
    <message>
        <location filename="../app/client/formula_words.cpp" line="83"/>
        <source>minus %1</source>
        <translation>minus %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="85"/>
        <source>%1 plus %2</source>
        <translation>%1 plus %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="87"/>
        <source>%1 minus %2</source>
        <translation>%1 minus %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="90"/>
        <location filename="../app/client/formula_words.cpp" line="92"/>
        <source>twice %1</source>
        <translation>twice %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="93"/>
        <source>%1 times %2</source>
        <translation>%1 times %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="96"/>
        <source>half of %1, rounded down</source>
        <translation>half of %1, rounded down</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="97"/>
        <source>%1 divided by %2, rounded down</source>
        <translation>%1 divided by %2, rounded down</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="104"/>
        <source>1 if %1, else 0</source>
        <translation>1 if %1, else 0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="117"/>
        <source>%1, at least %2</source>
        <translation>%1, at least %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="118"/>
        <source>%1, at most %2</source>
        <translation>%1, at most %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="125"/>
        <source>, </source>
        <comment>between the arguments of min or max</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="126"/>
        <source>the largest of %1</source>
        <translation>the largest of %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="127"/>
        <source>the smallest of %1</source>
        <translation>the smallest of %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="135"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="137"/>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="139"/>
        <source>not (%1)</source>
        <translation>not (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="150"/>
        <location filename="../app/client/formula_words.cpp" line="170"/>
        <source>%1 is not 0</source>
        <translation>%1 is not 0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="158"/>
        <source>the card is Fleeting</source>
        <translation>the card is Fleeting</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="159"/>
        <source>the card is not Fleeting</source>
        <translation>the card is not Fleeting</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="161"/>
        <source>the card is an Opportunity</source>
        <translation>the card is an Opportunity</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="162"/>
        <source>the card is not an Opportunity</source>
        <translation>the card is not an Opportunity</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="164"/>
        <source>the card is a goal</source>
        <translation>the card is a goal</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="165"/>
        <source>the card is not a goal</source>
        <translation>the card is not a goal</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="167"/>
        <source>the card is a permanent</source>
        <translation>the card is a permanent</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="168"/>
        <source>the card is not a permanent</source>
        <translation>the card is not a permanent</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="171"/>
        <source>%1 is 0</source>
        <translation>%1 is 0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="185"/>
        <source>the card is a %1 card</source>
        <translation>the card is a %1 card</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="186"/>
        <source>the card is not a %1 card</source>
        <translation>the card is not a %1 card</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="196"/>
        <source>%1 is %2</source>
        <translation>%1 is %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="198"/>
        <source>%1 is not %2</source>
        <translation>%1 is not %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="200"/>
        <source>%1 is below %2</source>
        <translation>%1 is below %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="202"/>
        <source>%1 is at most %2</source>
        <translation>%1 is at most %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="204"/>
        <source>%1 is above %2</source>
        <translation>%1 is above %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="206"/>
        <source>%1 is at least %2</source>
        <translation>%1 is at least %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="236"/>
        <source>the %1 mark on you</source>
        <translation>the %1 mark on you</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="238"/>
        <source>the %1 mark on them</source>
        <translation>the %1 mark on them</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="240"/>
        <source>the %1 mark on this card</source>
        <translation>the %1 mark on this card</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="245"/>
        <source>the number of %1 tokens on the table</source>
        <translation>the number of %1 tokens on the table</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="250"/>
        <source>your %1</source>
        <translation>your %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="255"/>
        <source>the comfort</source>
        <translation>the comfort</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="257"/>
        <source>their patience</source>
        <translation>their patience</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="259"/>
        <source>your weight</source>
        <translation>your weight</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="261"/>
        <source>your weight capacity</source>
        <translation>your weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="263"/>
        <source>the turn number</source>
        <translation>the turn number</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="265"/>
        <source>the number of cards in your hand</source>
        <translation>the number of cards in your hand</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="267"/>
        <source>the number of cards in the deck</source>
        <translation>the number of cards in the deck</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="269"/>
        <source>the number of cards in the discard pile</source>
        <translation>the number of cards in the discard pile</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="271"/>
        <source>the number of exhausted cards</source>
        <translation>the number of exhausted cards</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="273"/>
        <source>their mood (0 is the coldest)</source>
        <translation>their mood (0 is the coldest)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="275"/>
        <source>the difficulty&apos;s base chance</source>
        <translation>the difficulty&apos;s base chance</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="277"/>
        <source>your tokens of the card&apos;s connection</source>
        <translation>your tokens of the card&apos;s connection</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="279"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="281"/>
        <source>the number of cards chosen</source>
        <translation>the number of cards chosen</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="283"/>
        <source>the number of cards on the table</source>
        <translation>the number of cards on the table</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="285"/>
        <source>the card&apos;s weight</source>
        <translation>the card&apos;s weight</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="287"/>
        <source>the card&apos;s connection</source>
        <translation>the card&apos;s connection</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="289"/>
        <source>the card&apos;s depth</source>
        <translation>the card&apos;s depth</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="291"/>
        <source>Fleeting</source>
        <translation>Fleeting</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="293"/>
        <source>Opportunity</source>
        <translation>Opportunity</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="295"/>
        <source>goal</source>
        <translation>goal</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="297"/>
        <source>permanent</source>
        <translation>permanent</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="299"/>
        <source>the change</source>
        <translation>the change</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="301"/>
        <source>the roll</source>
        <translation>the roll</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="303"/>
        <source>the success chance</source>
        <translation>the success chance</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="305"/>
        <source>a number</source>
        <translation>a number</translation>
    </message>
</context>
<context>
    <name>GalleryCardDetail</name>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="40"/>
        <source>Select a card to see all its rules, the decks that use it and its simulated figures.</source>
        <translation>Select a card to see all its rules, the decks that use it and its simulated figures.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="59"/>
        <source>Weight %1</source>
        <translation>Weight %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="60"/>
        <source>%1% base success</source>
        <translation>%1% base success</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="61"/>
        <source>Connection: %1</source>
        <translation>Connection: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>Properties: %1</source>
        <translation>Properties: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>No properties</source>
        <translation>No properties</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="135"/>
        <source>In decks</source>
        <translation>In decks</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="145"/>
        <source>No deck uses it.</source>
        <translation>No deck uses it.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="146"/>
        <location filename="../qml/GalleryCardDetail.qml" line="164"/>
        <source>%1: ×%2</source>
        <translation>%1: ×%2</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="153"/>
        <source>In partners&apos; own decks</source>
        <translation>In partners&apos; own decks</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="163"/>
        <source>No partner&apos;s deck holds it.</source>
        <translation>No partner&apos;s deck holds it.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="172"/>
        <location filename="../qml/GalleryPartners.qml" line="245"/>
        <source>Simulated figures</source>
        <translation>Simulated figures</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="181"/>
        <source>No simulation has been run yet. Run one in the Balance lab to see how often this card is drawn, played and succeeds, and how conversations go with it and without it.</source>
        <translation>No simulation has been run yet. Run one in the Balance lab to see how often this card is drawn, played and succeeds, and how conversations go with it and without it.</translation>
    </message>
</context>
<context>
    <name>GalleryCards</name>
    <message>
        <location filename="../qml/GalleryCards.qml" line="56"/>
        <source>Search names and rules</source>
        <translation>Search names and rules</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="57"/>
        <source>Search the cards</source>
        <translation>Search the cards</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="104"/>
        <location filename="../qml/GalleryPartners.qml" line="80"/>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="123"/>
        <source>%1 of %2 cards</source>
        <translation>%1 of %2 cards</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="130"/>
        <source>No card matches the search and the filters.</source>
        <translation>No card matches the search and the filters.</translation>
    </message>
</context>
<context>
    <name>GalleryDeckView</name>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="52"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="53"/>
        <source>The own deck of %1</source>
        <translation>The own deck of %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="73"/>
        <source>Weight curve</source>
        <translation>Weight curve</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="114"/>
        <source>cards by weight</source>
        <translation>cards by weight</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="121"/>
        <source>Property mix</source>
        <translation>Property mix</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="124"/>
        <source>No card in it has a property.</source>
        <translation>No card in it has a property.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="137"/>
        <source>%1 of %2 cards</source>
        <translation>%1 of %2 cards</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="147"/>
        <source>Your traits with this deck</source>
        <translation>Your traits with this deck</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="158"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
</context>
<context>
    <name>GalleryDecks</name>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="48"/>
        <source>Search decks</source>
        <translation>Search decks</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="77"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
</context>
<context>
    <name>GalleryPartners</name>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="50"/>
        <source>Search partners and skills</source>
        <translation>Search partners and skills</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="51"/>
        <source>Search the partners</source>
        <translation>Search the partners</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="100"/>
        <source>Partners shown: %1</source>
        <translation>Partners shown: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="195"/>
        <source>Starts %1, with %2 patience</source>
        <translation>Starts %1, with %2 patience</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="213"/>
        <source>Deck: %1 (%2 cards)</source>
        <translation>Deck: %1 (%2 cards)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="214"/>
        <source>Their own deck of %1 cards</source>
        <translation>Their own deck of %1 cards</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="221"/>
        <source>Show the deck</source>
        <translation>Show the deck</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="228"/>
        <source>Personality</source>
        <translation>Personality</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="234"/>
        <source>No skills: they play by the rules alone.</source>
        <translation>No skills: they play by the rules alone.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="253"/>
        <source>The balance lab&apos;s last run did not play them. Run one with them in the Balance lab to see how often they are won over, by each policy, and how long their conversations last.</source>
        <translation>The balance lab&apos;s last run did not play them. Run one with them in the Balance lab to see how often they are won over, by each policy, and how long their conversations last.</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="86"/>
        <source>Back (Esc)</source>
        <translation>Back (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="90"/>
        <source>Card gallery</source>
        <translation>Card gallery</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="103"/>
        <source>Cards (%1)</source>
        <translation>Cards (%1)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="107"/>
        <source>Decks (%1)</source>
        <translation>Decks (%1)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="111"/>
        <source>Partners (%1)</source>
        <translation>Partners (%1)</translation>
    </message>
</context>
<context>
    <name>GallerySkillText</name>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="19"/>
        <source>At most %1 a turn and %2 a conversation</source>
        <translation>At most %1 a turn and %2 a conversation</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="20"/>
        <source>At most %1 a turn</source>
        <translation>At most %1 a turn</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="21"/>
        <source>At most %1 a conversation</source>
        <translation>At most %1 a conversation</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="37"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="82"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>Your hand is empty: LISTEN to draw.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../qml/HowToPlay.qml" line="151"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="181"/>
        <source>How to play • %1 of %2</source>
        <translation>How to play • %1 of %2</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="211"/>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="216"/>
        <source>Skip the guide</source>
        <translation>Skip the guide</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="223"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>LabCardTable</name>
    <message>
        <location filename="../qml/LabCardTable.qml" line="133"/>
        <source>Impact: the win rate when played minus when not. Change: the win rate when played against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>Impact: the win rate when played minus when not. Change: the win rate when played against the run before. Bold: more than chance at 95%; dimmed: within chance.</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <location filename="../app/client/lab_export.cpp" line="74"/>
        <source>the chart could not be captured</source>
        <translation>the chart could not be captured</translation>
    </message>
    <message>
        <location filename="../app/client/lab_export.cpp" line="78"/>
        <source>the picture could not be encoded</source>
        <translation>the picture could not be encoded</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="19"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="20"/>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="21"/>
        <source>Lookahead</source>
        <translation>Lookahead</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="26"/>
        <source>Picks any legal action at random: a floor for the figures.</source>
        <translation>Picks any legal action at random: a floor for the figures.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="28"/>
        <source>Picks the action with the best expected result one step ahead.</source>
        <translation>Picks the action with the best expected result one step ahead.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="30"/>
        <source>Tries every action many times to the end of the conversation: the strongest and slowest player.</source>
        <translation>Tries every action many times to the end of the conversation: the strongest and slowest player.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="36"/>
        <location filename="../app/client/lab_text.cpp" line="41"/>
        <source>Cut off at the action limit</source>
        <translation>Cut off at the action limit</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="48"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>−%1 pts</source>
        <translation>−%1 pts</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>+%1 pts</source>
        <translation>+%1 pts</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="57"/>
        <source>Average length: %1 turns</source>
        <translation>Average length: %1 turns</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="63"/>
        <source>%1 turns against the run before, significant</source>
        <translation>%1 turns against the run before, significant</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="64"/>
        <source>%1 turns against the run before, within chance</source>
        <translation>%1 turns against the run before, within chance</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="70"/>
        <source>Against the run before, no turn&apos;s average comfort or state changed by more than chance.</source>
        <translation>Against the run before, no turn&apos;s average comfort or state changed by more than chance.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="74"/>
        <source>Average comfort changed by more than chance after turn %1.</source>
        <translation>Average comfort changed by more than chance after turn %1.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="76"/>
        <source>Average comfort changed by more than chance after turns %1.</source>
        <translation>Average comfort changed by more than chance after turns %1.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="78"/>
        <source>The average state changed by more than chance after turn %1.</source>
        <translation>The average state changed by more than chance after turn %1.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="80"/>
        <source>The average state changed by more than chance after turns %1.</source>
        <translation>The average state changed by more than chance after turns %1.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="89"/>
        <source>%1, significant</source>
        <translation>%1, significant</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="90"/>
        <source>%1, within chance</source>
        <translation>%1, within chance</translation>
    </message>
</context>
<context>
    <name>LabTurnsPage</name>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="34"/>
        <source>Run before</source>
        <translation>Run before</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="35"/>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="87"/>
        <source>How many turns conversations last</source>
        <translation>How many turns conversations last</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="103"/>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="148"/>
        <source>Average comfort and state after each turn</source>
        <translation>Average comfort and state after each turn</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="161"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="184"/>
        <source>Comfort</source>
        <translation>Comfort</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="193"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="201"/>
        <source>Comfort, run before</source>
        <translation>Comfort, run before</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="210"/>
        <source>State, run before</source>
        <translation>State, run before</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="221"/>
        <source>Comfort changed</source>
        <translation>Comfort changed</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="231"/>
        <source>State changed</source>
        <translation>State changed</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="250"/>
        <source>Comfort (left scale)</source>
        <translation>Comfort (left scale)</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="251"/>
        <source>State (right scale)</source>
        <translation>State (right scale)</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="252"/>
        <source>Dashed: the run before</source>
        <translation>Dashed: the run before</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="253"/>
        <source>Dot: changed by more than chance</source>
        <translation>Dot: changed by more than chance</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="23"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="39"/>
        <source>Conversation log</source>
        <translation>Conversation log</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="138"/>
        <location filename="../qml/LogPanel.qml" line="140"/>
        <source>Back to this moment</source>
        <translation>Back to this moment</translation>
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
        <translation>Save the conversation as a replay</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <source>Replays (*.json)</source>
        <translation>Replays (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <location filename="../qml/Main.qml" line="222"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Open a replay</source>
        <translation>Open a replay</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save this moment as a scenario</source>
        <translation>Save this moment as a scenario</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save the conversation as a scenario</source>
        <translation>Save the conversation as a scenario</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="222"/>
        <source>Scenarios (*.json)</source>
        <translation>Scenarios (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="261"/>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversation</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="263"/>
        <source>Open replay…</source>
        <translation>Open replay…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="267"/>
        <source>Save as replay…</source>
        <translation>Save as replay…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="273"/>
        <source>Save as scenario…</source>
        <translation>Save as scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="278"/>
        <source>Save this moment as a scenario…</source>
        <translation>Save this moment as a scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="285"/>
        <source>&amp;Scenarios</source>
        <translation>&amp;Scenarios</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="286"/>
        <source>Open scenario…</source>
        <translation>Open scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="287"/>
        <source>Open scenario folder…</source>
        <translation>Open scenario folder…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="290"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="291"/>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="293"/>
        <source>Full screen (F11)</source>
        <translation>Full screen (F11)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="300"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="303"/>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
</context>
<context>
    <name>MiniCard</name>
    <message>
        <location filename="../qml/MiniCard.qml" line="20"/>
        <location filename="../qml/MiniCard.qml" line="99"/>
        <source>Success</source>
        <translation>Success</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="21"/>
        <location filename="../qml/MiniCard.qml" line="107"/>
        <source>Failure</source>
        <translation>Failure</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="22"/>
        <source>If not played</source>
        <translation>If not played</translation>
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
        <translation>Success chance</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="31"/>
        <source>Weight capacity</source>
        <translation>Weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="33"/>
        <source>Cards drawn on LISTEN</source>
        <translation>Cards drawn on LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="35"/>
        <source>Patience cost of each action</source>
        <translation>Patience cost of each action</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="37"/>
        <source>Every comfort change</source>
        <translation>Every comfort change</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="39"/>
        <source>Weight costs</source>
        <translation>Weight costs</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="41"/>
        <source>Token costs</source>
        <translation>Token costs</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="43"/>
        <source>Tokens that count for success</source>
        <translation>Tokens that count for success</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="45"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="47"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="49"/>
        <source>Cards per SPEAK</source>
        <translation>Cards per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="51"/>
        <source>Uses per turn of abilities</source>
        <translation>Uses per turn of abilities</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="53"/>
        <source>Depth of cards</source>
        <translation>Depth of cards</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="55"/>
        <source>Comfort</source>
        <translation>Comfort</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="57"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="59"/>
        <source>Weight in the pool</source>
        <translation>Weight in the pool</translation>
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
        <translation>%1 is %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="77"/>
        <source>%1 is at most %2%3</source>
        <translation>%1 is at most %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="79"/>
        <source>%1 is at least %2%3</source>
        <translation>%1 is at least %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="81"/>
        <source>%1 is %2 bigger, up or down</source>
        <translation>%1 is %2 bigger, up or down</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="90"/>
        <source>Comfort losses are %1 smaller</source>
        <translation>Comfort losses are %1 smaller</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="91"/>
        <source>Comfort losses are %1 bigger</source>
        <translation>Comfort losses are %1 bigger</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="92"/>
        <source>Comfort gains are %1 bigger</source>
        <translation>Comfort gains are %1 bigger</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="93"/>
        <source>Comfort gains are %1 smaller</source>
        <translation>Comfort gains are %1 smaller</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="99"/>
        <source>%1 (this card)</source>
        <translation>%1 (this card)</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="101"/>
        <source>%1 for cards in your hand</source>
        <translation>%1 for cards in your hand</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="103"/>
        <source>%1 for cards on the table</source>
        <translation>%1 for cards on the table</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="105"/>
        <source>%1 for you</source>
        <translation>%1 for you</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="107"/>
        <source>%1 for them</source>
        <translation>%1 for them</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="122"/>
        <source>%1 when %2</source>
        <translation>%1 when %2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="127"/>
        <source>At the start of each turn: %1</source>
        <translation>At the start of each turn: %1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="129"/>
        <source>At the end of each turn: %1</source>
        <translation>At the end of each turn: %1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="145"/>
        <source>%1 this turn</source>
        <translation>%1 this turn</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="146"/>
        <source>%1 until the end of your next turn</source>
        <translation>%1 until the end of your next turn</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="147"/>
        <source>%1 for %2 more turns</source>
        <translation>%1 for %2 more turns</translation>
    </message>
</context>
<context>
    <name>PackBar</name>
    <message>
        <location filename="../qml/PackBar.qml" line="48"/>
        <source>Pack: %1</source>
        <translation>Pack: %1</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="58"/>
        <source>This pack has problems; the game goes on with what it had.</source>
        <translation>This pack has problems; the game goes on with what it had.</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="59"/>
        <source>Reloaded at %1; watching for changes</source>
        <translation>Reloaded at %1; watching for changes</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="60"/>
        <source>Watching for changes</source>
        <translation>Watching for changes</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="70"/>
        <source>Show problems (%1)</source>
        <translation>Show problems (%1)</translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message>
        <location filename="../qml/PackDialogs.qml" line="16"/>
        <source>Open a pack folder</source>
        <translation>Open a pack folder</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="21"/>
        <source>Open pack files</source>
        <translation>Open pack files</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="23"/>
        <source>Content files (*.json)</source>
        <translation>Content files (*.json)</translation>
    </message>
</context>
<context>
    <name>PartnerPortrait</name>
    <message>
        <location filename="../qml/PartnerPortrait.qml" line="44"/>
        <location filename="../qml/GalleryPartners.qml" line="178"/>
        <source>Portrait: %1</source>
        <translation>Portrait: %1</translation>
    </message>
</context>
<context>
    <name>PropertyBadge</name>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="11"/>
        <source>Fleeting: exhausts after a SPEAK if it was not the card played</source>
        <translation>Fleeting: exhausts after a SPEAK if it was not the card played</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="12"/>
        <source>Opportunity: exhausts after a LISTEN</source>
        <translation>Opportunity: exhausts after a LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="13"/>
        <source>Persistent: stays in hand until played</source>
        <translation>Persistent: stays in hand until played</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="14"/>
        <source>Burden: a weight on the conversation that takes up a place in the deck</source>
        <translation>Burden: a weight on the conversation that takes up a place in the deck</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="15"/>
        <source>Skeleton: a placeholder that cannot be spoken</source>
        <translation>Skeleton: a placeholder that cannot be spoken</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="16"/>
        <source>Observable: comes from something you noticed</source>
        <translation>Observable: comes from something you noticed</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="21"/>
        <source>Fleeting</source>
        <translation>Fleeting</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="22"/>
        <source>Opportunity</source>
        <translation>Opportunity</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="23"/>
        <source>Persistent</source>
        <translation>Persistent</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="24"/>
        <source>Burden</source>
        <translation>Burden</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="25"/>
        <source>Skeleton</source>
        <translation>Skeleton</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="26"/>
        <source>Observable</source>
        <translation>Observable</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="58"/>
        <source>The conversation is over.</source>
        <translation>The conversation is over.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="60"/>
        <source>Answer the question first.</source>
        <translation>Answer the question first.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="62"/>
        <source>There is no question to answer.</source>
        <translation>There is no question to answer.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="64"/>
        <source>There is nothing to cancel.</source>
        <translation>There is nothing to cancel.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="66"/>
        <source>That answer is not one of the choices.</source>
        <translation>That answer is not one of the choices.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="68"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="70"/>
        <source>That card is not on the table.</source>
        <translation>That card is not on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="73"/>
        <source>That card is not here any more.</source>
        <translation>That card is not here any more.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="75"/>
        <source>That card has no such ability.</source>
        <translation>That card has no such ability.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="77"/>
        <source>It is theirs, not yours.</source>
        <translation>It is theirs, not yours.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="79"/>
        <source>It is tapped until the next turn.</source>
        <translation>It is tapped until the next turn.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="81"/>
        <source>It is used up for this turn.</source>
        <translation>It is used up for this turn.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="86"/>
        <source>Needs %1 weight; you have %2. LISTEN refills it.</source>
        <translation>Needs %1 weight; you have %2. LISTEN refills it.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="87"/>
        <source>You do not have the weight for it. LISTEN refills it.</source>
        <translation>You do not have the weight for it. LISTEN refills it.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="95"/>
        <source>Needs connection tokens; you have none.</source>
        <translation>Needs connection tokens; you have none.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="96"/>
        <source>Needs more connection tokens; you have %1.</source>
        <translation>Needs more connection tokens; you have %1.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="104"/>
        <source>Needs %1 patience; only %2 is left.</source>
        <translation>Needs %1 patience; only %2 is left.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="106"/>
        <source>You cannot pay its costs now.</source>
        <translation>You cannot pay its costs now.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="110"/>
        <source>%1 cannot be spoken.</source>
        <translation>%1 cannot be spoken.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="112"/>
        <source>%1 forbids it.</source>
        <translation>%1 forbids it.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="116"/>
        <source>Too deep for now: it needs reach %1, and the conversation reaches %2. Warm them up first.</source>
        <translation>Too deep for now: it needs reach %1, and the conversation reaches %2. Warm them up first.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="121"/>
        <location filename="../app/client/refusal_text.cpp" line="124"/>
        <source>Not allowed now.</source>
        <translation>Not allowed now.</translation>
    </message>
</context>
<context>
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <source>%1 is not a replay.</source>
        <translation>%1 is not a replay.</translation>
    </message>
</context>
<context>
    <name>SaveWhole</name>
    <message>
        <location filename="../app/client/save_whole.cpp" line="31"/>
        <source>no file was named</source>
        <translation>no file was named</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="35"/>
        <source>it is a link that leads round in a circle</source>
        <translation>it is a link that leads round in a circle</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="41"/>
        <source>it is a folder</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="62"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioDialogs</name>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="17"/>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>Scenarios (*.json)</source>
        <translation>Scenarios (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="24"/>
        <source>Open a folder of scenarios</source>
        <translation>Open a folder of scenarios</translation>
    </message>
</context>
<context>
    <name>ScenarioExplorer</name>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="20"/>
        <source>Scenario results</source>
        <translation>Scenario results</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="29"/>
        <source>Scenarios</source>
        <translation>Scenarios</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="40"/>
        <source>Running the scenarios</source>
        <translation>Running the scenarios</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="45"/>
        <source>Run again</source>
        <translation>Run again</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="52"/>
        <location filename="../qml/ScenarioExplorer.qml" line="54"/>
        <source>Close the scenario results</source>
        <translation>Close the scenario results</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="66"/>
        <source>Running…</source>
        <translation>Running…</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="67"/>
        <source>%1 passed, %2 failed</source>
        <translation>%1 passed, %2 failed</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="68"/>
        <source>%1 could not be read</source>
        <translation>%1 could not be read</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="74"/>
        <source>Double-click a scenario to step through it.</source>
        <translation>Double-click a scenario to step through it.</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
        <source>could not be read</source>
        <translation>could not be read</translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="30"/>
        <source>%1: not a valid scenario</source>
        <translation>%1: not a valid scenario</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="45"/>
        <source>Step %1 failed.</source>
        <translation>Step %1 failed.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="22"/>
        <location filename="../app/client/scenario_text.cpp" line="100"/>
        <location filename="../app/client/scenario_text.cpp" line="164"/>
        <location filename="../app/client/scenario_text.cpp" line="398"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="31"/>
        <source>the conversation started</source>
        <translation>the conversation started</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="32"/>
        <source>a card was drawn</source>
        <translation>a card was drawn</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="33"/>
        <source>the deck ran out</source>
        <translation>the deck ran out</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="34"/>
        <source>the discard pile was shuffled into the deck</source>
        <translation>the discard pile was shuffled into the deck</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="35"/>
        <source>a card was spoken</source>
        <translation>a card was spoken</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="36"/>
        <source>the dice were rolled</source>
        <translation>the dice were rolled</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="37"/>
        <source>a card succeeded</source>
        <translation>a card succeeded</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="38"/>
        <source>a card failed</source>
        <translation>a card failed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="39"/>
        <source>an effect happened</source>
        <translation>an effect happened</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="40"/>
        <source>an effect fizzled</source>
        <translation>an effect fizzled</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="41"/>
        <source>a card moved</source>
        <translation>a card moved</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="42"/>
        <source>a card was tapped</source>
        <translation>a card was tapped</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="43"/>
        <source>a card was untapped</source>
        <translation>a card was untapped</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="44"/>
        <source>a card was revealed</source>
        <translation>a card was revealed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="45"/>
        <source>a token was made</source>
        <translation>a token was made</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="46"/>
        <source>a token ceased</source>
        <translation>a token ceased</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="47"/>
        <source>tokens changed</source>
        <translation>tokens changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="48"/>
        <source>a cost was paid</source>
        <translation>a cost was paid</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="49"/>
        <source>an ability was used</source>
        <translation>an ability was used</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="50"/>
        <source>a trigger fired</source>
        <translation>a trigger fired</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="51"/>
        <source>a trigger was declined</source>
        <translation>a trigger was declined</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="52"/>
        <source>an action was cancelled</source>
        <translation>an action was cancelled</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="53"/>
        <source>an endless loop was stopped</source>
        <translation>an endless loop was stopped</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="54"/>
        <source>comfort changed</source>
        <translation>comfort changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="55"/>
        <source>the emotional state changed</source>
        <translation>the emotional state changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="56"/>
        <source>the atmosphere changed</source>
        <translation>the atmosphere changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="57"/>
        <source>the weight changed</source>
        <translation>the weight changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="58"/>
        <source>patience changed</source>
        <translation>patience changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="59"/>
        <source>a free action was granted</source>
        <translation>a free action was granted</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="60"/>
        <source>a free action was used</source>
        <translation>a free action was used</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="61"/>
        <source>you listened</source>
        <translation>you listened</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="62"/>
        <source>a card was exhausted</source>
        <translation>a card was exhausted</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="63"/>
        <source>a card was discarded</source>
        <translation>a card was discarded</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="64"/>
        <source>the turn ended</source>
        <translation>the turn ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="65"/>
        <source>a question was asked</source>
        <translation>a question was asked</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="66"/>
        <source>the conversation ended</source>
        <translation>the conversation ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="67"/>
        <source>a skill was gained</source>
        <translation>a skill was gained</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="68"/>
        <source>a skill was lost</source>
        <translation>a skill was lost</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="69"/>
        <source>a skill was used</source>
        <translation>a skill was used</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="70"/>
        <source>a skill was declined</source>
        <translation>a skill was declined</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="71"/>
        <source>an effect was nullified</source>
        <translation>an effect was nullified</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="72"/>
        <source>an effect was cancelled</source>
        <translation>an effect was cancelled</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="73"/>
        <source>an effect was adjusted</source>
        <translation>an effect was adjusted</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="74"/>
        <source>a roll was rerolled</source>
        <translation>a roll was rerolled</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="75"/>
        <source>a roll was adjusted</source>
        <translation>a roll was adjusted</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="76"/>
        <source>a mark changed</source>
        <translation>a mark changed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="77"/>
        <source>a card was played as another</source>
        <translation>a card was played as another</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="78"/>
        <source>a repeat was refused</source>
        <translation>a repeat was refused</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="79"/>
        <source>a cancellation was answered</source>
        <translation>a cancellation was answered</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="80"/>
        <source>lasting effects ended</source>
        <translation>lasting effects ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="81"/>
        <source>a lasting effect acted at a turn&apos;s start or end</source>
        <translation>a lasting effect acted at a turn&apos;s start or end</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="82"/>
        <source>a skill noted a card in its record</source>
        <translation>a skill noted a card in its record</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="152"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="153"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="126"/>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="127"/>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="133"/>
        <source>an effect ended it</source>
        <translation>an effect ended it</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="134"/>
        <source>desperation</source>
        <translation>desperation</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>patience ran out</source>
        <translation>patience ran out</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>a failure under Final</source>
        <translation>a failure under Final</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>not ended</source>
        <translation>not ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="142"/>
        <source>a yes-or-no question</source>
        <translation>a yes-or-no question</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="143"/>
        <source>a choice of cards</source>
        <translation>a choice of cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a choice of amount</source>
        <translation>a choice of amount</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of how to pay</source>
        <translation>a choice of how to pay</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a chance to respond</source>
        <translation>a chance to respond</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>let it resolve</source>
        <translation>let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>the standard cost</source>
        <translation>the standard cost</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>alternative cost %1</source>
        <translation>alternative cost %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="171"/>
        <source>Comfort</source>
        <translation>Comfort</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="172"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Available weight</source>
        <translation>Available weight</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Weight capacity</source>
        <translation>Weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Cards the next LISTEN draws</source>
        <translation>Cards the next LISTEN draws</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>The turn</source>
        <translation>The turn</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards per SPEAK</source>
        <translation>Cards per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The hand limit</source>
        <translation>The hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="184"/>
        <source>The hand</source>
        <translation>The hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="185"/>
        <source>The deck (top first)</source>
        <translation>The deck (top first)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The discard pile</source>
        <translation>The discard pile</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The exhausted pile</source>
        <translation>The exhausted pile</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The tapped table cards</source>
        <translation>The tapped table cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The revealed hand cards</source>
        <translation>The revealed hand cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>Their table cards</source>
        <translation>Their table cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="196"/>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="200"/>
        <source>%1 (tapped)</source>
        <translation>%1 (tapped)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="201"/>
        <source>%1 (theirs)</source>
        <translation>%1 (theirs)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (revealed)</source>
        <translation>%1 (revealed)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="208"/>
        <source>copy %1 of </source>
        <translation>copy %1 of </translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="212"/>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>not in the hand</source>
        <translation>not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="213"/>
        <source>no such token type</source>
        <translation>no such token type</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <source>no such mark</source>
        <translation>no such mark</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such skill</source>
        <translation>no such skill</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such holder</source>
        <translation>no such holder</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="227"/>
        <source>the conversation is over</source>
        <translation>the conversation is over</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="228"/>
        <source>the card is not in the hand</source>
        <translation>the card is not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the card is not on the table</source>
        <translation>the card is not on the table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>not enough weight</source>
        <translation>not enough weight</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the cost cannot be paid</source>
        <translation>the cost cannot be paid</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>it is not allowed</source>
        <translation>it is not allowed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>a decision must be answered first</source>
        <translation>a decision must be answered first</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>there is no decision to answer</source>
        <translation>there is no decision to answer</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>not a valid choice</source>
        <translation>not a valid choice</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>no such card</source>
        <translation>no such card</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>no such ability or skill</source>
        <translation>no such ability or skill</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card on the table</source>
        <translation>no such card on the table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>the card is already tapped</source>
        <translation>the card is already tapped</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>the card is not yours</source>
        <translation>the card is not yours</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>not enough tokens</source>
        <translation>not enough tokens</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>its use limit is reached</source>
        <translation>its use limit is reached</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>there is nothing to cancel</source>
        <translation>there is nothing to cancel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>an error</source>
        <translation>an error</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="252"/>
        <source>SPEAK %1</source>
        <translation>SPEAK %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="253"/>
        <source>SPEAK %1 as %2</source>
        <translation>SPEAK %1 as %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>Use the skill %1</source>
        <translation>Use the skill %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="256"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>Activate %1 (ability %2)</source>
        <translation>Activate %1 (ability %2)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="264"/>
        <source>option %1</source>
        <translation>option %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose nothing</source>
        <translation>Choose nothing</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose %1</source>
        <translation>Choose %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="268"/>
        <source>Cancel the action being paid for</source>
        <translation>Cancel the action being paid for</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="269"/>
        <source>Check the state</source>
        <translation>Check the state</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>%1 (forced success)</source>
        <translation>%1 (forced success)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="272"/>
        <source>%1 (forced failure)</source>
        <translation>%1 (forced failure)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1, which must be refused: %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="281"/>
        <source>Talking to %1</source>
        <translation>Talking to %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="282"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <location filename="../app/client/scenario_text.cpp" line="376"/>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <location filename="../app/client/scenario_text.cpp" line="416"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="294"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Deck (top first): %1</source>
        <translation>Deck (top first): %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Discard pile: %1</source>
        <translation>Discard pile: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Exhausted pile: %1</source>
        <translation>Exhausted pile: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="299"/>
        <source>Table: %1</source>
        <translation>Table: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="303"/>
        <source>Your skills: %1</source>
        <translation>Your skills: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="304"/>
        <source>Their skills: %1</source>
        <translation>Their skills: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <location filename="../app/client/scenario_text.cpp" line="348"/>
        <source>A free next action is pending</source>
        <translation>A free next action is pending</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>The conversation is over: %1</source>
        <translation>The conversation is over: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation has ended</source>
        <translation>The conversation has ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation is still going</source>
        <translation>The conversation is still going</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="334"/>
        <source>The outcome</source>
        <translation>The outcome</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>still going</source>
        <translation>still going</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>The emotional state</source>
        <translation>The emotional state</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The atmosphere</source>
        <translation>The atmosphere</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="352"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="369"/>
        <source>%1 is in the hand</source>
        <translation>%1 is in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="370"/>
        <source>%1 is not in the hand</source>
        <translation>%1 is not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>in the hand</source>
        <translation>in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>in the hand (%1)</source>
        <translation>in the hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>not in the hand (%1)</source>
        <translation>not in the hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="375"/>
        <source>The decision waiting for an answer</source>
        <translation>The decision waiting for an answer</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="380"/>
        <source>The decision&apos;s options</source>
        <translation>The decision&apos;s options</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="384"/>
        <source>no decision</source>
        <translation>no decision</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="387"/>
        <source>The success chance of %1</source>
        <translation>The success chance of %1</translation>
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
        <translation>These events happened, in this order</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Your skills</source>
        <translation>Your skills</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Their skills</source>
        <translation>Their skills</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Skills of %1</source>
        <translation>Skills of %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="402"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="403"/>
        <source>%1 marks on %2</source>
        <translation>%1 marks on %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>The pile of %1</source>
        <translation>The pile of %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="409"/>
        <source>How %1 reads</source>
        <translation>How %1 reads</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>What the ending records</source>
        <translation>What the ending records</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>Another check</source>
        <translation>Another check</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="428"/>
        <source>Refused: %1.</source>
        <translation>Refused: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="429"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>Accepted, but it should have been refused: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>Refused for another reason: %1, not %2.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="432"/>
        <source>Refused as expected: %1.</source>
        <translation>Refused as expected: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>Refused as expected, but the state changed.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="448"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1: expected %2, found %3.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>The step failed.</source>
        <translation>The step failed.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Final checks</source>
        <translation>Final checks</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="58"/>
        <location filename="../qml/SettingsPanel.qml" line="76"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="93"/>
        <source>Close the settings</source>
        <translation>Close the settings</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="105"/>
        <location filename="../qml/SettingsPanel.qml" line="118"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="123"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="138"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="149"/>
        <location filename="../qml/SettingsPanel.qml" line="169"/>
        <source>Sound volume</source>
        <translation>Sound volume</translation>
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
        <translation>Mute sounds</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="206"/>
        <location filename="../qml/SettingsPanel.qml" line="215"/>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="222"/>
        <source>Esc closes the settings. F11 switches full screen on and off.</source>
        <translation>Esc closes the settings. F11 switches full screen on and off.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="60"/>
        <source>A conversation card game</source>
        <translation>A conversation card game</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="80"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>Open replay… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="87"/>
        <source>Card gallery</source>
        <translation>Card gallery</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="94"/>
        <source>Settings… (Esc)</source>
        <translation>Settings… (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Balance lab…</source>
        <translation>Balance lab…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>Pack: %1</source>
        <translation>Pack: %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>The built-in cards and partners</source>
        <translation>The built-in cards and partners</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="120"/>
        <source>Open pack folder…</source>
        <translation>Open pack folder…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>Open pack files…</source>
        <translation>Open pack files…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="132"/>
        <source>Built-in only</source>
        <translation>Built-in only</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="142"/>
        <source>Recent packs:</source>
        <translation>Recent packs:</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="161"/>
        <source>Who do you want to talk to?</source>
        <translation>Who do you want to talk to?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="173"/>
        <source>Conversation partners</source>
        <translation>Conversation partners</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="193"/>
        <location filename="../qml/GalleryPartners.qml" line="142"/>
        <source>starts %1</source>
        <translation>starts %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="212"/>
        <location filename="../qml/StartScreen.qml" line="223"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="219"/>
        <source>The NPC&apos;s own deck</source>
        <translation>The NPC&apos;s own deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="231"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="235"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="238"/>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="240"/>
        <location filename="../qml/StartScreen.qml" line="248"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="251"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="261"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="273"/>
        <source>Start conversation</source>
        <translation>Start conversation</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="278"/>
        <source>Start the conversation</source>
        <translation>Start the conversation</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="62"/>
        <source>Draws %1 • capacity %2</source>
        <translation>Draws %1 • capacity %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="63"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>Cards per LISTEN: %1
Capacity: %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="74"/>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="78"/>
        <source>Capacity: %1</source>
        <translation>Capacity: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="81"/>
        <source>Weight %1 of %2</source>
        <translation>Weight %1 of %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="86"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="90"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPEAK costs %1; LISTEN costs %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="94"/>
        <source>Patience %1</source>
        <translation>Patience %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="102"/>
        <source>Atmosphere</source>
        <translation>Atmosphere</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="105"/>
        <source>next action free</source>
        <translation>next action free</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="123"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="143"/>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="149"/>
        <source>Deck %1</source>
        <translation>Deck %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Exhausted %1</source>
        <translation>Exhausted %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="154"/>
        <source>Hand limit %1</source>
        <translation>Hand limit %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="155"/>
        <source>Hand limit: %1</source>
        <translation>Hand limit: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="161"/>
        <source>Reach %1</source>
        <translation>Reach %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="162"/>
        <source>Reach: %1</source>
        <translation>Reach: %1</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../qml/StepsPanel.qml" line="19"/>
        <source>Scenario steps</source>
        <translation>Scenario steps</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="51"/>
        <location filename="../qml/StepsPanel.qml" line="53"/>
        <source>Close the steps panel</source>
        <translation>Close the steps panel</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="81"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="89"/>
        <source>Step (F10)</source>
        <translation>Step (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="98"/>
        <source>Run to end</source>
        <translation>Run to end</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="109"/>
        <source>Stopped: step %1 failed.</source>
        <translation>Stopped: step %1 failed.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="110"/>
        <source>Every step passed.</source>
        <translation>Every step passed.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="111"/>
        <source>Next: step %1 of %2.</source>
        <translation>Next: step %1 of %2.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="117"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>You are playing on by hand; the script is paused.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="124"/>
        <source>Back to the script</source>
        <translation>Back to the script</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="175"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>next</source>
        <translation>next</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>not run</source>
        <translation>not run</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Restart</source>
        <translation>Restart</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Run to here</source>
        <translation>Run to here</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="251"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="272"/>
        <source>Found</source>
        <translation>Found</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>not checked yet</source>
        <translation>not checked yet</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>fail</source>
        <translation>fail</translation>
    </message>
</context>
<context>
    <name>StoryText</name>
    <message>
        <location filename="../app/client/story_text.cpp" line="26"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="61"/>
        <source>%1: “%2”</source>
        <translation>%1: “%2”</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="73"/>
        <source>The conversation with %1 begins.</source>
        <translation>The conversation with %1 begins.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="75"/>
        <location filename="../app/client/story_text.cpp" line="86"/>
        <location filename="../app/client/story_text.cpp" line="108"/>
        <source>You draw %1.</source>
        <translation>You draw %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="79"/>
        <source>You play %1.</source>
        <translation>You play %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="80"/>
        <source>You: “%1”</source>
        <translation>You: “%1”</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="85"/>
        <source>You listen.</source>
        <translation>You listen.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="91"/>
        <source>You use %1.</source>
        <translation>You use %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="92"/>
        <source>You use %1: %2.</source>
        <translation>You use %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="102"/>
        <source>%1 takes effect.</source>
        <translation>%1 takes effect.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="104"/>
        <source>You let %1 pass.</source>
        <translation>You let %1 pass.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="106"/>
        <source>You discard %1.</source>
        <translation>You discard %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="112"/>
        <source>%1 lands.</source>
        <translation>%1 lands.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="113"/>
        <source>%1 falls flat.</source>
        <translation>%1 falls flat.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="121"/>
        <source>%1 slips away.</source>
        <translation>%1 slips away.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="137"/>
        <source>%1 warms to you: now %2.</source>
        <translation>%1 warms to you: now %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="138"/>
        <source>%1 draws back: now %2.</source>
        <translation>%1 draws back: now %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="144"/>
        <source>You decide.</source>
        <translation>You decide.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="159"/>
        <source>The conversation succeeds.</source>
        <translation>The conversation succeeds.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="161"/>
        <source>The conversation fails.</source>
        <translation>The conversation fails.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="163"/>
        <source>The conversation is abandoned.</source>
        <translation>The conversation is abandoned.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="165"/>
        <source>The conversation ends: %1.</source>
        <translation>The conversation ends: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="168"/>
        <source>%1 has run out of patience.</source>
        <translation>%1 has run out of patience.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="171"/>
        <source>%1 can take no more.</source>
        <translation>%1 can take no more.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="174"/>
        <source>Under this atmosphere, a failure ends it.</source>
        <translation>Under this atmosphere, a failure ends it.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../qml/TablePanel.qml" line="20"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="27"/>
        <source>Nothing on the table yet. Permanents stay here when spoken.</source>
        <translation>Nothing on the table yet. Permanents stay here when spoken.</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>tapped</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="66"/>
        <source>theirs</source>
        <translation>theirs</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="67"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="99"/>
        <source>Activate %1</source>
        <translation>Activate %1</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="41"/>
        <location filename="../qml/TimelineStrip.qml" line="86"/>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="55"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="56"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="67"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="68"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="158"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>UnfinishedConversations</name>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="68"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="73"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
</context>
<context>
    <name>UnfinishedStore</name>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="86"/>
        <source>A conversation saved earlier could not be read, so it is not offered. It was kept as %1.</source>
        <translation>A conversation saved earlier could not be read, so it is not offered. It was kept as %1.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="90"/>
        <source>%1 conversations saved earlier could not be read, so they are not offered. They were kept as %2.</source>
        <translation>%1 conversations saved earlier could not be read, so they are not offered. They were kept as %2.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="96"/>
        <source>%1 replaces the file of that name set aside before.</source>
        <translation>%1 replaces the file of that name set aside before.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="98"/>
        <source>%1 could not be read nor set aside; it was left where it is.</source>
        <translation>%1 could not be read nor set aside; it was left where it is.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="118"/>
        <source>the folder %1 cannot be made</source>
        <translation>the folder %1 cannot be made</translation>
    </message>
</context>
<context>
    <name>parley::client::BalanceLab</name>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="32"/>
        <source>their own decks</source>
        <translation>their own decks</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="64"/>
        <source>Choose partners and policies, then run.</source>
        <translation>Choose partners and policies, then run.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="111"/>
        <source>%1 of %2 games</source>
        <translation>%1 of %2 games</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="113"/>
        <source>%1, %2 games/s</source>
        <translation>%1, %2 games/s</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="121"/>
        <source>There is no content to play.</source>
        <translation>There is no content to play.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="125"/>
        <source>Choose at least one partner.</source>
        <translation>Choose at least one partner.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="129"/>
        <source>Choose at least one policy.</source>
        <translation>Choose at least one policy.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="133"/>
        <source>The number of games must be at least 1.</source>
        <translation>The number of games must be at least 1.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="157"/>
        <source>Running on 1 thread…</source>
        <translation>Running on 1 thread…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="158"/>
        <source>Running on %1 threads…</source>
        <translation>Running on %1 threads…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="167"/>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="186"/>
        <source>The run could not start: %1.</source>
        <translation>The run could not start: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="195"/>
        <source>Cancelled after %1 of %2 games; nothing of it is shown.</source>
        <translation>Cancelled after %1 of %2 games; nothing of it is shown.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="207"/>
        <source>Finished.</source>
        <translation>Finished.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="224"/>
        <source>Run again after a change to see what it did.</source>
        <translation>Run again after a change to see what it did.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="227"/>
        <source>Not compared with the run before: it had other partners.</source>
        <translation>Not compared with the run before: it had other partners.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="229"/>
        <source>Not compared with the run before: it had another deck.</source>
        <translation>Not compared with the run before: it had another deck.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="231"/>
        <source>Not compared with the run before: it had other policies.</source>
        <translation>Not compared with the run before: it had other policies.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="236"/>
        <source>Compared with the run before (the same content). A change is significant when chance explains it less than 5% of the time.</source>
        <translation>Compared with the run before (the same content). A change is significant when chance explains it less than 5% of the time.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="238"/>
        <source>Compared with the run before the content changed. A change is significant when chance explains it less than 5% of the time.</source>
        <translation>Compared with the run before the content changed. A change is significant when chance explains it less than 5% of the time.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="245"/>
        <source>%1 games with %2, %3, seed %4, in %5 s (%6 games/s)</source>
        <translation>%1 games with %2, %3, seed %4, in %5 s (%6 games/s)</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <source>Saved the card table to %1.</source>
        <translation>Saved the card table to %1.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Could not save %1: %2</source>
        <translation>Could not save %1: %2</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <source>Saved the results to %1.</source>
        <translation>Saved the results to %1.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Saved the chart to %1.</source>
        <translation>Saved the chart to %1.</translation>
    </message>
</context>
<context>
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="110"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>The conversation cannot be saved automatically: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="121"/>
        <source>This conversation cannot be resumed with the cards in use now.</source>
        <translation>This conversation cannot be resumed with the cards in use now.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="131"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>The saved conversation cannot be resumed.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="147"/>
        <source>%1 could not be removed, so the conversation is still offered.</source>
        <translation>%1 could not be removed, so the conversation is still offered.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="172"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>The content has changed since the replay was saved.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="175"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>The conversation ends differently from when it was saved: the rules have changed since.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="189"/>
        <source>The replay could not be opened:
%1</source>
        <translation>The replay could not be opened:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="203"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>The replay cannot be played here: its partner or deck is not in the content in use.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/conversation_files.cpp" line="204"/>
        <source>The replay was made on %1, which is not open: open that pack, then the replay again.</source>
        <translation>
            <numerusform>The replay was made on %1, which is not open: open that pack, then the replay again.</numerusform>
            <numerusform>The replay was made on %1, which are not open: open those packs, then the replay again.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>%1 is part of the open pack %2, so nothing is saved there. Choose a place outside the pack.</source>
        <translation>%1 is part of the open pack %2, so nothing is saved there. Choose a place outside the pack.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="237"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>Only a conversation started from the start screen or a replay can be saved as a replay.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="243"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>The replay was not saved. %1. The conversation goes on; choose another place.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="247"/>
        <source>Saved the conversation as a replay.</source>
        <translation>Saved the conversation as a replay.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="253"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>Only a conversation started from the start screen or a replay can be saved as a scenario.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="259"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="295"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>The conversation could not be saved as a scenario: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="301"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>The scenario was not saved. %1. The conversation goes on; choose another place.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="307"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>Saved the conversation as a scenario.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="308"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="310"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>Your hand holds more than %1 cards: discard %2.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Use %1&apos;s ability?</source>
        <translation>Use %1&apos;s ability?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="49"/>
        <source>Use %1?</source>
        <translation>Use %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1: sacrifice %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1: sacrifice up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1: discard %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1: discard up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1: reveal %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1: reveal up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1: take %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1: take up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1: choose %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1: choose up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="82"/>
        <location filename="../app/client/decision_controller.cpp" line="91"/>
        <source>this</source>
        <translation>this</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="83"/>
        <source>How do you pay for %1?</source>
        <translation>How do you pay for %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="84"/>
        <source>Choose X for %1.</source>
        <translation>Choose X for %1.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="85"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>To pay for %1: choose %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="94"/>
        <source>another card</source>
        <translation>another card</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="95"/>
        <source>Choose %1 more card(s) to play with %2 as one %3.</source>
        <translation>Choose %1 more card(s) to play with %2 as one %3.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="133"/>
        <source>Cancel it: play %1 as %2 (%3)</source>
        <translation>Cancel it: play %1 as %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>Answer it: play %1 as %2 (%3)</source>
        <translation>Answer it: play %1 as %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="136"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="138"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="140"/>
        <source>Let it resolve</source>
        <translation>Let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="142"/>
        <source>Let the cancellation stand</source>
        <translation>Let the cancellation stand</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="150"/>
        <source>Cancel it with %1</source>
        <translation>Cancel it with %1</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="151"/>
        <source>Answer it with %1</source>
        <translation>Answer it with %1</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="171"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (your trait): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="178"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 is about to resolve: %2. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="180"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 is about to resolve. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="181"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="185"/>
        <source>%1 was about to resolve (%2), and it was cancelled. Answer?</source>
        <translation>%1 was about to resolve (%2), and it was cancelled. Answer?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="187"/>
        <source>%1 was about to resolve, and it was cancelled. Answer?</source>
        <translation>%1 was about to resolve, and it was cancelled. Answer?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="188"/>
        <source>Let the cancellation stand, or answer it with one of your skills: then it resolves after all, unless the answer is answered in turn.</source>
        <translation>Let the cancellation stand, or answer it with one of your skills: then it resolves after all, unless the answer is answered in turn.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="190"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>This SPEAK may play another card (%1 in all): choose one, or None.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="192"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Another card costs its weight but no patience.</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="74"/>
        <source>The conversation succeeded.</source>
        <translation>The conversation succeeded.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="75"/>
        <source>The conversation failed.</source>
        <translation>The conversation failed.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="76"/>
        <source>The conversation was abandoned.</source>
        <translation>The conversation was abandoned.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="77"/>
        <source>The conversation ended: %1.</source>
        <translation>The conversation ended: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="87"/>
        <source>%1 ended the conversation.</source>
        <translation>%1 ended the conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="92"/>
        <source>“%1” succeeded, and that ended the conversation.</source>
        <translation>“%1” succeeded, and that ended the conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="94"/>
        <source>“%1” failed, and that ended the conversation.</source>
        <translation>“%1” failed, and that ended the conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="96"/>
        <source>“%1” slipped away, and the conversation ended with it.</source>
        <translation>“%1” slipped away, and the conversation ended with it.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="98"/>
        <source>“%1” ended the conversation.</source>
        <translation>“%1” ended the conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="102"/>
        <source>%1&apos;s patience ran out.</source>
        <translation>%1&apos;s patience ran out.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="105"/>
        <source>%1 was pushed too far while desperate.</source>
        <translation>%1 was pushed too far while desperate.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="111"/>
        <source>A failure under the %1 atmosphere ended it.</source>
        <translation>A failure under the %1 atmosphere ended it.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="112"/>
        <source>A single failure ended it.</source>
        <translation>A single failure ended it.</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryCardsModel</name>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="130"/>
        <source>%1 as printed</source>
        <translation>%1 as printed</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="136"/>
        <source>%1 for %2, before connection tokens and modifiers in play</source>
        <translation>%1 for %2, before connection tokens and modifiers in play</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryController</name>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="89"/>
        <source>Any property</source>
        <translation>Any property</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="93"/>
        <source>Any connection</source>
        <translation>Any connection</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="97"/>
        <source>No connection type</source>
        <translation>No connection type</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="98"/>
        <source>Any difficulty</source>
        <translation>Any difficulty</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="101"/>
        <source>Any weight</source>
        <translation>Any weight</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="103"/>
        <source>Weight %1</source>
        <translation>Weight %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="104"/>
        <source>Any partner</source>
        <translation>Any partner</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="107"/>
        <location filename="../app/client/gallery_controller.cpp" line="127"/>
        <source>Any deck</source>
        <translation>Any deck</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="122"/>
        <source>Any starting state</source>
        <translation>Any starting state</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="125"/>
        <source>Starts %1</source>
        <translation>Starts %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="133"/>
        <source>A deck of their own</source>
        <translation>A deck of their own</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <location filename="../app/client/gallery_controller.cpp" line="152"/>
        <source>By name</source>
        <translation>By name</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <source>Lightest first</source>
        <translation>Lightest first</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="140"/>
        <source>Easiest first</source>
        <translation>Easiest first</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="141"/>
        <source>Most used in decks first</source>
        <translation>Most used in decks first</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="146"/>
        <source>With or without skills</source>
        <translation>With or without skills</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>With skills</source>
        <translation>With skills</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>Without skills</source>
        <translation>Without skills</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="153"/>
        <source>By starting state</source>
        <translation>By starting state</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="154"/>
        <source>Most patient first</source>
        <translation>Most patient first</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="155"/>
        <source>Largest deck first</source>
        <translation>Largest deck first</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="156"/>
        <source>Most skills first</source>
        <translation>Most skills first</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="28"/>
        <source>The built-in content could not be loaded.</source>
        <translation>The built-in content could not be loaded.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="64"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unknown NPC &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="71"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unknown deck &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="81"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>The conversation cannot start with this partner and deck.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="127"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="164"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>The scenario could not be loaded:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="173"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Set up from the scenario “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="221"/>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>Choose a card to speak first.</source>
        <translation>Choose a card to speak first.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="234"/>
        <source>There is no such ability on the table.</source>
        <translation>There is no such ability on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="242"/>
        <source>There is no such skill.</source>
        <translation>There is no such skill.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>No skill can play this card now.</source>
        <translation>No skill can play this card now.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="289"/>
        <source>No conversation is running.</source>
        <translation>No conversation is running.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="443"/>
        <source>Speak with %1 more card(s) as one %2 (%3)</source>
        <translation>Speak with %1 more card(s) as one %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="444"/>
        <source>Speak as %1 (%2)</source>
        <translation>Speak as %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="447"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>parley::client::LabCardsModel</name>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="94"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="96"/>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="98"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="100"/>
        <source>Succeeded</source>
        <translation>Succeeded</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="102"/>
        <source>Exhausted unplayed</source>
        <translation>Exhausted unplayed</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="104"/>
        <source>Won, played</source>
        <translation>Won, played</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="106"/>
        <source>Won, not played</source>
        <translation>Won, not played</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="108"/>
        <source>Impact</source>
        <translation>Impact</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="110"/>
        <source>Change</source>
        <translation>Change</translation>
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
        <translation>%1 (%2 to %3)</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="208"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="212"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="216"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="142"/>
        <source>The pack was reloaded.</source>
        <translation>The pack was reloaded.</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="57"/>
        <source>%1: the file could not be read</source>
        <translation>%1: the file could not be read</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="56"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>The scenario could not be opened:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="179"/>
        <source>Final checks</source>
        <translation>Final checks</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="10"/>
        <source>, </source>
        <extracomment>Between the names of the cards a skill has noted, in its description: &quot;Small Talk, Offer Tea&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="12"/>
        <source>none yet</source>
        <extracomment>In a skill&apos;s description, where the cards it has noted would be listed, while there are none</extracomment>
        <translation>none yet</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reaction</source>
        <translation>Reaction</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="56"/>
        <source>Plays a card as another</source>
        <translation>Plays a card as another</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="57"/>
        <source>Changes cards in hand</source>
        <translation>Changes cards in hand</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="58"/>
        <source>Extra plays</source>
        <translation>Extra plays</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="59"/>
        <source>Forbids</source>
        <translation>Forbids</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="60"/>
        <source>Nullifies effects</source>
        <translation>Nullifies effects</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="61"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="62"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="71"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>Used %1 of %2 this turn, %3 of %4 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="73"/>
        <source>Used %1 of %2 this turn</source>
        <translation>Used %1 of %2 this turn</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="75"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>Used %1 of %2 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="76"/>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="91"/>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="21"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>Goal: %1 is in the deck; the next LISTEN draws it.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="23"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="24"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="69"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>LISTEN draws 1 card and you can carry %1 weight.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="70"/>
        <source>LISTEN draws %1 cards and you can carry %2 weight.</source>
        <translation>LISTEN draws %1 cards and you can carry %2 weight.</translation>
    </message>
</context>
<context>
    <name>parley::client::TimelineModel</name>
    <message>
        <location filename="../app/client/timeline_model.cpp" line="34"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>parley::client::TutorialController</name>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="25"/>
        <source>Your partner</source>
        <translation>Your partner</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="26"/>
        <source>This is who you are talking to. The portrait and the line under it show their emotional state: the better it is, the more cards LISTEN draws and the more weight you can spend. Win them over, and play your goal card before their patience runs out.</source>
        <translation>This is who you are talking to. The portrait and the line under it show their emotional state: the better it is, the more cards LISTEN draws and the more weight you can spend. Win them over, and play your goal card before their patience runs out.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="33"/>
        <source>Comfort</source>
        <translation>Comfort</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="34"/>
        <source>The cards you speak move their comfort up or down. When it reaches the top of the battery, their emotional state rises one step and comfort starts again from 0; at the bottom it falls one step, and in their lowest state that ends the conversation. The labels under the battery say where each end leads.</source>
        <translation>The cards you speak move their comfort up or down. When it reaches the top of the battery, their emotional state rises one step and comfort starts again from 0; at the bottom it falls one step, and in their lowest state that ends the conversation. The labels under the battery say where each end leads.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="41"/>
        <source>Weight and patience</source>
        <translation>Weight and patience</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="42"/>
        <source>Speaking a card spends its weight from your pool; LISTEN fills the pool up to its capacity again. Every SPEAK and every LISTEN costs patience, usually 1. When patience runs out, the conversation ends after that action.</source>
        <translation>Speaking a card spends its weight from your pool; LISTEN fills the pool up to its capacity again. Every SPEAK and every LISTEN costs patience, usually 1. When patience runs out, the conversation ends after that action.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="48"/>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="49"/>
        <source>Each card shows its weight (the number in the circle), its chance of success, and what happens on Success, on Failure, and if it is not played. Watch the badges: a Fleeting card exhausts when you speak another card, an Opportunity card exhausts when you LISTEN. Click a card or press 1–9 to select it.</source>
        <translation>Each card shows its weight (the number in the circle), its chance of success, and what happens on Success, on Failure, and if it is not played. Watch the badges: a Fleeting card exhausts when you speak another card, an Opportunity card exhausts when you LISTEN. Click a card or press 1–9 to select it.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="56"/>
        <source>Your goal</source>
        <translation>Your goal</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="57"/>
        <source>The goal card, framed in orange and marked MUST PLAY NOW, is what you came for. It is both Fleeting and an Opportunity, so any other action exhausts it, and that usually ends the conversation. Play it as soon as you hold it; its Success or Failure decides on what terms you part. While it is still in the deck, the orange line at the bottom says where it is.</source>
        <translation>The goal card, framed in orange and marked MUST PLAY NOW, is what you came for. It is both Fleeting and an Opportunity, so any other action exhausts it, and that usually ends the conversation. Play it as soon as you hold it; its Success or Failure decides on what terms you part. While it is still in the deck, the orange line at the bottom says where it is.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="65"/>
        <source>SPEAK</source>
        <translation>SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="66"/>
        <source>SPEAK (S) plays the selected card. It pays the card&apos;s weight and patience, then a roll against its success chance decides whether its Success or its Failure happens. After that, every other Fleeting card in your hand exhausts. Rest the pointer on SPEAK to see all of this before you choose.</source>
        <translation>SPEAK (S) plays the selected card. It pays the card&apos;s weight and patience, then a roll against its success chance decides whether its Success or its Failure happens. After that, every other Fleeting card in your hand exhausts. Rest the pointer on SPEAK to see all of this before you choose.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="73"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="74"/>
        <source>LISTEN (L) costs patience too. Every Opportunity card in your hand exhausts, your weight fills up to its capacity, and you draw new cards: as many as their emotional state allows. Its preview shows which cards would be lost.</source>
        <translation>LISTEN (L) costs patience too. Every Opportunity card in your hand exhausts, your weight fills up to its capacity, and you draw new cards: as many as their emotional state allows. Its preview shows which cards would be lost.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="80"/>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="81"/>
        <source>Permanents stay on the table when you speak them, and their effects last while they are there. Their abilities are buttons here, each with its cost; a tapped card is ready again after your next LISTEN.</source>
        <translation>Permanents stay on the table when you speak them, and their effects last while they are there. Their abilities are buttons here, each with its cost; a tapped card is ready again after your next LISTEN.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="87"/>
        <source>The log and the timeline</source>
        <translation>The log and the timeline</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="88"/>
        <source>The log tells the conversation: what you said, how it went, and what your partner answered. Click a line to see its rule steps. The timeline takes you back to any earlier moment (Ctrl+Z). Press E to see how every number is made, and F1 to see this guide again.</source>
        <translation>The log tells the conversation: what you said, how it went, and what your partner answered. Click a line to see its rule steps. The timeline takes you back to any earlier moment (Ctrl+Z). Press E to see how every number is made, and F1 to see this guide again.</translation>
    </message>
</context>
<context>
    <name>parley::client::UnfinishedModel</name>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="112"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>Your conversation with %1 had just begun.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="113"/>
        <source>Your conversation with %1 was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>Your conversation with %1 was not finished (%n action taken).</numerusform>
            <numerusform>Your conversation with %1 was not finished (%n actions taken).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="117"/>
        <source>A conversation of yours had just begun.</source>
        <translation>A conversation of yours had just begun.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="118"/>
        <source>A conversation of yours was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>A conversation of yours was not finished (%n action taken).</numerusform>
            <numerusform>A conversation of yours was not finished (%n actions taken).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="129"/>
        <source>Its cards have changed since it was saved: resuming plays its actions again as far as they still mean the same.</source>
        <translation>Its cards have changed since it was saved: resuming plays its actions again as far as they still mean the same.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="134"/>
        <source>It was played on the built-in cards alone: choose “Built-in only” to resume it.</source>
        <translation>It was played on the built-in cards alone: choose “Built-in only” to resume it.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="136"/>
        <source>It was played on %1: open that pack to resume it.</source>
        <translation>
            <numerusform>It was played on %1: open that pack to resume it.</numerusform>
            <numerusform>It was played on %1: open those packs to resume it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="139"/>
        <source>It was played on %1, which does not load now: fix the problems listed to resume it.</source>
        <translation>
            <numerusform>It was played on %1, which does not load now: fix the problems listed to resume it.</numerusform>
            <numerusform>It was played on %1, which do not load now: fix the problems listed to resume it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="144"/>
        <source>Its partner or deck is no longer in the cards it was played on, so it cannot be resumed; it is kept until you discard it.</source>
        <translation>Its partner or deck is no longer in the cards it was played on, so it cannot be resumed; it is kept until you discard it.</translation>
    </message>
</context>
</TS>
