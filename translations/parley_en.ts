<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="48"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>Selected: %1. S speaks it, A speaks it as %2.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="49"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>Selected: %1. Press S to speak it.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="50"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>Select a card (1–9), then SPEAK (S), or LISTEN (L).</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Explain (E)</source>
        <translation>Explain (E)</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="60"/>
        <source>Show how every number is made</source>
        <translation>Show how every number is made</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="99"/>
        <source>SPEAK</source>
        <translation>SPEAK</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="107"/>
        <source>Speak the selected card</source>
        <translation>Speak the selected card</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="115"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="123"/>
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
        <location filename="../app/client/action_text.cpp" line="37"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="47"/>
        <source>an option</source>
        <translation>an option</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="65"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>SPEAK %1</source>
        <translation>SPEAK %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <location filename="../app/client/action_text.cpp" line="70"/>
        <source>Use %1</source>
        <translation>Use %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>SPEAK %1 through %2</source>
        <translation>SPEAK %1 through %2</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: none</source>
        <translation>Choose: none</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: %1</source>
        <translation>Choose: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="81"/>
        <source>An action</source>
        <translation>An action</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="87"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>Replayed %1 of %2 actions</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <location filename="../app/client/action_text.cpp" line="122"/>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="90"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1; the conversation cannot start: the partner or the deck is not in the content.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="98"/>
        <source>the content no longer has that skill</source>
        <translation>the content no longer has that skill</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="100"/>
        <source>the content no longer has that card</source>
        <translation>the content no longer has that card</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="102"/>
        <source>%1 is not on the table</source>
        <translation>%1 is not on the table</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="104"/>
        <source>%1 is not in your hand</source>
        <translation>%1 is not in your hand</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="106"/>
        <source>there is no question to answer then</source>
        <translation>there is no question to answer then</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="108"/>
        <source>the rules no longer allow it then</source>
        <translation>the rules no longer allow it then</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1; action %2 (%3) is no longer legal: %4.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="112"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="115"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>it succeeded when it was played and does not now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it failed when it was played and does not now</source>
        <translation>it failed when it was played and does not now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it made no roll when it was played and does now</source>
        <translation>it made no roll when it was played and does now</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1; action %2 (%3) has a different outcome: %4.</translation>
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
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="48"/>
        <source>Card %1: %2</source>
        <translation>Card %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="49"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>Weight %1, %2, success chance %3%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="50"/>
        <source>Goal card: must play now</source>
        <translation>Goal card: must play now</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="101"/>
        <source>Weight: %1</source>
        <translation>Weight: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="145"/>
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>MUST PLAY NOW</source>
        <translation>MUST PLAY NOW</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>exhausts on any other action</source>
        <translation>exhausts on any other action</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="182"/>
        <source>%1% success</source>
        <translation>%1% success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="183"/>
        <source>Success chance: %1</source>
        <translation>Success chance: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="195"/>
        <source>Success</source>
        <translation>Success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="202"/>
        <source>Failure</source>
        <translation>Failure</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="210"/>
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
        <location filename="../qml/ConversationScreen.qml" line="136"/>
        <source>Personality:</source>
        <translation>Personality:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="141"/>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="162"/>
        <source>You played %1.</source>
        <translation>You played %1.</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="178"/>
        <source>Your traits:</source>
        <translation>Your traits:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="222"/>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose %1.</source>
        <translation>Choose %1.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="86"/>
        <source>Choose one.</source>
        <translation>Choose one.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose one, or none.</source>
        <translation>Choose one, or none.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="88"/>
        <source>Choose %1 to %2.</source>
        <translation>Choose %1 to %2.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="89"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>Keys 1–9 pick, 0 picks none, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="90"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>Keys 1–9 pick, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="130"/>
        <source>None (0)</source>
        <translation>None (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="131"/>
        <source>Answer with no card</source>
        <translation>Answer with no card</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="138"/>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="139"/>
        <source>Cancel the action</source>
        <translation>Cancel the action</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="146"/>
        <source>Confirm (Enter)</source>
        <translation>Confirm (Enter)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="147"/>
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
        <location filename="../app/client/effect_text.cpp" line="21"/>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="22"/>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>discard</source>
        <translation>discard</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>exhausted</source>
        <translation>exhausted</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>pile</source>
        <translation>pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="33"/>
        <source>Persistent</source>
        <translation>Persistent</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="34"/>
        <source>Fleeting</source>
        <translation>Fleeting</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Opportunity</source>
        <translation>Opportunity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Skeleton</source>
        <translation>Skeleton</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Burden</source>
        <translation>Burden</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Observable</source>
        <translation>Observable</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="52"/>
        <source>success chance</source>
        <translation>success chance</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="53"/>
        <source>weight capacity</source>
        <translation>weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>cards drawn on LISTEN</source>
        <translation>cards drawn on LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>patience cost</source>
        <translation>patience cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>comfort change</source>
        <translation>comfort change</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>weight cost</source>
        <translation>weight cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>token cost</source>
        <translation>token cost</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>token count</source>
        <translation>token count</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>hand limit</source>
        <translation>hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>reach</source>
        <translation>reach</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>cards per SPEAK</source>
        <translation>cards per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>uses per turn</source>
        <translation>uses per turn</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>depth</source>
        <translation>depth</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="71"/>
        <source>add</source>
        <translation>add</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="72"/>
        <source>multiply</source>
        <translation>multiply</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="73"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="74"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="75"/>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add magnitude</source>
        <translation>add magnitude</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="84"/>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="85"/>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="86"/>
        <source>exhaust</source>
        <translation>exhaust</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>skill</source>
        <translation>skill</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>trigger %1</source>
        <translation>trigger %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>ability %1</source>
        <translation>ability %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>Cost: %1</source>
        <translation>Cost: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="100"/>
        <location filename="../app/client/effect_text.cpp" line="121"/>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="110"/>
        <source>any number of</source>
        <translation>any number of</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="117"/>
        <source>%1 card(s)</source>
        <translation>%1 card(s)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="118"/>
        <source>card(s)</source>
        <translation>card(s)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <source>%1 comfort</source>
        <translation>%1 comfort</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="124"/>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>+X comfort (X = %1)</source>
        <translation>+X comfort (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 card</source>
        <translation>Draw %1 card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 cards</source>
        <translation>Draw %1 cards</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="127"/>
        <source>Draw X cards (X = %1)</source>
        <translation>Draw X cards (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="129"/>
        <source>Regain %1 weight</source>
        <translation>Regain %1 weight</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="130"/>
        <source>Regain X weight (X = %1)</source>
        <translation>Regain X weight (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <source>Atmosphere: %1</source>
        <translation>Atmosphere: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="132"/>
        <source>End the conversation (%1)</source>
        <translation>End the conversation (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Reset comfort to 0</source>
        <translation>Reset comfort to 0</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="138"/>
        <source>Refill weight to capacity</source>
        <translation>Refill weight to capacity</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Next action costs no patience</source>
        <translation>Next action costs no patience</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal this card</source>
        <translation>Reveal this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal %1 card(s)</source>
        <translation>Reveal %1 card(s)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice this card</source>
        <translation>Sacrifice this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice %1 %2</source>
        <translation>Sacrifice %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="143"/>
        <source>Discard %1 card(s)</source>
        <translation>Discard %1 card(s)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="145"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="146"/>
        <source>Create %1 %2 for them</source>
        <translation>Create %1 %2 for them</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="147"/>
        <source>Create %1 %2</source>
        <translation>Create %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Put this card into the %1</source>
        <translation>Put this card into the %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Search the deck for %1 %2</source>
        <translation>Search the deck for %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>%1 this turn</source>
        <translation>%1 this turn</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>%1 until the end of the next turn</source>
        <translation>%1 until the end of the next turn</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="158"/>
        <source>%1 until the end of %2 more turns</source>
        <translation>%1 until the end of %2 more turns</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <source>The effect does nothing</source>
        <translation>The effect does nothing</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="171"/>
        <source>The effect&apos;s number changes by %1</source>
        <translation>The effect&apos;s number changes by %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="172"/>
        <source>Roll again</source>
        <translation>Roll again</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>The roll changes by %1</source>
        <translation>The roll changes by %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="178"/>
        <source>Mark &apos;%1&apos; %2 on you</source>
        <translation>Mark &apos;%1&apos; %2 on you</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="179"/>
        <source>Mark &apos;%1&apos; %2 on them</source>
        <translation>Mark &apos;%1&apos; %2 on them</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="180"/>
        <source>Mark &apos;%1&apos; %2 on this card</source>
        <translation>Mark &apos;%1&apos; %2 on this card</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="181"/>
        <source>Mark &apos;%1&apos; %2 on the skill&apos;s owner</source>
        <translation>Mark &apos;%1&apos; %2 on the skill&apos;s owner</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>them</source>
        <translation>them</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>its owner</source>
        <translation>its owner</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Gain the skill %1 (%2)</source>
        <translation>Gain the skill %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="189"/>
        <source>Lose the skill %1 (%2)</source>
        <translation>Lose the skill %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set this card aside on the pile</source>
        <translation>Set this card aside on the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set %1 card(s) aside on the pile</source>
        <translation>Set %1 card(s) aside on the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="193"/>
        <source>Take %1 card(s) back from the pile</source>
        <translation>Take %1 card(s) back from the pile</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="194"/>
        <source>Its outcome resolves once more</source>
        <translation>Its outcome resolves once more</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="22"/>
        <source>A card ended the conversation.</source>
        <translation>A card ended the conversation.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="23"/>
        <source>They were pushed too far while desperate.</source>
        <translation>They were pushed too far while desperate.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="24"/>
        <source>Their patience ran out.</source>
        <translation>Their patience ran out.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="25"/>
        <source>A failure under the Final atmosphere ended it.</source>
        <translation>A failure under the Final atmosphere ended it.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="46"/>
        <source>With %1. %2</source>
        <translation>With %1. %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="60"/>
        <source>Obligations and terms</source>
        <translation>Obligations and terms</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="86"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="88"/>
        <source>Cards spoken</source>
        <translation>Cards spoken</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="90"/>
        <source>Succeeded</source>
        <translation>Succeeded</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="92"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="94"/>
        <source>Listened</source>
        <translation>Listened</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="96"/>
        <source>Cards drawn</source>
        <translation>Cards drawn</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="98"/>
        <source>Cards exhausted</source>
        <translation>Cards exhausted</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="100"/>
        <source>Final state</source>
        <translation>Final state</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="109"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="111"/>
        <source>Play again with the same partner</source>
        <translation>Play again with the same partner</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="116"/>
        <source>Choose another conversation</source>
        <translation>Choose another conversation</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="117"/>
        <source>Back to the start screen</source>
        <translation>Back to the start screen</translation>
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
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>card #%1</source>
        <translation>card #%1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="28"/>
        <source>an effect ended it</source>
        <translation>an effect ended it</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>desperate</source>
        <translation>desperate</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="30"/>
        <source>patience exhausted</source>
        <translation>patience exhausted</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>final atmosphere</source>
        <translation>final atmosphere</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="39"/>
        <source>Conversation with %1 begins.</source>
        <translation>Conversation with %1 begins.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="40"/>
        <source>Drew %1.</source>
        <translation>Drew %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="41"/>
        <source>The deck is empty.</source>
        <translation>The deck is empty.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="43"/>
        <source>The discard pile (%1 cards) is shuffled into the deck.</source>
        <translation>The discard pile (%1 cards) is shuffled into the deck.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="46"/>
        <source>SPEAK %1 (weight %2)</source>
        <translation>SPEAK %1 (weight %2)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="47"/>
        <source>SPEAK %1 (weight %2): &quot;%3&quot;</source>
        <translation>SPEAK %1 (weight %2): &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: success.</source>
        <translation>Outcome forced: success.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: failure.</source>
        <translation>Outcome forced: failure.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="50"/>
        <source>It cannot fail.</source>
        <translation>It cannot fail.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: success.</source>
        <translation>Rolled %1 against %2%: success.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: failure.</source>
        <translation>Rolled %1 against %2%: failure.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="55"/>
        <source>%1 succeeds.</source>
        <translation>%1 succeeds.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="56"/>
        <source>%1 fails.</source>
        <translation>%1 fails.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="61"/>
        <source>%1 (%2): %3 = %4</source>
        <translation>%1 (%2): %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>Comfort %1 -&gt; %2.</source>
        <translation>Comfort %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1 is now %2 (was %3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="70"/>
        <source>Atmosphere: %1.</source>
        <translation>Atmosphere: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="72"/>
        <source>Weight %1 -&gt; %2.</source>
        <translation>Weight %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="74"/>
        <source>Patience %1 -&gt; %2.</source>
        <translation>Patience %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="75"/>
        <source>The next action is free.</source>
        <translation>The next action is free.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="76"/>
        <source>A free action is used.</source>
        <translation>A free action is used.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="77"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>%1 exhausts.</source>
        <translation>%1 exhausts.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>Discarded %1.</source>
        <translation>Discarded %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>The conversation ends: %1 (%2).</source>
        <translation>The conversation ends: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>%1 (%2): a cost cannot be paid; the rest fizzles.</source>
        <translation>%1 (%2): a cost cannot be paid; the rest fizzles.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="91"/>
        <source>%1: %2 -&gt; %3.</source>
        <translation>%1: %2 -&gt; %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>%1 is tapped.</source>
        <translation>%1 is tapped.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="93"/>
        <source>%1 untaps.</source>
        <translation>%1 untaps.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>%1 is revealed.</source>
        <translation>%1 is revealed.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table (theirs).</source>
        <translation>A %1 token appears on the table (theirs).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table.</source>
        <translation>A %1 token appears on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="99"/>
        <source>The %1 token is gone.</source>
        <translation>The %1 token is gone.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>%1 tokens %2 -&gt; %3.</source>
        <translation>%1 tokens %2 -&gt; %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>ACTIVATE %1</source>
        <translation>ACTIVATE %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>ACTIVATE %1: %2</source>
        <translation>ACTIVATE %1: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>%1 triggers.</source>
        <translation>%1 triggers.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <location filename="../app/client/event_text.cpp" line="117"/>
        <source>%1: declined.</source>
        <translation>%1: declined.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>(cancelled)</source>
        <translation>(cancelled)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="110"/>
        <source>Effects kept causing each other; the engine stopped them after %1 steps.</source>
        <translation>Effects kept causing each other; the engine stopped them after %1 steps.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>You gain %1.</source>
        <translation>You gain %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 gains %2.</source>
        <translation>%1 gains %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>You lose %1.</source>
        <translation>You lose %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 loses %2.</source>
        <translation>%1 loses %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="116"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="122"/>
        <source>%1: does nothing to card #%2 (%3).</source>
        <translation>%1: does nothing to card #%2 (%3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="123"/>
        <source>%1 (%2): nullified (%3).</source>
        <translation>%1 (%2): nullified (%3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>%1: does nothing to card #%2.</source>
        <translation>%1: does nothing to card #%2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>%1 (%2): nullified.</source>
        <translation>%1 (%2): nullified.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>%1 (%2): cancelled by %3.</source>
        <translation>%1 (%2): cancelled by %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Re-rolled: %1 -&gt; %2.</source>
        <translation>Re-rolled: %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>The roll shifts: %1 -&gt; %2.</source>
        <translation>The roll shifts: %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>%1 on %2: %3 -&gt; %4.</source>
        <translation>%1 on %2: %3 -&gt; %4.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1: %2 is made from nothing.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="142"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1: %2 is played as %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1: a repeated resolution cannot repeat itself.</source>
        <translation>%1: a repeated resolution cannot repeat itself.</translation>
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
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="21"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="41"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>Your hand is empty: LISTEN to draw.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="20"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="32"/>
        <source>Event log</source>
        <translation>Event log</translation>
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
        <translation>Save the conversation as a replay</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <source>Replays (*.json)</source>
        <translation>Replays (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <location filename="../qml/Main.qml" line="150"/>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="134"/>
        <source>Open a replay</source>
        <translation>Open a replay</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save this moment as a scenario</source>
        <translation>Save this moment as a scenario</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save the conversation as a scenario</source>
        <translation>Save the conversation as a scenario</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="150"/>
        <source>Scenarios (*.json)</source>
        <translation>Scenarios (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="189"/>
        <source>&amp;Conversation</source>
        <translation>&amp;Conversation</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="191"/>
        <source>Open replay…</source>
        <translation>Open replay…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="195"/>
        <source>Save as replay…</source>
        <translation>Save as replay…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <source>Save as scenario…</source>
        <translation>Save as scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Save this moment as a scenario…</source>
        <translation>Save this moment as a scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="213"/>
        <source>&amp;Scenarios</source>
        <translation>&amp;Scenarios</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="214"/>
        <source>Open scenario…</source>
        <translation>Open scenario…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="215"/>
        <source>Open scenario folder…</source>
        <translation>Open scenario folder…</translation>
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
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <location filename="../app/client/replay_io.cpp" line="32"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="44"/>
        <source>%1 is not a replay.</source>
        <translation>%1 is not a replay.</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="66"/>
        <source>The conversation saved last time could not be read, so it is not offered. It was kept as %1.</source>
        <translation>The conversation saved last time could not be read, so it is not offered. It was kept as %1.</translation>
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
        <location filename="../qml/ScenarioExplorer.qml" line="125"/>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
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
        <location filename="../app/client/scenario_text.cpp" line="96"/>
        <location filename="../app/client/scenario_text.cpp" line="166"/>
        <location filename="../app/client/scenario_text.cpp" line="400"/>
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
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>success</source>
        <translation>success</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="129"/>
        <source>failure</source>
        <translation>failure</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="130"/>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>an effect ended it</source>
        <translation>an effect ended it</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>desperation</source>
        <translation>desperation</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>patience ran out</source>
        <translation>patience ran out</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="138"/>
        <source>a failure under Final</source>
        <translation>a failure under Final</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="139"/>
        <source>not ended</source>
        <translation>not ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a yes-or-no question</source>
        <translation>a yes-or-no question</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of cards</source>
        <translation>a choice of cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a choice of amount</source>
        <translation>a choice of amount</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="147"/>
        <source>a choice of how to pay</source>
        <translation>a choice of how to pay</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="148"/>
        <source>a chance to respond</source>
        <translation>a chance to respond</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="156"/>
        <source>let it resolve</source>
        <translation>let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>the standard cost</source>
        <translation>the standard cost</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="159"/>
        <source>alternative cost %1</source>
        <translation>alternative cost %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Comfort</source>
        <translation>Comfort</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Available weight</source>
        <translation>Available weight</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>Weight capacity</source>
        <translation>Weight capacity</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards the next LISTEN draws</source>
        <translation>Cards the next LISTEN draws</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The turn</source>
        <translation>The turn</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Cards per SPEAK</source>
        <translation>Cards per SPEAK</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="180"/>
        <source>The hand limit</source>
        <translation>The hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="181"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The hand</source>
        <translation>The hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The deck (top first)</source>
        <translation>The deck (top first)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The discard pile</source>
        <translation>The discard pile</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The exhausted pile</source>
        <translation>The exhausted pile</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>The tapped table cards</source>
        <translation>The tapped table cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="192"/>
        <source>The revealed hand cards</source>
        <translation>The revealed hand cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="193"/>
        <source>Their table cards</source>
        <translation>Their table cards</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="198"/>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (tapped)</source>
        <translation>%1 (tapped)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="203"/>
        <source>%1 (theirs)</source>
        <translation>%1 (theirs)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="204"/>
        <source>%1 (revealed)</source>
        <translation>%1 (revealed)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="210"/>
        <source>copy %1 of </source>
        <translation>copy %1 of </translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>not in the hand</source>
        <translation>not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such token type</source>
        <translation>no such token type</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such mark</source>
        <translation>no such mark</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="217"/>
        <source>no such skill</source>
        <translation>no such skill</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="218"/>
        <source>no such holder</source>
        <translation>no such holder</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the conversation is over</source>
        <translation>the conversation is over</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>the card is not in the hand</source>
        <translation>the card is not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the card is not on the table</source>
        <translation>the card is not on the table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>not enough weight</source>
        <translation>not enough weight</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>the cost cannot be paid</source>
        <translation>the cost cannot be paid</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>it is not allowed</source>
        <translation>it is not allowed</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>a decision must be answered first</source>
        <translation>a decision must be answered first</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>there is no decision to answer</source>
        <translation>there is no decision to answer</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>not a valid choice</source>
        <translation>not a valid choice</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card</source>
        <translation>no such card</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>no such ability or skill</source>
        <translation>no such ability or skill</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>no such card on the table</source>
        <translation>no such card on the table</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>the card is already tapped</source>
        <translation>the card is already tapped</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>the card is not yours</source>
        <translation>the card is not yours</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>not enough tokens</source>
        <translation>not enough tokens</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>its use limit is reached</source>
        <translation>its use limit is reached</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="245"/>
        <source>there is nothing to cancel</source>
        <translation>there is nothing to cancel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="246"/>
        <source>an error</source>
        <translation>an error</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="254"/>
        <source>SPEAK %1</source>
        <translation>SPEAK %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>SPEAK %1 as %2</source>
        <translation>SPEAK %1 as %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="257"/>
        <source>Use the skill %1</source>
        <translation>Use the skill %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="260"/>
        <source>Activate %1 (ability %2)</source>
        <translation>Activate %1 (ability %2)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="266"/>
        <source>option %1</source>
        <translation>option %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose nothing</source>
        <translation>Choose nothing</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose %1</source>
        <translation>Choose %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="270"/>
        <source>Cancel the action being paid for</source>
        <translation>Cancel the action being paid for</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>Check the state</source>
        <translation>Check the state</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1 (forced success)</source>
        <translation>%1 (forced success)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="274"/>
        <source>%1 (forced failure)</source>
        <translation>%1 (forced failure)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="275"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1, which must be refused: %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="283"/>
        <source>Talking to %1</source>
        <translation>Talking to %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="284"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <location filename="../app/client/scenario_text.cpp" line="378"/>
        <location filename="../app/client/scenario_text.cpp" line="379"/>
        <location filename="../app/client/scenario_text.cpp" line="417"/>
        <location filename="../app/client/scenario_text.cpp" line="418"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="297"/>
        <source>Deck (top first): %1</source>
        <translation>Deck (top first): %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Discard pile: %1</source>
        <translation>Discard pile: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="300"/>
        <source>Exhausted pile: %1</source>
        <translation>Exhausted pile: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="301"/>
        <source>Table: %1</source>
        <translation>Table: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <source>Your skills: %1</source>
        <translation>Your skills: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>Their skills: %1</source>
        <translation>Their skills: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="307"/>
        <location filename="../app/client/scenario_text.cpp" line="350"/>
        <source>A free next action is pending</source>
        <translation>A free next action is pending</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="308"/>
        <source>The conversation is over: %1</source>
        <translation>The conversation is over: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation has ended</source>
        <translation>The conversation has ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation is still going</source>
        <translation>The conversation is still going</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <source>The outcome</source>
        <translation>The outcome</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>still going</source>
        <translation>still going</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The emotional state</source>
        <translation>The emotional state</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="346"/>
        <source>The atmosphere</source>
        <translation>The atmosphere</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="354"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>%1 is in the hand</source>
        <translation>%1 is in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>%1 is not in the hand</source>
        <translation>%1 is not in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>in the hand</source>
        <translation>in the hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>in the hand (%1)</source>
        <translation>in the hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>not in the hand (%1)</source>
        <translation>not in the hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <source>The decision waiting for an answer</source>
        <translation>The decision waiting for an answer</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="382"/>
        <source>The decision&apos;s options</source>
        <translation>The decision&apos;s options</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="386"/>
        <source>no decision</source>
        <translation>no decision</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="389"/>
        <source>The success chance of %1</source>
        <translation>The success chance of %1</translation>
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
        <translation>These events happened, in this order</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Your skills</source>
        <translation>Your skills</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Their skills</source>
        <translation>Their skills</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Skills of %1</source>
        <translation>Skills of %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="404"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>%1 marks on %2</source>
        <translation>%1 marks on %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="407"/>
        <source>The pile of %1</source>
        <translation>The pile of %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>How %1 reads</source>
        <translation>How %1 reads</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>What the ending records</source>
        <translation>What the ending records</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <source>Another check</source>
        <translation>Another check</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="430"/>
        <source>Refused: %1.</source>
        <translation>Refused: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>Accepted, but it should have been refused: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>Refused for another reason: %1, not %2.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="434"/>
        <source>Refused as expected: %1.</source>
        <translation>Refused as expected: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="435"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>Refused as expected, but the state changed.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1: expected %2, found %3.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>The step failed.</source>
        <translation>The step failed.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Final checks</source>
        <translation>Final checks</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="454"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="57"/>
        <source>A conversation card game</source>
        <translation>A conversation card game</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="85"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="91"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>Open replay… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="111"/>
        <source>Pack: %1</source>
        <translation>Pack: %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>The built-in cards and partners</source>
        <translation>The built-in cards and partners</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="119"/>
        <source>Open pack folder…</source>
        <translation>Open pack folder…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="124"/>
        <source>Open pack files…</source>
        <translation>Open pack files…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="131"/>
        <source>Built-in only</source>
        <translation>Built-in only</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Recent packs:</source>
        <translation>Recent packs:</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="160"/>
        <source>Who do you want to talk to?</source>
        <translation>Who do you want to talk to?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="172"/>
        <source>Conversation partners</source>
        <translation>Conversation partners</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="192"/>
        <source>starts %1</source>
        <translation>starts %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="211"/>
        <location filename="../qml/StartScreen.qml" line="222"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="218"/>
        <source>The NPC&apos;s own deck</source>
        <translation>The NPC&apos;s own deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="230"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="234"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="237"/>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="239"/>
        <location filename="../qml/StartScreen.qml" line="247"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="250"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="260"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="272"/>
        <source>Start conversation</source>
        <translation>Start conversation</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="277"/>
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
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="77"/>
        <source>Capacity: %1</source>
        <translation>Capacity: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Weight %1 of %2</source>
        <translation>Weight %1 of %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPEAK costs %1; LISTEN costs %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="92"/>
        <source>Patience %1</source>
        <translation>Patience %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="100"/>
        <source>Atmosphere</source>
        <translation>Atmosphere</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="103"/>
        <source>next action free</source>
        <translation>next action free</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="121"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="140"/>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="144"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>Deck %1 • Discard %2 • Exhausted %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>Hand limit %1 • Reach %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>Hand limit: %1
Reach: %2</translation>
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
        <location filename="../qml/StepsPanel.qml" line="47"/>
        <location filename="../qml/StepsPanel.qml" line="49"/>
        <source>Close the steps panel</source>
        <translation>Close the steps panel</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="77"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="85"/>
        <source>Step (F10)</source>
        <translation>Step (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="94"/>
        <source>Run to end</source>
        <translation>Run to end</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="105"/>
        <source>Stopped: step %1 failed.</source>
        <translation>Stopped: step %1 failed.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="106"/>
        <source>Every step passed.</source>
        <translation>Every step passed.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="107"/>
        <source>Next: step %1 of %2.</source>
        <translation>Next: step %1 of %2.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="113"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>You are playing on by hand; the script is paused.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="120"/>
        <source>Back to the script</source>
        <translation>Back to the script</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="171"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="172"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>next</source>
        <translation>next</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>not run</source>
        <translation>not run</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Set-up</source>
        <translation>Set-up</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Restart</source>
        <translation>Restart</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Run to here</source>
        <translation>Run to here</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="209"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="210"/>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="211"/>
        <source>Found</source>
        <translation>Found</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>not checked yet</source>
        <translation>not checked yet</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>fail</source>
        <translation>fail</translation>
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
        <location filename="../qml/TablePanel.qml" line="63"/>
        <source>tapped</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="64"/>
        <source>theirs</source>
        <translation>theirs</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="89"/>
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
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="70"/>
        <source>The conversation saved last time was played on other content, so it is not offered.</source>
        <translation>The conversation saved last time was played on other content, so it is not offered.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="77"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>Your conversation with %1 had just begun.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="78"/>
        <source>Your conversation with %1 was not finished (%2 actions taken).</source>
        <translation>Your conversation with %1 was not finished (%2 actions taken).</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="94"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>The conversation cannot be saved automatically: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="107"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>The saved conversation cannot be resumed.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="136"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>The content has changed since the replay was saved.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="138"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>The conversation ends differently from when it was saved: the rules have changed since.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="150"/>
        <source>The replay could not be opened:
%1</source>
        <translation>The replay could not be opened:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="155"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>The replay cannot be played here: its partner or deck is not in the content in use.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="164"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>Only a conversation started from the start screen or a replay can be saved as a replay.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="169"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>The replay was not saved. %1. The conversation goes on; choose another place.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="173"/>
        <source>Saved the conversation as a replay.</source>
        <translation>Saved the conversation as a replay.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="179"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>Only a conversation started from the start screen or a replay can be saved as a scenario.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="184"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="222"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>The conversation could not be saved as a scenario: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>The scenario was not saved. %1. The conversation goes on; choose another place.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="232"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>Saved the conversation as a scenario.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="233"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="235"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="29"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>Your hand holds more than %1 cards: discard %2.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="34"/>
        <source>Use %1&apos;s ability?</source>
        <translation>Use %1&apos;s ability?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Use %1?</source>
        <translation>Use %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1: sacrifice %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1: sacrifice up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1: discard %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1: discard up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1: reveal %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1: reveal up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1: take %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1: take up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1: choose %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1: choose up to %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>this</source>
        <translation>this</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>How do you pay for %1?</source>
        <translation>How do you pay for %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="73"/>
        <source>Choose X for %1.</source>
        <translation>Choose X for %1.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>To pay for %1: choose %2 card(s).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="103"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="104"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="105"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="107"/>
        <source>Let it resolve</source>
        <translation>Let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="123"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (your trait): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="132"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 is about to resolve: %2. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 is about to resolve. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="135"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>This SPEAK may play another card (%1 in all): choose one, or None.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="139"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Another card costs its weight but no patience.</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="51"/>
        <source>The conversation succeeded.</source>
        <translation>The conversation succeeded.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="52"/>
        <source>The conversation failed.</source>
        <translation>The conversation failed.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="53"/>
        <source>The conversation was abandoned.</source>
        <translation>The conversation was abandoned.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="54"/>
        <source>The conversation ended: %1.</source>
        <translation>The conversation ended: %1.</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="26"/>
        <source>The built-in content could not be loaded.</source>
        <translation>The built-in content could not be loaded.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="59"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unknown NPC &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="66"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unknown deck &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="76"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>The conversation cannot start with this partner and deck.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="124"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="145"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>The scenario could not be loaded:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="154"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Set up from the scenario “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="201"/>
        <location filename="../app/client/game_controller.cpp" line="230"/>
        <source>Choose a card to speak first.</source>
        <translation>Choose a card to speak first.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="214"/>
        <source>There is no such ability on the table.</source>
        <translation>There is no such ability on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="222"/>
        <source>There is no such skill.</source>
        <translation>There is no such skill.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="231"/>
        <source>No skill can play this card now.</source>
        <translation>No skill can play this card now.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="269"/>
        <source>No conversation is running.</source>
        <translation>No conversation is running.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="401"/>
        <source>Speak as %1 (%2)</source>
        <translation>Speak as %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="404"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="205"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="209"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="213"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="139"/>
        <source>The pack was reloaded.</source>
        <translation>The pack was reloaded.</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="53"/>
        <source>%1: the file could not be read</source>
        <translation>%1: the file could not be read</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="54"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>The scenario could not be opened:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="175"/>
        <source>Final checks</source>
        <translation>Final checks</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="47"/>
        <source>Reaction</source>
        <translation>Reaction</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="48"/>
        <source>Plays a card as another</source>
        <translation>Plays a card as another</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="49"/>
        <source>Changes cards in hand</source>
        <translation>Changes cards in hand</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="50"/>
        <source>Extra plays</source>
        <translation>Extra plays</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="51"/>
        <source>Forbids</source>
        <translation>Forbids</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="52"/>
        <source>Nullifies effects</source>
        <translation>Nullifies effects</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="53"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="54"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>Used %1 of %2 this turn, %3 of %4 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="65"/>
        <source>Used %1 of %2 this turn</source>
        <translation>Used %1 of %2 this turn</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="67"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>Used %1 of %2 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="68"/>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="83"/>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="27"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>Goal: %1 is in the deck; the next LISTEN draws it.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="29"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="30"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="75"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>LISTEN draws 1 card and you can carry %1 weight.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="76"/>
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
</TS>
